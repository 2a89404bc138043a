/** The profile rules (storefront §5 Profile; the identity form's rules for its fields). */
import { describe, expect, it } from 'vitest'
import { identityValuesWith } from '../checkout/identity.js'
import { PROFILE_FIELD_NAMES, profileBody, profileFields, profileProblems } from './profile.js'

describe('storefront §5 Profile', () => {
  it('edits the contact and address fields; e-mail, first_name and last_name are read-only', () => {
    const names = profileFields().map((f) => f.name)
    expect(names.sort()).toEqual([...PROFILE_FIELD_NAMES].sort())
    expect(names).not.toContain('email')
    expect(names).not.toContain('first_name')
    expect(profileFields().every((f) => !f.required)).toBe(true)
  })

  it('"The state field is sent as null if cleared" (and every other cleared field); a field left out stays as it is', () => {
    expect(profileBody({ phone: ' 555 0100 ', state: '', city: 'Albany', first_name: 'Eve' })).toEqual({
      phone: '555 0100',
      city: 'Albany',
      state: null,
    })
  })

  it('refuses what the identity form refuses: a phone over 50, a bad postal code, a state not of the country', () => {
    expect(profileProblems({ phone: '1'.repeat(51) })).toEqual({ phone: { code: 'too_long', max: 50 } })
    expect(profileProblems({ zip_code: '1' })).toEqual({ zip_code: { code: 'format' } })
    expect(profileProblems({ country: 'US', state: 'Narnia' })).toEqual({ state: { code: 'format' } })
    expect(profileProblems({ country: 'US', state: '' })).toEqual({ state: { code: 'required' } })
    expect(profileProblems({ phone: '555 0100', country: 'US', state: 'NY', zip_code: '10001' })).toEqual({})
  })

  it('refuses an address line, city or state over 1000 characters before any call (the server refuses them)', () => {
    const long = 'x'.repeat(1001)
    expect(profileProblems({ address: long, address_more: long, city: long, state: long })).toEqual({
      address: { code: 'too_long', max: 1000 },
      address_more: { code: 'too_long', max: 1000 },
      city: { code: 'too_long', max: 1000 },
      state: { code: 'too_long', max: 1000 },
    })
    expect(profileFields().find((f) => f.name === 'city')?.maxLength).toBe(1000)
    expect(profileProblems({ city: 'x'.repeat(1000) })).toEqual({})
  })

  it("a new country clears the old country's state: NY is never saved with France", () => {
    const us = { country: 'US', state: 'NY', city: 'Albany', zip_code: '12207' }
    const fr = identityValuesWith(us, 'country', 'FR')
    expect(fr).toEqual({ country: 'FR', state: '', city: 'Albany', zip_code: '12207' })
    expect(profileBody(fr)).toMatchObject({ country: 'FR', state: null })
    // The same country (any case) and other fields keep the state.
    expect(identityValuesWith(us, 'country', 'us').state).toBe('NY')
    expect(identityValuesWith(us, 'city', 'Buffalo')).toEqual({ ...us, city: 'Buffalo' })
  })
})
