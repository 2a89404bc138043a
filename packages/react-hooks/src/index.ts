/**
 * @foyer/react-hooks — React bindings for @foyer/sdk. Re-exports the whole sdk, so a tenant
 * installs one package (and the sdk is never bundled twice).
 */
export * from '@foyer/sdk'
export { StorefrontProvider, useStorefront, type StorefrontProviderProps } from './context.js'
export { useStore, shallow } from './useStore.js'
export { useMessages, useEvents, useEvent } from './hooks.js'
export { useReserve, useCart, type ReserveActions, type CartActions, type UseReserveOptions } from './reserve.js'
export { useSeatPicker, type SeatPickerActions } from './seats.js'
export { useCheckout, useCartTimer, usePaymentElement, useSandboxPayment, type StoreActions } from './checkout.js'
