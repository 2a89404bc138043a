/**
 * The membership form (`membershipForm(storefront, eventId, { context })`; storefront §2 Buy
 * membership, §4 Membership form; calls §7 GET membership_rules and the reserve submission):
 * loads the membership event and its rules, keeps what the visitor entered, and puts the
 * membership in the cart.
 */
import { venueDate } from '../routing/filters.js'
import type { CartContents, CartStore } from '../cart/types.js'
import type { Catalog } from '../catalog/catalog.store.js'
import {
  FoyerError,
  errorForFlow,
  isCodeRequiredBlock,
  isUserFacingPromoCode,
  type Result,
} from '../errors/foyer-error.js'
import type { Http } from '../http/client.js'
import { createStore, type ReadableStore } from '../store/store.js'
import {
  MEMBERSHIP_RULES_LIMIT,
  changeLevel,
  initialLevelId,
  isReadOnlyMemberField,
  membershipLevels,
  membershipProblems,
  membershipReserveBody,
  membershipSettings,
  namedMembers,
  renewSelection,
  type MembershipLevel,
  type MembershipProblems,
  type MembershipSelection,
  type MembershipSettings,
} from './form.js'
import type { AdmitDetails, SurveyAnswerValue } from '../reserve/types.js'
import type { CartItem } from '../cart/types.js'
import { DEFAULT_RENEWAL_WINDOW_DAYS, canRenew, currentMembership, membershipRenewal, renewalOpensAt } from './rules.js'
import { REDEEM_LEVELS_SHOWN, type RedeemableCode } from './redeem.js'
import { gifteeBody, giftProblems, type GiftProblems, type GiftRecipient, type GiftSlot } from './gift.js'
import type { MembershipsStore } from './types.js'
import type { UpsellChainStore } from '../reserve/upsell.store.js'
import type { Clock } from '../store/clock.js'

/**
 * Why the membership form is open: `buy` a membership, `renew` one the member holds, `gift` one to
 * someone else, or `redeem` a gift code (storefront §2 "Buy membership (contexts renew and gift)",
 * /membership/redeem).
 */
export type MembershipFormContext = 'buy' | 'renew' | 'gift' | 'redeem'

/**
 * Where the form is (storefront §4 Membership form: "Idle, submitting (button disabled), then
 * success (done with the chosen group) or failure (submitting cleared, error shown)"); `loading`
 * while the event and its rules are read.
 */
