/**
 * `@foyer/sdk/testing`: the test toolkit: a scripted API behind an injected
 * `fetch` that records every request (`fakeApi`, `json`, `errorBody`), fake and manual clocks, and typed
 * builders of contract rows and seat maps taking `Partial<T>`. For tests of code built on the
 * sdk; it never reaches a production bundle.
 */
export {
  apiBase,
  cachedApiBase,
  errorBody,
  fakeApi,
  fakeClock,
  json,
  manualClock,
  noContent,
  type Answer,
  type SeenRequest,
} from './fake-api.js'
export {
  calendarDayRow,
  categoryRow,
  configRecord,
  eventTemplateResponse,
  eventTemplateRow,
  metaRecord,
  rows,
  ticketGroupRow,
  ticketTypeRow,
  venueRow,
} from './fixtures.js'
export { modelOf, seatId, seatMapAnswer, seatRow, seatRowOf, type RowSpec } from '../seats/fixtures.js'
