import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * One item of the contract's error envelope (openapi/README.md, Error envelope):
 * `{ "_data": [ { "_code", "_description", "_context"?, "_extra"? } ] }` with the HTTP status.
 */
export interface ContractErrorItem {
  _code: string
  _description: string
  _context?: string
  _extra?: Record<string, unknown>
}

export interface ContractErrorBody {
  _data: ContractErrorItem[]
}

export function errorBody(code: string, description: string, extra?: { context?: string; extra?: Record<string, unknown> }): ContractErrorBody {
  const item: ContractErrorItem = { _code: code, _description: description }
  if (extra?.context !== undefined) item._context = extra.context
  if (extra?.extra !== undefined) item._extra = extra.extra
  return { _data: [item] }
}

/** Answers the contract's error envelope with a status. */
export function contractError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  description: string,
  extra?: { context?: string; extra?: Record<string, unknown> },
): Response {
  return c.json(errorBody(code, description, extra), status)
}

/** calls §8 Other: "Resource {type} not found." */
export function resourceNotFound(c: Context, type: string): Response {
  return contractError(c, 404, 'not_found', `Resource ${type} not found.`)
}

/** A query parameter or body the sandbox cannot read: 400 `validation_failed`. */
export function validationFailed(c: Context, description: string, context?: string): Response {
  return contractError(c, 400, 'validation_failed', description, context === undefined ? undefined : { context })
}
