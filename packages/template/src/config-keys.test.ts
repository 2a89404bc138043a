import { describe, expect, it } from 'vitest'
import stock from '../public/foyer.config.json'
import { parseConfig } from './config'
import { messageWarnings } from './config-messages'

describe('configuration warnings (issue 17.7: a misspelled key is not silently ignored)', () => {
  it('names an unknown key with the key probably meant, and the storefront still starts', () => {
    const result = parseConfig({ seller: 'demo-museum', sellr: 'x', membershipRenewalDay: 30 })
    expect(result.config).toBeDefined()
    expect(result.warnings).toEqual([
      '"sellr" is not a configuration key and is ignored; did you mean "seller"?',
      '"membershipRenewalDay" is not a configuration key and is ignored; did you mean "membershipRenewalDays"?',
    ])
  })

  it('looks inside the configuration objects too', () => {
    const result = parseConfig({
      seller: 'demo-museum',
      myAccount: { enabled: true, pages: { profiles: false } },
      theme: { primry: '#000000' },
    })
    expect(result.warnings).toEqual([
      '"myAccount.pages.profiles" is not a configuration key and is ignored; did you mean "myAccount.pages.profile"?',
      '"theme.primry" is not a configuration key and is ignored; did you mean "theme.primary"?',
    ])
  })

  it('a key far from every known one gets no guess; $schema is allowed', () => {
    expect(parseConfig({ seller: 'demo-museum', $schema: './x.json', zzzzzzzz: 1 }).warnings).toEqual([
      '"zzzzzzzz" is not a configuration key and is ignored.',
    ])
  })

  it('a message override for a key the catalogue does not have', () => {
    expect(messageWarnings({ 'catalog.titel': 'What’s on' })).toEqual([
      '"messages.catalog.titel" is not a message of the catalogue and is ignored; did you mean "catalog.title"?',
    ])
  })

  it('a message override of the catalogue has no warning; one far from every key gets no guess', () => {
    expect(messageWarnings({ 'catalog.title': 'What’s on' })).toEqual([])
    expect(messageWarnings({ zzzzzzzz: 'x' })).toEqual([
      '"messages.zzzzzzzz" is not a message of the catalogue and is ignored.',
    ])
  })

  it('messages are not configuration keys: parseConfig leaves them to messageWarnings', () => {
    expect(parseConfig({ seller: 'demo-museum', messages: { 'catalog.titel': 'What’s on' } }).warnings).toEqual([])
  })

  it('the stock foyer.config.json has no warning', () => {
    expect(parseConfig(stock).warnings).toEqual([])
  })
})
