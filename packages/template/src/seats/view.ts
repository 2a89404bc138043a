/**
 * The seat map's view maths, pure so they are tested without a canvas: the viewport transform,
 * fitting, zoom and pan, the visible rectangle for culling, the level of detail, pinch and the
 * keys of the map.
 *
 * A viewport maps map units to CSS pixels: `screen = map × scale + offset`.
 */
import type { SeatDirection, SeatMapModel, SeatRect } from './deps'

export interface Viewport {
  /** CSS pixels per map unit. */
  scale: number
  /** Screen position (CSS px) of the map's origin. */
  x: number
  y: number
}

export interface Point {
  x: number
  y: number
}

/** Room left around the map when it is fitted, in CSS pixels. */
export const FIT_PADDING = 16

/** The viewport that shows the whole of `bounds` in a `width` × `height` canvas, centred. */
export function fitViewport(bounds: SeatRect, width: number, height: number, padding = FIT_PADDING): Viewport {
  const availableWidth = Math.max(width - 2 * padding, 1)
  const availableHeight = Math.max(height - 2 * padding, 1)
  const scale = Math.min(availableWidth / Math.max(bounds.width, 1e-6), availableHeight / Math.max(bounds.height, 1e-6))
  return {
    scale,
    x: (width - bounds.width * scale) / 2 - bounds.x * scale,
    y: (height - bounds.height * scale) / 2 - bounds.y * scale,
  }
}

/**
 * What the plan covers: its seats and its drawing (the stage, section outlines, labels), so the
 * whole plan, stage included, is what fits the screen (issue 18.6).
 */
export function planBounds(model: Pick<SeatMapModel, 'bounds' | 'count' | 'otherElements'>): SeatRect {
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  const add = (x: number, y: number) => {
    minX = Math.min(minX, x)
    minY = Math.min(minY, y)
    maxX = Math.max(maxX, x)
    maxY = Math.max(maxY, y)
  }
  if (model.count > 0) {
    add(model.bounds.x, model.bounds.y)
    add(model.bounds.x + model.bounds.width, model.bounds.y + model.bounds.height)
  }
  for (const shape of model.otherElements) {
    if (shape.shape === 'rect') {
      add(shape.x, shape.y)
      add(shape.x + shape.width, shape.y + shape.height)
    } else if (shape.shape === 'polygon') for (const [x, y] of shape.points) add(x, y)
    else add(shape.x, shape.y)
  }
  return Number.isFinite(minX) ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : model.bounds
}

/** A seat a finger can hit: WCAG 2.2 target size asks 24 CSS px (issue 18.6). */
export const TAP_TARGET_PX = 24

/**
 * The first view of the map: the whole plan when its seats are big enough to tap there, or with
 * no point to open on (a wide screen); else a tappable scale (a seat `TAP_TARGET_PX` wide, as far
 * as zoom goes) centred on `at`, the overview one 'Show whole map' away.
 */
export function openingViewport(
  fitted: Viewport,
  at: Point | null,
  smallestRadius: number,
  width: number,
  height: number,
  limits: ZoomLimits,
): Viewport {
  const tappable = TAP_TARGET_PX / 2 / Math.max(smallestRadius, 1e-6)
  if (!at || fitted.scale >= tappable) return fitted
  const scale = Math.min(limits.max, tappable)
  return { scale, x: width / 2 - at.x * scale, y: height / 2 - at.y * scale }
}

/** How far the map zooms: out to half the fitted scale, in until a seat is `MAX_SEAT_RADIUS_PX` wide. */
export interface ZoomLimits {
  min: number
  max: number
}

/** The largest on-screen seat radius zooming in allows (CSS px). */
export const MAX_SEAT_RADIUS_PX = 40

export function zoomLimits(fitted: Viewport, smallestRadius: number): ZoomLimits {
  const min = fitted.scale / 2
  return { min, max: Math.max(MAX_SEAT_RADIUS_PX / Math.max(smallestRadius, 1e-6), fitted.scale) }
}

