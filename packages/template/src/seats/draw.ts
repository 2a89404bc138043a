/**
 * Drawing the seat map on a 2D canvas. Two layers:
 * - the seat layer: background elements and every seat in its state, drawn for a rectangle a
 *   little larger than the screen and kept as a bitmap, so a pan frame is one `drawImage`;
 * - the overlay: the selection and the focus ring, drawn over it every frame (a few seats), so a
 *   click repaints without redrawing the layer.
 * Only seats the spatial index finds in the rectangle are drawn (culling), and how each is drawn
 * depends on its size on screen (level of detail, `view.ts`).
 */
import {
  ATTRIBUTE_BITS,
  SEAT_AVAILABLE,
  SEAT_BOOKED,
  SEAT_IN_CART,
  SEAT_UNAVAILABLE,
  type SeatMapModel,
  type SeatRect,
  type SpatialIndex,
} from './deps'
import { levelOfDetail, type Viewport } from './view'

/** The part of `CanvasRenderingContext2D` the map draws with (a recorder stands in for it in tests). */
export interface DrawContext {
  fillStyle: string | CanvasGradient | CanvasPattern
  strokeStyle: string | CanvasGradient | CanvasPattern
  lineWidth: number
  font: string
  textAlign: CanvasTextAlign
  textBaseline: CanvasTextBaseline
  globalAlpha: number
  save(): void
  restore(): void
  translate(x: number, y: number): void
  rotate(angle: number): void
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void
  clearRect(x: number, y: number, w: number, h: number): void
  fillRect(x: number, y: number, w: number, h: number): void
  beginPath(): void
  closePath(): void
  moveTo(x: number, y: number): void
  lineTo(x: number, y: number): void
  arc(x: number, y: number, r: number, start: number, end: number): void
  rect(x: number, y: number, w: number, h: number): void
  fill(): void
  stroke(): void
  fillText(text: string, x: number, y: number): void
}

/** The map's colours, read from the theme (CSS custom properties on the canvas, `seats.css.ts`). */
export interface SeatPalette {
  available: string
  selected: string
  unavailable: string
  inCart: string
  /** Seat numbers on available and unavailable seats. */
  label: string
  /** Seat numbers and the tick on selected seats. */
  onSelected: string
  focus: string
  stage: string
  section: string
  text: string
}

/** A palette for tests and for a canvas before the theme is read. */
export const FALLBACK_PALETTE: SeatPalette = {
  available: '#2f6f9f',
  selected: '#c2410c',
  unavailable: '#c9ccd1',
  inCart: '#7c3aed',
  label: '#ffffff',
  onSelected: '#ffffff',
  focus: '#111827',
  stage: '#e5e7eb',
  section: '#9ca3af',
  text: '#374151',
}

const STATE_ORDER = [SEAT_UNAVAILABLE, SEAT_BOOKED, SEAT_IN_CART, SEAT_AVAILABLE] as const

function stateColour(palette: SeatPalette, state: number): string {
  if (state === SEAT_AVAILABLE) return palette.available
  if (state === SEAT_IN_CART) return palette.inCart
  return palette.unavailable
}

/** The number to write in a seat: the digits at the end of its name ('Stalls C12' → '12'). */
export function seatLabel(name: string): string {
  const digits = /(\d+)\s*$/.exec(name)
  return digits ? (digits[1] as string) : name
}

/** The smallest mark a seat gets on screen (CSS px), so a stadium seen whole is still visible. */
export const MIN_DOT_PX = 1.5
/** A selected seat's mark at the dots level (CSS px). */
export const SELECTED_DOT_PX = 6

const TAU = Math.PI * 2

/** The outline of one seat in map units: a wheelchair place is a square, a companion seat a diamond, others a circle. */
function seatPath(ctx: DrawContext, x: number, y: number, r: number, bits: number) {
  if (bits & ATTRIBUTE_BITS.wheelchair) {
    ctx.rect(x - r, y - r, 2 * r, 2 * r)
  } else if (bits & ATTRIBUTE_BITS.companion) {
    ctx.moveTo(x, y - r * 1.15)
    ctx.lineTo(x + r * 1.15, y)
    ctx.lineTo(x, y + r * 1.15)
    ctx.lineTo(x - r * 1.15, y)
    ctx.closePath()
  } else {
    ctx.moveTo(x + r, y)
    ctx.arc(x, y, r, 0, TAU)
  }
}

