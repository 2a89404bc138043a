/**
 * A `fetch` that checks every request it sends and every answer it gets against the contract,
 * so an sdk integration test is also a contract test: pass `fetch` into the sdk, run the
 * scenario, then expect `violations` to be empty.
 *
 * - The request's URL must start with `apiBase` or `cachedApiBase` (absolute URLs, or paths
 *   compared with the URL's path); what follows is the contract path. Only GET may use the
 *   cached-read prefix (calls §7: it is a cached *read* prefix).
 * - Request bodies are read from a clone, so the inner fetch gets the request untouched.
 * - JSON answers are parsed from a clone and checked; other answers (images) are checked for
 *   status and media type; the caller gets the answer untouched.
 *
 * @example
 * const { app } = createSandbox()
 * const observed = contractFetch(app.fetch, { apiBase: 'http://sandbox/api/v1', cachedApiBase: 'http://sandbox/cached/api/v1' })
 * const storefront = createStorefront({ apiBase: 'http://sandbox/api/v1', seller: 'demo-museum', fetch: observed.fetch })
 * // … run the scenario …
 * expect(observed.violations).toEqual([])
 */
import { createContractValidator, type ContractValidator } from './validate.js'

export interface ContractFetchOptions {
  /** The API base the contract's paths are relative to, e.g. `http://sandbox/api/v1`. */
  apiBase: string
  /** The cached-read prefix, e.g. `http://sandbox/cached/api/v1`. */
  cachedApiBase?: string | undefined
  /** @default one shared createContractValidator() over openapi/storefront.yaml */
  validator?: ContractValidator | undefined
}

/** Anything that answers a `Request`: `globalThis.fetch`, Hono's `app.fetch`, an sdk fetch. */
export type InnerFetch = (request: Request) => Response | Promise<Response>

export interface ContractFetch {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
  /** Every problem seen so far, in order; each names the method and path. */
  violations: string[]
}

interface Base {
  origin: string | undefined
  pathname: string
}

export function contractFetch(innerFetch: InnerFetch, options: ContractFetchOptions): ContractFetch {
  const validator = options.validator ?? defaultValidator()
  const violations: string[] = []
  const cached = options.cachedApiBase === undefined ? undefined : readBase(options.cachedApiBase)
  const api = readBase(options.apiBase)

  async function observedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const method = request.method.toUpperCase()
    // The cached prefix is checked first in case it nests inside the API base.
    const viaCache = cached !== undefined && relativePath(cached, url) !== undefined
    const path = viaCache ? relativePath(cached!, url) : relativePath(api, url)

    if (path === undefined) {
      violations.push(`${method} ${url.href}: outside the API base ${options.apiBase}`)
      return innerFetch(request)
    }
    if (viaCache && method !== 'GET') violations.push(`${method} ${path}: only reads may use the cached-read prefix`)

    const text = request.body === null ? '' : await request.clone().text()
    const body = parseJson(text)
    if (body === invalid) {
      violations.push(`${method} ${path}: request body is not JSON`)
    } else {
      violations.push(
        ...validator.validateRequest({ method, path, query: url.searchParams, headers: request.headers, body }),
      )
    }

    const response = await innerFetch(request)
    const contentType = response.headers.get('content-type') ?? undefined
    const isJson = contentType !== undefined && /^application\/(.+\+)?json\b/i.test(contentType)
    if (isJson || response.status === 204) {
      const answer = parseJson(await response.clone().text())
      if (answer === invalid) violations.push(`${method} ${path} → ${response.status}: answer is not JSON`)
      else
        violations.push(
          ...validator.validateResponse({ method, path, status: response.status, body: answer, contentType }),
        )
    } else {
      violations.push(...validator.validateResponse({ method, path, status: response.status, contentType }))
    }
    return response
  }

  return { fetch: observedFetch, violations }
}

let shared: ContractValidator | undefined
/** One validator over storefront.yaml for every observer: compiled schemas are reused across tests. */
function defaultValidator(): ContractValidator {
  shared ??= createContractValidator()
  return shared
}

const invalid = Symbol('invalid JSON')

/** `undefined` for an empty body, the value for JSON, `invalid` otherwise. */
function parseJson(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return invalid
  }
}

function readBase(base: string): Base {
  const trim = (pathname: string) => pathname.replace(/\/+$/, '')
  try {
    const url = new URL(base)
    return { origin: url.origin, pathname: trim(url.pathname) }
  } catch {
    return { origin: undefined, pathname: trim(base) }
  }
}

/** The path after the base, without a leading slash; `undefined` when the URL is not under it. */
function relativePath(base: Base, url: URL): string | undefined {
  if (base.origin !== undefined && base.origin !== url.origin) return undefined
  if (!url.pathname.startsWith(`${base.pathname}/`)) return undefined
  return url.pathname.slice(base.pathname.length + 1)
}
