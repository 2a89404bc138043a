/**
 * Loading the reserve page (storefront §4 Reserve flow; calls §7, §8): the event, the calendar,
 * the sessions of a date and the ticket groups of a session, the choices that load what follows
 * them, and the reserve query applied once the event is known (storefront §2, §5 Reserve query).
 * Each kind of read takes a number, so a late answer for an older date or session is dropped.
 */
import { cartAnchorDate } from '../cart/rules/index.js'
import type { EventDetails } from '../catalog/types.js'
import { catalogueEntryFor, errorForFlow, type FoyerError, type Result } from '../errors/index.js'
import type { I18n } from '../i18n/index.js'
import { venueDate } from '../routing/filters.js'
import type { SeatPicker } from '../seats/types.js'
import {
  calendarPriceRequest,
  calendarQuery,
  flexibleAdmission,
  idKey,
  incrementQuantity,
  isCalendarDaySelectable,
  isExactlyOneGroup,
  isSessionSoldOut,
  parseReserveQuery,
  pruneQuantities,
  quantityContext,
  reserveErrorOutcome,
  reserveErrorView,
  reserveEventSettings,
  reserveFlowOf,
  reserveReducer,
  resolveQueryDate,
  resolveQueryQuantities,
  resolveQuerySession,
  selectExactlyOne,
  ticketCount,
  type ReserveQuery,
  type ReserveQueryProblem,
  type MemberTicketLimit,
} from './rules/index.js'
import type {
  CalendarDate,
  CalendarDay,
  EventSession,
  Id,
  OfferedTicketGroup,
  ReserveAction,
  ReserveState,
} from './types.js'
import { clientError, sameData, viewOf, SESSION_LOOKUP_LIMIT, type Loaded } from './reserve.view.js'
import type { Store } from '../store/store.js'
import type { Reserved, ReserveOptions, ReserveSnapshot } from './types.js'

/** What the parts of the reserve store share (`reserve.store.ts` makes it). */
export interface ReserveContext {
  options: ReserveOptions
  /** What is loaded, beside the snapshot `compose()` derives from it. */
  s: { data: Loaded }
  store: Store<ReserveSnapshot>
  update(patch: Partial<Loaded>): void
  dispatch(action: ReserveAction, patch?: Partial<Loaded>): void
  /** The ticket groups offered now (member-only, sales windows and the session's groups applied). */
  offered(): OfferedTicketGroup[]
  /** The calendar days the visitor may choose (an add-on's anchor visits applied). */
  days(): CalendarDay[]
  daysOf(rows: CalendarDay[]): CalendarDay[]
  /** The sessions the visitor may choose (an add-on's anchor visits applied). */
  sessionRows(): EventSession[]
  sessionsOf(rows: EventSession[]): EventSession[]
  /** The limits of the offered member-only types at a session (storefront §5, §6; `memberTicketLimits`). */
  memberLimits(groups: OfferedTicketGroup[], session: EventSession | null): Record<string, MemberTicketLimit>
  /** Dates, times and money in the venue's zone. */
  venueI18n(timeZone: string): I18n
  /** The seat picker the page follows, if any. */
  picker(): SeatPicker | null
  /** The submit part's submit (a `reserve` query submits once loaded). */
  submit(): Promise<Result<Reserved>>
}

