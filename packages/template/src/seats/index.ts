/**
 * The seat picker of the template (storefront §2 Seat picker, §4 Seats, §5): 'Find seats', the
 * seat map dialog, 'Selected Seats', and the pieces they are made of.
 */
export { FindSeatsButton } from './FindSeatsButton'
export { SelectedSeats } from './SelectedSeats'
export { SeatPickerDialog, RETURN_FOCUS_ATTRIBUTE } from './SeatPickerDialog'
export { SeatMapCanvas, type SeatMapCanvasProps, type SeatMapDrawInfo, type SeatMapHandle } from './SeatMapCanvas'
export { SeatListPath, type SeatListPathProps } from './SeatListPath'
export { SeatLegend } from './SeatLegend'
