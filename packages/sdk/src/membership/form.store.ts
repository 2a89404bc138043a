/**
 * The membership form (`storefront.membershipForm(eventId, { context })`; storefront §2 Buy
 * membership, §4 Membership form; calls §7 GET membership_rules and the reserve submission):
 * loads the membership event and its rules, keeps what the visitor entered, and puts the
 * membership in the cart.
 */
import type { CartContents, CartStore } from '../cart/types.js'
import type { Catalog } from '../catalog/catalog.store.js'
import { FoyerError, errorForFlow, type Result } from '../errors/foyer-error.js'
import type { Http } from '../http/client.js'
import { createStore, type ReadableStore } from '../store/store.js'
import {
  MEMBERSHIP_RULES_LIMIT,
  changeLevel,
  initialLevelId,
  membershipLevels,
  membershipProblems,
  membershipReserveBody,
  renewSelection,
  type MembershipLevel,
  type MembershipProblems,
  type MembershipSelection,
} from './form.js'
import { currentMembership } from './rules.js'
import { REDEEM_LEVELS_SHOWN, type RedeemableCode } from './redeem.js'
import { gifteeBody, giftProblems, type GiftProblems, type GiftRecipient, type GiftSlot } from './gift.js'
import type { MembershipsStore } from './types.js'
import type { UpsellChainStore } from '../reserve/upsell.store.js'
import type { Clock } from '../store/clock.js'

/** storefront §2: "Buy membership (contexts renew and gift)". */
export type MembershipFormContext = 'buy' | 'renew' | 'gift' | 'redeem'

/**
 * Where the form is (storefront §4 Membership form: "Idle, submitting (button disabled), then
 * success (done with the chosen group) or failure (submitting cleared, error shown)"); `loading`
 * while the event and its rules are read.
 */
export interface MembershipFormState {
  status: 'loading' | 'idle' | 'submitting' | 'done' | 'error'
  context: MembershipFormContext
  levels: MembershipLevel[]
  selection: MembershipSelection
  /** The problems of the last submit, or null. */
  problems: MembershipProblems | null
  error: FoyerError | null
  /** The level the membership was reserved with (done). */
  doneLevelId: string | null
  /** Gift context: who receives it (storefront §2 "recipient contact (gift)"). */
  recipient: GiftRecipient
  /** Gift context: the recipient's problems of the last submit. */
  giftProblems: GiftProblems | null
  /**
   * Where the visitor goes once the membership is in the cart (done): checkout, or, after a
   * redeem with upsells on, the events (calls §9 "After redeem, upsells lead to /events if
   * enabled, else /checkout").
   */
  next: 'checkout' | 'events' | null
}

export interface MembershipFormStore extends ReadableStore<MembershipFormState> {
  /** Reads the membership event (its levels) and the membership rules (limit 1000). */
  load(): Promise<Result<MembershipLevel[]>>
  selectLevel(levelId: string): void
  /** A named member's details, by party role and place. */
  setMember(partyRole: string, index: number, details: Partial<{ first: string; last: string; email: string }>): void
  /** How many members of a role (optional named or unnamed), within the rule's bounds. */
  setCount(partyRole: string, count: number): void
  setAutoRenew(autoRenew: boolean): void
  /** Gift context: the recipient's details. */
  setRecipient(details: Partial<GiftRecipient>): void
  /** Checks the form, then puts the membership in the cart. */
  submit(): Promise<Result<CartContents>>
  dispose(): void
}

export interface MembershipFormOptions {
  eventId: string
  context: MembershipFormContext
  http: Http
  clock: Clock
  catalog: Pick<Catalog, 'loadEvent'>
  cart: Pick<CartStore, 'reserveMembership'>
  memberships: MembershipsStore
  /** Gift context: the purchaser's e-mail (the logged-in member's), for the self-gift check. */
  purchaserEmail: () => string | null
  /** Gift context: how many items the cart holds ("Gifting requires an empty cart"). */
  cartItemCount: () => number
  /** Gift context: where the gift waits for its checkout. */
  gifts: GiftSlot
  /** Redeem context: the looked-up gift code (`lookupGiftCode`) that pays for the level. */
  redeem?: RedeemableCode | null
  /** The upsell chain: a gift skips upsells afterward (storefront §4 Membership form). */
  upsells?: Pick<UpsellChainStore, 'getSnapshot' | 'skipUpsells'>
}

