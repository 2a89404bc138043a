/** The profile rules (storefront §5 Profile; the identity form's rules for its fields). */
import { describe, expect, it } from 'vitest'
import { PROFILE_FIELD_NAMES, profileBody, profileFields, profileProblems } from './profile.js'

describe('storefront §5 Profile', () => {
  it('edits the contact and address fields; e-mail, first_name and last_name are read-only', () => {
    const names = profileFields().map((f) => f.name)
    expect(names.sort()).toEqual([...PROFILE_FIELD_NAMES].sort())
    expect(names).not.toContain('email')
    expect(names).not.toContain('first_name')
    expect(profileFields().every((f) => !f.required)).toBe(true)
  })

  it('"The state field is sent as null if cleared" (and every other cleared field)', () => {
    expect(profileBody({ phone: ' 555 0100 ', state: '', city: 'Albany', first_name: 'Eve' })).toEqual({
      phone: '555 0100',
      address: null,
      address_more: null,
      city: 'Albany',
      country: null,
      state: null,
      zip_code: null,
    })
  })

  it('refuses what the identity form refuses: a phone over 50, a bad postal code, a state not of the country', () => {
    expect(profileProblems({ phone: '1'.repeat(51) })).toEqual({ phone: { code: 'too_long', max: 50 } })
    expect(profileProblems({ zip_code: '1' })).toEqual({ zip_code: { code: 'format' } })
    expect(profileProblems({ country: 'US', state: 'Narnia' })).toEqual({ state: { code: 'format' } })
    expect(profileProblems({ country: 'US', state: '' })).toEqual({ state: { code: 'required' } })
    expect(profileProblems({ phone: '555 0100', country: 'US', state: 'NY', zip_code: '10001' })).toEqual({})
  })
})
