/**
 * The code dialog's codes against the in-process sandbox (issue 15): calls §7 GET code/{code}
 * before each code, and the CityPASS pattern check of storefront §5 ("Voucher (CityPASS) codes
 * must match the configured adult or child pattern, else 'Does not match the expected format.
 * Please check your CityPASS code.' A type counts as child if its name contains a configured
 * keyword (default 'child')") against the event's `web.ecommerce.citypass` config (storefront §3).
 * Every request and answer goes through the contract observer.
 */
import { contractFetch } from '@foyer/contract/observe'
import { createSandbox, seedIds, type Sandbox } from '@foyer/sandbox'
import { afterEach, describe, expect, it } from 'vitest'
import { promoErrorMessage } from '../errors/index.js'
import { createHttp } from '../http/client.js'
import { createI18n } from '../i18n/index.js'
import { systemClock, type Clock } from '../store/clock.js'
import { createEvents } from '../store/events.js'
import { createMemoryStorage } from '../store/storage.js'
import { createCart } from './cart.store.js'

const origin = 'http://sandbox'
const apiBase = `${origin}/api/v1`
const t = createI18n().t
const NOW = '2026-03-10T14:00:00Z'
const tenTomorrow = `${seedIds.generalAdmission}-20260311-1000`
const { citypass } = seedIds

let sandbox: Sandbox
let observed: ReturnType<typeof contractFetch>
let seen: { method: string; path: string; body: unknown }[]
const disposers: (() => void)[] = []

afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose()
  expect(observed.violations).toEqual([])
})

async function cartWith(tickets: { type: string; quantity: number }[]) {
  sandbox = createSandbox({ now: NOW })
  seen = []
  observed = contractFetch(
    async (request) => {
      const url = new URL(request.url)
      const text = request.method === 'GET' ? '' : await request.clone().text()
      seen.push({
        method: request.method,
        path: url.pathname.replace('/api/v1/', ''),
        body: text ? JSON.parse(text) : undefined,
      })
      return sandbox.app.fetch(request)
    },
    { apiBase },
  )
  const clock: Clock = { ...systemClock, now: () => sandbox.clock.now().getTime() }
  const http = createHttp({ apiBase, seller: 'demo-museum', fetch: observed.fetch, clock })
  disposers.push(() => http.dispose())
  const cart = createCart({
    http,
    events: createEvents(),
    clock,
    storage: createMemoryStorage(),
    seller: 'demo-museum',
    imageLocation: { apiBase, seller: 'demo-museum' },
  })
  const reserved = await cart.modify({
    channel_id: 'web',
    reserve: {
      tickets: tickets.map((line) => ({
        ticket_type_id: line.type,
        event_session_id: tenTomorrow,
        quantity: line.quantity,
      })),
    },
  })
  expect(reserved.error).toBeUndefined()
  seen.length = 0
  return cart
}

const applyCalls = () => seen.filter((r) => r.method === 'POST' && r.path.endsWith('/apply_code'))

describe('GET code/{code} and the CityPASS pattern check when a code is applied (storefront §5, calls §7, §8)', () => {
  it('a known promo code is looked up, then applied as a promo code', async () => {
    const cart = await cartWith([{ type: seedIds.ticketTypes.adult, quantity: 2 }])
    expect((await cart.applyCodes('FRIENDS10')).error).toBeUndefined()
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET code/FRIENDS10',
      expect.stringMatching(/^POST my\/cart\/.+\/apply_code$/),
    ])
    expect(applyCalls()[0]!.body).toEqual({ code: 'FRIENDS10' })
  })

  it('a voucher of the wrong kind for the held tickets is refused with the storefront §5 sentence and never applied', async () => {
    const cart = await cartWith([{ type: seedIds.ticketTypes.adult, quantity: 2 }])
    // A child voucher (it matches the child pattern) for a cart of adult tickets: a type is child
    // by the keyword 'child', so these must match the adult pattern.
    const result = await cart.applyCodes(citypass.child)
    expect(result.error).toMatchObject({ code: 'invalid_citypass', messageKey: 'reserve.citypassFormat' })
    expect(promoErrorMessage(result.error!, t)).toBe(
      'Does not match the expected format. Please check your CityPASS code.',
    )
    // The lookup said code_not_found; the event's config was read; nothing was applied.
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([`GET code/${citypass.child}`, 'GET config'])
    expect(applyCalls()).toHaveLength(0)
    expect(cart.getSnapshot().contents?.cartMods).toEqual([])
  })

  it('a code matching no pattern is not a voucher: the server answers it as a promo code (code_not_found)', async () => {
    const cart = await cartWith([{ type: seedIds.ticketTypes.adult, quantity: 1 }])
    const result = await cart.applyCodes(citypass.malformed)
    expect(result.error).toMatchObject({ code: 'code_not_found', messageKey: 'promo.invalidCode' })
    expect(applyCalls().map((r) => r.body)).toEqual([{ code: citypass.malformed }])
  })

  it('a voucher matching a held type is applied as a voucher and pays for one ticket of its kind', async () => {
    const cart = await cartWith([
      { type: seedIds.ticketTypes.adult, quantity: 1 },
      { type: seedIds.ticketTypes.child, quantity: 1 },
    ])
    expect((await cart.applyCodes(citypass.child)).error).toBeUndefined()
    expect(applyCalls().map((r) => r.body)).toEqual([{ code: citypass.child, citypass: true }])
    expect(cart.getSnapshot().contents?.cartMods.map((m) => [m.name, m.resource])).toEqual([[citypass.child, 'ticket']])
    // The child ticket is paid for: only the adult pattern is left.
    seen.length = 0
    expect((await cart.applyCodes('CPC87654321')).error?.code).toBe('invalid_citypass')
    expect(applyCalls()).toHaveLength(0)
    expect((await cart.applyCodes(citypass.adult)).error).toBeUndefined()
  })

  it('a voucher the CityPASS service has seen redeemed: the server’s citypass_failure (calls §8)', async () => {
    const cart = await cartWith([{ type: seedIds.ticketTypes.adult, quantity: 1 }])
    const result = await cart.applyCodes(citypass.redeemed)
    expect(result.error?.code).toBe('citypass_failure')
    expect(promoErrorMessage(result.error!, t)).toBe(`CityPASS ${citypass.redeemed} has already been used.`)
  })

  it('an exhausted promo code is refused by the lookup (code_exhausted) without an apply call', async () => {
    const cart = await cartWith([{ type: seedIds.ticketTypes.adult, quantity: 1 }])
    const result = await cart.applyCodes(seedIds.codes.exhausted)
    expect(result.error).toMatchObject({ code: 'code_exhausted', messageKey: 'promo.invalidCode' })
    expect(applyCalls()).toHaveLength(0)
  })
})
