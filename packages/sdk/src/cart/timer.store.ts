/**
 * The cart timer (storefront §4 Cart "Timer and extension", "On expiry"; calls §4 Cart expiry,
 * §9 Local expiry, Extension prompt, Timer colours, Expiry timer shown, Cart extension).
 *
 * Time left is derived, never counted down: at each cart answer the timer notes the server's
 * `expires_in` and the monotonic clock's reading; time left is `expires_in − 5 s` less the
 * monotonic time since. So a device whose wall clock is wrong (or changes) cannot move the expiry,
 * and a tick that comes late (a throttled background tab, a machine that slept) lands on the right
 * value. When the wall clock and the monotonic clock disagree between two ticks (the machine slept
 * and the monotonic clock paused, or the device clock was changed), the timer asks the server
 * again (`cart.load()`): the server's `expires_in` is the truth.
 */
import type { Clock, TimerHandle } from '../store/clock.js'
import { createStore, type ReadableStore } from '../store/store.js'
import type { FoyerError } from '../errors/index.js'
import type { CartState, CartStore } from './types.js'
import {
  cartExtensionsAllowed,
  isTimerShown,
  LOCAL_EXPIRY_MARGIN_S,
  shouldPromptExtension,
  TIMER_CHECK_INTERVAL_MS,
  timerLevel,
} from './rules/index.js'
import type { TimerLevel } from './types.js'

/**
 * Where the timer is:
 * - `inactive`: no cart is held;
 * - `running`: a cart is held and counting down (shown when `shown`);
 * - `prompting`: the extension prompt is open (about 60 s before local expiry);
 * - `extending`: the extension call is in flight;
 * - `expired`: the cart expired: the cart-timeout dialog ('Start over') is open until `acknowledge()`.
 */
export type CartTimerStatus = 'inactive' | 'running' | 'prompting' | 'extending' | 'expired'

export interface CartTimerState {
  status: CartTimerStatus
  /** Whole seconds left before the local expiry (0 when none). */
  secondsLeft: number
  /**
   * Whether the timer is on screen (calls §9 "Expiry timer shown: under 20 minutes"): a held cart
   * counting down (running, prompting or extending) with under 20 minutes left. False without a
   * cart and once it expired (the cart-timeout dialog shows then): the one source of that state.
   */
  shown: boolean
  /** calls §9 Timer colours: info, warning, error, critical (with extend_cart_timer). */
  level: TimerLevel
  /** Extensions made to the held cart. */
  extensionsUsed: number
  /** The tenant's maximum (default 1, calls §9 "once"; up to 10 for WCAG 2.2.1). */
  maxExtensions: number
  /** The visitor dismissed the prompt ("Dismiss records the decline"). */
  declined: boolean
  /** The last extension failure, or null. */
  error: FoyerError | null
}

/**
 * What a timer follows: the storefront's cart, or another held cart with an expiry, such as an
 * order's edit (`manageOrder(…).timer`, storefront §4 Edit order "a cart with an expiry").
 */
export type TimedCart = Pick<CartStore, 'subscribe' | 'load' | 'expire' | 'extend'> & {
  getSnapshot(): Pick<CartState, 'status' | 'cartId' | 'cart' | 'extensionsUsed'>
}

export interface CartTimerOptions {
  cart: TimedCart
  clock: Clock
  /** The tenant's maximum number of extensions. @default 1 (calls §9) */
  maxExtensions?: number | null
  /** The extend_cart_timer feature flag: adds the critical colour at 30 s (calls §9). @default false */
  extendCartTimer?: boolean
  /**
   * A monotonic clock in milliseconds (never goes back, unaffected by the device's wall clock).
   * @default performance.now(), looked up when read; the injected clock's now() where there is none
   */
  monotonic?: () => number
}

