/**
 * Deterministic stadium seat maps for the seat map figures, in the wire format of
 * `GET events/{id}/sessions/{sessionId}/seat_map` (openapi SeatMapResponse).
 *
 * An oval bowl around a pitch: two tiers of blocks, each block 25 rows of 20 seats. Aisles
 * between blocks break the rows (`next` / `previous` null), so auto-pick meets them. About a
 * third of the seats are booked in runs (as sales leave them), a few are not on sale, some are
 * wheelchair places with companion seats or have a restricted view. The same `seatCount` and
 * `seed` always give the same map.
 */

export interface WireSeat {
  id: string
  name: string
  section: string
  row: string
  x: number
  y: number
  r: number
  state: 'available' | 'booked' | 'unavailable'
  seat_template_id: string
  ticket_groups: string[]
  previous: string | null
  next: string | null
  attributes?: ('wheelchair' | 'companion' | 'restricted_view')[]
}

export interface WireSeatMap {
  seat_map: { _data: { id: string; width: number; height: number; other_elements: unknown[]; map_geometry: unknown }[] }
  seat: { _data: WireSeat[] }
}

export const ROWS_PER_BLOCK = 25
export const SEATS_PER_ROW = 20
const SEAT_SPACING = 20
const ROW_DEPTH = 22
const AISLE = 36
const TIER_GAP = 70
const RADIUS = 7.5
const TIERS = 2

/** A small seeded PRNG (mulberry32): the same seed, the same map. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10

/** A stadium of `seatCount` seats (a multiple of 1,000: two tiers of 500-seat blocks). */
export function generateSeatMap(seatCount: number, seed = 1): WireSeatMap {
  const blocksPerTier = Math.max(1, Math.round(seatCount / (TIERS * ROWS_PER_BLOCK * SEATS_PER_ROW)))
  const random = seededRandom(seed)
  // The inner edge of the lower tier is as long as its blocks laid side by side.
  const blockArc = SEATS_PER_ROW * SEAT_SPACING + AISLE
  const innerRadius = (blocksPerTier * blockArc) / (2 * Math.PI)
  const tierDepth = ROWS_PER_BLOCK * ROW_DEPTH + TIER_GAP
  const stretch = 1.35 // an oval, wider than deep
  const outer = innerRadius + TIERS * tierDepth + 60
  const width = Math.ceil(2 * outer * stretch)
  const height = Math.ceil(2 * outer)
  const cx = width / 2
  const cy = height / 2
  const seats: WireSeat[] = []
  const elements: unknown[] = [
    {
      kind: 'stage',
      shape: 'rect',
      x: round1(cx - innerRadius * stretch * 0.7),
      y: round1(cy - innerRadius * 0.7),
      width: round1(innerRadius * stretch * 1.4),
      height: round1(innerRadius * 1.4),
      text: 'Pitch',
    },
  ]
  const sections: { name: string; bounds: { x: number; y: number; width: number; height: number }; seat_count: number; ticket_groups: string[] }[] = []

  for (let tier = 0; tier < TIERS; tier++) {
    const group = tier === 0 ? 'lower' : 'upper'
    for (let block = 0; block < blocksPerTier; block++) {
      const section = `${tier === 0 ? 'Lower' : 'Upper'} ${block + 1}`
      const code = `${tier === 0 ? 'L' : 'U'}${block + 1}`
      const accessible = tier === 0 && block % 4 === 0
      let minX = Infinity
      let minY = Infinity
      let maxX = -Infinity
      let maxY = -Infinity
      for (let row = 0; row < ROWS_PER_BLOCK; row++) {
        const radius = innerRadius + tier * tierDepth + row * ROW_DEPTH + 30
        const label = String(row + 1)
        // Sales leave booked seats in runs: the state flips now and then along the row.
        let booked = random() < 0.35
        const rowSeats: WireSeat[] = []
        for (let n = 1; n <= SEATS_PER_ROW; n++) {
          if (random() < 0.18) booked = !booked
          // Seats of a block share its angular slice; rows further out are spaced a little wider.
          const along = (block + (AISLE / 2 + (n - 0.5) * SEAT_SPACING) / blockArc) * ((2 * Math.PI) / blocksPerTier)
          const x = round1(cx + Math.cos(along) * radius * stretch)
          const y = round1(cy + Math.sin(along) * radius)
          let attributes: WireSeat['attributes']
          if (accessible && row === ROWS_PER_BLOCK - 1 && n <= 2) attributes = [n === 1 ? 'wheelchair' : 'companion']
          else if (row < 3 && (n === 1 || n === SEATS_PER_ROW)) attributes = ['restricted_view']
          const unavailable = random() < 0.004
          rowSeats.push({
            id: `${code}-${label}-${n}`,
            name: `${section} row ${label} seat ${n}`,
            section,
            row: label,
            x,
            y,
            r: RADIUS,
            state: unavailable ? 'unavailable' : booked ? 'booked' : 'available',
            seat_template_id: 'stadium',
            ticket_groups: [group],
            previous: null,
            next: null,
            ...(attributes ? { attributes } : {}),
          })
          minX = Math.min(minX, x - RADIUS)
          minY = Math.min(minY, y - RADIUS)
          maxX = Math.max(maxX, x + RADIUS)
          maxY = Math.max(maxY, y + RADIUS)
        }
        // Neighbours within the block's row; the aisles at both ends break the chain.
        rowSeats.forEach((seat, i) => {
          seat.previous = rowSeats[i - 1]?.id ?? null
          seat.next = rowSeats[i + 1]?.id ?? null
        })
        seats.push(...rowSeats)
      }
      sections.push({
        name: section,
        bounds: { x: round1(minX), y: round1(minY), width: round1(maxX - minX), height: round1(maxY - minY) },
        seat_count: ROWS_PER_BLOCK * SEATS_PER_ROW,
        ticket_groups: [group],
      })
    }
  }
  return {
    seat_map: { _data: [{ id: 'stadium', width, height, other_elements: elements, map_geometry: { seat_count: seats.length, sections } }] },
    seat: { _data: seats },
  }
}
