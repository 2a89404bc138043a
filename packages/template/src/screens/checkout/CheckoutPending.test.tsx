/**
 * storefront §2 /checkout/pending/{cartId}: "Shows the cart reference number. If orders already
 * exist it goes to complete."
 */
import { cleanup, screen, waitFor } from '@testing-library/react'
import { createStorefront } from '@foyer/react-hooks'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { importWithStyles, renderWithStorefront } from '../../../test/render'
import { json } from '@foyer/sdk/testing'

let CheckoutPending: (typeof import('./CheckoutPending'))['CheckoutPending']
beforeAll(async () => {
  ;({ CheckoutPending } = await importWithStyles(() => import('./CheckoutPending')))
})
afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

function renderPending(orders: { id: string; order_number: string }[]) {
  window.history.replaceState(null, '', '/checkout/pending/cart-9')
  const requests: string[] = []
  const storefront = createStorefront({
    apiBase: 'https://api.test/api/v1',
    seller: 'demo-museum',
    fetch: async (request) => {
      requests.push(request.url)
      return json({
        cart: { _data: [{ id: 'cart-9', cart_number: 'C000009', state: 'payment_processing' }] },
        ticket_order: { _data: orders },
      })
    },
  })
  renderWithStorefront(<CheckoutPending cartId="cart-9" />, { storefront })
  return requests
}

describe('storefront §2 /checkout/pending/{cartId}', () => {
  it('reads the cart with its orders and shows the cart reference number', async () => {
    const requests = renderPending([])
    expect(await screen.findByText('Reference number: C000009')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Your order is pending' })).toBeTruthy()
    const read = new URL(requests[0]!)
    expect(read.pathname).toBe('/api/v1/cart/cart-9')
    expect(read.searchParams.get('_embed')).toBe('ticket_order')
  })

  it('a cart the API does not know shows the not-found page (calls §8 Orders: 404 shows not-found page)', async () => {
    const storefront = createStorefront({
      apiBase: 'https://api.test/api/v1',
      seller: 'demo-museum',
      fetch: async () => json({ _data: [{ _code: 'not_found', _description: 'Resource cart not found.' }] }, 404),
    })
    renderWithStorefront(<CheckoutPending cartId="nope" />, { storefront })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
    expect(screen.queryByText('Resource cart not found.')).toBeNull()
  })

  it('goes to complete with the order ids when orders already exist', async () => {
    renderPending([{ id: 'order-4', order_number: 'FO000004' }])
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/checkout/complete?orderIds=order-4'),
    )
    expect(screen.queryByText(/Reference number/)).toBeNull()
  })
})