export interface MembershipFormState {
  /** `code_required`: the server asked for a code (calls §8 Other), the dialog is open. */
  status: 'loading' | 'idle' | 'submitting' | 'code_required' | 'done' | 'error'
  context: MembershipFormContext
  levels: MembershipLevel[]
  /** The membership event's settings (auto-renew prompt, footnote, extended membership, read-only admits). */
  settings: MembershipSettings
  selection: MembershipSelection
  /** Renew context: the details the renewal filled from the membership (storefront §5 read-only admits). */
  prefilled: Readonly<Record<string, readonly AdmitDetails[]>>
  /**
   * calls §8 Other: "Membership-form server description needing a user action triggers a dialog
   * and the submit retries with the entered value": the server's description, and the last
   * refusal of the value entered.
   */
  codeRequired: { description: string | null; status: 'idle' | 'applying'; error: FoyerError | null } | null
  /**
   * Whether the visitor's cart already held a membership when the form loaded; the visitor is then
   * asked to delete that cart or check it out first (storefront §6 Gifting "A cart holding a
   * membership event prompts to delete the cart or check out").
   */
  cartHoldsMembership: boolean
  /** The problems of the last submit, or null. */
  problems: MembershipProblems | null
  error: FoyerError | null
  /** The level the membership was reserved with (done). */
  doneLevelId: string | null
  /**
   * Renew context, before the renewal window opens: when it opens (an ISO instant); the form then
   * shows the 'renew from' date instead of the reserve button, and `submit` refuses
   * (storefront §6 "Renewal is allowed within a period before expiry"; the modal shows "a 'renew
   * from' date"). Null when renewal is allowed, or in another context.
   */
  renewFrom: string | null
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
  /** The extended-membership checkbox. */
  setExtended(extended: boolean): void
  /** An answer to the chosen level's survey. */
  setSurveyAnswer(name: string, value: SurveyAnswerValue): void
  /** Gift context: the recipient's details. */
  setRecipient(details: Partial<GiftRecipient>): void
  /** Checks the form, then puts the membership in the cart. */
  submit(): Promise<Result<CartContents>>
  /** The value the code dialog asked for (`code_required`): the reserve is sent again with it. */
  applyCode(code: string): Promise<Result<CartContents>>
  /** Closes the code dialog: the form is as it was before the submit. */
  cancelCode(): void
  /**
   * Buy context: the visitor skips the membership (its 'Skip'), which sets the flag that skips
   * upsells afterward (storefront §4 "Gift or skip-upsell options set a flag that skips upsells
   * afterward"); the page then goes on to the listing.
   */
  skip(): void
  /** Whether a member's field keeps the membership's value (storefront §5 prevent_membership_updates). */
  isReadOnly(partyRole: string, index: number, field: keyof AdmitDetails): boolean
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
  /** The cart's items: a gift needs an empty cart; a membership in it prompts delete-or-checkout. */
  cartItems: () => readonly Pick<CartItem, 'isMembershipEvent'>[]
  /** Gift context: where the gift waits for its checkout. */
  gifts: GiftSlot
  /** Redeem context: the looked-up gift code (`lookupGiftCode`) that pays for the level. */
  redeem?: RedeemableCode | null
  /** The upsell chain: a gift skips upsells afterward (storefront §4 Membership form). */
  upsells?: Pick<UpsellChainStore, 'getSnapshot' | 'skipUpsells'>
  /** Renew context: the days before a membership ends that renewal opens (storefront §6). @default DEFAULT_RENEWAL_WINDOW_DAYS */
  renewalWindowDays?: number
}

const EMPTY_SELECTION: MembershipSelection = {
  levelId: null,
  named: {},
  counts: {},
  autoRenew: false,
  extended: false,
  survey: {},
}

/** calls §9 "Promo code length: 2 to 35". */
const CODE_LENGTH = { min: 2, max: 35 }

