/**
 * The spatial index: hit-testing and culling.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { modelOf, seatId } from '../fixtures.js'
import { createSpatialIndex } from './index.js'

describe('spatial index: hit-testing and culling', () => {
  const model = modelOf(
    { label: 'A', count: 30 },
    { label: 'B', count: 30, y: 25 },
    { label: 'C', count: 30, y: 50, aisleAfter: [10, 20] },
  )
  const index = createSpatialIndex(model)

  it('finds the seat under a point, and none between seats', () => {
    expect(index.hitTest(60, 0)).toBe(seatId('A', 3))
    expect(index.hitTest(63, 27)).toBe(seatId('B', 3))
    expect(index.hitTest(70, 12)).toBeNull()
    // A finger's slop widens the target.
    expect(index.hitTest(60, 12, 5)).toBe(seatId('A', 3))
  })

  it('property: hitTest equals a brute-force search over every seat', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -20, max: 700, noNaN: true }),
        fc.double({ min: -20, max: 80, noNaN: true }),
        (px, py) => {
          let best = -1
          let bestDistance = Infinity
          for (let i = 0; i < model.count; i++) {
            const d = Math.hypot(model.x[i]! - px, model.y[i]! - py)
            if (d <= model.r[i]! && d < bestDistance) {
              bestDistance = d
              best = i
            }
          }
          const found = index.hitTestIndex(px, py)
          if (best === -1) expect(found).toBe(-1)
          else expect(Math.hypot(model.x[found]! - px, model.y[found]! - py)).toBe(bestDistance)
        },
      ),
    )
  })

  it('property: query returns exactly the seats whose circles touch the rectangle', () => {
    fc.assert(
      fc.property(
        fc.record({
          x: fc.integer({ min: -50, max: 700 }),
          y: fc.integer({ min: -50, max: 80 }),
          width: fc.integer({ min: 0, max: 300 }),
          height: fc.integer({ min: 0, max: 60 }),
        }),
        (rect) => {
          const expected: number[] = []
          for (let i = 0; i < model.count; i++) {
            const r = model.r[i]!
            if (
              model.x[i]! + r >= rect.x &&
              model.x[i]! - r <= rect.x + rect.width &&
              model.y[i]! + r >= rect.y &&
              model.y[i]! - r <= rect.y + rect.height
            )
              expected.push(i)
          }
          expect(index.query(rect).sort((a, b) => a - b)).toEqual(expected)
        },
      ),
    )
  })
})
