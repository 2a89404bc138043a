import type { OfferedTicketGroup, Quantities, ReserveDetailProblem } from '@foyer/sdk/reserve'

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
