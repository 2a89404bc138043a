/**
 * Test helpers: call a sandbox in-process the way a client does (header Tix-App, query _seller).
 * Not exported from the package entry.
 */
import type { Sandbox } from './index.js'

/** Tuesday 10 March 2026, 10:00 in New York (EDT, −04:00). */
export const tuesdayMorning = '2026-03-10T14:00:00Z'

export interface Answer<T = any> {
  status: number
  body: T
  headers: Headers
}

export interface CallOptions {
  query?: Record<string, string>
  body?: unknown
  headers?: Record<string, string>
  base?: string
  signal?: AbortSignal
}

export function client(sandbox: Sandbox) {
  async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const url = new URL(`http://sandbox${options.base ?? '/api/v1'}/${path}`)
    url.searchParams.set('_seller', 'demo-museum')
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value)
    const init: RequestInit = { method, headers: { 'Tix-App': 'ecomm', ...options.headers } }
    if (options.signal) init.signal = options.signal
    if (options.body !== undefined) {
      init.body = JSON.stringify(options.body)
      init.headers = { ...init.headers, 'Content-Type': 'application/json' }
    }
    const response = await sandbox.app.fetch(new Request(url, init))
    const type = response.headers.get('content-type') ?? ''
    const body = (type.includes('json') ? await response.json() : await response.text()) as T
    return { status: response.status, body, headers: response.headers }
  }
  return {
    call,
    get: <T = any>(path: string, query?: Record<string, string>) => call<T>('GET', path, query ? { query } : {}),
    post: <T = any>(path: string, body: unknown, query?: Record<string, string>) => call<T>('POST', path, query ? { body, query } : { body }),
    /** A control route under /_sandbox (no Tix-App, no _seller). */
    control: async <T = any>(method: string, path: string, body?: unknown): Promise<Answer<T>> => {
      const init: RequestInit = { method }
      if (body !== undefined) {
        init.body = JSON.stringify(body)
        init.headers = { 'Content-Type': 'application/json' }
      }
      const response = await sandbox.app.fetch(new Request(`http://sandbox/_sandbox/${path}`, init))
      return { status: response.status, body: (await response.json()) as T, headers: response.headers }
    },
  }
}

/** The ids of an envelope's rows, in order. */
export function ids(rows: { _data: { id: string }[] }): string[] {
  return rows._data.map((row) => row.id)
}
