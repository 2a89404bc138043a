import { describe, expect, it, vi } from 'vitest'
import { createEvents } from './events.js'

describe('createEvents', () => {
  it('delivers one object payload to each listener until it unbinds', () => {
    const events = createEvents()
    const listener = vi.fn()
    const off = events.on('catalog:event', listener)
    events.emit('catalog:event', { eventId: 'e1', status: 'not_found' })
    expect(listener).toHaveBeenCalledWith({ eventId: 'e1', status: 'not_found' })
    off()
    events.emit('catalog:event', { eventId: 'e2', status: 'ready' })
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
