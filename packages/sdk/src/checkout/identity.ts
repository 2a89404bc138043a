/**
 * The identity form of checkout (storefront §5 Identity and account): its fields for a payment
 * method, the custom fields, and the validators.
 */
import type { Translate } from '../i18n/types'
import { isEmailAddress } from '../core/email.js'
import type {
  CustomIdentityField,
  FieldProblem,
  IdentityField,
  IdentityValues,
  PaymentMethodType,
  Purchaser,
} from './types'
import {
  NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  CUSTOM_FIELD_MAX_LENGTH,
  POSTAL_CODE_MIN_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_REQUIRED_PAYMENT_METHODS,
  PAYMENT_METHOD_ADDRESS_FIELDS,
  DEFAULT_STATE_LISTS,
} from './rules.js'

// =============================================================================================
// Identity form (storefront §5 Identity and account)
// =============================================================================================

export interface IdentityFormOptions {
  /** The tenant's own extra fields, asked after name, e-mail and phone (storefront §5 Identity "plus configured custom fields"). */
  customFields?: readonly CustomIdentityField[]
  /** Whether the form asks for a phone number, and whether it is required. @default 'hidden' */
  phone?: 'required' | 'optional' | 'hidden'
  /** Whether the form asks for a postal address (address, city, state, zip_code, country). @default false */
  address?: boolean
  /** The payment method chosen: bacs_debit and afterpay_clearpay force the address fields. */
  paymentMethod?: PaymentMethodType | string | null
  /** Fields the chosen payment method needs: they are required even when the form would make them optional (storefront §5 "forced to required"). */
  requiredByPaymentMethod?: readonly string[]
  /**
   * Fields the cart's tickets ask for: each ticket group's meta `extra_checkout_fields`
   * (storefront §3 Ticket group; see `extraCheckoutFields`), shown and required.
   */
  requiredByTickets?: readonly string[]
  /** Country lists for the state select. @default DEFAULT_STATE_LISTS */
  stateLists?: Readonly<Record<string, readonly string[]>>
}

/** Whether the payment method makes the address fields required: Bacs Direct Debit and Afterpay / Clearpay do (storefront §5 / calls §5). */
export function requiresAddress(paymentMethod: string | null | undefined): boolean {
  return (
    paymentMethod !== null &&
    paymentMethod !== undefined &&
    (ADDRESS_REQUIRED_PAYMENT_METHODS as readonly string[]).includes(paymentMethod)
  )
}

/**
 * The fields of the identity form (storefront §5): "always includes first_name, last_name and
 * e-mail plus configured custom fields. Fields required by the chosen payment method are forced
 * to required. For bacs_debit and afterpay_clearpay, address, city, country and zip_code are
 * required." The e-mail confirmation follows the e-mail ("must match the confirm field").
 * Address fields appear when the tenant asks for them or the payment method needs them; the state
 * is required only for a country with a list (see `validateIdentity`).
 */
export function identityFormFields(options: IdentityFormOptions = {}): IdentityField[] {
  const forced = new Set<string>([
    ...(options.requiredByPaymentMethod ?? []),
    ...(options.requiredByTickets ?? []),
    ...(requiresAddress(options.paymentMethod) ? PAYMENT_METHOD_ADDRESS_FIELDS : []),
  ])
  const fields: IdentityField[] = [
    { name: 'first_name', kind: 'text', required: true, maxLength: NAME_MAX_LENGTH, labelKey: 'form.firstName' },
    { name: 'last_name', kind: 'text', required: true, maxLength: NAME_MAX_LENGTH, labelKey: 'form.lastName' },
    { name: 'email', kind: 'email', required: true, maxLength: EMAIL_MAX_LENGTH, labelKey: 'form.email' },
    {
      name: 'email_confirm',
      kind: 'email',
      required: true,
      maxLength: EMAIL_MAX_LENGTH,
      labelKey: 'form.emailConfirm',
    },
  ]
  const phone = options.phone ?? 'hidden'
  if (phone !== 'hidden' || forced.has('phone')) {
    fields.push({
      name: 'phone',
      kind: 'tel',
      required: phone === 'required' || forced.has('phone'),
      maxLength: PHONE_MAX_LENGTH,
      labelKey: 'form.phone',
    })
  }
  const address =
    options.address === true ||
    PAYMENT_METHOD_ADDRESS_FIELDS.some((f) => forced.has(f)) ||
    ['address', 'address_more', 'state'].some((f) => forced.has(f))
  if (address) {
    fields.push(
      {
        name: 'address',
        kind: 'text',
        required: forced.has('address'),
        maxLength: ADDRESS_FIELD_MAX_LENGTH,
        labelKey: 'form.address',
      },
      { name: 'address_more', kind: 'text', required: forced.has('address_more'), maxLength: ADDRESS_FIELD_MAX_LENGTH },
      {
        name: 'city',
        kind: 'text',
        required: forced.has('city'),
        maxLength: ADDRESS_FIELD_MAX_LENGTH,
        labelKey: 'form.city',
      },
      { name: 'country', kind: 'select', required: forced.has('country'), labelKey: 'form.country' },
      {
        name: 'state',
        kind: 'select',
        required: forced.has('state'),
        maxLength: ADDRESS_FIELD_MAX_LENGTH,
        labelKey: 'form.state',
      },
      {
        name: 'zip_code',
        kind: 'postal',
        required: forced.has('zip_code'),
        maxLength: POSTAL_CODE_MAX_LENGTH,
        labelKey: 'form.zipCode',
      },
    )
  }
  for (const custom of options.customFields ?? []) {
    const name = `additional_info.${custom.key}` as const
    fields.push({
      name,
      kind: 'text',
      required: custom.required === true || forced.has(name) || forced.has(custom.key),
      maxLength: CUSTOM_FIELD_MAX_LENGTH,
      label: custom.label,
    })
  }
  return fields
}

