/** Keyboard moves on the seat map, which works by keyboard as well as by pointer (storefront §2). */
import type { SeatDirection, SeatMapModel, SeatMapRowInfo } from '../types.js'

// =============================================================================================
// Keyboard moves (storefront §2: the seat map works by keyboard)
// =============================================================================================

/**
 * The seat an arrow key moves to: `previous` / `next` along the row (across aisles, so every seat
 * of a row is reachable), `up` / `down` to the seat with the nearest x in the row in front or
 * behind within the section (rows in `sections` order, front to back by mean y); from a
 * section's first or last row, to the nearest seat of another section above or below. Null at an
 * edge, and for an unknown seat.
 */
export function adjacentSeat(model: SeatMapModel, seatId: string, direction: SeatDirection): string | null {
  const index = model.indexOf(seatId)
  if (index === -1) return null
  const row = model.rows[model.rowOf[index] as number] as SeatMapRowInfo
  const position = model.rowPosition[index] as number
  if (direction === 'previous' || direction === 'next') {
    const target = row.seats[position + (direction === 'next' ? 1 : -1)]
    return target === undefined ? null : (model.ids[target] as string)
  }
  const section = model.sections.find((s) => s.name === row.section)
  const place = section ? section.rows.indexOf(row.index) : -1
  const neighbourRow = section?.rows[place + (direction === 'down' ? 1 : -1)]
  const sx = model.x[index] as number
  const sy = model.y[index] as number
  if (neighbourRow !== undefined) {
    const seats = (model.rows[neighbourRow] as SeatMapRowInfo).seats
    let best = -1
    let bestDistance = Infinity
    for (const seat of seats) {
      const d = Math.abs((model.x[seat] as number) - sx)
      if (d < bestDistance) {
        bestDistance = d
        best = seat
      }
    }
    return best === -1 ? null : (model.ids[best] as string)
  }
  // Out of the section: the nearest seat of another section on that side.
  let best = -1
  let bestDistance = Infinity
  for (let i = 0; i < model.count; i++) {
    if (model.sectionOf[i] === row.section) continue
    const dy = (model.y[i] as number) - sy
    if (direction === 'down' ? dy <= 0 : dy >= 0) continue
    const dx = (model.x[i] as number) - sx
    const d = dx * dx + dy * dy
    if (d < bestDistance) {
      bestDistance = d
      best = i
    }
  }
  return best === -1 ? null : (model.ids[best] as string)
}
