/**
 * The Loqate-style address provider against a fake of that service (issue 15; calls §7 "Address
 * lookup (find, retrieve) goes to a third-party address service with an API key from config";
 * calls §8 "No address key rejects. Address lookup failure switches to manual mode.").
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../store/clock.js'
import { addressFields, createAddressLookup } from './address.js'
import { createLoqateAddressProvider, NO_ADDRESS_KEY } from './address-loqate.js'

const KEY = 'AA11-BB22-CC33-DD44'
const BASE = 'https://address.test'

/** A fake of the service: Find (with Container) and Retrieve, keyed; an unknown key is an error row. */
function fakeLoqate() {
  const seen: URL[] = []
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url)
    seen.push(url)
    const q = url.searchParams
    if (q.get('Key') !== KEY)
      return Response.json({
        Items: [
          {
            Error: '2',
            Description: 'Unknown key',
            Cause: 'The key you are using to access the service was not found.',
          },
        ],
      })
    if (url.pathname === '/Capture/Interactive/Find/v1.10/json3.ws') {
      if (q.get('Container') === 'GB|RM|ENG|SW1A2AA')
        return Response.json({
          Items: [
            { Id: 'GB|RM|A|1', Type: 'Address', Text: '10 Downing Street', Description: 'London, SW1A 2AA' },
            { Id: 'GB|RM|A|2', Type: 'Address', Text: '11 Downing Street', Description: 'London, SW1A 2AA' },
          ],
        })
      if (q.get('Countries') === 'GB' && q.get('Text') === 'SW1A 2AA')
        return Response.json({
          Items: [
            {
              Id: 'GB|RM|ENG|SW1A2AA',
              Type: 'Postcode',
              Text: 'SW1A 2AA',
              Description: 'Downing Street - 2 Addresses',
            },
          ],
        })
      if (q.get('Countries') === 'US')
        return Response.json({
          Items: [{ Id: 'US|1000', Type: 'Address', Text: '1000 Fifth Avenue', Description: 'New York NY 10028' }],
        })
      return Response.json({ Items: [] })
    }
    if (url.pathname === '/Capture/Interactive/Retrieve/v1.2/json3.ws') {
      const id = q.get('Id')
      if (id === 'GB|RM|A|1')
        return Response.json({
          Items: [
            {
              Id: id,
              Line1: '10 Downing Street',
              Line2: '',
              City: 'London',
              Province: 'London',
              ProvinceName: 'England',
              ProvinceCode: '',
              PostalCode: 'SW1A 2AA',
              CountryIso2: 'GB',
            },
          ],
        })
      if (id === 'US|1000')
        return Response.json({
          Items: [
            {
              Id: id,
              Line1: '1000 Fifth Avenue',
              City: 'New York',
              ProvinceCode: 'NY',
              ProvinceName: 'New York',
              PostalCode: '10028-0198',
              CountryIso2: 'US',
            },
          ],
        })
      if (id === 'CA|1')
        return Response.json({
          Items: [
            {
              Line1: '1 Rue Sherbrooke',
              City: 'Montréal',
              ProvinceCode: 'QC',
              PostalCode: 'H2X 1Y4',
              CountryIso2: 'CA',
            },
          ],
        })
      return Response.json({ Items: [{ Error: '1001', Description: 'Id Invalid' }] })
    }
    return new Response('not here', { status: 404 })
  })
  return { fetch, seen }
}

const signal = new AbortController().signal

