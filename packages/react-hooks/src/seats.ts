import { useMemo } from 'react'
import type { ReadableStore } from '@foyer/sdk'
import { useStore } from './useStore.js'

/** A store with actions, such as the sdk's `SeatPicker`: its snapshot type and its actions. */
type SnapshotOf<Picker> = Picker extends ReadableStore<infer State> ? State : never
/** The actions of a seat picker (`createSeatPicker(…)` / `storefront.seats(…)` without `getSnapshot` / `subscribe`). */
export type SeatPickerActions<Picker extends ReadableStore<unknown>> = Omit<Picker, 'getSnapshot' | 'subscribe'>

const wholeSnapshot = <T>(state: T) => state

/**
 * A seat picker of the sdk (storefront §2 Seat picker, §4 Seats) in a component: `[state,
 * actions]`, the state being the whole `SeatPickerState` or what `selector` picks from it. The
 * component re-renders only when the selection changes (`isEqual`, default `Object.is`; `shallow`
 * for a selector that builds an object). No logic lives here: every rule is the sdk's.
 *
 * @example
 * const [status, picker] = useSeatPicker(seatPicker, (s) => s.status)
 * return <button onClick={() => picker.open('desktop')} disabled={status !== 'closed'}>{t('seats.findSeats')}</button>
 */
export function useSeatPicker<Picker extends ReadableStore<unknown>>(
  picker: Picker,
): [SnapshotOf<Picker>, SeatPickerActions<Picker>]
export function useSeatPicker<Picker extends ReadableStore<unknown>, Selected>(
  picker: Picker,
  selector: (state: SnapshotOf<Picker>) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): [Selected, SeatPickerActions<Picker>]
export function useSeatPicker<Picker extends ReadableStore<unknown>, Selected>(
  picker: Picker,
  selector: (state: SnapshotOf<Picker>) => Selected = wholeSnapshot as (state: SnapshotOf<Picker>) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): [Selected, SeatPickerActions<Picker>] {
  const state = useStore(picker as ReadableStore<SnapshotOf<Picker>>, selector, isEqual)
  const actions = useMemo(() => {
    const { getSnapshot: _get, subscribe: _subscribe, ...rest } = picker
    return rest as SeatPickerActions<Picker>
  }, [picker])
  return [state, actions]
}
