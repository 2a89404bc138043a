import { afterEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../store/clock'
import { CHUNK_LOAD_TIMEOUT_MS, cacheBustedUrl, failedChunkUrl, isChunkLoadError, loadChunk } from './chunk-load'

const CHUNK = 'https://shop.test/assets/checkout-CfbtH-2-.js'
const chromiumError = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`)

afterEach(() => {
  vi.useRealTimers()
})

describe('calls §8 Other: "chunk load failure retries once with cache bust, 120 s timeout"', () => {
  it('the timeout is 120 s', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
  })

  it('reads the failed module URL from Chromium and Firefox errors; none from Safari or a stylesheet', () => {
    expect(failedChunkUrl(chromiumError())).toBe(CHUNK)
    expect(failedChunkUrl(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(CHUNK)
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'))).toBeNull()
    expect(failedChunkUrl(new Error('Unable to preload CSS for https://shop.test/assets/checkout.css'))).toBeNull()
    expect(failedChunkUrl(undefined)).toBeNull()
  })

  it('the cache-busting URL sets ?retry=<now>, keeping other parameters', () => {
    expect(cacheBustedUrl(CHUNK, 42)).toBe(`${CHUNK}?retry=42`)
    expect(cacheBustedUrl(`${CHUNK}?v=1&retry=1`, 42)).toBe(`${CHUNK}?v=1&retry=42`)
  })

  it('a chunk that loads is loaded once', async () => {
    const load = vi.fn(async () => ({ default: 'screen' }))
    const importUrl = vi.fn()
    await expect(loadChunk(load, { importUrl })).resolves.toEqual({ default: 'screen' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(importUrl).not.toHaveBeenCalled()
  })

  it('a failed chunk is imported once more from its cache-busted URL', async () => {
    const load = vi.fn(() => Promise.reject(chromiumError()))
    const importUrl = vi.fn(async () => ({ default: 'screen' }))
    await expect(loadChunk(load, { importUrl, clock: { ...systemClock, now: () => 7 } })).resolves.toEqual({
      default: 'screen',
    })
    expect(load).toHaveBeenCalledTimes(1)
    expect(importUrl).toHaveBeenCalledWith(`${CHUNK}?retry=7`)
  })

  it('an error naming no module retries the load itself', async () => {
    const load = vi
      .fn<() => Promise<{ default: string }>>()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValueOnce({ default: 'screen' })
    const importUrl = vi.fn()
    await expect(loadChunk(load, { importUrl })).resolves.toEqual({ default: 'screen' })
    expect(load).toHaveBeenCalledTimes(2)
    expect(importUrl).not.toHaveBeenCalled()
  })

  it('only once: a second failure is a chunk_load_failed FoyerError with the generic message', async () => {
    const second = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}?retry=1`)
    const load = vi.fn(() => Promise.reject(chromiumError()))
    const importUrl = vi.fn(() => Promise.reject(second))
    const error: unknown = await loadChunk(load, { importUrl }).catch((e: unknown) => e)
    expect(isChunkLoadError(error)).toBe(true)
    expect(error).toMatchObject({ code: 'chunk_load_failed', messageKey: 'error.generic', cause: second })
    expect(importUrl).toHaveBeenCalledTimes(1)
    expect(isChunkLoadError(second)).toBe(false)
  })

  it('a load slower than 120 s counts as failed and is retried; a retry as slow fails', async () => {
    vi.useFakeTimers()
    const never = () => new Promise<never>(() => {})
    const load = vi.fn<() => Promise<{ default: string }>>(never).mockImplementationOnce(never)
    const settled = vi.fn()
    const loading = loadChunk(load, { importUrl: vi.fn() }).then(settled, settled)
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS)
    await loading
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ code: 'chunk_load_failed' }))
    expect((settled.mock.calls[0]?.[0] as { cause: unknown }).cause).toMatchObject({ code: 'timeout' })
  })
})
