import { internalsOf } from '../domains.js'
import type { Storefront } from '../storefront.js'
import { createMembershipForm, type MembershipFormContext, type MembershipFormStore } from './form.store.js'
import type { RedeemableCode } from './redeem.js'
import { membershipMessages } from '../i18n/messages/membership.en.js'

/**
 * The membership form of a membership event (storefront §2 Buy membership, contexts buy, renew,
 * gift and redeem): a new store each call, for the screen that shows it.
 *
 * @example
 * import { membershipForm } from '@foyer/sdk/membership'
 *
 * const form = membershipForm(storefront, 'membership', { context: 'renew' })
 * await form.load()
 */
export function membershipForm(
  storefront: Storefront,
  eventId: string,
  options: {
    context?: MembershipFormContext
    redeem?: RedeemableCode | null
    /** Renew context: the days before a membership ends that renewal opens (storefront §6). @default 60 */
    renewalWindowDays?: number
  } = {},
): MembershipFormStore {
  storefront.i18n.addMessages(membershipMessages)
  const { auth, cart } = storefront
  return createMembershipForm({
    eventId,
    context: options.context ?? 'buy',
    redeem: options.redeem ?? null,
    http: storefront.http,
    clock: storefront.options.clock,
    catalog: storefront.catalog,
    cart,
    memberships: storefront.memberships,
    purchaserEmail: () => auth.getSnapshot().user?.email ?? null,
    cartItems: () => cart.getSnapshot().items,
    gifts: internalsOf(storefront).gifts,
    upsells: storefront.upsells,
    ...(options.renewalWindowDays !== undefined ? { renewalWindowDays: options.renewalWindowDays } : {}),
  })
}
