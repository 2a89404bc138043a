/**
 * The reserve flow reducer (storefront §4 Reserve flow): the selections of the reserve page as a pure state machine.
 * Pure functions only: no store, no HTTP, no clock reads (the time is a parameter), no DOM.
 */
import { type CalendarDate } from '../../core/calendar-date.js'
import { idKey } from '../../core/ids.js'
import { preselectedDate, ticketCount } from './calendar.js'
import { MAX_QUANTITY_PER_TYPE, QUANTITY_FIRST_FLOW } from './constants.js'
import type { AdmitDetails, Quantities, ReserveAction, ReserveFlow, ReserveState, ReserveStep } from '../types.js'

// =============================================================================================
// Reserve flow reducer (storefront §4 Reserve flow)
// =============================================================================================

/** storefront §3 meta.reserve_flow: `quantity_first`, else date-first. */
export function reserveFlowOf(reserveFlow: string | null | undefined): ReserveFlow {
  return reserveFlow === QUANTITY_FIRST_FLOW ? 'quantity_first' : 'date_first'
}

/** storefront §4 Reserve flow: the first step, quantities for quantity-first, the date for date-first. */
export function firstStep(flow: ReserveFlow): ReserveStep {
  return flow === 'quantity_first' ? 'quantities' : 'date'
}

/**
 * The state of a reserve page that has just opened (storefront §4: date-first starts at the date,
 * quantity-first at the quantities).
 */
export function initialReserveState(flow: ReserveFlow = 'date_first', eventId: string | null = null): ReserveState {
  return {
    status: 'selecting',
    eventId,
    flow,
    step: firstStep(flow),
    date: null,
    flexible: false,
    sessionId: null,
    quantities: {},
    prices: {},
    survey: {},
    admits: {},
  }
}

function normalQuantity(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0
  return Math.min(MAX_QUANTITY_PER_TYPE, Math.floor(value))
}

function withQuantities(quantities: Quantities): Quantities {
  const next: Record<string, number> = {}
  for (const id of Object.keys(quantities)) {
    const q = normalQuantity(quantities[id] ?? 0)
    if (q > 0) next[id] = q
  }
  return next
}

/** Survey answers and admit details: the quantity-first flow's last step. */
function withoutDetails(state: ReserveState): ReserveState {
  return state.flow === 'quantity_first' ? { ...state, survey: {}, admits: {} } : state
}

/** The step after the date (or flexible) is settled. */
function stepAfterDate(state: ReserveState): ReserveStep {
  if (state.flexible) return state.flow === 'quantity_first' ? 'details' : 'tickets'
  if (state.date === null) return 'date'
  if (state.sessionId === null) return 'session'
  return state.flow === 'quantity_first' ? 'details' : 'tickets'
}

function selectDate(state: ReserveState, date: CalendarDate): ReserveState {
  if (state.flow === 'quantity_first' && state.step === 'quantities') return state
  if (state.date === date && !state.flexible) return state
  // storefront §4: "Changing the date clears the session." "Choosing a date turns flexible off."
  const next = withoutDetails({ ...state, date, flexible: false, sessionId: null })
  return { ...next, step: stepAfterDate(next) }
}

function clearSession(state: ReserveState): ReserveState {
  const next = withoutDetails({ ...state, sessionId: null })
  return { ...next, step: stepAfterDate(next) }
}

function clearDate(state: ReserveState): ReserveState {
  if (state.flow === 'quantity_first' && state.step === 'quantities') return state
  const next = withoutDetails({ ...state, date: null, flexible: false, sessionId: null })
  return { ...next, step: 'date' }
}

function clearQuantities(state: ReserveState): ReserveState {
  const next = withoutDetails({ ...state, quantities: {}, prices: {} })
  if (state.flow !== 'quantity_first') return next
  // Quantity-first: no quantities means back to the first step (what is found depends on them).
  return { ...next, date: null, sessionId: null, step: 'quantities' }
}

