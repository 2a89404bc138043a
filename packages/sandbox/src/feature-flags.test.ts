/** The feature-flag service's stand-in (feature-flags.ts; calls §7 "A feature-flag service is read on load"). */
import { describe, expect, it } from 'vitest'
import { createSandbox } from './index.js'
import { client, tuesdayMorning } from './test-helpers.js'

describe('GET / PUT /_sandbox/flags', () => {
  it('answers no flags as seeded, what a test set, and none again after a reset', async () => {
    const api = client(createSandbox({ now: tuesdayMorning }))
    expect(await api.control('GET', 'flags')).toMatchObject({ status: 200, body: { flags: {} } })
    const set = await api.control('PUT', 'flags', { flags: { express_checkout: true } })
    expect(set).toMatchObject({ status: 200, body: { flags: { express_checkout: true } } })
    expect((await api.control('GET', 'flags')).body).toEqual({ flags: { express_checkout: true } })
    await api.control('POST', 'reset')
    expect((await api.control('GET', 'flags')).body).toEqual({ flags: {} })
  })

  it('refuses flags that are not true or false, naming the flag', async () => {
    const api = client(createSandbox({ now: tuesdayMorning }))
    const bad = await api.control('PUT', 'flags', { flags: { express_checkout: 'yes' } })
    expect(bad.status).toBe(400)
    expect(bad.body._data[0]._description).toBe('flags.express_checkout must be true or false.')
    expect((await api.control('PUT', 'flags', { flags: [] })).status).toBe(400)
  })
})
