import { expect, type APIRequestContext } from '@playwright/test'
import { reserveThroughApi, type TicketLine } from './api'
import { SELLER } from './sandbox'

const headers = { 'Tix-App': 'ecomm' }
const api = (path: string) => `/api/v1/${path}${path.includes('?') ? '&' : '?'}_seller=${SELLER}`

/**
 * A guest who bought tickets earlier, through the sandbox's API (calls §7 Checkout and payment):
 * reserve, POST user for the purchaser, then a guest checkout paying the outstanding balance by the
 * sandbox's test card (pm_card_visa, 4242…). Answers the order ids.
 */
export async function buyThroughApi(request: APIRequestContext, tickets: TicketLine[], email = 'grace@example.com'): Promise<string[]> {
  const cartId = await reserveThroughApi(request, tickets)
  const user = await request.post(api('user'), { headers, data: { first_name: 'Grace', last_name: 'Hopper', email } })
  const userBody = (await user.json()) as { user?: { _data: { identity_id: string }[] }; _data?: { _extra: { identity_id: string } }[] }
  const identityId = user.status() === 409 ? userBody._data![0]!._extra.identity_id : userBody.user!._data[0]!.identity_id
  const cart = await request.get(api(`cart/${cartId}`), { headers })
  const outstanding = ((await cart.json()) as { cart: { _data: { grand_totals: { total_outstanding: string } }[] } }).cart._data[0]!.grand_totals.total_outstanding
  const done = await request.post(api(`cart/${cartId}/guest_checkout`), {
    headers: { ...headers, 'Idempotency-Key': `e2e-${cartId}` },
    data: { amount: outstanding, gateway_id: 'stripe', gateway_data: { source: 'pm_card_visa', source_type: 'card' }, guest_identity_id: identityId },
  })
  expect(done.status(), await done.text()).toBe(200)
  const body = (await done.json()) as { status: string; ticket_order: { _data: { id: string }[] } }
  expect(body.status).toBe('completed')
  return body.ticket_order._data.map((order) => String(order.id))
}

/**
 * A guest whose direct debit is still processing (sandbox: source_type bacs_debit → status
 * pending, calls §4 Checkout result). Answers the cart id.
 */
export async function payByDirectDebitThroughApi(request: APIRequestContext, tickets: TicketLine[], email = 'grace@example.com'): Promise<string> {
  const cartId = await reserveThroughApi(request, tickets)
  const user = await request.post(api('user'), { headers, data: { first_name: 'Grace', last_name: 'Hopper', email } })
  const userBody = (await user.json()) as { user?: { _data: { identity_id: string }[] }; _data?: { _extra: { identity_id: string } }[] }
  const identityId = user.status() === 409 ? userBody._data![0]!._extra.identity_id : userBody.user!._data[0]!.identity_id
  const cart = await request.get(api(`cart/${cartId}`), { headers })
  const outstanding = ((await cart.json()) as { cart: { _data: { grand_totals: { total_outstanding: string } }[] } }).cart._data[0]!.grand_totals.total_outstanding
  const done = await request.post(api(`cart/${cartId}/guest_checkout`), {
    headers: { ...headers, 'Idempotency-Key': `e2e-debit-${cartId}` },
    data: { amount: outstanding, gateway_id: 'stripe', gateway_data: { source: 'pm_bacs_debit', source_type: 'bacs_debit' }, guest_identity_id: identityId },
  })
  expect(done.status(), await done.text()).toBe(200)
  expect(((await done.json()) as { status: string }).status).toBe('pending')
  return cartId
}

/** The bank's answer to a processing direct debit (sandbox control route): approve completes the order. */
export async function approvePayment(request: APIRequestContext, paymentIntentId: string): Promise<void> {
  const response = await request.post(`/_sandbox/payment_intents/${paymentIntentId}/approve`)
  expect(response.ok(), await response.text()).toBe(true)
}