/**
 * The identity values with one field changed. A new country clears the state: the state is one of
 * the country's list (storefront §5 "State is a select, required only for countries that have a
 * list"), so a state of the old country (NY) is never saved with another (France).
 * @example identityValuesWith({ country: 'US', state: 'NY' }, 'country', 'FR') // { country: 'FR', state: '' }
 */
export function identityValuesWith<Values extends IdentityValues>(values: Values, name: string, value: string): Values {
  const next: Values = { ...values, [name]: value }
  const countryChanged =
    name === 'country' && (values.country ?? '').trim().toUpperCase() !== value.trim().toUpperCase()
  if (countryChanged && (values.state ?? '') !== '') (next as IdentityValues).state = ''
  return next
}

/**
 * storefront §5 "Postal code: letters or digits with an optional space or hyphen, length 4 to 10."
 * @example isPostalCode('SW1A 1AA') // true
 */
export function isPostalCode(value: string): boolean {
  const code = value.trim()
  return (
    code.length >= POSTAL_CODE_MIN_LENGTH &&
    code.length <= POSTAL_CODE_MAX_LENGTH &&
    /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)?$/.test(code)
  )
}

/** storefront §5 "State is a select, required only for countries that have a list." */
export function isStateRequired(
  country: string | null | undefined,
  stateLists: Readonly<Record<string, readonly string[]>> = DEFAULT_STATE_LISTS,
): boolean {
  return !!country && (stateLists[country.toUpperCase()]?.length ?? 0) > 0
}

/**
 * Checks the identity form (storefront §5): required fields, maximum lengths, the e-mail format,
 * the e-mail confirmation ("must match the confirm field case-insensitively ('Email addresses must
 * match.')"), the postal code, the state for a country with a list (and one of that list).
 * Values are trimmed. Returns the problems by field name; `{}` when the form is valid.
 */
export function validateIdentity(
  values: IdentityValues,
  fields: readonly IdentityField[],
  options: { stateLists?: Readonly<Record<string, readonly string[]>> } = {},
): Record<string, FieldProblem> {
  const stateLists = options.stateLists ?? DEFAULT_STATE_LISTS
  const problems: Record<string, FieldProblem> = {}
  const value = (name: string) => (values[name] ?? '').trim()
  const asked = new Set(fields.map((f) => f.name as string))
  for (const field of fields) {
    const text = value(field.name)
    const required = field.required || (field.name === 'state' && isStateRequired(value('country'), stateLists))
    if (text === '') {
      if (required) problems[field.name] = { code: 'required' }
      continue
    }
    if (field.maxLength !== undefined && text.length > field.maxLength) {
      problems[field.name] = { code: 'too_long', max: field.maxLength }
      continue
    }
    if (field.kind === 'email' && !isEmailAddress(text)) problems[field.name] = { code: 'format' }
    else if (field.kind === 'postal' && !isPostalCode(text)) problems[field.name] = { code: 'format' }
    else if (field.name === 'state') {
      const list = stateLists[value('country').toUpperCase()]
      if (list && !list.includes(text.toUpperCase())) problems[field.name] = { code: 'format' }
    }
  }
  if (
    asked.has('email_confirm') &&
    !problems.email &&
    !problems.email_confirm &&
    value('email').toLowerCase() !== value('email_confirm').toLowerCase()
  ) {
    problems.email_confirm = { code: 'message', messageKey: 'form.emailsMustMatch' }
  }
  return problems
}

/**
 * The text of a field's problem, shown beside the field (storefront §5 Identity; the spec quotes
 * only 'Email addresses must match.'). A refused e-mail format says 'Email address is not valid.'
 * (the spec's sentence for the same check on the set-e-mail page); the terms checkbox asks to be
 * accepted.
 * @example fieldProblemMessage('first_name', { code: 'required' }, t) // 'This field is required.'
 */
export function fieldProblemMessage(field: string, problem: FieldProblem, t: Translate): string {
  switch (problem.code) {
    case 'required':
      return t(field === 'terms' ? 'checkout.termsRequired' : 'checkout.fieldRequired')
    case 'too_long':
      return t('checkout.fieldTooLong', { max: problem.max })
    case 'too_short':
      return t('checkout.fieldTooShort', { min: problem.min })
    case 'format':
      return t(field === 'email' || field === 'email_confirm' ? 'form.emailNotValid' : 'checkout.fieldFormat')
    case 'message':
      return t(problem.messageKey)
  }
}