/**
 * The reserve flow as a pure reducer (storefront §4 Reserve flow). The reserve store is a thin
 * shell: it dispatches these actions and makes the calls the new state asks for.
 *
 * Steps: date-first `date` → `session` → `tickets`; quantity-first `quantities` → (Find available
 * tickets) → `date` → `session` → `details`. 'Any date' (flexible) skips date and session.
 *
 * Transitions (storefront §4):
 * - `changeEvent`: a fresh state for the event's flow ("Changing the event reopens quantities").
 * - `calendarLoaded`: preselects the cart anchor date if available, else a single available date,
 *   when no date or flexible is chosen and the page is at the date step.
 * - `selectDate`: "Choosing a date turns flexible off"; "Changing the date clears the session".
 * - `selectFlexible`: "Choosing flexible resets quantities and clears the date" (and the session);
 *   in quantity-first the quantities step reopens, since the visitor must choose them again.
 * - `clearDate` / `clearSession`: "Clearing the date or session resets later steps" (session;
 *   in quantity-first also the survey answers and admit details).
 * - `setQuantity` / `setQuantities`: whole numbers, 0 removes, at most 1000 (calls §9). In
 *   quantity-first they apply only while the quantities are open (`editQuantities` reopens them).
 * - `editQuantities` (quantity-first): reopens the quantities and resets the later steps (what is
 *   available depends on the quantities).
 * - `findAvailableTickets` (quantity-first): "closes quantities, loads the calendar": goes to the
 *   date step (to the details when flexible); ignored with no ticket selected.
 * - `submit` → status submitting; `submitSucceeded` → done ("Submit adds to the cart, then the
 *   flow ends"); `submitFailed` → selecting again, clearing what the reserve error said to clear.
 * Decisions: while submitting or done, selection actions are ignored (the controls are disabled);
 * in date-first, changing the date keeps the quantities (the store prunes types the new session
 * does not offer with `pruneQuantities`).
 */
export function reserveReducer(state: ReserveState, action: ReserveAction): ReserveState {
  if (action.type === 'changeEvent') return initialReserveState(action.flow, action.eventId)
  if (state.status === 'done') return state
  if (state.status === 'submitting') {
    if (action.type === 'submitSucceeded') return { ...state, status: 'done' }
    if (action.type === 'submitFailed') {
      let next: ReserveState = { ...state, status: 'selecting' }
      const clear = action.clear ?? []
      if (clear.includes('quantities')) next = clearQuantities(next)
      if (clear.includes('date')) next = next.step === 'quantities' ? next : clearDate(next)
      else if (clear.includes('session')) next = clearSession(next)
      return next
    }
    return state
  }

  switch (action.type) {
    case 'calendarLoaded': {
      if (state.date !== null || state.flexible || state.step !== 'date') return state
      const date = preselectedDate(action.days, action.cartAnchorDate)
      return date === null ? state : selectDate(state, date)
    }
    case 'selectDate':
      return selectDate(state, action.date)
    case 'selectFlexible': {
      if (state.flexible) return state
      const reset = {
        ...state,
        flexible: true,
        date: null,
        sessionId: null,
        quantities: {},
        prices: {},
        survey: {},
        admits: {},
      }
      return { ...reset, step: state.flow === 'quantity_first' ? 'quantities' : 'tickets' }
    }
    case 'clearDate':
      return clearDate(state)
    case 'selectSession': {
      if (state.flexible || state.date === null) return state
      if (state.sessionId === idKey(action.sessionId)) return state
      const next = withoutDetails({ ...state, sessionId: idKey(action.sessionId) })
      return { ...next, step: stepAfterDate(next) }
    }
    case 'clearSession':
      return state.sessionId === null ? state : clearSession(state)
    case 'setQuantity': {
      if (state.flow === 'quantity_first' && state.step !== 'quantities') return state
      const quantities = withQuantities({ ...state.quantities, [idKey(action.ticketTypeId)]: action.quantity })
      return { ...state, quantities }
    }
    case 'setQuantities':
      if (state.flow === 'quantity_first' && state.step !== 'quantities') return state
      return { ...state, quantities: withQuantities(action.quantities) }
    case 'setPrice':
      return { ...state, prices: { ...state.prices, [idKey(action.ticketTypeId)]: action.price } }
    case 'editQuantities': {
      if (state.flow !== 'quantity_first' || state.step === 'quantities') return state
      return { ...state, step: 'quantities', date: null, sessionId: null, survey: {}, admits: {} }
    }
    case 'findAvailableTickets': {
      if (state.flow !== 'quantity_first' || state.step !== 'quantities') return state
      if (ticketCount(state.quantities) === 0) return state
      return { ...state, step: state.flexible ? 'details' : 'date' }
    }
    case 'setSurveyAnswer': {
      const group = idKey(action.ticketGroupId)
      return { ...state, survey: { ...state.survey, [group]: { ...state.survey[group], [action.name]: action.value } } }
    }
    case 'setAdmitDetails': {
      const type = idKey(action.ticketTypeId)
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= MAX_QUANTITY_PER_TYPE) return state
      const entries = [...(state.admits[type] ?? [])]
      while (entries.length <= action.index) entries.push({ first: '', last: '', email: '' })
      entries[action.index] = { ...(entries[action.index] as AdmitDetails), ...action.details }
      return { ...state, admits: { ...state.admits, [type]: entries } }
    }
    case 'submit':
      return { ...state, status: 'submitting' }
    case 'submitSucceeded':
    case 'submitFailed':
      return state
  }
  return state
}
