import { catalogueEntryFor, type FoyerError, type Result } from '../errors/index.js'
import type { Http } from '../http/client.js'
import type { MessageParams } from '../i18n/types.js'
import type { Clock, TimerHandle } from '../store/clock.js'
import type { StorefrontEmitter } from '../store/events.js'
import { createStore, type ReadableStore } from '../store/store.js'
import type { SeatMessageKey } from './messages.js'
import {
  bestAvailable,
  clickSeat,
  isGroupSeated,
  pickerTransition,
  PICKER_RENDERING_MS,
  readSeatMap,
  seatAllowsGroup,
  seatAssignments,
  seatMismatchProblems,
  seatsNeeded,
  seatsWanted,
  selectedIds,
  withSeatStates,
  type SeatClickOutcome,
  type SeatMapModel,
} from './rules/index.js'
import {
  SEAT_AVAILABLE,
  SEAT_BOOKED,
  type PickerCloseReason,
  type PickerMode,
  type PickerStatus,
  type SeatAssignment,
  type SeatAttribute,
  type SeatDemand,
  type SeatMapResponse,
  type SeatProblem,
  type SelectedSeat,
} from './types.js'

/** Where the seat map's data is: not asked, loading, read, or failed (`error`). */
export type SeatMapStatus = 'idle' | 'loading' | 'ready' | 'error'

/** A message the picker shows once, beside the map (not a problem of the selection). */
export interface SeatNotice {
  kind: 'seat_taken' | 'not_for_tickets' | 'best_available_apart' | 'no_best_available'
  messageKey: SeatMessageKey
  params?: MessageParams
  /** The seats concerned (the seats taken meanwhile). */
  seatIds?: readonly string[]
}

/** The snapshot of a seat picker. */
export interface SeatPickerState {
  /** storefront §4 Seats: closed, rendering (50 ms), open. */
  status: PickerStatus
  /** storefront §4 Seats: the mode it opened in. */
  mode: PickerMode
  mapStatus: SeatMapStatus
  /** The seat map, indexed; null until loaded. Never mutated: a change makes a new model. */
  model: SeatMapModel | null
  /** The seated groups and their quantities, from the reserve page (`setDemand`). */
  demand: SeatDemand[]
  /** The seats chosen in the open picker, in the order they were chosen. */
  selection: SelectedSeat[]
  /** The seats the visitor confirmed ('Confirm Selection'): what the reserve submits. */
  confirmed: SelectedSeat[]
  /** storefront §5: how `selection` fails to match the quantities ([] when it matches). */
  problems: SeatProblem[]
  /** storefront §5: how `confirmed` fails to match the quantities, for the reserve page. */
  confirmedProblems: SeatProblem[]
  /**
   * storefront §5 "seat selection is complete": every seated group's confirmed seats match its
   * quantities. True when no seated tickets are chosen.
   */
  complete: boolean
  /** What the last click or pick did, for an announcement. */
  lastChange: { kind: 'selected' | 'deselected'; seatIds: string[] } | null
  notice: SeatNotice | null
  /** Why the map could not be loaded (calls §8), with `mapStatus: 'error'`. */
  error: FoyerError | null
}

/** What a seat picker needs from the storefront. */
export interface SeatPickerDeps {
  http: Http
  clock: Clock
  /**
   * The storefront's domain events: a 409 seat_unavailable of any request (the reserve's cart
   * modify) marks those seats taken here. @default none: call `seatsTaken` yourself
   */
  events?: StorefrontEmitter
}

/** The session whose seats are picked. */
export interface SeatPickerTarget {
  eventId: string
  sessionId: string
  /**
   * The visitor's cart, sent as `cart_id` so the seats it holds come back `held_by_cart` (shown
   * 'In your cart'). A function is read at each load, as the cart may be made later.
   */
  cartId?: string | null | (() => string | null)
}

/** What 'Confirm Selection' gives: the confirmed seats, or the problems that keep it open (storefront §5). */
export type ConfirmResult = { data: SelectedSeat[]; error?: undefined } | { data?: undefined; error: SeatProblem[] }

