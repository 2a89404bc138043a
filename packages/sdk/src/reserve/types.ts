/**
 * Types of the reserve domain (storefront §3, §4, §5): the view models it derives, the
 * reserve-flow state and the reserve store. The wire rows it reads are in `rows.ts`.
 */

import type { CalendarDate } from '../core/calendar-date.js'
import type { Id } from '../core/ids.js'
import type { Money } from '../core/money.js'

import type { CartStore } from '../cart/types.js'
import type { Cart, CartTicket } from '../cart/types.js'
import type { Catalog } from '../catalog/catalog.store.js'
import type { EventDetails } from '../catalog/types.js'
import type { FoyerError, Result } from '../errors/index.js'
import type { Http } from '../http/client.js'
import type { I18n } from '../i18n/index.js'
import type { Clock } from '../store/clock.js'
import type { StorefrontEmitter } from '../store/events.js'
import type { SeatPicker } from '../seats/types.js'
import type { ReadableStore } from '../store/store.js'
import type { MessageKey } from '../i18n/types.js'
import type { UpsellChainStore } from './upsell.store.js'
import type { MemberTicketLimit, ReserveMembership } from './rules/members.js'
// The kernel's types, named here too for the reserve rules' readers.
export type { CalendarDate, Id, Money }

/**
 * A section of the reserve page: choosing the date, the session, the tickets, then the survey and
 * admit details, shown in the order the event's flow gives (storefront §4 Reserve flow; `reserveLayout`).
 */
export type ReserveSection = 'date' | 'session' | 'tickets' | 'details'

/** Quantities chosen per ticket type id (as a string key). Absent means 0. */
export type Quantities = Readonly<Record<string, number>>

// Wire rows (storefront §3): rows.ts
export type {
  EventSession,
  OutsideFee,
  TicketType,
  TicketGroupHandler,
  AdmitSetting,
  SurveyProperty,
  SurveySpec,
  TicketGroup,
  CalendarDayStatus,
  CalendarDay,
  DateOrSessionTrigger,
  QuantityTrigger,
  MessageRuleActionType,
  MessageRule,
  PriceDisplayConfig,
  SessionPickerTabsConfig,
  ReserveEventSettings,
} from './rows.js'
import type { EventSession, CalendarDay, ReserveEventSettings } from './rows.js'

// ---------------------------------------------------------------------------------------------
// What the rules answer (reserve/rules/)
// ---------------------------------------------------------------------------------------------

/** storefront §5 survey type mapping: enum → options, e-mail → email, date → date, integer → number, string → text. */
export type SurveyFieldType = 'options' | 'email' | 'date' | 'number' | 'text'

/** One survey question as a form shows it. */
export interface SurveyField {
  name: string
  type: SurveyFieldType
  label: string
  description: string | null
  required: boolean
  options: (string | number)[]
  minimum: number | null
  maximum: number | null
  /** Whole numbers only (JSON Schema `integer`). */
  integer: boolean
}

/** Why a survey answer is refused. */
export type SurveyProblemCode =
  | 'required'
  | 'not_a_number'
  | 'not_an_integer'
  | 'below_minimum'
  | 'above_maximum'
  | 'not_an_option'
  | 'not_an_email'
  | 'not_a_date'

/** How a form shows one admit field. */
export type AdmitFieldMode = 'required' | 'optional' | 'hidden'

/** How the admit fields of a group are shown. */
export interface AdmitFieldRules {
  /** First and last name. */
  name: AdmitFieldMode
  email: AdmitFieldMode
  /** Whether the admit fields are read-only: when a member already has values and the tenant's `prevent_membership_updates` setting is true (storefront §5 Admit details). */
  readOnly: boolean
}

/** One refused admit field; `max` is the limit a `too_long` value passed (storefront §5). */
export interface AdmitProblem {
  field: 'first' | 'last' | 'email'
  problem: 'required' | 'not_an_email' | 'too_long'
  max?: number
}

/** storefront §1, §4: how an event offers flexible admission ('any date', no date and no session). */
export type FlexibleAdmission = 'none' | 'offered' | 'only'

/** What the visitor must change after a reserve error. */
export type ReserveChange =
  | 'reduceQuantities'
  | 'increaseQuantities'
  | 'chooseOtherTickets'
  | 'chooseSessionOrReduce'
  | 'chooseSession'
  | 'chooseDate'
  | 'chooseFewerTicketTypes'
  | 'enterCode'
  | 'retry'

/**
 * A reserve error as the reserve page shows it (calls §8 Reserve and promo): the server's code,
 * status and description, the message to show (a catalogue key with its params, or null to show
 * the server's description) and what the visitor must change.
 */
export interface ReserveErrorView {
  code: string
  status: number | null
  messageKey: MessageKey | null
  params: Readonly<Record<string, string>>
  description: string | null
  change: ReserveChange | null
  /**
   * An outcome a visitor can cause and is told about, such as a sold-out session or too many
   * tickets, so it is shown and not logged as a fault (calls §8 Reserve and promo).
   */
  expected: boolean
}