/** Zooms by `factor` keeping the map point under the screen point (`px`, `py`) where it is. */
export function zoomAt(view: Viewport, factor: number, px: number, py: number, limits: ZoomLimits): Viewport {
  const scale = Math.min(limits.max, Math.max(limits.min, view.scale * factor))
  const ratio = scale / view.scale
  return { scale, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio }
}

/** Moves the map by (`dx`, `dy`) CSS pixels. */
export function panBy(view: Viewport, dx: number, dy: number): Viewport {
  return { scale: view.scale, x: view.x + dx, y: view.y + dy }
}

/**
 * Keeps part of the map on screen: at least `keep` CSS pixels of `bounds` stay inside the
 * canvas on each axis, so a fling never loses the map.
 */
export function clampViewport(view: Viewport, bounds: SeatRect, width: number, height: number, keep = 48): Viewport {
  const left = bounds.x * view.scale + view.x
  const right = (bounds.x + bounds.width) * view.scale + view.x
  const top = bounds.y * view.scale + view.y
  const bottom = (bounds.y + bounds.height) * view.scale + view.y
  const keepX = Math.min(keep, (right - left) / 2, width / 2)
  const keepY = Math.min(keep, (bottom - top) / 2, height / 2)
  let x = view.x
  let y = view.y
  if (right < keepX) x += keepX - right
  if (left > width - keepX) x -= left - (width - keepX)
  if (bottom < keepY) y += keepY - bottom
  if (top > height - keepY) y -= top - (height - keepY)
  return x === view.x && y === view.y ? view : { scale: view.scale, x, y }
}

export function screenToMap(view: Viewport, sx: number, sy: number): Point {
  return { x: (sx - view.x) / view.scale, y: (sy - view.y) / view.scale }
}

export function mapToScreen(view: Viewport, mx: number, my: number): Point {
  return { x: mx * view.scale + view.x, y: my * view.scale + view.y }
}

/** The map rectangle a `width` × `height` canvas shows: what culling asks the spatial index for. */
export function visibleRect(view: Viewport, width: number, height: number): SeatRect {
  return { x: -view.x / view.scale, y: -view.y / view.scale, width: width / view.scale, height: height / view.scale }
}

/** Whether rectangle `inner` lies inside `outer`. */
export function containsRect(outer: SeatRect, inner: SeatRect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  )
}

/**
 * Level of detail, from a seat's on-screen radius (CSS px):
 * - `dots`: under `DOT_MAX_RADIUS_PX` a seat is a filled square (one `fillRect`, the cheapest
 *   mark a canvas draws), so a whole stadium paints in a few milliseconds;
 * - `circles`: seats are circles, and seats with attributes get their own shape;
 * - `labels`: from `LABEL_MIN_RADIUS_PX` the seat's number is written inside.
 */
export type LevelOfDetail = 'dots' | 'circles' | 'labels'
export const DOT_MAX_RADIUS_PX = 3
export const LABEL_MIN_RADIUS_PX = 11

export function levelOfDetail(radiusPx: number): LevelOfDetail {
  if (radiusPx < DOT_MAX_RADIUS_PX) return 'dots'
  return radiusPx < LABEL_MIN_RADIUS_PX ? 'circles' : 'labels'
}

/** The zoom factor of one wheel event: smooth for trackpads, a notch of about 1.2 for a mouse wheel. */
export function wheelZoomFactor(deltaY: number, deltaMode = 0): number {
  // deltaMode 1 counts lines, 2 pages; make both pixel-like.
  const pixels = deltaY * (deltaMode === 1 ? 16 : deltaMode === 2 ? 400 : 1)
  return Math.exp(-Math.max(-300, Math.min(300, pixels)) * 0.0018)
}

/** The zoom factor of the + / − buttons and keys. */
export const ZOOM_STEP = 1.5

/**
 * Two-finger pinch: the viewport that keeps the map under the midpoint of the fingers and
 * scales with the distance between them, from where the pinch started.
 */
