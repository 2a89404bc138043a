/**
 * Painting the seat map (`SeatMapCanvas`): the canvas's size and device pixel ratio, the seat
 * layer in tiles drawn ahead of a pan, the overlay, and `requestDraw`, which paints at most once
 * per animation frame. Everything a frame needs lives in one ref (`FrameState`), so a pan never
 * re-renders React.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react'
import type { SeatMapModel, SeatRect, SpatialIndex } from './deps'
import {
  drawOverlay,
  drawSeatLayer,
  FALLBACK_PALETTE,
  MIN_DOT_PX,
  pixelOf,
  writeDots,
  type DrawContext,
  type SeatPalette,
} from './draw'
import { rectsIntersect, TILE_PX, tileOrigin, tileRect, tilesByDistance, tilesInView } from './tiles'
import {
  fitViewport,
  openingViewport,
  planBounds,
  zoomLimits,
  type Point,
  type Viewport,
  type ZoomLimits,
} from './view'

/** What one draw did, for the bench (and anyone measuring). */
export interface SeatMapDrawInfo {
  /** Milliseconds the draw took (layer and overlay). */
  ms: number
  /** Whether seat tiles were drawn (on screen or ahead of a pan); a frame without only copies them. */
  layer: boolean
}

/** Tiles kept at most (1 MB each): the view and a ring around it, with room to pan back. */
const MAX_TILES = 48
/** Milliseconds a frame may spend drawing tiles ahead of a pan, after the ones on screen. */
const PREFETCH_BUDGET_MS = 6

const PALETTE_PROPERTIES: Record<keyof SeatPalette, string> = {
  available: '--foyer-seat-available',
  selected: '--foyer-seat-selected',
  unavailable: '--foyer-seat-unavailable',
  inCart: '--foyer-seat-in-cart',
  label: '--foyer-seat-label',
  onSelected: '--foyer-seat-on-selected',
  focus: '--foyer-seat-focus',
  stage: '--foyer-seat-stage',
  section: '--foyer-seat-section',
  text: '--foyer-seat-text',
}

/** The theme's seat colours from the canvas's custom properties (`seats.css.ts`). */
function readPalette(element: HTMLElement): SeatPalette {
  const style = getComputedStyle(element)
  const palette = { ...FALLBACK_PALETTE }
  for (const key of Object.keys(PALETTE_PROPERTIES) as (keyof SeatPalette)[]) {
    const value = style.getPropertyValue(PALETTE_PROPERTIES[key]).trim()
    if (value) palette[key] = value
  }
  return palette
}

/**
 * The canvas's `data-view`: the transform of the frame on screen and of hit-testing, as
 * "scale x y" (`screen = map × scale + (x, y)`, CSS px from the canvas's top left; view.ts).
 * With a seat's x and y from the seat map answer it says where a pointer finds that seat, the
 * same sum a click goes through backwards (`screenToMap`): what the browser journeys click and tap
 * (e2e/seats.ts), and what a tenant's tool may read. Written by each draw, only when it changed.
 */
export const VIEW_ATTRIBUTE = 'data-view'

/** The `data-view` value of a viewport. */
function viewAttribute(view: Viewport): string {
  return `${view.scale} ${view.x} ${view.y}`
}

/** The last frame at the scale a zoom gesture started from, shown scaled until the gesture settles. */
interface Snapshot {
  canvas: HTMLCanvasElement
  view: Viewport
}

/** The pointers on the canvas, and where a drag or pinch started. */
export interface Gesture {
  pointers: Map<number, Point>
  start: Point | null
  startView: Viewport | null
  dragged: boolean
  pinchFrom: [Point, Point] | null
  pointerType: string
}

/** Everything a frame needs, shared by the painter, the viewport and the seat focus. */
export interface FrameState {
  view: Viewport
  /** The whole plan, stage included, fitted to the canvas (`planBounds`). */
  fitted: Viewport
  /** What the plan covers (`planBounds`): what fits, and what panning keeps on screen. */
  plan: SeatRect
  limits: ZoomLimits
  /** The smallest seat radius of the map (map units): how far zoom goes in, how far a mouse reaches. */
  smallestRadius: number
  width: number
  height: number
  dpr: number
  /** Tiles of the seat layer at `tileScale`, by "i,j". */
  tiles: Map<string, HTMLCanvasElement>
  spare: HTMLCanvasElement[]
  tileScale: number
  layerDirty: boolean
  snapshot: Snapshot | null
  zooming: boolean
  settleTimer: ReturnType<typeof setTimeout> | 0
  frame: number
  palette: SeatPalette
  /** The palette as pixels for dots, by seat state code. */
  pixels: Record<number, number>
  image: ImageData | null
  focusIndex: number
  focusVisible: boolean
  /** Seat numbers of the selected seats. */
  selected: readonly number[]
  scratch: number[]
  gesture: Gesture
}

