import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sleep, systemClock } from './clock.js'

describe('systemClock', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2030-01-02T03:04:05Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reads the current time and timers when called, so fake timers installed after import apply', () => {
    expect(systemClock.now()).toBe(Date.parse('2030-01-02T03:04:05Z'))
    const fired = vi.fn()
    systemClock.setTimeout(fired, 100)
    vi.advanceTimersByTime(99)
    expect(fired).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fired).toHaveBeenCalledTimes(1)
  })

  it('clears intervals', () => {
    const tick = vi.fn()
    const handle = systemClock.setInterval(tick, 1000)
    vi.advanceTimersByTime(3000)
    expect(tick).toHaveBeenCalledTimes(3)
    systemClock.clearInterval(handle)
    vi.advanceTimersByTime(3000)
    expect(tick).toHaveBeenCalledTimes(3)
  })

  it('sleep resolves after the delay, or at once when its signal aborts', async () => {
    let done = false
    void sleep(systemClock, 250).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(249)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)

    const controller = new AbortController()
    let aborted = false
    void sleep(systemClock, 10_000, controller.signal).then(() => (aborted = true))
    controller.abort()
    await Promise.resolve()
    expect(aborted).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })
})
