/* eslint-disable @typescript-eslint/no-require-imports -- the CommonJS smoke test requires, as a CommonJS user does */
// CommonJS: the same through require.
const { createStorefront } = require('@foyer/sdk')
const { cartItems } = require('@foyer/sdk/cart')
const storefront = createStorefront({ apiBase: 'https://tickets.example.org/api/v1', seller: 'demo-museum' })
if (typeof cartItems !== 'function' || typeof storefront.events.on !== 'function')
  throw new Error('CJS: missing exports')
storefront.dispose()
console.log('CJS smoke: ok')
