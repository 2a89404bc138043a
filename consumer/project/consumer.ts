// A package user's script: every domain event of the storefront typed from the published types.
import { createStorefront, isFoyerError, type StorefrontEvents } from '@foyer/sdk'
import { cartItems } from '@foyer/sdk/cart'
import { membershipSettings } from '@foyer/sdk/membership'
import { confirmStep } from '@foyer/sdk/orders'

const storefront = createStorefront({
  apiBase: 'https://tickets.example.org/api/v1',
  seller: 'demo-museum',
  fetch: async () => new Response('{}', { status: 503 }),
})

const offs = [
  storefront.events.on('cart:expired', ({ cartId, reason }) => console.log(cartId, reason)),
  storefront.events.on('cart:extended', ({ extensionsUsed }) => console.log(extensionsUsed)),
  storefront.events.on('checkout:completed', ({ orders }) => console.log(orders.length)),
  storefront.events.on('checkout:started', ({ cartId }) => console.log(cartId)),
  storefront.events.on('reserve:reserved', ({ eventId }) => console.log(eventId)),
  storefront.events.on('auth:logged_in', ({ user }) => console.log(user)),
  storefront.events.on('memberships:member', ({ isMember }) => console.log(isMember)),
  storefront.events.on('http:error', ({ error }) => console.log(isFoyerError(error), error.code)),
]
const names: (keyof StorefrontEvents)[] = ['cart:expired', 'checkout:pending', 'catalog:listing']
console.log(names, typeof cartItems, membershipSettings(null).autoRenew, confirmStep('0.00', 'USD'))
for (const off of offs) off()
storefront.dispose()
