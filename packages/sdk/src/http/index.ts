export {
  type FetchLike,
  type Http,
  type HttpFailure,
  type HttpOptions,
  type RequestOptions,
  type ResponseData,
  createHttp,
} from './client.js'
export type { Schema, paths } from './paths.js'
export {
  type Attempt,
  READ_RETRY_ATTEMPTS,
  READ_RETRY_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  type RequestFailureKind,
  readRetryDelay,
  shouldRetry,
} from './rules.js'
export type { components, operations } from '../generated/storefront.js'
