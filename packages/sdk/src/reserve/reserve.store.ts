import { castDraft } from 'immer'
import type { CartModifyPayload, CartStore } from '../cart/cart.store.js'
import { addedTickets, cartAnchorDate } from '../cart/rules.js'
import type { Cart, CartTicket } from '../cart/types.js'
import type { Catalog } from '../catalog/catalog.store.js'
import type { EventDetails } from '../catalog/types.js'
import { errorForFlow, FoyerError, isCodeRequiredBlock, isUserFacingPromoCode, type Result } from '../errors/index.js'
import type { Http } from '../http/client.js'
import type { I18n } from '../i18n/index.js'
import type { MessageKey } from '../i18n/types.js'
import { venueDate } from '../routing/filters.js'
import type { Clock } from '../store/clock.js'
import type { StorefrontEmitter } from '../store/events.js'
import type { SeatPicker } from '../seats/seats.store.js'
import { seatDemand } from '../seats/rules.js'
import { createStore, type ReadableStore } from '../store/store.js'
import {
  admitFieldRules,
  calendarDayView,
  calendarPriceRequest,
  calendarQuery,
  canDecrement,
  clampQuantity,
  decrementQuantity,
  flexibleAdmission,
  groupQuantity,
  idKey,
  incrementQuantity,
  initialReserveState,
  isAnchorRequired,
  isCalendarDaySelectable,
  isExactlyOneGroup,
  isSessionSoldOut,
  isSubmitEnabled,
  matchMessageRules,
  nextIncrement,
  offeredTicketGroups,
  parseReserveQuery,
  pruneQuantities,
  quantityContext,
  quantityMaximum,
  quantityMinimum,
  reserveErrorOutcome,
  reserveErrorView,
  reserveEventSettings,
  reserveFlowOf,
  reservePayload,
  reserveProblem,
  reserveReducer,
  resolveQueryDate,
  resolveQueryQuantities,
  resolveQuerySession,
  selectExactlyOne,
  sessionEntries,
  sessionSoldOutOutcome,
  sessionTabs,
  surveyFields,
  ticketCount,
  validateAdmitDetails,
  validateSurvey,
  type AdmitFieldRules,
  type AdmitProblem,
  type FlexibleAdmission,
  type ReserveErrorView,
  type ReserveProblem,
  type ReserveQuery,
  type ReserveQueryProblem,
  type RuleMessages,
  type RuleSelection,
  type SurveyField,
  type SurveyProblemCode,
} from './rules/index.js'
import type {
  AdmitDetails,
  CalendarDate,
  CalendarDay,
  CalendarDayView,
  EventSession,
  Id,
  MessageRule,
  OfferedTicketGroup,
  Quantities,
  ReserveAction,
  ReserveEventSettings,
  ReserveState,
  SessionEntry,
  SessionTab,
  SurveyAnswerValue,
  TicketGroup,
  TicketType,
} from './types.js'
import {
  advanceUpsellChain,
  anchorVisits,
  EMPTY_UPSELL_CHAIN,
  fitsVisitTime,
  nextRouteOf,
  upsellVisitTimeOf,
  visitDates,
  type AnchorVisit,
  type UpsellVisitTime,
} from './upsell.js'
import type { CartItem } from '../cart/types.js'
import type { AddOnBanner, UpsellChainStore } from './upsell.store.js'

/**
 * Where the reserve page is in its life (DESIGN.md: a named status):
 * - `idle`: nothing loaded; `loading`: the event, calendar and query are being read;
 * - `ready`: the visitor is choosing (a reserve error, if any, is in `error`);
 * - `submitting`: the reserve is being added to the cart;
 * - `code_required`: the server asks for a code first (calls §8 rule_blocks_reserve): the code
 *   dialog is open with `codeRequired.description`;
 * - `done`: the tickets are in the cart ("Submit adds to the cart, then the flow ends");
 * - `error`: the event could not be loaded (or a strict reserve query failed, calls §8 Other).
 */
export type ReserveStoreStatus = 'idle' | 'loading' | 'ready' | 'submitting' | 'code_required' | 'done' | 'error'

/** The status of one piece the page loads (calendar, sessions, ticket groups). */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/** A quantity stepper of one ticket type (storefront §5 Quantity), from the quantity rules. */
export interface QuantityStepper {
  ticketTypeId: string
  quantity: number
  /** The smallest quantity above zero ("From zero it jumps to the group minimum"). */
  minimum: number
  /** The largest quantity: 1000 per type, the group limit, the places left (calls §9). */
  maximum: number
  /** How much + adds now (0: + is disabled, "The next increment is 0 if no capacity is left"). */
  nextIncrement: number
  /** Whether − is enabled ("Exactly-one-ticket mode disables decrement"). */
  canDecrement: boolean
  exactlyOne: boolean
}

/** The details asked for one offered group with tickets: its survey and admit fields (storefront §5). */
export interface ReserveDetails {
  ticketGroupId: string
  name: string
  /** The group's survey questions (storefront §5 Survey), empty without a survey. */
  survey: SurveyField[]
  /** How the admit name and e-mail are shown (storefront §5 Admit details). */
  admit: AdmitFieldRules
  /** The selected types of the group, one admit entry per ticket. */
  tickets: { ticketTypeId: string; name: string; count: number }[]
}

