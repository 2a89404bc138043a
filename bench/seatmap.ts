/**
 * Seat map figures (the issue "Seated events: a seat map that stays fast at stadium size"):
 * figures, never pass/fail (bench/README.md).
 *
 * In Chromium, for 10k, 20k and 50k seats, the template's canvas seat map beside a plain SVG
 * baseline (one `<circle>` per seat) in the same run:
 * - first frame after opening: from the wire seats in memory to the first painted frame;
 * - pan frame time: intervals between frames while the map is dragged (median and p95);
 * - click → auto-pick → repaint: from a click on a seat to the painted frame showing the seats
 *   picked for a party of 4 (median and p95).
 * In Node: the median time of one `autoPickSeats` on the 50k map, and of one hit-test of the
 * spatial index (the seat under a pointer).
 *
 * The maps are the sandbox's stress halls (`stressSeatMap`: the generator of its 20k and 50k
 * stress events), a third of the seats sold.
 *
 * `pnpm --filter @foyer/bench exec tsx --conditions=@foyer/source seatmap.ts` prints them alone.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin'
import { build } from 'esbuild'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium, type Page } from 'playwright-core'
import { autoPickSeats, createSpatialIndex, readSeatMap, SEAT_AVAILABLE } from '@foyer/sdk/seats'
import { seededRandom, stressSeatMap } from '@foyer/sandbox'
import type { Renderer } from './seatmap/api.ts'
import { CHROMIUM_FLAGS } from './chromium.ts'

const here = dirname(fileURLToPath(import.meta.url))

export const SEATMAP_SIZES = [10_000, 20_000, 50_000] as const

/** One figure: the canvas map's value, the SVG baseline's in the same run, and the target. */
export interface SeatmapFigure {
  name: string
  seats: number
  /** milliseconds */
  value: number
  /** The SVG baseline's value (null for Node figures). */
  baseline: number | null
  /** The target, in words, or null where it sets none. */
  target: string | null
  /** Whether the value meets the target (null without one). */
  met: boolean | null
}

const VIEWPORT = { width: 1280, height: 800 }
const FIRST_FRAME_RUNS = 5
const CLICKS = 25
const NODE_CLICKS = 2000

export const median = (values: readonly number[]) => quantile(values, 0.5)
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const position = (sorted.length - 1) * q
  const low = Math.floor(position)
  const high = Math.ceil(position)
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (position - low)
}

/** The benchmark page: page.tsx with the template's seat map, bundled as a tenant's bundler would. */
async function bundlePage(): Promise<{ js: Uint8Array; css: Uint8Array }> {
  const result = await build({
    entryPoints: [join(here, 'seatmap/page.tsx')],
    bundle: true,
    write: false,
    outdir: join(here, 'seatmap/out'),
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    conditions: ['@foyer/source', 'module', 'browser'],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [vanillaExtractPlugin()],
    logLevel: 'silent',
  })
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))
  if (!js) throw new Error('seatmap bench: esbuild produced no JavaScript')
  return { js: js.contents, css: css?.contents ?? new Uint8Array() }
}

