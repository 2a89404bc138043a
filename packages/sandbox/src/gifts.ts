/**
 * Gifts of membership (issue 13; storefront §6 Gifting, §5 Membership gift rules, §4 Gift code;
 * calls §3 Giftee payload, Gift code lookup, Guest checkout variants; calls §7 POST giftee,
 * my/cart/{id}/gift_checkout; calls §8 Gift code; calls §9 "Gift code 10 digits").
 *
 * - `POST giftee` stores the recipient: an identity with that e-mail (case-insensitive) is
 *   reused, else one is made; the answer is its identity_id. A logged-in member naming their own
 *   e-mail is refused (storefront §5 self-gift).
 * - A gift checkout (`my/cart/{id}/gift_checkout`, or a guest checkout with
 *   `giftee_identity_id`, calls §3 Guest checkout variants) pays like any checkout
 *   (payments.ts), but the order's membership is not issued: a gift code is, for the level
 *   bought, and e-mailed to the giftee with the redeem link (the outbox, log_context
 *   membership_gift). The cart must hold a membership; other tickets in it are the purchaser's
 *   as in any order ("Gifting requires an empty cart" is the client's rule, storefront §6).
 * - A gift code is exactly 10 digits, valid from the venue's today to the end of the day before
 *   the same date a year later; expired when now is before valid_from or after valid_to
 *   (calls §4), exhausted once redeemed.
 * - Redeeming: `reserve_membership` with the code in `promo_codes` reserves the code's level at
 *   price 0 (the code pays for every ticket of the level, a cartmod of the code); another level
 *   is refused. Checking that cart out (gateway free) issues the membership to the purchaser
 *   (membership-orders.ts) and exhausts the code.
 */
import { randomInt } from 'node:crypto'
import { emailPattern, isObject } from './cart-input.js'
import { ContractError, invalid, notFound } from './errors.js'
import { unguessableId } from './ids.js'
import type { CartRecord, GiftCodeRecord, HeldTicket, Identity, OrderRecord } from './records.js'
import type { SandboxState } from './state.js'
import { addDays, addMonths, venueDate, venueInstant, venueIsoString } from './venue-time.js'

/** calls §9 "Gift code: 10 digits". */
export const giftCodePattern = /^\d{10}$/
/** How long a gift code stays good (sandbox decision: a year, like a membership). */
export const giftCodeMonths = 12

/** storefront §5 Membership; calls §5. */
export const selfGiftMessage = 'You cannot gift a membership to yourself. Do you want to buy or renew a membership?'
/** calls §8 Gift code. */
export const invalidGiftCodeMessage = 'You must enter a valid code'
export const redeemedGiftCodeMessage = 'This code has already been redeemed'
export const expiredGiftCodeMessage = 'This code has expired'

/** The seeded gift codes (placeGiftCodes): one to redeem, one redeemed, one expired. */
export const seededGiftCodes = {
  /** Individual (`ms-individual`), valid from the anchor date for a year. */
  ready: '2026000001',
  /** Dual (`ms-dual`), already redeemed. */
  redeemed: '2026000002',
  /** Family (`ms-family`), valid anchor − 400 days for a year: ended 35 days before the anchor date. */
  expired: '2026000003',
} as const

type Rows<T> = { _data: T[] }
const rows = <T>(data: T[]): Rows<T> => ({ _data: data })

/** The storefront's origin for e-mailed links: an allowed cross-origin page's, else the request's own. */
export function siteOrigin(url: string, origin: string | undefined, allowed: readonly string[]): string {
  return origin !== undefined && allowed.includes(origin) ? origin : new URL(url).origin
}

function levelRole(state: SandboxState, ticketGroupId: string) {
  const role = state.seed.membership_roles.find((r) => r.ticket_group_id === ticketGroupId)
  if (!role) throw new Error(`Sandbox error: no membership role for level ${ticketGroupId}`)
  return role
}

function levelName(state: SandboxState, ticketGroupId: string): string {
  for (const event of state.seed.events) {
    const group = event.ticket_groups.find((g) => g.id === ticketGroupId)
    if (group) return group.name
  }
  return ticketGroupId
}

/** A year's validity from `fromDate` 00:00 to the end of the day before the same date a year later. */
function validity(state: SandboxState, fromDate: string) {
  const timeZone = state.seed.seller.timezone
  return {
    valid_from: venueInstant(fromDate, '00:00', timeZone),
    valid_to: venueInstant(addMonths(fromDate, giftCodeMonths), '00:00', timeZone) - 1000,
  }
}

/** Puts the seeded gift codes (seededGiftCodes) into a fresh state, dated from its anchor date. */
export function placeGiftCodes(state: SandboxState): void {
  const seeded: [string, string, number, boolean][] = [
    [seededGiftCodes.ready, 'ms-individual', 0, false],
    [seededGiftCodes.redeemed, 'ms-dual', -30, true],
    [seededGiftCodes.expired, 'ms-family', -400, false],
  ]
  for (const [code, groupId, dayOffset, exhausted] of seeded) {
    if (!state.seed.membership_roles.some((r) => r.ticket_group_id === groupId)) continue
    state.giftCodes.set(code, {
      code,
      role_id: levelRole(state, groupId).id,
      ticket_group_id: groupId,
      ...validity(state, addDays(state.anchorDate, dayOffset)),
      exhausted,
      giftee_identity_id: null,
      purchaser_identity_id: null,
      ticket_order_id: null,
      redeemed_order_id: null,
    })
  }
}

