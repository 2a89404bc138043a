import { describe, expect, it } from 'vitest'
import { cartItems, readCart } from '../cart/rules/index.js'
import type { CartStore } from '../cart/types.js'
import { createEvents } from '../store/events'
import { createDataLayerAnalytics } from './datalayer'
import { addedItems, analyticsItems, beginCheckoutEvent, purchaseEvent } from './rules.js'

const contents = readCart({
  cart: {
    _data: [
      {
        id: 'c1',
        state: 'pending',
        currency_code: 'USD',
        grand_totals: { total_payments: '0.00', total_outstanding: '70.96' },
      },
    ],
  },
  ticket: {
    _data: [
      {
        id: 't1',
        ticket_type_id: 'adult',
        ticket_group_id: 'ga',
        event_template_id: 'museum',
        event_session_id: 's1',
        face_value: '25.00',
        state: 'in_cart',
        start_datetime: '2026-03-11T10:00:00-04:00',
      },
      {
        id: 't2',
        ticket_type_id: 'adult',
        ticket_group_id: 'ga',
        event_template_id: 'museum',
        event_session_id: 's1',
        face_value: '25.00',
        state: 'in_cart',
        start_datetime: '2026-03-11T10:00:00-04:00',
      },
      {
        id: 't3',
        ticket_type_id: 'child',
        ticket_group_id: 'ga',
        event_template_id: 'museum',
        event_session_id: 's1',
        face_value: '12.00',
        state: 'in_cart',
        start_datetime: '2026-03-11T10:00:00-04:00',
      },
    ],
  },
  ticket_type: {
    _data: [
      { id: 'adult', name: 'Adult', ticket_group_id: 'ga' },
      { id: 'child', name: 'Child', ticket_group_id: 'ga' },
    ],
  },
  ticket_group: { _data: [{ id: 'ga', name: 'General Admission', handler: 'tickets' }] },
  event_session: { _data: [{ id: 's1', start_datetime: '2026-03-11T10:00:00-04:00' }] },
  event_template: { _data: [{ id: 'museum', name: 'Museum admission' }] },
  cartmod: { _data: [{ id: 'm1', name: 'SPRING' }] },
})!

const adult = {
  item_id: 'adult',
  item_name: 'Adult',
  item_category: 'Museum admission',
  item_category2: 'General Admission',
  item_category3: '2026-03-11',
  item_category4: '10:00',
  price: 25,
  quantity: 2,
}
const child = {
  item_id: 'child',
  item_name: 'Child',
  item_category: 'Museum admission',
  item_category2: 'General Admission',
  item_category3: '2026-03-11',
  item_category4: '10:00',
  price: 12,
  quantity: 1,
}

describe('storefront §3 Analytics items: item_id, item_name, item_category 1-4, price, coupon, quantity', () => {
  it('one item per ticket type line of the cart, unit price, quantity, categories event / group / date / time, coupon', () => {
    expect(analyticsItems(cartItems(contents), ['SPRING'])).toEqual([
      { ...adult, coupon: 'SPRING' },
      { ...child, coupon: 'SPRING' },
    ])
  })
  it('added tickets are named from the cart rows and grouped by type and session', () => {
    expect(addedItems(contents.tickets, contents)).toEqual([adult, child])
  })
})

describe('storefront §3 Purchase: currency, transaction_id, value, coupon', () => {
  it('purchase carries the order ids as transaction id and the cart total as value', () => {
    const event = purchaseEvent(
      [{ id: 'o1', order_number: 'A-1001' }, { id: 'o2' }],
      contents.cart,
      analyticsItems(cartItems(contents)),
      ['SPRING'],
    )
    expect(event).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'USD',
        transaction_id: 'A-1001,o2',
        value: 70.96,
        items: [adult, child],
        coupon: 'SPRING',
      },
    })
  })
  it('begin_checkout carries the cart total and items', () => {
    expect(beginCheckoutEvent(contents.cart, [adult])).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'USD', value: 70.96, items: [adult] },
    })
  })
})

describe('the dataLayer adapter', () => {
  it('pushes add_to_cart, begin_checkout and purchase, each after clearing the last ecommerce object', () => {
    const events = createEvents()
    const dataLayer: unknown[] = []
    const cart = { getSnapshot: () => ({ contents }) } as unknown as CartStore
    const analytics = createDataLayerAnalytics({ events, cart, dataLayer })
    events.emit('reserve:reserved', { eventId: 'museum', cart: contents.cart, tickets: contents.tickets.slice(2) })
    events.emit('checkout:started', { cartId: 'c1', cart: contents.cart, items: cartItems(contents) })
    events.emit('checkout:completed', {
      cartId: 'c1',
      orders: [{ id: 'o1' }],
      cart: contents.cart,
      items: cartItems(contents),
      coupons: [],
    })
    expect(dataLayer).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'USD', value: 12, items: [child] } },
      { ecommerce: null },
      {
        event: 'begin_checkout',
        ecommerce: {
          currency: 'USD',
          value: 70.96,
          items: [
            { ...adult, coupon: 'SPRING' },
            { ...child, coupon: 'SPRING' },
          ],
          coupon: 'SPRING',
        },
      },
      { ecommerce: null },
      { event: 'purchase', ecommerce: { currency: 'USD', transaction_id: 'o1', value: 70.96, items: [adult, child] } },
    ])
    analytics.dispose()
    events.emit('checkout:started', { cartId: 'c1', cart: contents.cart, items: [] })
    expect(dataLayer).toHaveLength(6)
  })
  it('in Node, without a dataLayer given, pushes nowhere and touches no global', () => {
    const events = createEvents()
    createDataLayerAnalytics({ events, cart: { getSnapshot: () => ({ contents }) } as unknown as CartStore })
    events.emit('checkout:started', { cartId: 'c1', cart: contents.cart, items: [] })
    expect((globalThis as { dataLayer?: unknown }).dataLayer).toBeUndefined()
  })
})
