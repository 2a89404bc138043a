/**
 * The login and the session against the in-process sandbox (storefront §4 Login flow, Session
 * loss; calls §7 Account, §8 Account), every call through the contract observer. A cookie jar
 * stands in for the browser's: the sandbox's session is a real cookie session.
 */
import { seedIds } from '@foyer/sandbox'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onSandbox, type OnSandbox } from '../../test/on-sandbox.js'
import { PASSCODE_NOT_AVAILABLE_RETRY_MS } from '../errors/catalogue.js'
import type { ExternalLogin } from './auth0.js'
import type { LoginMode } from './types.js'
import { loadProfile, updateProfile } from './profile.js'

let run: OnSandbox
beforeEach(() => (run = onSandbox({ now: '2026-03-10T14:00:00Z' })))
afterEach(() => run.close())

const ada = seedIds.accounts.ada

/** A visitor in a browser (the sandbox's session is a real cookie session) with a login mode. */
function member(mode: LoginMode, external: ExternalLogin | null = null) {
  const { storefront, jar } = run.browser({
    login: { mode, external, logoutReturnUrl: () => 'http://sandbox/' },
  })
  return { storefront, auth: storefront.auth, jar }
}

async function outbox(): Promise<{ to: string; text: string; log_context: string }[]> {
  const answer = await run.sandbox.app.fetch(new Request('http://sandbox/_sandbox/outbox'))
  return ((await answer.json()) as { emails: { to: string; text: string; log_context: string }[] }).emails
}

async function lastCode(): Promise<string> {
  return /passcode is (\d{6})/.exec((await outbox()).at(-1)?.text ?? '')?.[1] ?? ''
}

describe('password login (storefront §4 Login flow: email, then password)', () => {
  it("without a login method every step says 'Login is disabled'; no password is sent before the e-mail step", async () => {
    const { storefront } = run.browser({})
    const sent = run.requests.length
    await storefront.auth.submitEmail(seedIds.knownEmail)
    expect(storefront.auth.getSnapshot().login.error?.messageKey).toBe('auth.loginDisabled')
    await storefront.auth.submitPassword(ada.password)
    expect(storefront.auth.getSnapshot().login.error?.messageKey).toBe('auth.loginDisabled')
    const { auth } = member('password')
    await auth.submitPassword(ada.password)
    expect(auth.getSnapshot().login.error?.messageKey).toBe('checkout.fieldRequired')
    await auth.submitEmail(42 as never)
    expect(auth.getSnapshot().login.error?.messageKey).toBe('checkout.fieldRequired')
    expect(run.requests.length).toBe(sent)
  })

  it('e-mail step, password step, logged in; start() finds the session again; logout clears it', async () => {
    const { auth, storefront } = member('password')
    await auth.start()
    expect(auth.getSnapshot().status).toBe('anonymous')
    await auth.submitEmail(' ada ')
    expect(auth.getSnapshot().login.error?.messageKey).toBe('account.emailNotValid')
    await auth.submitEmail(` ${seedIds.knownEmail} `)
    expect(auth.getSnapshot().login).toMatchObject({ step: 'password', email: seedIds.knownEmail, error: null })
    await auth.submitPassword('wrong')
    expect(auth.getSnapshot().login.error).toMatchObject({
      code: 'incorrect_password',
      messageKey: 'account.incorrectPassword',
    })
    const loggedIn = vi.fn()
    storefront.events.on('auth:logged_in', loggedIn)
    await auth.submitPassword(ada.password)
    expect(auth.getSnapshot()).toMatchObject({
      status: 'logged_in',
      user: { firstName: 'Ada', email: seedIds.knownEmail },
    })
    expect(loggedIn).toHaveBeenCalledOnce()

    await auth.logout()
    expect(auth.getSnapshot()).toMatchObject({ status: 'anonymous', user: null, login: { step: 'email' } })
  })

  it('calls §8 Account: a guest account is told no password was set; an unknown member gets the 401 message', async () => {
    const { auth } = member('password')
    await auth.submitEmail(seedIds.accounts.grace.email)
    await auth.submitPassword('anything')
    expect(auth.getSnapshot().login.error?.messageKey).toBe('account.guestAccount')
    // "guest_account requests a password-reset e-mail": the storefront asks for it, and it goes out.
    expect(run.requests.map((r) => `${r.method} ${r.path}`).slice(-2)).toEqual([
      'POST /api/v1/login',
      'POST /api/v1/password_reset/request',
    ])
    expect((await outbox()).at(-1)).toMatchObject({ to: seedIds.accounts.grace.email, log_context: 'password_reset' })
    auth.back()
    expect(auth.getSnapshot().login.step).toBe('email')
    await auth.submitEmail('nobody@example.org')
    await auth.submitPassword('anything')
    expect(auth.getSnapshot().login.error?.messageKey).toBe('login.memberNotFound')
  })

  it('calls §8 Account guest_account: when the reset e-mail cannot be asked for, the visitor is not told it was sent', async () => {
    const { auth } = member('password')
    run.sandbox.faults.add({ method: 'POST', path: 'password_reset/request', kind: '502' })
    const sent = (await outbox()).length
    await auth.submitEmail(seedIds.accounts.grace.email)
    await auth.submitPassword('anything')
    expect(auth.getSnapshot().login).toMatchObject({ submitting: false, error: { status: 502 } })
    expect(auth.getSnapshot().login.error?.messageKey).not.toBe('account.guestAccount')
    expect(await outbox()).toHaveLength(sent)
  })

  it('a cart held before the login stays the visitor’s after it', async () => {
    const { auth, storefront } = member('password')
    const reserved = await storefront.cart.modify({
      channel_id: 'web',
      reserve: {
        tickets: [
          {
            ticket_type_id: seedIds.ticketTypes.adult,
            event_session_id: `${seedIds.generalAdmission}-20260311-1000`,
            quantity: 1,
          },
        ],
      },
    })
    expect(reserved.error).toBeUndefined()
    await auth.submitEmail(seedIds.knownEmail)
    await auth.submitPassword(ada.password)
    expect((await storefront.cart.load()).error).toBeUndefined()
    expect(storefront.cart.getSnapshot().status).toBe('ready')
    // storefront §4 "Logout clears all state": the cart is forgotten here, and stays Ada's there.
    await auth.logout()
    expect(storefront.cart.getSnapshot().cartId).toBeNull()
  })
})