// ---------------------------------------------------------------------------------------------
// POST giftee

/**
 * POST giftee { first_name, last_name, email, additional_info? } (openapi createGiftee): the
 * recipient's identity id. `identityId` is the request's (a logged-in member may not name
 * their own e-mail: 400 validation_failed, `_context` giftee).
 */
export function createGiftee(state: SandboxState, body: unknown, identityId: string) {
  if (!isObject(body)) throw invalid('The body is a giftee: { first_name, last_name, email, additional_info? }.')
  const text = (name: string, max: number): string => {
    const value = body[name]
    if (typeof value !== 'string' || value.trim() === '') throw invalid(`${name} is required.`, 'giftee')
    if (value.length > max) throw invalid(`${name} is at most ${max} characters.`, 'giftee')
    return value.trim()
  }
  // storefront §5 Identity limits: names at most 50, e-mail at most 254.
  const first = text('first_name', 50)
  const last = text('last_name', 50)
  const email = text('email', 254)
  if (!emailPattern.test(email)) throw invalid('email is not an e-mail address.', 'giftee')
  if (body.additional_info !== undefined && body.additional_info !== null && !isObject(body.additional_info))
    throw invalid('additional_info is an object.', 'giftee')
  const member = identityId === state.seed.settings.public_identity_id ? undefined : state.identities.get(identityId)
  if (member && member.email.toLowerCase() === email.toLowerCase())
    throw new ContractError(400, 'validation_failed', selfGiftMessage, 'giftee', { field: 'email' })
  let giftee = [...state.identities.values()].find((i) => i.email.toLowerCase() === email.toLowerCase())
  if (!giftee) {
    giftee = {
      id: unguessableId('identity-'),
      first_name: first,
      last_name: last,
      email,
      phone: null,
      address: null,
      city: null,
      state: null,
      zip_code: null,
      country: null,
    } satisfies Identity
    state.identities.set(giftee.id, giftee)
  }
  return { giftee: rows([{ identity_id: giftee.id }]) }
}

// ---------------------------------------------------------------------------------------------
// GET gift_code/{giftCode}

/** calls §4: expired if now is before valid_from or after valid_to. */
function expired(code: GiftCodeRecord, now: number): boolean {
  return now < code.valid_from || now > code.valid_to
}

/** GET gift_code/{giftCode} (openapi getGiftCode): 404 not_found for a code the sandbox does not know. */
export function lookupGiftCode(state: SandboxState, code: string) {
  const record = state.giftCodes.get(code.trim())
  if (!record) throw notFound('gift_code')
  const timeZone = state.seed.seller.timezone
  return {
    gift_code: rows([
      {
        code: record.code,
        valid_from: venueIsoString(record.valid_from, timeZone),
        valid_to: venueIsoString(record.valid_to, timeZone),
        exhausted: record.exhausted,
        ticket_group_id: record.ticket_group_id,
        role_id: record.role_id,
      },
    ]),
  }
}

// ---------------------------------------------------------------------------------------------
// Redeeming

/** Whether a code sent in promo_codes is spelt as a gift code (10 digits) rather than a promo code. */
export function isGiftCodeSpelling(code: string): boolean {
  return giftCodePattern.test(code.trim())
}

/**
 * A gift code that may be redeemed now, for the level `ticketGroupId` when given. 400
 * code_not_found ('You must enter a valid code'), code_exhausted ('This code has already been
 * redeemed', or 'This code has expired' with `_extra.reason` expired), validation_failed for
 * another level (`_context` reserve).
 */
export function redeemableGiftCode(
  state: SandboxState,
  now: number,
  code: string,
  ticketGroupId?: string,
): GiftCodeRecord {
  const record = state.giftCodes.get(code.trim())
  if (!record) throw new ContractError(400, 'code_not_found', invalidGiftCodeMessage, undefined, { gift_code: code })
  if (record.exhausted)
    throw new ContractError(400, 'code_exhausted', redeemedGiftCodeMessage, undefined, {
      gift_code: record.code,
      reason: 'redeemed',
    })
  if (expired(record, now)) {
    const timeZone = state.seed.seller.timezone
    throw new ContractError(400, 'code_exhausted', expiredGiftCodeMessage, undefined, {
      gift_code: record.code,
      reason: 'expired',
      valid_from: venueIsoString(record.valid_from, timeZone),
      valid_to: venueIsoString(record.valid_to, timeZone),
    })
  }
  if (ticketGroupId !== undefined && ticketGroupId !== record.ticket_group_id) {
    throw new ContractError(
      400,
      'validation_failed',
      `This gift code is for the ${levelName(state, record.ticket_group_id)} membership: choose that level to redeem it.`,
      'reserve',
      { gift_code: record.code, ticket_group_id: record.ticket_group_id },
    )
  }
  return record
}

