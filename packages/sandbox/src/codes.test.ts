/**
 * GET code/{code} (issue 15; calls §7 "GET code/{code} with optional mode advertise,code"; calls §8
 * Reserve and promo code_not_found, code_exhausted): the promo code lookup the storefront runs
 * before applying a code, which tells a promo code from a CityPASS voucher (storefront §5).
 */
import { describe, expect, it } from 'vitest'
import { seedIds } from './index.js'
import { errorOf, payApi } from './test-helpers.js'

const { codes, citypass } = seedIds

describe('GET code/{code} (calls §7)', () => {
  it('answers a seeded promo code as a one-row code, by its spelling, trimmed and in any case', async () => {
    const api = payApi()
    const found = await api.get(`code/${encodeURIComponent(' friends10 ')}`, { mode: 'advertise,code' })
    expect(found.status).toBe(200)
    expect(found.body).toEqual({
      code: {
        _data: [
          {
            id: 'code-FRIENDS10',
            code: 'FRIENDS10',
            name: 'Friends of the Museum',
            description: '10% off every ticket.',
          },
        ],
      },
    })
  })

  it('a CityPASS voucher and an unknown code are not promo codes: 404 code_not_found', async () => {
    const api = payApi()
    for (const code of [citypass.adult, 'NOPE-NOPE']) {
      const answer = await api.get(`code/${code}`, { mode: 'code' })
      expect([code, answer.status, errorOf(answer)._code]).toEqual([code, 404, 'code_not_found'])
    }
  })

  it('a code with no use left answers code_exhausted as applying it would; a bad mode is refused', async () => {
    const api = payApi()
    const exhausted = await api.get(`code/${codes.exhausted}`)
    expect([exhausted.status, errorOf(exhausted)._code]).toEqual([400, 'code_exhausted'])
    const bad = await api.get(`code/${codes.friends}`, { mode: 'everything' })
    expect([bad.status, errorOf(bad)._code]).toEqual([400, 'validation_failed'])
  })
})