/** A survey answer or admit detail that does not pass (storefront §5; checked at submit). */
export type ReserveDetailProblem =
  | { kind: 'survey'; ticketGroupId: string; name: string; problem: SurveyProblemCode }
  | { kind: 'admit'; ticketTypeId: string; index: number; field: AdmitProblem['field']; problem: AdmitProblem['problem'] }

/** The code dialog of calls §8 rule_blocks_reserve (code_required). */
export interface CodeRequired {
  /** The server's description, shown in the dialog; null: show 'A code is required to continue with your order.' */
  description: string | null
  status: 'idle' | 'applying'
  /** Why the last code was refused (a promo error, calls §8), or null. */
  error: FoyerError | null
}

/**
 * The reserve page of one event: the reserve flow state (`reserveReducer`) spread out, plus what
 * was loaded and what the rules derive from it. Frozen, like every snapshot.
 */
export interface ReserveSnapshot extends Omit<ReserveState, 'status' | 'eventId'> {
  status: ReserveStoreStatus
  eventId: string
  event: EventDetails | null
  settings: ReserveEventSettings
  /** Whether the event sells 'any date' tickets (storefront §1, §4; see `flexibleAdmission`). */
  flexibleAdmission: FlexibleAdmission
  /** The venue's time zone: days, sessions and message rules are read in it. */
  timeZone: string
  calendarStatus: LoadStatus
  /** The date picker's days (storefront §3 Calendar day). */
  calendar: CalendarDayView[]
  sessionsStatus: LoadStatus
  /** The chosen date's sessions as the picker lists them (storefront §3 Event session picker entries). */
  sessions: SessionEntry[]
  /** storefront §2 Session selection tabs (empty when the event has no thresholds). */
  tabs: SessionTab[]
  /** The chosen session's row, or null. */
  session: EventSession | null
  ticketGroupsStatus: LoadStatus
  /** The groups offered now (the session's, else the event's; storefront §5 filters applied). */
  ticketGroups: OfferedTicketGroup[]
  /** One stepper per offered ticket type, by id. */
  steppers: Readonly<Record<string, QuantityStepper>>
  /** The message rules' output for what is chosen (storefront §3 Message rule). */
  messages: RuleMessages
  /** Survey and admit details per group with tickets. */
  details: ReserveDetails[]
  /**
   * storefront §2: an add-on event needs an admission in the cart first ('event.anchorRequired';
   * see `isAnchorRequired`). Follows the cart.
   */
  anchorRequired: boolean
  /** The first missing selection and its message (storefront §5 Required selections), or null. */
  problem: ReserveProblem | null
  /** Survey answers and admit details that do not pass yet. */
  detailProblems: ReserveDetailProblem[]
  /** storefront §5: "The submit button is enabled only when …". */
  canSubmit: boolean
  /** Tickets selected. */
  ticketCount: number
  /** The query of the last `load` (storefront §2 Reserve page query parameters), or null. */
  query: string | null
  /** Problems with that query (storefront §5 Reserve query). */
  queryProblems: ReserveQueryProblem[]
  codeRequired: CodeRequired | null
  /** The last reserve or load error as the page shows it (`reserveErrorMessage`), or null. */
  error: ReserveErrorView | null
  /** What the last successful reserve added. */
  reserved: { cartId: string; ticketIds: string[] } | null
  /**
   * The event's config `next_route` as an app path (`nextRouteOf`, storefront §3 Event template
   * config), or null.
   */
  nextRoute: string | null
  /**
   * storefront §2 Reserve page: "Add-on banner with a skip link when the event is chained as an
   * upsell" (`UpsellChainStore.addOnBanner`); null when the event is not the add-on offered now.
   * Follows the chain (it goes on expiry).
   */
  addOn: AddOnBanner | null
  /**
   * With status `done`: the app path to go to now (storefront §4 "Submit adds to the cart, then
   * the flow ends"): the next event of the upsell chain, the upsell listing (/events), or /checkout
   * when upsells are skipped (`advanceUpsellChain`). Null before.
   */
  goTo: string | null
}

/** What `submit` and `applyCode` resolve to: the cart and the tickets this reserve added. */
export interface Reserved {
  cart: Cart
  tickets: CartTicket[]
}

