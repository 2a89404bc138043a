/**
 * Promo codes, CityPASS vouchers, blocking code groups and the cart's prices (storefront §3 Cart
 * cartMods and grand_totals; storefront §5 Promo code and CityPASS; calls §8 Reserve and promo).
 *
 * - A seeded code (seed.ts SeedPromoCode) may unlock a code-required event, take a discount
 *   (a percentage off each eligible ticket, or a fixed amount off the eligible tickets of the
 *   order), and belong to a code group that lifts a blocking code group's block. Codes match
 *   case-insensitively after trimming.
 * - Eligible tickets: those of the code's events (every event when it names none), except
 *   donations, gift cards and memberships, and tickets a CityPASS voucher pays for. Codes apply in
 *   the order they were applied, each on what earlier ones left.
 * - A CityPASS voucher (an event's `web.ecommerce.citypass` patterns) pays for one ticket of its
 *   kind: a child type's name holds the keyword (default child), every other type is adult.
 * - Fees are worked out on the discounted price; a ticket a code makes free carries none
 *   (openapi GrandTotals). Amounts are positive; outstanding = price + fees − discounts − paid.
 */
import type { CartRecord, HeldTicket } from './records.js'
import { ContractError, invalid } from './errors.js'
import { fromCents, toCents } from './money.js'
import type { SeedEvent, SeedPromoCode } from './seed/index.js'
import { eventById, type SandboxState } from './state.js'
import { giftCovers } from './gifts.js'
import type { CartModRow, TicketGroupRow } from './types.js'

/** storefront §5: "Does not match the expected format. Please check your CityPASS code." */
export const citypassFormatMessage = 'Does not match the expected format. Please check your CityPASS code.'

/** Handlers whose tickets no promo code discounts: money given or stored, and memberships. */
const undiscounted: readonly TicketGroupRow['handler'][] = ['donation', 'ledger', 'membership']

function groupOf(state: SandboxState, ticket: HeldTicket): TicketGroupRow | undefined {
  return eventById(state, ticket.event_template_id).ticket_groups.find((g) => g.id === ticket.ticket_group_id)
}

/** A seeded code by its spelling; 400 code_not_found, or code_exhausted when it has no use left. */
export function findPromoCode(state: SandboxState, code: string): SeedPromoCode {
  const known = state.seed.promo_codes.find((c) => c.code.toUpperCase() === code.trim().toUpperCase())
  if (!known) throw new ContractError(400, 'code_not_found', `${code.trim()} is not a valid promo code.`)
  if (known.uses_left !== undefined && known.uses_left <= 0) {
    throw new ContractError(400, 'code_exhausted', `${known.code} has been used as many times as it may be.`)
  }
  return known
}

/**
 * GET code/{code} (calls §7 "GET code/{code} with optional mode advertise,code"; openapi getCode):
 * the seeded promo code as a one-row `code`. A code the seller does not know answers 404
 * code_not_found — CityPASS vouchers included: a voucher is not a promo code, the CityPASS service
 * checks it when it is applied (storefront §5). A code with no use left answers 400 code_exhausted,
 * as applying it would. `mode` (advertise, code) changes nothing here: every seeded code may be
 * looked up by its spelling.
 */
export function lookupPromoCode(state: SandboxState, code: string, mode: string | undefined) {
  if (mode !== undefined && !/^(advertise|code)(,(advertise|code))?$/.test(mode))
    throw invalid('mode is a comma list of advertise and code.')
  const text = code.trim()
  const known = state.seed.promo_codes.find((c) => c.code.toUpperCase() === text.toUpperCase())
  if (!known) throw new ContractError(404, 'code_not_found', `${text} is not a valid promo code.`)
  findPromoCode(state, text)
  return {
    code: { _data: [{ id: `code-${known.code}`, code: known.code, name: known.name, description: known.description }] },
  }
}

// ---------------------------------------------------------------------------------------------
// CityPASS

interface CitypassConfig {
  adult: RegExp
  child: RegExp
  childKeyword: string
}

function citypassConfig(event: SeedEvent): CitypassConfig | null {
  const raw = event.config['web.ecommerce.citypass'] as
    { adult_pattern?: string; child_pattern?: string; child_keyword?: string } | undefined
  if (!raw || typeof raw !== 'object' || !raw.adult_pattern || !raw.child_pattern) return null
  return {
    adult: new RegExp(raw.adult_pattern),
    child: new RegExp(raw.child_pattern),
    childKeyword: (raw.child_keyword ?? 'child').toLowerCase(),
  }
}

