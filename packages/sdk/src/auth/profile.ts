/**
 * The member's profile (storefront §1 My Account "profile"; §3 User / identity; §5 Profile:
 * "e-mail, first_name and last_name are read-only. The state field is sent as null if cleared.";
 * calls §7 GET my/user, PATCH my/user/{id}). The editable fields are the identity form's contact
 * and address fields with its rules (phone max 50, postal code, state from the country's list).
 */
import { identityFormFields, validateIdentity } from '../checkout/identity.js'
import type { FieldProblem, IdentityField, IdentityValues } from '../checkout/types.js'
import type { components } from '../generated/storefront.js'

type UserResponse = components['schemas']['UserResponse']

/** The profile as My Account shows it: the read-only name and e-mail, and the editable fields. */
export interface Profile {
  userId: string
  email: string | null
  firstName: string | null
  lastName: string | null
  /** phone, address, address_more, city, country, state, zip_code ('' when unset). */
  values: Record<ProfileFieldName, string>
}

/** The fields a member edits (storefront §5 Profile: the rest are read-only). */
export const PROFILE_FIELD_NAMES = ['phone', 'address', 'address_more', 'city', 'country', 'state', 'zip_code'] as const
export type ProfileFieldName = (typeof PROFILE_FIELD_NAMES)[number]

/** The profile form's fields, with the identity form's rules; none required. */
export function profileFields(): IdentityField[] {
  return identityFormFields({ phone: 'optional', address: true }).filter((field) =>
    (PROFILE_FIELD_NAMES as readonly string[]).includes(field.name),
  )
}

/** The profile of a GET my/user (or PATCH) answer: the user and its identity. */
export function readProfile(body: UserResponse): Profile | null {
  const user = body.user._data[0]
  if (!user) return null
  const identity = body.identity?._data.find((row) => row.id === user.identity_id) ?? body.identity?._data[0]
  const values = Object.fromEntries(
    PROFILE_FIELD_NAMES.map((name) => [name, typeof identity?.[name] === 'string' ? (identity[name] as string) : '']),
  ) as Record<ProfileFieldName, string>
  return {
    userId: user.id,
    email: user.email ?? identity?.email ?? null,
    firstName: user.first_name ?? identity?.first_name ?? null,
    lastName: user.last_name ?? identity?.last_name ?? null,
    values,
  }
}

/** The problems of the profile form by field (`{}` when it can be saved). */
export function profileProblems(values: IdentityValues): Record<string, FieldProblem> {
  return validateIdentity(values, profileFields())
}

/**
 * The body of PATCH my/user/{id}: the editable fields only, trimmed; a cleared field is sent as
 * null (storefront §5 "The state field is sent as null if cleared"), so it is cleared on the server.
 */
export function profileBody(values: IdentityValues): Record<ProfileFieldName, string | null> {
  return Object.fromEntries(
    PROFILE_FIELD_NAMES.map((name) => {
      const value = (values[name] ?? '').trim()
      return [name, value === '' ? null : value]
    }),
  ) as Record<ProfileFieldName, string | null>
}
