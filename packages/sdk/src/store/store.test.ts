import { describe, expect, it, vi } from 'vitest'
import { createStore } from './store.js'

describe('createStore', () => {
  it('hands out a frozen snapshot that changes identity only when the state changes', () => {
    const store = createStore({ status: 'idle' as 'idle' | 'ready', items: [1] })
    const first = store.getSnapshot()
    expect(Object.isFrozen(first)).toBe(true)
    expect(Object.isFrozen(first.items)).toBe(true)
    expect(store.getSnapshot()).toBe(first)

    store.setState((draft) => {
      draft.status = 'ready'
    })
    const second = store.getSnapshot()
    expect(second).not.toBe(first)
    expect(second).toEqual({ status: 'ready', items: [1] })
    // structural sharing: the untouched branch is the same object
    expect(second.items).toBe(first.items)
    expect(first.status).toBe('idle')
  })

  it('notifies subscribers on change, not on a no-op recipe, and stops after unsubscribe', () => {
    const store = createStore({ status: 'idle', count: 0 })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)

    store.setState((draft) => {
      draft.count = 0
    })
    expect(listener).not.toHaveBeenCalled()

    store.setState((draft) => {
      draft.count += 1
    })
    expect(listener).toHaveBeenCalledTimes(1)

    unsubscribe()
    store.setState((draft) => {
      draft.count += 1
    })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot().count).toBe(2)
  })

  it('accepts a recipe that returns a whole new state', () => {
    const store = createStore({ status: 'idle', count: 0 })
    store.setState(() => ({ status: 'ready', count: 5 }))
    expect(store.getSnapshot()).toEqual({ status: 'ready', count: 5 })
    expect(Object.isFrozen(store.getSnapshot())).toBe(true)
  })

  it('keeps notifying the rest when a listener unsubscribes during notification', () => {
    const store = createStore({ status: 'idle', count: 0 })
    const calls: string[] = []
    const offA = store.subscribe(() => {
      calls.push('a')
      offA()
    })
    store.subscribe(() => calls.push('b'))
    store.setState((draft) => {
      draft.count = 1
    })
    expect(calls).toEqual(['a', 'b'])
  })
})
