/**
 * The upsell chain through the reserve pages against the in-process sandbox, whose General
 * Admission chains the Audio Guide (config next_route; storefront §2 add-on banner, §3, §4 Cart
 * expiry), through the contract observer.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { onSandbox, type OnSandbox } from '../../test/on-sandbox.js'
import { createMemoryStorage, type KeyValueStorage } from '../store/storage.js'
import type { Storefront } from '../storefront.js'
import { getReserve } from './index.js'
// Tuesday 10 March 2026, 10:00 in New York; the visit is tomorrow at 10:00.
const gaTomorrow = 'general-admission-20260311-1000'
const guideTomorrow = 'audio-guide-20260311-1000'

let run: OnSandbox | undefined

function visitor(options: { expressCheckout?: boolean; storage?: KeyValueStorage } = {}): Storefront {
  run ??= onSandbox({ now: '2026-03-10T14:00:00Z' })
  return run.visitor({
    ...(options.storage ? { storage: options.storage } : {}),
    upsells: { expressCheckout: options.expressCheckout === true },
  })
}

/** Reserves 2 adults of tomorrow 10:00 General Admission through its reserve page. */
async function reserveAdmission(storefront: Storefront) {
  const admission = getReserve(storefront, 'general-admission')
  await admission.load({ query: `session=${gaTomorrow}&quantity=ga-adult:2` })
  expect(storefront.upsells.addOnBanner('general-admission', null)).toBeNull()
  const reserved = await admission.submit()
  expect(reserved.error).toBeUndefined()
  return admission
}

afterEach(() => {
  run?.close()
  run = undefined
})

// Each journey reads the event, its calendar and sessions and reserves in-process: give a loaded
// machine room (the first one also warms the sandbox up).
describe('the upsell chain of the demo museum (General Admission → Audio Guide)', { timeout: 30_000 }, () => {
  it('reserving admission leads to the audio guide, whose page shows the add-on banner; skipping goes to the upsell listing', async () => {
    const storefront = visitor()
    const admission = await reserveAdmission(storefront)
    expect(admission.getSnapshot()).toMatchObject({
      status: 'done',
      nextRoute: '/events/audio-guide',
      goTo: '/events/audio-guide',
    })
    expect(storefront.upsells.getSnapshot()).toMatchObject({ status: 'chained', addOn: 'audio-guide' })

    const guide = getReserve(storefront, 'audio-guide')
    await guide.load()
    // The add-on has its anchor: no prompt; the anchor's date is preselected (storefront §4).
    expect(guide.getSnapshot()).toMatchObject({ anchorRequired: false, date: '2026-03-11' })
    // storefront §2: the add-on banner with its skip link (the storefront's upsell chain says it).
    expect(storefront.upsells.addOnBanner('audio-guide', null)).toEqual({ skipTo: '/events' })
    // calls §9 Upsell visit_time same_date: only the admission's day can be chosen.
    const selectable = guide
      .getSnapshot()
      .calendar.filter((day) => day.selectable)
      .map((day) => day.date)
    expect(selectable).toEqual(['2026-03-11'])
    expect(guide.getSnapshot().sessions.map((entry) => entry.id)).toEqual([guideTomorrow])
    expect(storefront.upsells.advance('audio-guide', null)).toBe('/events')
    expect(storefront.upsells.addOnBanner('audio-guide', null)).toBeNull()
    expect(storefront.upsells.getSnapshot().status).toBe('none')
  })

  it('reserving the add-on goes on to the upsell listing and ends the chain', async () => {
    const storefront = visitor()
    await reserveAdmission(storefront)
    const guide = getReserve(storefront, 'audio-guide')
    await guide.load()
    await guide.selectSession(guideTomorrow)
    guide.increment('ag-adult')
    guide.increment('ag-adult')
    const reserved = await guide.submit()
    expect(reserved.error).toBeUndefined()
    expect(guide.getSnapshot()).toMatchObject({ status: 'done', goTo: '/events' })
    expect(storefront.upsells.addOnBanner('audio-guide', null)).toBeNull()
    // The add-on's cart item is a dependency of the admission (storefront §3 Cart item).
    expect(storefront.cart.getSnapshot().items.map((i) => [i.name, i.isAnchor, i.isDependency])).toEqual([
      ['General Admission', true, false],
      ['Audio Guide', false, true],
    ])
  })

  it('a reload keeps the chain (kept per seller beside the cart id)', async () => {
    const storage = createMemoryStorage()
    await reserveAdmission(visitor({ storage }))
    const later = visitor({ storage })
    await later.cart.load()
    const guide = getReserve(later, 'audio-guide')
    await guide.load()
    expect(later.upsells.addOnBanner('audio-guide', null)).toEqual({ skipTo: '/events' })
  })

  it('storefront §4: once the cart expired the banner is gone', async () => {
    const storage = createMemoryStorage()
    await reserveAdmission(visitor({ storage }))
    // The hold (15 min) passes while the tab is closed; the next visit finds the cart expired.
    run!.sandbox.clock.advance(16 * 60_000)
    const later = visitor({ storage })
    const guide = getReserve(later, 'audio-guide')
    await guide.load()
    expect(later.upsells.addOnBanner('audio-guide', null)).toEqual({ skipTo: '/events' })
    await later.cart.load()
    expect(later.cart.getSnapshot().status).toBe('expired')
    expect(later.upsells.addOnBanner('audio-guide', null)).toBeNull()
    expect(guide.getSnapshot().anchorRequired).toBe(true)
  })

  it('storefront §2 guards: with express checkout a reserve goes to /checkout and nothing is chained', async () => {
    const storefront = visitor({ expressCheckout: true })
    const admission = await reserveAdmission(storefront)
    expect(admission.getSnapshot().goTo).toBe('/checkout')
    const guide = getReserve(storefront, 'audio-guide')
    await guide.load()
    expect(storefront.upsells.addOnBanner('audio-guide', null)).toBeNull()
  })
})
