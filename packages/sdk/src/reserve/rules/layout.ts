/**
 * The reserve page's layout (storefront §4 Reserve flow): which of its sections show for the
 * flow and step the visitor is at, so every screen built on the sdk lays the steps out the same
 * way. Pure functions only.
 */
import type { LoadStatus, ReserveDetails, ReserveFlow, ReserveSection, ReserveStep } from '../types.js'
import type { FlexibleAdmission } from './prices.js'

/** Whether a group asks for anything: a survey question or a visible admit field (storefront §5 Survey, Admit details). */
export function asksForDetails(details: ReserveDetails): boolean {
  return details.survey.length > 0 || details.admit.name !== 'hidden' || details.admit.email !== 'hidden'
}

/**
 * The sections shown, in page order, and whether the ticket step waits for a session's groups:
 * - date first: the calendar, the session picker once a date (not 'any date') is chosen, the
 *   tickets once a session is, and the details beside the tickets;
 * - quantity first: the tickets first; 'Find available tickets' closes them and opens the
 *   calendar (storefront §4 "closes quantities, loads the calendar"), then the details;
 * - an undated event ('any date' only) has no calendar or session picker;
 * - details show only when a chosen group asks for something.
 */
export function reserveLayout(page: {
  flow: ReserveFlow
  step: ReserveStep
  flexibleAdmission: FlexibleAdmission
  date: string | null
  flexible: boolean
  ticketGroupsStatus: LoadStatus
  details: readonly ReserveDetails[]
}): { visibleSteps: ReserveSection[]; ticketsLoading: boolean } {
  const quantityFirst = page.flow === 'quantity_first'
  const date = page.flexibleAdmission !== 'only' && (!quantityFirst || page.step !== 'quantities')
  const session = date && page.date !== null && !page.flexible
  const tickets = quantityFirst || page.step === 'tickets'
  const details =
    (quantityFirst ? page.step === 'details' : page.step === 'tickets') && page.details.some(asksForDetails)
  const visibleSteps: ReserveSection[] = []
  if (date) visibleSteps.push('date')
  if (session) visibleSteps.push('session')
  if (tickets) visibleSteps.push('tickets')
  if (details) visibleSteps.push('details')
  return { visibleSteps, ticketsLoading: page.ticketGroupsStatus === 'loading' && !quantityFirst }
}