/** The frame state of a seat map: one object for the component's life; the selection and smallest radius follow the props. */
export function useFrameState(model: SeatMapModel, selected: readonly number[]): FrameState {
  const s = useRef<FrameState>({
    view: { scale: 1, x: 0, y: 0 },
    fitted: { scale: 1, x: 0, y: 0 },
    plan: model.bounds,
    limits: { min: 0.5, max: 2 },
    smallestRadius: 1,
    width: 0,
    height: 0,
    dpr: 1,
    tiles: new Map(),
    spare: [],
    tileScale: 0,
    layerDirty: true,
    snapshot: null,
    zooming: false,
    settleTimer: 0,
    frame: 0,
    palette: FALLBACK_PALETTE,
    pixels: {},
    image: null,
    focusIndex: -1,
    focusVisible: false,
    selected,
    scratch: [],
    gesture: {
      pointers: new Map(),
      start: null,
      startView: null,
      dragged: false,
      pinchFrom: null,
      pointerType: 'mouse',
    },
  }).current
  s.selected = selected
  s.plan = useMemo(() => planBounds(model), [model])
  s.smallestRadius = useMemo(() => {
    let smallest = Infinity
    for (let i = 0; i < model.count; i++) smallest = Math.min(smallest, model.r[i] as number)
    return Number.isFinite(smallest) ? smallest : 1
  }, [model])
  return s
}

export interface CanvasPainterOptions {
  canvasRef: RefObject<HTMLCanvasElement | null>
  model: SeatMapModel
  index: SpatialIndex
  s: FrameState
  /** The map point a phone opens on, at a tappable scale; null opens on the whole plan. */
  openAt: Point | null
  /** Called after each draw. */
  onDraw?: (info: SeatMapDrawInfo) => void
}

/**
 * The painter of the seat map: culled by the spatial index, drawn by level of detail in tiles,
 * redrawn in `requestAnimationFrame` only when something changed. Sizes the canvas for the
 * device pixel ratio, fits the map, and draws the first frame before the browser paints.
 */
