import { describe, expect, it } from 'vitest'
import { serializeQuery } from './query.js'

describe('serializeQuery (the contract query conventions)', () => {
  it('writes metadata filters as dotted keys, meta.{key}=value (storefront §2 /events metadata keys)', () => {
    expect(serializeQuery({ meta: { audience: 'family', floor: '2' } })).toBe('meta.audience=family&meta.floor=2')
  })

  it('writes dotted filters as they are and arrays as comma lists', () => {
    expect(serializeQuery({ 'time.start': '09:00', 'time.end': '12:00', 'id._in': ['e1', 'e2'] })).toBe(
      'time.start=09%3A00&time.end=12%3A00&id._in=e1,e2',
    )
  })

  it('leaves out empty values and encodes the rest', () => {
    expect(serializeQuery({ category: 'Art & Design', date: undefined, _limit: 10, x: null })).toBe(
      'category=Art%20%26%20Design&_limit=10',
    )
    expect(serializeQuery(undefined)).toBe('')
  })
})