/** adult or child when the code matches an event's voucher pattern, else null. */
function voucherKind(config: CitypassConfig, code: string): 'adult' | 'child' | null {
  if (config.adult.test(code)) return 'adult'
  if (config.child.test(code)) return 'child'
  return null
}

/** Whether a code is a voucher of any CityPASS event of the seller (so it is never a promo code). */
function isVoucherAnywhere(state: SandboxState, code: string): boolean {
  return state.seed.events.some((event) => {
    const config = citypassConfig(event)
    return config !== null && voucherKind(config, code) !== null
  })
}

/**
 * A CityPASS voucher pays for one held ticket of its kind of an event that takes CityPASS
 * (storefront §5). Refused: a voucher the CityPASS service has seen redeemed (citypass_failure),
 * no ticket it can pay for (no_code_benefit). The same voucher twice changes nothing.
 */
function applyVoucher(state: SandboxState, cart: CartRecord, code: string): void {
  if (cart.tickets.some((t) => t.citypass === code)) return
  if (state.seed.settings.citypass_redeemed.includes(code) || state.usedVouchers.has(code)) {
    throw new ContractError(400, 'citypass_failure', `CityPASS ${code} has already been used.`)
  }
  let kindAsked: 'adult' | 'child' | null = null
  for (const ticket of cart.tickets) {
    if (ticket.state !== 'in_cart' || ticket.citypass !== null) continue
    const event = eventById(state, ticket.event_template_id)
    const config = citypassConfig(event)
    if (!config) continue
    const kind = voucherKind(config, code)
    if (!kind) continue
    kindAsked = kind
    const type = event.ticket_types.find((t) => t.id === ticket.ticket_type_id)
    const isChild = type?.name.toLowerCase().includes(config.childKeyword) ?? false
    if ((kind === 'child') === isChild) {
      ticket.citypass = code
      return
    }
  }
  throw new ContractError(
    400,
    'no_code_benefit',
    kindAsked
      ? `This cart has no ${kindAsked} ticket for CityPASS ${code} to pay for.`
      : `No ticket in this cart takes CityPASS ${code}.`,
  )
}

// ---------------------------------------------------------------------------------------------
// Prices

export interface TicketPrice {
  face: number
  discount: number
  /** face − discount. */
  adjusted: number
  fixedFee: number
  percentFee: number
}

export interface CartPricing {
  tickets: Map<string, TicketPrice>
  /** Discount per applied code, by code. */
  byCode: Map<string, number>
  /** Events whose blocking code group blocks the cart, with the group. */
  blocks: { event: SeedEvent; activating_code_groups: string[]; description: string }[]
  face: number
  fixedFees: number
  percentFees: number
  discounts: number
  /** Succeeded and authorised (requires_capture) payments. */
  paid: number
  /** The seller's card fee (SeedSettings.card_fee) when the cart holds tickets of its events and costs something, else 0. */
  cardFee: number
  /** price + fees − discounts + card fee: what the order costs. */
  total: number
  outstanding: number
}

function eligible(state: SandboxState, code: SeedPromoCode, ticket: HeldTicket): boolean {
  if (ticket.citypass !== null) return false
  const group = groupOf(state, ticket)
  if (!group || undiscounted.includes(group.handler)) return false
  return code.event_ids === undefined || code.event_ids.includes(ticket.event_template_id)
}

/**
 * The tickets a cart's prices count: every ticket but cancelled ones (order-cancel.ts) and, while
 * the cart holds a change of its order, those the change takes out (order-edits.ts). A change's
 * totals are the order's as it would become: its kept and added tickets, against what was paid.
 */
export function countedTickets(cart: CartRecord): HeldTicket[] {
  const leaving = new Set(cart.edit?.remove_ids ?? [])
  return cart.tickets.filter((t) => t.state !== 'cancelled' && !leaving.has(t.id))
}

/**
 * The cart's prices with its codes, vouchers and payments (see the module doc), over its counted
 * tickets. Outstanding is never below 0: what was paid beyond the total (an order whose tickets
 * were cancelled) is not owed back by the sandbox, which refunds nothing.
 */
