import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from './storage.js'

describe('createMemoryStorage', () => {
  it('stores, reads and removes values like Web Storage, and instances are independent', () => {
    const a = createMemoryStorage()
    const b = createMemoryStorage()
    expect(a.getItem('cart')).toBeNull()
    a.setItem('cart', 'c-1')
    expect(a.getItem('cart')).toBe('c-1')
    expect(b.getItem('cart')).toBeNull()
    a.removeItem('cart')
    expect(a.getItem('cart')).toBeNull()
  })
})
