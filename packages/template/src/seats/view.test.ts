/**
 * The seat map's view maths: fitting, zoom, pan, culling rectangle, level of detail, pinch, keys.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSpatialIndex, readSeatMap } from './deps'
import {
  clampViewport,
  containsRect,
  DOT_MAX_RADIUS_PX,
  ensureVisible,
  fitViewport,
  LABEL_MIN_RADIUS_PX,
  levelOfDetail,
  mapKey,
  mapToScreen,
  openingViewport,
  pinchViewport,
  planBounds,
  pointerSlop,
  screenToMap,
  TAP_TARGET_PX,
  TOUCH_SLOP_PX,
  visibleRect,
  wheelZoomFactor,
  ZOOM_STEP,
  zoomAt,
  zoomLimits,
} from './view'

const bounds = { x: 0, y: 0, width: 1000, height: 500 }

describe('viewport transform', () => {
  it('fits the whole map, centred, with padding', () => {
    const view = fitViewport(bounds, 532, 532, 16)
    expect(view.scale).toBe(0.5)
    expect(mapToScreen(view, 0, 0)).toEqual({ x: 16, y: 141 })
    expect(mapToScreen(view, 1000, 500)).toEqual({ x: 516, y: 391 })
  })

  it('property: screenToMap undoes mapToScreen', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        (scale, x, y, mx, my) => {
          const back = screenToMap(
            { scale, x, y },
            mapToScreen({ scale, x, y }, mx, my).x,
            mapToScreen({ scale, x, y }, mx, my).y,
          )
          expect(back.x).toBeCloseTo(mx, 6)
          expect(back.y).toBeCloseTo(my, 6)
        },
      ),
    )
  })

  it('the visible rectangle is what the canvas shows, in map units (the culling query)', () => {
    const view = { scale: 2, x: -100, y: -50 }
    expect(visibleRect(view, 400, 300)).toEqual({ x: 50, y: 25, width: 200, height: 150 })
    expect(containsRect({ x: 0, y: 0, width: 300, height: 200 }, visibleRect(view, 400, 300))).toBe(true)
    expect(containsRect({ x: 60, y: 0, width: 300, height: 200 }, visibleRect(view, 400, 300))).toBe(false)
  })
})

describe('zoom', () => {
  const limits = { min: 0.25, max: 8 }

  it('keeps the map point under the cursor where it is', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 600 }),
        (factor, px, py) => {
          const view = { scale: 1, x: 10, y: 20 }
          const before = screenToMap(view, px, py)
          const after = screenToMap(zoomAt(view, factor, px, py, limits), px, py)
          expect(after.x).toBeCloseTo(before.x, 6)
          expect(after.y).toBeCloseTo(before.y, 6)
        },
      ),
    )
  })

  it('stops at the limits: half the fitted scale out, a 40 px seat in', () => {
    const fitted = fitViewport(bounds, 532, 532)
    const range = zoomLimits(fitted, 8)
    expect(range).toEqual({ min: 0.25, max: 5 })
    expect(zoomAt(fitted, 100, 0, 0, range).scale).toBe(5)
    expect(zoomAt(fitted, 0.01, 0, 0, range).scale).toBe(0.25)
  })

  it('a wheel notch zooms by about 1.2, a trackpad smoothly, and towards the wheel', () => {
    expect(wheelZoomFactor(-100)).toBeCloseTo(1.197, 2)
    expect(wheelZoomFactor(100)).toBeCloseTo(1 / 1.197, 2)
    expect(wheelZoomFactor(-3, 1)).toBeCloseTo(wheelZoomFactor(-48), 6)
    expect(wheelZoomFactor(-4)).toBeGreaterThan(1)
    expect(wheelZoomFactor(-4)).toBeLessThan(1.01)
  })

  it('pinch: scales with the fingers and keeps the map under their midpoint', () => {
    const start = { scale: 1, x: 0, y: 0 }
    const from = [
      { x: 100, y: 100 },
      { x: 200, y: 100 },
    ] as const
    const to = [
      { x: 50, y: 100 },
      { x: 250, y: 100 },
    ] as const
    const view = pinchViewport(start, from, to, limits)
    expect(view.scale).toBe(2)
    expect(screenToMap(view, 150, 100)).toEqual(screenToMap(start, 150, 100))
    // Moving both fingers pans.
    const moved = pinchViewport(
      start,
      from,
      [
        { x: 110, y: 120 },
        { x: 210, y: 120 },
      ],
      limits,
    )
    expect(moved).toEqual({ scale: 1, x: 10, y: 20 })
  })
})

describe('pan', () => {
  it('keeps part of the map on screen', () => {
    const view = clampViewport({ scale: 1, x: -5000, y: 0 }, bounds, 800, 600)
    expect((bounds.x + bounds.width) * view.scale + view.x).toBe(48)
    const inView = { scale: 1, x: 0, y: 0 }
    expect(clampViewport(inView, bounds, 800, 600)).toBe(inView)
  })

  it('brings a focused seat into view with a margin, and leaves a visible one alone', () => {
    const view = { scale: 1, x: 0, y: 0 }
    expect(ensureVisible(view, { x: 100, y: 100 }, 8, 800, 600)).toBe(view)
    const moved = ensureVisible(view, { x: 900, y: 100 }, 8, 800, 600, 24)
    expect(mapToScreen(moved, 900, 100).x).toBe(800 - 8 - 24)
  })
})

describe('level of detail', () => {
  it('dots when a seat is tiny, circles in between, labels when it is large', () => {
    expect(levelOfDetail(DOT_MAX_RADIUS_PX - 0.1)).toBe('dots')
    expect(levelOfDetail(DOT_MAX_RADIUS_PX)).toBe('circles')
    expect(levelOfDetail(LABEL_MIN_RADIUS_PX - 0.1)).toBe('circles')
    expect(levelOfDetail(LABEL_MIN_RADIUS_PX)).toBe('labels')
  })
})

describe('keys of the map (storefront §2: the seat map works by keyboard)', () => {
  const key = (k: string, shiftKey = false) => mapKey({ key: k, shiftKey }, 800, 600)

  it('arrows move from seat to seat, Shift+arrows pan', () => {
    expect(key('ArrowLeft')).toEqual({ action: 'move', direction: 'previous' })
    expect(key('ArrowRight')).toEqual({ action: 'move', direction: 'next' })
    expect(key('ArrowUp')).toEqual({ action: 'move', direction: 'up' })
    expect(key('ArrowDown')).toEqual({ action: 'move', direction: 'down' })
    expect(key('ArrowRight', true)).toEqual({ action: 'pan', dx: -160, dy: 0 })
    expect(key('ArrowUp', true)).toEqual({ action: 'pan', dx: 0, dy: 120 })
  })

  it('Enter and Space select; + − zoom; 0 shows the whole map; Home/End go to the row ends', () => {
    expect(key('Enter')).toEqual({ action: 'activate' })
    expect(key(' ')).toEqual({ action: 'activate' })
    expect(key('+')).toEqual({ action: 'zoom', factor: ZOOM_STEP })
    expect(key('-')).toEqual({ action: 'zoom', factor: 1 / ZOOM_STEP })
    expect(key('0')).toEqual({ action: 'reset' })
    expect(key('Home')).toEqual({ action: 'row_edge', edge: 'start' })
    expect(key('Tab')).toBeNull()
    expect(mapKey({ key: 'ArrowLeft', shiftKey: false, ctrlKey: true }, 800, 600)).toBeNull()
  })
})

describe('what a pointer reaches (hit-testing at every zoom)', () => {
  // Seats of radius 7.5 (the stress halls'): one alone at (0, 0), two 20 apart further along.
  const seat = (id: string, x: number) => ({
    id,
    name: id,
    x,
    y: 0,
    r: 7.5,
    state: 'available' as const,
    previous: null,
    next: null,
  })
  const model = readSeatMap({
    seat_map: { _data: [{ id: 'm', width: 400, height: 20 }] },
    seat: { _data: [seat('alone', 0), seat('b', 200), seat('c', 220)] },
  })
  const index = createSpatialIndex(model)
  const hit = (x: number, type: string, scale: number) => index.hitTest(x, 0, pointerSlop(type, scale, 7.5))

  it('zoomed out to the dots level, a mouse finds a seat anywhere on its drawn mark (3 px from its centre)', () => {
    // At 0.1 px per unit the seat is 0.75 px across its radius, drawn as a mark 6 px wide.
    expect(hit(25, 'mouse', 0.1)).toBe('alone')
    expect(hit(-29, 'mouse', 0.1)).toBe('alone')
    expect(hit(31, 'mouse', 0.1)).toBeNull()
    // Without the reach the same click 2.5 px from the centre found nothing.
    expect(index.hitTest(25, 0, 0)).toBeNull()
  })

  it('the nearest seat within reach wins, so a wider reach never takes a click from the seat under the pointer', () => {
    expect(hit(212, 'mouse', 0.1)).toBe('c')
    expect(hit(208, 'mouse', 0.1)).toBe('b')
    expect(hit(212, 'touch', 0.1)).toBe('c')
  })

  it('zoomed in, a mouse reaches exactly the seat; a finger reaches TOUCH_SLOP_PX further', () => {
    expect(pointerSlop('mouse', 4, 7.5)).toBe(0)
    expect(hit(7.4, 'mouse', 4)).toBe('alone')
    expect(hit(7.6, 'mouse', 4)).toBeNull()
    expect(pointerSlop('touch', 4, 7.5)).toBe(TOUCH_SLOP_PX / 4)
    expect(hit(7.5 + TOUCH_SLOP_PX / 4 - 0.01, 'touch', 4)).toBe('alone')
    expect(hit(7.5 + TOUCH_SLOP_PX / 4 + 0.01, 'touch', 4)).toBeNull()
  })
})

describe('the first view of the map (issue 18.6)', () => {
  const model = readSeatMap({
    seat_map: {
      _data: [
        {
          id: 'm',
          width: 1600,
          height: 1150,
          other_elements: [{ kind: 'stage', shape: 'rect', x: 560, y: 10, width: 480, height: 100 }],
        },
      ],
    },
    seat: {
      _data: [
        { id: 'a', name: 'A1', x: 100, y: 200, r: 10, state: 'available' },
        { id: 'b', name: 'A2', x: 1500, y: 1100, r: 10, state: 'available' },
      ],
    },
  })

  it('the plan is its seats and its drawing: the stage above the seats is in it', () => {
    expect(model.bounds.y).toBe(190) // the top seat's edge
    expect(planBounds(model)).toEqual({ x: 90, y: 10, width: 1420, height: 1100 })
  })

  it('a wide screen opens on the whole plan; a phone on the point asked for, at a tappable scale', () => {
    const fitted = fitViewport(planBounds(model), 1200, 700)
    const limits = zoomLimits(fitted, 10)
    expect(openingViewport(fitted, null, 10, 1200, 700, limits)).toBe(fitted)

    const phone = fitViewport(planBounds(model), 360, 600)
    const opened = openingViewport(phone, { x: 800, y: 600 }, 10, 360, 600, zoomLimits(phone, 10))
    // A seat of radius 10 is TAP_TARGET_PX wide on screen, centred on the point.
    expect(2 * 10 * opened.scale).toBeCloseTo(TAP_TARGET_PX, 6)
    expect(mapToScreen(opened, 800, 600)).toEqual({ x: 180, y: 300 })
  })

  it('seats already big enough to tap open on the whole plan', () => {
    const fitted = { scale: 2, x: 0, y: 0 }
    expect(openingViewport(fitted, { x: 1, y: 1 }, 10, 360, 600, { min: 1, max: 4 })).toBe(fitted)
  })
})
