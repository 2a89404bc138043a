/**
 * storefront §2 /checkout/complete: a QR code per order and a link to view or print the tickets;
 * 'We emailed your order confirmation to {email}. Thank you for your purchase.' when the checkout
 * that just finished knows the purchaser's e-mail.
 */
import { cleanup, screen } from '@testing-library/react'
import { createStorefront } from '@foyer/react-hooks'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { importWithStyles, renderWithStorefront, testConfig } from '../../../test/render'
import { orderIdsOf } from './complete'
import { json } from '@foyer/sdk/testing'
import { getCheckout } from '@foyer/sdk/checkout'

type Screen = typeof import('./CheckoutComplete')
let CheckoutComplete: Screen['CheckoutComplete']
beforeAll(async () => {
  ;({ CheckoutComplete } = await importWithStyles(() => import('./CheckoutComplete')))
})
afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
  window.history.replaceState(null, '', '/')
})

const TWO_ORDERS = [
  { id: 'order-1', order_number: 'FO000001' },
  { id: 'order-2', order_number: 'FO000002' },
]

function renderComplete(search: string, seller: Record<string, unknown> | null = null, orders = TWO_ORDERS) {
  window.history.replaceState(null, '', `/demo-museum/checkout/complete${search}`)
  const requests: string[] = []
  const storefront = createStorefront({
    apiBase: 'https://api.test/api/v1',
    cachedApiBase: 'https://api.test/cached/api/v1',
    seller: 'demo-museum',
    fetch: async (request) => {
      requests.push(request.url)
      return json({
        ticket_order: { _data: orders },
        ...(seller ? { seller: { _data: [{ id: 'seller-1', meta: seller }] } } : {}),
      })
    },
  })
  renderWithStorefront(<CheckoutComplete />, { storefront })
  return { storefront, requests }
}

/** The checkout just completed the order and e-mailed its confirmation to `email`. */
function emailedTo(storefront: ReturnType<typeof createStorefront>, email: string) {
  const checkout = getCheckout(storefront)
  const snapshot = { ...checkout.getSnapshot(), emailedTo: email }
  vi.spyOn(checkout, 'getSnapshot').mockReturnValue(snapshot)
}

describe('storefront §2 /checkout/complete?orderIds=', () => {
  it('shows the seller meta: its message sanitised, its picture with its size for each screen, its links', async () => {
    const { requests } = renderComplete('?orderIds=order-1', {
      completed_order_message: '<p>Thank you <img src=x onerror="alert(1)"> for visiting</p>',
      completed_order_links: [
        { label: 'Plan your visit', url: 'https://museum.example/visit' },
        { label: 'Bad', url: 'javascript:alert(1)' },
      ],
      completed_image: 'thanks',
      completed_mobile_image: 'thanks-mobile',
      completed_image_alternate_text: 'The sculpture hall',
    })
    const picture = await screen.findByRole('img', { name: 'The sculpture hall' })
    // storefront §3 Seller meta comes with the orders (one call).
    expect(new URL(requests.find((url) => url.includes('/ticket_order'))!).searchParams.get('_embed')).toContain(
      'seller',
    )
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['1200', '400'])
    expect(picture.getAttribute('src')).toBe(
      'https://api.test/api/v1/images/thanks?sizex=2400&sizey=800&shrinkonly=1&_seller=demo-museum',
    )
    expect(picture.parentElement?.querySelector('source')?.getAttribute('srcset')).toContain('/images/thanks-mobile?')
    const message = await screen.findByText(/for visiting/)
    expect(message.innerHTML).not.toContain('onerror')
    const links = screen.getByRole('navigation', { name: 'From the venue' })
    expect([...links.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Plan your visit', 'https://museum.example/visit'],
    ])
  })

  it('shows no seller block when the seller has no meta', async () => {
    renderComplete('?orderIds=order-1')
    await screen.findAllByRole('img', { name: /^QR code of order / })
    expect(document.querySelector('[data-seller-message]')).toBeNull()
  })

  it('reads the order ids of the query, comma-separated, blanks left out', () => {
    expect(orderIdsOf('?orderIds=7,9')).toEqual(['7', '9'])
    expect(orderIdsOf('?orderIds=7,,%209%20')).toEqual(['7', '9'])
    expect(orderIdsOf('?orderIds=')).toEqual([])
    expect(orderIdsOf('')).toEqual([])
    // An order named twice is one order (its tickets are not shown twice).
    expect(orderIdsOf('?orderIds=7,9,7')).toEqual(['7', '9'])
  })

  it("says 'We could not find that order.' (calls §8 Orders) when no order of the link is found, not a confirmation", async () => {
    renderComplete('?orderIds=nope', { message: '<p>Thanks for coming</p>' }, [])
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find that order.')
    expect(screen.queryByRole('img', { name: /^QR code of order / })).toBeNull()
    expect(screen.queryByText('Thanks for coming')).toBeNull()
  })

  it('reads the orders with GET ticket_order?id._in= and shows a QR code per order and a link to the page of each order', async () => {
    const { requests } = renderComplete('?orderIds=order-1,order-2')
    const images = await screen.findAllByRole('img', { name: /^QR code of order / })
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'QR code of order FO000001',
      'QR code of order FO000002',
    ])
    expect(images[0]!.getAttribute('src')).toBe(
      'https://api.test/cached/api/v1/ticket_order/order-1/qrcode?margin=4&_seller=demo-museum',
    )
    // storefront §2: "a link to view or print the tickets": the order's page in My Account.
    expect(
      screen.getAllByRole('link', { name: 'View or print your tickets' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/my/orders/order-1', '/my/orders/order-2'])
    const list = new URL(requests.find((url) => url.includes('/ticket_order'))!)
    expect(list.pathname).toBe('/api/v1/ticket_order')
    expect(list.searchParams.get('id._in')).toBe('order-1,order-2')
    expect(screen.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeTruthy()
    // Nobody entered an e-mail in this page load: the sentence that needs it is left out.
    expect(screen.queryByText(/We emailed your order confirmation/)).toBeNull()
  })

  it("says 'We emailed your order confirmation to {email}. Thank you for your purchase.' with the checkout's e-mail", async () => {
    window.history.replaceState(null, '', '/')
    const { storefront } = renderComplete('?orderIds=order-1')
    cleanup()
    emailedTo(storefront, 'grace@example.com')
    renderWithStorefront(<CheckoutComplete />, { storefront })
    expect(
      await screen.findByText('We emailed your order confirmation to grace@example.com. Thank you for your purchase.'),
    ).toBeTruthy()
  })

  it('a staff sale with suppressEmailNotification (storefront §6) says no e-mail went out, not that one did', async () => {
    const { storefront } = renderComplete('?orderIds=order-1')
    cleanup()
    emailedTo(storefront, 'grace@example.com')
    const staff = { enabled: true, suppressEmailNotification: true }
    renderWithStorefront(<CheckoutComplete />, { storefront, config: { ...testConfig, staff } })
    expect(await screen.findByText('Sale complete. No confirmation was e-mailed.')).toBeTruthy()
    expect(screen.queryByText(/We emailed your order confirmation/)).toBeNull()
  })
})
