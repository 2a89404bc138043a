/**
 * The reserve rules (storefront §3, §4, §5; calls §8, §9), one file per spec topic. Pure
 * functions only: no store, no HTTP, no clock reads (the time is a parameter), no DOM.
 */
export * from './constants.js'
export * from './capacity.js'
export * from './prices.js'
export * from './calendar.js'
export * from './sessions.js'
export * from './tickets.js'
export * from './members.js'
export * from './message-rules.js'
export * from './details.js'
export * from './submit.js'
export * from './query.js'
export * from './errors.js'
export * from './reducer.js'
export {
  centsToMoney,
  clockMinutes,
  idKey,
  moneyToCents,
  venueDateTime,
  weekdayOfDate,
  type VenueDateTime,
} from '../../core/index.js'
export * from './layout.js'
