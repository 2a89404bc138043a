/**
 * calls §7: "Reads are retried up to 3 times with a doubling 250 ms delay on network error,
 * timeout or 502." Three retries after the first try, so a read makes at most 4 requests.
 */
export const READ_RETRY_ATTEMPTS = 3

/** calls §7: the first retry waits 250 ms; each later one waits twice as long (250, 500, 1000). */
export const READ_RETRY_DELAY_MS = 250

/**
 * How long one request may take before it is abandoned as a timeout. The spec names no number
 * (calls §7 only says a timeout is retried); 15 s lets a slow API answer while a read that keeps
 * timing out still gives up within about a minute (4 tries plus 1.75 s of waits).
 */
export const REQUEST_TIMEOUT_MS = 15_000

/** Why a request did not produce a response. */
export type RequestFailureKind = 'network' | 'timeout' | 'aborted' | 'unexpected'

/** The outcome of one try, as far as the retry rule cares. */
export type Attempt = { status: number } | { failure: RequestFailureKind }

/**
 * The wait before retry number `retry` (1-based): 250, 500, 1000 ms (calls §7).
 * @example readRetryDelay(3) // 1000
 */
export function readRetryDelay(retry: number): number {
  return READ_RETRY_DELAY_MS * 2 ** (retry - 1)
}

/**
 * Whether a request is tried again (calls §7): only reads (GET — never a write, which the server
 * may already have applied), at most READ_RETRY_ATTEMPTS times, and only after a network error,
 * a timeout or a 502. A request the caller aborted (or a disposed storefront) is never retried.
 * @param retriesSoFar how many retries have already been made for this request
 */
export function shouldRetry(method: string, attempt: Attempt, retriesSoFar: number): boolean {
  if (method.toUpperCase() !== 'GET') return false
  if (retriesSoFar >= READ_RETRY_ATTEMPTS) return false
  if ('failure' in attempt) return attempt.failure === 'network' || attempt.failure === 'timeout'
  return attempt.status === 502
}
