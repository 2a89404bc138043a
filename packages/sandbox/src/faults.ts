/**
 * Fault injection, so the SDK's recovery can be tested (DESIGN.md, The sandbox; calls §7: reads
 * are retried up to 3 times with a doubling 250 ms delay on network error, timeout or 502).
 *
 * A fault names a path relative to the API base (`events`, `events/*\/calendar`; `*` stands for
 * one path segment) and optionally a method. The first registered fault that matches a request
 * fires and uses up one of its `times`; when none are left it is removed.
 */

/** What the fault does to the matching request. */
export type FaultKind =
  /** Answers a 502 with the contract's error envelope (`_code` `bad_gateway`). */
  | '502'
  /** Never answers; gives up only when the request's `signal` aborts (the client's timeout). */
  | 'timeout'
  /** Destroys the connection over HTTP; in-process, `app.fetch` rejects with a `TypeError`. */
  | 'drop'
  /** Waits `ms` real milliseconds, then answers normally. */
  | 'delay'

export const faultKinds: readonly FaultKind[] = ['502', 'timeout', 'drop', 'delay']

export interface FaultInput {
  /** HTTP method to match, any when absent. */
  method?: string
  /** Path relative to the API base, `*` matching one segment, e.g. `events/*\/calendar`. */
  path: string
  kind: FaultKind
  /** Milliseconds to wait for `delay`. */
  ms?: number
  /**
   * How many matching requests the fault hits before it is used up.
   * @default 1
   */
  times?: number
}

export interface Fault {
  id: number
  method: string | null
  path: string
  kind: FaultKind
  ms: number | null
  /** Matching requests still to be hit. */
  remaining: number
}

export interface SandboxFaults {
  /** Registers a fault; throws a `RangeError` explaining what is wrong with an invalid one. */
  add(fault: FaultInput): Fault
  /** Removes every fault. */
  clear(): void
  /** The faults still armed, in the order they will be tried. */
  list(): Fault[]
}

/** Checks a fault from a test or from `POST /_sandbox/faults`, returning the normalised fault. */
export function validateFault(input: unknown, id: number): Fault {
  if (typeof input !== 'object' || input === null)
    throw new RangeError('A fault is an object { method?, path, kind, ms?, times? }.')
  const { method, path, kind, ms, times } = input as Record<string, unknown>
  if (typeof path !== 'string' || path.trim() === '')
    throw new RangeError('A fault needs a path relative to the API base, e.g. "events".')
  if (typeof kind !== 'string' || !faultKinds.includes(kind as FaultKind)) {
    throw new RangeError(`A fault kind is one of ${faultKinds.map((k) => `'${k}'`).join(', ')}.`)
  }
  if (method !== undefined && method !== null && (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method))) {
    throw new RangeError('A fault method is an HTTP method such as "GET".')
  }
  if (kind === 'delay' && (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)) {
    throw new RangeError('A delay fault needs ms, a number of milliseconds ≥ 0.')
  }
  if (ms !== undefined && ms !== null && kind !== 'delay') throw new RangeError('Only a delay fault takes ms.')
  if (times !== undefined && times !== null && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) {
    throw new RangeError('A fault times is a whole number ≥ 1 (default 1).')
  }
  return {
    id,
    method: typeof method === 'string' ? method.toUpperCase() : null,
    path: trimSlashes(path),
    kind: kind as FaultKind,
    ms: kind === 'delay' ? (ms as number) : null,
    remaining: typeof times === 'number' ? times : 1,
  }
}

function trimSlashes(path: string): string {
  return path.trim().replace(/^\/+|\/+$/g, '')
}

/** Whether a fault's path pattern matches a request path relative to the API base. */
export function faultPathMatches(pattern: string, path: string): boolean {
  const want = trimSlashes(pattern).split('/')
  const got = trimSlashes(path).split('/')
  return want.length === got.length && want.every((segment, i) => segment === '*' || segment === got[i])
}

export interface FaultRegistry extends SandboxFaults {
  /** Finds the first armed fault for a request and uses up one of its times. */
  take(method: string, path: string): Fault | undefined
}

export function createFaultRegistry(): FaultRegistry {
  let faults: Fault[] = []
  let nextId = 1

  return {
    add(input) {
      const fault = validateFault(input, nextId)
      nextId += 1
      faults.push(fault)
      return { ...fault }
    },
    clear() {
      faults = []
    },
    list() {
      return faults.map((fault) => ({ ...fault }))
    },
    take(method, path) {
      const fault = faults.find(
        (f) => (f.method === null || f.method === method.toUpperCase()) && faultPathMatches(f.path, path),
      )
      if (!fault) return undefined
      fault.remaining -= 1
      if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault)
      return { ...fault }
    },
  }
}
