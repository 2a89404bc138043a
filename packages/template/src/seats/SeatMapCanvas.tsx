import { useCallback, useEffect, useId, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react'
import { adjacentSeat, type SeatMapModel, type SeatRect, type SpatialIndex } from './deps'
import { drawOverlay, drawSeatLayer, FALLBACK_PALETTE, type DrawContext, type SeatPalette } from './draw'
import * as css from './seats.css'
import {
  CLICK_SLOP_PX,
  clampViewport,
  containsRect,
  ensureVisible,
  fitViewport,
  mapKey,
  pinchViewport,
  screenToMap,
  TOUCH_SLOP_PX,
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
}

/** What one draw did, for the bench (and anyone measuring). */
export interface SeatMapDrawInfo {
  /** Milliseconds the draw took (layer and overlay). */
  ms: number
  /** Whether the seat layer was redrawn (a pan inside the layer only copies it). */
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

/** Extra map drawn around the screen in the cached layer, as a share of the screen per side. */
const LAYER_MARGIN = 0.5
/** The cached layer never exceeds this many device pixels (memory on phones). */
const MAX_LAYER_PIXELS = 12_000_000
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

/** Whether focus came from the keyboard (`:focus-visible`); true where the selector is unknown. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

interface Layer {
  canvas: HTMLCanvasElement
  rect: SeatRect
  scale: number
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
    width: 0,
    height: 0,
    dpr: 1,
    layer: null as Layer | null,
    layerDirty: true,
    zooming: false,
    settleTimer: 0 as ReturnType<typeof setTimeout> | 0,
    frame: 0,
    palette: FALLBACK_PALETTE,
    focusIndex: -1,
    focusVisible: false,
    selected: selectedIndexes,
    scratch: [] as number[],
    gesture: { pointers: new Map(), start: null, startView: null, dragged: false, pinchFrom: null, pointerType: 'mouse' } as Gesture,
  }).current
  s.selected = selectedIndexes

  const draw = useCallback(() => {
    s.frame = 0
    const canvas = canvasRef.current
    const ctx = canvas?.getContext('2d') as (CanvasRenderingContext2D & DrawContext) | null | undefined
    if (!canvas || !ctx || s.width === 0 || s.height === 0) return
    const started = performance.now()
    const { view, dpr } = s
    const visible = visibleRect(view, s.width, s.height)
    let redrew = false
    const current = s.layer
    const usable = current && !s.layerDirty && containsRect(current.rect, visible)
    if (!(usable && current.scale === view.scale) && !(usable && s.zooming)) {
      // Redraw the layer for the screen and a margin around it, at this scale.
      let margin = LAYER_MARGIN
      while (margin > 0 && (1 + 2 * margin) ** 2 * s.width * s.height * dpr * dpr > MAX_LAYER_PIXELS) margin -= 0.1
      margin = Math.max(margin, 0)
      const rect = {
        x: visible.x - visible.width * margin,
        y: visible.y - visible.height * margin,
        width: visible.width * (1 + 2 * margin),
        height: visible.height * (1 + 2 * margin),
      }
      const layerCanvas = current?.canvas ?? document.createElement('canvas')
      layerCanvas.width = Math.ceil(rect.width * view.scale * dpr)
      layerCanvas.height = Math.ceil(rect.height * view.scale * dpr)
      const lctx = layerCanvas.getContext('2d') as (CanvasRenderingContext2D & DrawContext) | null
      if (lctx) {
        const k = view.scale * dpr
        lctx.setTransform(k, 0, 0, k, -rect.x * k, -rect.y * k)
        drawSeatLayer(lctx, model, index, rect, view.scale, s.palette, s.scratch)
      }
      s.layer = { canvas: layerCanvas, rect, scale: view.scale }
      s.layerDirty = false
      redrew = true
    }
    const layer = s.layer as Layer
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.clearRect(0, 0, canvas.width, canvas.height)
    const ratio = view.scale / layer.scale
    const left = (layer.rect.x * view.scale + view.x) * dpr
    const top = (layer.rect.y * view.scale + view.y) * dpr
    if (ratio === 1) ctx.drawImage(layer.canvas, Math.round(left), Math.round(top))
    else ctx.drawImage(layer.canvas, left, top, layer.canvas.width * ratio, layer.canvas.height * ratio)
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
    drawOverlay(ctx, model, view, s.selected, s.focusIndex >= 0 ? { index: s.focusIndex, visible: s.focusVisible } : null, s.palette)
    latest.current.onDraw?.({ ms: performance.now() - started, layer: redrew })
  }, [model, index, s])

  const requestDraw = useCallback(() => {
    if (s.frame === 0) s.frame = requestAnimationFrame(draw)
  }, [draw, s])

  const setView = useCallback(
    (next: Viewport, zooming = false) => {
      s.view = clampViewport(next, model.bounds, s.width, s.height)
      if (zooming) {
        // Show the old layer scaled while the gesture goes on; redraw it sharp once it stops.
        s.zooming = true
        clearTimeout(s.settleTimer)
        s.settleTimer = setTimeout(() => {
          s.zooming = false
          requestDraw()
        }, ZOOM_SETTLE_MS)
      }
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
    }),
    [zoomBy, setView, s],
  )

  // Size, device pixel ratio and the fitted view; the first frame is drawn before the browser paints.
  useLayoutEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    s.palette = readPalette(canvas)
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
      let smallest = Infinity
      for (let i = 0; i < model.count; i++) smallest = Math.min(smallest, model.r[i] as number)
      s.limits = zoomLimits(s.fitted, Number.isFinite(smallest) ? smallest : 1)
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

  // A new selection repaints only the overlay; the focused seat is said again in its new state.
  useEffect(() => {
    requestDraw()
    if (s.focusIndex >= 0 && document.activeElement === canvasRef.current) {
      setAnnouncement(latest.current.describeSeat(model.ids[s.focusIndex] as string))
    }
  }, [selectedIndexes, model, requestDraw, s])

  useEffect(
    () => () => {
      cancelAnimationFrame(s.frame)
      clearTimeout(s.settleTimer)
      s.frame = 0
      s.layer = null
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
          event.currentTarget.setPointerCapture?.(event.pointerId)
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
            event.currentTarget.style.cursor = index.hitTestIndex(at.x, at.y) >= 0 ? 'pointer' : 'grab'
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
          const slop = (event.pointerType === 'mouse' ? 0 : TOUCH_SLOP_PX) / s.view.scale
          const hit = index.hitTestIndex(at.x, at.y, slop)
          if (hit < 0) return
          s.focusIndex = hit
          s.focusVisible = false
          latest.current.onSeatActivate(model.ids[hit] as string)
        }}
        onPointerCancel={(event) => {
          s.gesture.pointers.delete(event.pointerId)
          if (s.gesture.pointers.size === 0) s.gesture.start = null
        }}
      />
      <p id={helpId} className={css.visuallyHidden}>
        {help}
      </p>
      <p className={css.visuallyHidden} aria-live="polite" aria-atomic="true" data-seat-announcement="">
        {announcement}
      </p>
    </div>
  )
}