/** The seat picker: the store and its actions. */
export interface SeatPicker extends ReadableStore<SeatPickerState> {
  readonly eventId: string
  readonly sessionId: string
  /**
   * 'Find seats' (storefront §2): starts rendering, and 50 ms later (`PICKER_RENDERING_MS`, on the
   * injected clock) the picker is open (storefront §4 Seats). Loads the map when it is not loaded.
   * The selection starts from the confirmed seats (or from the draft left by 'Change Tickets').
   * @default mode the mode it last opened in ('desktop' at first)
   */
  open(mode?: PickerMode): void
  /**
   * Closes the picker (storefront §4 Seats: "on confirm, back or Change Tickets"):
   * - `confirm` is `confirm()`;
   * - `back` drops the changes made since it opened;
   * - `change_tickets` keeps them as a draft (not confirmed) for when the visitor returns from the
   *   quantities.
   */
  close(reason: PickerCloseReason): void
  /**
   * 'Confirm Selection': when the selection matches the quantities (storefront §5), it becomes the
   * confirmed seats and the picker closes; otherwise nothing changes and the problems are returned
   * (they are in `problems` too).
   */
  confirm(): ConfirmResult
  /** Reads the seat map again (`GET events/{id}/sessions/{sessionId}/seat_map`). */
  load(): Promise<Result<SeatMapModel>>
  /** A click on a seat: select with auto-pick, or deselect (see `clickSeat`). */
  click(seatId: string): SeatClickOutcome
  /**
   * The list path's checkbox: deselects a selected seat, or selects this one seat (no auto-pick:
   * the list names each seat) for the first seated group that may use it and still needs seats.
   */
  toggle(seatId: string): SeatClickOutcome
  /**
   * 'Best available' (the list path): the group's seats are replaced by the best seats for its
   * quantity (`bestAvailable`), with the list's attribute filter.
   */
  pickBestAvailable(ticketGroupId: string, options?: { filter?: readonly SeatAttribute[] }): string[]
  /**
   * The reserve page's seated groups and quantities (`seatDemand(groups, quantities)`); seats of
   * groups no longer offered are dropped. The same demand again is a no-op, so it can be passed
   * on every change of the page.
   */
  setDemand(demand: readonly SeatDemand[]): void
  /**
   * A 409 seat_unavailable (calls §8; `_extra.seat_ids`): those seats are marked booked, dropped
   * from the selection and the confirmed seats, the visitor is told ('seats.seatTaken', or the
   * catalogue's message for the code when it has one) and the map is read again. Returns whether
   * the error was a seat_unavailable about this map.
   */
  seatsTaken(error: FoyerError): boolean
  /** storefront §5 Seats for the reserve page: whether a group's confirmed seats match its quantities. */
  isConfirmed(ticketGroupId: string): boolean
  /** The confirmed seats as cart lines (one per seat, with its ticket type) for the reserve payload. */
  assignments(): SeatAssignment[]
  /** Forgets the notice. */
  dismissNotice(): void
  /** Stops the timer, the event listener and any load in flight. */
  dispose(): void
}

function sameDemand(a: readonly SeatDemand[], b: readonly SeatDemand[]): boolean {
  return (
    a.length === b.length &&
    a.every((group, g) => {
      const other = b[g] as SeatDemand
      return (
        group.ticketGroupId === other.ticketGroupId &&
        group.name === other.name &&
        group.types.length === other.types.length &&
        group.types.every((t, k) => {
          const u = other.types[k]
          return u !== undefined && t.ticketTypeId === u.ticketTypeId && t.name === u.name && t.quantity === u.quantity
        })
      )
    })
  )
}

