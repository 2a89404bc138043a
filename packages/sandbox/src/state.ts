/**
 * The sandbox's mutable state: the seed plus what has been sold and held. `reset()` replaces it
 * with a fresh one (index.ts).
 */
import type { CartRecord } from './records.js'
import type {
  Identity,
  GiftCard,
  GiftCodeRecord,
  LoginSession,
  MembershipRecord,
  OrderRecord,
  OtpRecord,
  OutboxEmail,
  PaymentIntent,
  SavedCardRecord,
} from './records.js'
import { sessionSeats, type SessionSeats } from './seats.js'
import { toCents } from './money.js'
import { createSeed, type Seed, type SeedEvent } from './seed/index.js'
import { backgroundLoad, resolveSeedLoad, type SessionContext } from './sessions.js'
import type { VenueRow } from './types.js'
import { venueDate } from './venue-time.js'

export interface SandboxState {
  seed: Seed
  /** The venue's date when the state was created: seeded bookings are placed from it. */
  anchorDate: string
  /**
   * Tickets sold or held in carts, per session and ticket group. Sessions not in the map carry a
   * stable background load (sessions.ts, backgroundLoad) on their event's first ticket group; a
   * session enters the map (with that load) the first time a cart holds tickets in it.
   */
  sessionUse: Map<string, Map<string, number>>
  /**
   * Seats of seated events' sessions (seats.ts), made on first use. A seated event's use per
   * ticket group is counted from its seats, never from `sessionUse`.
   */
  seats: Map<string, SessionSeats>
  /** Seeded bookings of seated sessions (seed `load`), placed as seats when the session's seats are made. */
  seatLoad: Map<string, number>
  /** Carts by id, pending and expired (carts.ts). Deleted carts are gone. */
  carts: Map<string, CartRecord>
  /** People by identity id: the seed's, and purchasers stored with POST user (payments.ts). */
  identities: Map<string, Identity>
  /** The gift card ledger by card number: the seed's cards and cards bought in orders. */
  giftCards: Map<string, GiftCard>
  /** The sandbox payment provider's intents by id (payments.ts). */
  intents: Map<string, PaymentIntent>
  /** Ticket orders by id, made when a checkout completes. */
  orders: Map<string, OrderRecord>
  /** Memberships by id (memberships.ts): the seeded members' (member-history.ts). */
  memberships: Map<string, MembershipRecord>
  /** Gift of membership codes by code (gifts.ts): the seeded ones and those gift checkouts issued. */
  giftCodes: Map<string, GiftCodeRecord>
  /** Cards members saved (my-orders.ts, GET my/identity/saved_payment_method). */
  savedCards: SavedCardRecord[]
  /** E-mails the sandbox "sent", oldest first (GET /_sandbox/outbox). */
  outbox: OutboxEmail[]
  /** What the feature-flag service stand-in answers (feature-flags.ts), none as seeded. */
  featureFlags: Record<string, boolean>
  /** Login sessions by session id (accounts.ts). */
  logins: Map<string, LoginSession>
  /** Passcodes sent by login/request_otp, by token (accounts.ts). */
  otps: Map<string, OtpRecord>
  /** Password reset tokens, by token (accounts.ts). */
  resetTokens: Map<string, { userId: string; expiresAt: number }>
  /** Single sign-on tokens waiting for their login call, by token (sso.ts). */
  ssoTokens: Map<string, { userId: string; expiresAt: number }>
  /** CityPASS vouchers spent by completed orders (codes.ts). */
  usedVouchers: Set<string>
  /** Counters for readable ids: `cart-1`, `ticket-1`, `order-1`, `pi_sandbox_1`, … */
  nextIds: {
    cart: number
    ticket: number
    order: number
    intent: number
    payment: number
    identity: number
    email: number
  }
  /** Answers of writes by method, path and Idempotency-Key, with the SHA-256 of the body sent. */
  idempotent: Map<string, { body: string; answer: { status: number; body: unknown } }>
}

/** The venue of an event; every seeded event has one. */
export function eventVenue(state: SandboxState, event: SeedEvent): VenueRow {
  const venue = state.seed.venues.find((v) => v.id === event.template.venue_id)
  if (!venue) throw new Error(`Seed error: event ${event.template.id} has no venue ${event.template.venue_id}`)
  return venue
}

/** An event of the seed by id; a sandbox error when there is none (ids come from the sandbox's own records). */
export function eventById(state: SandboxState, id: string): SeedEvent {
  const event = state.seed.events.find((e) => e.template.id === id)
  if (!event) throw new Error(`Sandbox error: no event ${id}`)
  return event
}

/** The group that seeded and background bookings count against: the event's first group. */
function mainGroupId(event: SeedEvent): string | undefined {
  return event.ticket_groups[0]?.id
}

