/**
 * Issue 16: "partner script from Node through the sdk vs the same calls with raw fetch, same
 * sandbox ≤ 1.10×". A booking — the first bookable day of General Admission, its first session
 * with room, 2 adults, a guest checkout by card — through `@foyer/sdk/commands`, against the
 * sandbox over HTTP; then the very same requests replayed with bare `fetch` (the ids the server
 * made — cart, purchaser — swapped for the new run's as the answers give them). Median of the
 * runs, alternating, after a warm-up. A figure, never a test: a failure prints n/a.
 */
import { createCommands } from '@foyer/sdk/commands'
import { createSandboxProvider } from '@foyer/sdk/sandbox'
import { createSandbox } from '@foyer/sandbox'
import { startServer } from '@foyer/sandbox/server'
import { answer, inOwnProcess } from './own-process.ts'

export interface PartnerFigure {
  runs: number
  /**
   * The requests of one booking: each is a round trip, which over a partner's real connection costs
   * far more than the sdk's CPU (docs/partner-scripting.md, Round trips).
   */
  calls: number | null
  sdkMs: number | null
  fetchMs: number | null
  ratio: number | null
  problem: string | null
}

interface Recorded {
  method: string
  url: string
  headers: [string, string][]
  body: string | null
  status: number
  answer: unknown
}

const EVENT = 'general-admission'

/** One booking through the commands; every request and answer recorded when `record` is given. */
async function bookWithSdk(apiBase: string, record?: Recorded[]): Promise<void> {
  const fetch = async (request: Request): Promise<Response> => {
    const body = record && request.method !== 'GET' ? await request.clone().text() : null
    const response = await globalThis.fetch(request)
    if (record) {
      record.push({
        method: request.method,
        url: request.url,
        headers: [...request.headers],
        body,
        status: response.status,
        answer: await response
          .clone()
          .json()
          .catch(() => null),
      })
    }
    return response
  }
  const payment = createSandboxProvider({ controlBase: `${new URL(apiBase).origin}/_sandbox` })
  const foyer = createCommands({ apiBase, seller: 'demo-museum', payment, fetch })
  try {
    const dates = await foyer.events.dates(EVENT)
    if (dates.error) throw dates.error
    const date = dates.data[1]!.date
    const sessions = await foyer.events.sessions(EVENT, date)
    if (sessions.error) throw sessions.error
    const sessionId = sessions.data.find((s) => !s.soldOut)!.id
    const types = await foyer.events.ticketTypes({ eventId: EVENT, date, sessionId })
    if (types.error) throw types.error
    const adult = types.data.find((t) => t.name === 'Adult')!
    const added = await foyer.cart.add({
      eventId: EVENT,
      date,
      sessionId,
      tickets: [{ ticketTypeId: adult.id, quantity: 2 }],
    })
    if (added.error) throw added.error
    payment.setCardNumber('4242 4242 4242 4242')
    const paid = await foyer.checkout.guest({
      purchaser: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.org' },
    })
    if (paid.error || paid.data.kind !== 'complete') throw paid.error ?? new Error(`checkout ${paid.data.kind}`)
  } finally {
    foyer.dispose()
  }
}

/** The string leaves that differ between two answers of the same shape: the ids this run got. */
function learn(recorded: unknown, fresh: unknown, ids: Map<string, string>): void {
  if (typeof recorded === 'string' && typeof fresh === 'string') {
    if (recorded !== fresh && recorded.length >= 6) ids.set(recorded, fresh)
    return
  }
  if (Array.isArray(recorded) && Array.isArray(fresh)) {
    recorded.forEach((item, i) => learn(item, fresh[i], ids))
    return
  }
  if (recorded && fresh && typeof recorded === 'object' && typeof fresh === 'object')
    for (const key of Object.keys(recorded)) learn((recorded as never)[key], (fresh as never)[key], ids)
}

function swap(text: string, ids: Map<string, string>): string {
  let out = text
  for (const [from, to] of ids) out = out.split(from).join(to)
  return out
}

/** The same requests with bare fetch, in order. */
async function bookWithFetch(script: readonly Recorded[]): Promise<void> {
  const ids = new Map<string, string>()
  for (const call of script) {
    const response = await fetch(swap(call.url, ids), {
      method: call.method,
      // A fresh idempotency key: the recorded one has been answered.
      headers: call.headers.map(([k, v]): [string, string] => [
        k,
        k.toLowerCase() === 'idempotency-key' ? crypto.randomUUID() : v,
      ]),
      ...(call.body !== null ? { body: swap(call.body, ids) } : {}),
    })
    // The same answer as the recorded run.
    if (response.status !== call.status)
      throw new Error(`${call.method} ${call.url}: ${response.status}, recorded ${call.status}`)
    learn(call.answer, await response.json().catch(() => null), ids)
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * The figure, measured in a Node process of its own (own-process.ts), as a partner's script runs:
 * not in the bench's process, whose heap and handles carry what it measured before (Lighthouse,
 * Chromium, the money schedules). The same bench's ratio ranged 1.02–1.36× across four CI runs of
 * unchanged sdk code when it ran in the bench's process.
 */
export function partnerFigure(): Promise<PartnerFigure> {
  const runs = Number(process.env.FOYER_BENCH_PARTNER_RUNS ?? 15)
  return inOwnProcess<number, PartnerFigure>(import.meta.url, runs).catch((error: unknown) => failed(runs, error))
}

/** No figure: a failure prints n/a and why. */
function failed(runs: number, error: unknown): PartnerFigure {
  return {
    runs,
    calls: null,
    sdkMs: null,
    fetchMs: null,
    ratio: null,
    problem: error instanceof Error ? error.message : String(error),
  }
}

async function measure(runs: number): Promise<PartnerFigure> {
  const running = await startServer({ port: 0, staticDir: '/nonexistent', sandbox: createSandbox() })
  const apiBase = `${running.url}api/v1`
  try {
    // Every run starts from the seed (POST /_sandbox/reset, not timed), so both see the same
    // sessions with room and the purchaser unknown: the script is recorded from such a run.
    const reset = () => fetch(`${running.url}_sandbox/reset`, { method: 'POST' })
    await reset()
    const script: Recorded[] = []
    await bookWithSdk(apiBase, script)
    await reset()
    await bookWithFetch(script)
    const sdk: number[] = []
    const raw: number[] = []
    for (let i = 0; i < runs; i++) {
      await reset()
      let started = performance.now()
      await bookWithSdk(apiBase)
      sdk.push(performance.now() - started)
      await reset()
      started = performance.now()
      await bookWithFetch(script)
      raw.push(performance.now() - started)
    }
    const sdkMs = median(sdk)
    const fetchMs = median(raw)
    return { runs, calls: script.length, sdkMs, fetchMs, ratio: sdkMs / fetchMs, problem: null }
  } catch (error) {
    return failed(runs, error)
  } finally {
    await running.close()
  }
}

// Run by partnerFigure (inOwnProcess): answers the figure.
await answer(import.meta.url, measure)
