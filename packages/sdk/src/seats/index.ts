/**
 * The seats domain (storefront §2 Seat picker, §3 Seat and Seat map, §4 Seats, §5): the seat map
 * model, selection, auto-pick of neighbours, the quantity match, the picker store, the spatial
 * index for hit-testing and culling, 'best available' and keyboard moves.
 */

export type { SeatI18n, SeatMessageKey } from './messages.js'
export {
  type BestAvailable,
  type BestAvailableOptions,
  bestAvailable,
  seatMapFocus,
  seatMapOpening,
} from './rules/best-available.js'
export { adjacentSeat } from './rules/keyboard.js'
export { type ListedRow, type ListedSeats, listedSeats } from './rules/list-path.js'
export { readSeatMapShapes } from './rules/map-shapes.js'
export {
  type ReadSeatMapOptions,
  mapAttributes,
  readSeatMap,
  seatAllowsGroup,
  seatAttributes,
  seatLegend,
  seatMatchesFilter,
  seatStateCode,
  withSeatStates,
} from './rules/map.js'
export {
  type AutoPickOptions,
  PICKER_MOBILE_MAX_WIDTH,
  PICKER_RENDERING_MS,
  autoPickSeats,
  canDeselectSeat,
  canSelectSeat,
  clickSeat,
  isContiguous,
  isGroupSeated,
  pickerModeFor,
  pickerTransition,
  sameDemand,
  seatAssignments,
  seatMismatchProblems,
  seatsNeeded,
  seatsWanted,
  selectedIds,
  stillFree,
  toggleSeat,
  totalSeatsWanted,
} from './rules/selection.js'
export { seatDemand } from './rules/demand.js'
export { type SpatialIndex, createSpatialIndex } from './rules/spatial-index.js'
export { seatDescription, seatName, selectedSeatLabels } from './rules/words.js'
export { createSeatPicker } from './seats.store.js'
export { getSeatPicker } from './domain.js'
// The domain's part of the English catalogue (added to the storefront's messages when the domain is made).
export { seatsMessages } from '../i18n/messages/seats.en.js'
export {
  ATTRIBUTE_BITS,
  type ConfirmResult,
  type PickerCloseReason,
  type PickerEvent,
  type PickerMode,
  type PickerStatus,
  SEAT_ATTRIBUTES,
  SEAT_AVAILABLE,
  SEAT_BOOKED,
  SEAT_IN_CART,
  SEAT_STATE_NAMES,
  SEAT_UNAVAILABLE,
  type SeatAssignment,
  type SeatAttribute,
  type SeatClickOutcome,
  type SeatDemand,
  type SeatDirection,
  type SeatMapInput,
  SeatMapModel,
  type SeatMapModelFields,
  type SeatMapResponse,
  type SeatMapRow,
  type SeatMapRowInfo,
  type SeatMapRowInput,
  type SeatMapSection,
  type SeatMapShape,
  type SeatMapShapeKind,
  type SeatMapStatus,
  type SeatNotice,
  type SeatPicker,
  type SeatPickerDeps,
  type SeatPickerState,
  type SeatPickerTarget,
  type SeatProblem,
  type SeatRect,
  type SeatRow,
  type SeatRowInput,
  type SeatStateCode,
  type SeatStateName,
  type SeatWireState,
  type SelectedSeat,
} from './types.js'
