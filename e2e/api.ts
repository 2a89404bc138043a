import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { CART_STORAGE_KEY, SELLER } from './sandbox'

/**
 * What happens outside the visitor's browser, through the sandbox's API: other visitors reserving,
 * or the visitor's own cart from an earlier visit.
 */

export interface TicketLine {
  event_session_id: string | null
  ticket_type_id: string
  quantity: number
}

const headers = { 'Tix-App': 'ecomm' }

/** Reserves tickets into a new cart (POST my/cart/modify, calls §7) and returns its id. */
export async function reserveThroughApi(request: APIRequestContext, tickets: TicketLine[]): Promise<string> {
  const response = await request.post(`/api/v1/my/cart/modify?_seller=${SELLER}`, {
    headers,
    data: { channel_id: 'web', reserve: { tickets } },
  })
  expect(response.status(), await response.text()).toBe(200)
  const body = (await response.json()) as { cart: { _data: { id: string }[] } }
  return body.cart._data[0]!.id
}

/**
 * A visitor who reserved earlier and comes back: the cart is made through the API and its id is
 * in the browser's storage, where the storefront keeps it (storefront §4: later calls use the id).
 */
export async function returningVisitor(page: Page, request: APIRequestContext, tickets: TicketLine[]): Promise<string> {
  const cartId = await reserveThroughApi(request, tickets)
  await page.addInitScript(([key, id]) => window.localStorage.setItem(key, id), [CART_STORAGE_KEY, cartId] as const)
  return cartId
}

/**
 * Other visitors take every place left in a session, 20 at a time (General Admission's limit per
 * order), so it sells out.
 */
export async function sellOut(
  request: APIRequestContext,
  eventId: string,
  date: string,
  sessionId: string,
  ticketTypeId: string,
): Promise<void> {
  const response = await request.get(`/api/v1/events/${eventId}/sessions?_seller=${SELLER}&date=${date}`, { headers })
  const sessions = (
    (await response.json()) as {
      event_session: { _data: { id: string; capacity: number; used_capacity: number; oversell_capacity?: number }[] }
    }
  ).event_session._data
  const session = sessions.find((s) => s.id === sessionId)
  expect(session, `session ${sessionId}`).toBeDefined()
  let left = session!.capacity + (session!.oversell_capacity ?? 0) - session!.used_capacity
  while (left > 0) {
    const quantity = Math.min(20, left)
    await reserveThroughApi(request, [{ event_session_id: sessionId, ticket_type_id: ticketTypeId, quantity }])
    left -= quantity
  }
}
