// The tenant's self-edit rules and their defaults, in a module of their own: the template's config
// reads the defaults on every page, without the rules of order self-service (issue 16).

/**
 * The tenant's self-edit rules (storefront §6 "Only tickets in categories listed in the self-edit
 * rules, with the tickets handler, can be edited"; §5 the horizon in days and hours).
 */
export interface SelfEditRules {
  /** The event categories whose tickets can be edited. */
  categories: readonly string[]
  /** The ticket group handler that can be edited. @default 'tickets' */
  handler: string
  /**
   * A ticket whose session is on a day before today + `horizonDays` (in the venue's time zone) is
   * too close to be changed (storefront §5 Self-edit horizon).
   */
  horizonDays: number
  /** A ticket whose session starts less than `horizonHours` from now is too close to be changed (storefront §5 Self-edit horizon). */
  horizonHours: number
}

export const DEFAULT_SELF_EDIT_RULES: SelfEditRules = {
  categories: [],
  handler: 'tickets',
  horizonDays: 0,
  horizonHours: 0,
}