const EMPTY_SELECTION: MembershipSelection = { levelId: null, named: {}, counts: {}, autoRenew: false }

export function createMembershipForm(options: MembershipFormOptions): MembershipFormStore {
  const { http, catalog, cart, memberships, eventId, context } = options
  const store = createStore<MembershipFormState>({
    status: 'loading',
    context,
    levels: [],
    selection: EMPTY_SELECTION,
    problems: null,
    error: null,
    doneLevelId: null,
    recipient: { first: '', last: '', email: '' },
    giftProblems: null,
    next: null,
  })
  const edit = (recipe: (selection: MembershipSelection) => MembershipSelection) =>
    store.setState((draft) => {
      draft.selection = recipe(draft.selection as MembershipSelection) as typeof draft.selection
      if (draft.status === 'done' || draft.status === 'error') draft.status = 'idle'
    })

  /**
   * storefront §4: "In renew context, the previous level, counts and named details are pre-filled
   * from the member's tickets. This also happens after a login success if no level is selected."
   */
  function prefillRenewal() {
    const state = store.getSnapshot()
    if (context !== 'renew' || state.levels.length === 0) return
    if (state.selection.levelId !== null && !autoSelected) return
    const membership = currentMembership(memberships.getSnapshot().memberships, options.clock.now())
    if (!membership) return
    const selection = renewSelection(state.levels, membership)
    if (selection.levelId === null) return
    autoSelected = false
    store.setState((draft) => void (draft.selection = selection as typeof draft.selection))
  }
  // Follows the memberships from load() to dispose() (a login may bring the membership to renew).
  let unsubscribe: (() => void) | null = null
  // The level chosen by the form itself (a single level), not by the visitor: a renewal may replace it.
  let autoSelected = false

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    async load() {
      unsubscribe ??= memberships.subscribe(prefillRenewal)
      const [event, rules] = await Promise.all([
        catalog.loadEvent(eventId),
        http.get('/membership_rules', {
          params: { query: { _embed: 'ticket_type', _limit: MEMBERSHIP_RULES_LIMIT } },
        }),
      ])
      const error = event.error ?? rules.error
      if (error || !event.data || !rules.data) {
        const failed = error ?? new FoyerError({ code: 'unexpected' })
        store.setState((draft) => {
          draft.status = 'error'
          draft.error = failed
        })
        return { error: failed }
      }
      const groups = event.data.ticketGroups.filter((group) => group.handler === 'membership')
      const all = membershipLevels(groups, rules.data.membership_rule._data)
      // calls §9 "Redeem: at most 3 levels shown": the code's level, else the first three.
      const redeemLevel = options.redeem?.levelId ?? null
      const levels = !options.redeem
        ? all
        : redeemLevel
          ? all.filter((level) => level.id === redeemLevel)
          : all.slice(0, REDEEM_LEVELS_SHOWN)
      if (options.redeem && levels.length === 0) {
        // The code names a level this event does not offer.
        const invalid = new FoyerError({ code: 'not_found', messageKey: 'giftCode.invalid' })
        store.setState((draft) => {
          draft.status = 'error'
          draft.error = invalid
        })
        return { error: invalid }
      }
      const levelId = initialLevelId(levels)
      autoSelected = levelId !== null
      store.setState((draft) => {
        draft.status = 'idle'
        draft.levels = levels
        draft.selection = { ...EMPTY_SELECTION, levelId } as typeof draft.selection
      })
      prefillRenewal()
      return { data: levels }
    },
    selectLevel: (levelId) => {
      autoSelected = false
      edit((selection) => changeLevel(selection, levelId))
    },
    setMember: (partyRole, index, details) =>
      edit((selection) => {
        const list = [...(selection.named[partyRole] ?? [])]
        while (list.length <= index) list.push({ first: '', last: '', email: '' })
        list[index] = { ...(list[index] ?? { first: '', last: '', email: '' }), ...details }
        return { ...selection, named: { ...selection.named, [partyRole]: list } }
      }),
    setCount: (partyRole, count) =>
      edit((selection) => ({ ...selection, counts: { ...selection.counts, [partyRole]: Math.max(0, count) } })),
    setAutoRenew: (autoRenew) => edit((selection) => ({ ...selection, autoRenew })),
    setRecipient: (details) =>
      store.setState((draft) => {
        Object.assign(draft.recipient, details)
        if (draft.status === 'done' || draft.status === 'error') draft.status = 'idle'
      }),
    async submit() {
      const { levels, selection, status } = store.getSnapshot()
      if (status === 'submitting' || status === 'loading')
        return { error: new FoyerError({ code: 'busy', messageKey: 'error.generic' }) }
      const problems = membershipProblems(levels, selection)
      const level = levels.find((l) => l.id === selection.levelId)
      const { recipient } = store.getSnapshot()
      const gift =
        context === 'gift'
          ? giftProblems(recipient, {
              purchaserEmail: options.purchaserEmail(),
              cartItemCount: options.cartItemCount(),
            })
          : null
      const giftRefused = gift !== null && (gift.form !== null || Object.keys(gift.fields).length > 0)
      if (problems.form || problems.members.length > 0 || !level || giftRefused) {
        store.setState((draft) => {
          draft.problems = problems
          draft.giftProblems = gift
        })
        return {
          error: new FoyerError({
            code: 'validation_failed',
            messageKey: problems.form ?? gift?.form ?? 'checkout.fieldRequired',
          }),
        }
      }
      store.setState((draft) => {
        draft.status = 'submitting'
        draft.problems = null
        draft.error = null
      })
      // A gift: the recipient first (calls §7 POST giftee), then the membership; the gift waits for the checkout.
      let gifteeIdentityId: string | null = null
      if (context === 'gift') {
        const giftee = await http.post('/giftee', { body: gifteeBody(recipient) })
        if (giftee.error) {
          store.setState((draft) => {
            draft.status = 'error'
            draft.error = errorForFlow(giftee.error, 'reserve')
          })
          return { error: giftee.error }
        }
        gifteeIdentityId = giftee.data.giftee._data[0]?.identity_id ?? null
        // Without the recipient's identity the checkout could not be a gift: stop before the cart.
        if (!gifteeIdentityId) {
          const unexpected = new FoyerError({ code: 'unexpected' })
          store.setState((draft) => {
            draft.status = 'error'
            draft.error = unexpected
          })
          return { error: unexpected }
        }
      }
      const body = membershipReserveBody(level, selection)
      const result = await cart.reserveMembership(
        eventId,
        options.redeem ? { ...body, promo_codes: [options.redeem.code], auto_renew: false } : body,
      )
      if (result.data && gifteeIdentityId)
        options.gifts.set({ cartId: result.data.cart.id, gifteeIdentityId, recipient: { ...recipient } })
      // storefront §4: "Gift or skip-upsell options set a flag that skips upsells afterward."
      if (result.data && context === 'gift') options.upsells?.skipUpsells()
      store.setState((draft) => {
        if (result.error) {
          draft.status = 'error'
          draft.error = errorForFlow(result.error, 'reserve')
        } else {
          draft.status = 'done'
          draft.doneLevelId = level.id
          const upsellsOn = options.upsells ? options.upsells.getSnapshot().status !== 'skipped' : false
          draft.next = context === 'redeem' && upsellsOn ? 'events' : 'checkout'
        }
      })
      return result
    },
    dispose() {
      unsubscribe?.()
      unsubscribe = null
    },
  }
}