export interface CartTimer extends ReadableStore<CartTimerState> {
  /** Extends by 2 minutes (calls §7 PATCH my/cart/{id}); the prompt's confirm. */
  extend(): Promise<void>
  /** The prompt's dismiss: "Dismiss records the decline"; the prompt does not come back for this cart. */
  decline(): void
  /** Closes the cart-timeout dialog after 'Start over' (see `cartExpiryPlan` for where to go). */
  acknowledge(): void
  /**
   * Re-reads the time left now, e.g. when the page becomes visible again (`visibilitychange`);
   * resynchronises with the server when the clocks disagree.
   */
  wake(): void
  /** Stops ticking and listening. */
  dispose(): void
}

/** Two clocks that disagree by more than this between ticks mean sleep or a clock change (decision: well above timer jitter). */
export const CLOCK_DISAGREEMENT_MS = 2000

function defaultMonotonic(clock: Clock): () => number {
  return () => {
    const performance = (globalThis as { performance?: { now(): number } }).performance
    return performance ? performance.now() : clock.now()
  }
}

/**
 * Creates the cart timer over the cart store. Ticks every second (calls §9 "checked every 1 s")
 * only while a cart is held and someone subscribes (the timer on screen); without a subscriber,
 * `wake()` brings the snapshot up to date.
 * @example
 * const timer = createCartTimer({ cart: storefront.cart, clock, maxExtensions: config.maxExtensions })
 * document.addEventListener('visibilitychange', () => timer.wake())
 */
