/**
 * The reserve store's own helpers: what it has loaded (`Loaded`), memoised derived views and the
 * errors it makes before any call.
 */
import type { EventDetails } from '../catalog/types.js'
import { FoyerError } from '../errors/index.js'
import type { MessageKey } from '../i18n/types.js'
import {
  reserveErrorView,
  type FlexibleAdmission,
  type ReserveErrorView,
  type ReserveQueryProblem,
} from './rules/index.js'
import type { CalendarDay, EventSession, ReserveEventSettings, ReserveState, TicketGroup, TicketType } from './types.js'
import type { CodeRequired, LoadStatus, ReserveStoreStatus } from './types.js'

/** How many upcoming sessions a `session` query reads (calls §9). */
export const SESSION_LOOKUP_LIMIT = 1000

/** What the reserve store has loaded, beside its snapshot. */
export interface Loaded {
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
export function memo<Args extends unknown[], R>(compute: (...args: Args) => R): (...args: Args) => R {
  let last: { args: Args; value: R } | null = null
  return (...args) => {
    if (last && last.args.length === args.length && last.args.every((a, i) => Object.is(a, args[i]))) return last.value
    const value = compute(...args)
    last = { args, value }
    return value
  }
}

/**
 * Whether two answers hold the same data (plain objects, arrays and primitives, compared deeply).
 * A page read again keeps what it had when the answer did not change, so its views are kept too.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  const protoA = Object.getPrototypeOf(a)
  if ((protoA !== Object.prototype && protoA !== null) || Object.getPrototypeOf(b) !== protoA) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false
    if (!sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false
  }
  return true
}

/** A failure found before any call (no HTTP status). */
export function clientError(code: string, messageKey: MessageKey, description: string | null = null): FoyerError {
  return new FoyerError({ code, status: null, messageKey, description })
}

/** An error as the page shows it, with the catalogue message the flow chose. */
export function viewOf(error: FoyerError, messageKey: MessageKey | null = error.messageKey): ReserveErrorView {
  return reserveErrorView(error, { messageKey, change: null, expected: false })
}