describe('passcode login (storefront §4 Passcode)', () => {
  it('the e-mail step asks for a code; the code from the e-mail logs in', async () => {
    const { auth } = member('otp')
    await auth.submitEmail(seedIds.knownEmail)
    expect(auth.getSnapshot().login).toMatchObject({ step: 'otp_form', error: null })
    await auth.submitCode(await lastCode())
    expect(auth.getSnapshot().status).toBe('logged_in')
  })

  it('a wrong code says how many tries are left; after 3 a new code is needed, and a new code works', async () => {
    const { auth } = member('otp')
    await auth.submitEmail(seedIds.knownEmail)
    const code = await lastCode()
    const wrong = code === '000000' ? '111111' : '000000'
    await auth.submitCode(wrong)
    expect(auth.getSnapshot().login).toMatchObject({ attemptsLeft: 2, error: { messageKey: 'login.passcodeInvalid' } })
    await auth.submitCode(wrong)
    await auth.submitCode(wrong)
    expect(auth.getSnapshot().login).toMatchObject({ token: null, error: { messageKey: 'login.requestNewCode' } })
    await auth.requestCode()
    await auth.submitCode(await lastCode())
    expect(auth.getSnapshot().status).toBe('logged_in')
  })

  it("'not_available_yet' retries by itself after 5 seconds", async () => {
    vi.useFakeTimers()
    try {
      const { auth } = member('otp')
      await auth.submitEmail(seedIds.accounts.edsger.email)
      await auth.submitCode(await lastCode())
      expect(auth.getSnapshot().login.error?.code).toBe('not_available_yet')
      await vi.advanceTimersByTimeAsync(PASSCODE_NOT_AVAILABLE_RETRY_MS)
      await vi.waitFor(() => expect(auth.getSnapshot().status).toBe('logged_in'))
    } finally {
      vi.useRealTimers()
    }
  })

  it('a magic link with the stored login flow logs in and answers where to go; elsewhere it shows the code', async () => {
    const { auth } = member('otp')
    await auth.submitEmail(seedIds.knownEmail)
    const code = await lastCode()
    const elsewhere = member('otp').auth
    expect(await elsewhere.openMagicLink(code)).toBeNull()
    expect(elsewhere.getSnapshot().login).toMatchObject({ step: 'otp_unavailable', unavailableCode: code })
    expect(await auth.openMagicLink(code)).toBe('/')
    expect(auth.getSnapshot().status).toBe('logged_in')
  })
})

