export { createHttp, storefrontMiddleware, type Http, type HttpOptions, type HttpFailure, type FetchLike, type RequestOptions, type ResponseData } from './client.js'
export {
  READ_RETRY_ATTEMPTS,
  READ_RETRY_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  readRetryDelay,
  shouldRetry,
  type Attempt,
  type RequestFailureKind,
} from './rules.js'
export type { paths, components, operations, Schema } from './paths.js'
export { serializeQuery } from './query.js'
