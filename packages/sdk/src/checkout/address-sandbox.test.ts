import { createSandbox } from '@foyer/sandbox'
import { describe, expect, it } from 'vitest'
import { addressFields } from './address.js'
import { createSandboxAddressProvider } from './address-sandbox.js'

function provider() {
  const sandbox = createSandbox()
  return createSandboxAddressProvider({
    controlBase: 'http://sandbox/_sandbox',
    fetch: async (request) => sandbox.app.fetch(request),
  })
}

describe('the sandbox address provider (calls §7 address lookup find, retrieve)', () => {
  it('finds suggestions in a served country and retrieves the chosen one as identity fields', async () => {
    const lookup = provider()
    const signal = new AbortController().signal
    const suggestions = await lookup.find('10 Downing', 'GBR', signal)
    expect(suggestions).toEqual([{ id: 'gb-1', text: '10 Downing Street, London, SW1A 2AA' }])
    const address = await lookup.retrieve('gb-1', signal)
    // calls §7 "a subdivision for gb"
    expect(addressFields(address)).toEqual({
      address: '10 Downing Street',
      address_more: '',
      city: 'London',
      state: 'ENG',
      zip_code: 'SW1A 2AA',
      country: 'GB',
    })
  })

  it('throws on an error answer, so the lookup goes manual (calls §8 "Address lookup failure switches to manual mode.")', async () => {
    const lookup = provider()
    const signal = new AbortController().signal
    await expect(lookup.retrieve('nope', signal)).rejects.toThrow(/404/)
    const failing = createSandboxAddressProvider({
      controlBase: 'http://sandbox/_sandbox',
      fetch: async () => new Response('down', { status: 503 }),
    })
    await expect(failing.find('1000 Fifth', 'USA', signal)).rejects.toThrow(/503/)
  })
})
