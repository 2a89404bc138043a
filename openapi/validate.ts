/**
 * Validates HTTP requests and responses against `storefront.yaml`, so the sdk (what it sends)
 * and the sandbox (what it answers) cannot drift from the contract.
 *
 * - Paths are relative to the API base (`events/12/calendar`), matched against the contract's
 *   path templates; a literal segment wins over a template one (`my/cart/modify` is not
 *   `my/cart/{cartId}`). An unknown path or method is a problem.
 * - Query values are strings on the wire and are checked as the parameter schema would read
 *   them (`_limit=20` is the integer 20). A query key the operation does not declare is a
 *   problem. An object parameter with `style: deepObject` (the events `meta` filter) is spelt
 *   with dots on the wire, `meta.{key}=value`, like every other filter (README, conventions).
 * - Headers are case-insensitive; undeclared headers are ignored (browsers add their own).
 * - Bodies are parsed JSON values. Only `application/json` bodies are checked against schemas;
 *   other answers (images) are checked for status and media type.
 *
 * Every function answers `string[]`: readable problems, empty when valid.
 *
 * @example
 * const contract = createContractValidator()
 * contract.validateRequest({ method: 'GET', path: 'events', query: { _seller: 'demo' }, headers: { 'Tix-App': 'ecomm' } })
 * // → []
 */
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'

export type QueryInput = URLSearchParams | Record<string, string | number | boolean | readonly string[] | undefined>
export type HeadersInput = Headers | Record<string, string | undefined>

export interface ContractRequest {
  method: string
  /** Relative to the API base, e.g. `events/12/calendar`; a `?query` part is read too. */
  path: string
  query?: QueryInput | undefined
  headers?: HeadersInput | undefined
  /** The parsed JSON body; `undefined` when the request has none. */
  body?: unknown
}

export interface ContractResponse {
  method: string
  path: string
  status: number
  /** The parsed JSON body; `undefined` when the answer has none or is not JSON. */
  body?: unknown
  /** The answer's `Content-Type`, when known; checked against the media types the contract names. */
  contentType?: string | undefined
}

export interface ContractOperation {
  operationId: string
  method: string
  /** The path template, e.g. `/events/{id}/calendar`. */
  template: string
  pathParams: Record<string, string>
}

/** An operation as listed by `listOperations()`. */
export interface ContractOperationInfo {
  operationId: string
  method: string
  /** The path template, e.g. `/events/{id}/calendar`. */
  template: string
  parameters: { name: string; in: string; required: boolean }[]
  requestBodyRequired: boolean
}

export interface ContractValidator {
  validateRequest(request: ContractRequest): string[]
  validateResponse(response: ContractResponse): string[]
  /** The operation a method and path resolve to, or a problem saying why none does. */
  findOperation(method: string, path: string): ContractOperation | { problem: string }
  /** Every operation of the contract, in file order. */
  listOperations(): ContractOperationInfo[]
}

export interface ContractValidatorOptions {
  /** The OpenAPI document, parsed or as YAML text. @default the contents of openapi/storefront.yaml */
  document?: string | OpenApiDocument
}

