import { expect, type APIRequestContext } from '@playwright/test'
import { reserveThroughApi, type TicketLine } from './api'
import { SELLER } from './sandbox'

const headers = { 'Tix-App': 'ecomm' }
const api = (path: string) => `/api/v1/${path}${path.includes('?') ? '&' : '?'}_seller=${SELLER}`

/**
 * A guest checkout through the sandbox's API (calls §7 Checkout and payment): reserve, POST user
 * for the purchaser (409 → the existing identity), then guest_checkout paying the outstanding
 * balance with `gatewayData`. Answers the cart id and the checkout answer.
 */
async function guestCheckoutThroughApi(
  request: APIRequestContext,
  tickets: TicketLine[],
  email: string,
  gatewayData: { source: string; source_type: string },
): Promise<{ cartId: string; body: { status: string; ticket_order?: { _data: { id: string }[] } } }> {
  const cartId = await reserveThroughApi(request, tickets)
  const user = await request.post(api('user'), { headers, data: { first_name: 'Grace', last_name: 'Hopper', email } })
  const userBody = (await user.json()) as {
    user?: { _data: { identity_id: string }[] }
    _data?: { _extra: { identity_id: string } }[]
  }
  const identityId =
    user.status() === 409 ? userBody._data![0]!._extra.identity_id : userBody.user!._data[0]!.identity_id
  const cart = await request.get(api(`cart/${cartId}`), { headers })
  const outstanding = ((await cart.json()) as { cart: { _data: { grand_totals: { total_outstanding: string } }[] } })
    .cart._data[0]!.grand_totals.total_outstanding
  const done = await request.post(api(`cart/${cartId}/guest_checkout`), {
    headers: { ...headers, 'Idempotency-Key': `e2e-${gatewayData.source_type}-${cartId}` },
    data: { amount: outstanding, gateway_id: 'stripe', gateway_data: gatewayData, guest_identity_id: identityId },
  })
  expect(done.status(), await done.text()).toBe(200)
  return { cartId, body: await done.json() }
}

/**
 * A guest who bought tickets earlier, paying by the sandbox's test card (pm_card_visa, 4242…).
 * Answers the order ids.
 */
export async function buyThroughApi(
  request: APIRequestContext,
  tickets: TicketLine[],
  email = 'grace@example.com',
): Promise<string[]> {
  const { body } = await guestCheckoutThroughApi(request, tickets, email, {
    source: 'pm_card_visa',
    source_type: 'card',
  })
  expect(body.status).toBe('completed')
  return body.ticket_order!._data.map((order) => String(order.id))
}

/**
 * A guest whose direct debit is still processing (sandbox: source_type bacs_debit → status
 * pending, calls §4 Checkout result). Answers the cart id.
 */
export async function payByDirectDebitThroughApi(
  request: APIRequestContext,
  tickets: TicketLine[],
  email = 'grace@example.com',
): Promise<string> {
  const { cartId, body } = await guestCheckoutThroughApi(request, tickets, email, {
    source: 'pm_bacs_debit',
    source_type: 'bacs_debit',
  })
  expect(body.status).toBe('pending')
  return cartId
}

/** The bank's answer to a processing direct debit (sandbox control route): approve completes the order. */
export async function approvePayment(request: APIRequestContext, paymentIntentId: string): Promise<void> {
  const response = await request.post(`/_sandbox/payment_intents/${paymentIntentId}/approve`)
  expect(response.ok(), await response.text()).toBe(true)
}
