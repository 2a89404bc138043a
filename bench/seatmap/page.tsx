/**
 * The seat map benchmark page, bundled by `bench/seatmap.ts` with esbuild and driven in Chromium.
 *
 * Two renderers of the same wire seats, measured the same way:
 * - `canvas`: the template's `SeatMapCanvas` over the sdk's model and spatial index;
 * - `svg`: the baseline, one plain SVG `<circle>` per seat (markup built as a string and set at
 *   once, the fastest way to get plain SVG on screen), panned by the transform of one group.
 * Clicks on both go through the sdk's seat picker (auto-pick of 4) and repaint the selection.
 *
 * "After paint" is a message posted from a `requestAnimationFrame` callback: it runs once the
 * frame that callback belongs to has been rendered.
 */
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { useRef, useSyncExternalStore } from 'react'
import { createStorefront, type SeatPicker } from '@foyer/sdk'
import {
  createSeatPicker,
  createSpatialIndex,
  readSeatMap,
  type SeatMapModel,
  type SeatMapResponse,
  type SeatRect,
  type SeatRow,
  type SpatialIndex,
} from '@foyer/sdk/seats'
import { SeatMapCanvas, type SeatMapHandle } from '../../packages/template/src/seats/SeatMapCanvas'
import { fitViewport, ZOOM_STEP, type Viewport } from '../../packages/template/src/seats/view'
import type { Renderer, SeatBenchApi } from './api'

/** How far in the pan and clicks are measured: three zoom steps (× 1.5) from the whole map. */
export const ZOOM_STEPS = 3
export const PAN_FRAMES = 120
/** The pan goes round a circle of this radius (CSS px), so it leaves the cached layer and comes back. */
export const PAN_RADIUS = 500
export const PARTY = 4

const afterPaint = () =>
  new Promise<number>((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve(performance.now())
      channel.port2.postMessage(0)
    })
  })
const frames = async (n: number) => {
  for (let i = 0; i < n; i++) await afterPaint()
}

let wire: SeatMapResponse | null = null
/** The ticket group the picker's demand asks for: the map's (the sandbox's stress halls have one). */
let group = ''
let root: Root | null = null
let host: HTMLDivElement | null = null
let picker: SeatPicker | null = null
let svgParts: { svg: SVGSVGElement; group: SVGGElement; circles: Map<string, SVGCircleElement> } | null = null
const handle: { current: SeatMapHandle | null } = { current: null }
let draws = 0
/** Milliseconds of each draw that redrew the seat layer (not just copied it). */
let layerDraws: number[] = []

const COLOURS = { available: '#2f6f9f', booked: '#c9ccd1', unavailable: '#c9ccd1', selected: '#c2410c' }

function container(): HTMLDivElement {
  const element = document.createElement('div')
  element.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;overflow:hidden;background:#fff'
  document.body.append(element)
  return element
}

function unmount() {
  root?.unmount()
  root = null
  host?.remove()
  host = null
  svgParts = null
  picker?.dispose()
  picker = null
  handle.current = null
}

function Canvas({ model, index, store }: { model: SeatMapModel; index: SpatialIndex; store: SeatPicker | null }) {
  const selection = useSyncExternalStore(
    (listener) => store?.subscribe(listener) ?? (() => {}),
    () => store?.getSnapshot().selection ?? EMPTY,
  )
  const ids = useRef<{ from: unknown; ids: string[] }>({ from: null, ids: [] })
  if (ids.current.from !== selection) ids.current = { from: selection, ids: selection.map((s) => s.seatId) }
  return (
    <SeatMapCanvas
      ref={(value) => {
        handle.current = value
      }}
      model={model}
      index={index}
      selected={ids.current.ids}
      onSeatActivate={(id) => store?.click(id)}
      describeSeat={(id) => id}
      label="Seat map"
      help=""
      onDraw={(info) => {
        draws++
        if (info.layer) layerDraws.push(info.ms)
      }}
    />
  )
}
const EMPTY: never[] = []

/** The seats' extent, as the sdk model computes it, for the SVG's view. */
function bounds(seats: readonly SeatRow[]) {
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const s of seats) {
    const r = s.r ?? 0
    minX = Math.min(minX, s.x - r)
    minY = Math.min(minY, s.y - r)
    maxX = Math.max(maxX, s.x + r)
    maxY = Math.max(maxY, s.y + r)
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY }
}

/** The baseline: one `<circle>` per seat. */
function mountSvg(seats: readonly SeatRow[], view: Viewport) {
  host = container()
  const width = host.clientWidth
  const height = host.clientHeight
  let markup = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" style="display:block"><g transform="translate(${view.x} ${view.y}) scale(${view.scale})">`
  for (const s of seats)
    markup += `<circle cx="${s.x}" cy="${s.y}" r="${s.r ?? 0}" fill="${COLOURS[s.state]}" data-id="${s.id}"/>`
  markup += '</g></svg>'
  host.innerHTML = markup
  const svg = host.firstElementChild as SVGSVGElement
  const group = svg.firstElementChild as SVGGElement
  svgParts = { svg, group, circles: new Map() }
}