/** The reserve page of one event (`storefront.reserve(eventId)`). */
export interface ReserveStore extends ReadableStore<ReserveSnapshot> {
  readonly eventId: string
  /**
   * Opens the page: loads the event (with its groups, types and message rules), then the calendar
   * (calls §7 GET events/{id}/calendar, cached, `_format=extended`, the `tg` groups), preselects a
   * single available date or the cart's anchor date (storefront §4), and applies the reserve
   * query (storefront §2: session id / today / next, date, quantity pairs, select, price, tg,
   * reserve). An undated event chooses 'any date' at once. With `reserve` in the query the
   * selection is submitted when complete; `strict` turns any problem into 'reserve.unavailable'
   * (calls §8 Other).
   * @example
   * const reserve = storefront.reserve('general-admission')
   * await reserve.load({ query: location.search })
   */
  load(options?: { query?: string | URLSearchParams }): Promise<Result<ReserveSnapshot>>
  /** Chooses a day (only a selectable one) and loads its sessions. "Changing the date clears the session." */
  selectDate(date: CalendarDate): Promise<void>
  /** 'any date' (storefront §4: "Choosing flexible resets quantities and clears the date"). */
  selectFlexible(): void
  /** Back to choosing a date (the 'Change' button); "Clearing the date or session resets later steps". */
  clearDate(): void
  /** Chooses a session of the date (not a sold-out one) and loads its ticket groups. */
  selectSession(sessionId: Id): Promise<void>
  clearSession(): void
  /** A typed quantity, brought within the rules (storefront §5 Quantity, `clampQuantity`). */
  setQuantity(ticketTypeId: Id, quantity: number): void
  /** The + button (`incrementQuantity`). */
  increment(ticketTypeId: Id): void
  /** The − button (`decrementQuantity`). */
  decrement(ticketTypeId: Id): void
  /** A flexible price as typed (storefront §5 Flexible price; checked by `problem`). */
  setPrice(ticketTypeId: Id, price: string): void
  /** Quantity-first: 'Find available tickets' closes the quantities and loads the priced calendar. */
  findAvailableTickets(): Promise<void>
  /** Quantity-first: reopens the quantities ("Changing the event reopens quantities"). */
  editQuantities(): void
  setSurveyAnswer(ticketGroupId: Id, name: string, value: SurveyAnswerValue): void
  setAdmitDetails(ticketTypeId: Id, index: number, details: Partial<AdmitDetails>): void
  /**
   * Adds the selection to the cart (`cart.modify`: the first creates the cart). Refused with the
   * first missing selection's message, or 'There were errors found …' for survey / admit details.
   * Reserve errors follow calls §8 (see `ReserveSnapshot.error`, status `code_required`).
   */
  submit(options?: { promoCodes?: readonly string[]; campaign?: string }): Promise<Result<Reserved>>
  /** For status `code_required`: applies the code, then retries the reserve (calls §8). */
  applyCode(code: string): Promise<Result<Reserved>>
  /** Closes the code dialog without a code; the selection stays. */
  cancelCode(): void
  /**
   * The add-on banner's skip link was followed: the chain moves on as if the add-on had been
   * reserved (`advanceUpsellChain`). Returns the app path to go to (`addOn.skipTo`), or null when
   * the event is not chained as an upsell.
   */
  skipAddOn(): string | null
}

export interface ReserveOptions {
  eventId: string
  http: Http
  events: StorefrontEmitter
  catalog: Catalog
  cart: CartStore
  clock: Clock
  i18n: I18n
  /** The storefront's time zone, used until the event's venue is known. */
  timeZone: string
  /** Whether the visitor is a member (storefront §6 member-only groups). */
  isMember: () => boolean
  /**
   * The seat picker of a session (storefront §2 Seat picker): seated groups need confirmed seats
   * before submit, and the reserve sends them (storefront §4 Seats, §5 seats match quantities).
   * @default none: seated groups can never be confirmed
   */
  seats?: (eventId: string, sessionId: string) => SeatPicker
  /**
   * The storefront's upsell chain (`storefront.upsells`): where a reserve leads, and the add-on
   * banner. @default none: a reserve leads to the upsell listing (/events), never a chain
   */
  upsells?: UpsellChainStore
}

/** calls §9 "Cart fetch and rules limit": the most sessions asked for when a query names one. */
const SESSION_LOOKUP_LIMIT = 1000

interface Loaded {
  status: ReserveStoreStatus
  flowState: ReserveState
  event: EventDetails | null
  settings: ReserveEventSettings
  flexibleAdmission: FlexibleAdmission
  timeZone: string
  calendarStatus: LoadStatus
  calendarRows: CalendarDay[]
  sessionsStatus: LoadStatus
  sessionRows: EventSession[]
  ticketGroupsStatus: LoadStatus
  sessionGroups: { sessionId: string; groups: TicketGroup[]; types: TicketType[] } | null
  ticketGroupFilter: string[]
  query: string | null
  queryProblems: ReserveQueryProblem[]
  codeRequired: CodeRequired | null
  error: ReserveErrorView | null
  reserved: { cartId: string; ticketIds: string[] } | null
  goTo: string | null
}

/** Remembers the last result of `compute` for the same arguments (compared by identity). */
function memo<Args extends unknown[], R>(compute: (...args: Args) => R): (...args: Args) => R {
  let last: { args: Args; value: R } | null = null
  return (...args) => {
    if (last && last.args.length === args.length && last.args.every((a, i) => Object.is(a, args[i]))) return last.value
    const value = compute(...args)
    last = { args, value }
    return value
  }
}

function clientError(code: string, messageKey: MessageKey, description: string | null = null): FoyerError {
  return new FoyerError({ code, status: null, messageKey, description })
}

function viewOf(error: FoyerError, messageKey: MessageKey | null = error.messageKey): ReserveErrorView {
  return reserveErrorView(error, { messageKey, change: null, expected: false })
}

