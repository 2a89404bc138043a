/**
 * The reserve page store (storefront §4 Reserve flow; calls §7, §8): a thin shell over the reserve
 * flow reducer (`rules/reducer.ts`) that composes the page's snapshot from what is loaded, and
 * its parts: loading (`reserve.load.ts`) and submitting (`reserve.submit.ts`). The store types are
 * in `types.ts`.
 */
import { castDraft, freeze } from 'immer'
import type { EventDetails } from '../catalog/types.js'
import type { SeatPicker } from '../seats/types.js'
import { seatDemand } from '../seats/rules/demand.js'
import { createStore } from '../store/store.js'
import {
  admitFieldRules,
  reserveLayout,
  calendarDayView,
  canDecrement,
  clampQuantity,
  decrementQuantity,
  filterMemberOnlyTypes,
  groupQuantity,
  idKey,
  incrementQuantity,
  initialReserveState,
  isAnchorRequired,
  isSubmitEnabled,
  matchMessageRules,
  nextIncrement,
  offeredTicketGroups,
  quantityContext,
  quantityMaximum,
  quantityMinimum,
  reserveProblem,
  reserveReducer,
  sessionEntries,
  sessionTabs,
  surveyFields,
  ticketCount,
  validateAdmitDetails,
  validateSurvey,
  type MemberTicketLimit,
  type ReserveMembership,
  type RuleSelection,
} from './rules/index.js'
import type {
  CalendarDay,
  CalendarDayView,
  EventSession,
  MessageRule,
  OfferedTicketGroup,
  Quantities,
  ReserveAction,
  ReserveEventSettings,
  ReserveState,
  SessionEntry,
  TicketGroup,
  TicketType,
} from './types.js'
import {
  anchorVisits,
  fitsVisitTime,
  nextRouteOf,
  upsellVisitTimeOf,
  visitDates,
  type AnchorVisit,
  type UpsellVisitTime,
} from './upsell.js'
import type { CartItem } from '../cart/types.js'
import { memo, sameData, type Loaded } from './reserve.view.js'
import { memberLimitsView } from './reserve.members.js'
import { reserveLoad, type ReserveContext } from './reserve.load.js'
import { reserveSubmit } from './reserve.submit.js'
import type {
  QuantityStepper,
  ReserveDetailProblem,
  ReserveDetails,
  ReserveOptions,
  ReserveSnapshot,
  ReserveStore,
} from './types.js'

