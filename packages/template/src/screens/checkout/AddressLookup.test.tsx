/**
 * storefront §5 Address ("It must be chosen from suggestions or entered manually"), calls §7
 * address lookup (USA, GBR, CAN, AUS, NZL) and calls §8 ("Address lookup failure switches to
 * manual mode."): the identity form's address line as an APG combobox over a fake provider.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createI18n } from '@foyer/react-hooks'
import { identityFormFields, type AddressLookupProvider, type IdentityValues } from '@foyer/sdk/checkout'
import { useState } from 'react'
import { manualClock } from '@foyer/sdk/testing'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { importWithStyles } from '../../../test/render'

const t = createI18n().t
// Slow on a loaded 2-core machine; the form imports its styles.
vi.setConfig({ testTimeout: 20_000 })
let IdentityForm: (typeof import('./IdentityForm'))['IdentityForm']
beforeAll(async () => void ({ IdentityForm } = await importWithStyles(() => import('./IdentityForm'))))
afterEach(cleanup)

function fakeProvider(overrides: Partial<AddressLookupProvider> = {}): AddressLookupProvider {
  return {
    find: vi.fn(async () => [
      { id: 'gb-1', text: '10 Downing Street, London, SW1A 2AA' },
      { id: 'gb-2', text: '221B Baker Street, London, NW1 6XE' },
    ]),
    retrieve: vi.fn(async (id: string) =>
      id === 'gb-2'
        ? { line1: '221B Baker Street', city: 'London', subdivision: 'ENG', postalCode: 'NW1 6XE', country: 'GB' }
        : { line1: '10 Downing Street', city: 'London', subdivision: 'ENG', postalCode: 'SW1A 2AA', country: 'GB' },
    ),
    ...overrides,
  }
}

let latest: IdentityValues = {}
function Harness({
  provider,
  initial = { country: 'GB' },
}: {
  provider: AddressLookupProvider | null
  initial?: IdentityValues
}) {
  const [values, setValues] = useState(initial)
  latest = values
  const fields = identityFormFields({ paymentMethod: 'bacs_debit', phone: 'hidden', customFields: [] })
  return (
    <IdentityForm
      state={{ fields, values, problems: {} }}
      setField={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
      t={t}
      locale="en-US"
      addressProvider={provider}
      clock={time.clock}
    />
  )
}

/** The lookup's debounce runs on this clock: the test moves it, nothing waits in real time. */
let time = manualClock('2026-03-10T14:00:00Z')
beforeEach(() => {
  time = manualClock('2026-03-10T14:00:00Z')
})

/** Types into the combobox and lets the 300 ms debounce (storefront §5) and the find call run. */
async function typeAddress(text: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Address' }), { target: { value: text } })
  await act(async () => {
    time.advance(350)
  })
}

describe('AddressLookup in the identity form', () => {
  it('without a provider (calls §8 "No address key rejects.") the address line is a plain field', () => {
    render(<Harness provider={null} />)
    expect(screen.getByRole('textbox', { name: 'Address' })).toBeTruthy()
    expect(screen.queryByRole('combobox', { name: 'Address' })).toBeNull()
  })

  it('a country the lookup does not serve (calls §7: USA, GBR, CAN, AUS, NZL) keeps the plain field', () => {
    render(<Harness provider={fakeProvider()} initial={{ country: 'FR' }} />)
    expect(screen.queryByRole('combobox', { name: 'Address' })).toBeNull()
  })

  it('searches from 4 characters; arrow keys move aria-activedescendant, Enter chooses and fills the fields through setField', async () => {
    const provider = fakeProvider()
    render(<Harness provider={provider} />)
    const input = screen.getByRole('combobox', { name: 'Address' })
    expect(input.getAttribute('aria-expanded')).toBe('false')
    await typeAddress('Dow')
    expect(provider.find).not.toHaveBeenCalled()
    await typeAddress('Down')
    expect(provider.find).toHaveBeenCalledWith('Down', 'GBR', expect.any(AbortSignal))
    expect(input.getAttribute('aria-expanded')).toBe('true')
    const listbox = screen.getByRole('listbox', { name: 'Address suggestions' })
    expect(input.getAttribute('aria-controls')).toBe(listbox.id)
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10 Downing Street, London, SW1A 2AA', '221B Baker Street, London, NW1 6XE'])
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    const second = within(listbox).getAllByRole('option')[1]!
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id)
    expect(second.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input, { key: 'Enter' })
    await act(async () => {})
    expect(provider.retrieve).toHaveBeenCalledWith('gb-2', expect.any(AbortSignal))
    // calls §7 "a subdivision for gb" fills the state
    expect(latest).toMatchObject({
      address: '221B Baker Street',
      city: 'London',
      state: 'ENG',
      zip_code: 'NW1 6XE',
      country: 'GB',
    })
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it('Escape closes the listbox', async () => {
    render(<Harness provider={fakeProvider()} />)
    await typeAddress('Street')
    const input = screen.getByRole('combobox', { name: 'Address' })
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it("'Enter address manually' switches to the plain field, keeping what was typed", async () => {
    render(<Harness provider={fakeProvider()} />)
    await typeAddress('10 Down')
    fireEvent.click(screen.getByRole('button', { name: 'Enter address manually' }))
    expect((screen.getByRole('textbox', { name: 'Address' }) as HTMLInputElement).value).toBe('10 Down')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a lookup error switches to manual with a message (calls §8 "Address lookup failure switches to manual mode.")', async () => {
    render(<Harness provider={fakeProvider({ find: vi.fn(async () => Promise.reject(new Error('down'))) })} />)
    await typeAddress('10 Downing')
    expect(screen.getByRole('textbox', { name: 'Address' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(
      'The address lookup is not available. Please enter your address manually.',
    )
  })
})

describe('the configured address service (calls §7 "with an API key from config")', () => {
  it('keys.address looks addresses up in the address service with the key; without a key or sandbox, no lookup', async () => {
    const { renderHook } = await import('@testing-library/react')
    const { ConfigProvider } = await import('../../ConfigContext')
    const { testConfig } = await import('../../../test/render')
    const { useConfiguredAddressProvider } = await import('./AddressLookup')
    // The providers chunk the hook loads on the first search (it carries styles).
    await importWithStyles(() => import('./providers'))
    const seen: string[] = []
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push(request.url)
      return new Response(JSON.stringify({ Items: [] }), { headers: { 'Content-Type': 'application/json' } })
    })
    try {
      const withKey = { ...testConfig, keys: { ...testConfig.keys, address: 'AB12-CD34' } }
      const { result } = renderHook(() => useConfiguredAddressProvider(), {
        wrapper: ({ children }) => <ConfigProvider config={withKey}>{children}</ConfigProvider>,
      })
      expect(await result.current!.find('10 Downing', 'GBR', new AbortController().signal)).toEqual([])
      const url = new URL(seen[0]!)
      expect(url.origin).toBe('https://api.addressy.com')
      expect(url.searchParams.get('Key')).toBe('AB12-CD34')
      const none = renderHook(() => useConfiguredAddressProvider(), {
        wrapper: ({ children }) => <ConfigProvider config={testConfig}>{children}</ConfigProvider>,
      })
      expect(none.result.current).toBeNull()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