export function createReserve(options: ReserveOptions): ReserveStore {
  const { eventId, http, events, catalog, cart, clock, isMember } = options

  let data: Loaded = {
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
  }

  // Dates, times and money in the venue's zone.
  const venueI18n = memo((timeZone: string) => (timeZone === options.i18n.timeZone ? options.i18n : options.i18n.withTimeZone(timeZone)))

  const groupsOf = memo(
    (event: EventDetails | null, sessionGroups: Loaded['sessionGroups'], filter: string[], sessionId: string | null): OfferedTicketGroup[] => {
      const fromSession = sessionGroups && sessionGroups.sessionId === sessionId ? sessionGroups : null
      const groups: readonly TicketGroup[] = fromSession ? fromSession.groups : (event?.ticketGroups ?? [])
      const types: readonly TicketType[] = fromSession ? fromSession.types : (event?.ticketTypes ?? [])
      const wanted = filter.length > 0 ? groups.filter((g) => filter.includes(idKey(g.id))) : groups
      // A session's group rows come without `types`; the types are matched by ticket_group_id.
      return offeredTicketGroups(fromSession ? wanted.map((g) => ({ ...g, types: null })) : wanted, {
        isMember: isMember(),
        now: clock.now(),
        ticketTypes: types,
      })
    },
  )

  const selectionOf = memo(
    (event: EventDetails | null, quantities: ReserveState['quantities']): RuleSelection => ({
      quantities,
      ticketTypes: event?.ticketTypes ?? [],
      ticketGroups: event?.ticketGroups ?? [],
    }),
  )

  // The calendar's currency_code, else the ticket types', else the storefront's.
  const currencyOf = (event: EventDetails | null, rows: readonly CalendarDay[]): string | null =>
    (rows[0] as { currency_code?: string } | undefined)?.currency_code ??
    event?.ticketTypes.find((t) => t.currency_code)?.currency_code ??
    options.i18n.currency

  const calendarOf = memo(
    (rows: CalendarDay[], event: EventDetails | null, settings: ReserveEventSettings, selection: RuleSelection, timeZone: string): CalendarDayView[] => {
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
        }),
      )
    },
  )

  const sessionsOf = memo(
    (rows: EventSession[], event: EventDetails | null, settings: ReserveEventSettings, selection: RuleSelection, timeZone: string): SessionEntry[] =>
      sessionEntries(rows, {
        timeZone,
        settings,
        ticketTypes: event?.ticketTypes ?? [],
        rules: (event?.messageRules ?? []) as readonly MessageRule[],
        selection,
      }),
  )

  const tabsOf = memo((rows: EventSession[], settings: ReserveEventSettings, timeZone: string) =>
    sessionTabs(rows, settings.session_picker_tabs, timeZone),
  )

  const steppersOf = memo(
    (groups: OfferedTicketGroup[], quantities: ReserveState['quantities'], session: EventSession | null): Record<string, QuantityStepper> => {
      const steppers: Record<string, QuantityStepper> = {}
      for (const group of groups) {
        for (const type of group.types) {
          const ctx = quantityContext(type.id, { groups, quantities, session })
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
          }
        }
      }
      return steppers
    },
  )

  const detailsOf = memo((groups: OfferedTicketGroup[], flowState: ReserveState): { details: ReserveDetails[]; problems: ReserveDetailProblem[] } => {
    const details: ReserveDetails[] = []
    const problems: ReserveDetailProblem[] = []
    for (const group of groups) {
      if (groupQuantity(group, flowState.quantities) === 0) continue
      const admit = admitFieldRules(group.group)
      const tickets = group.types
        .filter((t) => (flowState.quantities[idKey(t.id)] ?? 0) > 0)
        .map((t) => ({ ticketTypeId: idKey(t.id), name: t.name, count: flowState.quantities[idKey(t.id)] ?? 0 }))
      details.push({ ticketGroupId: group.id, name: group.group.name, survey: surveyFields(group.group.additional_info_spec), admit, tickets })
      for (const problem of validateSurvey(group.group.additional_info_spec, flowState.survey[group.id] ?? {})) {
        problems.push({ kind: 'survey', ticketGroupId: group.id, name: problem.name, problem: problem.problem })
      }
      for (const ticket of tickets) {
        for (let index = 0; index < ticket.count; index++) {
          const entry = flowState.admits[ticket.ticketTypeId]?.[index] ?? {}
          for (const problem of validateAdmitDetails(entry, admit)) {
            problems.push({ kind: 'admit', ticketTypeId: ticket.ticketTypeId, index, field: problem.field, problem: problem.problem })
          }
        }
      }
    }
    return { details, problems }
  })

  // calls §9 Upsell visit_time: an add-on's days and sessions follow the admission it goes with
  // (the cart's anchor items); without anchors in the cart nothing is restricted (the page asks
  // for an admission first instead, `anchorRequired`).
  const visitOf = memo(
    (event: EventDetails | null, items: readonly CartItem[], sessions: readonly EventSession[] | undefined, timeZone: string) => {
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
    return visitOf(data.event, held.items, held.contents?.sessions, data.timeZone)
  }
  // A day off the anchor's dates is not selectable (storefront §4: status other).
  const daysFor = memo((rows: CalendarDay[], at: Visit): CalendarDay[] =>
    at ? rows.map((day) => (at.dates.includes(day.date) ? day : { ...day, enabled: false, status: 'other' })) : rows,
  )
  const sessionsFor = memo((rows: EventSession[], at: Visit): EventSession[] =>
    at ? rows.filter((session) => fitsVisitTime(at.visitTime, session, at.anchors, at.timeZone)) : rows,
  )
  /** The calendar's days and the date's sessions the visitor may choose (visit time applied). */
  const days = () => daysFor(data.calendarRows, visit())
  const sessionRows = () => sessionsFor(data.sessionRows, visit())

  // Keyed by the chain's (frozen) snapshot, so the banner object changes only when the chain does.
  const addOnOf = memo((event: EventDetails | null, chain: object | null): AddOnBanner | null =>
    event !== null && chain !== null && options.upsells ? options.upsells.addOnBanner(eventId, nextRouteOf(event.config)) : null,
  )

  function compose(): ReserveSnapshot {
    const { flowState, event, settings, timeZone } = data
    const selection = selectionOf(event, flowState.quantities)
    const rows = sessionRows()
    const session = flowState.sessionId === null ? null : (rows.find((s) => idKey(s.id) === flowState.sessionId) ?? null)
    const groups = groupsOf(event, data.sessionGroups, data.ticketGroupFilter, flowState.sessionId)
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
            needsSession: data.flexibleAdmission !== 'only',
          })
    return {
      ...flow,
      status: data.status,
      eventId,
      event,
      settings,
      flexibleAdmission: data.flexibleAdmission,
      timeZone,
      calendarStatus: data.calendarStatus,
      calendar: calendarOf(days(), event, settings, selection, timeZone),
      sessionsStatus: data.sessionsStatus,
      sessions: sessionsOf(rows, event, settings, selection, timeZone),
      tabs: tabsOf(rows, settings, timeZone),
      session,
      ticketGroupsStatus: data.ticketGroupsStatus,
      ticketGroups: groups,
      steppers: steppersOf(groups, flowState.quantities, session),
      messages: matchMessageRules((event?.messageRules ?? []) as readonly MessageRule[], {
        date: flowState.date,
        sessionStart: session?.start_datetime ?? null,
        timeZone,
        selection,
      }),
      details,
      anchorRequired: event !== null && isAnchorRequired(event.meta, cart.getSnapshot().items),
      problem,
      detailProblems: problems,
      canSubmit:
        data.status === 'ready' &&
        isSubmitEnabled(flowState, {
          seatSelectionComplete: !seatsPending || (picker !== null && picker.getSnapshot().complete),
        }),
      ticketCount: ticketCount(flowState.quantities),
      query: data.query,
      queryProblems: data.queryProblems,
      codeRequired: data.codeRequired,
      error: data.error,
      reserved: data.reserved,
      nextRoute: nextRouteOf(event?.config),
      addOn: addOnOf(event, options.upsells?.getSnapshot() ?? null),
      goTo: data.goTo,
    }
  }

  // The session's seat picker follows the chosen quantities; the page follows the picker.
  let watchedPicker: SeatPicker | null = null
  let unwatchPicker: (() => void) | null = null
  function pickerFor(sessionId: string | null, groups: readonly OfferedTicketGroup[], quantities: Quantities): SeatPicker | null {
    if (!options.seats || sessionId === null || !groups.some((g) => g.handler === 'seated')) return null
    const picker = options.seats(eventId, sessionId)
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
  // The page follows the cart (anchorRequired); nothing to follow before the event is loaded.
  cart.subscribe(() => {
    if (data.event !== null) update({})
  })
  // The add-on banner follows the upsell chain (storefront §4: cleared on expiry).
  options.upsells?.subscribe(() => {
    if (data.event !== null) update({})
  })

  function update(patch: Partial<Loaded>) {
    data = { ...data, ...patch }
    const next = compose()
    store.setState(() => castDraft(next))
  }

  function dispatch(action: ReserveAction, patch: Partial<Loaded> = {}) {
    update({ ...patch, flowState: reserveReducer(data.flowState, action) })
  }

  function offered(): OfferedTicketGroup[] {
    return groupsOf(data.event, data.sessionGroups, data.ticketGroupFilter, data.flowState.sessionId)
  }

  // Each kind of read takes a number; only the newest may write (a late answer for an older date
  // or session is dropped).
  let loadCall = 0
  let calendarCall = 0
  let sessionsCall = 0
  let groupsCall = 0

  async function loadCalendar(): Promise<void> {
    const call = ++calendarCall
    update({ calendarStatus: 'loading' })
    const today = venueDate(clock.now(), data.timeZone)
    const base = { ...calendarQuery(data.ticketGroupFilter), 'date._gte': today }
    const quantityFirst = data.flowState.flow === 'quantity_first' && ticketCount(data.flowState.quantities) > 0
    let result: Result<{ calendar: { _data: CalendarDay[] } }>
    if (quantityFirst) {
      // storefront §4 quantity-first: the calendar is priced for the selection (calls §7 POST).
      const request = calendarPriceRequest({ quantities: data.flowState.quantities, format: 'extended' })
      if ('error' in request) {
        update({ calendarStatus: 'error', error: viewOf(clientError('validation_failed', request.error), request.error) })
        return
      }
      result = await http.post('/events/{id}/calendar', {
        params: { path: { id: eventId }, query: { ...base, ...request.query } },
        body: request.body,
      })
    } else {
      result = await http.get('/events/{id}/calendar', { params: { path: { id: eventId }, query: base } }, { cached: true })
    }
    if (call !== calendarCall) return
    if (result.error) {
      const error = errorForFlow(result.error, 'reserve')
      update({ calendarStatus: 'error', error: reserveErrorView(error, reserveErrorOutcome(error)) })
      return
    }
    const rows = result.data.calendar._data
    const anchor = cartAnchorDate(cart.getSnapshot().items, data.timeZone)
    const before = data.flowState.date
    // The preselection (a single available date, the anchor's date) reads the days the visitor may choose.
    dispatch({ type: 'calendarLoaded', days: daysFor(rows, visit()), cartAnchorDate: anchor }, { calendarStatus: 'ready', calendarRows: rows })
    // storefront §4: a preselected date loads its sessions like a chosen one.
    if (data.flowState.date !== null && data.flowState.date !== before) await loadSessions(data.flowState.date)
  }

  async function loadSessions(date: CalendarDate): Promise<EventSession[] | null> {
    const call = ++sessionsCall
    update({ sessionsStatus: 'loading' })
    const result = await http.get('/events/{id}/sessions', { params: { path: { id: eventId }, query: { date } } })
    if (call !== sessionsCall || data.flowState.date !== date) return null
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
    if (call !== groupsCall || data.flowState.sessionId !== sessionId) return
    if (result.error) {
      update({ ticketGroupsStatus: 'error', error: viewOf(errorForFlow(result.error, 'reserve')) })
      return
    }
    update({
      ticketGroupsStatus: 'ready',
      sessionGroups: { sessionId, groups: result.data.ticket_group._data, types: result.data.ticket_type?._data ?? [] },
    })
    // A type this session does not offer (sold out, out of its sales window) is dropped.
    const pruned = pruneQuantities(data.flowState.quantities, offered())
    if (pruned !== data.flowState.quantities) dispatch({ type: 'setQuantities', quantities: pruned })
  }

  async function selectDate(date: CalendarDate): Promise<void> {
    if (data.status !== 'ready') return
    const day = days().find((d) => d.date === date)
    // Only enabled, available days can be chosen (storefront §4).
    if (data.calendarRows.length > 0 && (!day || !isCalendarDaySelectable(day))) return
    const before = data.flowState.date
    dispatch({ type: 'selectDate', date }, { error: null })
    if (data.flowState.date === date && before !== date) {
      update({ sessionRows: [], sessionGroups: null, ticketGroupsStatus: 'idle' })
      await loadSessions(date)
    }
  }

  function selectFlexible() {
    if (data.status !== 'ready' || data.flexibleAdmission === 'none') return
    dispatch({ type: 'selectFlexible' }, { sessionRows: [], sessionsStatus: 'idle', sessionGroups: null, ticketGroupsStatus: 'idle', error: null })
  }

  async function selectSession(sessionId: Id): Promise<void> {
    if (data.status !== 'ready') return
    const id = idKey(sessionId)
    const row = sessionRows().find((s) => idKey(s.id) === id)
    if (!row || isSessionSoldOut(row)) return
    const before = data.flowState.sessionId
    dispatch({ type: 'selectSession', sessionId: id }, { error: null })
    if (data.flowState.sessionId === id && before !== id) await loadTicketGroups(id)
  }

  function setQuantities(next: ReserveState['quantities']) {
    if (data.status === 'ready') dispatch({ type: 'setQuantities', quantities: next })
  }

  function withQuantity(ticketTypeId: Id, change: (ctx: NonNullable<ReturnType<typeof quantityContext>>) => number) {
    const groups = offered()
    const { sessionId } = data.flowState
    const session = sessionId === null ? null : (sessionRows().find((s) => idKey(s.id) === sessionId) ?? null)
    const ctx = quantityContext(ticketTypeId, { groups, quantities: data.flowState.quantities, session })
    if (!ctx) return
    const quantity = change(ctx)
    const group = groups.find((g) => g.types.some((t) => idKey(t.id) === idKey(ticketTypeId)))
    // storefront §5 exactly-one-ticket mode: choosing a type selects one of it and none of the others.
    if (group && isExactlyOneGroup(group.group) && quantity > 0) {
      setQuantities(selectExactlyOne(data.flowState.quantities, group, ticketTypeId))
      return
    }
    setQuantities({ ...data.flowState.quantities, [idKey(ticketTypeId)]: quantity })
  }

  async function findAvailableTickets(): Promise<void> {
    if (data.status !== 'ready') return
    const before = data.flowState.step
    dispatch({ type: 'findAvailableTickets' }, { error: null })
    // "closes quantities, loads the calendar" (storefront §4 quantity-first).
    if (before === 'quantities' && data.flowState.step === 'date') await loadCalendar()
  }

  /** Applies the reserve query (storefront §2, §5 Reserve query) once the event is known. */
  async function applyQuery(query: ReserveQuery, problems: ReserveQueryProblem[], call: number): Promise<void> {
    const event = data.event as EventDetails
    const quantityFirst = data.flowState.flow === 'quantity_first'

    if (query.quantities.length > 0) {
      const resolved = resolveQueryQuantities(query.quantities, event.ticketTypes)
      if (resolved.problem) problems.push(resolved.problem)
      if (Object.keys(resolved.quantities).length > 0) dispatch({ type: 'setQuantities', quantities: resolved.quantities })
    }
    if (query.select) {
      const wanted = query.select.toLowerCase()
      const type =
        event.ticketTypes.find((t) => idKey(t.id) === query.select) ?? event.ticketTypes.find((t) => t.name.toLowerCase() === wanted)
      if (!type) problems.push({ problem: 'ticket_types_not_found', messageKey: 'reserve.ticketTypesNotFound', values: [query.select] })
      else if ((data.flowState.quantities[idKey(type.id)] ?? 0) === 0) withQuantity(type.id, (ctx) => incrementQuantity(ctx))
      if (type && query.price) dispatch({ type: 'setPrice', ticketTypeId: type.id, price: query.price })
    } else if (query.price) {
      // The flexible amount goes to the first chosen type with a flexible price (decision).
      const flexibleType = offered()
        .flatMap((g) => g.types)
        .find((t) => t.currency_amount_min && t.currency_amount_max && (data.flowState.quantities[idKey(t.id)] ?? 0) > 0)
      if (flexibleType) dispatch({ type: 'setPrice', ticketTypeId: flexibleType.id, price: query.price })
    }

    // Quantity-first asks for quantities first: a date or session in the query applies only when
    // the query also chose tickets (decision).
    const wantsDate = query.session !== null || query.date !== null
    if (quantityFirst) {
      if (wantsDate && ticketCount(data.flowState.quantities) > 0) await findAvailableTickets()
      else if (!wantsDate) return
    } else if (data.flexibleAdmission !== 'only') {
      await loadCalendar()
    }
    if (call !== loadCall || data.flowState.step === 'quantities') return

    if (query.session) {
      const lookup =
        query.session.kind === 'today'
          ? { date: venueDate(clock.now(), data.timeZone) }
          : { 'start_datetime._gte': new Date(clock.now()).toISOString(), _limit: SESSION_LOOKUP_LIMIT }
      const result = await http.get('/events/{id}/sessions', { params: { path: { id: eventId }, query: lookup } })
      if (call !== loadCall) return
      const rows = result.data?.event_session._data ?? []
      const found = resolveQuerySession(query.session, rows, { now: clock.now(), timeZone: data.timeZone })
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
  }

  async function load(loadOptions: { query?: string | URLSearchParams } = {}): Promise<Result<ReserveSnapshot>> {
    const call = ++loadCall
    const queryText = (typeof loadOptions.query === 'string' ? loadOptions.query : (loadOptions.query?.toString() ?? '')).replace(/^\?/, '')
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
    const event = loaded.data
    const settings = reserveEventSettings({ meta: event.meta, config: event.config })
    const flow = reserveFlowOf(settings.reserve_flow)
    const flexible = flexibleAdmission({ event_type: event.eventType, meta: event.meta })
    data = {
      ...data,
      status: 'ready',
      flowState: reserveReducer(data.flowState, { type: 'changeEvent', eventId, flow }),
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
    await applyQuery(parsed.query, problems, call)
    if (call !== loadCall) return { data: store.getSnapshot() }
    update({ queryProblems: problems })

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
        const submitted = await submit()
        if (submitted.error && strict) return { error: submitted.error }
      }
    }
    return { data: store.getSnapshot() }
  }

  async function reserveIntoCart(codes: readonly string[], campaign: string | undefined): Promise<Result<Reserved>> {
    // The cast: openapi-typescript types SurveyAnswers (`additionalProperties: { type: object }`)
    // as empty objects; the answers are objects of values, as the contract validator accepts.
    const payload = {
      channel_id: 'web',
      reserve: reservePayload(data.flowState, offered(), watchedPicker?.assignments() ?? []),
      // calls §7 "preReservePromoCodes": codes applied before the reserve.
      ...(codes.length > 0 ? { apply_code_before: [...codes] } : {}),
    } as CartModifyPayload
    const before = cart.getSnapshot().contents?.tickets ?? []
    const result = await cart.modify(payload, campaign ? { campaign } : {})
    if (result.error) return { error: await onReserveError(result.error, codes.length > 0) }
    const tickets = addedTickets(before, result.data.tickets)
    const cartId = String(result.data.cart.id)
    // Where the flow goes on: the upsell chain decides (storefront §2, §3 next_route; ./upsell.ts).
    const nextRoute = nextRouteOf(data.event?.config)
    const goTo = options.upsells
      ? options.upsells.advance(eventId, nextRoute)
      : advanceUpsellChain(EMPTY_UPSELL_CHAIN, { eventId, nextRoute }).to
    dispatch({ type: 'submitSucceeded' }, {
      status: 'done',
      codeRequired: null,
      error: null,
      reserved: { cartId, ticketIds: tickets.map((t) => idKey(t.id)) },
      goTo,
    })
    events.emit('reserve:reserved', { eventId, cart: result.data.cart, tickets })
    return { data: { cart: result.data.cart, tickets } }
  }

  /** calls §8 Reserve and promo: what the page does after a reserve error. */
  async function onReserveError(raw: FoyerError, withCode: boolean): Promise<FoyerError> {
    const error = errorForFlow(raw, 'reserve')
    if (isCodeRequiredBlock(error)) {
      // The dialog opens (again) with the server's description; the selection stays submitting.
      update({
        status: 'code_required',
        codeRequired: { description: error.description, status: 'idle', error: withCode ? errorForFlow(raw, 'promo') : null },
      })
      return error
    }
    if (withCode && isUserFacingPromoCode(raw.code)) {
      // The code was refused: the dialog stays open with the promo message (calls §8).
      update({ status: 'code_required', codeRequired: { description: data.codeRequired?.description ?? null, status: 'idle', error: errorForFlow(raw, 'promo') } })
      return errorForFlow(raw, 'promo')
    }

    const { date, sessionId, flexible } = data.flowState
    if (error.code === 'event_session_sold_out' && sessionId !== null && date !== null && !flexible) {
      const soldOutRow = data.sessionRows.find((s) => idKey(s.id) === sessionId)
      const startDatetime = soldOutRow?.start_datetime ?? ''
      // calls §8: "sessions are refreshed"; then the time or the date is named.
      const refreshed = sessionsFor((await loadSessions(date)) ?? data.sessionRows, visit())
      const i18n = venueI18n(data.timeZone)
      const outcome = sessionSoldOutOutcome({ sessionId, startDatetime, date }, refreshed, {
        formatTime: (iso) => (iso ? i18n.formatTime(iso) : ''),
        formatDate: (day) => i18n.formatDate(day, 'long'),
      })
      dispatch({ type: 'submitFailed', clear: outcome.clear }, {
        status: 'ready',
        codeRequired: null,
        error: reserveErrorView(error, outcome),
        sessionGroups: null,
        ticketGroupsStatus: 'idle',
      })
      if (outcome.reload.includes('calendar')) await loadCalendar()
      return error
    }

    const outcome = reserveErrorOutcome(error)
    dispatch({ type: 'submitFailed', clear: outcome.clear }, { status: 'ready', codeRequired: null, error: reserveErrorView(error, outcome) })
    // What the error changed on the server is read again: limits, capacity, sold-out groups.
    if (outcome.reload.includes('sessions') && data.flowState.date !== null) await loadSessions(data.flowState.date)
    if (outcome.reload.includes('ticketGroups') && data.flowState.sessionId !== null) await loadTicketGroups(data.flowState.sessionId)
    return error
  }

  let submitOptions: { promoCodes?: readonly string[]; campaign?: string } = {}

  async function submit(submitWith: { promoCodes?: readonly string[]; campaign?: string } = {}): Promise<Result<Reserved>> {
    if (data.status !== 'ready') {
      return { error: clientError('not_ready', 'error.generic', `The reserve page is ${data.status}.`) }
    }
    const snapshot = store.getSnapshot()
    if (snapshot.problem) {
      const error = clientError('selection_incomplete', snapshot.problem.messageKey)
      update({ error: viewOf(error) })
      return { error }
    }
    if (snapshot.detailProblems.length > 0) {
      // storefront §5: native validity is checked on every input; the form shows which.
      const error = clientError('details_invalid', 'checkout.validationFailed')
      update({ error: viewOf(error) })
      return { error }
    }
    if (!snapshot.canSubmit) {
      const error = clientError('selection_incomplete', 'reserve.selectTicket')
      update({ error: viewOf(error) })
      return { error }
    }
    submitOptions = submitWith
    dispatch({ type: 'submit' }, { status: 'submitting', error: null })
    return reserveIntoCart(submitWith.promoCodes ?? [], submitWith.campaign)
  }

  async function applyCode(code: string): Promise<Result<Reserved>> {
    if (data.status !== 'code_required' || data.codeRequired?.status === 'applying') {
      return { error: clientError('not_ready', 'error.generic', `The reserve page is ${data.status}.`) }
    }
    const trimmed = code.trim()
    const description = data.codeRequired?.description ?? null
    // storefront §5: "For a blocked cart the code is required with min length 2."
    if (trimmed.length < 2) {
      const error = clientError('validation_failed', 'promo.invalidCode')
      update({ codeRequired: { description, status: 'idle', error } })
      return { error }
    }
    update({ codeRequired: { description, status: 'applying', error: null } })
    const codes = [...(submitOptions.promoCodes ?? [])]
    if (cart.getSnapshot().cartId) {
      // A cart exists: apply the code to it; success retries the reserve (calls §8).
      const applied = await cart.applyCode(trimmed)
      if (applied.error) {
        update({ codeRequired: { description, status: 'idle', error: applied.error } })
        return { error: applied.error }
      }
    } else {
      // No cart yet (the reserve that was blocked would have made it): the code goes before the reserve.
      codes.push(trimmed)
    }
    update({ status: 'submitting' })
    return reserveIntoCart(codes, submitOptions.campaign)
  }

  function cancelCode() {
    if (data.status !== 'code_required') return
    dispatch({ type: 'submitFailed' }, { status: 'ready', codeRequired: null })
  }

  const whenReady = (action: ReserveAction) => {
    if (data.status === 'ready') dispatch(action)
  }

  return {
    eventId,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    load,
    selectDate,
    selectFlexible,
    clearDate: () => {
      if (data.status === 'ready') dispatch({ type: 'clearDate' }, { sessionRows: [], sessionsStatus: 'idle', sessionGroups: null, ticketGroupsStatus: 'idle' })
    },
    selectSession,
    clearSession: () => {
      if (data.status === 'ready') dispatch({ type: 'clearSession' }, { sessionGroups: null, ticketGroupsStatus: 'idle' })
    },
    setQuantity: (ticketTypeId, quantity) => withQuantity(ticketTypeId, (ctx) => clampQuantity(ctx, quantity)),
    increment: (ticketTypeId) => withQuantity(ticketTypeId, (ctx) => incrementQuantity(ctx)),
    decrement: (ticketTypeId) => withQuantity(ticketTypeId, (ctx) => decrementQuantity(ctx)),
    setPrice: (ticketTypeId, price) => whenReady({ type: 'setPrice', ticketTypeId, price }),
    findAvailableTickets,
    editQuantities: () => whenReady({ type: 'editQuantities' }),
    setSurveyAnswer: (ticketGroupId, name, value) => whenReady({ type: 'setSurveyAnswer', ticketGroupId, name, value }),
    setAdmitDetails: (ticketTypeId, index, details) => whenReady({ type: 'setAdmitDetails', ticketTypeId, index, details }),
    submit,
    applyCode,
    cancelCode,
    skipAddOn() {
      const event = data.event
      if (!event || !options.upsells || !store.getSnapshot().addOn) return null
      return options.upsells.advance(eventId, nextRouteOf(event.config))
    },
  }
}
