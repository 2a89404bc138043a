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

export function errorBody(
  code: string,
  description: string,
  extra?: { context?: string; extra?: Record<string, unknown> },
): ContractErrorBody {
  const item: ContractErrorItem = { _code: code, _description: description }
  if (extra?.context !== undefined) item._context = extra.context
  if (extra?.extra !== undefined) item._extra = extra.extra
  return { _data: [item] }
}

/**
 * A contract error thrown from deep inside a handler; the app's error handler answers it with the
 * error envelope. Catalogue code throws it for bad input so every handler reads straight through.
 */
export class ContractError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly description: string,
    readonly context?: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(`${status} ${code}: ${description}`)
    this.name = 'ContractError'
  }

  body(): ContractErrorBody {
    const options: { context?: string; extra?: Record<string, unknown> } = {}
    if (this.context !== undefined) options.context = this.context
    if (this.extra !== undefined) options.extra = this.extra
    return errorBody(this.code, this.description, options)
  }
}

/** 400 `validation_failed`: a query parameter or body the sandbox cannot read. */
export function invalid(description: string, context?: string): ContractError {
  return new ContractError(400, 'validation_failed', description, context)
}

/** 404 `not_found`, worded as calls §8 Other: "Resource {type} not found." */
export function notFound(type: string): ContractError {
  return new ContractError(404, 'not_found', `Resource ${type} not found.`)
}
