/**
 * The auth0_ecomm adapter against a fake of auth0-spa-js's client (calls §6 auth0_ecomm, calls §8
 * Auth, calls §9 "Auth0 error timeout: 5000 ms"), on a manual clock.
 */
import { describe, expect, it, vi } from 'vitest'
import { manualClock } from '../testing/index.js'
import { createAuth0Login, type Auth0ClientLike } from './auth0.js'
import { AUTH0_ERROR_TIMEOUT_MS } from './rules.js'

/** A fake client that remembers the appState it was given, as Auth0 carries it through the login. */
function fakeClient(overrides: Partial<Record<keyof Auth0ClientLike, (...args: never[]) => unknown>> = {}) {
  let carried: unknown = null
  const client = {
    loginWithRedirect: vi.fn(async (options?: { appState?: unknown }) => {
      carried = options?.appState
    }),
    handleRedirectCallback: vi.fn(async () => ({ appState: carried })),
    getTokenSilently: vi.fn(async () => 'access-token-1'),
    logout: vi.fn(async () => undefined),
    ...overrides,
  }
  return client as unknown as Auth0ClientLike & typeof client
}

function adapter(client: Auth0ClientLike, time = manualClock('2026-03-10T14:00:00Z')) {
  const createClient = vi.fn(() => client)
  const login = createAuth0Login({
    domain: 'tenant.example',
    clientId: 'client-1',
    audience: 'https://api.example',
    redirectUri: 'https://shop.example/auth/callback',
    clock: time.clock,
    createClient,
  })
  return { login, createClient, time }
}

describe('calls §9 Auth0 error timeout', () => {
  it('is 5000 ms', () => {
    expect(AUTH0_ERROR_TIMEOUT_MS).toBe(5000)
  })
})

describe('createAuth0Login', () => {
  it('makes one client, with the callback route and the audience, and sends the return path and cart through', async () => {
    const client = fakeClient()
    const { login, createClient } = adapter(client)
    expect(await login.login({ returnPath: '/events/e1?date=2026-03-10', cartId: 'c-1' })).toEqual({
      data: undefined,
    })
    const back = await login.handleCallback('https://shop.example/auth/callback?code=x&state=y')
    expect(back).toEqual({ data: { returnPath: '/events/e1?date=2026-03-10', cartId: 'c-1', token: 'access-token-1' } })
    expect(client.handleRedirectCallback).toHaveBeenCalledWith('https://shop.example/auth/callback?code=x&state=y')
    expect(createClient).toHaveBeenCalledTimes(1)
    expect(createClient).toHaveBeenCalledWith({
      domain: 'tenant.example',
      clientId: 'client-1',
      authorizationParams: { redirect_uri: 'https://shop.example/auth/callback', audience: 'https://api.example' },
    })
  })

  it('a return path off this site, sent or carried back, becomes home', async () => {
    const client = fakeClient()
    const { login } = adapter(client)
    await login.login({ returnPath: '//evil.example/x', cartId: null })
    expect(client.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnPath: '/', cartId: null } })
    vi.mocked(client.handleRedirectCallback).mockResolvedValueOnce({
      appState: { returnPath: '/\\evil.example', cartId: 7 },
    })
    expect((await login.handleCallback('https://shop.example/auth/callback?code=x')).data).toEqual({
      returnPath: '/',
      cartId: null,
      token: 'access-token-1',
    })
  })

  it("calls §8 Auth: a callback with no login under way is 'Invalid state'", async () => {
    const missing = Object.assign(new Error('Invalid state'), {
      error: 'missing_transaction',
      error_description: 'Invalid state',
    })
    const client = fakeClient({ handleRedirectCallback: () => Promise.reject(missing) })
    const { error } = await adapter(client).login.handleCallback('https://shop.example/auth/callback?code=x')
    expect(error).toMatchObject({ code: 'invalid_state', messageKey: 'auth.invalidState' })
  })

  it('calls §8 Auth: an error in the callback query is a failed login with the provider’s words', async () => {
    // auth0-spa-js's AuthenticationError: the `error` query, its description and the state.
    const denied = Object.assign(new Error('User cancelled'), {
      error: 'access_denied',
      error_description: 'User cancelled',
      state: 's-1',
    })
    const client = fakeClient({ handleRedirectCallback: () => Promise.reject(denied) })
    const { error } = await adapter(client).login.handleCallback(
      'https://shop.example/auth/callback?error=access_denied',
    )
    expect(error).toMatchObject({ code: 'access_denied', messageKey: 'auth.failed', message: 'User cancelled' })
  })

  it("calls §8 Auth: any other Auth0 failure is 'Auth0 …'; a client that failed to load is made again", async () => {
    const client = fakeClient({
      getTokenSilently: () => Promise.reject(Object.assign(new Error('x'), { error: 'login_required' })),
    })
    const createClient = vi
      .fn<() => Auth0ClientLike>()
      .mockImplementationOnce(() => {
        throw new Error('chunk failed to load')
      })
      .mockImplementation(() => client)
    const login = createAuth0Login({ domain: 'd', clientId: 'c', redirectUri: 'https://s/auth/callback', createClient })
    expect((await login.login({ returnPath: '/', cartId: null })).error).toMatchObject({
      code: 'auth0_failed',
      messageKey: 'auth.auth0Failed',
    })
    expect((await login.login({ returnPath: '/', cartId: null })).error).toBeUndefined()
    expect((await login.handleCallback('https://s/auth/callback?code=1')).error).toMatchObject({
      code: 'login_required',
      messageKey: 'auth.auth0Failed',
    })
    expect(createClient).toHaveBeenCalledTimes(2)
  })

  it('calls §9: a call not answered within 5000 ms fails instead of hanging', async () => {
    const client = fakeClient({ handleRedirectCallback: () => new Promise(() => {}) })
    const { login, time } = adapter(client)
    let settled: unknown = null
    void login.handleCallback('https://shop.example/auth/callback?code=x').then((r) => (settled = r))
    await vi.waitFor(() => expect(time.pending()).toBe(1))
    time.advance(AUTH0_ERROR_TIMEOUT_MS - 1)
    await Promise.resolve()
    expect(settled).toBeNull()
    time.advance(1)
    await vi.waitFor(() => expect(settled).not.toBeNull())
    expect(settled).toMatchObject({ error: { code: 'timeout', messageKey: 'auth.auth0Failed' } })
  })

  it('logout ends the provider’s session, back to the given address', async () => {
    const client = fakeClient()
    await adapter(client).login.logout('https://shop.example/')
    expect(client.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: 'https://shop.example/' } })
  })
})
