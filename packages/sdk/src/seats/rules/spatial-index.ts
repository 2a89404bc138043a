/** The spatial index of the seat map: hit-testing and culling. */
import type { SeatMapModel, SeatRect } from '../types.js'

// =============================================================================================
// Spatial index: hit-testing and culling
// =============================================================================================

/** A uniform grid over the seats' centres. */
export interface SpatialIndex {
  /** Side of a grid cell, in map units. */
  readonly cellSize: number
  readonly columns: number
  readonly rows: number
  /**
   * The seat under a point (map units): the nearest seat whose circle, grown by `slop`, holds
   * the point; null when none does. `slop` widens the target for a finger.
   * @default slop 0
   */
  hitTest(x: number, y: number, slop?: number): string | null
  /** `hitTest` as a seat number (−1: none). */
  hitTestIndex(x: number, y: number, slop?: number): number
  /** The seats whose circles touch a rectangle (map units): what a view must draw. */
  query(rect: SeatRect, out?: number[]): number[]
  /** Calls `visit` with each seat number whose circle touches the rectangle, allocating nothing. */
  forEachInRect(rect: SeatRect, visit: (index: number) => void): void
}

/**
 * A uniform grid for hit-testing and culling, so that a pointer finds its seat in well under a
 * millisecond on a map of any size. Seats are bucketed by centre in flat typed arrays (cell starts + seat
 * numbers); a point looks at the cells within the largest radius of it, so a hit costs a few
 * dozen distance checks at any map size.
 * @default options.cellSize about two seats per cell, never less than a seat's diameter
 */
export function createSpatialIndex(model: SeatMapModel, options: { cellSize?: number } = {}): SpatialIndex {
  const n = model.count
  const { x, y, r, maxRadius, bounds } = model
  const area = Math.max(bounds.width * bounds.height, 1)
  const cellSize = Math.max(options.cellSize ?? Math.sqrt((area * 2) / Math.max(n, 1)), maxRadius * 2, 1e-6)
  const columns = Math.max(1, Math.ceil(bounds.width / cellSize) + 1)
  const rows = Math.max(1, Math.ceil(bounds.height / cellSize) + 1)
  const cellOfSeat = new Int32Array(n)
  const starts = new Int32Array(columns * rows + 1)
  const column = (value: number) => Math.min(columns - 1, Math.max(0, Math.floor((value - bounds.x) / cellSize)))
  const row = (value: number) => Math.min(rows - 1, Math.max(0, Math.floor((value - bounds.y) / cellSize)))
  for (let i = 0; i < n; i++) {
    const cell = row(y[i] as number) * columns + column(x[i] as number)
    cellOfSeat[i] = cell
    starts[cell + 1]!++
  }
  for (let c = 0; c < columns * rows; c++) starts[c + 1]! += starts[c] as number
  const seats = new Int32Array(n)
  const fill = starts.slice(0, columns * rows)
  for (let i = 0; i < n; i++) seats[fill[cellOfSeat[i] as number]!++] = i

  function forEachInRect(rect: SeatRect, visit: (index: number) => void): void {
    const c0 = column(rect.x - maxRadius)
    const c1 = column(rect.x + rect.width + maxRadius)
    const r0 = row(rect.y - maxRadius)
    const r1 = row(rect.y + rect.height + maxRadius)
    const right = rect.x + rect.width
    const bottom = rect.y + rect.height
    for (let gy = r0; gy <= r1; gy++) {
      for (let gx = c0; gx <= c1; gx++) {
        const cell = gy * columns + gx
        for (let k = starts[cell] as number, end = starts[cell + 1] as number; k < end; k++) {
          const i = seats[k] as number
          const radius = r[i] as number
          const sx = x[i] as number
          const sy = y[i] as number
          if (sx + radius >= rect.x && sx - radius <= right && sy + radius >= rect.y && sy - radius <= bottom) visit(i)
        }
      }
    }
  }

  function hitTestIndex(px: number, py: number, slop = 0): number {
    const reach = maxRadius + slop
    const c0 = column(px - reach)
    const c1 = column(px + reach)
    const r0 = row(py - reach)
    const r1 = row(py + reach)
    let best = -1
    let bestDistance = Infinity
    for (let gy = r0; gy <= r1; gy++) {
      for (let gx = c0; gx <= c1; gx++) {
        const cell = gy * columns + gx
        for (let k = starts[cell] as number, end = starts[cell + 1] as number; k < end; k++) {
          const i = seats[k] as number
          const dx = (x[i] as number) - px
          const dy = (y[i] as number) - py
          const distance = dx * dx + dy * dy
          const limit = (r[i] as number) + slop
          if (distance <= limit * limit && distance < bestDistance) {
            bestDistance = distance
            best = i
          }
        }
      }
    }
    return best
  }

  return {
    cellSize,
    columns,
    rows,
    hitTestIndex,
    hitTest(px, py, slop) {
      const index = hitTestIndex(px, py, slop)
      return index === -1 ? null : (model.ids[index] as string)
    },
    query(rect, out = []) {
      forEachInRect(rect, (index) => out.push(index))
      return out
    },
    forEachInRect,
  }
}