/** A tiny static server on 127.0.0.1: the page, its bundle and the seat maps. */
async function serve(
  files: Map<string, { type: string; body: Uint8Array | string }>,
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://localhost').pathname)
    if (!file) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' }).end(file.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Seat map bench</title>
<link rel="stylesheet" href="/bench.css"><style>html,body{margin:0;height:100%}</style></head>
<body><script type="module" src="/bench.js"></script></body></html>`

interface BrowserFigures {
  firstFrame: Record<Renderer, number>
  /** Where the canvas's first frame goes: reading the model, the spatial index, mounting and drawing. */
  firstFrameParts?: { read: number; index: number; mount: number }
  /** Milliseconds of each seat-layer redraw during the canvas pan. */
  layerDraws?: number[]
  pan: Record<Renderer, { median: number; p95: number }>
  click: Record<Renderer, { median: number; p95: number; drawn: boolean }>
}

async function measureSize(page: Page, size: number): Promise<BrowserFigures> {
  const loaded = await page.evaluate((n) => window.seatBench.load(n), size)
  if (loaded !== size) throw new Error(`seatmap bench: the ${size}-seat map has ${loaded} seats`)
  const figures: BrowserFigures = {
    firstFrame: { canvas: 0, svg: 0 },
    pan: { canvas: { median: 0, p95: 0 }, svg: { median: 0, p95: 0 } },
    click: { canvas: { median: 0, p95: 0, drawn: false }, svg: { median: 0, p95: 0, drawn: false } },
  }
  for (const renderer of ['svg', 'canvas'] as const) {
    const runs: number[] = []
    await page.evaluate((r) => window.seatBench.firstFrame(r), renderer) // warm-up, not counted
    const parts: { read: number; index: number; mount: number }[] = []
    for (let i = 0; i < FIRST_FRAME_RUNS; i++) {
      const run = await page.evaluate((r) => window.seatBench.firstFrame(r), renderer)
      runs.push(run.total)
      parts.push(run)
    }
    figures.firstFrame[renderer] = median(runs)
    if (renderer === 'canvas') {
      figures.firstFrameParts = {
        read: median(parts.map((p) => p.read)),
        index: median(parts.map((p) => p.index)),
        mount: median(parts.map((p) => p.mount)),
      }
    }
    const pan = await page.evaluate((r) => window.seatBench.pan(r), renderer)
    figures.pan[renderer] = { median: median(pan.intervals), p95: quantile(pan.intervals, 0.95) }
    if (renderer === 'canvas') figures.layerDraws = pan.layerDraws
    const clicks = await page.evaluate(([r, n]) => window.seatBench.clicks(r, n), [renderer, CLICKS] as [
      Renderer,
      number,
    ])
    figures.click[renderer] = { median: median(clicks.times), p95: quantile(clicks.times, 0.95), drawn: clicks.drawn }
    await page.evaluate(() => window.seatBench.unmount())
  }
  return figures
}

/** Node: one auto-pick for a party of 4 from many seats of the 50k map. */
export function nodeAutoPick(size = 50_000, clicks = NODE_CLICKS): { median: number; p95: number } {
  const model = readSeatMap(stressSeatMap(size))
  const random = seededRandom(7)
  const available: string[] = []
  for (let i = 0; i < model.count; i++) if (model.state[i] === SEAT_AVAILABLE) available.push(model.ids[i] as string)
  const none = new Set<string>()
  const times: number[] = []
  for (let k = 0; k < clicks + 200; k++) {
    const id = available[Math.floor(random() * available.length)] as string
    const started = performance.now()
    autoPickSeats(model, id, 4, none)
    const took = performance.now() - started
    if (k >= 200) times.push(took) // the first 200 warm the JIT up
  }
  return { median: median(times), p95: quantile(times, 0.95) }
}

/** Node: the spatial index finding the seat under a point, at points near seats of the 50k map. */
export function nodeHitTest(size = 50_000, points = 20_000): { median: number; p95: number } {
  const model = readSeatMap(stressSeatMap(size))
  const index = createSpatialIndex(model)
  const random = seededRandom(11)
  const times: number[] = []
  for (let k = 0; k < points + 1000; k++) {
    const seat = Math.floor(random() * model.count)
    const x = (model.x[seat] as number) + (random() - 0.5) * 20
    const y = (model.y[seat] as number) + (random() - 0.5) * 20
    const started = performance.now()
    index.hitTestIndex(x, y)
    const took = performance.now() - started
    if (k >= 1000) times.push(took)
  }
  return { median: median(times), p95: quantile(times, 0.95) }
}

const ms = (value: number) =>
  !Number.isFinite(value)
    ? 'n/a'
    : value < 0.01
      ? `${(value * 1000).toFixed(2)} µs`
      : `${value < 1 ? value.toFixed(3) : value.toFixed(1)} ms`

/** Prints the figures as a table. */
export function printSeatmapFigures(figures: readonly SeatmapFigure[]): void {
  console.log('\nSeat map (canvas vs one SVG circle per seat, Chromium; auto-pick in Node)')
  console.log('-'.repeat(100))
  console.log(`${'figure'.padEnd(44)} ${'seats'.padStart(7)} ${'canvas'.padStart(11)} ${'SVG'.padStart(11)}   target`)
  for (const f of figures) {
    const verdict = f.met === null ? '' : f.met ? '  (met)' : '  (not met)'
    console.log(
      `${f.name.padEnd(44)} ${String(f.seats).padStart(7)} ${ms(f.value).padStart(11)} ${(f.baseline === null ? '' : ms(f.baseline)).padStart(11)}   ${f.target ?? ''}${verdict}`,
    )
  }
}

/**
 * Measures and prints the seat map figures; resolves to them. Needs Debian's Chromium
 * (`CHROMIUM_PATH`, default /usr/bin/chromium).
 */
export async function seatmapFigures(): Promise<SeatmapFigure[]> {
  const { js, css } = await bundlePage()
  const files = new Map<string, { type: string; body: Uint8Array | string }>([
    ['/', { type: 'text/html; charset=utf-8', body: PAGE }],
    ['/bench.js', { type: 'text/javascript', body: js }],
    ['/bench.css', { type: 'text/css', body: css }],
  ])
  for (const size of SEATMAP_SIZES)
    files.set(`/map-${size}.json`, { type: 'application/json', body: JSON.stringify(stressSeatMap(size)) })
  const { url, server } = await serve(files)
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    headless: true,
  })
  const figures: SeatmapFigure[] = []
  try {
    const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(url)
    await page.waitForFunction(() => 'seatBench' in window)
    for (const size of SEATMAP_SIZES) {
      const f = await measureSize(page, size)
      if (errors.length > 0) throw new Error(`seatmap bench page: ${errors.join('; ')}`)
      if (process.env.SEATMAP_DETAILS)
        console.log(
          size,
          'first frame parts',
          f.firstFrameParts,
          'layer redraws during pan',
          f.layerDraws?.map((v) => Math.round(v)),
        )
      const ratio = size === 20_000 ? 0.5 * f.firstFrame.svg : null
      figures.push(
        {
          name: 'first frame after opening',
          seats: size,
          value: f.firstFrame.canvas,
          baseline: f.firstFrame.svg,
          target: ratio === null ? null : `≤ 0.5 × SVG = ${ms(ratio)}`,
          met: ratio === null ? null : f.firstFrame.canvas <= ratio,
        },
        {
          name: 'pan frame time, median',
          seats: size,
          value: f.pan.canvas.median,
          baseline: f.pan.svg.median,
          target: size === 50_000 ? '≤ 16.7 ms' : null,
          met: size === 50_000 ? f.pan.canvas.median <= 16.7 : null,
        },
        {
          name: 'pan frame time, p95',
          seats: size,
          value: f.pan.canvas.p95,
          baseline: f.pan.svg.p95,
          target: null,
          met: null,
        },
        {
          name: `click → auto-pick → repaint, median${f.click.canvas.drawn && f.click.svg.drawn ? '' : ' (NOT repainted!)'}`,
          seats: size,
          value: f.click.canvas.median,
          baseline: f.click.svg.median,
          target: size === 50_000 ? '≤ 33 ms' : null,
          met: size === 50_000 ? f.click.canvas.median <= 33 : null,
        },
        {
          name: 'click → auto-pick → repaint, p95',
          seats: size,
          value: f.click.canvas.p95,
          baseline: f.click.svg.p95,
          target: null,
          met: null,
        },
      )
    }
  } finally {
    await browser.close()
    server.close()
  }
  const pick = nodeAutoPick()
  const hit = nodeHitTest()
  figures.push(
    {
      name: 'pointer hit-test (Node), median',
      seats: 50_000,
      value: hit.median,
      baseline: null,
      target: null,
      met: null,
    },
    { name: 'pointer hit-test (Node), p95', seats: 50_000, value: hit.p95, baseline: null, target: null, met: null },
    {
      name: 'auto-pick (Node), median',
      seats: 50_000,
      value: pick.median,
      baseline: null,
      target: '≤ 0.5 ms',
      met: pick.median <= 0.5,
    },
    { name: 'auto-pick (Node), p95', seats: 50_000, value: pick.p95, baseline: null, target: null, met: null },
  )
  printSeatmapFigures(figures)
  return figures
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await seatmapFigures()
}