/**
 * The purchaser for POST user (calls §7: first_name, last_name, email, … additional_info) from
 * the identity form: trimmed, empty fields left out, custom fields under additional_info, the
 * confirmation dropped.
 */
export function purchaserFromIdentity(values: IdentityValues): Purchaser {
  const text = (name: string) => (values[name] ?? '').trim()
  const purchaser: Purchaser = { first_name: text('first_name'), last_name: text('last_name'), email: text('email') }
  for (const name of ['phone', 'address', 'address_more', 'city', 'state', 'zip_code', 'country'] as const) {
    if (text(name) !== '') purchaser[name] = text(name)
  }
  const info: Record<string, string> = {}
  for (const [name, raw] of Object.entries(values)) {
    if (name.startsWith('additional_info.') && (raw ?? '').trim() !== '')
      info[name.slice('additional_info.'.length)] = (raw ?? '').trim()
  }
  if (Object.keys(info).length > 0) purchaser.additional_info = info
  return purchaser
}

/** The identity fields a ticket group may ask for at checkout (meta `extra_checkout_fields`). */
const EXTRA_CHECKOUT_FIELDS: ReadonlySet<string> = new Set([
  'phone',
  'address',
  'address_more',
  'city',
  'state',
  'zip_code',
  'country',
])

/**
 * The identity forms a ticket group or an event may name in its meta `identity_form` (storefront §3
 * Event template and Ticket group meta), as the identity fields each adds to the checkout's form,
 * required: `contact` a phone number; `postal` the postal address (address, city, country and
 * zip_code; the state follows the country's list); `full` both.
 */
export const IDENTITY_FORMS: Readonly<Record<string, readonly string[]>> = {
  contact: ['phone'],
  postal: ['address', 'city', 'country', 'zip_code'],
  full: ['phone', 'address', 'city', 'country', 'zip_code'],
}

/** The field names of an extra_checkout_fields list or an identity form's `fields` that checkout can ask. */
function checkoutFieldNames(asked: unknown): string[] {
  if (!Array.isArray(asked)) return []
  return asked.filter(
    (name): name is string =>
      typeof name === 'string' && (EXTRA_CHECKOUT_FIELDS.has(name) || /^additional_info\.[\w-]+$/.test(name)),
  )
}

/**
 * The fields of a meta `identity_form` value (storefront §3): a form's name (`IDENTITY_FORMS`), or a
 * form written out as `{ "fields": [...] }` with the names `extra_checkout_fields` takes. A name
 * this storefront does not know, or no value, asks nothing (a back-office form the page cannot
 * draw never blocks a sale).
 * @example identityFormFieldsOf('contact') // ['phone']
 */
export function identityFormFieldsOf(form: unknown): string[] {
  if (typeof form === 'string') return [...(IDENTITY_FORMS[form.trim().toLowerCase()] ?? [])]
  if (form !== null && typeof form === 'object' && !Array.isArray(form))
    return checkoutFieldNames((form as { fields?: unknown }).fields)
  return []
}

/**
 * The identity fields the cart's tickets ask for at checkout (storefront §3 Ticket group "meta (…
 * extra_checkout_fields, identity_form)", Event template meta identity_form), shown and required:
 * for each ticket group the cart holds tickets of, its meta `extra_checkout_fields` (e.g. a school
 * visit asking for a contact phone) and the fields of its identity form (`identityFormFieldsOf`):
 * the group's meta `identity_form` when it names one, else its event's. Names that are not identity
 * fields (`phone`, `address`, `address_more`, `city`, `state`, `zip_code`, `country`) or a custom
 * field (`additional_info.{key}`) are left out. The tickets only add to the tenant's form: a field
 * the tenant asks for is never taken away.
 */
export function extraCheckoutFields(contents: {
  tickets: readonly { ticket_group_id?: string | number | null }[]
  ticketGroups: readonly {
    id: string | number
    event_template_id?: string | number | null
    meta?: { extra_checkout_fields?: unknown; identity_form?: unknown } | null
  }[]
  eventTemplates?: readonly { id: string | number; meta?: { identity_form?: unknown } | null }[]
}): string[] {
  const held = new Set(contents.tickets.map((ticket) => String(ticket.ticket_group_id ?? '')))
  const eventForm = new Map(
    (contents.eventTemplates ?? []).map((event) => [String(event.id), event.meta?.identity_form]),
  )
  const fields = new Set<string>()
  for (const group of contents.ticketGroups) {
    if (!held.has(String(group.id))) continue
    for (const name of checkoutFieldNames(group.meta?.extra_checkout_fields)) fields.add(name)
    const own = group.meta?.identity_form
    const form = own !== null && own !== undefined && own !== '' ? own : eventForm.get(String(group.event_template_id))
    for (const name of identityFormFieldsOf(form)) fields.add(name)
  }
  return [...fields].sort()
}
