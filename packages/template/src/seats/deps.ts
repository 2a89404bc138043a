/**
 * The sdk's seats domain and its hook, as the seat components import them.
 *
 * Until `@foyer/sdk`'s index lists the seats domain and `@foyer/react-hooks`' index lists
 * `useSeatPicker`, they are read from those packages' sources: the very files `@foyer/source`
 * resolves the packages to, so there is still one module instance of each. Once both indexes
 * export them, this file becomes `export { …the same names… } from '@foyer/react-hooks'`.
 */
export * from '../../../sdk/src/seats/index'
export { useSeatPicker, type SeatPickerActions } from '../../../react-hooks/src/seats'
