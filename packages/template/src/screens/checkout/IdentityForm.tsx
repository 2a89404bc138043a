import type { Clock } from '@foyer/react-hooks'
import type { CheckoutState, CheckoutStore, Translate } from '@foyer/react-hooks'
import {
  DEFAULT_STATE_LISTS,
  fieldProblemMessage,
  type AddressLookup,
  type AddressLookupProvider,
  type AddressLookupState,
  type IdentityField,
} from '@foyer/sdk/checkout'
import { useEffect } from 'react'
import {
  AddressCombobox,
  AddressLookupFailed,
  addressLookupActive,
  useAddressLookup,
  useConfiguredAddressProvider,
} from './AddressLookup'
import * as css from './checkout.css'
import { countryOptions } from './countries'
import * as form from '../../components/form.css'

/** The id of an identity field's input, so the sdk's `focus` can reach it (storefront §5 "first invalid one … focused"). */
export function identityFieldId(name: string): string {
  return `checkout-${name.replace(/\./g, '-')}`
}

const AUTOCOMPLETE: Partial<Record<string, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  email_confirm: 'email',
  phone: 'tel',
  address: 'address-line1',
  address_more: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip_code: 'postal-code',
  country: 'country',
}

const INPUT_TYPE: Record<IdentityField['kind'], string> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  postal: 'text',
  select: 'text',
}

/**
 * The identity form (storefront §5 Identity and account): the sdk's `fields` for the chosen
 * payment method, labelled from the catalogue (a custom field by its configured label), with
 * native `required` and `maxLength`; after a submit each problem is said beside its field and
 * tied to it with `aria-describedby`. With an address service (`addressProvider`, by default the
 * configuration's `sandboxAddresses`) the address line is a lookup combobox (AddressLookup.tsx).
 */
export function IdentityForm({
  state,
  setField,
  t,
  locale,
  addressProvider,
  setAddressLookup,
  clock,
}: {
  state: Pick<CheckoutState, 'fields' | 'values' | 'problems'>
  setField: (name: string, value: string) => void
  t: Translate
  locale: string
  /** The address service; undefined takes the configuration's, null turns the lookup off. */
  addressProvider?: AddressLookupProvider | null
  /** The checkout's `setAddressLookup`: a typed address nobody picked is then refused on submit. */
  setAddressLookup?: CheckoutStore['setAddressLookup']
  /** The storefront's clock (the lookup's debounce runs on it). @default systemClock */
  clock?: Clock
}) {
  const configured = useConfiguredAddressProvider()
  const asksAddress = state.fields.some((field) => field.name === 'address')
  const [lookup, lookupState] = useAddressLookup(
    asksAddress ? (addressProvider === undefined ? configured : addressProvider) : null,
    state.values.country ?? '',
    setField,
    clock,
  )
  useEffect(() => {
    if (!setAddressLookup) return
    setAddressLookup(lookup)
    return () => setAddressLookup(null)
  }, [lookup, setAddressLookup])
  return (
    <div className={css.identityFields}>
      {state.fields.map((field) => (
        <IdentityInput
          key={field.name}
          field={field}
          state={state}
          setField={setField}
          t={t}
          locale={locale}
          lookup={lookup}
          lookupState={lookupState}
        />
      ))}
    </div>
  )
}

function fieldLabel(field: IdentityField, t: Translate): string {
  if (field.label) return field.label
  if (field.labelKey) return t(field.labelKey)
  return field.name === 'address_more' ? t('checkout.addressMore') : field.name
}

function IdentityInput({
  field,
  state,
  setField,
  t,
  locale,
  lookup,
  lookupState,
}: {
  field: IdentityField
  state: Pick<CheckoutState, 'values' | 'problems'>
  setField: (name: string, value: string) => void
  t: Translate
  locale: string
  lookup: AddressLookup | null
  lookupState: AddressLookupState | null
}) {
  const id = identityFieldId(field.name)
  const problem = state.problems[field.name]
  const problemId = `${id}-problem`
  const value = state.values[field.name] ?? ''
  const common = {
    id,
    name: field.name,
    className: form.input,
    required: field.required,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
    autoComplete: AUTOCOMPLETE[field.name],
  }
  let control
  if (field.name === 'address' && lookup && addressLookupActive(lookupState)) {
    // storefront §5 Address: chosen from suggestions (or entered manually through its button).
    control = (
      <AddressCombobox
        lookup={lookup}
        state={lookupState}
        input={{ ...common, maxLength: field.maxLength }}
        value={value}
        setField={setField}
        t={t}
      />
    )
  } else if (field.name === 'country') {
    control = (
      <select {...common} value={value} onChange={(event) => setField(field.name, event.currentTarget.value)}>
        <option value="">{t('checkout.selectPlaceholder')}</option>
        {countryOptions(locale).map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    )
  } else if (field.name === 'state' && DEFAULT_STATE_LISTS[(state.values.country ?? '').toUpperCase()]) {
    // storefront §5 "State is a select, required only for countries that have a list."
    const list = DEFAULT_STATE_LISTS[(state.values.country ?? '').toUpperCase()] ?? []
    control = (
      <select {...common} required value={value} onChange={(event) => setField(field.name, event.currentTarget.value)}>
        <option value="">{t('checkout.selectPlaceholder')}</option>
        {list.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    )
  } else {
    control = (
      <input
        {...common}
        type={INPUT_TYPE[field.kind]}
        maxLength={field.maxLength}
        value={value}
        onChange={(event) => setField(field.name, event.currentTarget.value)}
      />
    )
  }
  return (
    <div className={form.field} data-field={field.name}>
      <label htmlFor={id}>
        {fieldLabel(field, t)}
        {field.required || (field.name === 'state' && control.type === 'select') ? (
          <span className={form.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {control}
      {field.name === 'address' ? <AddressLookupFailed state={lookupState} t={t} /> : null}
      {problem ? (
        <span id={problemId} className={form.fieldError}>
          {fieldProblemMessage(field.name, problem, t)}
        </span>
      ) : null}
    </div>
  )
}
