import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { CART_STORAGE_KEY, SELLER } from './sandbox'

/**
 * The seat map as a pointer meets it: the seats of a session from the sandbox's API, and where a
 * seat is on the page. The canvas draws and hit-tests through one view transform and writes it to
 * its `data-view` ("scale x y", packages/template/src/seats/SeatMapCanvas.tsx VIEW_ATTRIBUTE):
 * a seat's map point × scale + (x, y) from the canvas's top left is where a click finds it, so a
 * journey clicks where a visitor would, without a test-only way in.
 */

const headers = { 'Tix-App': 'ecomm' }

/** What the journeys read of a seat in the seat map answer (openapi Seat). */
export interface MapSeat {
  id: string
  name: string
  x: number
  y: number
  r: number
  state: 'available' | 'booked' | 'unavailable'
  ticket_groups: string[]
  previous: string | null
  next: string | null
}

/** A session's seats by id (GET events/{id}/sessions/{sessionId}/seat_map). */
export async function readSeats(
  request: APIRequestContext,
  eventId: string,
  sessionId: string,
): Promise<Map<string, MapSeat>> {
  const response = await request.get(`/api/v1/events/${eventId}/sessions/${sessionId}/seat_map?_seller=${SELLER}`, {
    headers,
  })
  expect(response.status(), await response.text()).toBe(200)
  const body = (await response.json()) as { seat: { _data: MapSeat[] } }
  return new Map(body.seat._data.map((seat) => [seat.id, seat]))
}

/** The stage rectangle the seat map draws (its other_elements of kind stage), in map units. */
export async function readStage(
  request: APIRequestContext,
  eventId: string,
  sessionId: string,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const response = await request.get(`/api/v1/events/${eventId}/sessions/${sessionId}/seat_map?_seller=${SELLER}`, {
    headers,
  })
  const body = (await response.json()) as {
    seat_map: { _data: { other_elements: { kind: string; x: number; y: number; width: number; height: number }[] }[] }
  }
  const stage = body.seat_map._data[0]?.other_elements.find((element) => element.kind === 'stage')
  expect(stage, 'the plan draws a stage').toBeDefined()
  return stage!
}

/** The map rectangle that holds every seat, edges included. */
export function seatsRect(seats: Iterable<MapSeat>): { x: number; y: number; width: number; height: number } {
  const all = [...seats]
  const left = Math.min(...all.map((seat) => seat.x - seat.r))
  const top = Math.min(...all.map((seat) => seat.y - seat.r))
  const right = Math.max(...all.map((seat) => seat.x + seat.r))
  const bottom = Math.max(...all.map((seat) => seat.y + seat.r))
  return { x: left, y: top, width: right - left, height: bottom - top }
}

/** Whether a map rectangle lies wholly on the canvas as it is drawn now. */
export async function onCanvas(
  canvas: Locator,
  rect: { x: number; y: number; width: number; height: number },
): Promise<boolean> {
  const box = (await canvas.boundingBox())!
  const view = await mapView(canvas)
  const left = rect.x * view.scale + view.x
  const top = rect.y * view.scale + view.y
  return (
    left >= 0 && top >= 0 && left + rect.width * view.scale <= box.width && top + rect.height * view.scale <= box.height
  )
}

/** The canvas's view transform: CSS px per map unit and the screen position of the map's origin. */
export interface MapView {
  scale: number
  x: number
  y: number
}

/** The view the seat map was last drawn with (its `data-view`). */
export async function mapView(canvas: Locator): Promise<MapView> {
  await expect(canvas).toHaveAttribute('data-view', /^\S+ \S+ \S+$/)
  const [scale, x, y] = ((await canvas.getAttribute('data-view')) ?? '').split(' ').map(Number) as [
    number,
    number,
    number,
  ]
  expect(scale, 'data-view scale').toBeGreaterThan(0)
  return { scale, x, y }
}

/**
 * Waits until the map has been drawn with a view other than `before` (a zoom or a pan lands in
 * the next frame) and answers it.
 */
export async function viewChangedFrom(canvas: Locator, before: MapView): Promise<MapView> {
  await expect(canvas).not.toHaveAttribute('data-view', `${before.scale} ${before.x} ${before.y}`)
  return mapView(canvas)
}

/** A page point (viewport CSS px, what page.mouse and page.touchscreen take). */
export interface PagePoint {
  x: number
  y: number
}