/** The first thing the visitor still has to do, and the message for it. */
export interface ReserveProblem {
  problem:
    | 'find_available_tickets'
    | 'date'
    | 'session'
    | 'ticket'
    | 'donation'
    | 'gift_card'
    | 'admission_type'
    | 'too_many_ticket_types'
    | 'flexible_price'
    | 'seats'
  messageKey: MessageKey
  /** The ticket type or group concerned, when there is one. */
  id?: string
}

/** A problem with the reserve query (storefront §5 Reserve query). */
export interface ReserveQueryProblem {
  problem:
    | 'session_and_date'
    | 'date_unavailable'
    | 'session_unavailable'
    | 'session_not_found'
    | 'ticket_types_not_found'
    | 'ticket_groups_not_found'
  messageKey: MessageKey
  /** What was not found (ticket types, or the `tg` ticket groups). */
  values?: string[]
}

/** The texts the matching rules produce (storefront §3 Message rule actions). */
export interface RuleMessages {
  dateAnnotations: string[]
  dateMessages: string[]
  sessionAnnotations: string[]
  sessionMessages: string[]
  quantityMessages: string[]
}

// View models: view-types.ts
export type {
  Badge,
  CalendarDayView,
  SessionEntry,
  SessionTabDisabledReason,
  SessionTab,
  DisplayPrice,
  OfferedTicketGroup,
} from './view-types.js'
import type { CalendarDayView, SessionEntry, SessionTab, OfferedTicketGroup } from './view-types.js'

// ---------------------------------------------------------------------------------------------
// Reserve flow state (storefront §4 Reserve flow)
// ---------------------------------------------------------------------------------------------

/** storefront §2 / §4: the order of the reserve page, from the event's reserve_flow. */
export type ReserveFlow = 'date_first' | 'quantity_first'

/**
 * The step the visitor is on (storefront §4 Reserve flow).
 * - date-first: `date` → `session` → `tickets` (quantities, seats, survey, admit details);
 * - quantity-first: `quantities` → `date` → `session` → `details` (survey and admit details).
 * Flexible ('any date') skips `date` and `session`.
 */
export type ReserveStep = 'quantities' | 'date' | 'session' | 'tickets' | 'details'

/** Where the reserve flow is: the visitor is selecting, the selection is being submitted, or it is done. */
export type ReserveStatus = 'selecting' | 'submitting' | 'done'

/**
 * One admitted person's details, asked per ticket when the group wants names (storefront §3 Member
 * ticket / detail entry).
 */
export interface AdmitDetails {
  first: string
  last: string
  email: string
}

/** A survey answer as entered (strings from inputs, or already typed values). */
export type SurveyAnswerValue = string | number | boolean | null | undefined

/** The reserve flow's state. Immutable: the reducer returns a new object on every change. */
export interface ReserveState {
  status: ReserveStatus
  eventId: string | null
  flow: ReserveFlow
  step: ReserveStep
  /** The chosen calendar date, or null. */
  date: CalendarDate | null
  /** 'any date': flexible admission with no date (storefront §1, §4). */
  flexible: boolean
  sessionId: string | null
  quantities: Quantities
  /** Flexible price entered per ticket type id (storefront §5 Flexible price), as typed. */
  prices: Readonly<Record<string, string>>
  /** Survey answers keyed by ticket_group_id (storefront §3 Survey spec). */
  survey: Readonly<Record<string, Readonly<Record<string, SurveyAnswerValue>>>>
  /** Admit details per ticket type id, one entry per ticket. */
  admits: Readonly<Record<string, readonly AdmitDetails[]>>
}

/** Actions of `reserveReducer`. */
export type ReserveAction =
  | { type: 'changeEvent'; eventId: string; flow: ReserveFlow }
  | { type: 'calendarLoaded'; days: readonly CalendarDay[]; cartAnchorDate?: CalendarDate | null }
  | { type: 'selectDate'; date: CalendarDate }
  | { type: 'selectFlexible' }
  | { type: 'clearDate' }
  | { type: 'selectSession'; sessionId: Id }
  | { type: 'clearSession' }
  | { type: 'setQuantity'; ticketTypeId: Id; quantity: number }
  | { type: 'setQuantities'; quantities: Quantities }
  | { type: 'setPrice'; ticketTypeId: Id; price: string }
  | { type: 'editQuantities' }
  | { type: 'findAvailableTickets' }
  | { type: 'setSurveyAnswer'; ticketGroupId: Id; name: string; value: SurveyAnswerValue }
  | { type: 'setAdmitDetails'; ticketTypeId: Id; index: number; details: Partial<AdmitDetails> }
  | { type: 'submit' }
  | { type: 'submitSucceeded' }
  | { type: 'submitFailed'; clear?: readonly ReserveClear[] }

/** What a reserve error makes the visitor choose again (calls §8 Reserve and promo). */
export type ReserveClear = 'date' | 'session' | 'quantities'

