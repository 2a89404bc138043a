/**
 * The wallet passes of a ticket (calls §7: "GET ticket/{id}/walletprecheck; … links to gwpass and
 * pkpass under the ticket path"; openapi getTicketApplePass, getTicketGooglePass): the same
 * tickets the precheck offers, an unsigned Apple Wallet pass file and the sandbox's stand-in for
 * Google Wallet's save page.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contractFetch } from '../../../openapi/observe.js'
import { createSandbox, type Sandbox } from './index.js'
import { seedIds } from './seed/index.js'
import { createServerApp } from './serve.js'
import { memberClient, readZip, tuesdayMorning } from './test-helpers.js'

const upcoming = 'ticket-ada-upcoming-1'

async function setUp(s: Sandbox = createSandbox({ now: tuesdayMorning })) {
  const ada = await memberClient(s, seedIds.knownEmail, seedIds.accounts.ada.password)
  const edsger = await memberClient(s, seedIds.accounts.edsger.email, 'Shortest-Path1')
  /** A link the browser follows: the session cookie, no Tix-App header. */
  const open = (path: string, cookie = ada.cookie, headers: Record<string, string> = {}) => {
    const url = path.startsWith('/') ? `http://sandbox${path}` : `http://sandbox/api/v1/${path}?_seller=demo-museum`
    return s.app.fetch(new Request(url, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } }))
  }
  return { s, ada, edsger, open }
}

const errorCode = async (response: Response) => [response.status, (await response.json())._data[0]._code]

describe('GET ticket/{id}/pkpass (calls §7: the pkpass link under the ticket path)', () => {
  it('answers an Apple Wallet pass file: pass.json, icon.png and the SHA-1 manifest, unsigned', async () => {
    const { open } = await setUp()
    const response = await open(`ticket/${upcoming}/pkpass`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.pkpass')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${upcoming}.pkpass"`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const files = readZip(Buffer.from(await response.arrayBuffer()))
    // The sandbox is no Apple issuer: no signature file.
    expect([...files.keys()].sort()).toEqual(['icon.png', 'manifest.json', 'pass.json'])
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8'))
    const sha1 = (name: string) => createHash('sha1').update(files.get(name)!).digest('hex')
    expect(manifest).toEqual({ 'pass.json': sha1('pass.json'), 'icon.png': sha1('icon.png') })
    expect(files.get('icon.png')!.subarray(1, 4).toString('latin1')).toBe('PNG')

    const pass = JSON.parse(files.get('pass.json')!.toString('utf8'))
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.example.foyer-sandbox',
      serialNumber: upcoming,
      organizationName: 'Foyer Museum of Art',
      description: 'General Admission ticket from Foyer Museum of Art',
      // The visit's start in the venue's zone (New York, EDT on 19 March).
      relevantDate: '2026-03-19T14:00:00-04:00',
    })
    const fields = Object.fromEntries(
      Object.values(pass.eventTicket as Record<string, { key: string; value: string }[]>)
        .flat()
        .map((field) => [field.key, field.value]),
    )
    expect(fields).toMatchObject({
      event: 'General Admission',
      date: '2026-03-19T14:00:00-04:00',
      admit: 'Ada Lovelace',
      ticket: 'Adult',
      order: 'FO900004',
    })
    // The scan code the door reads, as a QR code.
    const { body } = await (
      await setUp()
    ).ada.get(`ticket_order/${seedIds.memberHistory.upcomingOrder}`, {
      _embed: 'ticket',
    })
    const scanCode = body.ticket._data.find((t: { id: string }) => t.id === upcoming).scan_code
    expect(scanCode).toMatch(/^FY\d+$/)
    const barcode = { message: scanCode, format: 'PKBarcodeFormatQR', messageEncoding: 'iso-8859-1', altText: scanCode }
    expect(pass.barcode).toEqual(barcode)
    expect(pass.barcodes).toEqual([barcode])
    expect(fields.scan_code).toBe(scanCode)
  })

  it("a membership's ticket: valid until the membership ends", async () => {
    const { open } = await setUp()
    const response = await open('ticket/ticket-ada-membership-1/pkpass')
    expect(response.status).toBe(200)
    const pass = JSON.parse(
      readZip(Buffer.from(await response.arrayBuffer()))
        .get('pass.json')!
        .toString('utf8'),
    )
    expect(pass.expirationDate).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59-0[45]:00$/)
    expect(pass.relevantDate).toBeUndefined()
    expect(pass.eventTicket.secondaryFields[0].value).toMatch(/^Valid until /)
  })

  it('follows the precheck: 401 without a login, 404 for anyone else, 409 once the visit is used or over', async () => {
    const { s, edsger, open } = await setUp()
    expect(await errorCode(await open(`ticket/${upcoming}/pkpass`, ''))).toEqual([401, 'not_authenticated'])
    const theirs = await open(`ticket/${upcoming}/pkpass`, edsger.cookie)
    expect([theirs.status, (await theirs.json())._data[0]._description]).toEqual([404, 'Resource ticket not found.'])
    expect((await open('ticket/ticket-999/pkpass')).status).toBe(404)
    // Redeemed, and a past tour: the precheck says false, so no pass.
    for (const ticket of ['ticket-ada-past-visit-1', 'ticket-ada-past-tour-1'])
      expect(await errorCode(await open(`ticket/${ticket}/pkpass`))).toEqual([409, 'ticket_state_incorrect'])
    // The upcoming visit, once over (sandbox clock: 19 March, evening).
    s.clock.set('2026-03-20T02:00:00Z')
    const ada = await memberClient(s, seedIds.knownEmail, seedIds.accounts.ada.password)
    expect((await ada.get(`ticket/${upcoming}/walletprecheck`)).body.walletprecheck._data[0].apple_wallet).toBe(false)
    expect(await errorCode(await open(`ticket/${upcoming}/pkpass`, ada.cookie))).toEqual([
      409,
      'ticket_state_incorrect',
    ])
  })
})

