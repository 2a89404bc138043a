/**
 * Seats of seated events per session (storefront §3 Seat, Seat map; storefront §4 Seats):
 * which seats are sold and which are held by a cart, the seat map answer, and the holds the
 * carts take and release.
 *
 * - A seated event (`SeedEvent.seating`) sells by seat: its plan (seat-plans.ts) is built on
 *   first use and cached for the process (plans are pure and deterministic), so a stress hall
 *   costs nothing until someone asks for it.
 * - A session's seats are made on first use: the seeded bookings are blocks of 2–6 adjacent
 *   seats picked by a PRNG seeded with the session id, as many as the session's seeded load
 *   (seed `load`) or its stable background load (sessions.ts) — the same seats on every run.
 * - Use per ticket group (state.ts `groupUse`) is counted from the seats: a sold seat counts
 *   against its zone's group, a held one against the group of the ticket that holds it. The
 *   sessions, ticket groups and calendar therefore show exactly the seats that are taken.
 * - Wire states (openapi Seat): available, booked (sold or held in any cart), unavailable (not
 *   on sale). `selected` is the client's; `held_by_cart` tells the asking cart its own seats.
 */
import { ContractError, notFound } from './errors.js'
import type { SeedEvent } from './seed/index.js'
import {
  cachedPlan,
  hashString,
  seededRandom,
  stressHall,
  stressSeatCount,
  type PlanSeat,
  type SeatAttribute,
  type SeatPlan,
} from './seat-plans.js'

/** How one session's seats stand. */
export interface SessionSeats {
  /** Seats sold, with the ticket group they count against: the seeded bookings (their zone), then seats of completed orders. */
  sold: Map<string, string>
  /** Seats held by a cart's ticket, by seat id. */
  held: Map<string, { cart_id: string; ticket_group_id: string }>
  /** Seats sold or held per ticket group (sold seats count against their zone). */
  use: Map<string, number>
}

/** The event's hall plan, built on first use and kept for the process (seat-plans.ts cachedPlan). */
export function planOf(event: SeedEvent): SeatPlan {
  const seating = event.seating
  if (!seating) throw new Error(`Sandbox error: ${event.template.id} has no seats`)
  return cachedPlan(seating.plan_id, seating.build)
}

/**
 * Picks `count` sellable seats in blocks of 2 to 6 neighbours along a row, with a PRNG seeded
 * from the session id: a booked hall looks like parties of friends, and is the same every run.
 */
export function seededBookings(plan: SeatPlan, sessionId: string, count: number): Map<string, string> {
  const sold = new Map<string, string>()
  const sellable = plan.seats.filter((s) => !s.unavailable)
  const target = Math.min(count, sellable.length)
  const random = seededRandom(hashString(sessionId))
  while (sold.size < target) {
    let seat: PlanSeat | undefined = sellable[Math.floor(random() * sellable.length)]
    let party = 2 + Math.floor(random() * 5)
    while (seat && party > 0 && sold.size < target && !seat.unavailable && !sold.has(seat.id)) {
      sold.set(seat.id, seat.ticket_groups[0] ?? '')
      party--
      seat = seat.next === null ? undefined : plan.byId.get(seat.next)
    }
  }
  return sold
}

/** Seat use per ticket group, counted once when a session's seats are made. */
function countUse(sold: Map<string, string>): Map<string, number> {
  const use = new Map<string, number>()
  for (const group of sold.values()) use.set(group, (use.get(group) ?? 0) + 1)
  return use
}

/**
 * A session's seats, made on first use. `seededCount` is how many seats the seed sold in the
 * session (its load, or its background load): chosen here as seat blocks.
 */
export function sessionSeats(
  sessions: Map<string, SessionSeats>,
  event: SeedEvent,
  sessionIdValue: string,
  seededCount: () => number,
): SessionSeats {
  let seats = sessions.get(sessionIdValue)
  if (!seats) {
    const plan = planOf(event)
    const sold = seededBookings(plan, sessionIdValue, seededCount())
    seats = { sold, held: new Map(), use: countUse(sold) }
    sessions.set(sessionIdValue, seats)
  }
  return seats
}

const bump = (use: Map<string, number>, group: string, by: number) => use.set(group, (use.get(group) ?? 0) + by)

/** Holds a seat for a cart's ticket of `groupId`. The caller has checked that the seat is free. */
export function holdSeat(seats: SessionSeats, seatId: string, cartId: string, groupId: string): void {
  if (seats.sold.has(seatId) || seats.held.has(seatId)) throw new Error(`Sandbox error: seat ${seatId} is taken`)
  seats.held.set(seatId, { cart_id: cartId, ticket_group_id: groupId })
  bump(seats.use, groupId, 1)
}

/** Releases a held seat (the ticket was removed, or its cart expired or was deleted). */
export function releaseSeat(seats: SessionSeats, seatId: string): void {
  const hold = seats.held.get(seatId)
  if (!hold) throw new Error(`Sandbox error: seat ${seatId} is not held`)
  seats.held.delete(seatId)
  bump(seats.use, hold.ticket_group_id, -1)
}

/**
 * Sells a held seat (its order completed). It keeps counting against the group of the ticket
 * that held it, so the session's use does not change.
 */
