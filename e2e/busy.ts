import { availableParallelism, loadavg } from 'node:os'

/**
 * How much slower than at rest this machine runs now: the runnable processes per core over the
 * last minute (`loadavg`), at least 1, at most 10. Journeys wait on what the visitor sees; their
 * time limits only catch a hang, and a hang on a machine busy with other work takes longer to
 * tell from slowness: the limits below are the figures at rest, times this.
 */
export function slowdown(): number {
  const perCore = (loadavg()[0] ?? 0) / availableParallelism()
  return Math.min(10, Math.max(1, perCore))
}

/**
 * A journey's time limit at rest: about three times the slowest journey's time on a 2-core machine
 * at rest (10.5 s: a part payment, then its balance paid from the same cart, with axe scans), so a
 * limit is met only by a hang. A journey whose work grows with the storefront (the link crawl, the
 * stories catalogue, an own build) sets a limit of its own.
 */
export const JOURNEY_TIMEOUT_MS = 30_000

/** How long one expectation waits for what the visitor should see, at rest. */
export const EXPECT_TIMEOUT_MS = 5_000
