/**
 * The sandbox's notion of "now". Sessions, calendars and (later) cart expiry are computed from it,
 * so tests and demos can move time without waiting.
 *
 * Two modes:
 * - frozen: `now()` stays where it was set and moves only through `set` / `advance`
 *   (the default when `createSandbox({ now })` is given — tests want a still clock);
 * - running: `now()` follows the machine's time plus an offset (the default without `now`,
 *   so `pnpm start` shows today's sessions and carts would expire in real time).
 *
 * Timers (`setTimeout` / `clearTimeout`) are always the real ones, looked up when called, so the
 * `delay` fault waits real milliseconds (and a test's fake timers still apply if installed).
 */
export interface SandboxClock {
  /** The current instant on the sandbox clock. */
  now(): Date
  /** Moves the clock to an instant (an ISO 8601 string or a Date). Keeps the mode. */
  set(now: string | Date): void
  /** Moves the clock forward (or back, with a negative number) by `ms` milliseconds. */
  advance(ms: number): void
  /** Whether the clock stands still between `set` / `advance` calls. */
  readonly frozen: boolean
  /** Real timers, so a fault can wait actual time. */
  setTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout>
  clearTimeout(handle: ReturnType<typeof setTimeout>): void
}

/** Parses an instant, refusing anything `Date` cannot read. */
export function parseInstant(value: string | Date): number {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value)
  if (!Number.isFinite(ms)) throw new RangeError(`Not a date-time: ${String(value)}`)
  return ms
}

export interface ClockState {
  frozenAt: number | null
  offset: number
}

export function createClock(
  initial?: string | Date,
): SandboxClock & { snapshot(): ClockState; restore(state: ClockState): void } {
  let state: ClockState =
    initial === undefined ? { frozenAt: null, offset: 0 } : { frozenAt: parseInstant(initial), offset: 0 }

  const nowMs = () => state.frozenAt ?? Date.now() + state.offset
  const setMs = (ms: number) => {
    state = state.frozenAt === null ? { frozenAt: null, offset: ms - Date.now() } : { frozenAt: ms, offset: 0 }
  }

  return {
    now: () => new Date(nowMs()),
    set: (now) => setMs(parseInstant(now)),
    advance: (ms) => {
      if (!Number.isFinite(ms)) throw new RangeError(`advance_ms must be a finite number, got ${String(ms)}`)
      setMs(nowMs() + ms)
    },
    get frozen() {
      return state.frozenAt !== null
    },
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle),
    snapshot: () => ({ ...state }),
    restore: (saved) => {
      state = { ...saved }
    },
  }
}
