/**
 * Unguessable ids for what a stranger must not reach by counting (issue 10.5): carts, orders,
 * payment intents and their client secrets, purchasers. Knowing a cart's id is what lets a
 * visitor read it, pay for it or delete it, as with a real ticketing API; numbers a person reads
 * (cart and order numbers) stay sequential.
 */
import { hashString } from './seat-plans.js'

/** A ticket's scan code, stable for its order and ticket (what the door scans). */
export function scanCode(orderId: string, ticketId: string): string {
  return `FY${String(hashString(`${orderId}:${ticketId}`)).padStart(10, '0')}`
}

/** `prefix` and 24 random hex digits (96 bits), e.g. `cart-3f9a…`. */
export function unguessableId(prefix: string): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12))
  return `${prefix}${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