/** The loading part of the reserve store. */
export function reserveLoad(ctx: ReserveContext) {
  const { options, s, store, update, dispatch, offered, days, sessionRows, memberLimits } = ctx
  const { eventId, http, catalog, cart, clock } = options

  // Each kind of read takes a number; only the newest may write (a late answer for an older date
  // or session is dropped).
  let loadCall = 0
  let calendarCall = 0
  let sessionsCall = 0
  let groupsCall = 0
  // The calendar last read: a read that brings the same days keeps these rows (and the views made of them).
  let lastCalendarRows: CalendarDay[] = []

  async function loadCalendar(): Promise<void> {
    const call = ++calendarCall
    update({ calendarStatus: 'loading' })
    const today = venueDate(clock.now(), s.data.timeZone)
    const base = { ...calendarQuery(s.data.ticketGroupFilter), 'date._gte': today }
    const quantityFirst = s.data.flowState.flow === 'quantity_first' && ticketCount(s.data.flowState.quantities) > 0
    let result: Result<{ calendar: { _data: CalendarDay[] } }>
    if (quantityFirst) {
      // storefront §4 quantity-first: the calendar is priced for the selection (calls §7 POST).
      const request = calendarPriceRequest({ quantities: s.data.flowState.quantities, format: 'extended' })
      if ('error' in request) {
        update({
          calendarStatus: 'error',
          error: viewOf(clientError('validation_failed', request.error), request.error),
        })
        return
      }
      result = await http.post('/events/{id}/calendar', {
        params: { path: { id: eventId }, query: { ...base, ...request.query } },
        body: request.body,
      })
    } else {
      result = await http.get(
        '/events/{id}/calendar',
        { params: { path: { id: eventId }, query: base } },
        { cached: true },
      )
    }
    if (call !== calendarCall) return
    if (result.error) {
      const error = errorForFlow(result.error, 'reserve')
      // A link whose `tg` names ticket groups the event does not sell (storefront §2 Query: tg) is
      // refused by the calendar with the validation_failed of too many ticket types (calls §8):
      // the page says the link's tickets were not found, as for an unknown `select`, and shows
      // every group.
      const filter = s.data.ticketGroupFilter
      if (
        error.code === 'validation_failed' &&
        error.context === 'event_calendar' &&
        filter.length > 0 &&
        !quantityFirst
      ) {
        update({
          ticketGroupFilter: [],
          queryProblems: [
            ...s.data.queryProblems,
            { problem: 'ticket_groups_not_found', messageKey: 'reserve.ticketTypesNotFound', values: filter },
          ],
        })
        return loadCalendar()
      }
      update({ calendarStatus: 'error', error: reserveErrorView(error, reserveErrorOutcome(error)) })
      return
    }
    const rows = sameData(lastCalendarRows, result.data.calendar._data) ? lastCalendarRows : result.data.calendar._data
    lastCalendarRows = rows
    // The preselection (a single available date, the anchor's date) reads the days the visitor may choose.
    await preselect(ctx.daysOf(rows), { calendarStatus: 'ready', calendarRows: rows })
  }

  // The cart anchor's date the preselection last read: it is tried once per anchor date, so a date
  // the visitor cleared stays cleared.
  let anchorTried: CalendarDate | null = null
  async function preselect(days: CalendarDay[], patch?: Partial<Loaded>): Promise<void> {
    const before = s.data.flowState.date
    anchorTried = cartAnchorDate(cart.getSnapshot().items, s.data.timeZone)
    dispatch({ type: 'calendarLoaded', days, cartAnchorDate: anchorTried }, patch)
    // storefront §4: a preselected date loads its sessions like a chosen one.
    if (s.data.flowState.date !== null && s.data.flowState.date !== before) await loadSessions(s.data.flowState.date)
  }
  // storefront §4: the anchor's date is preselected even when the cart is read after the calendar
  // (a first load reads both at once).
  function followCartAnchor(): void {
    if (
      s.data.calendarStatus === 'ready' &&
      s.data.flowState.date === null &&
      cartAnchorDate(cart.getSnapshot().items, s.data.timeZone) !== anchorTried
    )
      void preselect(days())
  }

  async function loadSessions(date: CalendarDate): Promise<EventSession[] | null> {
    const call = ++sessionsCall
    update({ sessionsStatus: 'loading' })
    const result = await http.get('/events/{id}/sessions', { params: { path: { id: eventId }, query: { date } } })
    if (call !== sessionsCall || s.data.flowState.date !== date) return null
    if (result.error) {
      update({ sessionsStatus: 'error', error: viewOf(errorForFlow(result.error, 'reserve')) })
      return null
    }
    const rows = result.data.event_session._data
    update({ sessionsStatus: 'ready', sessionRows: rows })
    return rows
  }

  async function loadTicketGroups(sessionId: string): Promise<void> {
    const call = ++groupsCall
    update({ ticketGroupsStatus: 'loading' })
    const result = await http.get('/events/{id}/sessions/{sessionId}/ticket_groups', {
      params: { path: { id: eventId, sessionId }, query: { _embed: 'ticket_type' } },
    })
    if (call !== groupsCall || s.data.flowState.sessionId !== sessionId) return
    if (result.error) {
      // calls §8 Other: an unknown session (404) is "event template not found".
      update({ ticketGroupsStatus: 'error', error: viewOf(errorForFlow(result.error, 'sessionLookup')) })
      return
    }
    update({
      ticketGroupsStatus: 'ready',
      sessionGroups: { sessionId, groups: result.data.ticket_group._data, types: result.data.ticket_type?._data ?? [] },
    })
    // A type this session does not offer (sold out, out of its sales window) is dropped.
    const pruned = pruneQuantities(s.data.flowState.quantities, offered())
    if (pruned !== s.data.flowState.quantities) dispatch({ type: 'setQuantities', quantities: pruned })
  }

  async function selectDate(date: CalendarDate): Promise<void> {
    if (s.data.status !== 'ready') return
    const day = days().find((d) => d.date === date)
    // Only enabled, available days can be chosen (storefront §4).
    if (s.data.calendarRows.length > 0 && (!day || !isCalendarDaySelectable(day))) return
    const before = s.data.flowState.date
    dispatch({ type: 'selectDate', date }, { error: null })
    if (s.data.flowState.date === date && before !== date) {
      update({ sessionRows: [], sessionGroups: null, ticketGroupsStatus: 'idle' })
      await loadSessions(date)
    }
  }

  function selectFlexible() {
    if (s.data.status !== 'ready' || s.data.flexibleAdmission === 'none') return
    dispatch(
      { type: 'selectFlexible' },
      { sessionRows: [], sessionsStatus: 'idle', sessionGroups: null, ticketGroupsStatus: 'idle', error: null },
    )
  }

  async function selectSession(sessionId: Id): Promise<void> {
    if (s.data.status !== 'ready') return
    const id = idKey(sessionId)
    const row = sessionRows().find((s) => idKey(s.id) === id)
    if (!row || isSessionSoldOut(row)) return
    const before = s.data.flowState.sessionId
    dispatch({ type: 'selectSession', sessionId: id }, { error: null })
    if (s.data.flowState.sessionId === id && before !== id) await loadTicketGroups(id)
  }

  function setQuantities(next: ReserveState['quantities']) {
    if (s.data.status === 'ready') dispatch({ type: 'setQuantities', quantities: next })
  }

  function withQuantity(ticketTypeId: Id, change: (ctx: NonNullable<ReturnType<typeof quantityContext>>) => number) {
    const groups = offered()
    const { sessionId } = s.data.flowState
    const session = sessionId === null ? null : (sessionRows().find((s) => idKey(s.id) === sessionId) ?? null)
    const ctx = quantityContext(ticketTypeId, {
      groups,
      quantities: s.data.flowState.quantities,
      session,
      memberLeft: memberLimits(groups, session),
    })
    if (!ctx) return
    const quantity = change(ctx)
    const group = groups.find((g) => g.types.some((t) => idKey(t.id) === idKey(ticketTypeId)))
    // storefront §5 exactly-one-ticket mode: choosing a type selects one of it and none of the others.
    if (group && isExactlyOneGroup(group.group) && quantity > 0) {
      setQuantities(selectExactlyOne(s.data.flowState.quantities, group, ticketTypeId))
      return
    }
    setQuantities({ ...s.data.flowState.quantities, [idKey(ticketTypeId)]: quantity })
  }

  async function findAvailableTickets(): Promise<void> {
    if (s.data.status !== 'ready') return
    const before = s.data.flowState.step
    dispatch({ type: 'findAvailableTickets' }, { error: null })
    // "closes quantities, loads the calendar" (storefront §4 quantity-first).
    if (before === 'quantities' && s.data.flowState.step === 'date') await loadCalendar()
  }

  /** Applies the reserve query (storefront §2, §5 Reserve query) once the event is known. */
  async function applyQuery(
    query: ReserveQuery,
    problems: ReserveQueryProblem[],
    call: number,
  ): Promise<FoyerError | null> {
    const event = s.data.event as EventDetails
    const quantityFirst = s.data.flowState.flow === 'quantity_first'

    if (query.quantities.length > 0) {
      const resolved = resolveQueryQuantities(query.quantities, event.ticketTypes)
      if (resolved.problem) withProblem(problems, resolved.problem)
      if (Object.keys(resolved.quantities).length > 0)
        dispatch({ type: 'setQuantities', quantities: resolved.quantities })
    }
    if (query.select) {
      const wanted = query.select.toLowerCase()
      const type =
        event.ticketTypes.find((t) => idKey(t.id) === query.select) ??
        event.ticketTypes.find((t) => t.name.toLowerCase() === wanted)
      if (!type)
        problems.push({
          problem: 'ticket_types_not_found',
          messageKey: 'reserve.ticketTypesNotFound',
          values: [query.select],
        })
      else if ((s.data.flowState.quantities[idKey(type.id)] ?? 0) === 0)
        withQuantity(type.id, (ctx) => incrementQuantity(ctx))
      if (type && query.price) dispatch({ type: 'setPrice', ticketTypeId: type.id, price: query.price })
    } else if (query.price) {
      // The flexible amount goes to the first chosen type with a flexible price (decision).
      const flexibleType = offered()
        .flatMap((g) => g.types)
        .find(
          (t) => t.currency_amount_min && t.currency_amount_max && (s.data.flowState.quantities[idKey(t.id)] ?? 0) > 0,
        )
      if (flexibleType) dispatch({ type: 'setPrice', ticketTypeId: flexibleType.id, price: query.price })
    }

    // Quantity-first asks for quantities first: a date or session in the query applies only when
    // the query also chose tickets (decision).
    const wantsDate = query.session !== null || query.date !== null
    if (quantityFirst) {
      if (wantsDate && ticketCount(s.data.flowState.quantities) > 0) await findAvailableTickets()
      else if (!wantsDate) return null
    } else if (s.data.flexibleAdmission !== 'only') {
      await loadCalendar()
    }
    if (call !== loadCall || s.data.flowState.step === 'quantities') return null

    if (query.session) {
      const lookup =
        query.session.kind === 'today'
          ? { date: venueDate(clock.now(), s.data.timeZone) }
          : { 'start_datetime._gte': new Date(clock.now()).toISOString(), _limit: SESSION_LOOKUP_LIMIT }
      const result = await http.get('/events/{id}/sessions', { params: { path: { id: eventId }, query: lookup } })
      if (call !== loadCall) return null
      // calls §8 Other: "session lookup 404 or 400 becomes event template not found".
      const lookupError = result.error ? errorForFlow(result.error, 'sessionLookup') : null
      if (lookupError && catalogueEntryFor('sessionLookup', lookupError).handling === 'notFoundPage') {
        update({ status: 'error', error: viewOf(lookupError) })
        return lookupError
      }
      const rows = result.data?.event_session._data ?? []
      const found = resolveQuerySession(query.session, rows, { now: clock.now(), timeZone: s.data.timeZone })
      if ('problem' in found) problems.push(found.problem)
      else {
        await selectDate(found.date)
        await selectSession(found.sessionId)
      }
    } else if (query.date) {
      const found = resolveQueryDate(query.date, days())
      if ('problem' in found) problems.push(found.problem)
      else await selectDate(found.date)
    }
    return null
  }

  async function load(loadOptions: { query?: string | URLSearchParams } = {}): Promise<Result<ReserveSnapshot>> {
    const call = ++loadCall
    const queryText = (
      typeof loadOptions.query === 'string' ? loadOptions.query : (loadOptions.query?.toString() ?? '')
    ).replace(/^\?/, '')
    update({ status: 'loading', error: null, codeRequired: null, query: queryText, queryProblems: [] })
    const parsed = parseReserveQuery(queryText)
    const strict = parsed.query.reserve === 'strict'

    const loaded = await catalog.loadEvent(eventId)
    if (call !== loadCall) return { data: store.getSnapshot() }
    if (loaded.error) {
      // calls §8 Other: "strict reserve load failure 'reserve.unavailable'".
      update({ status: 'error', error: viewOf(loaded.error, strict ? 'reserve.unavailable' : loaded.error.messageKey) })
      return { error: loaded.error }
    }
    // The event read again unchanged keeps its object (and the settings and views made of it).
    const kept = s.data.event !== null && sameData(s.data.event, loaded.data)
    const event = kept ? (s.data.event as EventDetails) : loaded.data
    const settings = kept ? s.data.settings : reserveEventSettings({ meta: event.meta, config: event.config })
    const flow = reserveFlowOf(settings.reserve_flow)
    const flexible = flexibleAdmission({ event_type: event.eventType, meta: event.meta })
    s.data = {
      ...s.data,
      status: 'ready',
      flowState: reserveReducer(s.data.flowState, { type: 'changeEvent', eventId, flow }),
      event,
      settings,
      flexibleAdmission: flexible,
      timeZone: event.venue?.timezone ?? options.timeZone,
      calendarStatus: 'idle',
      calendarRows: [],
      sessionsStatus: 'idle',
      sessionRows: [],
      ticketGroupsStatus: 'idle',
      sessionGroups: null,
      ticketGroupFilter: parsed.query.tg,
      reserved: null,
      goTo: null,
    }
    // An undated event sells 'any date' only: it is chosen for the visitor.
    if (flexible === 'only') dispatch({ type: 'selectFlexible' })
    else update({})

    const problems = [...parsed.problems]
    const lookupError = await applyQuery(parsed.query, problems, call)
    if (call !== loadCall) return { data: store.getSnapshot() }
    // The calendar's read may have found the link's `tg` unknown meanwhile (loadCalendar).
    update({ queryProblems: [...problems, ...s.data.queryProblems] })
    if (lookupError) return { error: lookupError }

    const mode = parsed.query.reserve
    if (mode !== false) {
      const snapshot = store.getSnapshot()
      const complete = snapshot.problem === null && snapshot.detailProblems.length === 0 && snapshot.canSubmit
      if (strict && (problems.length > 0 || !complete)) {
        const error = clientError('reserve_unavailable', 'reserve.unavailable')
        update({ status: 'error', error: viewOf(error) })
        return { error }
      }
      // reserve=true submits only a query without problems; warn submits and keeps the problems shown.
      if (complete && (mode !== true || problems.length === 0)) {
        const submitted = await ctx.submit()
        if (submitted.error && strict) return { error: submitted.error }
      }
    }
    return { data: store.getSnapshot() }
  }

  return {
    load,
    loadCalendar,
    followCartAnchor,
    loadSessions,
    loadTicketGroups,
    selectDate,
    selectFlexible,
    selectSession,
    withQuantity,
    findAvailableTickets,
  }
}

export type ReserveLoadPart = ReturnType<typeof reserveLoad>

/** Adds `problem`, or its values to the one of its kind already there (a link's tickets are one problem). */
function withProblem(problems: ReserveQueryProblem[], problem: ReserveQueryProblem): void {
  const same = problems.findIndex((p) => p.problem === problem.problem)
  if (same < 0) problems.push(problem)
  else problems[same] = { ...problems[same]!, values: [...(problems[same]!.values ?? []), ...(problem.values ?? [])] }
}
