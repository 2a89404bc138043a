/**
 * The member's profile (storefront §1 My Account "profile"; §3 User / identity; §5 Profile:
 * "e-mail, first_name and last_name are read-only. The state field is sent as null if cleared.";
 * calls §7 GET my/user, PATCH my/user/{id}). The editable fields are the identity form's contact
 * and address fields with its rules (phone max 50, postal code, state from the country's list).
 */
import { identityFormFields, validateIdentity } from '../checkout/identity.js'
import type { FieldProblem, IdentityField, IdentityValues } from '../checkout/types.js'
import { FoyerError, type Result } from '../errors/foyer-error.js'
import { invalidInput, shown } from '../errors/invalid-input.js'
import type { components } from '../generated/storefront.js'
import type { Storefront } from '../storefront.js'
import { accountMessages } from '../i18n/messages/account.en.js'

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
 * The body of PATCH my/user/{id}: the editable fields given, trimmed (a field left out is left as
 * it is); a cleared field is sent as null (storefront §5 "The state field is sent as null if
 * cleared"), so it is cleared on the server.
 */
export function profileBody(values: IdentityValues): Partial<Record<ProfileFieldName, string | null>> {
  return Object.fromEntries(
    PROFILE_FIELD_NAMES.filter((name) => values[name] !== undefined).map((name) => {
      const value = (values[name] ?? '').trim()
      return [name, value === '' ? null : value]
    }),
  )
}

/**
 * My Account's profile (GET my/user with its identity: storefront §3 User / identity). In the
 * auth subpath beside its rules rather than on the auth store, so pages other than My Account do
 * not carry the identity form's rules (issue 16).
 */
export async function loadProfile(storefront: Storefront): Promise<Result<Profile>> {
  storefront.i18n.addMessages(accountMessages)
  const result = await storefront.http.get('/my/user', { params: { query: { _embed: 'identity' } } } as never)
  if (result.error) return { error: result.error }
  const profile = readProfile(result.data)
  return profile ? { data: profile } : { error: new FoyerError({ code: 'unexpected' }) }
}

/**
 * Saves the logged-in member's profile (PATCH my/user/{id}; storefront §5 Profile: the e-mail and
 * the names are read-only, a cleared field is sent as null). Only the fields given change; `''`
 * clears one. Bad values are refused before any call: a key that is not an editable field
 * (`PROFILE_FIELD_NAMES`) or a value that is not text is `invalid_input`; a value the form refuses
 * is `validation_failed`, its `extra.problems` the field problems (`fieldProblemMessage` words them).
 * @example await updateProfile(storefront, { phone: '+1 212 555 0100' }) // the rest stays as it is
 */
export async function updateProfile(
  storefront: Storefront,
  values: Partial<Record<ProfileFieldName, string>>,
): Promise<Result<Profile>> {
  storefront.i18n.addMessages(accountMessages)
  if (typeof values !== 'object' || values === null || Array.isArray(values))
    return invalidInput('values', `must be an object of profile fields (${PROFILE_FIELD_NAMES.join(', ')})`)
  for (const [key, value] of Object.entries(values)) {
    if (!(PROFILE_FIELD_NAMES as readonly string[]).includes(key))
      return invalidInput(key, `is not an editable profile field (${PROFILE_FIELD_NAMES.join(', ')})`)
    if (typeof value !== 'string') return invalidInput(key, `must be text, not ${shown(value)}`)
  }
  const problems = profileProblems(values)
  if (Object.values(problems)[0])
    return {
      error: new FoyerError({ code: 'validation_failed', messageKey: 'checkout.fieldFormat', extra: { problems } }),
    }
  const user = storefront.auth.getSnapshot().user
  if (!user) return { error: new FoyerError({ code: 'not_authenticated', status: 401, messageKey: 'auth.failed' }) }
  const result = await storefront.http.patch('/my/user/{userId}', {
    params: { path: { userId: user.id } },
    body: profileBody(values),
  })
  if (result.error) return { error: result.error }
  const profile = readProfile(result.data)
  return profile ? { data: profile } : { error: new FoyerError({ code: 'unexpected' }) }
}