export function priceCart(state: SandboxState, cart: CartRecord): CartPricing {
  const counted = countedTickets(cart)
  // A CityPASS voucher pays for its ticket, a gift code being redeemed for its level's (gifts.ts).
  const discounts = new Map<string, number>(
    counted.map((t) => [t.id, t.citypass !== null || giftCovers(cart, t) ? t.face_value_cents : 0]),
  )
  const byCode = new Map<string, number>()
  for (const name of cart.codes) {
    const code = state.seed.promo_codes.find((c) => c.code === name)
    if (!code?.discount) continue
    let taken = 0
    let amountLeft = 'amount' in code.discount ? toCents(code.discount.amount) : 0
    for (const ticket of counted) {
      if (!eligible(state, code, ticket)) continue
      const left = ticket.face_value_cents - discounts.get(ticket.id)!
      const off =
        'percent' in code.discount ? Math.round((left * code.discount.percent) / 100) : Math.min(left, amountLeft)
      if ('amount' in code.discount) amountLeft -= off
      discounts.set(ticket.id, discounts.get(ticket.id)! + off)
      taken += off
    }
    byCode.set(code.code, taken)
  }

  const tickets = new Map<string, TicketPrice>()
  let face = 0
  let fixedFees = 0
  let percentFees = 0
  let discount = 0
  for (const ticket of counted) {
    const type = eventById(state, ticket.event_template_id).ticket_types.find((t) => t.id === ticket.ticket_type_id)
    const off = discounts.get(ticket.id)!
    const adjusted = ticket.face_value_cents - off
    // A ticket a code or voucher makes free carries no fees (openapi GrandTotals).
    const madeFree = adjusted === 0 && off > 0
    let fixedFee = 0
    let percentFee = 0
    for (const fee of madeFree ? [] : (type?.outside_fees ?? [])) {
      if (fee.type === 'fee_fixed_outside') fixedFee += toCents(fee.fee)
      else percentFee += Math.round((adjusted * Number(fee.fee)) / 100)
    }
    tickets.set(ticket.id, { face: ticket.face_value_cents, discount: off, adjusted, fixedFee, percentFee })
    face += ticket.face_value_cents
    fixedFees += fixedFee
    percentFees += percentFee
    discount += off
  }

  const blocks: CartPricing['blocks'] = []
  const groupsApplied = new Set(
    cart.codes.flatMap((name) => state.seed.promo_codes.find((c) => c.code === name)?.code_group ?? []),
  )
  for (const id of new Set(counted.map((t) => t.event_template_id))) {
    const event = eventById(state, id)
    const block = event.blocking_code_group
    if (block && !block.activating_code_groups.some((group) => groupsApplied.has(group)))
      blocks.push({ event, ...block })
  }

  const paid = cart.payments
    .filter((p) => p.status === 'succeeded' || p.status === 'requires_capture')
    .reduce((sum, p) => sum + p.amount_cents, 0)
  // storefront §3 Cart card fee: once per order of the configured events, unless nothing is owed.
  const feeConfig = state.seed.settings.card_fee
  const beforeCardFee = face + fixedFees + percentFees - discount
  const cardFee =
    feeConfig && beforeCardFee > 0 && counted.some((t) => feeConfig.event_ids.includes(t.event_template_id))
      ? toCents(feeConfig.amount)
      : 0
  const total = beforeCardFee + cardFee
  return {
    tickets,
    byCode,
    blocks,
    face,
    fixedFees,
    percentFees,
    discounts: discount,
    paid,
    cardFee,
    total,
    outstanding: Math.max(0, total - paid),
  }
}

