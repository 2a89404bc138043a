/**
 * How the sandbox answers an armed fault (faults.ts): a 502, a request that never answers until
 * its caller gives up, a dropped connection, a delay. Over HTTP a given-up or dropped request gets
 * no response; in-process, `app.fetch` rejects as `fetch` would.
 */
import type { HttpBindings } from '@hono/node-server'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import type { Context } from 'hono'
import type { SandboxClock } from './clock.js'
import { errorBody } from './errors.js'
import type { Fault } from './faults.js'

/** Over HTTP, @hono/node-server passes the Node request and response as bindings; in-process there are none. */
export type SandboxEnv = { Bindings: Partial<HttpBindings> | undefined }
type Env = SandboxEnv

/**
 * Errors the app must not turn into a response: the in-process stand-ins for a dropped
 * connection and for a request given up by its caller, rethrown so `app.fetch` rejects.
 */
const passThrough = new WeakSet<object>()

/** Whether the app's error handler must rethrow `error` rather than answer 500. */
export function passesThrough(error: unknown): boolean {
  return typeof error === 'object' && error !== null && passThrough.has(error)
}

function rejectFetch(error: unknown): never {
  if (typeof error === 'object' && error !== null) passThrough.add(error)
  throw error
}

function overHttp(c: Context<Env>): HttpBindings | undefined {
  const env = c.env as Partial<HttpBindings> | undefined
  return env?.incoming && env.outgoing ? (env as HttpBindings) : undefined
}

/** Resolves with the signal's reason once it aborts. */
function aborted(signal: AbortSignal): Promise<unknown> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve(signal.reason)
    else signal.addEventListener('abort', () => resolve(signal.reason), { once: true })
  })
}

/** Waits `ms` on the clock's real timers; false when the request was given up first. */
function delay(clock: SandboxClock, ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false)
    const onAbort = () => {
      clock.clearTimeout(timer)
      resolve(false)
    }
    const timer = clock.setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve(true)
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/** The caller gave up (timeout or abort): over HTTP nobody is listening; in-process, reject like fetch. */
function givenUp(c: Context<Env>): Response {
  if (overHttp(c)) return RESPONSE_ALREADY_SENT
  return rejectFetch(c.req.raw.signal.reason)
}

/**
 * Requests waiting on a fault. Node's `Request` follows its caller's signal only weakly
 * (nodejs/undici#3644): once nothing else held a waiting request, garbage collection cut it
 * off from its caller's abort, and a timeout fault's `app.fetch` never settled. Held here
 * while they wait.
 */
const waiting = new Set<Request>()

/** Applies a fault; returns a response to answer with, or null to answer normally. */
export async function applyFault(c: Context<Env>, fault: Fault, clock: SandboxClock): Promise<Response | null> {
  const request = c.req.raw
  waiting.add(request)
  try {
    return await faultResponse(c, fault, clock)
  } finally {
    waiting.delete(request)
  }
}

async function faultResponse(c: Context<Env>, fault: Fault, clock: SandboxClock): Promise<Response | null> {
  const signal = c.req.raw.signal
  switch (fault.kind) {
    case '502':
      return c.json(
        errorBody('bad_gateway', 'Bad gateway: the Foyer sandbox was told to fail this request (fault 502).'),
        502,
      )
    case 'timeout':
      // Never answers: the request hangs until its caller gives up (the client's timeout).
      await aborted(signal)
      return givenUp(c)
    case 'drop': {
      const http = overHttp(c)
      if (http) {
        http.incoming.socket.destroy()
        return RESPONSE_ALREADY_SENT
      }
      // What fetch does when the connection goes away.
      return rejectFetch(
        new TypeError('fetch failed', { cause: new Error('The Foyer sandbox dropped the connection (fault drop).') }),
      )
    }
    case 'delay':
      return (await delay(clock, fault.ms ?? 0, signal)) ? null : givenUp(c)
  }
}