export function createCartTimer(options: CartTimerOptions): CartTimer {
  const { cart, clock } = options
  const monotonic = options.monotonic ?? defaultMonotonic(clock)
  const maxExtensions = cartExtensionsAllowed(options.maxExtensions)
  const extendCartTimer = options.extendCartTimer === true
  const store = createStore<CartTimerState>({
    status: 'inactive',
    secondsLeft: 0,
    shown: false,
    level: 'info',
    extensionsUsed: 0,
    maxExtensions,
    declined: false,
    error: null,
  })

  let receipt: { cartId: string; cart: object; expiresIn: number; at: number } | null = null
  let lastTick: { mono: number; wall: number } | null = null
  let interval: TimerHandle | null = null
  let resyncing = false
  // The visitor closed the cart-timeout dialog of the cart that expired.
  let acknowledged = false

  // Ticks only while watched (a timer on screen, a script that subscribed): an unwatched storefront
  // (a Node script, a test) keeps no interval running.
  let watchers = 0

  function startTicking() {
    if (interval !== null || watchers === 0 || !receipt) return
    lastTick = { mono: monotonic(), wall: clock.now() }
    interval = clock.setInterval(tick, TIMER_CHECK_INTERVAL_MS)
  }

  function stopTicking() {
    if (interval === null) return
    clock.clearInterval(interval)
    interval = null
    lastTick = null
  }

  /** calls §9: the local expiry is expires_in − 5 s after the answer, on the monotonic clock. */
  function millisecondsLeft(): number {
    if (!receipt) return 0
    return (receipt.expiresIn - LOCAL_EXPIRY_MARGIN_S) * 1000 - (monotonic() - receipt.at)
  }

  function update() {
    const state = store.getSnapshot()
    if (state.status === 'inactive' || state.status === 'expired' || !receipt) return
    const secondsLeft = Math.max(0, Math.ceil(millisecondsLeft() / 1000))
    if (secondsLeft <= 0) return void expireNow()
    store.setState((draft) => {
      draft.secondsLeft = secondsLeft
      draft.shown = isTimerShown(secondsLeft)
      draft.level = timerLevel(secondsLeft, { extendCartTimer })
      if (
        draft.status === 'running' &&
        shouldPromptExtension({
          seconds: secondsLeft,
          declined: draft.declined,
          extensionsUsed: draft.extensionsUsed,
          maxExtensions,
        })
      ) {
        draft.status = 'prompting'
      }
    })
  }

  function tick() {
    const mono = monotonic()
    const wall = clock.now()
    const previous = lastTick
    lastTick = { mono, wall }
    if (previous && receipt && Math.abs(wall - previous.wall - (mono - previous.mono)) > CLOCK_DISAGREEMENT_MS)
      void resync()
    update()
  }

  async function resync() {
    if (resyncing) return
    resyncing = true
    try {
      await cart.load()
    } finally {
      resyncing = false
    }
  }

  async function expireNow() {
    stopTicking()
    receipt = null
    store.setState((draft) => {
      draft.status = 'expired'
      draft.secondsLeft = 0
      // The timer ends with the cart: the cart-timeout dialog speaks now, not a stale countdown.
      draft.shown = false
      draft.level = timerLevel(0, { extendCartTimer })
    })
    if (cart.getSnapshot().cartId) await cart.expire()
  }

  /** Follows the cart: a new answer is a new receipt; no cart stops the timer. */
  function onCart() {
    const snapshot = cart.getSnapshot()
    if (snapshot.status === 'expired') {
      receipt = null
      stopTicking()
      // A cart found expired (calls §8 cart_expired) shows the dialog too, once.
      if (store.getSnapshot().status !== 'expired' && !acknowledged) {
        store.setState((draft) => {
          draft.status = 'expired'
          draft.secondsLeft = 0
          draft.shown = false
        })
      }
      return
    }
    const held = snapshot.status === 'ready' || snapshot.status === 'updating'
    if (!held || !snapshot.cart || !snapshot.cartId || typeof snapshot.cart.expires_in !== 'number') {
      if (snapshot.status === 'empty' || snapshot.status === 'idle') {
        receipt = null
        stopTicking()
        if (store.getSnapshot().status !== 'expired')
          store.setState(
            (draft) =>
              void Object.assign(draft, {
                status: 'inactive',
                secondsLeft: 0,
                shown: false,
                declined: false,
                extensionsUsed: 0,
                error: null,
              }),
          )
      }
      return
    }
    if (receipt && receipt.cart === snapshot.cart) return
    const newCart = receipt?.cartId !== snapshot.cartId
    receipt = { cartId: snapshot.cartId, cart: snapshot.cart, expiresIn: snapshot.cart.expires_in, at: monotonic() }
    acknowledged = false
    store.setState((draft) => {
      if (newCart) draft.declined = false
      draft.extensionsUsed = snapshot.extensionsUsed
      if (draft.status === 'inactive' || draft.status === 'expired' || (newCart && draft.status === 'prompting'))
        draft.status = 'running'
    })
    startTicking()
    update()
  }

  const unsubscribe = cart.subscribe(onCart)
  onCart()

  async function extend() {
    const status = store.getSnapshot().status
    if (status !== 'prompting' && status !== 'running') return
    if (store.getSnapshot().extensionsUsed >= maxExtensions) return
    store.setState((draft) => {
      draft.status = 'extending'
      draft.error = null
    })
    const result = await cart.extend()
    if (store.getSnapshot().status !== 'extending') return
    store.setState((draft) => {
      draft.status = 'running'
      draft.extensionsUsed = cart.getSnapshot().extensionsUsed
      if (result.error) draft.error = result.error
    })
    update()
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe(listener) {
      const off = store.subscribe(listener)
      watchers += 1
      startTicking()
      update()
      let subscribed = true
      return () => {
        if (!subscribed) return
        subscribed = false
        off()
        watchers -= 1
        if (watchers === 0) stopTicking()
      }
    },
    extend,
    decline() {
      store.setState((draft) => {
        draft.declined = true
        if (draft.status === 'prompting') draft.status = 'running'
      })
    },
    acknowledge() {
      if (store.getSnapshot().status !== 'expired') return
      acknowledged = true
      store.setState(
        (draft) =>
          void Object.assign(draft, {
            status: 'inactive',
            secondsLeft: 0,
            shown: false,
            declined: false,
            extensionsUsed: 0,
            error: null,
          }),
      )
      onCart()
    },
    wake: tick,
    dispose() {
      unsubscribe()
      stopTicking()
    },
  }
}
