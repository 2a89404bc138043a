/**
 * The seat rules (storefront §2 Seat picker, §3 Seat and Seat map, §4 Seats, §5): the seat map
 * model, selection, auto-pick of neighbours, the quantity match, the picker's states, the
 * spatial index for hit-testing and culling, 'best available' and keyboard moves.
 *
 * Pure functions only: no store, no HTTP, no clock, no DOM.
 */
export * from './map.js'
export * from './map-shapes.js'
export * from './selection.js'
export * from './demand.js'
export * from './spatial-index.js'
export * from './best-available.js'
export * from './keyboard.js'
export * from './list-path.js'
export * from './words.js'
