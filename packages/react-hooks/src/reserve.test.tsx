import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import { createMemoryStorage, createStorefront, systemClock, type KeyValueStorage, type Storefront } from '@foyer/sdk'
import { reserveErrorMessage, getReserve } from '@foyer/sdk/reserve'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StorefrontProvider } from './context.js'
import { useCart, useReserve } from './index.js'
import { shallow } from './useStore.js'
import { json } from '@foyer/sdk/testing'

afterEach(cleanup)

const adult = { id: 'adult', ticket_group_id: 'ga', name: 'Adult', currency_amount: '25.00', currency_code: 'USD' }
const group = {
  id: 'ga',
  event_template_id: 'museum',
  name: 'General Admission',
  handler: 'tickets',
  max_tickets_per_order: 20,
}
const s1000 = {
  id: 's-1000',
  event_template_id: 'museum',
  start_datetime: '2026-03-11T14:00:00Z',
  sold_out: false,
  capacity: 60,
  used_capacity: 0,
}
const cartBody = (ticketIds: string[]) => ({
  cart: {
    _data: [
      {
        id: 'c1',
        state: 'pending',
        expires_in: 900,
        currency_code: 'USD',
        grand_totals: { total_outstanding: '50.00' },
      },
    ],
  },
  ticket: {
    _data: ticketIds.map((id) => ({
      id,
      ticket_type_id: 'adult',
      ticket_group_id: 'ga',
      event_template_id: 'museum',
      event_session_id: 's-1000',
      face_value: '25.00',
      state: 'in_cart',
    })),
  },
  ticket_type: { _data: [adult] },
  ticket_group: { _data: [group] },
  event_session: { _data: [s1000] },
  event_template: { _data: [{ id: 'museum', name: 'Museum', hidden_type: 'public_browsable' }] },
})

/** A storefront over a fetch that answers the museum's reserve page and its cart. */
function testStorefront(storage: KeyValueStorage = createMemoryStorage()) {
  const requests: { method: string; path: string; query: URLSearchParams }[] = []
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url)
    const path = url.pathname.replace(/^\/(cached\/)?api\/v1\//, '')
    requests.push({ method: request.method, path, query: url.searchParams })
    const route = `${request.method} ${path}`
    if (route === 'GET events/museum') {
      return json({
        event_template: {
          _data: [
            {
              id: 'museum',
              name: 'Museum',
              hidden_type: 'public_browsable',
              event_type: 'repeating',
              venue_id: 'v1',
              meta: { reserve_flow: 'date_first' },
            },
          ],
        },
        venue: { _data: [{ id: 'v1', name: 'Foyer Museum of Art', timezone: 'America/New_York' }] },
        ticket_group: { _data: [group] },
        ticket_type: { _data: [adult] },
      })
    }
    if (route === 'GET events/museum/calendar') {
      return json({
        calendar: {
          _data: ['2026-03-10', '2026-03-11'].map((date) => ({
            date,
            enabled: true,
            status: 'available',
            min_price: '25.00',
            currency_code: 'USD',
          })),
        },
      })
    }
    if (route === 'GET events/museum/sessions') return json({ event_session: { _data: [s1000] } })
    if (route === 'GET events/museum/sessions/s-1000/ticket_groups')
      return json({ ticket_group: { _data: [{ ...group, available: true }] }, ticket_type: { _data: [adult] } })
    if (route === 'POST my/cart/modify') return json(cartBody(['t1', 't2']))
    if (route === 'GET my/cart/c1') return json(cartBody(['t1']))
    if (route === 'DELETE my/cart/c1') return new Response(null, { status: 204 })
    return json({ _data: [{ _code: 'not_found', _description: `No ${route}` }] }, 404)
  })
  const storefront = createStorefront({
    apiBase: 'https://api.test/api/v1',
    seller: 'demo-museum',
    fetch,
    storage,
    timeZone: 'America/New_York',
    // Tuesday 10 March 2026, 10:00 in New York; timers stay the system ones.
    clock: { ...systemClock, now: () => Date.parse('2026-03-10T14:00:00Z') },
  })
  return { storefront, requests, fetch }
}

function wrapperFor(storefront: Storefront) {
  return ({ children }: { children: ReactNode }) => (
    <StorefrontProvider storefront={storefront}>{children}</StorefrontProvider>
  )
}

