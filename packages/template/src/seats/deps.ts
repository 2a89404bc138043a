/**
 * The sdk's seats domain and the hooks, as the seat components import them (the seat-map bench
 * imports them the same way): `@foyer/sdk/seats` and `@foyer/react-hooks`, one module instance of each.
 */
export * from '@foyer/react-hooks'
export * from '@foyer/sdk/seats'
