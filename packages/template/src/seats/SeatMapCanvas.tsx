/**
 * The seat map on a canvas: a thin component over three hooks, `useCanvasPainter` (tiles, device
 * pixel ratio, `requestDraw`), `useViewport` (pan, pinch, wheel, zoom buttons) and `useSeatFocus`
 * (keyboard focus, taps, the live announcement).
 */
import { useId, useMemo, useRef, type Ref } from 'react'
import type { SeatMapModel, SpatialIndex } from './deps'
import * as css from './seats.css'
import { visuallyHidden } from '../theme/global.css'
import { useCanvasPainter, useFrameState, type SeatMapDrawInfo } from './useCanvasPainter'
import { useSeatFocus } from './useSeatFocus'
import { useViewport, type SeatMapHandle } from './useViewport'
import type { Point } from './view'

export { VIEW_ATTRIBUTE, type SeatMapDrawInfo } from './useCanvasPainter'
export type { SeatMapHandle } from './useViewport'

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
  /**
   * The map point to open on at a tappable scale (a phone: `seatMapOpening`); null or left out
   * opens on the whole plan, stage included.
   */
  openAt?: Point | null
  /** Called after each draw. */
  onDraw?: (info: SeatMapDrawInfo) => void
}

/**
 * The seat map on a canvas (the issue: "rendering that stays smooth at 50,000 seats"): culled by
 * the spatial index, drawn by level of detail, redrawn in `requestAnimationFrame` only when
 * something changed; pan by drag or Shift+arrows, zoom by wheel, pinch, the dialog's buttons or
 * + / −; arrows move a visible focus ring from seat to seat, Enter or Space selects, and a live
 * region says the focused seat.
 */
export function SeatMapCanvas({
  model,
  index,
  selected,
  onSeatActivate,
  describeSeat,
  label,
  help,
  ref,
  openAt = null,
  onDraw,
}: SeatMapCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const helpId = useId()
  const selectedIndexes = useMemo(
    () => selected.map((id) => model.indexOf(id)).filter((i) => i !== -1),
    [model, selected],
  )
  const s = useFrameState(model, selectedIndexes)
  const { requestDraw } = useCanvasPainter({ canvasRef, model, index, s, openAt, onDraw })
  const viewport = useViewport({ canvasRef, index, s, requestDraw, ref })
  const focus = useSeatFocus({ model, index, s, selectedIndexes, requestDraw, viewport, onSeatActivate, describeSeat })

  return (
    <div className={css.mapFrame}>
      <canvas
        ref={canvasRef}
        className={css.canvas}
        tabIndex={0}
        role="application"
        aria-label={label}
        aria-describedby={helpId}
        onFocus={focus.onFocus}
        onBlur={focus.onBlur}
        onKeyDown={focus.onKeyDown}
        onPointerDown={viewport.onPointerDown}
        onPointerMove={viewport.onPointerMove}
        onPointerUp={(event) => {
          if (viewport.endPointer(event)) focus.tap(event)
        }}
        onPointerCancel={viewport.onPointerCancel}
      />
      <p id={helpId} className={visuallyHidden}>
        {help}
      </p>
      <p className={visuallyHidden} aria-live="polite" aria-atomic="true" data-seat-announcement="">
        {focus.announcement}
      </p>
    </div>
  )
}
