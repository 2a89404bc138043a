/** The order rules (storefront §3 Ticket states, §4 Orders session badges; calls §7; calls §9 QR margin). */
import { describe, expect, it } from 'vitest'
import { ORDER_QR_MARGIN, isCancelled, isUpcoming, orderQrCodeUrl, sessionBadges, walletLinks } from './rules.js'
import type { TicketState } from './types.js'

const tickets = (...states: TicketState[]) => states.map((state) => ({ state }))
const now = Date.parse('2026-03-10T14:00:00Z')

describe('calls §9 QR margin', () => {
  it('is 4 for an order, read through the cached base', () => {
    expect(ORDER_QR_MARGIN).toBe(4)
    expect(orderQrCodeUrl('https://x.example/cached/api/v1', 'demo', 'o 1')).toBe(
      'https://x.example/cached/api/v1/ticket_order/o%201/qrcode?margin=4&_seller=demo',
    )
  })
})

describe('storefront §3 Ticket: "Cancelled and unbooked both count as cancelled."', () => {
  it('counts cancelled and unbooked, nothing else', () => {
    expect((['cancelled', 'unbooked'] as const).every(isCancelled)).toBe(true)
    expect((['in_cart', 'booked', 'redeemed'] as const).some(isCancelled)).toBe(false)
  })
})

describe('storefront §4 Orders: "Session badges: Redeemed (any ticket redeemed), Cancelled (all cancelled), Past Event."', () => {
  const future = '2026-03-19T14:00:00-04:00'
  const past = '2026-02-18T14:30:00-05:00'
  it('Redeemed when any ticket is', () => {
    expect(sessionBadges(tickets('booked', 'redeemed'), past, now)).toEqual(['redeemed', 'past_event'])
  })
  it('Cancelled only when all are, unbooked counting as cancelled', () => {
    expect(sessionBadges(tickets('cancelled', 'unbooked'), future, now)).toEqual(['cancelled'])
    expect(sessionBadges(tickets('cancelled', 'booked'), future, now)).toEqual([])
    expect(sessionBadges([], future, now)).toEqual([])
  })
  it('Past Event once the session has started; an upcoming visit is neither past nor cancelled', () => {
    expect(sessionBadges(tickets('booked'), past, now)).toEqual(['past_event'])
    expect(isUpcoming({ badges: sessionBadges(tickets('booked'), future, now) })).toBe(true)
    expect(isUpcoming({ badges: ['cancelled'] })).toBe(false)
    expect(isUpcoming({ badges: ['past_event'] })).toBe(false)
  })
})

describe('calls §7 "links to gwpass and pkpass under the ticket path"', () => {
  it('puts both under the ticket, with the seller', () => {
    expect(walletLinks('https://x.example/api/v1/', 'demo', 't-1')).toEqual({
      apple: 'https://x.example/api/v1/ticket/t-1/pkpass?_seller=demo',
      google: 'https://x.example/api/v1/ticket/t-1/gwpass?_seller=demo',
    })
  })
})