describe('useReserve (storefront §4 Reserve flow)', () => {
  it('loads on mount with the URL query the caller passes, and gives the snapshot and the actions', async () => {
    const { storefront, requests } = testStorefront()
    const { result } = renderHook(() => useReserve('museum', { query: '?date=2026-03-11&quantity=Adult:2' }), {
      wrapper: wrapperFor(storefront),
    })
    await waitFor(() => expect(result.current[0].sessionsStatus).toBe('ready'))
    const [reserve, actions] = result.current
    expect(reserve).toMatchObject({
      status: 'ready',
      date: '2026-03-11',
      quantities: { adult: 2 },
      query: 'date=2026-03-11&quantity=Adult:2',
    })
    expect(reserve).toBe(getReserve(storefront, 'museum').getSnapshot())
    expect(requests.filter((r) => r.path === 'events/museum')).toHaveLength(1)

    await act(() => actions.selectSession('s-1000'))
    expect(result.current[0]).toMatchObject({ sessionId: 's-1000', canSubmit: true })
    await act(async () => {
      await actions.submit()
    })
    expect(result.current[0].status).toBe('done')
    expect(result.current[1]).toBe(actions)
  })

  it('a selector re-renders only when what it picks changes; the page is not loaded twice for the same query', async () => {
    const { storefront, requests } = testStorefront()
    let renders = 0
    function Problem() {
      renders += 1
      const [problem] = useReserve('museum', (s) => s.problem?.messageKey ?? 'none', { query: '' })
      return <output>{problem}</output>
    }
    function Again() {
      const [status] = useReserve('museum', (s) => s.status)
      return <span data-state={status} />
    }
    render(
      <StorefrontProvider storefront={storefront}>
        <Problem />
        <Again />
      </StorefrontProvider>,
    )
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('reserve.selectDate'))
    const settled = renders
    // Loading the sessions of a day changes the snapshot, not the problem key until the date is set.
    await act(() => getReserve(storefront, 'museum').selectDate('2026-03-11'))
    expect(screen.getByRole('status').textContent).toBe('reserve.selectSession')
    expect(renders).toBe(settled + 1)
    expect(requests.filter((r) => r.path === 'events/museum')).toHaveLength(1)
  })

  it('loads again when the query changes', async () => {
    const { storefront } = testStorefront()
    const { result, rerender } = renderHook(
      ({ query }) => useReserve('museum', (s) => ({ date: s.date, status: s.status }), { query, isEqual: shallow }),
      {
        wrapper: wrapperFor(storefront),
        initialProps: { query: 'date=2026-03-10' },
      },
    )
    await waitFor(() => expect(result.current[0]).toEqual({ date: '2026-03-10', status: 'ready' }))
    rerender({ query: 'date=2026-03-11' })
    await waitFor(() => expect(result.current[0]).toEqual({ date: '2026-03-11', status: 'ready' }))
  })

  it('shows a reserve error as the sdk words it (calls §8)', async () => {
    const { storefront } = testStorefront()
    const { result } = renderHook(() => useReserve('museum'), { wrapper: wrapperFor(storefront) })
    await waitFor(() => expect(result.current[0].status).toBe('ready'))
    await act(async () => {
      await result.current[1].submit()
    })
    expect(reserveErrorMessage(result.current[0].error!, storefront.i18n.t)).toBe('Please select a date to continue.')
  })

  it('fails loudly without a provider, naming the hook', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useReserve('museum'))).toThrow(
      /useReserve\(\) must be called inside a <StorefrontProvider/,
    )
    expect(() => renderHook(() => useCart())).toThrow(/useCart\(\)/)
    vi.mocked(console.error).mockRestore()
  })
})

describe('useCart (storefront §3, §4 Cart)', () => {
  it('loads the kept cart on mount; items and totals by selector; removing the only item deletes the cart', async () => {
    const storage = createMemoryStorage()
    storage.setItem('foyer:demo-museum:cart-id', 'c1')
    const { storefront, requests } = testStorefront(storage)
    const { result } = renderHook(
      () =>
        useCart((cart) => ({ status: cart.status, items: cart.items, total: cart.totals?.outstanding ?? null }), {
          isEqual: shallow,
        }),
      {
        wrapper: wrapperFor(storefront),
      },
    )
    await waitFor(() => expect(result.current[0].status).toBe('ready'))
    expect(result.current[0].total).toBe('50.00')
    expect(result.current[0].items.map((i) => i.id)).toEqual(['museum:s-1000'])

    const [, actions] = result.current
    expect(actions.removeItem('museum:s-1000')).toMatchObject({ confirm: true, action: 'deleteCart' })
    await act(async () => {
      await actions.confirmRemoveItem('museum:s-1000')
    })
    expect(result.current[0]).toEqual({ status: 'empty', items: [], total: null })
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1)
  })

  it('without a kept cart it settles on empty without a request', async () => {
    const { storefront, requests } = testStorefront()
    const { result } = renderHook(() => useCart(), { wrapper: wrapperFor(storefront) })
    await waitFor(() => expect(result.current[0].status).toBe('empty'))
    expect(requests).toHaveLength(0)
  })
})