// The parts of an OpenAPI 3.1 document the validator reads.
type Schema = Record<string, unknown> | boolean
interface Reference {
  $ref: string
}
interface Parameter {
  name: string
  in: 'query' | 'header' | 'path' | 'cookie'
  required?: boolean
  style?: string
  schema?: Schema
}
interface MediaType {
  schema?: Schema
}
interface RequestBody {
  required?: boolean
  content?: Record<string, MediaType>
}
interface Response {
  content?: Record<string, MediaType>
}
interface Operation {
  operationId?: string
  parameters?: (Parameter | Reference)[]
  requestBody?: RequestBody | Reference
  responses?: Record<string, Response | Reference>
}
type PathItem = { parameters?: (Parameter | Reference)[] } & Partial<Record<Method, Operation>>
export interface OpenApiDocument {
  paths?: Record<string, PathItem>
  components?: {
    schemas?: Record<string, Schema>
    parameters?: Record<string, Parameter>
    requestBodies?: Record<string, RequestBody>
    responses?: Record<string, Response>
  }
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
type Method = (typeof methods)[number]

/** The id the component schemas are registered under; `#/components/schemas/X` refs point into it. */
const schemasId = 'https://contract.foyer.invalid/schemas.json'

type Segment = { literal: string } | { param: string }
interface Template {
  template: string
  segments: Segment[]
  /** Literal segments count; more is more specific. */
  literals: number
  item: PathItem
}

interface CompiledOperation {
  operationId: string
  method: Method
  template: string
  parameters: Parameter[]
  requestBody: RequestBody | undefined
  responses: Record<string, Response>
  /** Parameter checkers, by `in:name`, built on first use. */
  checks: Map<string, ValidateFunction>
}

export function createContractValidator(options: ContractValidatorOptions = {}): ContractValidator {
  const document = loadDocument(options.document)
  const components = document.components ?? {}

  // Bodies are checked as sent; parameters are strings on the wire and are read the way their
  // schema types them, hence a second instance that coerces.
  const ajvOptions = { allErrors: true, allowUnionTypes: true, strictTypes: false } as const
  const bodies = new Ajv2020(ajvOptions)
  const params = new Ajv2020({ ...ajvOptions, coerceTypes: true })
  for (const ajv of [bodies, params]) {
    addFormats(ajv)
    ajv.addSchema({ $id: schemasId, $defs: rewriteRefs(components.schemas ?? {}) })
  }

  const templates: Template[] = Object.entries(document.paths ?? {})
    .map(([template, item]) => {
      const segments = splitPath(template).map((segment): Segment =>
        /^\{[^}]+\}$/.test(segment) ? { param: segment.slice(1, -1) } : { literal: segment },
      )
      return { template, segments, literals: segments.filter((s) => 'literal' in s).length, item }
    })
    // A literal segment wins over a template segment, earliest difference first (OpenAPI 3.1
    // "Path Templating Matching": concrete paths are matched before templated ones).
    .sort((a, b) => compareSpecificity(a, b))

  const operations = new Map<string, CompiledOperation>()
  const bodyChecks = new Map<Schema, ValidateFunction>()

  function resolve<T>(value: T | Reference, section: 'parameters' | 'requestBodies' | 'responses'): T {
    if (value && typeof value === 'object' && '$ref' in value) {
      const prefix = `#/components/${section}/`
      const name = value.$ref.startsWith(prefix) ? value.$ref.slice(prefix.length) : undefined
      const target = name === undefined ? undefined : (components[section] as Record<string, T> | undefined)?.[name]
      if (target === undefined) throw new Error(`storefront.yaml: unresolved $ref ${value.$ref}`)
      return target
    }
    return value
  }

  function compile(template: Template, method: Method): CompiledOperation {
    const key = `${method} ${template.template}`
    const known = operations.get(key)
    if (known) return known
    const operation = template.item[method]!
    // Operation parameters override path-level ones with the same name and location.
    const merged = new Map<string, Parameter>()
    for (const p of [...(template.item.parameters ?? []), ...(operation.parameters ?? [])]) {
      const parameter = resolve(p, 'parameters')
      merged.set(`${parameter.in}:${parameter.name.toLowerCase()}`, parameter)
    }
    const responses: Record<string, Response> = {}
    for (const [status, response] of Object.entries(operation.responses ?? {}))
      responses[status] = resolve(response, 'responses')
    const compiled: CompiledOperation = {
      operationId: operation.operationId ?? key,
      method,
      template: template.template,
      parameters: [...merged.values()],
      requestBody: operation.requestBody ? resolve(operation.requestBody, 'requestBodies') : undefined,
      responses,
      checks: new Map(),
    }
    operations.set(key, compiled)
    return compiled
  }

  function match(
    method: string,
    rawPath: string,
  ): { operation: CompiledOperation; pathParams: Record<string, string> } | { problem: string } {
    const path = rawPath.split('?')[0] ?? ''
    const segments = splitPath(path)
    const wanted = method.toLowerCase() as Method
    // The most specific template that matches is the path; its methods are the only ones.
    for (const template of templates) {
      const pathParams = matchSegments(template, segments)
      if (!pathParams) continue
      if (methods.includes(wanted) && template.item[wanted]) return { operation: compile(template, wanted), pathParams }
      const allowed = methods.filter((m) => template.item[m]).map((m) => m.toUpperCase())
      return {
        problem: `${method.toUpperCase()} ${path}: method not in the contract (${template.template} allows ${allowed.join(', ')})`,
      }
    }
    return { problem: `${method.toUpperCase()} ${path}: path not in the contract` }
  }

