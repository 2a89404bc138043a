/**
 * Reading the feature-flag service on load (calls §7). The service answers
 * `{ "flags": { "<name>": true | false } }`; its flags win over the tenant's defaults name by
 * name. When it cannot be read — no answer within `FEATURE_FLAG_TIMEOUT_MS`, an error status, an
 * answer of another shape — the defaults stand, and the page loads all the same: a flag service
 * is never a reason for a storefront not to open.
 */
import type { FetchLike } from '../http/client.js'

/** Flags by name. */
export type FeatureFlags = Readonly<Record<string, boolean>>

/** How long the page waits for the flag service before it goes on with the defaults. */
export const FEATURE_FLAG_TIMEOUT_MS = 2000

/** What was read: the flags to use, where they came from, and why the service was not used. */
export interface FeatureFlagsRead {
  flags: FeatureFlags
  source: 'service' | 'defaults'
  /** A sentence for the console when the defaults stand because of the service; else null. */
  problem: string | null
}

/**
 * Reads the flags: the service's over the defaults, or the defaults alone when the service cannot
 * be read (a value that is not true or false is left out, and said).
 * @example
 * const { flags } = await readFeatureFlags({ url: 'https://flags.example/demo-museum', defaults: config.featureFlags })
 */
export async function readFeatureFlags(options: {
  url: string
  defaults: FeatureFlags
  /** @default globalThis.fetch, looked up when called */
  fetch?: FetchLike
  /** @default FEATURE_FLAG_TIMEOUT_MS */
  timeoutMs?: number
}): Promise<FeatureFlagsRead> {
  const fallback = (problem: string): FeatureFlagsRead => ({ flags: options.defaults, source: 'defaults', problem })
  const fetcher = options.fetch ?? ((request: Request) => globalThis.fetch(request))
  const signal = AbortSignal.timeout(options.timeoutMs ?? FEATURE_FLAG_TIMEOUT_MS)
  // Raced as well as passed on: a `fetch` that does not honour the signal still cannot hold the page.
  const late = new Promise<never>((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  )
  let body: unknown
  try {
    const response = await Promise.race([
      fetcher(new Request(options.url, { headers: { Accept: 'application/json' }, signal })),
      late,
    ])
    if (!response.ok) return fallback(`The feature-flag service answered ${response.status}; the defaults stand.`)
    body = await Promise.race([response.json(), late])
  } catch (cause) {
    const name = (cause as { name?: unknown } | null)?.name
    return fallback(
      name === 'TimeoutError'
        ? `The feature-flag service did not answer within ${options.timeoutMs ?? FEATURE_FLAG_TIMEOUT_MS} ms; the defaults stand.`
        : `The feature-flag service could not be read (${cause instanceof Error ? cause.message : String(cause)}); the defaults stand.`,
    )
  }
  const served = (body as { flags?: unknown } | null)?.flags
  if (typeof served !== 'object' || served === null || Array.isArray(served))
    return fallback('The feature-flag service answered without a "flags" object; the defaults stand.')
  const flags: Record<string, boolean> = { ...options.defaults }
  const ignored: string[] = []
  for (const [name, value] of Object.entries(served)) {
    if (typeof value === 'boolean') flags[name] = value
    else ignored.push(name)
  }
  return {
    flags,
    source: 'service',
    problem:
      ignored.length > 0 ? `Feature flags that are not true or false were left out: ${ignored.join(', ')}.` : null,
  }
}
