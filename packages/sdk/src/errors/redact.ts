/**
 * calls §8 Generic: "Sensitive fields are redacted from logs."
 *
 * Sensitive fields are the credentials and payment secrets the spec's calls carry: passwords and
 * passcodes (login, reset), one-time codes and tokens (`otp`, `token`, `jwt`), the captcha token
 * (calls §3), card data and the payment intent `client_secret` (calls §4), and the gift card
 * number (`ledger_number`, and the last segment of `ledger/{id}/{number}`, calls §7).
 */
export const REDACTED = '[redacted]'

// Substring match on purpose: `password_confirm`, `cardNumber`, `client_secret`, `otp_token` are
// all caught. Over-redacting a log line costs little; leaking a password does not.
const SENSITIVE_KEY = /pass(word|code)|card|cvc|cvv|token|otp|captcha|secret|authori[sz]ation|cookie|jwt|ledger_number/i

/** True when a field of that name must not reach a log. */
export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key)
}

// `ledger/{ledger-or-config-id}/{gift card number}` (calls §7): the number is in the path.
const LEDGER_PATH = /(\/?ledger\/[^/?#\s]+\/)[^/?#\s]+/g
// `key=value` pairs of a query string or form body.
const QUERY_PAIR = /([?&])([^=&#\s]+)=([^&#\s]*)/g

function redactString(value: string): string {
  return value.replace(LEDGER_PATH, `$1${REDACTED}`).replace(QUERY_PAIR, (pair, sep: string, key: string) => {
    let name = key
    try {
      name = decodeURIComponent(key)
    } catch {
      // keep the raw key
    }
    return isSensitiveKey(name) ? `${sep}${key}=${REDACTED}` : pair
  })
}

function redactValue(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactString(value)
  if (typeof value !== 'object' || value === null) return value
  if (seen.has(value)) return '[circular]'
  seen.add(value)
  if (value instanceof URL) return redactString(value.href)
  if (value instanceof URLSearchParams) return redactString(`?${value.toString()}`).slice(1)
  if (typeof Headers !== 'undefined' && value instanceof Headers) {
    return redactValue(Object.fromEntries(value.entries()), seen)
  }
  if (Array.isArray(value)) return value.map((item) => redactValue(item, seen))
  const toJSON = (value as { toJSON?: unknown }).toJSON
  if (typeof toJSON === 'function' && !(value instanceof Date)) {
    // Same `seen`: a toJSON that returns its own object reads as circular instead of looping.
    return redactValue(toJSON.call(value), seen)
  }
  if (value instanceof Date) return value.toISOString()
  if (value instanceof Error) {
    return redactValue({ name: value.name, message: value.message }, seen)
  }
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSensitiveKey(key) ? REDACTED : redactValue(item, seen)
  }
  return out
}

/**
 * A copy of `value` safe to log: every field whose name is sensitive is replaced by
 * `'[redacted]'`, at any depth, in objects, arrays, `Headers`, `URLSearchParams`, URLs and query
 * strings. The input is not changed.
 *
 * @example
 * redact({ email: 'a@b.c', password: 'x' }) // { email: 'a@b.c', password: '[redacted]' }
 * redact('/user/reset-password?token=abc') // '/user/reset-password?token=[redacted]'
 */
export function redact(value: unknown): unknown {
  return redactValue(value, new WeakSet())
}