/** Whether the cart's gift code pays for a ticket: one of the level it redeems. */
export function giftCovers(cart: CartRecord, ticket: HeldTicket): boolean {
  const membership = cart.membership
  return !!membership?.gift_code && ticket.ticket_group_id === membership.ticket_group_id
}

/** Before a checkout pays: the cart's gift code must still be redeemable (another cart may have redeemed it). */
export function checkCartGiftCode(state: SandboxState, now: number, cart: CartRecord): void {
  const membership = cart.membership
  if (membership?.gift_code) redeemableGiftCode(state, now, membership.gift_code, membership.ticket_group_id)
}

/** The order that redeemed a gift code has completed: the code is spent. */
export function spendGiftCode(state: SandboxState, code: string, order: OrderRecord): void {
  const record = state.giftCodes.get(code)
  if (!record) return
  record.exhausted = true
  record.redeemed_order_id = order.id
}

// ---------------------------------------------------------------------------------------------
// Gift checkout

/**
 * The gift rules of a checkout naming `gifteeId` (payments.ts): a known giftee, not the
 * purchaser (storefront §5 self-gift), a cart holding a membership that is not itself a redeem.
 * Each broken rule is 400 validation_failed, `_context` gift_checkout.
 */
export function checkGiftCheckout(state: SandboxState, cart: CartRecord, purchaserId: string, gifteeId: string): void {
  const giftee = state.identities.get(gifteeId)
  if (!giftee) throw invalid(`No giftee ${gifteeId}: store the recipient with POST giftee first.`, 'gift_checkout')
  const purchaser = state.identities.get(purchaserId)
  if (gifteeId === purchaserId || purchaser?.email.toLowerCase() === giftee.email.toLowerCase())
    throw new ContractError(400, 'validation_failed', selfGiftMessage, 'gift_checkout', {
      giftee_identity_id: gifteeId,
    })
  const membership = cart.membership
  if (
    !membership ||
    !cart.tickets.some((t) => t.state === 'in_cart' && t.ticket_group_id === membership.ticket_group_id)
  )
    throw invalid(
      'A gift checkout buys a membership: reserve one with events/{id}/reserve_membership first.',
      'gift_checkout',
    )
  if (membership.gift_code) throw invalid('A membership redeemed with a gift code cannot be gifted.', 'gift_checkout')
}

/** A new gift code: 10 random digits the sandbox does not know yet. */
function newGiftCode(state: SandboxState): string {
  for (;;) {
    const code = String(randomInt(0, 10_000_000_000)).padStart(10, '0')
    if (!state.giftCodes.has(code)) return code
  }
}

/**
 * A gift checkout's order completed (membership-orders.ts): a gift code for the level bought,
 * valid a year from the venue's today, e-mailed to the giftee with the redeem link
 * `{origin}/{seller}/membership/redeem?gift_code={code}`.
 */
export function issueGiftCode(
  state: SandboxState,
  now: number,
  cart: CartRecord,
  order: OrderRecord,
  ticketGroupId: string,
): GiftCodeRecord {
  const gifteeId = cart.checkout?.giftee_identity_id
  if (!gifteeId) throw new Error(`Sandbox error: cart ${cart.id} issues a gift code without a giftee`)
  const timeZone = state.seed.seller.timezone
  const record: GiftCodeRecord = {
    code: newGiftCode(state),
    role_id: levelRole(state, ticketGroupId).id,
    ticket_group_id: ticketGroupId,
    ...validity(state, venueDate(now, timeZone)),
    exhausted: false,
    giftee_identity_id: gifteeId,
    purchaser_identity_id: order.identity_id,
    ticket_order_id: order.id,
    redeemed_order_id: null,
  }
  state.giftCodes.set(record.code, record)

  const giftee = state.identities.get(gifteeId)
  const purchaser = state.identities.get(order.identity_id)
  const seller = state.seed.seller
  const link = `${cart.checkout?.origin ?? ''}/${seller.name}/membership/redeem?gift_code=${record.code}`
  const level = levelName(state, ticketGroupId)
  const giver = purchaser ? `${purchaser.first_name} ${purchaser.last_name}` : 'Someone'
  if (giftee) {
    state.outbox.push({
      id: `email-${state.nextIds.email++}`,
      to: giftee.email,
      subject: `${giver} gave you a ${level} membership of ${seller.title}`,
      log_context: 'membership_gift',
      ticket_order_ids: [order.id],
      sent_at: venueIsoString(now, timeZone),
      text: [
        `Dear ${giftee.first_name} ${giftee.last_name},`,
        '',
        `${giver} has given you a ${level} membership of ${seller.title}.`,
        '',
        `Your gift code: ${record.code}`,
        `Redeem it by ${venueDate(record.valid_to, timeZone)}: ${link}`,
      ].join('\n'),
    })
  }
  return record
}
