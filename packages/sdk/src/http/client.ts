import createClient, {
  type Client,
  type ClientPathsWithMethod,
  type FetchResponse,
  type MaybeOptionalInit,
} from 'openapi-fetch'
import { foyerErrorFromFailure, foyerErrorFromResponse, type FoyerError, type Result } from '../errors/index.js'
import { sleep, type Clock } from '../store/clock.js'
import type { paths } from './paths.js'
import { serializeQuery } from './query.js'
import { REQUEST_TIMEOUT_MS, readRetryDelay, shouldRetry, type Attempt } from './rules.js'

/** The `fetch` the sdk calls: a `Request` in, a `Response` out (what openapi-fetch passes). */
export type FetchLike = (input: Request) => Promise<Response>

export interface HttpOptions {
  /** API base URL; paths of the contract are relative to it. */
  apiBase: string
  /** Base URL of cached reads (`{ cached: true }`); reads use `apiBase` when absent. */
  cachedApiBase?: string | undefined
  /** The seller slug, sent as `_seller` on every request (calls §7). */
  seller: string
  /** @default globalThis.fetch, looked up at call time */
  fetch?: FetchLike | undefined
  clock: Clock
  /** @default REQUEST_TIMEOUT_MS (15 000 ms) */
  timeoutMs?: number | undefined
  /** Told about every request that failed for good (after any retries). */
  onError?: ((failure: HttpFailure) => void) | undefined
}

export interface HttpFailure {
  method: string
  path: string
  error: FoyerError
}

export interface RequestOptions {
  /**
   * Read through the cached-read base (`cachedApiBase`), for reads the spec marks cached
   * (calls §7: the calendar, ticket order QR codes).
   * @default false
   */
  cached?: boolean
  /** Abort the request (and any retry wait). An aborted request is never retried. */
  signal?: AbortSignal
}

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete'
type PathsWith<M extends Method> = ClientPathsWithMethod<Client<paths>, M>
type InitFor<P extends keyof paths, M extends Method> = MaybeOptionalInit<paths[P], M & keyof paths[P]>
/** The success body of `method path`, as the contract types it. */
export type ResponseData<P extends keyof paths, M extends Method, I = {}> = NonNullable<
  // openapi-fetch's FetchResponse indexes the operation with `any`; `unknown` loses its inference.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  FetchResponse<paths[P][M & keyof paths[P]] & Record<string | number, any>, I, `${string}/${string}`>['data']
>

/**
 * The storefront's HTTP layer: an openapi-fetch client typed by the contract, and calls that
 * return `Result` values.
 *
 * - Every request carries the header `Tix-App: ecomm` and the query `_seller` (calls §7).
 * - Every failure becomes one `FoyerError` (server code, status, description, message key;
 *   calls §8) returned as `{ error }`, never thrown. Only bugs throw.
 * - Reads (GET) are retried up to 3 times with a doubling 250 ms delay on network error, timeout
 *   or 502; writes never are (calls §7). Each try goes through the client call again, because a
 *   `Request` whose body was read cannot be sent twice.
 * - Each try is abandoned after `timeoutMs` (default 15 s) and counts as a timeout.
 */
export interface Http {
  /** The underlying openapi-fetch client, with the calls §7 header and query (for calls not wrapped below). */
  readonly client: Client<paths>
  get<P extends PathsWith<'get'>, I extends InitFor<P, 'get'>>(
    path: P,
    init: I,
    options?: RequestOptions,
  ): Promise<Result<ResponseData<P, 'get', I>>>
  post<P extends PathsWith<'post'>, I extends InitFor<P, 'post'>>(
    path: P,
    init: I,
    options?: RequestOptions,
  ): Promise<Result<ResponseData<P, 'post', I>>>
  put<P extends PathsWith<'put'>, I extends InitFor<P, 'put'>>(
    path: P,
    init: I,
    options?: RequestOptions,
  ): Promise<Result<ResponseData<P, 'put', I>>>
  patch<P extends PathsWith<'patch'>, I extends InitFor<P, 'patch'>>(
    path: P,
    init: I,
    options?: RequestOptions,
  ): Promise<Result<ResponseData<P, 'patch', I>>>
  delete<P extends PathsWith<'delete'>, I extends InitFor<P, 'delete'>>(
    path: P,
    init: I,
    options?: RequestOptions,
  ): Promise<Result<ResponseData<P, 'delete', I>>>
  /** Aborts every request in flight and every retry wait; later calls fail with `aborted`. */
  dispose(): void
}

/**
 * Creates the HTTP layer. Nothing global is touched until a request is made.
 * @example
 * const http = createHttp({ apiBase: 'https://api.example/api/v1', seller: 'demo-museum', clock: systemClock })
 * const result = await http.get('/events/{id}', { params: { path: { id: 'e1' } } })
 * if ('error' in result) console.log(result.error.code)
 */
