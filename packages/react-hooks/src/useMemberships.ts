import type { MembershipsState, MembershipsStore } from '@foyer/sdk/membership'
import { useStorefrontFor } from './context.js'
import { useStoreWithActions, type Actions, type UseStoreOptions } from './useStore.js'

/**
 * The logged-in member's memberships (storefront §3 Membership, §6 member-only content):
 * `[state, actions]`. The sdk reads them when a member logs in and empties them when the session
 * ends; `isMember` says whether the visitor holds a valid one, which is what shows members-only
 * events and ticket groups.
 * @example
 * const [isMember] = useMemberships((m) => m.isMember)
 * @example
 * const [memberships, { qrCodeUrl }] = useMemberships((m) => m.memberships)
 */
export function useMemberships(): [MembershipsState, Actions<MembershipsStore>]
export function useMemberships<Selected>(
  selector: (state: MembershipsState) => Selected,
  options?: UseStoreOptions<Selected>,
): [Selected, Actions<MembershipsStore>]
export function useMemberships<Selected>(
  selector?: (state: MembershipsState) => Selected,
  options?: UseStoreOptions<Selected>,
): [Selected, Actions<MembershipsStore>] {
  const { memberships } = useStorefrontFor('useMemberships')
  return useStoreWithActions(memberships, selector, options)
}