describe('the Loqate-style address provider (calls §7 find, retrieve with an API key)', () => {
  it('finds in the lookup country with the key, opens a postcode container into its addresses, and retrieves one', async () => {
    const service = fakeLoqate()
    const provider = createLoqateAddressProvider({ key: KEY, baseUrl: BASE, fetch: service.fetch })
    expect(await provider.find('SW1A 2AA', 'GBR', signal)).toEqual([
      { id: 'GB|RM|A|1', text: '10 Downing Street, London, SW1A 2AA' },
      { id: 'GB|RM|A|2', text: '11 Downing Street, London, SW1A 2AA' },
    ])
    expect(service.seen.map((url) => [url.searchParams.get('Key'), url.searchParams.get('Countries')])).toEqual([
      [KEY, 'GB'],
      [KEY, 'GB'],
    ])
    // calls §7 "a subdivision for gb": the nation, as the form's list codes it.
    expect(addressFields(await provider.retrieve('GB|RM|A|1', signal))).toEqual({
      address: '10 Downing Street',
      address_more: '',
      city: 'London',
      state: 'ENG',
      zip_code: 'SW1A 2AA',
      country: 'GB',
    })
  })

  it('the state of a US address and the province of a Canadian one come from ProvinceCode', async () => {
    const service = fakeLoqate()
    const provider = createLoqateAddressProvider({ key: KEY, baseUrl: BASE, fetch: service.fetch })
    expect(await provider.find('1000 Fifth', 'USA', signal)).toEqual([
      { id: 'US|1000', text: '1000 Fifth Avenue, New York NY 10028' },
    ])
    expect(addressFields(await provider.retrieve('US|1000', signal))).toMatchObject({ state: 'NY', country: 'US' })
    expect(addressFields(await provider.retrieve('CA|1', signal))).toMatchObject({ state: 'QC', country: 'CA' })
  })

  it("calls §8 'No address key rejects': no key, no request", async () => {
    const service = fakeLoqate()
    for (const key of [null, undefined, '', '  ']) {
      const provider = createLoqateAddressProvider({ key, baseUrl: BASE, fetch: service.fetch })
      await expect(provider.find('10 Downing', 'GBR', signal)).rejects.toThrow(NO_ADDRESS_KEY)
      await expect(provider.retrieve('GB|RM|A|1', signal)).rejects.toThrow(NO_ADDRESS_KEY)
    }
    expect(service.fetch).not.toHaveBeenCalled()
  })

  it("the service's error rows and failed answers throw", async () => {
    const service = fakeLoqate()
    const wrongKey = createLoqateAddressProvider({ key: 'nope', baseUrl: BASE, fetch: service.fetch })
    await expect(wrongKey.find('10 Downing', 'GBR', signal)).rejects.toThrow(/Unknown key/)
    const provider = createLoqateAddressProvider({ key: KEY, baseUrl: BASE, fetch: service.fetch })
    await expect(provider.retrieve('nothing', signal)).rejects.toThrow(/Id Invalid/)
    const down = createLoqateAddressProvider({
      key: KEY,
      baseUrl: BASE,
      fetch: async () => new Response('down', { status: 503 }),
    })
    await expect(down.find('10 Downing', 'GBR', signal)).rejects.toThrow(/503/)
  })
})

describe('calls §8 through the lookup: "No address key rejects. Address lookup failure switches to manual mode."', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('a lookup over a provider without a key goes manual at the first search', async () => {
    const lookup = createAddressLookup({
      clock: systemClock,
      provider: createLoqateAddressProvider({ key: '', baseUrl: BASE, fetch: fakeLoqate().fetch }),
    })
    lookup.setCountry('GB')
    lookup.search('10 Downing')
    await vi.advanceTimersByTimeAsync(300)
    expect(lookup.getSnapshot()).toMatchObject({ status: 'manual', manualReason: 'error' })
    lookup.dispose()
  })

  it('with the key, a search suggests and a pick fills the form', async () => {
    const lookup = createAddressLookup({
      clock: systemClock,
      provider: createLoqateAddressProvider({ key: KEY, baseUrl: BASE, fetch: fakeLoqate().fetch }),
    })
    lookup.setCountry('US')
    lookup.search('1000 Fifth')
    await vi.advanceTimersByTimeAsync(300)
    expect(lookup.getSnapshot().suggestions.map((s) => s.id)).toEqual(['US|1000'])
    await lookup.choose('US|1000')
    expect(lookup.getSnapshot()).toMatchObject({
      status: 'chosen',
      fields: { address: '1000 Fifth Avenue', state: 'NY' },
    })
    lookup.dispose()
  })
})
