/**
 * `storefront.auth` and `storefront.memberships` load their code on first use (issue 16: "Domains
 * are created on first use"), and behave as the login and memberships stores do meanwhile.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { singleSignOnUrl } from './auth/rules.js'
import * as memberDomains from './member-domains.js'
import { createStorefront, type StorefrontOptions } from './storefront.js'
import { fakeApi, json } from './testing/fake-api.js'

vi.mock('./member-domains.js', { spy: true })

const apiBase = 'https://api.test/api/v1'
const user = { user: { _data: [{ id: 'u1', identity_id: 'i1', email: 'ada@example.org' }] } }
const membership = {
  membership: {
    _data: [{ id: 'm1', membership_type_id: 'mt', valid_from: '2026-01-01', valid_to: '2099-01-01' }],
  },
}

function storefrontWith(options: Partial<StorefrontOptions> = {}) {
  const api = fakeApi()
  const storefront = createStorefront({ apiBase, seller: 'demo-museum', fetch: api.fetch, ...options })
  return { api, storefront }
}

afterEach(() => vi.mocked(memberDomains.createMemberDomains).mockClear())

describe('login and memberships on first use (issue 16)', () => {
  it('a guest without the session cookie is anonymous at once: no call, and the login code is not loaded', async () => {
    const { api, storefront } = storefrontWith({ readCookies: () => 'theme=dark', login: { mode: 'password' } })
    expect(storefront.auth.getSnapshot()).toMatchObject({
      status: 'unknown',
      mode: 'password',
      login: { step: 'email' },
    })
    await storefront.auth.start()
    expect(storefront.auth.getSnapshot().status).toBe('anonymous')
    expect(storefront.memberships.getSnapshot()).toMatchObject({ status: 'idle', isMember: false })
    expect(api.requests).toEqual([])
    expect(memberDomains.createMemberDomains).not.toHaveBeenCalled()
    // Nothing to go back from, and the single sign-on address needs no code either.
    storefront.auth.back()
    expect(storefront.auth.singleSignOnUrl('/events')).toBe(singleSignOnUrl(apiBase, 'demo-museum', '/events', null))
    expect(memberDomains.createMemberDomains).not.toHaveBeenCalled()
    storefront.dispose()
  })

  it('with the session cookie the session is being read at once, then the member and their memberships are there', async () => {
    const { api, storefront } = storefrontWith({ readCookies: () => 'session_expires=1' })
    api.on('GET my/user', json(user)).on('GET my/membership', json(membership))
    const started = storefront.auth.start()
    expect(storefront.auth.getSnapshot().status).toBe('checking')
    await started
    expect(storefront.auth.getSnapshot()).toMatchObject({ status: 'logged_in', user: { id: 'u1' } })
    await vi.waitFor(() => expect(storefront.memberships.getSnapshot().status).toBe('ready'))
    expect(storefront.memberships.getSnapshot().isMember).toBe(true)
    expect(memberDomains.createMemberDomains).toHaveBeenCalledTimes(1)
    // The stand-ins show the real stores' snapshots, and tell their listeners of each change.
    const heard = vi.fn()
    storefront.auth.subscribe(heard)
    api.on('POST logout', json({}))
    await storefront.auth.logout()
    expect(storefront.auth.getSnapshot().status).toBe('anonymous')
    expect(heard).toHaveBeenCalled()
    expect(storefront.memberships.getSnapshot()).toMatchObject({ status: 'idle', memberships: [] })
    storefront.dispose()
  })

  it('a member’s session is asked for at once, beside the login code, and the login store takes that answer', async () => {
    const { api, storefront } = storefrontWith({ readCookies: () => 'session_expires=1' })
    api.on('GET my/user', json(user)).on('GET my/membership', json(membership))
    const started = storefront.auth.start()
    // Sent before the login store is made: on a phone the code is a round trip of its own.
    expect(api.sent('GET my/user')).toHaveLength(1)
    expect(memberDomains.createMemberDomains).not.toHaveBeenCalled()
    await started
    expect(storefront.auth.getSnapshot()).toMatchObject({ status: 'logged_in', user: { id: 'u1' } })
    // One read: the store's start took the early answer rather than asking again.
    expect(api.sent('GET my/user')).toHaveLength(1)
    // A later start is the store's own, and reads the session afresh.
    await storefront.auth.start()
    expect(api.sent('GET my/user')).toHaveLength(2)
    storefront.dispose()
  })

  it('a login step loads the code; a guest found anonymous stays so until the login succeeds', async () => {
    const { api, storefront } = storefrontWith({ readCookies: () => '', login: { mode: 'password' } })
    await storefront.auth.start()
    api.on('POST login', json(user)).on('GET my/membership', json(membership))
    await storefront.auth.submitEmail('ada@example.org')
    expect(storefront.auth.getSnapshot()).toMatchObject({
      status: 'anonymous',
      login: { step: 'password', email: 'ada@example.org' },
    })
    await storefront.auth.submitPassword('secret-1A')
    expect(storefront.auth.getSnapshot()).toMatchObject({ status: 'logged_in', user: { id: 'u1' } })
    expect(api.sent('POST login')[0]?.body).toMatchObject({ email: 'ada@example.org', password: 'secret-1A' })
    storefront.dispose()
  })

  it('a result call (account recovery) answers as the login store does once loaded', async () => {
    const { api, storefront } = storefrontWith()
    api.on('POST password_reset/request', json({}))
    expect(await storefront.auth.requestPasswordReset('not an e-mail')).toMatchObject({
      error: { code: 'validation_failed' },
    })
    expect(await storefront.auth.requestPasswordReset('ada@example.org')).toEqual({ data: null })
    storefront.dispose()
  })

  it('code that cannot be loaded is the generic error where the call reports, and the next call tries again', async () => {
    // The code fails to load (or be made) for the first two calls; each call tries again.
    vi.mocked(memberDomains.createMemberDomains)
      .mockImplementationOnce(() => {
        throw new Error('Failed to fetch dynamically imported module')
      })
      .mockImplementationOnce(() => {
        throw new Error('Failed to fetch dynamically imported module')
      })
    const { api, storefront } = storefrontWith({ readCookies: () => 'session_expires=1' })
    await storefront.auth.start()
    expect(storefront.auth.getSnapshot()).toMatchObject({
      status: 'anonymous',
      login: { submitting: false, error: { code: 'chunk_load_failed', messageKey: 'error.generic' } },
    })
    // Back on the form clears the error, as the login store's back does.
    storefront.auth.back()
    expect(storefront.auth.getSnapshot().login).toMatchObject({ step: 'email', error: null })
    expect(await storefront.memberships.cancelAutoRenew('o1')).toMatchObject({ error: { code: 'chunk_load_failed' } })
    api.on('GET my/user', json(user)).on('GET my/membership', json(membership))
    await storefront.auth.start()
    expect(storefront.auth.getSnapshot().status).toBe('logged_in')
    storefront.dispose()
  })
})