describe('GET ticket/{id}/gwpass (calls §7: the gwpass link; the sandbox stands in for Google Wallet)', () => {
  it('redirects to the save page the sandbox serves, which shows the pass', async () => {
    const { open } = await setUp()
    const response = await open(`ticket/${upcoming}/gwpass`)
    expect(response.status).toBe(302)
    const location = response.headers.get('location') ?? ''
    expect(location).toBe(`/_sandbox/wallet/google?ticket=${upcoming}`)
    const page = await open(location)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await page.text()
    expect(html).toContain('<title>Save to Google Wallet (sandbox)</title>')
    for (const text of ['General Admission', 'Thursday, March 19, 2026 at 2:00 PM', 'Ada Lovelace', 'FY'])
      expect(html).toContain(text)
    expect(html).toContain('<a href="/">Back to the storefront</a>')
    expect(html).not.toMatch(/<script|<style|style=/i)
  })

  it('links back to the storefront page it came from, of this site only', async () => {
    const { open } = await setUp()
    const from = await open(`ticket/${upcoming}/gwpass`, undefined, { Referer: 'http://sandbox/my/upcoming?tab=1' })
    const location = from.headers.get('location') ?? ''
    expect(new URL(location, 'http://sandbox').searchParams.get('back')).toBe('/my/upcoming?tab=1')
    expect(await (await open(location)).text()).toContain('<a href="/my/upcoming?tab=1">Back to the storefront</a>')
    const elsewhere = await open(`ticket/${upcoming}/gwpass`, undefined, { Referer: 'https://evil.example/x' })
    expect(elsewhere.headers.get('location')).toBe(`/_sandbox/wallet/google?ticket=${upcoming}`)
    for (const back of ['//evil.example/x', 'https://evil.example/', '/\\evil.example'])
      expect(
        await (await open(`/_sandbox/wallet/google?ticket=${upcoming}&back=${encodeURIComponent(back)}`)).text(),
      ).toContain('<a href="/">Back to the storefront</a>')
  })

  it('follows the precheck on the redirect and on the page: 401, 404, 409', async () => {
    const { edsger, open } = await setUp()
    for (const path of [`ticket/${upcoming}/gwpass`, `/_sandbox/wallet/google?ticket=${upcoming}`]) {
      expect(await errorCode(await open(path, ''))).toEqual([401, 'not_authenticated'])
      expect(await errorCode(await open(path, edsger.cookie))).toEqual([404, 'not_found'])
    }
    expect(await errorCode(await open('ticket/ticket-ada-past-visit-1/gwpass'))).toEqual([
      409,
      'ticket_state_incorrect',
    ])
    expect(await errorCode(await open('/_sandbox/wallet/google?ticket=ticket-ada-past-visit-1'))).toEqual([
      409,
      'ticket_state_incorrect',
    ])
  })

  it('the page is served under the strict CSP: no script, frames denied', async () => {
    const s = createSandbox({ now: tuesdayMorning })
    const { ada } = await setUp(s)
    const site = createServerApp(s, null)
    const page = await site.fetch(
      new Request(`http://sandbox/_sandbox/wallet/google?ticket=${upcoming}`, { headers: { Cookie: ada.cookie } }),
    )
    expect(page.status).toBe(200)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
  })
})

describe('the wallet links fit the contract', () => {
  it('pkpass and gwpass answers, with and without a login, checked by the contract observer', async () => {
    const { s, ada } = await setUp()
    const observed = contractFetch((request) => s.app.fetch(request), { apiBase: 'http://sandbox/api/v1' })
    const get = async (path: string, cookie: string) =>
      (
        await observed.fetch(`http://sandbox/api/v1/${path}?_seller=demo-museum`, {
          headers: cookie ? { Cookie: cookie } : {},
          redirect: 'manual',
        })
      ).status
    expect(await get(`ticket/${upcoming}/pkpass`, ada.cookie)).toBe(200)
    expect(await get(`ticket/${upcoming}/gwpass`, ada.cookie)).toBe(302)
    expect(await get(`ticket/${upcoming}/pkpass`, '')).toBe(401)
    expect(await get('ticket/ticket-ada-past-visit-1/gwpass', ada.cookie)).toBe(409)
    expect(observed.violations).toEqual([])
  })
})