/** storefront §3 cartMods: applied codes with their discount, CityPASS vouchers, and blocks. */
export function cartModRows(
  state: SandboxState,
  cart: CartRecord,
  pricing: CartPricing = priceCart(state, cart),
): CartModRow[] {
  const rows: CartModRow[] = []
  for (const name of cart.codes) {
    const code = state.seed.promo_codes.find((c) => c.code === name)
    if (!code) continue
    const eventId = code.event_ids?.[0] ?? code.unlocks_event_ids[0] ?? null
    rows.push({
      id: `cartmod-${cart.id}-${code.code}`,
      name: code.code,
      description: code.description,
      resource: eventId === null ? null : 'event_template',
      resource_id: eventId,
      discount: fromCents(pricing.byCode.get(code.code) ?? 0),
      blocking_checkout: false,
      activating_code_groups: [],
    })
  }
  const giftCode = cart.membership?.gift_code
  if (giftCode) {
    const covered = cart.tickets.filter((t) => giftCovers(cart, t))
    rows.push({
      id: `cartmod-${cart.id}-gift-${giftCode}`,
      name: giftCode,
      description: 'Gift of membership',
      resource: 'ticket_group',
      resource_id: cart.membership?.ticket_group_id ?? null,
      discount: fromCents(covered.reduce((sum, t) => sum + t.face_value_cents, 0)),
      blocking_checkout: false,
      activating_code_groups: [],
    })
  }
  for (const ticket of cart.tickets) {
    if (ticket.citypass === null) continue
    rows.push({
      id: `cartmod-${cart.id}-${ticket.citypass}`,
      name: ticket.citypass,
      description: 'CityPASS voucher',
      resource: 'ticket',
      resource_id: ticket.id,
      discount: fromCents(ticket.face_value_cents),
      blocking_checkout: false,
      activating_code_groups: [],
    })
  }
  for (const block of pricing.blocks) {
    rows.push({
      id: `cartmod-${cart.id}-block-${block.event.template.id}`,
      name: 'Code required',
      description: block.description,
      resource: 'event_template',
      resource_id: block.event.template.id,
      discount: fromCents(0),
      blocking_checkout: true,
      activating_code_groups: [...block.activating_code_groups],
    })
  }
  return rows
}

// ---------------------------------------------------------------------------------------------
// POST my/cart/{id}/apply_code

/**
 * Applies a code to a cart (calls §7 apply_code; calls §8 promo errors): a CityPASS voucher pays
 * for a ticket; a promo code is added once. A code must do something for this cart: unlock one
 * of its events or an event it may reserve (unlock codes always may: the code dialog applies them
 * before the reserve), discount a ticket it holds, or lift a block; otherwise no_code_benefit.
 */
export function applyCode(state: SandboxState, cart: CartRecord, body: unknown): void {
  const raw = typeof body === 'object' && body !== null ? (body as { code?: unknown; citypass?: unknown }) : {}
  // openapi ApplyCode: "A promo code (2 to 35, trimmed) or a blocked-cart code (min 2)" (calls §5).
  if (typeof raw.code !== 'string' || raw.code.trim().length < 2)
    throw invalid('The body is { code }: a code of at least 2 characters.')
  if (raw.citypass !== undefined && typeof raw.citypass !== 'boolean') throw invalid('citypass is true or false.')
  const text = raw.code.trim()

  if (isVoucherAnywhere(state, text)) return applyVoucher(state, cart, text)
  if (raw.citypass === true) throw new ContractError(400, 'invalid_citypass', citypassFormatMessage)
  if (text.length > 35) throw invalid('A promo code is 2 to 35 characters.')

  const code = findPromoCode(state, text)
  if (cart.codes.includes(code.code)) return
  const held = cart.tickets.filter((t) => t.state === 'in_cart')
  // An event's or a membership level's code-required rule (the Patron invitation, membership-reserve.ts).
  const unlocks = code.unlocks_event_ids.length > 0 || (code.unlocks_ticket_group_ids ?? []).length > 0
  const discounts = code.discount !== undefined && held.some((t) => eligible(state, code, t))
  const lifts =
    code.code_group !== undefined &&
    priceCart(state, cart).blocks.some((block) => block.activating_code_groups.includes(code.code_group!))
  if (!unlocks && !discounts && !lifts)
    throw new ContractError(400, 'no_code_benefit', `${code.code} gives no benefit to the tickets in this cart.`)
  cart.codes.push(code.code)
}

/** An order completed with these codes and vouchers: limited codes lose a use, vouchers are spent. */
export function spendCodes(state: SandboxState, cart: CartRecord): void {
  for (const name of cart.codes) {
    const code = state.seed.promo_codes.find((c) => c.code === name)
    if (code?.uses_left !== undefined) code.uses_left = Math.max(0, code.uses_left - 1)
  }
  for (const ticket of cart.tickets) if (ticket.citypass !== null) state.usedVouchers.add(ticket.citypass)
}
