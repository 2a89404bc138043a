/**
 * storefront §5 Identity and account: the identity form renders the sdk's fields with catalogue
 * labels, native required and maxLength, the state as a select only for a country with a list, and
 * each problem beside its field (aria-describedby).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createI18n } from '@foyer/react-hooks'
import { identityFormFields, validateIdentity, type IdentityValues } from '@foyer/sdk/checkout'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { importWithStyles } from '../../../test/render'

// Slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

let IdentityForm: (typeof import('./IdentityForm'))['IdentityForm']
beforeAll(async () => {
  ;({ IdentityForm } = await importWithStyles(() => import('./IdentityForm')))
})
afterEach(cleanup)

const t = createI18n().t

function Harness({
  values: initial,
  paymentMethod = 'card',
  validate = false,
}: {
  values: IdentityValues
  paymentMethod?: string
  validate?: boolean
}) {
  const [values, setValues] = useState(initial)
  const fields = identityFormFields({
    paymentMethod,
    phone: 'optional',
    customFields: [{ key: 'member_id', label: 'Member number', required: true }],
  })
  const problems = validate ? validateIdentity(values, fields) : {}
  return (
    <IdentityForm
      state={{ fields, values, problems }}
      setField={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
      t={t}
      locale="en-US"
    />
  )
}

describe('IdentityForm', () => {
  it('labels from the catalogue (a custom field by its label), native required and maxLength', () => {
    render(<Harness values={{}} />)
    const first = screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement
    expect(first.required).toBe(true)
    expect(first.maxLength).toBe(50)
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).type).toBe('email')
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).required).toBe(false)
    const member = screen.getByRole('textbox', { name: 'Member number' }) as HTMLInputElement
    expect([member.required, member.maxLength]).toEqual([true, 1000])
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull()
  })

  it('bacs_debit asks for the address; the state is a required select only for a country with a list', () => {
    render(<Harness values={{}} paymentMethod="bacs_debit" />)
    for (const name of ['Address', 'City', 'ZIP code'])
      expect((screen.getByRole('textbox', { name }) as HTMLInputElement).required).toBe(true)
    const country = screen.getByRole('combobox', { name: 'Country' })
    expect(screen.getByRole('textbox', { name: 'State' })).toBeTruthy()
    fireEvent.change(country, { target: { value: 'US' } })
    const state = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement
    expect(state.required).toBe(true)
    expect([...state.options].map((o) => o.value).slice(0, 4)).toEqual(['', 'AL', 'AK', 'AZ'])
    fireEvent.change(country, { target: { value: 'GB' } })
    expect((screen.getByRole('textbox', { name: 'State' }) as HTMLInputElement).required).toBe(false)
  })

  it('says each problem beside its field, tied with aria-describedby', () => {
    render(
      <Harness values={{ first_name: 'Ada', email: 'ada@example.org', email_confirm: 'ada@example.com' }} validate />,
    )
    const last = screen.getByRole('textbox', { name: 'Last name' })
    expect(last.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(last.getAttribute('aria-describedby')!)?.textContent).toBe('This field is required.')
    const confirm = screen.getByRole('textbox', { name: 'Confirm email' })
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Email addresses must match.',
    )
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-describedby')).toBeNull()
  })
})
