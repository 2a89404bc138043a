import type { StorefrontEmitter } from '../store/events.js'
import type { KeyValueStorage } from '../store/storage.js'
import { createStore, type ReadableStore } from '../store/store.js'
import {
  advanceUpsellChain,
  chainedAddOn,
  EMPTY_UPSELL_CHAIN,
  isChainedAsUpsell,
  readUpsellChain,
  upsellChainStorageKey,
  upsellsSkipped,
  type UpsellChain,
} from './upsell.js'

/**
 * Where the upsell chain is, as a named status:
 * - `none`: no add-on is offered;
 * - `chained`: an add-on is offered (`addOn`), its reserve page shows the add-on banner;
 * - `skipped`: upsells are skipped (express checkout, or the skip-upsell flag): reserves go to /checkout.
 */
export type UpsellChainStatus = 'none' | 'chained' | 'skipped'

export interface UpsellChainState extends UpsellChain {
  status: UpsellChainStatus
  /** The add-on offered now (`chainedAddOn`), or null. */
  addOn: string | null
  /** storefront §2 guards: the express checkout flag, as the storefront was created with it. */
  expressCheckout: boolean
}

/** The add-on banner of a reserve page (storefront §2 Reserve page). */
export interface AddOnBanner {
  /** The app path the skip link goes to: where reserving the add-on would have led. */
  skipTo: string
}

/**
 * The storefront's upsell chain (`storefront.upsells`; the model is in `./upsell.ts`). The
 * reserve pages use it; a custom storefront reads it for its own banner.
 */
export interface UpsellChainStore extends ReadableStore<UpsellChainState> {
  /** The storage key of the kept chain: `foyer:{seller}:upsell-chain`. */
  readonly storageKey: string
  /**
   * One step of the chain after `eventId` was reserved or skipped (`advanceUpsellChain`);
   * `nextRoute` is the event's `nextRouteOf(config)`. Returns the app path to go to.
   * @example
   * const to = storefront.upsells.advance('general-admission', '/events/audio-guide') // '/events/audio-guide'
   */
  advance(eventId: string, nextRoute: string | null): string
  /** The banner of `eventId`'s reserve page when it is the add-on offered now, else null. */
  addOnBanner(eventId: string, nextRoute: string | null): AddOnBanner | null
  /**
   * storefront §4 Membership form: "Gift or skip-upsell options set a flag that skips upsells
   * afterward". Ends any chain; later reserves go to /checkout until the chain is cleared.
   */
  skipUpsells(): void
  /** Forgets the chain and the skip-upsell flag (storefront §4 "On expiry … the upsell chain is cleared"). */
  clear(): void
}

export interface UpsellChainOptions {
  seller: string
  storage: KeyValueStorage
  events: StorefrontEmitter
  /** @default false */
  expressCheckout?: boolean
  /**
   * Whether the storefront holds a cart now. A chain kept in storage without a kept cart is stale
   * (the cart went while the page was closed) and is dropped at start.
   * @default () => true
   */
  hasCart?: () => boolean
}

function stateOf(chain: UpsellChain, expressCheckout: boolean): UpsellChainState {
  const addOn = chainedAddOn(chain)
  const status: UpsellChainStatus = upsellsSkipped(chain, { expressCheckout }) ? 'skipped' : addOn ? 'chained' : 'none'
  return { status, events: [...chain.events], skipUpsells: chain.skipUpsells, addOn, expressCheckout }
}

/**
 * Creates the upsell chain store. It clears itself on the cart's `cart:expired` and
 * `cart:cleared` events (see `./upsell.ts`: the chain lasts as long as the cart).
 */
export function createUpsellChain(options: UpsellChainOptions): UpsellChainStore {
  const storageKey = upsellChainStorageKey(options.seller)
  const expressCheckout = options.expressCheckout === true
  const kept = readUpsellChain(options.storage.getItem(storageKey))
  const initial = (options.hasCart ?? (() => true))() ? kept : EMPTY_UPSELL_CHAIN
  if (initial !== kept) options.storage.removeItem(storageKey)
  const store = createStore<UpsellChainState>(stateOf(initial, expressCheckout))

  const chain = (): UpsellChain => {
    const { events, skipUpsells } = store.getSnapshot()
    return { events, skipUpsells }
  }

  function set(next: UpsellChain) {
    if (next.events.length === 0 && !next.skipUpsells) options.storage.removeItem(storageKey)
    else options.storage.setItem(storageKey, JSON.stringify({ events: next.events, skipUpsells: next.skipUpsells }))
    const current = store.getSnapshot()
    if (current.skipUpsells === next.skipUpsells && current.events.join('\u0000') === next.events.join('\u0000')) return
    store.setState(() => stateOf(next, expressCheckout))
  }

  const clear = () => set(EMPTY_UPSELL_CHAIN)
  // storefront §4 "On expiry: A modal appears, the upsell chain is cleared and the cart is cleared."
  options.events.on('cart:expired', clear)
  options.events.on('cart:cleared', clear)

  return {
    storageKey,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    advance(eventId, nextRoute) {
      const step = advanceUpsellChain(chain(), { eventId, nextRoute }, { expressCheckout })
      set(step.chain)
      return step.to
    },
    addOnBanner(eventId, nextRoute) {
      const now = chain()
      if (!isChainedAsUpsell(now, eventId, { expressCheckout })) return null
      return { skipTo: advanceUpsellChain(now, { eventId, nextRoute }, { expressCheckout }).to }
    },
    skipUpsells: () => set({ events: [], skipUpsells: true }),
    clear,
  }
}