  function checkValue(operation: CompiledOperation, parameter: Parameter, value: unknown): string[] {
    const key = `${parameter.in}:${parameter.name}`
    let check = operation.checks.get(key)
    if (!check) {
      // Wrapped in an object so that coercion can replace the value in place.
      check = params.compile({ type: 'object', properties: { value: rewriteRefs(parameter.schema ?? {}) } })
      operation.checks.set(key, check)
    }
    if (check({ value })) return []
    return describe(check.errors, `${parameter.in} ${parameter.name}`, '/value')
  }

  function checkBody(schema: Schema, body: unknown, where: string): string[] {
    let check = bodyChecks.get(schema)
    if (!check) {
      check = bodies.compile(rewriteRefs(schema) as Exclude<Schema, boolean>)
      bodyChecks.set(schema, check)
    }
    if (check(body)) return []
    return describe(check.errors, where, '')
  }

  function validateRequest(request: ContractRequest): string[] {
    const found = match(request.method, request.path)
    if ('problem' in found) return [found.problem]
    const { operation, pathParams } = found
    const label = `${request.method.toUpperCase()} ${request.path.split('?')[0]}`
    const problems: string[] = []

    const query = readQuery(request.path, request.query)
    const headers = readHeaders(request.headers)
    const consumed = new Set<string>()
    for (const parameter of operation.parameters) {
      if (parameter.in === 'path') {
        problems.push(...checkValue(operation, parameter, pathParams[parameter.name]))
      } else if (parameter.in === 'query') {
        if (parameter.style === 'deepObject' && isObjectSchema(parameter.schema)) {
          // meta.{key}=value: the dotted spelling of a deepObject parameter.
          const entries = [...query.keys()].filter((k) => k.startsWith(`${parameter.name}.`))
          entries.forEach((k) => consumed.add(k))
          if (entries.length === 0) {
            if (parameter.required) problems.push(`query ${parameter.name}.{key} is required`)
            continue
          }
          const value = Object.fromEntries(entries.map((k) => [k.slice(parameter.name.length + 1), query.get(k)?.[0]]))
          problems.push(...checkValue(operation, parameter, value))
          continue
        }
        const values = query.get(parameter.name)
        consumed.add(parameter.name)
        if (values === undefined) {
          if (parameter.required) problems.push(`query ${parameter.name} is required`)
        } else if (values.length > 1) {
          problems.push(
            `query ${parameter.name} is given ${values.length} times; the contract takes one value (use a comma list)`,
          )
        } else {
          problems.push(...checkValue(operation, parameter, values[0]))
        }
      } else if (parameter.in === 'header') {
        const value = headers.get(parameter.name.toLowerCase())
        if (value === undefined) {
          if (parameter.required) problems.push(`header ${parameter.name} is required`)
        } else {
          problems.push(...checkValue(operation, parameter, value))
        }
      }
    }
    for (const key of query.keys()) {
      if (!consumed.has(key)) problems.push(`query ${key} is not a parameter of ${operation.operationId}`)
    }

    const requestBody = operation.requestBody
    if (request.body === undefined) {
      if (requestBody?.required) problems.push('body is required')
    } else if (!requestBody) {
      problems.push(`body given, but ${operation.operationId} takes none`)
    } else {
      const schema = requestBody.content?.['application/json']?.schema
      if (schema === undefined) problems.push(`${operation.operationId} takes no JSON body`)
      else problems.push(...checkBody(schema, request.body, 'body'))
    }
    return problems.map((p) => `${label}: ${p}`)
  }

  function validateResponse(response: ContractResponse): string[] {
    const found = match(response.method, response.path)
    if ('problem' in found) return [found.problem]
    const { operation } = found
    const label = `${response.method.toUpperCase()} ${response.path.split('?')[0]} → ${response.status}`
    const declared =
      operation.responses[String(response.status)] ??
      operation.responses[`${String(response.status)[0]}XX`] ??
      operation.responses.default
    if (!declared) {
      return [
        `${label}: status ${response.status} is not an answer of ${operation.operationId} (it answers ${Object.keys(operation.responses).join(', ')})`,
      ]
    }
    const content = declared.content ?? {}
    const mediaTypes = Object.keys(content)
    if (mediaTypes.length === 0) {
      return response.body === undefined || response.body === null || response.body === ''
        ? []
        : [`${label}: the contract answers no body here, but one came`]
    }
    const contentType = response.contentType?.split(';')[0]?.trim().toLowerCase()
    if (contentType !== undefined && contentType !== '' && !mediaTypes.includes(contentType)) {
      return [`${label}: content type ${contentType} is not one of ${mediaTypes.join(', ')}`]
    }
    const schema = content['application/json']?.schema
    const isJson =
      contentType === undefined || contentType === '' ? schema !== undefined : contentType === 'application/json'
    if (!isJson || schema === undefined) return []
    if (response.body === undefined) return [`${label}: a JSON body is required`]
    return checkBody(schema, response.body, 'body').map((p) => `${label}: ${p}`)
  }

