/**
 * The seat map as a list, for visitors who do not use the map ("an equivalent list path (section →
 * row → seats, with
 * 'best available' for a quantity) that reaches the same selection"): which seats it offers.
 */
import { SEAT_AVAILABLE, type SeatAttribute, type SeatMapModel, type SeatMapSection } from '../types.js'
import { seatMatchesFilter } from './map.js'

/** The seats the list offers in one row, and how many of them are free (for the row's summary). */
export interface ListedRow {
  /** Seat numbers, in row order. */
  seats: number[]
  free: number
}

/** What the list path shows: its rows (by row index) and the sections that have any. */
export interface ListedSeats {
  rows: Map<number, ListedRow>
  sections: SeatMapSection[]
}

/**
 * The seats the list path offers: the seats a visitor can choose (available ones, and the ones
 * selected), keeping only seats with one of the filter's attributes when it has any; rows and
 * sections without such seats are left out.
 */
export function listedSeats(
  model: SeatMapModel,
  selected: ReadonlySet<string>,
  filter: readonly SeatAttribute[],
): ListedSeats {
  const rows = new Map<number, ListedRow>()
  for (const row of model.rows) {
    const seats: number[] = []
    let free = 0
    for (const i of row.seats) {
      const isSelected = selected.has(model.ids[i] as string)
      if (!isSelected && model.state[i] !== SEAT_AVAILABLE) continue
      if (!seatMatchesFilter(model, i, filter)) continue
      seats.push(i)
      if (!isSelected) free++
    }
    if (seats.length > 0) rows.set(row.index, { seats, free })
  }
  return { rows, sections: model.sections.filter((section) => section.rows.some((row) => rows.has(row))) }
}
