/**
 * `storefront.cart`, made on first use (issue 16: "Domains are created on first use"). The cart is
 * there from the start in its first state (nothing read, the kept id from storage), so a page
 * draws and subscribes at once; its code (loading, modifying, codes, gift cards, transfer, the
 * rules behind them) loads when a call needs it: reading a kept cart, a reserve, a code, … or when
 * a domain that works on the cart is made (a reserve page, checkout, an order's edit: `prepare`).
 * A visitor without a kept cart reads it as empty at once, as the cart store would, without a call:
 * a listing opened on a first visit never downloads the cart's code. A kept cart's read goes out
 * at once, beside the code (the cart store takes its answer), unless another call came first. Once
 * loaded, the stand-in shows the real store's snapshots and forwards every call to it.
 *
 * A load that fails twice (calls §8 Other: one retry with cache bust) is told as the catalogue's
 * generic error where the call reports (the answer's error, and the cart's `error`); the next call
 * tries again.
 */
import { firstCartState } from './cart/cart.empty.js'
import { isCartCurrent } from './cart/rules/expiry-timer.js'
import { cartStorageKey } from './cart/rules/constants.js'
import { readCartAt, type EarlyRead } from './cart/cart.read.js'
import type { CartContents, CartOptions, CartState, CartStore } from './cart/types.js'
import { FoyerError, type Result } from './errors/foyer-error.js'
import { follow, loadOnce } from './lazy-domain.js'
import { createStore } from './store/store.js'

/** What `lazyCart` answers: the stand-in, and a way to start loading its code ahead of a call. */
export interface LazyCart {
  cart: CartStore
  /** Starts loading the cart's code (a domain that works on the cart was made), unless it is loaded. */
  prepare(): void
}

export function lazyCart(options: CartOptions): LazyCart {
  const storageKey = cartStorageKey(options.seller)
  const state = createStore<CartState>(firstCartState(options.storage, storageKey))
  let made: CartStore | null = null
  /**
   * The read of the kept cart asked for while the code loads, while reads are all that was asked for
   * (readKept): the real cart's first read takes its answer. After any other call (a write, a
   * release) reads wait for the code, as the cart store's do.
   */
  let early: EarlyRead | null = null
  let onlyReads = true
  /** A call other than a read: the shared read and the early one no longer answer for it. */
  const called = () => {
    reading = null
    onlyReads = false
  }
  /** The real cart, made once; a failed load is answered as an error and tried again next time. */
  const load = loadOnce(
    () => import('./cart/cart.store.js'),
    options.clock,
    ({ createCart }) => {
      const real = createCart(options, early)
      early = null
      made = real
      // The real cart starts where the stand-in did (the same storage).
      follow(state, real)
      return real
    },
  )

  /**
   * The read of a kept cart asked for before the code is in, shared by the reads asked for after it
   * until another call is made (a read asked for after a write reads again, as the cart store's).
   */
  let reading: Promise<Result<CartContents | null>> | null = null

  /** The cart's failure to load, where a cart call's failure shows: its `error` (and `status` for a read). */
  function failed(error: FoyerError, read = false) {
    state.setState((draft) => {
      draft.error = error
      if (read) draft.status = 'error'
    })
  }

  /** A call that answers a result: its failure to load is the result's error. */
  const resultCall =
    <Args extends unknown[], T>(call: (real: CartStore, ...args: Args) => Promise<Result<T>>) =>
    async (...args: Args): Promise<Result<T>> => {
      called()
      const real = await load()
      if (!(real instanceof FoyerError)) return call(real, ...args)
      failed(real)
      return { error: real }
    }

  /** The kept cart's id: only with one does a call that reads, forgets or ends the cart have anything to do before the code loads. */
  const keptId = () => state.getSnapshot().cartId ?? options.storage.getItem(storageKey)

  /**
   * A call that changes only a cart that is there (`finish`, `release`, `expire`): without the code
   * and without a kept cart there is nothing to change; with a kept cart it runs once the code is in,
   * after the calls made before it.
   */
  function onHeld(call: (real: CartStore) => void | Promise<void>): void | Promise<void> {
    if (made) return call(made)
    called()
    if (keptId() === null) return
    return load().then(async (real) => {
      if (!(real instanceof FoyerError)) await call(real)
    })
  }

  async function readKept(cartId: string): Promise<Result<CartContents | null>> {
    state.setState((draft) => {
      draft.status = 'loading'
      draft.cartId = cartId
      draft.error = null
    })
    // The call goes out now, beside the code, not after it: on a phone the code is a round trip of
    // its own before the cart's (issue 16: a checkout opened with a kept cart).
    if (!made && !early && onlyReads) early = { cartId, answer: readCartAt(options.http, options.clock, cartId) }
    const real = await load()
    if (!(real instanceof FoyerError)) return real.load()
    early = null
    reading = null
    failed(real, true)
    return { error: real }
  }

  const cart: CartStore = {
    storageKey,
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    load() {
      if (made) return made.load()
      const cartId = keptId()
      // No kept cart: empty at once, without a call (as the cart store's load answers).
      if (cartId === null) {
        if (state.getSnapshot().status !== 'empty') state.setState((draft) => void (draft.status = 'empty'))
        return Promise.resolve({ data: null })
      }
      // As the cart store's read: loading at once, and one read for every load asked for meanwhile
      // (a page's components each ask for the cart once they see it idle).
      reading ??= readKept(cartId)
      return reading
    },
    modify: resultCall((real, ...args: Parameters<CartStore['modify']>) => real.modify(...args)),
    reserveMembership: resultCall((real, ...args: Parameters<CartStore['reserveMembership']>) =>
      real.reserveMembership(...args),
    ),
    applyCode: resultCall((real, code: string) => real.applyCode(code)),
    applyCodes: resultCall((real, input: string) => real.applyCodes(input)),
    applyGiftCard: resultCall((real, number: string) => real.applyGiftCard(number)),
    confirmRemoveItem: resultCall((real, itemId: string) => real.confirmRemoveItem(itemId)),
    clear: resultCall((real) => real.clear()),
    extend: resultCall((real) => real.extend()),
    // Without the code no cart was read: no item to plan for, no gift card applied, none offered.
    removeItem: (itemId) => made?.removeItem(itemId) ?? null,
    removeGiftCard: (number) => made?.removeGiftCard(number),
    clearGiftCards: () => made?.clearGiftCards(),
    giftCardsShown: () => made?.giftCardsShown() ?? false,
    // A cart row answered for a cart not read here is ignored, as the cart store ignores another cart's.
    takeCart: (row) => made?.takeCart(row),
    isCurrent: () => isCartCurrent(state.getSnapshot().localExpiresAt, options.clock.now()),
    async expire() {
      await onHeld((real) => real.expire())
    },
    finish: (outcome) => void onHeld((real) => real.finish(outcome)),
    release: () => void onHeld((real) => real.release()),
    async hold(contents) {
      called()
      const real = await load()
      if (real instanceof FoyerError) return failed(real)
      await real.hold(contents)
    },
    async transfer(cartId, transfer) {
      called()
      const real = await load()
      if (!(real instanceof FoyerError)) return real.transfer(cartId, transfer)
      failed(real)
      return { action: 'refuse', messageKey: 'error.generic', clearCart: false, description: null }
    },
  }

  // A kept cart is read on the first page that shows it: its code starts loading now, beside the page's own.
  if (keptId() !== null) void load()
  return { cart, prepare: () => void (made ?? load()) }
}