export function sellSeat(seats: SessionSeats, seatId: string): void {
  const hold = seats.held.get(seatId)
  if (!hold) throw new Error(`Sandbox error: seat ${seatId} is not held`)
  seats.held.delete(seatId)
  seats.sold.set(seatId, hold.ticket_group_id)
}

/** Puts a sold seat back on sale (its ticket was cancelled: order-cancel.ts). */
export function unsellSeat(seats: SessionSeats, seatId: string): void {
  const group = seats.sold.get(seatId)
  if (group === undefined) throw new Error(`Sandbox error: seat ${seatId} is not sold`)
  seats.sold.delete(seatId)
  bump(seats.use, group, -1)
}

/** Whether a seat can be held now: on sale, not sold, not held by any cart. */
export function seatIsFree(seat: PlanSeat, seats: SessionSeats): boolean {
  return !seat.unavailable && !seats.sold.has(seat.id) && !seats.held.has(seat.id)
}

/** A seat of the plan by id, or by its name (openapi ReserveTicket: `seat` is deprecated). */
export function findPlanSeat(
  plan: SeatPlan,
  ref: { seat_id: string | null; seat: string | null },
): PlanSeat | undefined {
  if (ref.seat_id !== null) return plan.byId.get(ref.seat_id)
  if (ref.seat !== null) return plan.byName.get(ref.seat)
  return undefined
}

/** 409 seat_unavailable (openapi CartModify; the spec names no code): the picker refreshes and says so. */
export function seatUnavailable(taken: PlanSeat[]): ContractError {
  const names = taken.map((s) => s.name)
  const description =
    names.length === 1
      ? `Seat ${names[0]} is no longer available. Please choose another seat.`
      : `Seats ${names.join(', ')} are no longer available. Please choose other seats.`
  return new ContractError(409, 'seat_unavailable', description, 'reserve', { seat_ids: taken.map((s) => s.id) })
}

// ---------------------------------------------------------------------------------------------
// The seat map answer (openapi SeatMapResponse)

export interface SeatRow {
  id: string
  name: string
  section: string
  row: string
  x: number
  y: number
  r: number
  state: 'available' | 'booked' | 'unavailable'
  seat_template_id: string
  ticket_groups: string[]
  previous: string | null
  next: string | null
  attributes?: SeatAttribute[]
  held_by_cart?: boolean
}

export function seatMapRow(plan: SeatPlan) {
  return {
    id: plan.id,
    name: plan.name,
    width: plan.width,
    height: plan.height,
    other_elements: plan.other_elements,
    map_geometry: { seat_count: plan.seats.length, sections: plan.sections },
  }
}

/**
 * Every seat with its state in this session. With `cartId`, each seat says whether that cart
 * holds it. Plans are shared, so rows are new objects (never the plan's own).
 */
export function seatRows(plan: SeatPlan, seats: SessionSeats, cartId: string | null): SeatRow[] {
  return plan.seats.map((seat) => {
    const hold = seats.held.get(seat.id)
    const state = seat.unavailable ? 'unavailable' : hold || seats.sold.has(seat.id) ? 'booked' : 'available'
    const row: SeatRow = {
      id: seat.id,
      name: seat.name,
      section: seat.section,
      row: seat.row,
      x: seat.x,
      y: seat.y,
      r: seat.r,
      state,
      seat_template_id: plan.id,
      ticket_groups: seat.ticket_groups,
      previous: seat.previous,
      next: seat.next,
    }
    if (seat.attributes.length > 0) row.attributes = seat.attributes
    if (cartId !== null) row.held_by_cart = hold?.cart_id === cartId
    return row
  })
}

/** A seat map answer (openapi SeatMapResponse) as `GET …/seat_map` sends it to a visitor without a cart. */
export interface SeatMapAnswer {
  seat_map: { _data: ReturnType<typeof seatMapRow>[] }
  seat: { _data: SeatRow[] }
}

/**
 * The seat map answer of a stress hall (seat-plans.ts `stressHall`) of `seatCount` seats with a
 * third of them sold by the seeded bookings of `sessionId`: the maps bench/ measures, built by the
 * same generator the stress events use. Deterministic: the same arguments, the same answer.
 * @param seatCount a positive multiple of 1,000 (a stress hall grows by a block in each of its two tiers)
 * @example stressSeatMap(50_000).seat._data.length // 50000
 */
export function stressSeatMap(seatCount: number, sessionId = 'bench'): SeatMapAnswer {
  const blocksPerTier = seatCount / stressSeatCount(1)
  if (!Number.isInteger(blocksPerTier) || blocksPerTier < 1) {
    throw new RangeError(`stressSeatMap: ${seatCount} seats is not a positive multiple of ${stressSeatCount(1)}`)
  }
  const plan = stressHall(`stress-bench-${seatCount}`, `Stress Hall ${seatCount / 1000}k`, blocksPerTier, 'standard')
  const sold = seededBookings(plan, sessionId, Math.round(plan.seats.length / 3))
  return {
    seat_map: { _data: [seatMapRow(plan)] },
    seat: { _data: seatRows(plan, { sold, held: new Map(), use: new Map() }, null) },
  }
}

/** 404 for an event sold without seats (openapi getSessionSeatMap). */
export function noSeatMap(): ContractError {
  return notFound('seat_map')
}
