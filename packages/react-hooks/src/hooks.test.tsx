import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import { createStorefront, createStore, type Storefront } from '@foyer/sdk'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StorefrontProvider, useStorefront } from './context.js'
import { useEvent, useEvents, useMessages } from './index.js'
import { shallow, useStore } from './useStore.js'
import { json } from '@foyer/sdk/testing'

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

const event = (id: string, name: string, category: string) => ({ id, name, hidden_type: 'public_browsable', category })

/** A storefront over a fetch that answers GET events by category and GET events/{id} by id. */
function testStorefront() {
  const requests: URL[] = []
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url)
    requests.push(url)
    if (url.pathname === '/api/v1/events') {
      const all = [event('tour', 'Highlights Tour', 'Tours'), event('talk', 'Curator Talk', 'Talks')]
      const category = url.searchParams.get('category')
      return json({ event_template: { _data: all.filter((e) => !category || e.category === category) } })
    }
    const id = url.pathname.split('/').pop()
    if (id === 'tour') return json({ event_template: { _data: [event('tour', 'Highlights Tour', 'Tours')] } })
    return json({ _data: [{ _code: 'not_found', _description: 'Resource event_template not found.' }] }, 404)
  })
  const storefront = createStorefront({ apiBase: 'https://api.test/api/v1', seller: 'demo-museum', fetch })
  return { storefront, requests }
}

function wrapperFor(storefront: Storefront) {
  return ({ children }: { children: ReactNode }) => (
    <StorefrontProvider storefront={storefront}>{children}</StorefrontProvider>
  )
}

describe('StorefrontProvider / useStorefront', () => {
  it('gives hooks the storefront of the provider', () => {
    const { storefront } = testStorefront()
    const { result } = renderHook(() => useStorefront(), { wrapper: wrapperFor(storefront) })
    expect(result.current).toBe(storefront)
  })

  it('fails loudly, naming the hook and the missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useStorefront())).toThrow(/useStorefront\(\).*<StorefrontProvider/)
    expect(() => renderHook(() => useEvents())).toThrow(/useEvents\(\)/)
    vi.mocked(console.error).mockRestore()
  })
})

describe('useStore', () => {
  it('re-renders on a change of the selected value only', () => {
    const store = createStore({ status: 'idle', count: 0, other: 0 })
    let renders = 0
    function Count() {
      renders += 1
      const count = useStore(store, (s) => s.count)
      return <output>{count}</output>
    }
    render(<Count />)
    expect(screen.getByRole('status').textContent).toBe('0')
    act(() => store.setState((d) => void (d.other += 1)))
    expect(renders).toBe(1)
    act(() => store.setState((d) => void (d.count += 1)))
    expect(screen.getByRole('status').textContent).toBe('1')
    expect(renders).toBe(2)
  })

  it('with shallow, an inline selector that builds a new object does not re-render when nothing it picks changed', () => {
    const store = createStore({ status: 'idle', count: 0, other: 0 })
    let renders = 0
    const seen: object[] = []
    function Picker() {
      renders += 1
      const picked = useStore(store, (s) => ({ status: s.status, count: s.count }), shallow)
      seen.push(picked)
      return <output>{`${picked.status}:${picked.count}`}</output>
    }
    render(<Picker />)
    act(() => store.setState((d) => void (d.other += 1)))
    expect(renders).toBe(1)
    act(() => store.setState((d) => void (d.status = 'ready')))
    expect(screen.getByRole('status').textContent).toBe('ready:0')
    expect(renders).toBe(2)
    expect(seen[1]).not.toBe(seen[0])
  })

  it('without a selector returns the whole (frozen) snapshot', () => {
    const store = createStore({ status: 'idle', items: [1, 2] })
    const { result } = renderHook(() => useStore(store))
    expect(result.current).toBe(store.getSnapshot())
    expect(Object.isFrozen(result.current)).toBe(true)
  })
})

describe('shallow', () => {
  it('compares objects key by key and arrays item by item, one level deep', () => {
    const inner = { a: 1 }
    expect(shallow({ a: 1, b: inner }, { a: 1, b: inner })).toBe(true)
    expect(shallow({ a: 1, b: inner }, { a: 1, b: { a: 1 } })).toBe(false)
    expect(shallow({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(shallow([1, inner], [1, inner])).toBe(true)
    expect(shallow([1, 2], [1, 2, 3])).toBe(false)
    expect(shallow([1], { 0: 1 })).toBe(false)
    expect(shallow(NaN, NaN)).toBe(true)
    expect(shallow(null, {})).toBe(false)
  })
})

describe('useMessages', () => {
  it('is the storefront i18n, with tenant overrides', () => {
    const storefront = createStorefront({
      apiBase: 'https://api.test',
      seller: 's',
      messages: { 'error.generic': 'Oops' },
    })
    const { result } = renderHook(() => useMessages(), { wrapper: wrapperFor(storefront) })
    expect(result.current.t('error.generic')).toBe('Oops')
    expect(result.current.formatMoney('12.50', 'USD')).toBe('$12.50')
  })
})

describe('useEvents (storefront §2 /events)', () => {
  it('loads the listing, and loads again only when the filters ask for a different listing', async () => {
    const { storefront, requests } = testStorefront()
    const { result, rerender } = renderHook(({ filters }) => useEvents(filters), {
      wrapper: wrapperFor(storefront),
      initialProps: { filters: { category: 'Tours' } as { category: string | null } },
    })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.events.map((card) => card.name)).toEqual(['Highlights Tour'])
    expect(requests).toHaveLength(1)

    // Same filters, new object: no new request.
    rerender({ filters: { category: 'Tours' } })
    expect(requests).toHaveLength(1)

    rerender({ filters: { category: null } })
    await waitFor(() => expect(result.current.events.map((card) => card.id)).toEqual(['tour', 'talk']))
    expect(requests).toHaveLength(2)
    expect(result.current.filters.category).toBeNull()
  })
})

describe('useEvent (storefront §2 event page)', () => {
  it('loads the event once and shows it', async () => {
    const { storefront, requests } = testStorefront()
    const { result } = renderHook(() => useEvent('tour'), { wrapper: wrapperFor(storefront) })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.event?.name).toBe('Highlights Tour')
    // A second component for the same event reads the loaded store without another request.
    const second = renderHook(() => useEvent('tour'), { wrapper: wrapperFor(storefront) })
    expect(second.result.current.status).toBe('ready')
    expect(requests).toHaveLength(1)
  })

  it('storefront §2 error/404: an unknown event is not_found', async () => {
    const { storefront } = testStorefront()
    const { result } = renderHook(() => useEvent('nope'), { wrapper: wrapperFor(storefront) })
    await waitFor(() => expect(result.current.status).toBe('not_found'))
    expect(result.current.error?.code).toBe('not_found')
  })
})