export function pinchViewport(
  start: Viewport,
  from: readonly [Point, Point],
  to: readonly [Point, Point],
  limits: ZoomLimits,
): Viewport {
  const distance = (p: readonly [Point, Point]) => Math.hypot(p[0].x - p[1].x, p[0].y - p[1].y)
  const mid = (p: readonly [Point, Point]) => ({ x: (p[0].x + p[1].x) / 2, y: (p[0].y + p[1].y) / 2 })
  const startMid = mid(from)
  const nowMid = mid(to)
  const zoomed = zoomAt(start, distance(to) / Math.max(distance(from), 1e-6), startMid.x, startMid.y, limits)
  return panBy(zoomed, nowMid.x - startMid.x, nowMid.y - startMid.y)
}

/** The viewport that brings a map point into view with `margin` CSS pixels around it; the same viewport when it is in view. */
export function ensureVisible(
  view: Viewport,
  point: Point,
  radius: number,
  width: number,
  height: number,
  margin = 24,
): Viewport {
  const screen = mapToScreen(view, point.x, point.y)
  const r = radius * view.scale + margin
  let dx = 0
  let dy = 0
  if (screen.x - r < 0) dx = r - screen.x
  else if (screen.x + r > width) dx = width - (screen.x + r)
  if (screen.y - r < 0) dy = r - screen.y
  else if (screen.y + r > height) dy = height - (screen.y + r)
  return dx === 0 && dy === 0 ? view : panBy(view, dx, dy)
}

/** What a key does on the focused map. */
export type MapKey =
  | { action: 'move'; direction: SeatDirection }
  | { action: 'row_edge'; edge: 'start' | 'end' }
  | { action: 'pan'; dx: number; dy: number }
  | { action: 'zoom'; factor: number }
  | { action: 'reset' }
  | { action: 'activate' }

/** Share of the canvas a Shift+arrow pans by. */
export const PAN_STEP = 0.2

/**
 * The map's keys (storefront §2 / DESIGN.md "the seat map works by keyboard"): arrows move from
 * seat to seat (left/right along the row, up/down to the adjacent row), Home/End to the row's
 * ends, Enter or Space selects; Shift+arrows pan, + and − zoom, 0 shows the whole map.
 */
export function mapKey(
  event: { key: string; shiftKey: boolean; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean },
  width: number,
  height: number,
): MapKey | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null
  const arrows: Record<string, [SeatDirection, number, number]> = {
    ArrowLeft: ['previous', 1, 0],
    ArrowRight: ['next', -1, 0],
    ArrowUp: ['up', 0, 1],
    ArrowDown: ['down', 0, -1],
  }
  const arrow = arrows[event.key]
  if (arrow) {
    return event.shiftKey
      ? { action: 'pan', dx: arrow[1] * width * PAN_STEP, dy: arrow[2] * height * PAN_STEP }
      : { action: 'move', direction: arrow[0] }
  }
  switch (event.key) {
    case 'Home':
      return { action: 'row_edge', edge: 'start' }
    case 'End':
      return { action: 'row_edge', edge: 'end' }
    case 'Enter':
    case ' ':
      return { action: 'activate' }
    case '+':
    case '=':
      return { action: 'zoom', factor: ZOOM_STEP }
    case '-':
    case '_':
      return { action: 'zoom', factor: 1 / ZOOM_STEP }
    case '0':
      return { action: 'reset' }
    default:
      return null
  }
}

/** Movement (CSS px) under which a press is a click, not a drag. */
export const CLICK_SLOP_PX = 5
/** Extra reach of a touch on a seat (CSS px): a finger is wider than a seat at most zooms. */
export const TOUCH_SLOP_PX = 8

/**
 * How far beyond a seat's radius (map units) a click or tap still finds it, for `hitTestIndex`:
 * a finger reaches `TOUCH_SLOP_PX` further; a mouse reaches at least `DOT_MAX_RADIUS_PX` from a
 * seat's centre, because at the dots level a seat is drawn larger than it is (a selected one as
 * a 6 px mark, draw.ts), and a mark that can be seen but not clicked is a trap: zoomed out on a
 * stadium a seat is under a pixel wide. The nearest seat within reach wins, so a larger reach
 * never takes a click from the seat under the pointer.
 */
export function pointerSlop(pointerType: string, scale: number, smallestRadius: number): number {
  if (pointerType !== 'mouse') return TOUCH_SLOP_PX / scale
  return Math.max(0, DOT_MAX_RADIUS_PX / scale - smallestRadius)
}