/** The background drawing (storefront §3 Seat map other_elements): stage, section outlines, labels. */
export function drawBackground(
  ctx: DrawContext,
  model: SeatMapModel,
  rect: SeatRect,
  scale: number,
  palette: SeatPalette,
): number {
  let drawn = 0
  for (const element of model.otherElements) {
    if (element.kind === 'aisle') continue
    const fill = element.kind === 'stage' ? palette.stage : null
    if (element.shape === 'rect') {
      const { x, y, width, height, text } = element
      if (x > rect.x + rect.width || y > rect.y + rect.height || x + width < rect.x || y + height < rect.y) continue
      ctx.beginPath()
      ctx.rect(x, y, width, height)
      fillOrOutline(ctx, fill, palette, scale)
      // A tall, narrow section (a side gallery) reads its name along its length, inside it (issue 18.6).
      const upright = height > width * 1.5
      const size = Math.min((upright ? width : height) * 0.4, 14 / scale)
      if (text) writeText(ctx, text, x + width / 2, y + height / 2, size, palette, upright)
      drawn++
    } else if (element.shape === 'polygon') {
      // A polygon needs three corners to enclose anything.
      if (element.points.length < 3) continue
      ctx.beginPath()
      element.points.forEach(([px, py], i) => (i === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)))
      ctx.closePath()
      fillOrOutline(ctx, fill, palette, scale)
      drawn++
    } else {
      // Row letters and section names only once they are legible (12 CSS px).
      if (element.kind === 'label' && scale * 12 < 8) continue
      writeText(ctx, element.text, element.x, element.y, 12 / scale, palette)
      drawn++
    }
  }
  return drawn
}

/** The current path filled (a stage) or outlined one device pixel wide (a section). */
function fillOrOutline(ctx: DrawContext, fill: string | null, palette: SeatPalette, scale: number) {
  if (fill) {
    ctx.fillStyle = fill
    ctx.fill()
  } else {
    ctx.strokeStyle = palette.section
    ctx.lineWidth = 1 / scale
    ctx.stroke()
  }
}

function writeText(
  ctx: DrawContext,
  text: string,
  x: number,
  y: number,
  size: number,
  palette: SeatPalette,
  upright = false,
) {
  ctx.fillStyle = palette.text
  ctx.font = `600 ${size}px system-ui, sans-serif`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  if (!upright) {
    ctx.fillText(text, x, y)
    return
  }
  ctx.save()
  ctx.translate(x, y)
  ctx.rotate(-Math.PI / 2)
  ctx.fillText(text, 0, 0)
  ctx.restore()
}

/** What `drawSeatLayer` drew, for tests and the bench. */
export interface LayerStats {
  seats: number
  level: ReturnType<typeof levelOfDetail>
}

/**
 * A CSS colour as a little-endian RGBA pixel (`0xAABBGGRR`, what a `Uint32Array` over
 * `ImageData.data` holds), from the two forms a canvas normalises `fillStyle` to: `#rrggbb` and
 * `rgba(r, g, b, a)`. Null for anything else.
 * @example pixelOf('#2f6f9f') // 0xff9f6f2f
 */
export function pixelOf(colour: string): number | null {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.trim())
  if (hex) {
    const value = parseInt(hex[1] as string, 16)
    return ((0xff << 24) | ((value & 0xff) << 16) | (value & 0xff00) | ((value >> 16) & 0xff)) >>> 0
  }
  const rgba = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(colour.trim())
  if (!rgba) return null
  const alpha = Math.round(Math.min(1, Number(rgba[4] ?? 1)) * 255)
  return ((alpha << 24) | (Number(rgba[3]) << 16) | (Number(rgba[2]) << 8) | Number(rgba[1])) >>> 0
}

/**
 * Dots straight into pixels: each seat a filled square at least `minPx` device pixels wide,
 * written into `pixels` (a `Uint32Array` over an `ImageData` of `width` × `height`), with
 * `k` device px per map unit and the map origin at (`offsetX`, `offsetY`). A stadium seen whole
 * is 50,000 tiny squares: writing them costs a few milliseconds where 50,000 anti-aliased
 * `fillRect` calls cost a hundred or more on a CPU-rendered canvas. Returns the dots written.
 */
export function writeDots(
  pixels: Uint32Array,
  width: number,
  height: number,
  model: SeatMapModel,
  seats: readonly number[],
  k: number,
  offsetX: number,
  offsetY: number,
  colours: Readonly<Record<number, number>>,
  minPx: number,
): number {
  const { x, y, r, state } = model
  let written = 0
  for (const i of seats) {
    const size = Math.max(Math.round((r[i] as number) * 2 * k), Math.round(minPx), 1)
    const x0 = Math.round((x[i] as number) * k + offsetX - size / 2)
    const y0 = Math.round((y[i] as number) * k + offsetY - size / 2)
    const left = Math.max(0, x0)
    const right = Math.min(width, x0 + size)
    const top = Math.max(0, y0)
    const bottom = Math.min(height, y0 + size)
    if (left >= right || top >= bottom) continue
    const colour = colours[state[i] as number] as number
    for (let py = top; py < bottom; py++) pixels.fill(colour, py * width + left, py * width + right)
    written++
  }
  return written
}

/** Writes a layer's dots as pixels (see `writeDots`); given by a canvas that can. */
export type DotWriter = (seats: readonly number[]) => void

/**
 * Draws the seats inside `rect` (map units) in their states, with the background, on a context
 * already transformed to map units at `scale` CSS px per unit. Culled by the spatial index.
 * `scratch` is reused between calls so a redraw allocates nothing per seat. At the dots level,
 * `dots` (when given) writes the seats as pixels instead of `fillRect`s.
 */