  function findOperation(method: string, path: string): ContractOperation | { problem: string } {
    const found = match(method, path)
    if ('problem' in found) return found
    return {
      operationId: found.operation.operationId,
      method: found.operation.method.toUpperCase(),
      template: found.operation.template,
      pathParams: found.pathParams,
    }
  }

  function listOperations(): ContractOperationInfo[] {
    return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      methods
        .filter((method) => item[method])
        .map((method) => {
          const operation = compile(
            templates.find((t) => t.template === path)!,
            method,
          )
          return {
            operationId: operation.operationId,
            method: method.toUpperCase(),
            template: path,
            parameters: operation.parameters.map((p) => ({ name: p.name, in: p.in, required: p.required === true })),
            requestBodyRequired: operation.requestBody?.required === true,
          }
        }),
    )
  }

  return { validateRequest, validateResponse, findOperation, listOperations }
}

function loadDocument(source: ContractValidatorOptions['document']): OpenApiDocument {
  if (source !== undefined && typeof source !== 'string') return source
  const text = source ?? readFileSync(new URL('./storefront.yaml', import.meta.url), 'utf8')
  return parse(text) as OpenApiDocument
}

/** Points `#/components/schemas/X` refs at the registered schemas; leaves the input untouched. */
function rewriteRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(rewriteRefs) as T
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')
        ? `${schemasId}#/$defs/${inner.slice('#/components/schemas/'.length)}`
        : rewriteRefs(inner)
  }
  return out as T
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

function compareSpecificity(a: Template, b: Template): number {
  const length = Math.min(a.segments.length, b.segments.length)
  for (let i = 0; i < length; i++) {
    const aLiteral = 'literal' in a.segments[i]!
    const bLiteral = 'literal' in b.segments[i]!
    if (aLiteral !== bLiteral) return aLiteral ? -1 : 1
  }
  return b.literals - a.literals
}

function matchSegments(template: Template, segments: string[]): Record<string, string> | undefined {
  if (template.segments.length !== segments.length) return undefined
  const pathParams: Record<string, string> = {}
  for (const [i, part] of template.segments.entries()) {
    const segment = segments[i]!
    if ('literal' in part) {
      if (part.literal !== segment) return undefined
    } else {
      pathParams[part.param] = safeDecode(segment)
    }
  }
  return pathParams
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function readQuery(path: string, input: QueryInput | undefined): Map<string, string[]> {
  const query = new Map<string, string[]>()
  const add = (key: string, value: string) => query.set(key, [...(query.get(key) ?? []), value])
  const inPath = path.includes('?') ? path.slice(path.indexOf('?') + 1) : ''
  new URLSearchParams(inPath).forEach((value, key) => add(key, value))
  if (input instanceof URLSearchParams) {
    input.forEach((value, key) => add(key, value))
  } else if (input) {
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined) continue
      if (Array.isArray(value)) value.forEach((v: string) => add(key, v))
      else add(key, String(value))
    }
  }
  return query
}

function readHeaders(input: HeadersInput | undefined): Map<string, string> {
  const headers = new Map<string, string>()
  if (input instanceof Headers) input.forEach((value, key) => headers.set(key.toLowerCase(), value))
  else if (input)
    for (const [key, value] of Object.entries(input)) if (value !== undefined) headers.set(key.toLowerCase(), value)
  return headers
}

function isObjectSchema(schema: Schema | undefined): boolean {
  return typeof schema === 'object' && schema.type === 'object'
}

function describe(errors: ErrorObject[] | null | undefined, where: string, strip: string): string[] {
  const problems = (errors ?? []).map((error) => {
    const at = error.instancePath.startsWith(strip) ? error.instancePath.slice(strip.length) : error.instancePath
    const detail =
      error.keyword === 'enum'
        ? ` (${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')})`
        : error.keyword === 'const'
          ? ` (${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)})`
          : ''
    if (error.keyword === 'false schema') return `${where}${at} must not be sent`
    return `${where}${at} ${error.message ?? 'is invalid'}${detail}`
  })
  return [...new Set(problems)]
}
