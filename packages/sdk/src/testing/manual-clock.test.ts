import { describe, expect, it } from 'vitest'
import { manualClock } from './fake-api.js'

describe('manualClock', () => {
  it('runs timers only when advanced, in time order, with now at each timer', () => {
    const time = manualClock(1_000)
    const seen: string[] = []
    time.clock.setTimeout(() => seen.push(`b@${time.clock.now()}`), 300)
    time.clock.setTimeout(() => seen.push(`a@${time.clock.now()}`), 100)
    const cancelled = time.clock.setTimeout(() => seen.push('never'), 200)
    time.clock.clearTimeout(cancelled)
    expect(seen).toEqual([])
    time.advance(299)
    expect(seen).toEqual(['a@1100'])
    time.advance(1)
    expect(seen).toEqual(['a@1100', 'b@1300'])
    expect(time.clock.now()).toBe(1300)
  })
  it('repeats intervals until cleared', () => {
    const time = manualClock(0)
    let ticks = 0
    const id = time.clock.setInterval(() => ticks++, 1000)
    time.advance(3500)
    expect(ticks).toBe(3)
    time.clock.clearInterval(id)
    time.advance(5000)
    expect(ticks).toBe(3)
    expect(time.pending()).toBe(0)
  })
})
