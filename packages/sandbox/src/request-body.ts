/**
 * Reading a request's JSON body (issue 10.5): at most MAX_BODY_BYTES (413 `payload_too_large`),
 * no text longer than MAX_TEXT_LENGTH (400 `validation_failed`, naming the field), and the body
 * as the idempotency memo compares it (the single-use captcha token aside).
 */
import type { Context } from 'hono'
import { ContractError, invalid } from './errors.js'

/** The largest request body the API reads (issue 10.5: ~1 MB). */
export const MAX_BODY_BYTES = 1024 * 1024
/** The longest text any field of a request body may hold; the spec's own limits are lower. */
export const MAX_TEXT_LENGTH = 10_000

/** Each request's body as the idempotency memo compares it (bound to what was sent). */
export const bodyTexts = new WeakMap<Request, string>()

export async function jsonBody(c: Context): Promise<unknown> {
  const declared = Number(c.req.header('Content-Length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw tooLarge()
  const text = await c.req.text()
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) throw tooLarge()
  if (text.trim() === '') return undefined
  let body: unknown
  try {
    body = JSON.parse(text) as unknown
  } catch {
    throw invalid('The body is not valid JSON.')
  }
  // What a retry must repeat: the write itself, not the single-use captcha token it carries.
  const { captcha: _captcha, ...write } = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  bodyTexts.set(c.req.raw, body && typeof body === 'object' && !Array.isArray(body) ? JSON.stringify(write) : text)
  const long = longText(body)
  if (long !== null) throw invalid(`${long} is longer than ${MAX_TEXT_LENGTH} characters.`)
  return body
}

function tooLarge(): ContractError {
  return new ContractError(413, 'payload_too_large', `The body is larger than ${MAX_BODY_BYTES} bytes.`)
}

/** The path of the first string in `value` longer than MAX_TEXT_LENGTH, or null. */
function longText(value: unknown, path = 'body'): string | null {
  if (typeof value === 'string') return value.length > MAX_TEXT_LENGTH ? path : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = longText(item, `${path}[${index}]`)
      if (found) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = longText(item, `${path}.${key}`)
      if (found) return found
    }
  }
  return null
}
