/**
 * A scripted API for store unit tests: an injected `fetch` (the stores take `fetch` as an option,
 * so no global needs mocking) that answers by method and path and records every request.
 */
import type { Clock } from '../store/clock.js'
import { systemClock } from '../store/clock.js'

export interface SeenRequest {
  method: string
  /** The path after the API base, e.g. `my/cart/c1/modify`. */
  path: string
  /** Sent to the cached-read prefix (`/cached/api/v1`). */
  cached: boolean
  query: Record<string, string>
  headers: Headers
  body: unknown
}

export type Answer = Response | ((request: SeenRequest) => Response | Promise<Response>)

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

export const noContent = () => new Response(null, { status: 204 })

export const errorBody = (status: number, code: string, description = code, extra: Record<string, unknown> = {}) =>
  json({ _data: [{ _code: code, _description: description, ...extra }] }, status)

export const apiBase = 'https://api.test/api/v1'
export const cachedApiBase = 'https://api.test/cached/api/v1'

/**
 * `fake.on('POST my/cart/modify', answer)` queues an answer for that route (a path with `*` for
 * one segment); answers are used in order, and the last one keeps answering.
 */
export function fakeApi() {
  const routes = new Map<string, Answer[]>()
  const requests: SeenRequest[] = []
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    const path = url.pathname.replace(/^\/(cached\/)?api\/v1\//, '')
    const text = request.body ? await request.text() : ''
    const seen: SeenRequest = {
      method: request.method,
      path,
      cached: url.pathname.startsWith('/cached/'),
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    }
    requests.push(seen)
    for (const [route, answers] of routes) {
      const [method, pattern] = route.split(' ') as [string, string]
      const regex = new RegExp(`^${pattern.split('*').map(escape).join('[^/]+')}$`)
      if (method !== request.method || !regex.test(path)) continue
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!
      return typeof answer === 'function' ? answer(seen) : answer.clone()
    }
    return errorBody(501, 'not_implemented', `${request.method} ${path} is not scripted`)
  }
  return {
    fetch,
    requests,
    on(route: string, ...answers: Answer[]) {
      routes.set(route, answers)
      return this
    },
    /** The requests to one route. */
    sent(route: string) {
      const [method, path] = route.split(' ')
      return requests.filter((r) => r.method === method && r.path === path)
    },
  }
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A clock whose `now` the test sets; timers are the (real) system ones, never reached in tests. */
export function fakeClock(start: string | number) {
  let now = typeof start === 'number' ? start : Date.parse(start)
  const clock: Clock = { ...systemClock, now: () => now }
  return {
    clock,
    set: (value: string | number) => (now = typeof value === 'number' ? value : Date.parse(value)),
    advance: (ms: number) => (now += ms),
  }
}

/**
 * A clock whose time and timers move only when the test says: `advance(ms)` moves `now` and runs
 * every timer that falls due on the way, in order (the stores take their clock as an option). For code that waits
 * (debounces, expiry) without the test waiting in real time.
 * @example
 * const time = manualClock('2026-03-10T14:00:00Z')
 * const lookup = createAddressLookup({ clock: time.clock, provider })
 * time.advance(300) // the debounce fires
 */
export function manualClock(start: string | number) {
  let now = typeof start === 'number' ? start : Date.parse(start)
  let nextId = 1
  const timers = new Map<number, { at: number; every: number | null; callback: () => void }>()
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = nextId++
      timers.set(id, { at: now + Math.max(0, ms), every: null, callback })
      return id
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    setInterval: (callback, ms) => {
      const id = nextId++
      timers.set(id, { at: now + Math.max(1, ms), every: Math.max(1, ms), callback })
      return id
    },
    clearInterval: (handle) => void timers.delete(handle as number),
  }
  function advance(ms: number) {
    const until = now + ms
    for (;;) {
      let due: [number, { at: number; every: number | null; callback: () => void }] | null = null
      for (const entry of timers) if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry
      if (!due) break
      const [id, timer] = due
      now = timer.at
      if (timer.every === null) timers.delete(id)
      else timer.at += timer.every
      timer.callback()
    }
    now = until
  }
  return { clock, advance, pending: () => timers.size }
}
