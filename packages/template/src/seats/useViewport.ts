/**
 * The seat map's viewport (`SeatMapCanvas`): pan by drag, zoom by wheel, pinch and the dialog's
 * buttons, and what a pointer gesture leaves behind (a click, or nothing after a drag).
 */
import { useCallback, useEffect, useImperativeHandle, type PointerEvent, type Ref, type RefObject } from 'react'
import type { SeatRect, SpatialIndex } from './deps'
import type { FrameState } from './useCanvasPainter'
import {
  CLICK_SLOP_PX,
  clampViewport,
  fitViewport,
  pinchViewport,
  pointerSlop,
  screenToMap,
  wheelZoomFactor,
  ZOOM_STEP,
  zoomAt,
  type Point,
  type Viewport,
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

/** After the last wheel or pinch step, the layer is redrawn sharp at the new scale. */
const ZOOM_SETTLE_MS = 120

export interface ViewportOptions {
  canvasRef: RefObject<HTMLCanvasElement | null>
  index: SpatialIndex
  s: FrameState
  requestDraw: () => void
  ref?: Ref<SeatMapHandle>
}

export interface SeatMapViewport {
  /** Moves the view (clamped to the map); `zooming` shows the last frame scaled until the gesture settles. */
  setView(next: Viewport, zooming?: boolean): void
  zoomBy(factor: number, at?: Point): void
  /** A pointer event's position on the canvas (CSS px from its top left). */
  pointAt(event: { clientX: number; clientY: number }): Point
  onPointerDown(event: PointerEvent<HTMLCanvasElement>): void
  onPointerMove(event: PointerEvent<HTMLCanvasElement>): void
  /** Ends a pointer's part of the gesture; true when the gesture was a click or tap (no drag, one pointer). */
  endPointer(event: PointerEvent<HTMLCanvasElement>): boolean
  onPointerCancel(event: PointerEvent<HTMLCanvasElement>): void
}

/** The viewport of the seat map: `setView`, zoom, the wheel, drag and pinch, and the dialog's handle. */
export function useViewport({ canvasRef, index, s, requestDraw, ref }: ViewportOptions): SeatMapViewport {
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
      s.view = clampViewport(next, s.plan, s.width, s.height)
      requestDraw()
    },
    [canvasRef, requestDraw, s],
  )

  const zoomBy = useCallback(
    (factor: number, at?: Point) =>
      setView(zoomAt(s.view, factor, at?.x ?? s.width / 2, at?.y ?? s.height / 2, s.limits)),
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
  }, [canvasRef, s, setView])

  const pointAt = (event: { clientX: number; clientY: number }): Point => {
    const box = (canvasRef.current as HTMLCanvasElement).getBoundingClientRect()
    return { x: event.clientX - box.left, y: event.clientY - box.top }
  }

  return {
    setView,
    zoomBy,
    pointAt,
    onPointerDown(event) {
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
    },
    onPointerMove(event) {
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
    },
    endPointer(event) {
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
      return wasClick
    },
    onPointerCancel(event) {
      s.gesture.pointers.delete(event.pointerId)
      if (s.gesture.pointers.size === 0) s.gesture.start = null
    },
  }
}