function svgView(view: Viewport) {
  svgParts?.group.setAttribute('transform', `translate(${view.x} ${view.y}) scale(${view.scale})`)
}

async function newPicker(): Promise<SeatPicker> {
  const text = JSON.stringify(wire)
  const storefront = createStorefront({
    apiBase: 'http://bench.invalid/api/v1',
    seller: 'bench',
    fetch: async () => new Response(text, { headers: { 'Content-Type': 'application/json' } }),
  })
  const store = createSeatPicker(
    { http: storefront.http, clock: storefront.options.clock },
    { eventId: 'stadium', sessionId: 's1' },
  )
  store.setDemand([
    { ticketGroupId: group, name: 'Standard', types: [{ ticketTypeId: 'adult', name: 'Adult', quantity: PARTY }] },
  ])
  await store.load()
  return store
}

/**
 * Where both renderers pan and click: a rectangle three zoom steps in from the whole map,
 * centred on a seat in the middle of the lower tier's near side (not on the empty pitch): the
 * sandbox's stress halls number the lower tier's blocks 101…, their seats `{block}-{row}-{seat}`.
 */
function zoomedRect(model: SeatMapModel, width: number, height: number): SeatRect {
  const fitted = fitViewport(model.bounds, width, height)
  const scale = fitted.scale * ZOOM_STEP ** ZOOM_STEPS
  const blocksPerTier = Math.max(1, Math.round(model.count / 1000))
  const anchor = model.indexOf(`${101 + Math.round(blocksPerTier / 4)}-13-10`)
  const cx = anchor === -1 ? model.width / 2 : (model.x[anchor] as number)
  const cy = anchor === -1 ? model.height / 2 : (model.y[anchor] as number)
  return { x: cx - width / scale / 2, y: cy - height / scale / 2, width: width / scale, height: height / scale }
}

function zoomedView(model: SeatMapModel, width: number, height: number): Viewport {
  return fitViewport(zoomedRect(model, width, height), width, height, 0)
}