/** Where a map point is on the page now. */
export async function pagePointOf(canvas: Locator, map: { x: number; y: number }): Promise<PagePoint> {
  const box = await canvas.boundingBox()
  expect(box, 'the seat map canvas is laid out').not.toBeNull()
  const view = await mapView(canvas)
  return { x: box!.x + map.x * view.scale + view.x, y: box!.y + map.y * view.scale + view.y }
}

/** The centre of a seat on the page; fails when the seat is not on the canvas as it is now. */
export async function seatPoint(canvas: Locator, seat: MapSeat): Promise<PagePoint> {
  const box = (await canvas.boundingBox())!
  const point = await pagePointOf(canvas, seat)
  const inside = point.x > box.x && point.x < box.x + box.width && point.y > box.y && point.y < box.y + box.height
  expect(inside, `seat ${seat.id} at (${point.x}, ${point.y}) lies inside the canvas ${JSON.stringify(box)}`).toBe(true)
  return point
}

/** The seat map's colours for a seat (the canvas's `--foyer-seat-*` custom properties, seats.css.ts). */
export type SeatColour = 'available' | 'selected' | 'unavailable'

/**
 * Which seat colour the canvas shows a little above a seat's centre (clear of the tick drawn on a
 * selected seat), read back from its pixels: what the visitor sees where the pointer goes. Null
 * when the pixel is none of the seat colours.
 */
export async function seatColourAt(canvas: Locator, seat: MapSeat): Promise<SeatColour | null> {
  const view = await mapView(canvas)
  const point = { x: seat.x * view.scale + view.x, y: (seat.y - 0.4 * seat.r) * view.scale + view.y }
  return canvas.evaluate((element, at) => {
    const map = element as HTMLCanvasElement
    const scratch = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
    const rgba = (colour: string) => {
      scratch.clearRect(0, 0, 1, 1)
      scratch.fillStyle = colour
      scratch.fillRect(0, 0, 1, 1)
      return [...scratch.getImageData(0, 0, 1, 1).data]
    }
    const dpr = map.width / map.getBoundingClientRect().width
    const pixel = [...map.getContext('2d')!.getImageData(Math.floor(at.x * dpr), Math.floor(at.y * dpr), 1, 1).data]
    const style = getComputedStyle(map)
    for (const name of ['available', 'selected', 'unavailable'] as const) {
      const expected = rgba(style.getPropertyValue(`--foyer-seat-${name}`).trim())
      // Antialiasing may shift a channel a little; the colours differ by far more.
      if (expected.every((value, i) => Math.abs(value - (pixel[i] as number)) <= 12)) return name
    }
    return null
  }, point)
}

/** The map point at the middle of the canvas as it is now. */
export async function mapCentre(canvas: Locator): Promise<{ x: number; y: number }> {
  const box = (await canvas.boundingBox())!
  const view = await mapView(canvas)
  return { x: (box.width / 2 - view.x) / view.scale, y: (box.height / 2 - view.y) / view.scale }
}

/** The seat of `seats` nearest a map point. */
export function nearestSeat(seats: Iterable<MapSeat>, point: { x: number; y: number }): MapSeat {
  let best: MapSeat | undefined
  let distance = Infinity
  for (const seat of seats) {
    const d = Math.hypot(seat.x - point.x, seat.y - point.y)
    if (d < distance) {
      distance = d
      best = seat
    }
  }
  expect(best, 'a seat to pick').toBeDefined()
  return best!
}

/**
 * The seat ids the browser's cart holds, sorted, through the API (GET my/cart/{id} with
 * `_embed=ticket`; a seated ticket's `handler_data.seat_id`).
 */
export async function cartSeatIds(page: Page, request: APIRequestContext): Promise<string[]> {
  const cartId = await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY)
  expect(cartId, 'the storefront keeps a cart id').not.toBeNull()
  const response = await request.get(`/api/v1/my/cart/${cartId}?_seller=${SELLER}&_embed=ticket`, { headers })
  expect(response.status(), await response.text()).toBe(200)
  const body = (await response.json()) as { ticket?: { _data: { handler_data: { seat_id?: string } | null }[] } }
  return (body.ticket?._data ?? []).map((ticket) => ticket.handler_data?.seat_id ?? '(no seat)').sort()
}
