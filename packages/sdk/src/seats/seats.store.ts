import { catalogueEntryFor, type FoyerError, type Result } from '../errors/index.js'
import type { TimerHandle } from '../store/clock.js'
import { createStore } from '../store/store.js'
import type { SeatMessageKey } from './messages.js'
import {
  bestAvailable,
  clickSeat,
  isGroupSeated,
  pickerTransition,
  PICKER_RENDERING_MS,
  readSeatMap,
  sameDemand,
  seatAssignments,
  seatMismatchProblems,
  seatsWanted,
  selectedIds,
  toggleSeat,
  withSeatStates,
} from './rules/index.js'
import { composeSeatPickerState, INITIAL_SEAT_PICKER_STATE, mapLoaded } from './seats.view.js'
import {
  SEAT_BOOKED,
  type ConfirmResult,
  type PickerCloseReason,
  type PickerMode,
  type SeatAttribute,
  type SeatClickOutcome,
  type SeatMapModel,
  type SeatDemand,
  type SeatPicker,
  type SeatPickerDeps,
  type SeatPickerState,
  type SeatPickerTarget,
  type SelectedSeat,
} from './types.js'

// The picker's type lives in types.ts; storefront.ts and reserve.store.ts still import it from here.

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
  const store = createStore<SeatPickerState>(INITIAL_SEAT_PICKER_STATE)
  // 'Change Tickets' leaves the selection as a draft; 'back' and 'confirm' do not.
  let keepDraft = false
  let renderTimer: TimerHandle | null = null
  let loadCall = 0
  let loadAbort: AbortController | null = null

  /** Every change goes through here, so the problems always follow the selection and demand. */
  function commit(patch: Partial<SeatPickerState>) {
    const next = composeSeatPickerState(store.getSnapshot(), patch)
    store.setState(() => next)
  }

  function cartIdNow(): string | null {
    return typeof target.cartId === 'function' ? target.cartId() : (target.cartId ?? null)
  }

  function clearRenderTimer() {
    if (renderTimer !== null) clock.clearTimeout(renderTimer)
    renderTimer = null
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
    if (call !== loadCall) return result.error ? { error: result.error } : { data: readSeatMap(result.data) }
    loadAbort = null
    if (result.error) {
      commit({ mapStatus: 'error', error: result.error })
      return { error: result.error }
    }
    const model = readSeatMap(result.data, { cartId })
    commit(mapLoaded(store.getSnapshot(), model))
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
    return applyClick(toggleSeat(model, seatId, demand, selection))
  }

  function pickBestAvailable(ticketGroupId: string, options: { filter?: readonly SeatAttribute[] } = {}): string[] {
    const { model, demand, selection } = store.getSnapshot()
    const group = demand.find((d) => d.ticketGroupId === ticketGroupId)
    if (!model || !group) return []
    const kept = selection.filter((seat) => seat.ticketGroupId !== ticketGroupId)
    const quantity = seatsWanted(group)
    const best = bestAvailable(model, ticketGroupId, quantity, {
      selected: selectedIds(kept),
      filter: options.filter ?? [],
    })
    if (best.seatIds.length === 0) {
      commit({
        notice: { kind: 'no_best_available', messageKey: 'seats.noBestAvailable', params: { count: quantity } },
      })
      return []
    }
    commit({
      selection: [...kept, ...best.seatIds.map((seatId) => ({ seatId, ticketGroupId }))],
      lastChange: { kind: 'selected', seatIds: best.seatIds },
      notice: best.contiguous
        ? null
        : { kind: 'best_available_apart', messageKey: 'seats.bestAvailableApart', params: { count: quantity } },
    })
    return best.seatIds
  }

  function setDemand(demand: readonly SeatDemand[]) {
    const current = store.getSnapshot()
    // The same demand again changes nothing (and tells no listener), so a page may pass it on every render.
    if (sameDemand(current.demand, demand)) return
    const groups = new Set(demand.map((d) => d.ticketGroupId))
    const offered = (seats: readonly SelectedSeat[]) =>
      seats.every((s) => groups.has(s.ticketGroupId))
        ? (seats as SelectedSeat[])
        : seats.filter((s) => groups.has(s.ticketGroupId))
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
