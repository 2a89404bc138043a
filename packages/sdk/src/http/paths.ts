import type { components, operations, paths as contractPaths } from '../generated/storefront.js'

export type { components, operations }

/** Parameters every request gets from the storefront middleware (calls §7), not from the caller. */
type MiddlewareQuery = '_seller'
type MiddlewareHeader = 'Tix-App'

type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T]

/** `{ [key]: value }`, optional when nothing in `value` is required, absent when `value` is empty. */
type Slot<Key extends string, Value> = [keyof Value] extends [never]
  ? { [K in Key]?: never }
  : [RequiredKeys<Value>] extends [never]
    ? { [K in Key]?: Value }
    : { [K in Key]: Value }

type CallerParameters<P> = Omit<P, 'query' | 'header'> &
  Slot<'query', Omit<NonNullable<P extends { query?: infer Q } ? Q : never>, MiddlewareQuery>> &
  Slot<'header', Omit<NonNullable<P extends { header?: infer H } ? H : never>, MiddlewareHeader>>

type CallerOperation<O> = O extends { parameters: infer P }
  ? Omit<O, 'parameters'> & { parameters: CallerParameters<P> }
  : O

/**
 * The contract's paths (generated from openapi/storefront.yaml) as a caller of the sdk's client
 * sees them: `_seller` and `Tix-App` are required by the contract on every call, and the
 * storefront middleware adds them, so callers never pass them.
 */
export type paths = {
  [Path in keyof contractPaths]: {
    [Key in keyof contractPaths[Path]]: Key extends 'parameters'
      ? CallerParameters<contractPaths[Path][Key]>
      : CallerOperation<contractPaths[Path][Key]>
  }
}

/** A schema of the contract by name, e.g. `Schema<'EventTemplate'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name]
