/**
 * The reserve store over a fake API (reserve.store.test.ts, reserve.errors.test.ts): the demo
 * museum's General Admission rows, calendar, sessions and cart answers, and a store with its clock.
 */
import { apiBase, cachedApiBase, fakeApi, fakeClock, json } from '../src/testing/fake-api.js'
import { en } from '../src/i18n/messages.en.js'
import { createMemoryStorage, type KeyValueStorage } from '../src/store/storage.js'
import { createStorefront } from '../src/storefront.js'
import { getReserve } from '../src/reserve/index.js'

// Tuesday 10 March 2026, 10:00 in New York (the venue's zone).
export const NOW = '2026-03-10T14:00:00Z'
export const TZ = 'America/New_York'

export const adult = {
  id: 'adult',
  ticket_group_id: 'ga',
  name: 'Adult',
  currency_amount: '25.00',
  currency_code: 'USD',
  _rank: 1,
}
export const child = {
  id: 'child',
  ticket_group_id: 'ga',
  name: 'Child',
  currency_amount: '12.00',
  currency_code: 'USD',
  _rank: 2,
}
export const gaGroup = {
  id: 'ga',
  event_template_id: 'museum',
  name: 'General Admission',
  handler: 'tickets',
  max_tickets_per_order: 20,
}

/** GET events/{id} with its venue, groups (of this event), types and message rules (calls §7 event page embeds). */
export function eventAnswer(
  id: string,
  fields: Record<string, unknown> = {},
  embeds: {
    ticket_group?: { _data: Record<string, unknown>[] }
    message_rule?: { _data: Record<string, unknown>[] }
  } = {},
) {
  const groups = (embeds.ticket_group?._data ?? [gaGroup]).map((group) => ({ ...group, event_template_id: id }))
  return json({
    event_template: {
      _data: [
        {
          id,
          name: 'Museum',
          hidden_type: 'public_browsable',
          event_type: 'repeating',
          venue_id: 'v1',
          meta: { reserve_flow: 'date_first' },
          config: { 'web.session_picker_tabs': ['1200', '1500'] },
          ...fields,
        },
      ],
    },
    venue: { _data: [{ id: 'v1', name: 'Foyer Museum of Art', timezone: TZ }] },
    ticket_group: { _data: groups },
    ticket_type: { _data: [adult, child] },
    message_rule: embeds.message_rule ?? {
      _data: [
        {
          id: 'r-child',
          event_template_id: id,
          trigger: { quantity: { ticket_type_names: ['Child'], min: 1 } },
          actions: [{ type: 'quantity_message', message: 'Children must be accompanied by an adult.' }],
        },
      ],
    },
  })
}

export const day = (date: string, status = 'available', fields: Record<string, unknown> = {}) => ({
  date,
  enabled: status === 'available',
  status,
  min_price: '12.00',
  currency_code: 'USD',
  ...fields,
})

export const calendarAnswer = (...days: ReturnType<typeof day>[]) => json({ calendar: { _data: days } })

export function session(id: string, start: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    event_template_id: 'museum',
    start_datetime: start,
    sold_out: false,
    capacity: 60,
    used_capacity: 0,
    oversell_capacity: 0,
    ...fields,
  }
}

// 11 March 2026: 10:00 and 10:30 in New York (EDT starts 8 March: UTC−4).
export const s1000 = session('s-1000', '2026-03-11T14:00:00Z')
export const s1030 = session('s-1030', '2026-03-11T14:30:00Z')
export const sessionsAnswer = (...rows: ReturnType<typeof session>[]) => json({ event_session: { _data: rows } })
export const groupsAnswer = (groupFields: Record<string, unknown> = {}) =>
  json({
    ticket_group: { _data: [{ ...gaGroup, available: true, sold_out: false, ...groupFields }] },
    ticket_type: { _data: [adult, child] },
  })

export function cartAnswer(
  tickets: { id: string; type: string; session: string | null; value: string }[],
  cartId = 'c1',
) {
  return json({
    cart: {
      _data: [
        {
          id: cartId,
          state: 'pending',
          expires_in: 900,
          currency_code: 'USD',
          grand_totals: { total_outstanding: '62.00' },
        },
      ],
    },
    ticket: {
      _data: tickets.map((t) => ({
        id: t.id,
        ticket_type_id: t.type,
        ticket_group_id: 'ga',
        event_template_id: 'museum',
        event_session_id: t.session,
        face_value: t.value,
        state: 'in_cart',
      })),
    },
    ticket_type: { _data: [adult, child] },
    ticket_group: { _data: [gaGroup] },
    event_session: { _data: [s1000] },
    event_template: { _data: [{ id: 'museum', name: 'Museum', hidden_type: 'public_browsable' }] },
  })
}

export const threeTickets = cartAnswer([
  { id: 't1', type: 'adult', session: 's-1000', value: '25.00' },
  { id: 't2', type: 'adult', session: 's-1000', value: '25.00' },
  { id: 't3', type: 'child', session: 's-1000', value: '12.00' },
])

export function setup(storage: KeyValueStorage = createMemoryStorage()) {
  const api = fakeApi()
  const time = fakeClock(NOW)
  const storefront = createStorefront({
    apiBase,
    cachedApiBase,
    seller: 'demo-museum',
    fetch: api.fetch,
    clock: time.clock,
    storage,
    timeZone: TZ,
  })
  return { api, time, storefront, storage }
}

/** The museum, date-first, two available days and the 11 March sessions. */
export function museum() {
  const ctx = setup()
  ctx.api
    .on('GET events/museum', eventAnswer('museum'))
    .on(
      'GET events/museum/calendar',
      calendarAnswer(day('2026-03-10'), day('2026-03-11'), day('2026-03-12', 'sold_out')),
    )
    .on('GET events/museum/sessions', sessionsAnswer(s1000, s1030))
    .on('GET events/museum/sessions/*/ticket_groups', groupsAnswer())
  return { ...ctx, reserve: getReserve(ctx.storefront, 'museum') }
}

export async function chooseTwoAdultsAndAChild(reserve: ReturnType<typeof museum>['reserve']) {
  await reserve.load()
  await reserve.selectDate('2026-03-11')
  await reserve.selectSession('s-1000')
  reserve.setQuantity('adult', 2)
  reserve.setQuantity('child', 1)
}

export const t = (key: keyof typeof en, params: Record<string, string> = {}) =>
  en[key].replace(/\{(\w+)\}/g, (_, n: string) => params[n] ?? `{${n}}`)
