/**
 * Keyboard focus on the seat map (`SeatMapCanvas`; storefront §2 / DESIGN.md "the seat map works
 * by keyboard"): arrows move a visible focus ring from seat to seat, Enter or Space selects, a
 * click or tap focuses the seat it hits, and a live region says the focused seat.
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import { adjacentSeat, type SeatMapModel, type SpatialIndex } from './deps'
import type { FrameState } from './useCanvasPainter'
import type { SeatMapViewport } from './useViewport'
import { ensureVisible, mapKey, pointerSlop, screenToMap, visibleRect } from './view'

/** Whether focus came from the keyboard (`:focus-visible`); true where the selector is unknown. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

export interface SeatFocusOptions {
  model: SeatMapModel
  index: SpatialIndex
  s: FrameState
  /** The selected seats' numbers: a change says the focused seat again. */
  selectedIndexes: readonly number[]
  requestDraw: () => void
  viewport: SeatMapViewport
  /** A click, tap, Enter or Space on a seat. */
  onSeatActivate: (seatId: string) => void
  /** What a screen reader hears for a seat. */
  describeSeat: (seatId: string) => string
}

export interface SeatFocus {
  /** What the live region says: the focused seat. */
  announcement: string
  onFocus(event: FocusEvent<HTMLCanvasElement>): void
  onBlur(): void
  onKeyDown(event: KeyboardEvent<HTMLCanvasElement>): void
  /** A click or tap (`SeatMapViewport.endPointer`): the seat under it is focused, said and activated. */
  tap(event: PointerEvent<HTMLCanvasElement>): void
}

/** The seat focus of the seat map: the focus ring, the keys, the tap on a seat and the announcement. */
export function useSeatFocus({
  model,
  index,
  s,
  selectedIndexes,
  requestDraw,
  viewport,
  onSeatActivate,
  describeSeat,
}: SeatFocusOptions): SeatFocus {
  const [announcement, setAnnouncement] = useState('')
  const { setView } = viewport
  const latest = useRef({ onSeatActivate, describeSeat })
  latest.current = { onSeatActivate, describeSeat }

  // A new selection repaints only the overlay; the seat last focused, clicked or tapped on the map
  // is said again in its new state (a tap need not leave focus on the canvas).
  useEffect(() => {
    requestDraw()
    if (s.focusIndex >= 0) {
      setAnnouncement(latest.current.describeSeat(model.ids[s.focusIndex] as string))
    }
  }, [selectedIndexes, model, requestDraw, s])

  const focusSeat = useCallback(
    (seatIndex: number, visible: boolean) => {
      s.focusIndex = seatIndex
      s.focusVisible = visible
      if (seatIndex < 0) return
      const next = ensureVisible(
        s.view,
        { x: model.x[seatIndex] as number, y: model.y[seatIndex] as number },
        model.r[seatIndex] as number,
        s.width,
        s.height,
      )
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

  return {
    announcement,
    onFocus(event) {
      // Keyboard focus shows the ring; a click focuses the canvas too, without a ring.
      const keyboard = isFocusVisible(event.target)
      if (s.focusIndex < 0 && keyboard) focusSeat(startingSeat(), true)
      else {
        s.focusVisible = keyboard
        requestDraw()
      }
    },
    onBlur() {
      s.focusVisible = false
      requestDraw()
    },
    onKeyDown(event) {
      const key = mapKey(event, s.width, s.height)
      if (!key) return
      event.preventDefault()
      if (key.action === 'pan') return viewport.setView({ ...s.view, x: s.view.x + key.dx, y: s.view.y + key.dy })
      if (key.action === 'zoom') return viewport.zoomBy(key.factor)
      if (key.action === 'reset') return viewport.setView(s.fitted)
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
    },
    tap(event) {
      const point = viewport.pointAt(event)
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
    },
  }
}