export function drawSeatLayer(
  ctx: DrawContext,
  model: SeatMapModel,
  index: SpatialIndex,
  rect: SeatRect,
  scale: number,
  palette: SeatPalette,
  scratch: number[] = [],
  dots?: DotWriter,
): LayerStats {
  scratch.length = 0
  index.query(rect, scratch)
  const { x, y, r, state, attributes } = model
  // One level for the whole layer, from the typical seat: seats of one map are about one size.
  const level = levelOfDetail(model.maxRadius * scale)
  if (level === 'dots' && dots) {
    // Pixels replace what is under them, so the dots go first and the background on top (a
    // stage or an outline does not cover seats).
    dots(scratch)
    drawBackground(ctx, model, rect, scale, palette)
    return { seats: scratch.length, level }
  }
  drawBackground(ctx, model, rect, scale, palette)
  if (level === 'dots') {
    const minHalf = MIN_DOT_PX / 2 / scale
    for (const code of STATE_ORDER) {
      ctx.fillStyle = stateColour(palette, code)
      for (const i of scratch) {
        if (state[i] !== code) continue
        const half = Math.max(r[i] as number, minHalf)
        ctx.fillRect((x[i] as number) - half, (y[i] as number) - half, half * 2, half * 2)
      }
    }
    return { seats: scratch.length, level }
  }
  for (const code of STATE_ORDER) {
    ctx.fillStyle = stateColour(palette, code)
    ctx.beginPath()
    for (const i of scratch) {
      if (state[i] === code) seatPath(ctx, x[i] as number, y[i] as number, r[i] as number, attributes[i] as number)
    }
    ctx.fill()
  }
  // Restricted view: a bar across the seat, so the mark does not rely on colour.
  ctx.strokeStyle = palette.label
  ctx.beginPath()
  let restricted = 0
  for (const i of scratch) {
    if (!((attributes[i] as number) & ATTRIBUTE_BITS.restricted_view)) continue
    const radius = (r[i] as number) * 0.6
    ctx.moveTo((x[i] as number) - radius, (y[i] as number) + radius)
    ctx.lineTo((x[i] as number) + radius, (y[i] as number) - radius)
    restricted++
  }
  if (restricted > 0) {
    ctx.lineWidth = Math.max(1.5 / scale, model.maxRadius * 0.18)
    ctx.stroke()
  }
  if (level === 'labels') {
    ctx.fillStyle = palette.label
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.font = `600 ${model.maxRadius * 0.95}px system-ui, sans-serif`
    for (const i of scratch) {
      if (state[i] !== SEAT_AVAILABLE) continue
      ctx.fillText(seatLabel(model.names[i] as string), x[i] as number, (y[i] as number) + (r[i] as number) * 0.05)
    }
  }
  return { seats: scratch.length, level }
}

/**
 * Draws the selection and the focus ring in screen space (CSS px; the context scaled by the
 * device pixel ratio only). Selected seats are filled in the selected colour with a tick once
 * they are big enough, so "selected" does not rely on colour alone.
 */
export function drawOverlay(
  ctx: DrawContext,
  model: SeatMapModel,
  view: Viewport,
  selected: readonly number[],
  focus: { index: number; visible: boolean } | null,
  palette: SeatPalette,
): void {
  const { x, y, r } = model
  const level = levelOfDetail(model.maxRadius * view.scale)
  ctx.fillStyle = palette.selected
  ctx.beginPath()
  for (const i of selected) {
    const sx = (x[i] as number) * view.scale + view.x
    const sy = (y[i] as number) * view.scale + view.y
    const radius = Math.max((r[i] as number) * view.scale, MIN_DOT_PX)
    // A selected dot is drawn larger than its seat, so a few chosen seats stand out in a stadium.
    if (level === 'dots') ctx.rect(sx - SELECTED_DOT_PX / 2, sy - SELECTED_DOT_PX / 2, SELECTED_DOT_PX, SELECTED_DOT_PX)
    else seatPath(ctx, sx, sy, radius, model.attributes[i] as number)
  }
  ctx.fill()
  if (level !== 'dots') {
    // A tick on each selected seat.
    ctx.strokeStyle = palette.onSelected
    ctx.lineWidth = Math.max(1.5, model.maxRadius * view.scale * 0.2)
    ctx.beginPath()
    for (const i of selected) {
      const sx = (x[i] as number) * view.scale + view.x
      const sy = (y[i] as number) * view.scale + view.y
      const k = (r[i] as number) * view.scale * 0.45
      ctx.moveTo(sx - k, sy)
      ctx.lineTo(sx - k * 0.25, sy + k * 0.7)
      ctx.lineTo(sx + k, sy - k * 0.6)
    }
    ctx.stroke()
  }
  if (focus && focus.visible && focus.index >= 0) {
    const sx = (x[focus.index] as number) * view.scale + view.x
    const sy = (y[focus.index] as number) * view.scale + view.y
    const radius = Math.max((r[focus.index] as number) * view.scale, MIN_DOT_PX) + 4
    ctx.strokeStyle = palette.focus
    ctx.lineWidth = 3
    ctx.beginPath()
    ctx.moveTo(sx + radius, sy)
    ctx.arc(sx, sy, radius, 0, TAU)
    ctx.stroke()
  }
}
