/**
 * The contract's paths as openapi-typescript types. TEMPORARY: a minimal hand-written subset until
 * `src/generated/storefront.ts` (generated from openapi/storefront.yaml) lands; then this file
 * re-exports it.
 */
type Envelope<Name extends string, Row> = { [K in Name]: { _data: Row[] } }
type ErrorEnvelope = { _data: { _code: string; _description?: string; _context?: string; _extra?: Record<string, unknown> }[] }
type Common = { _seller?: string; _embed?: string; _limit?: number }
type Json<T> = { content: { 'application/json': T } }
type Errors = { default: Json<ErrorEnvelope> }

export interface paths {
  '/events': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never }
    get: {
      parameters: { query?: Common & Record<string, string | number | undefined> }
      responses: { 200: Json<Envelope<'event_template', Record<string, unknown>> & Record<string, unknown>> } & Errors
    }
  }
  '/events/{id}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never }
    get: {
      parameters: { path: { id: string }; query?: Common }
      responses: { 200: Json<Envelope<'event_template', Record<string, unknown>> & Record<string, unknown>> } & Errors
    }
  }
  '/my/cart/modify': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never }
    post: {
      parameters: { query?: Common }
      requestBody: Json<Record<string, unknown>>
      responses: { 200: Json<Envelope<'cart', Record<string, unknown>>> } & Errors
    }
  }
}