/** What must be loaded again after a reserve error. */
export type ReserveReload = 'calendar' | 'sessions' | 'ticketGroups'

// ---- the reserve store ---------------------------------------------------------------------

/**
 * Where the reserve page is in its life, as a named status:
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
  /** A member-only type's renewal message or benefits cap (storefront §5, §6), else null. */
  member: MemberTicketLimit | null
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
  | {
      kind: 'admit'
      ticketTypeId: string
      index: number
      field: AdmitProblem['field']
      problem: AdmitProblem['problem']
      /** The longest value allowed, for `too_long`. */
      max?: number
    }

/**
 * The code dialog: the server refused the reserve until the visitor enters a code (a promo or
 * member code; `rule_blocks_reserve` with `code_required`, calls §8).
 */
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
  /** The date picker's days, with which can be chosen and their prices (storefront §3 Calendar day). */
  calendar: CalendarDayView[]
  sessionsStatus: LoadStatus
  /** The chosen date's sessions as the picker lists them (storefront §3 Event session picker entries). */
  sessions: SessionEntry[]
  /**
   * The session picker's tabs by time of day (storefront §2 Session selection); empty when the
   * event has no thresholds.
   */
  tabs: SessionTab[]
  /** The chosen session's row, or null. */
  session: EventSession | null
  ticketGroupsStatus: LoadStatus
  /**
   * The ticket groups offered now, the session's, else the event's: members-only groups only to
   * members, and without groups that have no types, are sold out, or are outside their sales
   * dates (storefront §5).
   */
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
  /**
   * Whether the submit button is enabled: not while submitting, and only with at least one ticket
   * selected, a session (or 'any date') chosen and every seat picked (storefront §5 "The submit
   * button is enabled only when not submitting, at least one ticket is selected, a session or
   * flexible is chosen and seat selection is complete.").
   */
  canSubmit: boolean
  /** Tickets selected. */
  ticketCount: number
  /** The query of the last `load` (storefront §2 Reserve page query parameters), or null. */
  query: string | null
  /**
   * What in that query could not be applied (an unknown session or ticket type, a date not on sale,
   * …) (storefront §5 Reserve query).
   */
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
   * With status `done`: the app path to go to now (storefront §4 "Submit adds to the cart, then
   * the flow ends"): the next event of the upsell chain, the upsell listing (/events), or /checkout
   * when upsells are skipped (`advanceUpsellChain`). Null before.
   */
  goTo: string | null
  /** The page's sections shown now, in order (storefront §4 Reserve flow; `reserveLayout`). */
  visibleSteps: ReserveSection[]
  /** The ticket step waits for the chosen session's ticket groups. */
  ticketsLoading: boolean
}

/** What `submit` and `applyCode` resolve to: the cart and the tickets this reserve added. */
export interface Reserved {
  cart: Cart
  tickets: CartTicket[]
}

/** The reserve page of one event (`getReserve(storefront, eventId)`). */
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
   * const reserve = getReserve(storefront, 'general-admission')
   * await reserve.load({ query: location.search })
   */
  load(options?: { query?: string | URLSearchParams }): Promise<Result<ReserveSnapshot>>
  /** Chooses a day (only a selectable one) and loads its sessions. "Changing the date clears the session." */
  selectDate(date: CalendarDate): Promise<void>
  /** Chooses 'any date' (flexible admission, no date or session); the quantities are reset and the date cleared (storefront §4 "Choosing flexible resets quantities and clears the date"). */
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
  /**
   * A pay-what-you-wish price as typed; it must lie within the ticket type's minimum and maximum,
   * which `problem` reports otherwise (storefront §5 Flexible price).
   */
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
  /**
   * The member's memberships (`storefront.memberships`): `isMember` shows member-only groups, the
   * memberships' dates and allowance maps decide the member-only types (storefront §5, §6).
   * @default nobody is a member
   */
  memberships?: ReadableStore<{ isMember: boolean; memberships: readonly ReserveMembership[] }>
  /**
   * The seat pickers (storefront §2 Seat picker): seated groups need confirmed seats before
   * submit, and the reserve sends them (storefront §4 Seats, §5 seats match quantities). A
   * session's picker is made by the page that shows the seat map; the reserve takes it up when it
   * is made (`subscribe`) and gives it the demand of the chosen quantities.
   * @default none: seated groups can never be confirmed
   */
  seats?: {
    /** The session's picker, or null while none is made. */
    picker(eventId: string, sessionId: string): SeatPicker | null
    /** Calls `listener` when a picker is made; returns the unsubscribe. */
    subscribe(listener: () => void): () => void
  }
  /**
   * The storefront's upsell chain (`storefront.upsells`): where a reserve leads, and the add-on
   * banner. @default none: a reserve leads to the upsell listing (/events), never a chain
   */
  upsells?: UpsellChainStore
}

/** calls §9 "Cart fetch and rules limit": the most sessions asked for when a query names one. */