describe('member ID modes (calls §6: scan-code modes log in once the fields are filled)', () => {
  it('scan_code logs in only with a whole ZIP; scan_code_last_name with the last name', async () => {
    const zip = member('scan_code').auth
    await zip.submitMember({ scanCode: ada.memberId, zipCode: '100' })
    expect(zip.getSnapshot().status).not.toBe('logged_in')
    await zip.submitMember({ scanCode: ada.memberId, zipCode: ada.zip })
    expect(zip.getSnapshot().status).toBe('logged_in')
    const lastName = member('scan_code_last_name').auth
    await lastName.submitMember({ scanCode: ada.memberId, lastName: 'Lovelace' })
    expect(lastName.getSnapshot().status).toBe('logged_in')
  })
})

describe('session loss (storefront §4: the session_expires cookie, checked every second)', () => {
  it('when the cookie goes the session ends, state clears and the page is told to go home', async () => {
    vi.useFakeTimers()
    try {
      const { auth, storefront, jar } = member('password')
      await auth.submitEmail(seedIds.knownEmail)
      await auth.submitPassword(ada.password)
      const ended = vi.fn()
      storefront.events.on('auth:session_ended', ended)
      jar.delete('session_expires')
      await vi.advanceTimersByTimeAsync(1000)
      expect(ended).toHaveBeenCalledWith({ reason: 'session_lost' })
      expect(auth.getSnapshot().status).toBe('anonymous')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('auth0_ecomm (calls §6; calls §7 "login with an external identity token sends jwt")', () => {
  /**
   * The redirect dance auth0-spa-js does in a browser, against the sandbox's Auth0 stand-in
   * (oidc.ts): authorize with a PKCE challenge, sign in, the code back on the callback, the code
   * and its verifier for tokens. The adapter's part is tested against a fake client (auth0.test.ts).
   */
  async function signInAtProvider(email: string, password: string, action = 'sign_in') {
    const origin = 'http://sandbox'
    const redirectUri = `${origin}/auth/callback`
    const verifier = 'v'.repeat(43)
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
    const challenge = Buffer.from(digest).toString('base64url')
    const query = new URLSearchParams({
      client_id: 'foyer',
      redirect_uri: redirectUri,
      state: 's-1',
      nonce: 'n-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    })
    const page = await run.sandbox.app.fetch(new Request(`${origin}/_sandbox/auth0/authorize?${query}`))
    expect(page.status).toBe(200)
    const form = new URLSearchParams({ ...Object.fromEntries(query), email, password, action })
    const back = await run.sandbox.app.fetch(
      new Request(`${origin}/_sandbox/auth0/authorize`, { method: 'POST', body: form }),
    )
    const callback = new URL(back.headers.get('location') ?? `${origin}/_sandbox/auth0/authorize`)
    const code = callback.searchParams.get('code') ?? ''
    const tokens = await run.sandbox.app.fetch(
      new Request(`${origin}/_sandbox/auth0/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: 'foyer',
          code,
          code_verifier: verifier,
          redirect_uri: redirectUri,
        }),
      }),
    )
    return { callback, tokens }
  }

  function providerReturning(token: string): ExternalLogin {
    return {
      login: async () => ({ data: undefined }),
      handleCallback: async () => ({ data: { token, returnPath: '/events', cartId: null } }),
      logout: vi.fn(async () => ({ data: undefined })),
    }
  }

  it('the provider’s access token logs in once, and answers where to go back to', async () => {
    const { tokens } = await signInAtProvider(seedIds.knownEmail, ada.password)
    const { access_token: token, id_token: idToken } = (await tokens.json()) as {
      access_token: string
      id_token: string
    }
    const [header = '', claims = ''] = idToken.split('.')
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'RS256' })
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({
      iss: 'http://sandbox/_sandbox/auth0/',
      aud: 'foyer',
      nonce: 'n-1',
    })
    const { auth } = member('auth0_ecomm', providerReturning(token))
    expect(await auth.finishExternalLogin('http://sandbox/auth/callback?code=x&state=s-1')).toBe('/events')
    expect(auth.getSnapshot()).toMatchObject({ status: 'logged_in', user: { email: seedIds.knownEmail } })
    // The token is spent: a second return with it does not log in.
    const again = member('auth0_ecomm', providerReturning(token)).auth
    expect(await again.finishExternalLogin('http://sandbox/auth/callback?code=x&state=s-1')).toBeNull()
    expect(again.getSnapshot().login.error?.code).toBe('not_authorized')
  })

  it('a wrong password stays on the provider; Cancel comes back with an error; a code is good once', async () => {
    const wrong = await signInAtProvider(seedIds.knownEmail, 'wrong')
    expect(wrong.callback.pathname).toBe('/_sandbox/auth0/authorize')
    expect(wrong.tokens.status).toBe(403)
    const cancelled = await signInAtProvider(seedIds.knownEmail, '', 'cancel')
    expect(cancelled.callback.searchParams.get('error')).toBe('access_denied')
    expect(cancelled.tokens.status).toBe(403)
  })

  it('without its adapter the method is unknown; logout ends the provider’s session too', async () => {
    const bare = member('auth0_ecomm').auth
    await bare.startExternalLogin('/events')
    expect(bare.getSnapshot().login.error?.messageKey).toBe('auth.unknownMethod')
    const { tokens } = await signInAtProvider(seedIds.knownEmail, ada.password)
    const provider = providerReturning(((await tokens.json()) as { access_token: string }).access_token)
    const { auth } = member('auth0_ecomm', provider)
    await auth.finishExternalLogin('http://sandbox/auth/callback?code=x')
    await auth.logout()
    expect(auth.getSnapshot().status).toBe('anonymous')
    expect(provider.logout).toHaveBeenCalledWith('http://sandbox/')
  })
})

describe('profile (storefront §5 Profile; calls §7 GET my/user, PATCH my/user/{id})', () => {
  it('reads the profile, saves a change, clears the state as null; a refused value makes no call', async () => {
    const { auth, storefront } = member('password')
    await auth.submitEmail(seedIds.knownEmail)
    await auth.submitPassword(ada.password)
    const before = (await loadProfile(storefront)).data
    expect(before).toMatchObject({ email: seedIds.knownEmail, firstName: 'Ada', lastName: 'Lovelace' })
    const calls = run.requests.length
    const refused = await updateProfile(storefront, { ...before?.values, zip_code: '1' })
    expect(refused.error?.extra?.problems).toEqual({ zip_code: { code: 'format' } })
    expect(run.requests.length).toBe(calls)
    const saved = await updateProfile(storefront, {
      phone: '212 555 0100',
      city: 'New York',
      country: 'US',
      state: 'NY',
      zip_code: '10001',
    })
    expect(saved.data?.values).toMatchObject({ phone: '212 555 0100', city: 'New York', state: 'NY' })
    const cleared = await updateProfile(storefront, { ...saved.data?.values, country: 'GB', state: '' })
    expect(cleared.data?.values).toMatchObject({ country: 'GB', state: '' })
    expect((await loadProfile(storefront)).data?.values.state).toBe('')
    // The names stay what they were: they are not the member's to change here.
    expect((await loadProfile(storefront)).data).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' })
    // A script changing one field changes that one only; a name or a number is refused, not dropped.
    const one = await updateProfile(storefront, { zip_code: 'SW1A 1AA' })
    expect(one.data?.values).toMatchObject({
      phone: '212 555 0100',
      city: 'New York',
      country: 'GB',
      zip_code: 'SW1A 1AA',
    })
    const sent = run.requests.length
    expect((await updateProfile(storefront, { first_name: 'Augusta' } as never)).error).toMatchObject({
      code: 'invalid_input',
      extra: { field: 'first_name' },
    })
    expect((await updateProfile(storefront, { zip_code: 10001 } as never)).error).toMatchObject({
      code: 'invalid_input',
      extra: { field: 'zip_code' },
    })
    expect(run.requests.length).toBe(sent)
  })
})
