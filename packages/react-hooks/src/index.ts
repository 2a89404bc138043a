/**
 * @foyer/react-hooks — React bindings for @foyer/sdk. Re-exports the sdk's root, so a tenant
 * installs one package (and the sdk is never bundled twice); each domain's rules come from the
 * sdk's subpaths (`@foyer/sdk/reserve`, …).
 *
 * Every store hook has one shape: the store from the provider (with a key where one is needed),
 * an optional selector and `{ isEqual }`, returning `[selected, actions]`. Read-only hooks with no
 * actions (`useMessages`, `useEvents`, `useEvent`) return the state itself.
 */
export * from '@foyer/sdk'
export { StorefrontProvider, useStorefront, type StorefrontProviderProps } from './context.js'
export { useStore, shallow, type Actions, type UseStoreOptions } from './useStore.js'
export { useMessages } from './useMessages.js'
export { useEvents } from './useEvents.js'
export { useEvent } from './useEvent.js'
export { useReserve, type UseReserveOptions } from './useReserve.js'
export { useAuth } from './useAuth.js'
export { useMemberships } from './useMemberships.js'
export { useOrders } from './useOrders.js'
export { useCart } from './useCart.js'
export { useCheckout } from './useCheckout.js'
export { useCartTimer } from './useCartTimer.js'
export { useSeatPicker } from './useSeatPicker.js'
export { usePaymentElement } from './usePaymentElement.js'
export { useSandboxPayment } from './useSandboxPayment.js'
