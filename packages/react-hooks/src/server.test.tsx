// @vitest-environment node
import { createStorefront } from '@foyer/sdk'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { StorefrontProvider } from './context.js'
import { useEvents } from './hooks.js'

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
    const fetch = vi.fn(async () =>
      new Response(
        JSON.stringify({ event_template: { _data: [{ id: 'tour', name: 'Highlights Tour', hidden_type: 'public_browsable', category: 'Tours' }] } }),
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