export function useCanvasPainter({ canvasRef, model, index, s, openAt, onDraw }: CanvasPainterOptions): {
  requestDraw: () => void
} {
  const latestOnDraw = useRef(onDraw)
  latestOnDraw.current = onDraw
  // Read once, when the map first gets its size: later selections do not move the view.
  const latestOpenAt = useRef(openAt)
  latestOpenAt.current = openAt

  /** What the map covers: its seats and its drawing, so empty space outside gets no tile. */
  const content = useMemo(() => {
    const b = model.bounds
    const x = Math.min(b.x, 0)
    const y = Math.min(b.y, 0)
    return { x, y, width: Math.max(b.x + b.width, model.width) - x, height: Math.max(b.y + b.height, model.height) - y }
  }, [model])

  const renderTile = useCallback(
    (i: number, j: number, k: number): HTMLCanvasElement => {
      const tile = s.spare.pop() ?? document.createElement('canvas')
      // Setting the size clears the bitmap.
      tile.width = TILE_PX
      tile.height = TILE_PX
      const tctx = tile.getContext('2d') as (CanvasRenderingContext2D & DrawContext) | null
      if (tctx) {
        tctx.setTransform(k, 0, 0, k, -i * TILE_PX, -j * TILE_PX)
        const dots =
          typeof tctx.createImageData === 'function'
            ? (seats: readonly number[]) => {
                // One pixel buffer for every tile: cleared, written, put.
                const image = (s.image ??= tctx.createImageData(TILE_PX, TILE_PX))
                const pixels = new Uint32Array(image.data.buffer)
                pixels.fill(0)
                writeDots(
                  pixels,
                  TILE_PX,
                  TILE_PX,
                  model,
                  seats,
                  k,
                  -i * TILE_PX,
                  -j * TILE_PX,
                  s.pixels,
                  MIN_DOT_PX * s.dpr,
                )
                tctx.putImageData(image, 0, 0)
              }
            : undefined
        drawSeatLayer(tctx, model, index, tileRect(i, j, k), s.view.scale, s.palette, s.scratch, dots)
      }
      s.tiles.set(`${i},${j}`, tile)
      return tile
    },
    [model, index, s],
  )

  const draw = useCallback(() => {
    s.frame = 0
    const canvas = canvasRef.current
    const ctx = canvas?.getContext('2d') as (CanvasRenderingContext2D & DrawContext) | null | undefined
    if (!canvas || !ctx || s.width === 0 || s.height === 0) return
    const started = performance.now()
    const { view, dpr } = s
    let redrew = false
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.clearRect(0, 0, canvas.width, canvas.height)
    if (s.zooming && s.snapshot && (s.tileScale !== view.scale || s.layerDirty)) {
      // Mid-gesture: the last sharp frame, scaled; the tiles are redrawn once the gesture settles.
      const { canvas: frame, view: was } = s.snapshot
      const ratio = view.scale / was.scale
      ctx.drawImage(
        frame,
        (view.x - was.x * ratio) * dpr,
        (view.y - was.y * ratio) * dpr,
        frame.width * ratio,
        frame.height * ratio,
      )
    } else {
      if (s.tileScale !== view.scale || s.layerDirty) {
        for (const tile of s.tiles.values()) s.spare.push(tile)
        s.tiles.clear()
        s.tileScale = view.scale
        s.layerDirty = false
      }
      const k = view.scale * dpr
      const origin = tileOrigin(view, dpr)
      const range = tilesInView(view, s.width, s.height, dpr)
      for (let j = range.j0; j <= range.j1; j++) {
        for (let i = range.i0; i <= range.i1; i++) {
          if (!rectsIntersect(tileRect(i, j, k), content)) continue
          let tile = s.tiles.get(`${i},${j}`)
          if (!tile) {
            tile = renderTile(i, j, k)
            redrew = true
          }
          ctx.drawImage(tile, origin.x + i * TILE_PX, origin.y + j * TILE_PX)
        }
      }
      // Draw ahead: the ring of tiles around the view, nearest first, within the frame's budget.
      let pending = false
      for (const [i, j] of tilesByDistance(tilesInView(view, s.width, s.height, dpr, 1), k, content)) {
        if (s.tiles.has(`${i},${j}`)) continue
        if (performance.now() - started > PREFETCH_BUDGET_MS) {
          pending = true
          break
        }
        renderTile(i, j, k)
        redrew = true
      }
      if (s.tiles.size > MAX_TILES) {
        // Forget the tiles furthest from the view.
        const ci = (range.i0 + range.i1) / 2
        const cj = (range.j0 + range.j1) / 2
        const far = [...s.tiles.keys()]
          .map((key) => {
            const [i, j] = key.split(',').map(Number) as [number, number]
            return { key, d: Math.hypot(i - ci, j - cj) }
          })
          .sort((a, b) => b.d - a.d)
        for (const { key } of far.slice(0, s.tiles.size - MAX_TILES)) {
          s.spare.push(s.tiles.get(key) as HTMLCanvasElement)
          s.tiles.delete(key)
        }
      }
      if (pending && s.frame === 0) s.frame = requestAnimationFrame(draw)
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
    const viewText = viewAttribute(view)
    if (canvas.getAttribute(VIEW_ATTRIBUTE) !== viewText) canvas.setAttribute(VIEW_ATTRIBUTE, viewText)
    drawOverlay(
      ctx,
      model,
      view,
      s.selected,
      s.focusIndex >= 0 ? { index: s.focusIndex, visible: s.focusVisible } : null,
      s.palette,
    )
    latestOnDraw.current?.({ ms: performance.now() - started, layer: redrew })
  }, [canvasRef, model, content, renderTile, s])

  const requestDraw = useCallback(() => {
    if (s.frame === 0) s.frame = requestAnimationFrame(draw)
  }, [draw, s])

  // Size, device pixel ratio and the fitted view; the first frame is drawn before the browser paints.
  useLayoutEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    s.palette = readPalette(canvas)
    const ctx = canvas.getContext('2d')
    if (ctx) {
      // The canvas normalises any CSS colour to #rrggbb or rgba(): read it back as a pixel.
      const pixel = (colour: string, fallback: string) => {
        ctx.fillStyle = fallback
        ctx.fillStyle = colour
        return pixelOf(String(ctx.fillStyle)) ?? (pixelOf(fallback) as number)
      }
      const available = pixel(s.palette.available, FALLBACK_PALETTE.available)
      const unavailable = pixel(s.palette.unavailable, FALLBACK_PALETTE.unavailable)
      s.pixels = { 0: available, 1: unavailable, 2: unavailable, 3: pixel(s.palette.inCart, FALLBACK_PALETTE.inCart) }
    }
    const resize = () => {
      const box = canvas.getBoundingClientRect()
      const width = Math.max(1, Math.round(box.width))
      const height = Math.max(1, Math.round(box.height))
      const dpr = Math.min(window.devicePixelRatio || 1, 3)
      if (width === s.width && height === s.height && dpr === s.dpr) return
      const first = s.width === 0
      s.width = width
      s.height = height
      s.dpr = dpr
      canvas.width = Math.round(width * dpr)
      canvas.height = Math.round(height * dpr)
      s.fitted = fitViewport(s.plan, width, height)
      s.limits = zoomLimits(s.fitted, s.smallestRadius)
      if (first) s.view = openingViewport(s.fitted, latestOpenAt.current, s.smallestRadius, width, height, s.limits)
      s.layerDirty = true
    }
    resize()
    s.layerDirty = true
    draw()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      resize()
      requestDraw()
    })
    observer.observe(canvas)
    return () => observer.disconnect()
  }, [canvasRef, model, draw, requestDraw, s])

  useEffect(
    () => () => {
      cancelAnimationFrame(s.frame)
      clearTimeout(s.settleTimer)
      s.frame = 0
      s.tiles.clear()
      s.spare.length = 0
      s.snapshot = null
    },
    [s],
  )

  return { requestDraw }
}
