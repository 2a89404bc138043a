/**
 * The shared kernel: money, ids, calendar dates and venue time, in one folder that every domain
 * (and the template's calendar) imports. Depends on nothing else in the sdk.
 */
export { idKey, type Id } from './ids.js'
export { centsToMoney, moneyToCents, optionalCents, type Money } from './money.js'
export { addDays, addMonths, calendarDateNoonUtc, monthOf, weekdayOfDate, type CalendarDate } from './calendar-date.js'
export { clockMinutes, hhmm, venueDateTime, type VenueDateTime } from './venue-time.js'