/**
 * A seat picker for one session (storefront §2 Seat picker, §4 Seats, §5). The template's 'Find
 * seats' button opens it, the seat map dialog works on `selection`, and the reserve page reads
 * `complete`, `confirmedProblems` and `assignments()`.
 *
 * @example
 * const picker = createSeatPicker({ http: storefront.http, clock: storefront.options.clock, events: storefront.events },
 *   { eventId: 'chamber-music', sessionId: 's1' })
 * picker.setDemand(seatDemand(reserve.getSnapshot().ticketGroups, reserve.getSnapshot().quantities))
 * picker.open('desktop')            // status 'rendering', then 'open' after 50 ms
 * await picker.load()
 * picker.click('STL-C-12')          // selects C12 and its neighbours for the quantity
 * picker.confirm()                  // closes; picker.getSnapshot().complete === true
 */
export function createSeatPicker(deps: SeatPickerDeps, target: SeatPickerTarget): SeatPicker {
  const { http, clock } = deps
  const { eventId, sessionId } = target
  const store = createStore<SeatPickerState>({
    status: 'closed',
    mode: 'desktop',
    mapStatus: 'idle',
    model: null,
    demand: [],
    selection: [],
    confirmed: [],
    problems: [],
    confirmedProblems: [],
    complete: true,
    lastChange: null,
    notice: null,
    error: null,
  })
  // 'Change Tickets' leaves the selection as a draft; 'back' and 'confirm' do not.
  let keepDraft = false
  let renderTimer: TimerHandle | null = null
  let loadCall = 0
  let loadAbort: AbortController | null = null

  /** Every change goes through here, so the problems always follow the selection and demand. */
  function commit(patch: Partial<SeatPickerState>) {
    const current = store.getSnapshot()
    const demand = patch.demand ?? current.demand
    const selection = patch.selection ?? current.selection
    const confirmed = patch.confirmed ?? current.confirmed
    const confirmedProblems = seatMismatchProblems(demand, confirmed)
    const next: SeatPickerState = {
      ...current,
      ...patch,
      problems: seatMismatchProblems(demand, selection),
      confirmedProblems,
      complete: confirmedProblems.length === 0,
    }
    store.setState(() => next)
  }

  function cartIdNow(): string | null {
    return typeof target.cartId === 'function' ? target.cartId() : (target.cartId ?? null)
  }

  function clearRenderTimer() {
    if (renderTimer !== null) clock.clearTimeout(renderTimer)
    renderTimer = null
  }

  /** Seats that can no longer be theirs (taken meanwhile) leave the selection and the confirmed seats. */
  function stillFree(model: SeatMapModel, seats: readonly SelectedSeat[]): { kept: SelectedSeat[]; dropped: string[] } {
    const kept: SelectedSeat[] = []
    const dropped: string[] = []
    for (const seat of seats) {
      const index = model.indexOf(seat.seatId)
      if (index !== -1 && model.state[index] === SEAT_AVAILABLE && seatAllowsGroup(model, index, seat.ticketGroupId)) kept.push(seat)
      else dropped.push(seat.seatId)
    }
    return { kept, dropped }
  }

  async function load(): Promise<Result<SeatMapModel>> {
    const call = ++loadCall
    loadAbort?.abort()
    const abort = new AbortController()
    loadAbort = abort
    commit({ mapStatus: 'loading', error: null })
    const cartId = cartIdNow()
    const result = await http.get(
      '/events/{id}/sessions/{sessionId}/seat_map',
      { params: { path: { id: eventId, sessionId }, query: cartId ? { cart_id: cartId } : {} } },
      { signal: abort.signal },
    )
    if (call !== loadCall) return result.error ? { error: result.error } : { data: readSeatMap(result.data as SeatMapResponse) }
    loadAbort = null
    if (result.error) {
      commit({ mapStatus: 'error', error: result.error })
      return { error: result.error }
    }
    const model = readSeatMap(result.data as SeatMapResponse, { cartId })
    const current = store.getSnapshot()
    const selection = stillFree(model, current.selection)
    const confirmed = stillFree(model, current.confirmed)
    const dropped = [...new Set([...selection.dropped, ...confirmed.dropped])]
    commit({
      mapStatus: 'ready',
      model,
      selection: selection.kept,
      confirmed: confirmed.kept,
      error: null,
      ...(dropped.length > 0 ? { notice: { kind: 'seat_taken', messageKey: 'seats.seatTaken', seatIds: dropped } } : {}),
    })
    return { data: model }
  }

  function open(mode?: PickerMode) {
    const current = store.getSnapshot()
    const status = pickerTransition(current.status, { type: 'open' })
    if (status === current.status) return
    commit({
      status,
      mode: mode ?? current.mode,
      selection: keepDraft ? current.selection : current.confirmed,
      lastChange: null,
    })
    keepDraft = false
    clearRenderTimer()
    renderTimer = clock.setTimeout(() => {
      renderTimer = null
      const now = store.getSnapshot().status
      commit({ status: pickerTransition(now, { type: 'rendered' }) })
    }, PICKER_RENDERING_MS)
    if (current.mapStatus === 'idle' || current.mapStatus === 'error') void load()
  }

  function close(reason: PickerCloseReason) {
    if (reason === 'confirm') {
      confirm()
      return
    }
    const current = store.getSnapshot()
    if (current.status === 'closed') return
    clearRenderTimer()
    keepDraft = reason === 'change_tickets'
    commit({
      status: pickerTransition(current.status, { type: 'close', reason }),
      selection: keepDraft ? current.selection : current.confirmed,
    })
  }

  function confirm(): ConfirmResult {
    const current = store.getSnapshot()
    const problems = seatMismatchProblems(current.demand, current.selection)
    if (problems.length > 0) return { error: problems }
    clearRenderTimer()
    keepDraft = false
    commit({
      status: pickerTransition(current.status, { type: 'close', reason: 'confirm' }),
      confirmed: current.selection,
      notice: null,
    })
    return { data: current.selection }
  }

  function applyClick(outcome: SeatClickOutcome): SeatClickOutcome {
    if (outcome.outcome === 'refused') {
      if (outcome.reason === 'not_for_tickets') {
        commit({ notice: { kind: 'not_for_tickets', messageKey: 'seats.notForTickets' } })
      }
      return outcome
    }
    const notice = store.getSnapshot().notice
    commit({
      selection: outcome.selection,
      lastChange: { kind: outcome.outcome, seatIds: outcome.seatIds },
      // A seat chosen answers the not-for-tickets notice; a taken-seat notice stays until dismissed.
      notice: notice?.kind === 'not_for_tickets' ? null : notice,
    })
    return outcome
  }

  function click(seatId: string): SeatClickOutcome {
    const { model, demand, selection } = store.getSnapshot()
    if (!model) return { outcome: 'refused', reason: 'unknown_seat' }
    return applyClick(clickSeat(model, seatId, demand, selection))
  }

  function toggle(seatId: string): SeatClickOutcome {
    const { model, demand, selection } = store.getSnapshot()
    if (!model) return { outcome: 'refused', reason: 'unknown_seat' }
    const index = model.indexOf(seatId)
    if (index === -1) return { outcome: 'refused', reason: 'unknown_seat' }
    if (selection.some((seat) => seat.seatId === seatId)) {
      return applyClick({ outcome: 'deselected', selection: selection.filter((s) => s.seatId !== seatId), seatIds: [seatId] })
    }
    if (model.state[index] !== SEAT_AVAILABLE) return { outcome: 'refused', reason: 'not_selectable' }
    const usable = demand.filter((d) => seatsWanted(d) > 0 && seatAllowsGroup(model, index, d.ticketGroupId))
    if (usable.length === 0) {
      return applyClick({ outcome: 'refused', reason: demand.some((d) => seatsWanted(d) > 0) ? 'not_for_tickets' : 'no_tickets' })
    }
    // The first group still needing seats; when none does, the seat goes to the first that may use
    // it, and 'Too many seats for {group}' says so (storefront §5).
    const group = usable.find((d) => seatsNeeded(d, selection) > 0) ?? (usable[0] as SeatDemand)
    return applyClick({
      outcome: 'selected',
      selection: [...selection, { seatId, ticketGroupId: group.ticketGroupId }],
      seatIds: [seatId],
      ticketGroupId: group.ticketGroupId,
      repicked: false,
    })
  }

  function pickBestAvailable(ticketGroupId: string, options: { filter?: readonly SeatAttribute[] } = {}): string[] {
    const { model, demand, selection } = store.getSnapshot()
    const group = demand.find((d) => d.ticketGroupId === ticketGroupId)
    if (!model || !group) return []
    const kept = selection.filter((seat) => seat.ticketGroupId !== ticketGroupId)
    const quantity = seatsWanted(group)
    const best = bestAvailable(model, ticketGroupId, quantity, { selected: selectedIds(kept), filter: options.filter ?? [] })
    if (best.seatIds.length === 0) {
      commit({ notice: { kind: 'no_best_available', messageKey: 'seats.noBestAvailable', params: { count: quantity } } })
      return []
    }
    commit({
      selection: [...kept, ...best.seatIds.map((seatId) => ({ seatId, ticketGroupId }))],
      lastChange: { kind: 'selected', seatIds: best.seatIds },
      notice: best.contiguous ? null : { kind: 'best_available_apart', messageKey: 'seats.bestAvailableApart', params: { count: quantity } },
    })
    return best.seatIds
  }

  function setDemand(demand: readonly SeatDemand[]) {
    const current = store.getSnapshot()
    // The same demand again changes nothing (and tells no listener), so a page may pass it on every render.
    if (sameDemand(current.demand, demand)) return
    const groups = new Set(demand.map((d) => d.ticketGroupId))
    const offered = (seats: readonly SelectedSeat[]) =>
      seats.every((s) => groups.has(s.ticketGroupId)) ? (seats as SelectedSeat[]) : seats.filter((s) => groups.has(s.ticketGroupId))
    commit({
      demand: demand.map((d) => ({ ...d, types: d.types.map((t) => ({ ...t })) })),
      selection: offered(current.selection),
      confirmed: offered(current.confirmed),
    })
  }

  function seatsTaken(error: FoyerError): boolean {
    const seatIds = error.extra?.seat_ids
    if (error.code !== 'seat_unavailable' || !Array.isArray(seatIds)) return false
    const current = store.getSnapshot()
    const ids = seatIds.map(String)
    const model = current.model
    if (!model || !ids.some((id) => model.indexOf(id) !== -1)) return false
    const taken = new Set(ids)
    const entry = catalogueEntryFor('reserve', error)
    commit({
      model: withSeatStates(model, ids, SEAT_BOOKED),
      selection: current.selection.filter((s) => !taken.has(s.seatId)),
      confirmed: current.confirmed.filter((s) => !taken.has(s.seatId)),
      notice: {
        kind: 'seat_taken',
        // "with the catalogue message": the catalogue's own entry for the code once it has one.
        messageKey: entry.code === 'seat_unavailable' ? (entry.messageKey as SeatMessageKey) : 'seats.seatTaken',
        seatIds: ids,
      },
    })
    void load()
    return true
  }

  const offHttpError = deps.events?.on('http:error', ({ error }) => {
    seatsTaken(error)
  })

  return {
    eventId,
    sessionId,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    open,
    close,
    confirm,
    load,
    click,
    toggle,
    pickBestAvailable,
    setDemand,
    seatsTaken,
    isConfirmed(ticketGroupId) {
      const { demand, confirmed } = store.getSnapshot()
      const group = demand.find((d) => d.ticketGroupId === ticketGroupId)
      return group !== undefined && isGroupSeated(group, confirmed)
    },
    assignments() {
      const { demand, confirmed } = store.getSnapshot()
      return seatAssignments(demand, confirmed)
    },
    dismissNotice() {
      if (store.getSnapshot().notice) commit({ notice: null })
    },
    dispose() {
      clearRenderTimer()
      loadAbort?.abort()
      loadCall++
      offHttpError?.()
    },
  }
}
