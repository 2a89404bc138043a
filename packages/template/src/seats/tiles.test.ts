/**
 * Tile maths of the seat layer: which tiles cover the view, where each sits on the map, and the
 * order to draw ahead of a pan.
 */
import { describe, expect, it } from 'vitest'
import { rectsIntersect, TILE_PX, tileOrigin, tileRect, tilesByDistance, tilesInView } from './tiles'

describe('seat layer tiles', () => {
  it('covers the canvas with whole tiles from the rounded map origin', () => {
    const view = { scale: 1, x: -100.4, y: 30.6 }
    expect(tileOrigin(view, 1)).toEqual({ x: -100, y: 31 })
    // 1280 × 800 CSS px: device x −100 … 1179 → tiles 0…2; y 31 … 830 → tiles −1…1.
    expect(tilesInView(view, 1280, 800, 1)).toEqual({ i0: 0, i1: 2, j0: -1, j1: 1 })
    // At device pixel ratio 2 the same canvas needs twice the tiles on each axis.
    expect(tilesInView(view, 1280, 800, 2)).toEqual({ i0: 0, i1: 5, j0: -1, j1: 3 })
    expect(tilesInView(view, 1280, 800, 1, 1)).toEqual({ i0: -1, i1: 3, j0: -2, j1: 2 })
  })

  it('a tile holds TILE_PX / k map units, so neighbouring tiles meet exactly', () => {
    const k = 0.5
    expect(tileRect(2, -1, k)).toEqual({ x: 2048, y: -1024, width: 1024, height: 1024 })
    const a = tileRect(0, 0, 3)
    const b = tileRect(1, 0, 3)
    expect(a.x + a.width).toBeCloseTo(b.x, 9)
    expect(TILE_PX).toBe(512)
  })

  it('draws ahead only tiles that hold part of the map, nearest the view first', () => {
    const content = { x: 0, y: 0, width: 1500, height: 500 }
    const order = tilesByDistance({ i0: -1, i1: 3, j0: -1, j1: 1 }, 1, content)
    expect(order.every(([i, j]) => rectsIntersect(tileRect(i, j, 1), content))).toBe(true)
    expect(order[0]).toEqual([1, 0])
    // x 0–1500 and y 0–500: tiles 0, 1 and 2 of row 0; the ones only touching an edge hold nothing.
    expect(order).toHaveLength(3)
    expect(order).not.toContainEqual([3, 0])
    expect(order).not.toContainEqual([-1, 0])
  })
})