export function createState(now: number, customizeSeed?: (seed: Seed) => void): SandboxState {
  const seed = createSeed()
  customizeSeed?.(seed)
  const anchorDate = venueDate(now, seed.seller.timezone)
  const sessionUse = new Map<string, Map<string, number>>()
  const seatLoad = new Map<string, number>()
  for (const event of seed.events) {
    const groupId = mainGroupId(event)
    for (const [sessionId, used] of resolveSeedLoad(event, anchorDate)) {
      if (event.seating) seatLoad.set(sessionId, used)
      else sessionUse.set(sessionId, new Map(groupId === undefined ? [] : [[groupId, used]]))
    }
  }
  return {
    seed,
    anchorDate,
    sessionUse,
    seats: new Map(),
    seatLoad,
    carts: new Map(),
    identities: new Map(
      seed.identities.map((i) => [
        i.id,
        { ...i, phone: null, address: null, city: null, state: null, zip_code: null, country: null },
      ]),
    ),
    giftCards: new Map(
      seed.gift_cards.map((card) => [
        card.number,
        { number: card.number, balance_cents: toCents(card.balance), state: card.state },
      ]),
    ),
    intents: new Map(),
    orders: new Map(),
    memberships: new Map(),
    giftCodes: new Map(),
    savedCards: [],
    outbox: [],
    featureFlags: {},
    logins: new Map(),
    otps: new Map(),
    resetTokens: new Map(),
    ssoTokens: new Map(),
    usedVouchers: new Set(),
    nextIds: { cart: 1, ticket: 1, order: 1, intent: 1, payment: 1, identity: 1, email: 1 },
    idempotent: new Map(),
  }
}

/** A seated session's seats, made on first use with its seeded load or its background load as booked seats. */
export function seatsOf(state: SandboxState, event: SeedEvent, sessionId: string, capacity: number): SessionSeats {
  return sessionSeats(state.seats, event, sessionId, () => {
    const seeded = state.seatLoad.get(sessionId)
    if (seeded !== undefined) return seeded
    return event.background_load === false ? 0 : backgroundLoad(sessionId, capacity)
  })
}

/** Tickets sold or held per ticket group in a session (a seated session: its seats). */
export function groupUse(
  state: SandboxState,
  event: SeedEvent,
  sessionId: string,
  capacity: number,
): Map<string, number> {
  if (event.seating) return seatsOf(state, event, sessionId, capacity).use
  const recorded = state.sessionUse.get(sessionId)
  if (recorded) return recorded
  const groupId = mainGroupId(event)
  if (groupId === undefined || event.background_load === false) return new Map()
  return new Map([[groupId, backgroundLoad(sessionId, capacity)]])
}

/**
 * Adds `count` tickets (negative to release them) to a session's use by a ticket group. The
 * session's background load is recorded first, so holding tickets never changes what was sold.
 */
export function changeGroupUse(
  state: SandboxState,
  event: SeedEvent,
  sessionId: string,
  capacity: number,
  groupId: string,
  count: number,
): void {
  // A seated session counts its seats: tickets hold and release seats (seats.ts holdSeat, releaseSeat).
  if (event.seating) throw new Error(`Sandbox error: seated event ${event.template.id} changes use through its seats`)
  let use = state.sessionUse.get(sessionId)
  if (!use) {
    use = new Map(groupUse(state, event, sessionId, capacity))
    state.sessionUse.set(sessionId, use)
  }
  const next = (use.get(groupId) ?? 0) + count
  if (next < 0) throw new Error(`Sandbox error: session ${sessionId} group ${groupId} would hold ${next} tickets`)
  use.set(groupId, next)
}

/** What sessions.ts needs to build an event's session rows at an instant. */
export function sessionContext(state: SandboxState, event: SeedEvent, now: number): SessionContext {
  const excluded = new Set(event.ticket_groups.filter((g) => g.exclude_from_event_capacity).map((g) => g.id))
  return {
    timeZone: eventVenue(state, event).timezone,
    anchorDate: state.anchorDate,
    now,
    // A session's used capacity is what its groups sold, less groups kept out of the event's
    // capacity (storefront §3 Ticket group exclude_from_event_capacity).
    usedCapacity: (sessionId, capacity) => {
      let used = 0
      for (const [groupId, sold] of groupUse(state, event, sessionId, capacity))
        if (!excluded.has(groupId)) used += sold
      return used
    },
  }
}

/** What a cart call works on: the state, the sandbox clock's instant and the query. */
export interface CartRequest {
  state: SandboxState
  /** The sandbox clock's instant, in ms. */
  now: number
  query: Record<string, string>
  /** The identity the request acts as: the logged-in member's, else the public identity (accounts.ts). */
  identityId: string
  /** The storefront's origin (gifts.ts siteOrigin), for links in e-mails; absent in unit calls. */
  origin?: string
}
