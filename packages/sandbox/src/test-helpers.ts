/**
 * Test helpers: call a sandbox in-process the way a client does (header Tix-App, query _seller).
 * Not exported from the package entry.
 */
import { crc32, inflateRawSync } from 'node:zlib'
import { createSandbox, type Sandbox, type SandboxOptions } from './index.js'

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
    post: <T = any>(path: string, body: unknown, query?: Record<string, string>) =>
      call<T>('POST', path, query ? { body, query } : { body }),
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

// ---------------------------------------------------------------------------------------------
// The pay tests: a sandbox at Tuesday 10 March 2026 with a reserve, a purchaser and the checkout calls.

export const gaTomorrow1000 = 'general-admission-20260311-1000'
export const partnersSession = 'partners-tour-20260318-1800'
export const concertSaturday = 'chamber-music-great-hall-20260314-1930'

export function payApi(options: Omit<SandboxOptions, 'now'> = {}) {
  const sandbox = createSandbox({ now: tuesdayMorning, ...options })
  const api = client(sandbox)
  const line = (
    event_session_id: string | null,
    ticket_type_id: string,
    quantity = 1,
    extra: Record<string, unknown> = {},
  ) => ({
    event_session_id,
    ticket_type_id,
    quantity,
    ...extra,
  })
  return {
    ...api,
    sandbox,
    line,
    /** Reserves into a new cart; answers the cart id and the answer. */
    reserve: async (tickets: unknown[], more: Record<string, unknown> = {}) => {
      const answer = await api.post('my/cart/modify', { reserve: { tickets }, ...more }, { _embed: 'ticket,cartmod' })
      if (answer.status !== 200) throw new Error(`reserve answered ${answer.status}: ${JSON.stringify(answer.body)}`)
      return { id: answer.body.cart._data[0].id as string, answer }
    },
    cart: (id: string, embed = 'ticket,cartmod,payment,ticket_order') => api.get(`cart/${id}`, { _embed: embed }),
    applyCode: (id: string, code: string, more: Record<string, unknown> = {}) =>
      api.post(`my/cart/${id}/apply_code`, { code, ...more }, { _embed: 'ticket,cartmod' }),
    /** POST user: a purchaser's identity id (a new one, or the known one on 409). */
    purchaser: async (email = 'grace@example.com') => {
      const answer = await api.post('user', { first_name: 'Grace', last_name: 'Hopper', email })
      return (
        answer.status === 409 ? answer.body._data[0]._extra.identity_id : answer.body.user._data[0].identity_id
      ) as string
    },
    checkout: (
      id: string,
      body: Record<string, unknown>,
      headers: Record<string, string> = {},
      query: Record<string, string> = {},
    ) => api.call('POST', `cart/${id}/guest_checkout`, { body, headers, query }),
    card: (amount: string, source = 'pm_card_visa', more: Record<string, unknown> = {}) => ({
      amount,
      gateway_id: 'stripe',
      gateway_data: { source, source_type: 'card', ...more },
    }),
    giftCard: (amount: string, ledger_number: string) => ({
      amount,
      gateway_id: 'ledger',
      gateway_data: { ledger_type: 'gift_card', ledger_number },
    }),
    outstanding: async (id: string) =>
      (await api.get(`cart/${id}`)).body.cart._data[0].grand_totals.total_outstanding as string,
  }
}

/** The first error item of an answer. */
export const errorOf = (answer: { body: { _data: Record<string, any>[] } }): Record<string, any> => {
  const item = answer.body._data[0]
  if (!item) throw new Error('the answer has no error item')
  return item
}

/**
 * Logs a demo member in by password and answers a client that sends their session cookie back,
 * as the browser does (my/* calls, the member's checkout).
 */
export async function memberClient(sandbox: Sandbox, email: string, password: string) {
  const api = client(sandbox)
  const login = await api.post('login', { method: 'password', email, password })
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`)
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const call = <T = any>(method: string, path: string, options: CallOptions = {}) =>
    api.call<T>(method, path, { ...options, headers: { Cookie: cookie, ...options.headers } })
  return {
    cookie,
    call,
    get: <T = any>(path: string, query?: Record<string, string>) => call<T>('GET', path, query ? { query } : {}),
    post: <T = any>(path: string, body: unknown, query?: Record<string, string>) =>
      call<T>('POST', path, query ? { body, query } : { body }),
  }
}

/**
 * Reads a ZIP archive the way unzip does, with node:zlib only: the end of central directory
 * record, every central directory header, each local header, then the data (inflated for method
 * 8), checking sizes and CRC-32. Throws on anything a reader would refuse.
 */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const eocd = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (eocd < 0 || eocd + 22 > archive.length) throw new Error('no end of central directory record')
  const count = archive.readUInt16LE(eocd + 10)
  const size = archive.readUInt32LE(eocd + 12)
  let at = archive.readUInt32LE(eocd + 16)
  if (at + size !== eocd) throw new Error('the central directory does not end where the end record starts')
  const files = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`no central directory header ${i}`)
    const method = archive.readUInt16LE(at + 10)
    const crc = archive.readUInt32LE(at + 16)
    const compressed = archive.readUInt32LE(at + 20)
    const length = archive.readUInt32LE(at + 24)
    const nameLength = archive.readUInt16LE(at + 28)
    const skip = nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32)
    const offset = archive.readUInt32LE(at + 42)
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    at += 46 + skip
    if (archive.readUInt32LE(offset) !== 0x04034b50) throw new Error(`no local header for ${name}`)
    const localName = archive.subarray(offset + 30, offset + 30 + archive.readUInt16LE(offset + 26)).toString('utf8')
    if (localName !== name || archive.readUInt32LE(offset + 14) !== crc) throw new Error(`${name}: headers disagree`)
    const start = offset + 30 + archive.readUInt16LE(offset + 26) + archive.readUInt16LE(offset + 28)
    const raw = archive.subarray(start, start + compressed)
    const data = method === 8 ? inflateRawSync(raw) : method === 0 ? Buffer.from(raw) : null
    if (data === null) throw new Error(`${name}: unknown method ${method}`)
    if (data.length !== length || crc32(data) !== crc) throw new Error(`${name}: size or CRC-32 does not match`)
    files.set(name, data)
  }
  return files
}
