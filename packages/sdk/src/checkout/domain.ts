import { internalsOf } from '../domains.js'
import { settled } from '../store/store.js'
import type { Storefront } from '../storefront.js'
import { createCheckout } from './checkout.store.js'
import type { CheckoutActor, CheckoutStore } from './types.js'
import { checkoutMessages } from '../i18n/messages/checkout.en.js'

/**
 * The checkout of the storefront's cart: the purchaser's identity form, terms, payment method and
 * amount, the payment itself and where to go after it (storefront §2 Checkout; calls §3–§9). Made
 * on first use, then the same store for this storefront; its state is cleared when the session ends.
 *
 * @example
 * import { getCheckout } from '@foyer/sdk/checkout'
 *
 * const checkout = getCheckout(storefront)
 * checkout.setField('email', 'ada@example.org')
 */
export function getCheckout(storefront: Storefront): CheckoutStore {
  storefront.i18n.addMessages(checkoutMessages)
  const internals = internalsOf(storefront)
  return internals.domain('checkout', () => {
    const { options, http, events, cart, auth } = storefront
    // storefront §6: a logged-in member checks out as a member (my/cart/{id}/checkout, no
    // captcha); anyone else as a guest. A tenant's own actor (staff, gift) wins.
    // A gift waiting for this cart (the membership form, gift context) makes it a gift checkout
    // (calls §3 Guest checkout variants; calls §7 my/cart/{id}/gift_checkout).
    const actor = (): CheckoutActor => {
      const gift = internals.gifts.get(cart.getSnapshot().cartId)
      const recipient = gift ? { gifteeIdentityId: gift.gifteeIdentityId, gifteeEmail: gift.recipient.email } : null
      if (auth.getSnapshot().status === 'logged_in')
        return recipient ? { kind: 'gift', ...recipient } : { kind: 'member' }
      return recipient ? { kind: 'guest', ...recipient } : { kind: 'guest' }
    }
    const checkout = createCheckout({
      http,
      clock: options.clock,
      storage: options.storage,
      sessionStorage: options.sessionStorage,
      events,
      seller: options.seller,
      cart,
      payment: options.payment,
      captcha: options.captcha,
      settings: options.checkout,
      actor: options.checkoutActor ?? actor,
      // While the session is being read (a page reads it as it starts) a member is not yet known as
      // one: the checkout waits, rather than start as a guest with a captcha (storefront §6).
      actorKnown: () => settled(auth, (state) => state.status !== 'checking'),
    })
    internals.onSessionCleared(() => checkout.reset())
    return checkout
  })
}
