/**
 * The storefront's cart store (storefront §3 Cart, §4 Cart; calls §7 Cart, §8 Cart load, §9): a
 * thin shell composing its parts: load and settle (`cart.load.ts`), modify (`cart.modify.ts`),
 * codes and gift cards (`cart.codes.ts`) and transfer (`cart.transfer.ts`), over the snapshot
 * composer (`cart.view.ts`) and the pure rules (`rules/`).
 */
import { defaultIdempotencyKey } from '../core/ids.js'
import { createStore } from '../store/store.js'
import { cartCodes } from './cart.codes.js'
import { cartLoad, type CartContext } from './cart.load.js'
import { cartModify } from './cart.modify.js'
import { cartTransfer } from './cart.transfer.js'
import { firstCartState } from './cart.empty.js'
import { cartQuery, cartStorageKey, isCartCurrent } from './rules/index.js'
import type { CartOptions, CartState, CartStore } from './types.js'
import type { EarlyRead } from './cart.read.js'

/**
 * The cart store. `earlyRead` is `storefront.cart`'s (lazy-cart.ts): a read of the kept cart it
 * started while this code loaded, which the store's first read of that cart answers with.
 */
export function createCart(options: CartOptions, earlyRead: EarlyRead | null = null): CartStore {
  const { http, events, clock, storage, seller, imageLocation } = options
  const storageKey = cartStorageKey(seller)
  const { _embed, _limit } = cartQuery()
  const context: CartContext = {
    http,
    events,
    clock,
    storage,
    storageKey,
    imageLocation,
    store: createStore<CartState>(firstCartState(storage, storageKey)),
    calls: { latest: 0 },
    newKey: options.idempotencyKey ?? (() => defaultIdempotencyKey(clock)),
    writeQuery: { _embed, _limit },
    earlyRead,
  }
  const { store } = context
  const loaded = cartLoad(context)
  const { load, clear, expire, takeCart, finish, release } = loaded

  return {
    storageKey,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    load,
    clear,
    expire,
    takeCart,
    hold: async (contents) => void (await loaded.settle(contents, 'load')),
    finish,
    release,
    isCurrent: () => isCartCurrent(store.getSnapshot().localExpiresAt, clock.now()),
    ...cartModify(context, loaded),
    ...cartCodes(context, loaded, options.giftCards?.ledgerId ?? null),
    ...cartTransfer(context, loaded),
  }
}
