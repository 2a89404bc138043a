/**
 * What the benchmark page (page.tsx) offers the driver (seatmap.ts) as `window.seatBench`.
 * Types only, so the driver's program does not take in the page and everything it bundles.
 */

export type Renderer = 'canvas' | 'svg'

export interface SeatBenchApi {
  /** Reads `/map-{size}.json` into memory; resolves to its number of seats. */
  load(size: number): Promise<number>
  /** Milliseconds from the wire seats in memory to the first painted frame, and where the canvas's went. */
  firstFrame(renderer: Renderer): Promise<{ total: number; read: number; index: number; mount: number }>
  /** Frame intervals while the map is dragged round a circle, and the canvas's tile draws meanwhile. */
  pan(renderer: Renderer): Promise<{ intervals: number[]; layerDraws: number[] }>
  /** Milliseconds from each click to the painted frame showing the seats picked; whether each click repainted. */
  clicks(renderer: Renderer, count: number): Promise<{ times: number[]; drawn: boolean }>
  unmount(): void
}

declare global {
  interface Window {
    seatBench: SeatBenchApi
  }
}
