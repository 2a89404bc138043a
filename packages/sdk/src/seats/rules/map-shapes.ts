/** The background shapes of the seat map (storefront §3 Seat map other_elements), checked one by one. */
import type { SeatMapShape, SeatMapShapeKind } from '../types.js'

const KINDS: readonly SeatMapShapeKind[] = ['stage', 'section', 'aisle', 'label']

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

function readPoints(value: unknown): [number, number][] | null {
  if (!Array.isArray(value) || value.length === 0) return null
  const points: [number, number][] = []
  for (const point of value) {
    if (!Array.isArray(point) || !isNumber(point[0]) || !isNumber(point[1])) return null
    points.push([point[0], point[1]])
  }
  return points
}

/** One element of `other_elements` as a shape, or null when it lacks what its shape needs. */
function readShape(element: unknown): SeatMapShape | null {
  if (!element || typeof element !== 'object') return null
  const { kind, shape, x, y, width, height, points, text, section } = element as Record<string, unknown>
  if (!KINDS.includes(kind as SeatMapShapeKind)) return null
  const base = { kind: kind as SeatMapShapeKind, ...(typeof section === 'string' ? { section } : {}) }
  const label = typeof text === 'string' && text !== '' ? text : null
  if (shape === 'rect' && isNumber(x) && isNumber(y) && isNumber(width) && isNumber(height)) {
    return { ...base, shape, x, y, width, height, ...(label ? { text: label } : {}) }
  }
  if (shape === 'polygon') {
    const read = readPoints(points)
    return read ? { ...base, shape, points: read } : null
  }
  if (shape === 'text' && isNumber(x) && isNumber(y) && label) return { ...base, shape, x, y, text: label }
  return null
}

/**
 * The background of a seat map (storefront §3 Seat map other_elements: stage, section outlines,
 * aisles, labels) as typed shapes, in the answer's order (the order they are drawn in).
 * Decisions: an element of an unknown kind or shape, a rectangle or text without numeric
 * coordinates, a text without words or a polygon with a point that is not two numbers is
 * dropped; anything but a list reads as no background.
 */
export function readSeatMapShapes(otherElements: unknown): SeatMapShape[] {
  if (!Array.isArray(otherElements)) return []
  const shapes: SeatMapShape[] = []
  for (const element of otherElements) {
    const shape = readShape(element)
    if (shape) shapes.push(shape)
  }
  return shapes
}
