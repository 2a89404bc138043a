import type { ReadableStore } from '@foyer/sdk'
import { useStoreWithActions, type Actions, type SnapshotOf, type UseStoreOptions } from './useStore.js'

/**
 * A seat picker of the sdk, where a visitor picks seats on a map of a seated session or takes the
 * best available (storefront §2 Seat picker, §4 Seats), in a component: `[state,
 * actions]`, the state being the whole `SeatPickerState` or what `selector` picks from it. The
 * component re-renders only when the selection changes (`{ isEqual }`, default `Object.is`;
 * `shallow` for a selector that builds an object). The picker is the key: the one
 * `getSeatPicker(storefront, eventId, sessionId)` gives (the seat components receive it). No logic lives
 * here: every rule is the sdk's.
 *
 * @example
 * const [status, picker] = useSeatPicker(seatPicker, (s) => s.status)
 * return <button onClick={() => picker.open('desktop')} disabled={status !== 'closed'}>{t('seats.findSeats')}</button>
 */
export function useSeatPicker<Picker extends ReadableStore<unknown>>(
  picker: Picker,
): [SnapshotOf<Picker>, Actions<Picker>]
export function useSeatPicker<Picker extends ReadableStore<unknown>, Selected>(
  picker: Picker,
  selector: (state: SnapshotOf<Picker>) => Selected,
  options?: UseStoreOptions<Selected>,
): [Selected, Actions<Picker>]
export function useSeatPicker<Picker extends ReadableStore<unknown>, Selected>(
  picker: Picker,
  selector?: (state: SnapshotOf<Picker>) => Selected,
  options?: UseStoreOptions<Selected>,
): [Selected, Actions<Picker>] {
  return useStoreWithActions(picker, selector, options)
}
