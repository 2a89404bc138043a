import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../store/clock'
import { addressFields, addressLookupCountry, createAddressLookup, type AddressLookupProvider } from './address'

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

function provider(
  overrides: Partial<AddressLookupProvider> = {},
): AddressLookupProvider & { find: ReturnType<typeof vi.fn> } {
  return {
    find: vi.fn(async (text: string) => [{ id: 'a1', text: `${text} Street, London` }]),
    retrieve: vi.fn(async () => ({
      line1: '10 Downing Street',
      city: 'London',
      subdivision: 'England',
      postalCode: 'SW1A 2AA',
      country: 'GB',
    })),
    ...overrides,
  } as AddressLookupProvider & { find: ReturnType<typeof vi.fn> }
}

describe('storefront §5 Address: lookup countries USA, GBR, CAN, AUS, NZL', () => {
  it('serves those countries by alpha-2 or alpha-3, nothing else', () => {
    expect(['US', 'gb', 'CAN', 'AU', 'NZ'].map(addressLookupCountry)).toEqual(['USA', 'GBR', 'CAN', 'AUS', 'NZL'])
    expect(addressLookupCountry('FR')).toBeNull()
  })
  it('"A provincial field applies for ca and a subdivision for gb"', () => {
    expect(
      addressFields({
        line1: '1 Rue',
        city: 'Montréal',
        province: 'QC',
        state: 'X',
        postalCode: 'H2X 1Y4',
        country: 'CA',
      }).state,
    ).toBe('QC')
    expect(
      addressFields({
        line1: '1 St',
        city: 'London',
        subdivision: 'England',
        state: 'X',
        postalCode: 'SW1A 2AA',
        country: 'gb',
      }),
    ).toMatchObject({ state: 'England', country: 'GB' })
    expect(
      addressFields({ line1: '1 Main', city: 'Albany', state: 'NY', postalCode: '12207', country: 'US' }).state,
    ).toBe('NY')
  })
})

describe('storefront §5 Address: 4 characters, 300 ms debounce, manual on error or request', () => {
  it('searches once 4 characters have rested for 300 ms', async () => {
    const service = provider()
    const lookup = createAddressLookup({ clock: systemClock, provider: service })
    lookup.setCountry('GB')
    lookup.search('10 ')
    expect(lookup.getSnapshot().status).toBe('idle')
    lookup.search('10 D')
    expect(lookup.getSnapshot().status).toBe('waiting')
    await vi.advanceTimersByTimeAsync(299)
    lookup.search('10 Do')
    await vi.advanceTimersByTimeAsync(299)
    expect(service.find).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(service.find).toHaveBeenCalledTimes(1)
    expect(service.find.mock.calls[0]?.slice(0, 2)).toEqual(['10 Do', 'GBR'])
    expect(lookup.getSnapshot()).toMatchObject({
      status: 'suggestions',
      suggestions: [{ id: 'a1', text: '10 Do Street, London' }],
    })
  })
  it('an address chosen from the suggestions fills the form fields; without a pick it is an error', async () => {
    const lookup = createAddressLookup({ clock: systemClock, provider: provider() })
    lookup.setCountry('GB')
    expect(lookup.problem()).toEqual({ code: 'required' })
    lookup.search('10 Downing')
    await vi.advanceTimersByTimeAsync(300)
    expect(lookup.problem()).toEqual({ code: 'message', messageKey: 'checkout.addressNotPicked' })
    await lookup.choose('a1')
    expect(lookup.getSnapshot()).toMatchObject({
      status: 'chosen',
      fields: { address: '10 Downing Street', city: 'London', state: 'England', zip_code: 'SW1A 2AA', country: 'GB' },
    })
    expect(lookup.problem()).toBeNull()
  })
  it('a lookup error switches to manual mode', async () => {
    const lookup = createAddressLookup({
      clock: systemClock,
      provider: provider({ find: async () => Promise.reject(new Error('503')) }),
    })
    lookup.setCountry('US')
    lookup.search('1600 Penn')
    await vi.advanceTimersByTimeAsync(300)
    expect(lookup.getSnapshot()).toMatchObject({ status: 'manual', manualReason: 'error' })
    expect(lookup.problem()).toBeNull()
  })
  it('manual mode on request, and for a country the lookup does not serve', () => {
    const lookup = createAddressLookup({ clock: systemClock, provider: provider() })
    lookup.setCountry('US')
    lookup.enterManually()
    expect(lookup.getSnapshot()).toMatchObject({ status: 'manual', manualReason: 'requested' })
    const other = createAddressLookup({ clock: systemClock, provider: provider() })
    other.setCountry('FR')
    expect(other.getSnapshot()).toMatchObject({ status: 'manual', manualReason: 'country' })
  })
})
