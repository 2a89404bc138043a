/**
 * The seat layer in tiles: square bitmaps of `TILE_PX` device pixels, each holding the map at
 * one scale. A pan copies the tiles already drawn and draws only those coming into view (and
 * a ring around the view ahead of time), so a frame never redraws the whole stadium.
 *
 * Tile (i, j) at `k` device px per map unit holds the map rectangle from (i·T/k, j·T/k), T/k
 * wide; on screen its top left sits at (round(view.x·dpr) + i·T, round(view.y·dpr) + j·T), the
 * same rounding for every tile, so tiles meet without seams.
 */
import type { SeatRect } from './deps'
import type { Viewport } from './view'

export const TILE_PX = 512

export interface TileRange {
  i0: number
  i1: number
  j0: number
  j1: number
}

/** The device pixel where the map's origin lands, rounded once for every tile. */
export function tileOrigin(view: Viewport, dpr: number): { x: number; y: number } {
  return { x: Math.round(view.x * dpr), y: Math.round(view.y * dpr) }
}

/** The tiles that cover a `width` × `height` CSS px canvas, grown by `ring` tiles on each side. */
export function tilesInView(view: Viewport, width: number, height: number, dpr: number, ring = 0): TileRange {
  const origin = tileOrigin(view, dpr)
  return {
    i0: Math.floor(-origin.x / TILE_PX) - ring,
    i1: Math.floor((width * dpr - 1 - origin.x) / TILE_PX) + ring,
    j0: Math.floor(-origin.y / TILE_PX) - ring,
    j1: Math.floor((height * dpr - 1 - origin.y) / TILE_PX) + ring,
  }
}

/** The map rectangle of tile (i, j) at `k` device px per map unit. */
export function tileRect(i: number, j: number, k: number): SeatRect {
  const side = TILE_PX / k
  return { x: i * side, y: j * side, width: side, height: side }
}

/** Whether two rectangles overlap (touching edges do not: a tile beside the map holds none of it). */
export function rectsIntersect(a: SeatRect, b: SeatRect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/**
 * The tiles of a range that hold part of `content` (the map), nearest the range's middle first:
 * the order to draw ahead of a pan.
 */
export function tilesByDistance(range: TileRange, k: number, content: SeatRect): [number, number][] {
  const tiles: [number, number][] = []
  for (let j = range.j0; j <= range.j1; j++) {
    for (let i = range.i0; i <= range.i1; i++) if (rectsIntersect(tileRect(i, j, k), content)) tiles.push([i, j])
  }
  const ci = (range.i0 + range.i1) / 2
  const cj = (range.j0 + range.j1) / 2
  return tiles.sort((a, b) => Math.hypot(a[0] - ci, a[1] - cj) - Math.hypot(b[0] - ci, b[1] - cj))
}
