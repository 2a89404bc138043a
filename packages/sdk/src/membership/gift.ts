/**
 * Gifting a membership (storefront §2 Buy membership "recipient contact (gift)"; §5 Membership
 * gift rules; §6 Gifting; calls §3 Giftee payload and Guest checkout variants; calls §7 POST
 * giftee, my/cart/{id}/gift_checkout). The recipient's rules, and the gift waiting for its cart's
 * checkout: kept in storage with the cart's id, so a reload before paying still pays for a gift.
 */
import type { MessageKey } from '../i18n/types.js'
import { isEmailAddress } from '../core/email.js'
import { EMAIL_MAX_LENGTH } from '../core/limits.js'
import type { KeyValueStorage } from '../store/storage.js'

/**
 * The recipient of a gift: the recipient form's e-mail. "The gift recipient form omits first_name,
 * last_name, password, password_confirm and newsletter" (storefront §5): the giftee's name is the
 * membership's first named member (`gifteeBody`).
 */
export interface GiftRecipient {
  email: string
}

/** A gift waiting for its cart's checkout: the giftee's identity (POST giftee) and who it is. */
export interface PendingGift {
  cartId: string
  gifteeIdentityId: string
  recipient: GiftRecipient
}

/** The recipient's problems by field, and the form's message (storefront §5; §6 Gifting). */
export interface GiftProblems {
  /** `too_long`: over 254 characters (storefront §5 "E-mail: … max 254"). */
  fields: Partial<Record<keyof GiftRecipient, 'required' | 'not_an_email' | 'too_long'>>
  form: MessageKey | null
}

/**
 * storefront §5: the recipient needs an e-mail, and "Gifting to your own e-mail is
 * rejected" ('You can not gift membership to yourself. Do you want to buy or renew membership for
 * yourself?'); storefront §6: "Gifting requires an empty cart".
 */
export function giftProblems(
  recipient: GiftRecipient,
  context: { purchaserEmail: string | null; cartItemCount: number },
): GiftProblems {
  const fields: GiftProblems['fields'] = {}
  const email = recipient.email.trim()
  if (email === '') fields.email = 'required'
  else if (email.length > EMAIL_MAX_LENGTH) fields.email = 'too_long'
  else if (!isEmailAddress(email)) fields.email = 'not_an_email'
  const self = context.purchaserEmail !== null && email.toLowerCase() === context.purchaserEmail.trim().toLowerCase()
  const form: MessageKey | null =
    context.cartItemCount > 0 ? 'membership.giftNeedsEmptyCart' : self ? 'membership.cannotGiftToSelfForm' : null
  return { fields, form }
}

/**
 * The recipient of a gift as the server takes it (calls §3 Giftee payload), trimmed: the name of
 * the membership's first named member (who the gift is for) and the recipient's e-mail.
 */
export function gifteeBody(
  recipient: GiftRecipient,
  member: { first: string; last: string } | undefined,
): { first_name: string; last_name: string; email: string } {
  return { first_name: member?.first.trim() ?? '', last_name: member?.last.trim() ?? '', email: recipient.email.trim() }
}

/** Where the pending gift waits (`foyer:{seller}:gift`). */
export function giftStorageKey(seller: string): string {
  return `foyer:${seller}:gift`
}

/** The pending gift of a cart, kept in storage; null for another cart or none. */
export function createGiftSlot(storage: KeyValueStorage, seller: string) {
  const key = giftStorageKey(seller)
  return {
    get(cartId: string | null): PendingGift | null {
      if (!cartId) return null
      try {
        const gift = JSON.parse(storage.getItem(key) ?? 'null') as PendingGift | null
        return gift && gift.cartId === cartId && typeof gift.gifteeIdentityId === 'string' ? gift : null
      } catch {
        return null
      }
    },
    set(gift: PendingGift): void {
      storage.setItem(key, JSON.stringify(gift))
    },
    clear(): void {
      storage.removeItem(key)
    },
  }
}

export type GiftSlot = ReturnType<typeof createGiftSlot>
