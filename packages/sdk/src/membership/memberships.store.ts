/**
 * The logged-in member's memberships (`storefront.memberships`; storefront §1 My Account
 * "membership", §6 member-only content; calls §7 GET my/membership, uncached). It follows the
 * session: read once a member is logged in, emptied when the session ends. `isMember` is the
 * session snapshot's "member" that the catalogue, reserve and content blocks read.
 */
import type { AuthState } from '../auth/types.js'
import type { Http } from '../http/client.js'
import type { Clock } from '../store/clock.js'
import type { StorefrontEmitter } from '../store/events.js'
import { createStore, type ReadableStore } from '../store/store.js'
import { holdsMembership, membershipQrCodeUrl, MY_MEMBERSHIP_EMBED, NO_MEMBERSHIPS, readMemberships } from './rules.js'
import type { MembershipsState, MembershipsStore } from './types.js'

export interface MembershipsOptions {
  http: Http
  clock: Clock
  events: StorefrontEmitter
  apiBase: string
  seller: string
  /** The session it follows. */
  auth: ReadableStore<AuthState>
}

export function createMemberships(options: MembershipsOptions): MembershipsStore {
  const { http, clock, events, auth } = options
  const store = createStore<MembershipsState>(NO_MEMBERSHIPS)
  let loadedFor: string | null = null
  let reads = 0

  function set(next: MembershipsState) {
    const wasMember = store.getSnapshot().isMember
    store.setState(() => next)
    if (next.isMember !== wasMember) events.emit('memberships:member', { isMember: next.isMember })
  }

  async function refresh() {
    const userId = auth.getSnapshot().user?.id ?? null
    if (!userId) return set(NO_MEMBERSHIPS)
    const read = ++reads
    // A second read of the same member's memberships is a background refresh: what is shown stays.
    if (store.getSnapshot().status !== 'ready')
      store.setState((draft) => {
        draft.status = 'loading'
        draft.error = null
      })
    const result = await http.get('/my/membership', { params: { query: { _embed: MY_MEMBERSHIP_EMBED } } })
    // A newer read (or the session's end) wins over this one.
    if (read !== reads || auth.getSnapshot().user?.id !== userId) return
    if (result.error) return set({ ...store.getSnapshot(), status: 'error', error: result.error })
    const memberships = readMemberships(result.data)
    set({ status: 'ready', memberships, isMember: holdsMembership(memberships, clock.now()), error: null })
  }

  function follow(state: AuthState) {
    const userId = state.status === 'logged_in' ? (state.user?.id ?? null) : null
    if (userId === loadedFor) return
    loadedFor = userId
    if (userId) void refresh()
    else {
      reads++
      set(NO_MEMBERSHIPS)
    }
  }
  const unsubscribe = auth.subscribe(() => follow(auth.getSnapshot()))
  follow(auth.getSnapshot())

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    refresh,
    async cancelAutoRenew(ticketOrderId) {
      const result = await http.delete('/ticket_order/{orderId}/auto_renew', {
        params: { path: { orderId: ticketOrderId } },
      })
      // A refusal may mean the state changed elsewhere (cancelled in another tab): read it again.
      if (result.error) {
        void refresh()
        return { error: result.error }
      }
      store.setState((draft) => {
        for (const membership of draft.memberships)
          if (membership.ticketOrderId === ticketOrderId && membership.autoRenewState === 'scheduled')
            membership.autoRenewState = 'cancelled'
      })
      void refresh()
      return { data: null }
    },
    qrCodeUrl: (membershipId) => membershipQrCodeUrl(options.apiBase, options.seller, membershipId),
    dispose: unsubscribe,
  }
}
