import { describe, expect, it } from 'vitest'
import { createSandbox } from './index.js'

async function get(path: string): Promise<{ status: number; body: any }> {
  const response = await createSandbox().app.fetch(new Request(`http://sandbox/_sandbox${path}`))
  return { status: response.status, body: await response.json() }
}

describe('sandbox address service (calls §7 address lookup: find, retrieve; USA, GBR, CAN, AUS, NZL)', () => {
  it('find answers the demo addresses of the country containing every typed word', async () => {
    const { status, body } = await get('/address/find?text=downing%2010&country=GBR')
    expect(status).toBe(200)
    expect(body).toEqual({ suggestions: [{ id: 'gb-1', text: '10 Downing Street, London, SW1A 2AA' }] })
  })

  it('find serves each of the five countries, and only that country', async () => {
    for (const country of ['USA', 'GBR', 'CAN', 'AUS', 'NZL']) {
      const { body } = await get(`/address/find?text=street%20avenue%20drive&country=${country}`)
      expect(body.suggestions).toEqual([])
    }
    expect(
      (await get('/address/find?text=1000&country=USA')).body.suggestions.map((s: { id: string }) => s.id),
    ).toEqual(['us-1', 'us-2'])
    expect(
      (await get('/address/find?text=queen&country=CAN')).body.suggestions.map((s: { id: string }) => s.id),
    ).toEqual(['ca-1'])
    expect(
      (await get('/address/find?text=queen&country=NZL')).body.suggestions.map((s: { id: string }) => s.id),
    ).toEqual(['nz-1'])
    expect(
      (await get('/address/find?text=macquarie&country=AUS')).body.suggestions.map((s: { id: string }) => s.id),
    ).toEqual(['au-1'])
  })

  it('find rejects a country the lookup does not serve, and an empty text', async () => {
    expect((await get('/address/find?text=rue&country=FRA')).status).toBe(400)
    expect((await get('/address/find?text=&country=GBR')).status).toBe(400)
  })

  it('retrieve answers the address, with the province for ca and the subdivision for gb (calls §7)', async () => {
    expect((await get('/address/retrieve?id=ca-1')).body.address).toEqual({
      line1: '100 Queen Street West',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5H 2N2',
      country: 'CA',
    })
    expect((await get('/address/retrieve?id=gb-2')).body.address.subdivision).toBe('ENG')
    expect((await get('/address/retrieve?id=nope')).status).toBe(404)
  })
})
