import { useCallback, useEffect, useId, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react'
import { adjacentSeat, type SeatMapModel, type SeatRect, type SpatialIndex } from './deps'
import { drawOverlay, drawSeatLayer, FALLBACK_PALETTE, MIN_DOT_PX, pixelOf, writeDots, type DrawContext, type SeatPalette } from './draw'
import { rectsIntersect, TILE_PX, tileOrigin, tileRect, tilesByDistance, tilesInView } from './tiles'
import * as css from './seats.css'
import { visuallyHidden } from '../theme/global.css'
import {
  CLICK_SLOP_PX,
  clampViewport,
  ensureVisible,
  fitViewport,
  mapKey,
  pinchViewport,
  pointerSlop,
  screenToMap,
  visibleRect,
  wheelZoomFactor,
  ZOOM_STEP,
  zoomAt,
  zoomLimits,
  type Point,
  type Viewport,
  type ZoomLimits,
} from './view'

/** What the dialog's zoom buttons call. */
export interface SeatMapHandle {
  zoomIn(): void
  zoomOut(): void
  /** Shows the whole map again. */
  reset(): void
  /** Shows a map rectangle (a section's bounds from map_geometry, a seat's surroundings), as large as the zoom allows. */
  zoomTo(rect: SeatRect): void
}

/** What one draw did, for the bench (and anyone measuring). */
export interface SeatMapDrawInfo {
  /** Milliseconds the draw took (layer and overlay). */
  ms: number
  /** Whether seat tiles were drawn (on screen or ahead of a pan); a frame without only copies them. */
  layer: boolean
}

export interface SeatMapCanvasProps {
  model: SeatMapModel
  index: SpatialIndex
  /** Ids of the selected seats (storefront §3 Seat state `selected`). */
  selected: readonly string[]
  /** A click, tap, Enter or Space on a seat. */
  onSeatActivate: (seatId: string) => void
  /** What a screen reader hears for a seat: "Row C, seat 12, available, wheelchair". */
  describeSeat: (seatId: string) => string
  /** The map's accessible name ('Seat map') and how to use it by keyboard. */
  label: string
  help: string
  ref?: Ref<SeatMapHandle>
  /** Called after each draw. */
  onDraw?: (info: SeatMapDrawInfo) => void
}

/** Tiles kept at most (1 MB each): the view and a ring around it, with room to pan back. */
const MAX_TILES = 48
/** Milliseconds a frame may spend drawing tiles ahead of a pan, after the ones on screen. */
const PREFETCH_BUDGET_MS = 6
/** After the last wheel or pinch step, the layer is redrawn sharp at the new scale. */
const ZOOM_SETTLE_MS = 120

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

/** Whether focus came from the keyboard (`:focus-visible`); true where the selector is unknown. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

/** The last frame at the scale a zoom gesture started from, shown scaled until the gesture settles. */
interface Snapshot {
  canvas: HTMLCanvasElement
  view: Viewport
}

interface Gesture {
  pointers: Map<number, Point>
  start: Point | null
  startView: Viewport | null
  dragged: boolean
  pinchFrom: [Point, Point] | null
  pointerType: string
}

/**
 * The seat map on a canvas (the issue: "rendering that stays smooth at 50,000 seats"): culled by
 * the spatial index, drawn by level of detail, redrawn in `requestAnimationFrame` only when
 * something changed; pan by drag or Shift+arrows, zoom by wheel, pinch, the dialog's buttons or
 * + / −; arrows move a visible focus ring from seat to seat, Enter or Space selects, and a live
 * region says the focused seat.
 */
export function SeatMapCanvas({ model, index, selected, onSeatActivate, describeSeat, label, help, ref, onDraw }: SeatMapCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const helpId = useId()
  const [announcement, setAnnouncement] = useState('')
  const latest = useRef({ onSeatActivate, describeSeat, onDraw })
  latest.current = { onSeatActivate, describeSeat, onDraw }
  const selectedIndexes = useMemo(() => selected.map((id) => model.indexOf(id)).filter((i) => i !== -1), [model, selected])

  // Everything a frame needs lives in one ref: a pan never re-renders React.
  const s = useRef({
    view: { scale: 1, x: 0, y: 0 } as Viewport,
    fitted: { scale: 1, x: 0, y: 0 } as Viewport,
    limits: { min: 0.5, max: 2 } as ZoomLimits,
    /** The smallest seat radius of the map (map units): how far zoom goes in, how far a mouse reaches. */
    smallestRadius: 1,
    width: 0,
    height: 0,
    dpr: 1,
    /** Tiles of the seat layer at `tileScale`, by "i,j". */
    tiles: new Map<string, HTMLCanvasElement>(),
    spare: [] as HTMLCanvasElement[],
    tileScale: 0,
    layerDirty: true,
    snapshot: null as Snapshot | null,
    zooming: false,
    settleTimer: 0 as ReturnType<typeof setTimeout> | 0,
    frame: 0,
    palette: FALLBACK_PALETTE,
    /** The palette as pixels for dots, by seat state code. */
    pixels: {} as Record<number, number>,
    image: null as ImageData | null,
    focusIndex: -1,
    focusVisible: false,
    selected: selectedIndexes,
    scratch: [] as number[],
    gesture: { pointers: new Map(), start: null, startView: null, dragged: false, pinchFrom: null, pointerType: 'mouse' } as Gesture,
  }).current
  s.selected = selectedIndexes
  s.smallestRadius = useMemo(() => {
    let smallest = Infinity
    for (let i = 0; i < model.count; i++) smallest = Math.min(smallest, model.r[i] as number)
    return Number.isFinite(smallest) ? smallest : 1
  }, [model])

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
                writeDots(pixels, TILE_PX, TILE_PX, model, seats, k, -i * TILE_PX, -j * TILE_PX, s.pixels, MIN_DOT_PX * s.dpr)
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
      ctx.drawImage(frame, (view.x - was.x * ratio) * dpr, (view.y - was.y * ratio) * dpr, frame.width * ratio, frame.height * ratio)
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
    drawOverlay(ctx, model, view, s.selected, s.focusIndex >= 0 ? { index: s.focusIndex, visible: s.focusVisible } : null, s.palette)
    latest.current.onDraw?.({ ms: performance.now() - started, layer: redrew })
  }, [model, content, renderTile, s])

  const requestDraw = useCallback(() => {
    if (s.frame === 0) s.frame = requestAnimationFrame(draw)
  }, [draw, s])

  const setView = useCallback(
    (next: Viewport, zooming = false) => {
      if (zooming) {
        if (!s.zooming && canvasRef.current) {
          // Keep the current frame to show scaled while the gesture goes on.
          const frame = s.snapshot?.canvas ?? document.createElement('canvas')
          frame.width = canvasRef.current.width
          frame.height = canvasRef.current.height
          frame.getContext('2d')?.drawImage(canvasRef.current, 0, 0)
          s.snapshot = { canvas: frame, view: s.view }
        }
        s.zooming = true
        clearTimeout(s.settleTimer)
        s.settleTimer = setTimeout(() => {
          s.zooming = false
          requestDraw()
        }, ZOOM_SETTLE_MS)
      }
      s.view = clampViewport(next, model.bounds, s.width, s.height)
      requestDraw()
    },
    [model, requestDraw, s],
  )

  const zoomBy = useCallback(
    (factor: number, at?: Point) => setView(zoomAt(s.view, factor, at?.x ?? s.width / 2, at?.y ?? s.height / 2, s.limits)),
    [s, setView],
  )

  useImperativeHandle(
    ref,
    () => ({
      zoomIn: () => zoomBy(ZOOM_STEP),
      zoomOut: () => zoomBy(1 / ZOOM_STEP),
      reset: () => setView(s.fitted),
      zoomTo: (rect: SeatRect) => {
        const wanted = fitViewport(rect, s.width, s.height, 0)
        const scale = Math.min(s.limits.max, Math.max(s.limits.min, wanted.scale))
        setView(zoomAt(wanted, scale / wanted.scale, s.width / 2, s.height / 2, s.limits))
      },
    }),
    [zoomBy, setView, s],
  )

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
      s.fitted = fitViewport(model.bounds, width, height)
      s.limits = zoomLimits(s.fitted, s.smallestRadius)
      if (first) s.view = s.fitted
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
  }, [model, draw, requestDraw, s])

  // A new selection repaints only the overlay; the seat last focused, clicked or tapped on the map
  // is said again in its new state (a tap need not leave focus on the canvas).
  useEffect(() => {
    requestDraw()
    if (s.focusIndex >= 0) {
      setAnnouncement(latest.current.describeSeat(model.ids[s.focusIndex] as string))
    }
  }, [selectedIndexes, model, requestDraw, s])

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

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const box = canvas.getBoundingClientRect()
      const at = { x: event.clientX - box.left, y: event.clientY - box.top }
      if (event.ctrlKey || Math.abs(event.deltaY) >= Math.abs(event.deltaX)) {
        setView(zoomAt(s.view, wheelZoomFactor(event.deltaY, event.deltaMode), at.x, at.y, s.limits), true)
      } else {
        setView({ ...s.view, x: s.view.x - event.deltaX })
      }
    }
    canvas.addEventListener('wheel', onWheel, { passive: false })
    return () => canvas.removeEventListener('wheel', onWheel)
  }, [s, setView])

  const focusSeat = useCallback(
    (seatIndex: number, visible: boolean) => {
      s.focusIndex = seatIndex
      s.focusVisible = visible
      if (seatIndex < 0) return
      const next = ensureVisible(s.view, { x: model.x[seatIndex] as number, y: model.y[seatIndex] as number }, model.r[seatIndex] as number, s.width, s.height)
      if (next !== s.view) setView(next)
      else requestDraw()
      setAnnouncement(latest.current.describeSeat(model.ids[seatIndex] as string))
    },
    [model, requestDraw, s, setView],
  )

  /** The seat keyboard focus starts on: the first selected seat, else the one nearest the middle of the screen. */
  const startingSeat = useCallback((): number => {
    if (s.selected.length > 0) return s.selected[0] as number
    const middle = screenToMap(s.view, s.width / 2, s.height / 2)
    let best = -1
    let bestDistance = Infinity
    index.forEachInRect(visibleRect(s.view, s.width, s.height), (i) => {
      const d = ((model.x[i] as number) - middle.x) ** 2 + ((model.y[i] as number) - middle.y) ** 2
      if (d < bestDistance) {
        bestDistance = d
        best = i
      }
    })
    return best === -1 && model.count > 0 ? 0 : best
  }, [index, model, s])

  const pointAt = (event: { clientX: number; clientY: number }): Point => {
    const box = (canvasRef.current as HTMLCanvasElement).getBoundingClientRect()
    return { x: event.clientX - box.left, y: event.clientY - box.top }
  }

  return (
    <div className={css.mapFrame}>
      <canvas
        ref={canvasRef}
        className={css.canvas}
        tabIndex={0}
        role="application"
        aria-label={label}
        aria-describedby={helpId}
        onFocus={(event) => {
          // Keyboard focus shows the ring; a click focuses the canvas too, without a ring.
          const keyboard = isFocusVisible(event.target)
          if (s.focusIndex < 0 && keyboard) focusSeat(startingSeat(), true)
          else {
            s.focusVisible = keyboard
            requestDraw()
          }
        }}
        onBlur={() => {
          s.focusVisible = false
          requestDraw()
        }}
        onKeyDown={(event) => {
          const key = mapKey(event, s.width, s.height)
          if (!key) return
          event.preventDefault()
          if (key.action === 'pan') return setView({ ...s.view, x: s.view.x + key.dx, y: s.view.y + key.dy })
          if (key.action === 'zoom') return zoomBy(key.factor)
          if (key.action === 'reset') return setView(s.fitted)
          if (s.focusIndex < 0) return focusSeat(startingSeat(), true)
          const id = model.ids[s.focusIndex] as string
          if (key.action === 'activate') {
            s.focusVisible = true
            latest.current.onSeatActivate(id)
            return
          }
          if (key.action === 'row_edge') {
            const row = model.rows[model.rowOf[s.focusIndex] as number]
            const seat = row ? row.seats[key.edge === 'start' ? 0 : row.seats.length - 1] : undefined
            if (seat !== undefined) focusSeat(seat, true)
            return
          }
          const target = adjacentSeat(model, id, key.direction)
          if (target !== null) focusSeat(model.indexOf(target), true)
        }}
        onPointerDown={(event) => {
          const g = s.gesture
          try {
            // Keep the drag when the pointer leaves the canvas; a synthetic pointer cannot be captured.
            event.currentTarget.setPointerCapture(event.pointerId)
          } catch {
            /* not capturable: the drag still works while over the canvas */
          }
          g.pointers.set(event.pointerId, pointAt(event))
          g.pointerType = event.pointerType
          if (g.pointers.size === 1) {
            g.start = pointAt(event)
            g.startView = s.view
            g.dragged = false
            g.pinchFrom = null
          } else if (g.pointers.size === 2) {
            g.pinchFrom = [...g.pointers.values()] as [Point, Point]
            g.startView = s.view
            g.dragged = true
          }
        }}
        onPointerMove={(event) => {
          const g = s.gesture
          if (!g.pointers.has(event.pointerId)) {
            // Hover: a pointer cursor over a seat that can be clicked.
            const point = pointAt(event)
            const at = screenToMap(s.view, point.x, point.y)
            const reach = pointerSlop(event.pointerType, s.view.scale, s.smallestRadius)
            event.currentTarget.style.cursor = index.hitTestIndex(at.x, at.y, reach) >= 0 ? 'pointer' : 'grab'
            return
          }
          g.pointers.set(event.pointerId, pointAt(event))
          if (g.pinchFrom && g.startView && g.pointers.size >= 2) {
            const now = [...g.pointers.values()].slice(0, 2) as [Point, Point]
            setView(pinchViewport(g.startView, g.pinchFrom, now, s.limits), true)
            return
          }
          if (!g.start || !g.startView) return
          const at = pointAt(event)
          const dx = at.x - g.start.x
          const dy = at.y - g.start.y
          if (!g.dragged && Math.hypot(dx, dy) < CLICK_SLOP_PX) return
          g.dragged = true
          event.currentTarget.style.cursor = 'grabbing'
          setView({ scale: g.startView.scale, x: g.startView.x + dx, y: g.startView.y + dy })
        }}
        onPointerUp={(event) => {
          const g = s.gesture
          const wasClick = g.pointers.size === 1 && !g.dragged && g.start !== null
          g.pointers.delete(event.pointerId)
          if (g.pointers.size === 0) {
            g.start = null
            g.startView = null
            g.pinchFrom = null
            event.currentTarget.style.cursor = ''
          } else if (g.pointers.size === 1) {
            // From pinch back to one finger: carry on panning from here.
            g.start = [...g.pointers.values()][0] as Point
            g.startView = s.view
            g.pinchFrom = null
          }
          if (!wasClick) return
          const point = pointAt(event)
          const at = screenToMap(s.view, point.x, point.y)
          const hit = index.hitTestIndex(at.x, at.y, pointerSlop(event.pointerType, s.view.scale, s.smallestRadius))
          if (hit < 0) return
          s.focusIndex = hit
          s.focusVisible = false
          const id = model.ids[hit] as string
          // The seat is said as the keyboard says it: a click the sdk refuses (a booked or
          // unavailable seat) is heard as 'unavailable' instead of doing nothing silently; a
          // selection the click changes is said again in its new state (the effect above).
          setAnnouncement(latest.current.describeSeat(id))
          latest.current.onSeatActivate(id)
        }}
        onPointerCancel={(event) => {
          s.gesture.pointers.delete(event.pointerId)
          if (s.gesture.pointers.size === 0) s.gesture.start = null
        }}
      />
      <p id={helpId} className={visuallyHidden}>
        {help}
      </p>
      <p className={visuallyHidden} aria-live="polite" aria-atomic="true" data-seat-announcement="">
        {announcement}
      </p>
    </div>
  )
}
