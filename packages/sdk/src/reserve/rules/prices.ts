/**
 * Prices and fees (storefront §3 Ticket type; calls §9 Fees).
 * Pure functions only: no store, no HTTP, no clock reads (the time is a parameter), no DOM.
 */
import { type Id, idKey } from '../../core/ids.js'
import { type Money, centsToMoney, moneyToCents, optionalCents } from '../../core/money.js'
import type {
  DisplayPrice,
  PriceDisplayConfig,
  ReserveEventSettings,
  SessionPickerTabsConfig,
  TicketType,
} from '../types.js'
import type { FlexibleAdmission } from '../types.js'
export type { FlexibleAdmission }

// =============================================================================================
// Prices and fees (storefront §3 Ticket type; calls §9 Fees)
// =============================================================================================

/**
 * calls §9 Fees: the outside fees of a ticket type for a price, in cents: fixed fees ("Service
 * charges") plus percent fees ("Tax") of the price, each rounded to the cent.
 */
export function outsideFeesCents(type: Pick<TicketType, 'outside_fees'>, priceCents: number): number {
  let total = 0
  for (const fee of type.outside_fees ?? []) {
    const value = Number(fee.fee)
    if (!Number.isFinite(value)) continue
    if (fee.type === 'fee_percent_outside') total += Math.round((priceCents * value) / 100)
    else total += moneyToCents(fee.fee)
  }
  return total
}

/**
 * The price a ticket type is advertised at: currency_amount, plus its outside fees only when the
 * event sets advertise_price_including_fees (calls §9 Fees: "shown in price only if
 * advertise_price_including_fees is set"). Null when the type has no price.
 */
export function ticketTypePrice(type: TicketType, advertiseIncludingFees: boolean): Money | null {
  const cents = optionalCents(type.currency_amount)
  if (cents === null) return null
  return centsToMoney(cents + (advertiseIncludingFees ? outsideFeesCents(type, cents) : 0))
}

function findTicketType(types: readonly TicketType[], idOrName: Id | null | undefined): TicketType | undefined {
  if (idOrName === null || idOrName === undefined || idOrName === '') return undefined
  const wanted = idKey(idOrName)
  return types.find((t) => idKey(t.id) === wanted) ?? types.find((t) => t.name === wanted)
}

/** The price_display primary ticket type of an event (matched by id, then name), if it sells it. */
export function priceDisplayType(types: readonly TicketType[], settings: ReserveEventSettings): TicketType | undefined {
  return findTicketType(types, settings.price_display?.primary_ticket_type)
}

/**
 * storefront §3 Event template config price_display: the primary and secondary prices shown for a
 * session or event, each the price of the configured ticket type (matched by id, then name) with
 * its prefix. A price_display naming no type found gives null for that line.
 */
export function priceDisplay(
  types: readonly TicketType[],
  settings: ReserveEventSettings,
): { primary: DisplayPrice | null; secondary: DisplayPrice | null } {
  const advertise = settings.advertise_price_including_fees === true
  const line = (typeRef: Id | null | undefined, prefix: string | null | undefined): DisplayPrice | null => {
    const type = findTicketType(types, typeRef)
    const amount = type ? ticketTypePrice(type, advertise) : null
    return amount === null ? null : { prefix: prefix || null, amount }
  }
  const config = settings.price_display ?? {}
  return {
    primary: line(config.primary_ticket_type, config.primary_prefix),
    secondary: line(config.secondary_ticket_type, config.secondary_prefix),
  }
}

export function priceRange(
  types: readonly TicketType[],
  advertise: boolean,
): { min: number | null; max: number | null } {
  let min: number | null = null
  let max: number | null = null
  for (const type of types) {
    const price = ticketTypePrice(type, advertise)
    if (price === null) continue
    const cents = moneyToCents(price)
    min = min === null ? cents : Math.min(min, cents)
    max = max === null ? cents : Math.max(max, cents)
  }
  return { min, max }
}

/** An event template as the reserve rules read it: meta.reserve_flow and the config records. */
export interface ReserveEventSource {
  meta?: { reserve_flow?: string | null } | null
  config?: Readonly<Record<string, unknown>> | null
}

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1'
}

/**
 * The reserve settings of an event template (storefront §3 Event template meta and config):
 * meta.reserve_flow, config hide_sold_out_sessions, web.session_picker_tabs, price_display and
 * web.ecommerce.advertise_price_including_fees. Flags stored as strings ('true') count as set.
 */
export function reserveEventSettings(event: ReserveEventSource): ReserveEventSettings {
  const config = event.config ?? {}
  const priceDisplayValue = config.price_display
  return {
    reserve_flow: event.meta?.reserve_flow ?? null,
    hide_sold_out_sessions: flag(config.hide_sold_out_sessions),
    session_picker_tabs: (config['web.session_picker_tabs'] as SessionPickerTabsConfig | null | undefined) ?? null,
    price_display:
      typeof priceDisplayValue === 'object' && priceDisplayValue !== null
        ? (priceDisplayValue as PriceDisplayConfig)
        : null,
    advertise_price_including_fees: flag(config['web.ecommerce.advertise_price_including_fees']),
  }
}

/** storefront §3 Event template meta.ticket_date_time value of an event that also sells 'any date' tickets (decision). */
export const FLEXIBLE_TICKET_DATE_TIME = 'flexible'

/**
 * Whether an event sells flexible admission, 'any date' (storefront §1 "Choose a date (or
 * flexible admission with no date)"; §4 "Choosing flexible resets quantities and clears the
 * date"). The spec does not say which events do, so (decisions):
 * - `only`: an event with no dates of its own, event_type `other` (storefront §3: single,
 *   repeating, other) — donations, gift cards, memberships. Flexible is chosen for the visitor;
 *   there is no calendar and no session.
 * - `offered`: a dated event whose meta.ticket_date_time is `flexible`: the date picker offers
 *   'any date' beside the days.
 * - `none`: every other event; the visitor picks a date and a session.
 * @example flexibleAdmission({ event_type: 'other' }) // 'only'
 */
export function flexibleAdmission(event: {
  event_type?: string | null
  meta?: { ticket_date_time?: unknown } | null
}): FlexibleAdmission {
  if (event.event_type === 'other') return 'only'
  return event.meta?.ticket_date_time === FLEXIBLE_TICKET_DATE_TIME ? 'offered' : 'none'
}

/**
 * storefront §2 Reserve page: "a prompt to add an admission event first when an anchor is
 * required". Decision (the spec names the prompt, not the rule): an event whose
 * meta.tickets_must_match_anchor_tickets is set is an add-on whose tickets must match an
 * admission's (storefront §3 Event template meta), so it needs an anchor item (storefront §3 Cart
 * item isAnchor) in the cart first.
 * @example isAnchorRequired({ tickets_must_match_anchor_tickets: true }, []) // true
 */
export function isAnchorRequired(
  meta: { tickets_must_match_anchor_tickets?: unknown } | null | undefined,
  cartItems: readonly { isAnchor: boolean }[],
): boolean {
  return flag(meta?.tickets_must_match_anchor_tickets) && !cartItems.some((item) => item.isAnchor)
}