export function createMembershipForm(options: MembershipFormOptions): MembershipFormStore {
  const { http, catalog, cart, memberships, eventId, context } = options
  const store = createStore<MembershipFormState>({
    status: 'loading',
    context,
    levels: [],
    settings: membershipSettings(null),
    selection: EMPTY_SELECTION,
    prefilled: {},
    codeRequired: null,
    cartHoldsMembership: false,
    problems: null,
    error: null,
    doneLevelId: null,
    renewFrom: null,
    recipient: { email: '' },
    giftProblems: null,
    next: null,
  })
  const edit = (recipe: (selection: MembershipSelection) => MembershipSelection) =>
    store.setState((draft) => {
      draft.selection = recipe(draft.selection as MembershipSelection) as typeof draft.selection
      if (draft.status === 'done' || draft.status === 'error') draft.status = 'idle'
    })
  const holdsMembership = () => options.cartItems().some((item) => item.isMembershipEvent)

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
    store.setState((draft) => {
      draft.selection = selection as typeof draft.selection
      draft.prefilled = selection.named as typeof draft.prefilled
    })
  }
  /**
   * storefront §6: "Renewal is allowed within a period before expiry" — of the membership, or of
   * its renewal when it was renewed already (`membershipRenewal`). Before that, when it opens.
   */
  function followRenewalWindow() {
    if (context !== 'renew') return
    const list = memberships.getSnapshot().memberships
    const now = options.clock.now()
    const membership = currentMembership(list, now)
    const latest = membership ? (membershipRenewal(list, membership) ?? membership) : null
    const windowDays = options.renewalWindowDays ?? DEFAULT_RENEWAL_WINDOW_DAYS
    const renewFrom =
      latest && !canRenew(latest, now, windowDays) ? new Date(renewalOpensAt(latest, windowDays)).toISOString() : null
    if (store.getSnapshot().renewFrom !== renewFrom) store.setState((draft) => void (draft.renewFrom = renewFrom))
  }
  // Follows the memberships from load() to dispose() (a login may bring the membership to renew).
  let unsubscribe: (() => void) | null = null
  // The level chosen by the form itself (a single level), not by the visitor: a renewal may replace it.
  let autoSelected = false

  // The recipient of a gift (posted once per submit) and the codes the code dialog added.
  let gifteeIdentityId: string | null = null
  let enteredCodes: string[] = []

  function fail(error: FoyerError): Result<CartContents> {
    store.setState((draft) => {
      draft.status = 'error'
      draft.error = error
      draft.codeRequired = null
    })
    return { error }
  }

  /** The reserve (calls §7), with the redeem's code and the codes the dialog took. */
  async function reserve(level: MembershipLevel): Promise<Result<CartContents>> {
    const { selection, settings, codeRequired, recipient } = store.getSnapshot()
    const body = membershipReserveBody(level, selection, { settings, context })
    const codes = [...(options.redeem ? [options.redeem.code] : []), ...enteredCodes]
    const result = await cart.reserveMembership(eventId, codes.length > 0 ? { ...body, promo_codes: codes } : body)
    if (result.error) {
      const error = errorForFlow(result.error, 'reserve')
      const withCode = enteredCodes.length > 0
      if (isCodeRequiredBlock(error) || (withCode && isUserFacingPromoCode(result.error.code))) {
        // calls §8 Other: the dialog (again) with the server's description; a refused value says why.
        store.setState((draft) => {
          draft.status = 'code_required'
          draft.codeRequired = {
            description: isCodeRequiredBlock(error) ? error.description : (codeRequired?.description ?? null),
            status: 'idle',
            error: withCode ? errorForFlow(result.error, 'promo') : null,
          }
        })
        if (withCode && !isCodeRequiredBlock(error)) enteredCodes = enteredCodes.slice(0, -1)
        return { error }
      }
      return fail(error)
    }
    if (gifteeIdentityId)
      options.gifts.set({ cartId: result.data.cart.id, gifteeIdentityId, recipient: { ...recipient } })
    // storefront §4: "Gift or skip-upsell options set a flag that skips upsells afterward."
    if (context === 'gift') options.upsells?.skipUpsells()
    store.setState((draft) => {
      draft.status = 'done'
      draft.codeRequired = null
      draft.doneLevelId = level.id
      const upsellsOn = options.upsells ? options.upsells.getSnapshot().status !== 'skipped' : false
      draft.next = context === 'redeem' && upsellsOn ? 'events' : 'checkout'
    })
    return result
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    async load() {
      unsubscribe ??= memberships.subscribe(() => {
        followRenewalWindow()
        prefillRenewal()
      })
      followRenewalWindow()
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
      // storefront §3 Ticket group start policy and duration_new, from the venue's today.
      const today = venueDate(options.clock.now(), event.data.venue?.timezone ?? 'UTC')
      const all = membershipLevels(groups, rules.data.membership_rule._data, today)
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
        draft.levels = levels as typeof draft.levels
        draft.settings = membershipSettings(event.data.config) as typeof draft.settings
        draft.selection = { ...EMPTY_SELECTION, levelId } as typeof draft.selection
        draft.cartHoldsMembership = holdsMembership()
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
        const { prefilled, settings } = store.getSnapshot()
        // storefront §5: a read-only field keeps the membership's value.
        const allowed = Object.fromEntries(
          Object.entries(details).filter(
            ([field]) => !isReadOnlyMemberField(prefilled, settings, partyRole, index, field as keyof AdmitDetails),
          ),
        )
        const list = [...(selection.named[partyRole] ?? [])]
        while (list.length <= index) list.push({ first: '', last: '', email: '' })
        list[index] = { ...(list[index] ?? { first: '', last: '', email: '' }), ...allowed }
        return { ...selection, named: { ...selection.named, [partyRole]: list } }
      }),
    setCount: (partyRole, count) =>
      edit((selection) => ({ ...selection, counts: { ...selection.counts, [partyRole]: Math.max(0, count) } })),
    setAutoRenew: (autoRenew) => edit((selection) => ({ ...selection, autoRenew })),
    setExtended: (extended) => edit((selection) => ({ ...selection, extended })),
    setSurveyAnswer: (name, value) =>
      edit((selection) => {
        const levelId = selection.levelId
        if (levelId === null) return selection
        const answers = { ...(selection.survey[levelId] ?? {}), [name]: value }
        return { ...selection, survey: { ...selection.survey, [levelId]: answers } }
      }),
    isReadOnly: (partyRole, index, field) => {
      const { prefilled, settings } = store.getSnapshot()
      return isReadOnlyMemberField(prefilled, settings, partyRole, index, field)
    },
    setRecipient: (details) =>
      store.setState((draft) => {
        Object.assign(draft.recipient, details)
        if (draft.status === 'done' || draft.status === 'error') draft.status = 'idle'
      }),
    async submit() {
      const { levels, selection, status } = store.getSnapshot()
      if (status === 'submitting' || status === 'loading' || status === 'code_required')
        return { error: new FoyerError({ code: 'busy', messageKey: 'error.generic' }) }
      // storefront §6: no renewal before its window; the form shows when it opens.
      followRenewalWindow()
      const { renewFrom } = store.getSnapshot()
      if (renewFrom !== null)
        return {
          error: new FoyerError({
            code: 'renewal_not_open',
            messageKey: 'membership.renewNotOpen',
            extra: { renewFrom },
          }),
        }
      const problems = membershipProblems(levels, selection)
      const level = levels.find((l) => l.id === selection.levelId)
      const { recipient } = store.getSnapshot()
      const gift =
        context === 'gift'
          ? giftProblems(recipient, {
              purchaserEmail: options.purchaserEmail(),
              cartItemCount: options.cartItems().length,
            })
          : null
      const giftRefused = gift !== null && (gift.form !== null || Object.keys(gift.fields).length > 0)
      const refused = problems.form || problems.members.length > 0 || problems.survey.length > 0
      if (refused || !level || giftRefused) {
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
      gifteeIdentityId = null
      if (context === 'gift') {
        const member = level.roles.flatMap((role) => namedMembers(role, selection))[0]
        const giftee = await http.post('/giftee', { body: gifteeBody(recipient, member) })
        if (giftee.error) return fail(errorForFlow(giftee.error, 'reserve'))
        gifteeIdentityId = giftee.data.giftee._data[0]?.identity_id ?? null
        // Without the recipient's identity the checkout could not be a gift: stop before the cart.
        if (!gifteeIdentityId) return fail(new FoyerError({ code: 'unexpected' }))
      }
      enteredCodes = []
      return reserve(level)
    },
    async applyCode(code) {
      const { status, codeRequired, levels, selection } = store.getSnapshot()
      const level = levels.find((l) => l.id === selection.levelId)
      if (status !== 'code_required' || codeRequired?.status === 'applying' || !level)
        return { error: new FoyerError({ code: 'busy', messageKey: 'error.generic' }) }
      const trimmed = code.trim()
      if (trimmed.length < CODE_LENGTH.min || trimmed.length > CODE_LENGTH.max) {
        const invalid = new FoyerError({ code: 'validation_failed', messageKey: 'promo.invalidCode' })
        store.setState(
          (draft) =>
            void (draft.codeRequired = {
              description: codeRequired?.description ?? null,
              status: 'idle',
              error: invalid,
            }),
        )
        return { error: invalid }
      }
      store.setState((draft) => {
        if (draft.codeRequired) draft.codeRequired.status = 'applying'
      })
      enteredCodes = [...enteredCodes.filter((c) => c !== trimmed), trimmed]
      return reserve(level)
    },
    cancelCode() {
      if (store.getSnapshot().status !== 'code_required') return
      enteredCodes = []
      store.setState((draft) => {
        draft.status = 'idle'
        draft.codeRequired = null
      })
    },
    skip() {
      // storefront §4: "Gift or skip-upsell options set a flag that skips upsells afterward."
      if (context === 'buy') options.upsells?.skipUpsells()
    },
    dispose() {
      unsubscribe?.()
      unsubscribe = null
    },
  }
}
