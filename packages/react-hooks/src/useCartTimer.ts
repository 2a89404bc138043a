import { useEffect } from 'react'
import type { CartTimer, CartTimerState } from '@foyer/sdk'
import { useStorefrontFor } from './context.js'
import { useStoreWithActions, type Actions, type UseStoreOptions } from './useStore.js'

export interface UseCartTimerOptions<Selected> extends UseStoreOptions<Selected> {
  /** The timer to follow. @default the storefront's `cartTimer` */
  timer?: CartTimer
}

/**
 * The cart timer (storefront §4 Timer and extension; the sdk's `createCartTimer`): `[state,
 * actions]` of the storefront's timer. `shown` is true under 20 minutes left, `level` goes from
 * info to warning (5 min) to error (2 min), a minute before the end the status is `prompting`
 * for `extend` (2 more minutes, as often as the tenant allows) or `decline`, and `acknowledge`
 * closes the expiry notice. Calls `wake()`
 * when the page becomes visible again, so a tab that slept shows the right time at once.
 * `options.timer` follows another timer than the storefront's: an order edit's (`manageOrder(…).timer`).
 * @example
 * const [{ shown, secondsLeft, level, status }, { extend, decline }] = useCartTimer()
 * @example
 * const [secondsLeft] = useCartTimer((s) => s.secondsLeft)
 * @example
 * const [shown] = useCartTimer((s) => s.shown, { timer: manage.timer })
 */
export function useCartTimer(): [CartTimerState, Actions<CartTimer>]
export function useCartTimer<Selected>(
  selector: (state: CartTimerState) => Selected,
  options?: UseCartTimerOptions<Selected>,
): [Selected, Actions<CartTimer>]
export function useCartTimer<Selected>(
  selector?: (state: CartTimerState) => Selected,
  options?: UseCartTimerOptions<Selected>,
): [Selected, Actions<CartTimer>] {
  const { cartTimer } = useStorefrontFor('useCartTimer')
  const timer = options?.timer ?? cartTimer
  useEffect(() => {
    if (typeof document === 'undefined') return
    const onVisible = () => {
      if (document.visibilityState === 'visible') timer.wake()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [timer])
  return useStoreWithActions(timer, selector, options)
}