const api: SeatBenchApi = {
  async load(size: number) {
    wire = (await (await fetch(`/map-${size}.json`)).json()) as SeatMapResponse
    group = wire.seat._data[0]?.ticket_groups?.[0] ?? ''
    return wire.seat._data.length
  },

  /** Milliseconds from "open" (wire seats in memory) to the first painted frame of the map. */
  async firstFrame(renderer: Renderer): Promise<{ total: number; read: number; index: number; mount: number }> {
    unmount()
    await frames(3)
    const seats = (wire as SeatMapResponse).seat._data
    const started = performance.now()
    let read: number
    let indexed: number
    let mounted: number
    if (renderer === 'canvas') {
      const model = readSeatMap(wire as SeatMapResponse)
      read = performance.now()
      const index = createSpatialIndex(model)
      indexed = performance.now()
      host = container()
      root = createRoot(host)
      flushSync(() => (root as Root).render(<Canvas model={model} index={index} store={null} />))
      mounted = performance.now()
    } else {
      const b = bounds(seats)
      mountSvg(seats, fitViewport(b, window.innerWidth, window.innerHeight))
      read = indexed = mounted = performance.now()
    }
    const painted = await afterPaint()
    // Both drew the whole viewport (a canvas without its styles would be 300 × 150).
    const drawn = (host as HTMLDivElement).firstElementChild?.getBoundingClientRect()
    if (!drawn || Math.round(drawn.width) !== window.innerWidth || Math.round(drawn.height) !== window.innerHeight) {
      throw new Error(`the ${renderer} map is ${drawn?.width} × ${drawn?.height}, not the viewport`)
    }
    return { total: painted - started, read: read - started, index: indexed - read, mount: mounted - indexed }
  },

  /** Frame intervals (ms, from requestAnimationFrame timestamps) while the map is dragged round a circle. */
  async pan(renderer: Renderer): Promise<{ intervals: number[]; layerDraws: number[] }> {
    unmount()
    const model = readSeatMap(wire as SeatMapResponse)
    const width = window.innerWidth
    const height = window.innerHeight
    const start = zoomedView(model, width, height)
    let target: HTMLCanvasElement | null = null
    if (renderer === 'canvas') {
      const index = createSpatialIndex(model)
      host = container()
      root = createRoot(host)
      flushSync(() => (root as Root).render(<Canvas model={model} index={index} store={null} />))
      handle.current?.zoomTo(zoomedRect(model, width, height))
      target = host.querySelector('canvas')
    } else {
      mountSvg((wire as SeatMapResponse).seat._data, start)
    }
    await frames(5)
    const cx = width / 2
    const cy = height / 2
    const pointer = (type: string, x: number, y: number) =>
      target?.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          pointerId: 7,
          pointerType: 'mouse',
          clientX: x,
          clientY: y,
          buttons: 1,
        }),
      )
    layerDraws = []
    pointer('pointerdown', cx, cy)
    const stamps: number[] = []
    await new Promise<void>((resolve) => {
      let frame = 0
      const step = (time: number) => {
        stamps.push(time)
        if (frame > PAN_FRAMES) return resolve()
        const angle = (2 * Math.PI * frame) / PAN_FRAMES
        const dx = PAN_RADIUS * Math.cos(angle) - PAN_RADIUS
        const dy = PAN_RADIUS * Math.sin(angle)
        if (renderer === 'canvas') pointer('pointermove', cx + dx, cy + dy)
        else svgView({ scale: start.scale, x: start.x + dx, y: start.y + dy })
        frame++
        requestAnimationFrame(step)
      }
      requestAnimationFrame(step)
    })
    pointer('pointerup', cx, cy)
    await frames(2)
    // The first two intervals include the start of the gesture.
    return {
      intervals: stamps
        .slice(1)
        .map((t, i) => t - (stamps[i] as number))
        .slice(2),
      layerDraws,
    }
  },

  /**
   * Milliseconds from a click on an available seat to the painted frame that shows the seats
   * auto-picked for a party of 4 (the picker's click: auto-pick, new selection, repaint).
   */
  async clicks(renderer: Renderer, count: number): Promise<{ times: number[]; drawn: boolean }> {
    unmount()
    const store = await newPicker()
    picker = store
    const model = store.getSnapshot().model as SeatMapModel
    const width = window.innerWidth
    const height = window.innerHeight
    const view = zoomedView(model, width, height)
    let canvas: HTMLCanvasElement | null = null
    if (renderer === 'canvas') {
      const index = createSpatialIndex(model)
      host = container()
      root = createRoot(host)
      flushSync(() => (root as Root).render(<Canvas model={model} index={index} store={store} />))
      handle.current?.zoomTo(zoomedRect(model, width, height))
      canvas = host.querySelector('canvas')
    } else {
      mountSvg((wire as SeatMapResponse).seat._data, view)
      const parts = svgParts as NonNullable<typeof svgParts>
      // Each seat's circle by id, found once before measuring (as any renderer would keep it).
      for (const circle of parts.svg.querySelectorAll('circle'))
        parts.circles.set(circle.getAttribute('data-id') as string, circle)
      let previous: string[] = []
      // The baseline repaints by recolouring the circles of the old and the new selection.
      store.subscribe(() => {
        const ids = store.getSnapshot().selection.map((s) => s.seatId)
        for (const id of previous) parts.circles.get(id)?.setAttribute('fill', COLOURS.available)
        for (const id of ids) parts.circles.get(id)?.setAttribute('fill', COLOURS.selected)
        previous = ids
      })
      parts.svg.addEventListener('pointerup', (event) => {
        const id = (event.target as Element).getAttribute('data-id')
        if (id) store.click(id)
      })
    }
    await frames(5)
    // Available seats of the demanded group on screen, spread evenly over those there are, in a fixed order.
    const onScreen: { x: number; y: number }[] = []
    for (let i = 0; i < model.count; i++) {
      if (model.state[i] !== 0 || model.ticketGroups[i]?.[0] !== group) continue
      const x = (model.x[i] as number) * view.scale + view.x
      const y = (model.y[i] as number) * view.scale + view.y
      if (x > 20 && y > 20 && x < width - 20 && y < height - 20) onScreen.push({ x, y })
    }
    const step = Math.max(1, Math.floor(onScreen.length / count))
    const targets = onScreen.filter((_, k) => k % step === 0).slice(0, count)
    const times: number[] = []
    const drawsBefore = draws
    for (const { x, y } of targets) {
      const started = performance.now()
      const init = { bubbles: true, pointerId: 3, pointerType: 'mouse', clientX: x, clientY: y, buttons: 1 }
      if (canvas) {
        canvas.dispatchEvent(new PointerEvent('pointerdown', init))
        canvas.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }))
      } else {
        // A real click's hit test: which circle is under the pointer.
        document.elementFromPoint(x, y)?.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }))
      }
      times.push((await afterPaint()) - started)
      await frames(1)
    }
    // Every click showed seats picked (and, on the canvas, drew at least one frame).
    const picked = store.getSnapshot().selection.length > 0
    return {
      times,
      drawn: times.length === count && picked && (renderer === 'svg' || draws - drawsBefore >= times.length),
    }
  },

  unmount,
}

window.seatBench = api
