import type { OfferedTicketGroup, Quantities, ReserveDetailProblem, ReserveDetails } from '@foyer/sdk/reserve'

/* Small pure helpers of the reserve page's fields: ids, labels and what a step shows. */

/** The id of a survey field, so the first invalid one can be focused (storefront §5). */
export function surveyFieldId(prefix: string, ticketGroupId: string, name: string): string {
  return `${prefix}-survey-${ticketGroupId}-${name}`
}

/** The id of an admit field of one ticket. */
export function admitFieldId(
  prefix: string,
  ticketTypeId: string,
  index: number,
  field: 'first' | 'last' | 'email',
): string {
  return `${prefix}-admit-${ticketTypeId}-${index}-${field}`
}

/** The id of the field a detail problem is about. */
export function problemFieldId(prefix: string, problem: ReserveDetailProblem): string {
  return problem.kind === 'survey'
    ? surveyFieldId(prefix, problem.ticketGroupId, problem.name)
    : admitFieldId(prefix, problem.ticketTypeId, problem.index, problem.field)
}

/** Whether a group asks for anything: a survey question or a visible admit field. */
export function asksForDetails(details: ReserveDetails): boolean {
  return details.survey.length > 0 || details.admit.name !== 'hidden' || details.admit.email !== 'hidden'
}

/**
 * The accessible names of a stepper's buttons. The catalogue has no words for them yet (asked of
 * the sdk in the report: 'Add one {type}' / 'Remove one {type}'), so they are the ticket type's
 * name with +1 / −1, which a screen reader reads as "plus 1 Adult".
 */
export function stepperLabels(typeName: string): { increment: string; decrement: string } {
  return { increment: `+1 ${typeName}`, decrement: `−1 ${typeName}` }
}

/**
 * Quantity-first, after 'Find available tickets' (storefront §4 "closes quantities"): the
 * quantities chosen, in the order the groups offer their types, shown beside 'Change'.
 */
export function quantitySummary(
  groups: readonly OfferedTicketGroup[],
  quantities: Quantities,
): { name: string; count: number }[] {
  return groups.flatMap((group) =>
    group.types
      .map((type) => ({ name: type.name, count: quantities[String(type.id)] ?? 0 }))
      .filter((line) => line.count > 0),
  )
}