export function createHttp(options: HttpOptions): Http {
  const { apiBase, cachedApiBase, seller, clock, onError } = options
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  const injectedFetch = options.fetch
  // calls §7: every request carries the header `Tix-App: ecomm` and the query `_seller`, written
  // where openapi-fetch builds the request: a middleware would build each request twice.
  const sellerQuery = `_seller=${encodeURIComponent(seller)}`
  const client = createClient<paths>({
    baseUrl: apiBase,
    headers: { 'Tix-App': 'ecomm' },
    querySerializer: (query) => {
      const search = serializeQuery(query)
      return search ? `${search}&${sellerQuery}` : sellerQuery
    },
    // Looked up per request, not at creation: nothing global is read before it is needed.
    fetch: (request) => (injectedFetch ?? globalThis.fetch)(request),
  })
  const disposed = new AbortController()

  async function tryOnce(
    method: Method,
    path: string,
    init: object,
    requestOptions: RequestOptions,
  ): Promise<{ attempt: Attempt; result: Result<unknown> }> {
    const signals = [disposed.signal, requestOptions.signal].filter((s): s is AbortSignal => s !== undefined)
    // Aborted before this try (during a retry wait, or before the first): send nothing.
    if (signals.some((signal) => signal.aborted)) {
      return { attempt: { failure: 'aborted' }, result: { error: foyerErrorFromFailure(abortReason(signals)) } }
    }
    const controller = new AbortController()
    let timer: unknown
    let stopWaiting: () => void = () => {}
    // Resolves when the try must stop waiting for an answer: timeout, caller abort or dispose.
    // Raced against the call, so a `fetch` that ignores its signal cannot hang the storefront.
    const interrupted = new Promise<'timeout' | 'aborted'>((resolve) => {
      const onAbort = () => resolve('aborted')
      for (const signal of signals) {
        if (signal.aborted) onAbort()
        signal.addEventListener('abort', onAbort, { once: true })
      }
      timer = clock.setTimeout(() => resolve('timeout'), timeoutMs)
      stopWaiting = () => {
        clock.clearTimeout(timer)
        for (const signal of signals) signal.removeEventListener('abort', onAbort)
      }
    })

    const baseUrl = requestOptions.cached && cachedApiBase ? cachedApiBase : apiBase
    // The call, for a failure's message: the path as the contract names it under the base.
    const request = { method: method.toUpperCase(), url: `${baseUrl.replace(/\/$/, '')}${path}` }
    const call = callClient(client, method, path, { ...init, baseUrl, signal: controller.signal }).then(
      (response) => ({ response }),
      (cause: unknown) => ({ cause }),
    )
    const outcome = await Promise.race([call, interrupted])
    stopWaiting()

    if (outcome === 'timeout' || outcome === 'aborted') {
      const cause =
        outcome === 'timeout'
          ? new DOMException(`${method.toUpperCase()} ${path} took longer than ${timeoutMs} ms`, 'TimeoutError')
          : abortReason(signals)
      controller.abort(cause)
      return { attempt: { failure: outcome }, result: { error: foyerErrorFromFailure(cause, request) } }
    }
    if ('cause' in outcome) {
      const error = foyerErrorFromFailure(outcome.cause, request)
      // fetch rejects with a TypeError when the connection fails or drops (calls §7 "network
      // error"); anything else thrown (an unparsable body, say) is returned but not retried.
      const failure = error.code === 'network_error' ? 'network' : error.code === 'aborted' ? 'aborted' : 'unexpected'
      return { attempt: { failure }, result: { error } }
    }
    const { data, error, response } = outcome.response
    if (response.ok) return { attempt: { status: response.status }, result: { data } as Result<unknown> }
    return {
      attempt: { status: response.status },
      result: {
        error: foyerErrorFromResponse(response.status, error, {
          request: { method: request.method, url: response.url || request.url },
        }),
      },
    }
  }

  async function send(method: Method, path: string, init: object, requestOptions: RequestOptions = {}) {
    for (let retries = 0; ; retries += 1) {
      const { attempt, result } = await tryOnce(method, path, init, requestOptions)
      if (result.error === undefined) return result
      if (!shouldRetry(method, attempt, retries)) {
        onError?.({ method: method.toUpperCase(), path, error: result.error })
        return result
      }
      // calls §7: wait 250, 500, 1000 ms before retries 1, 2, 3.
      await sleep(clock, readRetryDelay(retries + 1), anySignal([disposed.signal, requestOptions.signal]))
    }
  }

  // The typed methods are thin casts over `send`: openapi-fetch checks path, params and body at
  // the call site; at runtime every method is the same loop.
  const method = (name: Method) => (path: string, init: object, requestOptions?: RequestOptions) =>
    send(name, path, init, requestOptions)

  return {
    client,
    get: method('get') as Http['get'],
    post: method('post') as Http['post'],
    put: method('put') as Http['put'],
    patch: method('patch') as Http['patch'],
    delete: method('delete') as Http['delete'],
    dispose: () => disposed.abort(new DOMException('The storefront was disposed', 'AbortError')),
  }
}

type ClientResult = { data?: unknown; error?: unknown; response: Response }

function callClient(client: Client<paths>, method: Method, path: string, init: object): Promise<ClientResult> {
  // openapi-fetch's `request(method, path, init)`; its per-path typing is enforced by Http's signatures.
  const request = client.request as unknown as (m: string, p: string, i: object) => Promise<ClientResult>
  return request(method, path, init)
}

function abortReason(signals: AbortSignal[]): unknown {
  return signals.find((signal) => signal.aborted)?.reason ?? new DOMException('Aborted', 'AbortError')
}

function anySignal(signals: (AbortSignal | undefined)[]): AbortSignal {
  const present = signals.filter((s): s is AbortSignal => s !== undefined)
  return present.length === 1 ? present[0]! : AbortSignal.any(present)
}
