// A custom React storefront over the hooks, typed from the published packages.
import { StorefrontProvider, useCart, useMessages, useStorefront } from '@foyer/react-hooks'
import { createStorefront } from '@foyer/sdk'
import { useEffect } from 'react'

function CartCount() {
  const [count] = useCart((cart) => cart.items.length)
  const { t } = useMessages()
  const { events } = useStorefront()
  useEffect(() => events.on('cart:expired', ({ cartId }) => console.log(cartId)), [events])
  return (
    <p>
      {t('cart.totalToPay')} {count}
    </p>
  )
}

export function App() {
  const storefront = createStorefront({ apiBase: '/api/v1', seller: 'demo-museum' })
  return (
    <StorefrontProvider storefront={storefront}>
      <CartCount />
    </StorefrontProvider>
  )
}
