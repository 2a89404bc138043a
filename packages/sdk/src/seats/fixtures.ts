/**
 * Typed builders of seat map answers for the seats tests (fixture builders taking
 * `Partial<T>`). Not exported from the package.
 */
import { readSeatMap } from './rules/index.js'
import type { SeatMapInput, SeatMapRowInput, SeatRowInput } from './types.js'

/** One seat; every field can be overridden. */
export function seatRow(id: string, fields: Partial<SeatRowInput> = {}): SeatRowInput {
  return { id, name: id, x: 0, y: 0, r: 8, state: 'available', previous: null, next: null, ...fields }
}

export interface RowSpec {
  section?: string
  /** Row label; ids are `{section initial}-{label}-{number}`. */
  label: string
  count: number
  y?: number
  /** Seat numbers after which an aisle breaks the chain (`next` null). */
  aisleAfter?: readonly number[]
  booked?: readonly number[]
  unavailable?: readonly number[]
  ticketGroups?: readonly string[]
  attributes?: Readonly<Record<number, SeatRowInput['attributes']>>
}

/** The id of seat `number` of a row spec. */
export function seatId(label: string, number: number, section = 'Stalls'): string {
  return `${section[0]}-${label}-${number}`
}

/**
 * A row of seats numbered 1 … count, 20 map units apart, linked previous/next except across the
 * aisles. Seat names are bare numbers (so announcements read 'Row C, seat 12').
 */
export function seatRowOf(spec: RowSpec): SeatRowInput[] {
  const section = spec.section ?? 'Stalls'
  const aisles = new Set(spec.aisleAfter ?? [])
  const rows: SeatRowInput[] = []
  for (let n = 1; n <= spec.count; n++) {
    const gap = [...aisles].filter((a) => a < n).length * 30
    rows.push(
      seatRow(seatId(spec.label, n, section), {
        name: String(n),
        section,
        row: spec.label,
        x: n * 20 + gap,
        y: spec.y ?? 0,
        state: spec.booked?.includes(n) ? 'booked' : spec.unavailable?.includes(n) ? 'unavailable' : 'available',
        previous: n > 1 && !aisles.has(n - 1) ? seatId(spec.label, n - 1, section) : null,
        next: n < spec.count && !aisles.has(n) ? seatId(spec.label, n + 1, section) : null,
        ...(spec.ticketGroups ? { ticket_groups: [...spec.ticketGroups] } : {}),
        ...(spec.attributes?.[n] ? { attributes: spec.attributes[n] } : {}),
      }),
    )
  }
  return rows
}

/** A seat map answer around some seats. */
export function seatMapAnswer(seats: readonly SeatRowInput[], map: Partial<SeatMapRowInput> = {}): SeatMapInput {
  return {
    seat_map: { _data: [{ id: 'hall', width: 1000, height: 600, other_elements: [], map_geometry: null, ...map }] },
    seat: { _data: seats },
  }
}

/** The model of some rows. */
export function modelOf(...rows: RowSpec[]) {
  return readSeatMap(seatMapAnswer(rows.flatMap(seatRowOf)))
}
