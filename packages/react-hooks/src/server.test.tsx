// @vitest-environment node
import { createStorefront } from '@foyer/sdk'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { StorefrontProvider } from './context.js'
import { useEvents } from './index.js'
import { useCart, useReserve } from './index.js'
import { getReserve } from '@foyer/sdk/reserve'

function Listing() {
  const { status, events } = useEvents({ category: 'Tours' })
  return (
    <ul data-state={status}>
      {events.map((card) => (
        <li key={card.id}>{card.name}</li>
      ))}
    </ul>
  )
}

describe('server render (renderToString, no DOM)', () => {
  it('renders what the storefront already loaded, and sends no request while rendering', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            event_template: {
              _data: [{ id: 'tour', name: 'Highlights Tour', hidden_type: 'public_browsable', category: 'Tours' }],
            },
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    )
    const storefront = createStorefront({ apiBase: 'https://api.test/api/v1', seller: 'demo-museum', fetch })
    await storefront.catalog.loadEvents({ category: 'Tours' })
    expect(fetch).toHaveBeenCalledTimes(1)

    const html = renderToString(
      <StorefrontProvider storefront={storefront}>
        <Listing />
      </StorefrontProvider>,
    )
    expect(html).toBe('<ul data-state="ready"><li>Highlights Tour</li></ul>')
    // effects do not run on the server
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('renders the idle state of a storefront that loaded nothing', () => {
    const storefront = createStorefront({ apiBase: 'https://api.test/api/v1', seller: 'demo-museum', fetch: vi.fn() })
    const html = renderToString(
      <StorefrontProvider storefront={storefront}>
        <Listing />
      </StorefrontProvider>,
    )
    expect(html).toBe('<ul data-state="idle"></ul>')
  })

  it('without a provider, fails naming the hook', () => {
    expect(() => renderToString(<Listing />)).toThrow(/useEvents\(\) must be called inside a <StorefrontProvider/)
  })
})

describe('server render of the reserve page and the cart (renderToString, no DOM)', () => {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
  function answers() {
    return vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname
      if (path.endsWith('/events/museum')) {
        return json({
          event_template: {
            _data: [
              {
                id: 'museum',
                name: 'Museum',
                hidden_type: 'public_browsable',
                event_type: 'repeating',
                meta: { reserve_flow: 'date_first' },
              },
            ],
          },
          ticket_group: {
            _data: [{ id: 'ga', event_template_id: 'museum', name: 'General Admission', handler: 'tickets' }],
          },
          ticket_type: { _data: [{ id: 'adult', ticket_group_id: 'ga', name: 'Adult', currency_amount: '25.00' }] },
        })
      }
      if (path.endsWith('/events/museum/calendar')) {
        return json({
          calendar: {
            _data: [
              { date: '2026-03-11', enabled: true, status: 'available' },
              { date: '2026-03-12', enabled: false, status: 'sold_out' },
            ],
          },
        })
      }
      return json({ event_session: { _data: [] } })
    })
  }

  function ReservePage() {
    const [reserve] = useReserve('museum', { query: 'date=2026-03-11' })
    const [cartStatus] = useCart((cart) => cart.status)
    return (
      <section data-state={reserve.status} data-cart={cartStatus}>
        {reserve.calendar.map((day) => (
          <button key={day.date} disabled={!day.selectable} aria-pressed={day.date === reserve.date}>
            {day.date}
          </button>
        ))}
      </section>
    )
  }

  it('renders a reserve page the storefront already loaded; effects (loads) do not run on the server', async () => {
    const fetch = answers()
    const storefront = createStorefront({ apiBase: 'https://api.test/api/v1', seller: 'demo-museum', fetch })
    await getReserve(storefront, 'museum').load({ query: 'date=2026-03-11' })
    const calls = fetch.mock.calls.length
    const html = renderToString(
      <StorefrontProvider storefront={storefront}>
        <ReservePage />
      </StorefrontProvider>,
    )
    expect(html).toBe(
      '<section data-state="ready" data-cart="idle"><button aria-pressed="true">2026-03-11</button><button disabled="" aria-pressed="false">2026-03-12</button></section>',
    )
    expect(fetch.mock.calls.length).toBe(calls)
  })

  it('renders the idle reserve page of a storefront that loaded nothing, without a request', () => {
    const fetch = answers()
    const storefront = createStorefront({ apiBase: 'https://api.test/api/v1', seller: 'demo-museum', fetch })
    const html = renderToString(
      <StorefrontProvider storefront={storefront}>
        <ReservePage />
      </StorefrontProvider>,
    )
    expect(html).toBe('<section data-state="idle" data-cart="idle"></section>')
    expect(fetch).not.toHaveBeenCalled()
  })
})
