/**
 * Accounts and the login session (calls §7 Account, calls §8 Account, storefront §4 Login flow).
 */
import { describe, expect, it } from 'vitest'
import { createSandbox } from './index.js'
import { seedIds } from './seed/index.js'
import { client, tuesdayMorning } from './test-helpers.js'

const ada = seedIds.accounts.ada

function setup() {
  const sandbox = createSandbox({ now: tuesdayMorning })
  const api = client(sandbox)
  /** The session cookie of an answer, as the browser would send it back. */
  const cookieOf = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
  const asMember = (cookie: string) => ({ headers: { Cookie: cookie } })
  return { sandbox, api, cookieOf, asMember }
}

describe('POST login and the session cookies', () => {
  it('a password login sets an HttpOnly session cookie and a readable session_expires; my/user answers the member', async () => {
    const { api, cookieOf, asMember } = setup()
    expect((await api.get('my/user')).status).toBe(401)
    const login = await api.post('login', {
      method: 'password',
      email: ` ${seedIds.knownEmail} `,
      password: ada.password,
    })
    expect(login.status).toBe(200)
    expect(login.body.user._data[0]).toMatchObject({
      id: ada.userId,
      identity_id: seedIds.knownIdentity,
      first_name: 'Ada',
    })
    const cookies = login.headers.getSetCookie()
    expect(cookies.find((c) => c.startsWith('foyer_session='))).toMatch(/HttpOnly/)
    expect(cookies.find((c) => c.startsWith('session_expires='))).not.toMatch(/HttpOnly/)
    const me = await api.call('GET', 'my/user', asMember(cookieOf(login.headers)))
    expect(me.body.user._data[0].email).toBe(seedIds.knownEmail)

    const out = await api.call('POST', 'logout', asMember(cookieOf(login.headers)))
    expect(out.status).toBe(204)
    expect(out.headers.getSetCookie().join()).toMatch(/foyer_session=;/)
    expect((await api.call('GET', 'my/user', asMember(cookieOf(login.headers)))).status).toBe(401)
  })

  it('calls §8 Account: incorrect_password, guest_account (the storefront asks for the reset e-mail), unknown member 401, not an e-mail', async () => {
    const { sandbox, api } = setup()
    const wrong = await api.post('login', { method: 'password', email: seedIds.knownEmail, password: 'nope' })
    expect([wrong.status, wrong.body._data[0]._code]).toEqual([400, 'incorrect_password'])
    const before = (await client(sandbox).control('GET', 'outbox')).body.emails.length
    const guest = await api.post('login', { method: 'password', email: seedIds.accounts.grace.email, password: 'x' })
    expect(guest.body._data[0]._code).toBe('guest_account')
    // The login sends nothing (the contract's login has no e-mail); the storefront's reset request does.
    expect((await client(sandbox).control('GET', 'outbox')).body.emails).toHaveLength(before)
    await api.post('password_reset/request', { email: seedIds.accounts.grace.email })
    const outbox = (await client(sandbox).control('GET', 'outbox')).body.emails
    expect(outbox.at(-1)).toMatchObject({ to: seedIds.accounts.grace.email, log_context: 'password_reset' })
    const nobody = await api.post('login', { method: 'password', email: 'nobody@example.org', password: 'x' })
    expect([nobody.status, nobody.body._data[0]._description]).toEqual([401, 'Member details not found.'])
    const notEmail = await api.post('login', { method: 'password', email: 'ada', password: 'x' })
    expect(notEmail.body._data[0]._code).toBe('validate_not_email')
  })

  it('scan-code modes: member ID with ZIP, with last name, with password', async () => {
    const { api } = setup()
    for (const body of [
      { method: 'scan_code', scan_code: ada.memberId, zip_code: ada.zip },
      { method: 'scan_code_last_name', scan_code: ada.memberId, last_name: 'lovelace' },
      { method: 'scan_code_password', scan_code: ada.memberId, password: ada.password },
    ])
      expect((await api.post('login', body)).status, body.method).toBe(200)
    const wrongZip = await api.post('login', { method: 'scan_code', scan_code: ada.memberId, zip_code: '99999' })
    expect(wrongZip.status).toBe(401)
    // calls §9 Login limits: ZIP 5.
    expect((await api.post('login', { method: 'scan_code', scan_code: ada.memberId, zip_code: '100011' })).status).toBe(
      400,
    )
  })

  it('a cart made before the login comes along (cart_id) and answers to the member only', async () => {
    const { api, cookieOf, asMember } = setup()
    const made = await api.post('my/cart/modify', {
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
    const cartId = made.body.cart._data[0].id
    const login = await api.post('login', {
      method: 'password',
      email: seedIds.knownEmail,
      password: ada.password,
      cart_id: cartId,
    })
    expect((await api.call('GET', `my/cart/${cartId}`, asMember(cookieOf(login.headers)))).status).toBe(200)
    expect((await api.get(`my/cart/${cartId}`)).status).toBe(403)
  })
})

describe('POST my/cart/{id}/checkout (storefront §6: a logged-in member checks out as themself)', () => {
  it('the member is the purchaser; without a login 401', async () => {
    const { api, cookieOf, asMember } = setup()
    const made = await api.post('my/cart/modify', {
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
    const cart = made.body.cart._data[0]
    const body = {
      gateway_id: 'stripe',
      amount: cart.grand_totals.total_outstanding,
      gateway_data: { source: 'pm_card_visa', source_type: 'card' },
    }
    expect((await api.post(`my/cart/${cart.id}/checkout`, body)).status).toBe(401)
    const login = await api.post('login', {
      method: 'password',
      email: seedIds.knownEmail,
      password: ada.password,
      cart_id: cart.id,
    })
    const paid = await api.call('POST', `my/cart/${cart.id}/checkout`, { body, ...asMember(cookieOf(login.headers)) })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    expect(paid.body.ticket_order._data[0].identity_id).toBe(seedIds.knownIdentity)
  })
})

describe('POST login/request_otp and the passcode (storefront §4 Passcode)', () => {
  async function requestCode(email: string = seedIds.knownEmail) {
    const context = setup()
    const answer = await context.api.post('login/request_otp', {
      email,
      provider: 'tix',
      redirect: '/demo-museum/events',
    })
    expect(answer.status).toBe(200)
    const token = answer.body.login._data[0].token as string
    const emails = (await context.api.control('GET', 'outbox')).body.emails
    const code = /passcode is (\d{6})/.exec(emails.at(-1)?.text ?? '')?.[1] ?? null
    return { ...context, token, code, emails }
  }

  it('e-mails a 6-digit code and a login link back to the page; the code logs in once', async () => {
    const { api, token, code, emails } = await requestCode()
    expect(code).toMatch(/^\d{6}$/)
    expect(emails.at(-1).text).toContain(`http://sandbox/demo-museum/events?otp=${code}`)
    expect((await api.post('login', { method: 'otp', token, otp: code })).status).toBe(200)
    expect((await api.post('login', { method: 'otp', token, otp: code })).body._data[0]._code).toBe('not_authorized')
  })

  it('a wrong code says how many tries are left; after 3 a new code must be requested', async () => {
    const { api, token, code } = await requestCode()
    const wrong = code === '000000' ? '111111' : '000000'
    const first = await api.post('login', { method: 'otp', token, otp: wrong })
    expect(first.body._data[0]).toMatchObject({ _code: 'otp_incorrect', _extra: { remaining_attempts: 2 } })
    expect(
      (await api.post('login', { method: 'otp', token, otp: wrong })).body._data[0]._extra.remaining_attempts,
    ).toBe(1)
    expect((await api.post('login', { method: 'otp', token, otp: wrong })).body._data[0]._code).toBe('not_authorized')
    expect((await api.post('login', { method: 'otp', token, otp: code })).body._data[0]._code).toBe('not_authorized')
  })

  it('an expired code, a late code (not_available_yet), and an unknown e-mail gets a token but no e-mail', async () => {
    const expired = await requestCode()
    expired.sandbox.clock.advance(16 * 60_000)
    const late = await expired.api.post('login', { method: 'otp', token: expired.token, otp: expired.code })
    expect(late.body._data[0]._code).toBe('otp_token_expired')

    const slow = await requestCode(seedIds.accounts.edsger.email)
    const first = await slow.api.post('login', { method: 'otp', token: slow.token, otp: slow.code })
    expect(first.body._data[0]._code).toBe('not_available_yet')
    expect((await slow.api.post('login', { method: 'otp', token: slow.token, otp: slow.code })).status).toBe(200)

    const stranger = setup()
    const answer = await stranger.api.post('login/request_otp', { email: 'nobody@example.org', provider: 'tix' })
    expect(answer.status).toBe(200)
    expect((await stranger.api.control('GET', 'outbox')).body.emails).toEqual([])
  })
})

describe('PATCH my/user/{id} (set e-mail; calls §8 Orders: 409 when another account uses it)', () => {
  it('changes the own user only; an e-mail in use is refused', async () => {
    const { api, cookieOf, asMember } = setup()
    expect((await api.call('PATCH', `my/user/${ada.userId}`, { body: { email: 'new@example.org' } })).status).toBe(401)
    const login = await api.post('login', { method: 'password', email: seedIds.knownEmail, password: ada.password })
    const as = asMember(cookieOf(login.headers))
    const taken = await api.call('PATCH', `my/user/${ada.userId}`, {
      body: { email: seedIds.accounts.grace.email },
      ...as,
    })
    expect([taken.status, taken.body._data[0]._code]).toEqual([409, 'conflict'])
    expect(
      (await api.call('PATCH', `my/user/${seedIds.accounts.grace.userId}`, { body: { phone: '1' }, ...as })).status,
    ).toBe(403)
    const changed = await api.call('PATCH', `my/user/${ada.userId}`, {
      body: { email: 'ada.l@example.org', state: null },
      ...as,
    })
    expect(changed.body.user._data[0].email).toBe('ada.l@example.org')
  })
})

describe('password reset (calls §7 password_reset/*; calls §8 Orders)', () => {
  it('request → e-mailed link → validate names the identity → reset → the new password logs in; the link is spent', async () => {
    const { api } = setup()
    expect((await api.post('password_reset/request', { email: 'nobody@example.org' })).status).toBe(404)
    expect((await api.post('password_reset/request', { email: seedIds.knownEmail })).status).toBe(204)
    const emails = (await api.control('GET', 'outbox')).body.emails
    const token = /token=([\w-]+)/.exec(emails.at(-1).text)?.[1] ?? ''
    expect(emails.at(-1).text).toContain('/demo-museum/user/reset-password?token=')
    const valid = await api.post('password_reset/validate', { token })
    expect(valid.body.identity._data[0].email).toBe(seedIds.knownEmail)
    // storefront §5 Password: 3 of 4 classes, no space at the ends.
    expect((await api.post('password_reset/reset', { token, password: 'alllowercase' })).status).toBe(400)
    expect((await api.post('password_reset/reset', { token, password: ' Padded-1 ' })).status).toBe(400)
    expect((await api.post('password_reset/reset', { token, password: 'New-Password1' })).status).toBe(204)
    expect((await api.post('password_reset/validate', { token })).body._data[0]._code).toBe('not_found')
    const login = await api.post('login', { method: 'password', email: seedIds.knownEmail, password: 'New-Password1' })
    expect(login.status).toBe(200)
  })
})

describe('single sign-on (calls §7: the start path with redirect and cart_id; POST login with jwt)', () => {
  it('start → the sign-in page → back to redirect with auth_callback and a token → POST login { jwt } once', async () => {
    const { sandbox, api } = setup()
    const start = await api.call('GET', 'login/sso', { query: { redirect: '/demo-museum/events', cart_id: 'cart-x' } })
    expect(start.status).toBe(302)
    const idp = start.headers.get('location') ?? ''
    expect(idp).toBe('/_sandbox/idp?redirect=%2Fdemo-museum%2Fevents&cart_id=cart-x')
    expect((await api.call('GET', 'login/sso', { query: { redirect: '//evil.example' } })).status).toBe(400)
    const page = await sandbox.app.fetch(new Request(`http://sandbox${idp}`))
    expect(await page.text()).toContain('<button type="submit">Sign in</button>')
    const signIn = (password: string) =>
      sandbox.app.fetch(
        new Request('http://sandbox/_sandbox/idp', {
          method: 'POST',
          body: new URLSearchParams({ email: seedIds.knownEmail, password, redirect: '/demo-museum/events' }),
        }),
      )
    expect((await signIn('wrong')).status).toBe(400)
    const back = await signIn(ada.password)
    expect(back.status).toBe(303)
    const to = new URL(back.headers.get('location') ?? '', 'http://sandbox')
    expect(to.pathname).toBe('/demo-museum/events')
    expect(to.searchParams.has('auth_callback')).toBe(true)
    const jwt = to.searchParams.get('token') ?? ''
    expect((await api.post('login', { jwt })).status).toBe(200)
    expect((await api.post('login', { jwt })).status).toBe(401)
  })
})