export function createReserve(options: ReserveOptions): ReserveStore {
  const { eventId, cart, clock } = options
  // storefront §6: the member's memberships (none without a memberships store).
  const isMember = () => options.memberships?.getSnapshot().isMember ?? false
  const noMemberships: readonly ReserveMembership[] = []
  const memberships = () => options.memberships?.getSnapshot().memberships ?? noMemberships

  const s: { data: Loaded } = {
    data: {
      status: 'idle',
      flowState: initialReserveState('date_first', eventId),
      event: null,
      settings: {},
      flexibleAdmission: 'none',
      timeZone: options.timeZone,
      calendarStatus: 'idle',
      calendarRows: [],
      sessionsStatus: 'idle',
      sessionRows: [],
      ticketGroupsStatus: 'idle',
      sessionGroups: null,
      ticketGroupFilter: [],
      query: null,
      queryProblems: [],
      codeRequired: null,
      error: null,
      reserved: null,
      goTo: null,
    },
  }

  // Dates, times and money in the venue's zone.
  const venueI18n = memo((timeZone: string) =>
    timeZone === options.i18n.timeZone ? options.i18n : options.i18n.withTimeZone(timeZone),
  )

  const groupsOf = memo(
    (
      event: EventDetails | null,
      sessionGroups: Loaded['sessionGroups'],
      filter: string[],
      sessionId: string | null,
      member: boolean,
      holding: readonly ReserveMembership[],
    ): OfferedTicketGroup[] => {
      const fromSession = sessionGroups && sessionGroups.sessionId === sessionId ? sessionGroups : null
      const groups: readonly TicketGroup[] = fromSession ? fromSession.groups : (event?.ticketGroups ?? [])
      const types: readonly TicketType[] = fromSession ? fromSession.types : (event?.ticketTypes ?? [])
      const wanted = filter.length > 0 ? groups.filter((g) => filter.includes(idKey(g.id))) : groups
      // A session's group rows come without `types`; the types are matched by ticket_group_id.
      const offered = offeredTicketGroups(fromSession ? wanted.map((g) => ({ ...g, types: null })) : wanted, {
        isMember: member,
        now: clock.now(),
        ticketTypes: types,
      })
      // storefront §6: member-only types only as a valid membership's allowance map offers them.
      return filterMemberOnlyTypes(offered, { memberships: holding, now: clock.now(), event })
    },
  )

  // storefront §5 renewal message, §6 benefits cap, calls §9 Reserve beyond term.
  const memberLimitsOf = memberLimitsView(clock)
  const memberLimits = (groups: OfferedTicketGroup[], session: EventSession | null) =>
    memberLimitsOf(
      groups,
      memberships(),
      s.data.event,
      s.data.flowState.quantities,
      session,
      s.data.flowState.date,
      s.data.timeZone,
      cart.getSnapshot().contents,
      s.data.sessionGroups,
    )

  const selectionFor = (event: EventDetails | null, quantities: ReserveState['quantities']): RuleSelection => ({
    quantities,
    ticketTypes: event?.ticketTypes ?? [],
    ticketGroups: event?.ticketGroups ?? [],
  })
  const selectionMemo = memo(selectionFor)
  // Equal quantities (a page opened afresh starts from a new empty choice) keep the selection, so
  // the views that follow it are kept too.
  let lastQuantities: ReserveState['quantities'] = {}
  const selectionOf = (event: EventDetails | null, quantities: ReserveState['quantities']): RuleSelection => {
    if (quantities !== lastQuantities && sameData(quantities, lastQuantities)) quantities = lastQuantities
    lastQuantities = quantities
    return selectionMemo(event, quantities)
  }

  // The days' and sessions' annotations follow the chosen quantities only through a rule with a
  // quantity trigger and such an annotation; without one, a stepper's click keeps their views (one
  // selection per event stands for every choice).
  const annotationsFollow = memo((rules: EventDetails['messageRules'] | undefined) => {
    const follows = (type: string) =>
      (rules ?? []).some((rule) => rule.trigger?.quantity && (rule.actions ?? []).some((a) => a.type === type))
    return { days: follows('date_annotation'), sessions: follows('session_annotation') }
  })
  const anySelection = memo((event: EventDetails | null) => selectionFor(event, {}))

  // The calendar's currency_code, else the ticket types', else the storefront's.
  const currencyOf = (event: EventDetails | null, rows: readonly CalendarDay[]): string | null =>
    (rows[0] as { currency_code?: string } | undefined)?.currency_code ??
    event?.ticketTypes.find((t) => t.currency_code)?.currency_code ??
    options.i18n.currency

  const calendarOf = memo(
    (
      rows: CalendarDay[],
      event: EventDetails | null,
      settings: ReserveEventSettings,
      selection: RuleSelection,
      timeZone: string,
    ): CalendarDayView[] => {
      const i18n = venueI18n(timeZone)
      const currency = currencyOf(event, rows)
      return rows.map((day) =>
        calendarDayView(day, {
          settings,
          rules: (event?.messageRules ?? []) as readonly MessageRule[],
          selection,
          t: i18n.t,
          formatDate: (date) => i18n.formatDate(date, 'full'),
          formatMoney: (amount) => (currency ? i18n.formatMoney(amount, currency) : amount),
          ticketTypes: event?.ticketTypes ?? [],
        }),
      )
    },
  )

  const sessionsOf = memo(
    (
      rows: EventSession[],
      event: EventDetails | null,
      settings: ReserveEventSettings,
      selection: RuleSelection,
      timeZone: string,
    ): SessionEntry[] =>
      sessionEntries(rows, {
        timeZone,
        settings,
        ticketTypes: event?.ticketTypes ?? [],
        rules: (event?.messageRules ?? []) as readonly MessageRule[],
        selection,
        ...(event ? { meta: event.meta } : {}),
      }),
  )

  const tabsOf = memo((rows: EventSession[], settings: ReserveEventSettings, timeZone: string) =>
    sessionTabs(rows, settings.session_picker_tabs, timeZone),
  )

  const steppersOf = memo(
    (
      groups: OfferedTicketGroup[],
      quantities: ReserveState['quantities'],
      session: EventSession | null,
      members: Record<string, MemberTicketLimit>,
    ): Record<string, QuantityStepper> => {
      const steppers: Record<string, QuantityStepper> = {}
      for (const group of groups) {
        for (const type of group.types) {
          const ctx = quantityContext(type.id, { groups, quantities, session, memberLeft: members })
          if (!ctx) continue
          const id = idKey(type.id)
          steppers[id] = {
            ticketTypeId: id,
            quantity: ctx.quantity,
            minimum: quantityMinimum(ctx),
            maximum: quantityMaximum(ctx),
            nextIncrement: nextIncrement(ctx),
            canDecrement: canDecrement(ctx),
            exactlyOne: ctx.exactlyOne === true,
            member: members[id] ?? null,
          }
        }
      }
      return steppers
    },
  )

  const detailsOf = memo(
    (
      groups: OfferedTicketGroup[],
      flowState: ReserveState,
    ): { details: ReserveDetails[]; problems: ReserveDetailProblem[] } => {
      const details: ReserveDetails[] = []
      const problems: ReserveDetailProblem[] = []
      for (const group of groups) {
        if (groupQuantity(group, flowState.quantities) === 0) continue
        const admit = admitFieldRules(group.group)
        const tickets = group.types
          .filter((t) => (flowState.quantities[idKey(t.id)] ?? 0) > 0)
          .map((t) => ({ ticketTypeId: idKey(t.id), name: t.name, count: flowState.quantities[idKey(t.id)] ?? 0 }))
        details.push({
          ticketGroupId: group.id,
          name: group.group.name,
          survey: surveyFields(group.group.additional_info_spec),
          admit,
          tickets,
        })
        for (const problem of validateSurvey(group.group.additional_info_spec, flowState.survey[group.id] ?? {})) {
          problems.push({ kind: 'survey', ticketGroupId: group.id, name: problem.name, problem: problem.problem })
        }
        for (const ticket of tickets) {
          for (let index = 0; index < ticket.count; index++) {
            const entry = flowState.admits[ticket.ticketTypeId]?.[index] ?? {}
            for (const problem of validateAdmitDetails(entry, admit)) {
              problems.push({
                kind: 'admit',
                ticketTypeId: ticket.ticketTypeId,
                index,
                field: problem.field,
                problem: problem.problem,
                ...(problem.max === undefined ? {} : { max: problem.max }),
              })
            }
          }
        }
      }
      return { details, problems }
    },
  )

  // calls §9 Upsell visit_time: an add-on's days and sessions follow the admission it goes with
  // (the cart's anchor items); without anchors in the cart nothing is restricted (the page asks
  // for an admission first instead, `anchorRequired`).
  const visitOf = memo(
    (
      event: EventDetails | null,
      items: readonly CartItem[],
      sessions: readonly EventSession[] | undefined,
      timeZone: string,
    ) => {
      const visitTime = upsellVisitTimeOf(event?.config)
      // Only an add-on (meta tickets_must_match_anchor_tickets: it needs an anchor) has a visit time.
      if (event === null || visitTime === null || !isAnchorRequired(event.meta, [])) return null
      const anchors = anchorVisits(items, sessions ?? [])
      return anchors.length > 0 ? { visitTime, anchors, dates: visitDates(anchors, timeZone), timeZone } : null
    },
  )
  type Visit = { visitTime: UpsellVisitTime; anchors: AnchorVisit[]; dates: string[]; timeZone: string } | null
  const visit = (): Visit => {
    const held = cart.getSnapshot()
    return visitOf(s.data.event, held.items, held.contents?.sessions, s.data.timeZone)
  }
  // A day off the anchor's dates is not selectable (storefront §4: status other).
  const daysFor = memo((rows: CalendarDay[], at: Visit): CalendarDay[] =>
    at ? rows.map((day) => (at.dates.includes(day.date) ? day : { ...day, enabled: false, status: 'other' })) : rows,
  )
  const sessionsFor = memo((rows: EventSession[], at: Visit): EventSession[] =>
    at ? rows.filter((session) => fitsVisitTime(at.visitTime, session, at.anchors, at.timeZone)) : rows,
  )
  /** The calendar's days and the date's sessions the visitor may choose (visit time applied). */
  const days = () => daysFor(s.data.calendarRows, visit())
  const sessionRows = () => sessionsFor(s.data.sessionRows, visit())

  // The event's next route, read once per event config rather than on every compose.
  const nextRouteFor = memo((config: EventDetails['config'] | undefined) => nextRouteOf(config))

  function compose(): ReserveSnapshot {
    const { flowState, event, settings, timeZone } = s.data
    const selection = selectionOf(event, flowState.quantities)
    const follow = annotationsFollow(event?.messageRules)
    const rows = sessionRows()
    const session =
      flowState.sessionId === null ? null : (rows.find((s) => idKey(s.id) === flowState.sessionId) ?? null)
    const groups = offered()
    const { details, problems } = detailsOf(groups, flowState)
    const seatsPending = groups.some((g) => g.handler === 'seated' && groupQuantity(g, flowState.quantities) > 0)
    const picker = pickerFor(flowState.sessionId, groups, flowState.quantities)
    const { status: _flowStatus, eventId: _eventId, ...flow } = flowState
    const problem =
      event === null
        ? null
        : reserveProblem(flowState, {
            groups,
            seatsConfirmed: (groupId) => picker?.isConfirmed(String(groupId)) ?? false,
            needsSession: s.data.flexibleAdmission !== 'only',
          })
    return {
      ...flow,
      status: s.data.status,
      eventId,
      event,
      settings,
      flexibleAdmission: s.data.flexibleAdmission,
      timeZone,
      calendarStatus: s.data.calendarStatus,
      calendar: calendarOf(days(), event, settings, follow.days ? selection : anySelection(event), timeZone),
      sessionsStatus: s.data.sessionsStatus,
      sessions: sessionsOf(rows, event, settings, follow.sessions ? selection : anySelection(event), timeZone),
      tabs: tabsOf(rows, settings, timeZone),
      session,
      ticketGroupsStatus: s.data.ticketGroupsStatus,
      ticketGroups: groups,
      steppers: steppersOf(groups, flowState.quantities, session, memberLimits(groups, session)),
      messages: matchMessageRules((event?.messageRules ?? []) as readonly MessageRule[], {
        date: flowState.date,
        sessionStart: session?.start_datetime ?? null,
        timeZone,
        selection,
      }),
      details,
      ...reserveLayout({
        flow: flowState.flow,
        step: flowState.step,
        flexibleAdmission: s.data.flexibleAdmission,
        date: flowState.date,
        flexible: flowState.flexible,
        ticketGroupsStatus: s.data.ticketGroupsStatus,
        details,
      }),
      anchorRequired: event !== null && isAnchorRequired(event.meta, cart.getSnapshot().items),
      problem,
      detailProblems: problems,
      canSubmit:
        s.data.status === 'ready' &&
        isSubmitEnabled(flowState, {
          seatSelectionComplete: !seatsPending || (picker !== null && picker.getSnapshot().complete),
        }),
      ticketCount: ticketCount(flowState.quantities),
      query: s.data.query,
      queryProblems: s.data.queryProblems,
      codeRequired: s.data.codeRequired,
      error: s.data.error,
      reserved: s.data.reserved,
      nextRoute: nextRouteFor(event?.config),
      goTo: s.data.goTo,
    }
  }

  // The session's seat picker follows the chosen quantities; the page follows the picker.
  let watchedPicker: SeatPicker | null = null
  let unwatchPicker: (() => void) | null = null
  function pickerFor(
    sessionId: string | null,
    groups: readonly OfferedTicketGroup[],
    quantities: Quantities,
  ): SeatPicker | null {
    if (!options.seats || sessionId === null || !groups.some((g) => g.handler === 'seated')) return null
    const picker = options.seats.picker(eventId, sessionId)
    if (!picker) return null
    if (picker !== watchedPicker) {
      unwatchPicker?.()
      watchedPicker = picker
      unwatchPicker = picker.subscribe(() => {
        if (!composing) update({})
      })
    }
    composing = true
    try {
      picker.setDemand(seatDemand(groups, quantities))
    } finally {
      composing = false
    }
    return picker
  }
  let composing = false

  const store = createStore<ReserveSnapshot>(compose())
  // The page follows the cart (anchorRequired, the anchor's date); nothing to follow before the
  // event is loaded.
  cart.subscribe(() => {
    if (s.data.event === null) return
    update({})
    loading.followCartAnchor()
  })
  // Member-only groups and types follow the memberships (storefront §6): a login or logout shows or
  // hides them, a renewal or a new membership changes the benefits.
  options.memberships?.subscribe(() => {
    if (s.data.event !== null) update({})
  })
  // A seat picker made for this page (the seat map loaded) takes the chosen quantities' demand.
  options.seats?.subscribe(() => {
    if (s.data.event !== null && !composing) update({})
  })

  // Watched (a page, a hook), the snapshot is composed after every change, as it always was. With
  // no one subscribed (a script's commands, which read it between their steps), a change only marks
  // it stale and it is composed when next read: the views are not worked out for steps nobody sees.
  // A seat picker follows the quantities through compose, so a page with one composes at once too.
  let watchers = 0
  let stale = false
  const followsPicker = () => {
    const { sessionId } = s.data.flowState
    return (
      watchedPicker !== null || (sessionId !== null && (options.seats?.picker(eventId, sessionId) ?? null) !== null)
    )
  }

  function publish() {
    stale = false
    const last = store.getSnapshot()
    const next: Record<string, unknown> = { ...compose() }
    // A part equal to the last snapshot's keeps its object (the rules' messages, the steps and the
    // problem are made anew by every compose), and a compose that changes nothing is not published:
    // each publish renders a watching page again (issue 16: the fifth publish of a page's load was
    // a copy of the fourth, its list of query problems as empty as before).
    let changed = Object.keys(last).length !== Object.keys(next).length
    for (const key of Object.keys(next)) {
      const before = (last as unknown as Record<string, unknown>)[key]
      if (Object.is(next[key], before)) continue
      if (sameData(next[key], before)) next[key] = before
      else changed = true
    }
    if (!changed) return
    // Frozen here in one pass (stopping at the parts kept, frozen already), so the store's produce
    // finds a frozen state and has nothing left to walk: compose makes no drafts.
    const frozen = freeze(next as unknown as ReserveSnapshot, true)
    store.setState(() => castDraft(frozen))
  }

  function update(patch: Partial<Loaded>) {
    s.data = { ...s.data, ...patch }
    if (watchers === 0 && !followsPicker()) stale = true
    else publish()
  }

  function getSnapshot(): ReserveSnapshot {
    if (stale) publish()
    return store.getSnapshot()
  }

  function subscribe(listener: () => void): () => void {
    if (stale) publish()
    watchers += 1
    const unsubscribe = store.subscribe(listener)
    let subscribed = true
    return () => {
      if (!subscribed) return
      subscribed = false
      watchers -= 1
      unsubscribe()
    }
  }

  function dispatch(action: ReserveAction, patch: Partial<Loaded> = {}) {
    update({ ...patch, flowState: reserveReducer(s.data.flowState, action) })
  }

  function offered(): OfferedTicketGroup[] {
    return groupsOf(
      s.data.event,
      s.data.sessionGroups,
      s.data.ticketGroupFilter,
      s.data.flowState.sessionId,
      isMember(),
      memberships(),
    )
  }

  const ctx: ReserveContext = {
    options,
    s,
    store: { ...store, getSnapshot },
    update,
    dispatch,
    offered,
    days,
    daysOf: (rows) => daysFor(rows, visit()),
    sessionRows,
    sessionsOf: (rows) => sessionsFor(rows, visit()),
    memberLimits,
    venueI18n,
    picker: () => watchedPicker,
    submit: () => submitting.submit(),
  }
  const loading = reserveLoad(ctx)
  const submitting = reserveSubmit(ctx, loading)
  const { load, selectDate, selectFlexible, selectSession, withQuantity, findAvailableTickets } = loading
  const { submit, applyCode, cancelCode } = submitting

  const whenReady = (action: ReserveAction) => {
    if (s.data.status === 'ready') dispatch(action)
  }

  return {
    eventId,
    getSnapshot,
    subscribe,
    load,
    selectDate,
    selectFlexible,
    clearDate: () => {
      if (s.data.status === 'ready')
        dispatch(
          { type: 'clearDate' },
          { sessionRows: [], sessionsStatus: 'idle', sessionGroups: null, ticketGroupsStatus: 'idle' },
        )
    },
    selectSession,
    clearSession: () => {
      if (s.data.status === 'ready')
        dispatch({ type: 'clearSession' }, { sessionGroups: null, ticketGroupsStatus: 'idle' })
    },
    setQuantity: (ticketTypeId, quantity) => withQuantity(ticketTypeId, (ctx) => clampQuantity(ctx, quantity)),
    increment: (ticketTypeId) => withQuantity(ticketTypeId, (ctx) => incrementQuantity(ctx)),
    decrement: (ticketTypeId) => withQuantity(ticketTypeId, (ctx) => decrementQuantity(ctx)),
    setPrice: (ticketTypeId, price) => whenReady({ type: 'setPrice', ticketTypeId, price }),
    findAvailableTickets,
    editQuantities: () => whenReady({ type: 'editQuantities' }),
    setSurveyAnswer: (ticketGroupId, name, value) => whenReady({ type: 'setSurveyAnswer', ticketGroupId, name, value }),
    setAdmitDetails: (ticketTypeId, index, details) =>
      whenReady({ type: 'setAdmitDetails', ticketTypeId, index, details }),
    submit,
    applyCode,
    cancelCode,
  }
}
