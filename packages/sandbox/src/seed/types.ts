/**
 * The shapes of the seeded demo tenant (see `seed/index.ts`).
 */
import type { SeedImage } from '../images.js'
import { type SeatPlan } from '../seat-plans.js'
import type {
  CategoryRow,
  ConfigRow,
  EventTemplateBase,
  MembershipRuleRow,
  MessageRuleRow,
  SellerRow,
  TicketGroupRow,
  TicketTypeRow,
  VenueRow,
} from '../types.js'

/** How an event's sessions are generated. */
export type SeedSchedule =
  /** Sessions on open weekdays at the given start times, every day of the rolling window. */
  | {
      kind: 'repeating'
      /** Open days, 0 Sunday … 6 Saturday. */
      weekdays: number[]
      times: string[]
      duration_minutes: number
      capacity: number
      oversell_capacity: number
    }
  /** Sessions only on given days after the anchor date (a one-off event). */
  | {
      kind: 'dated'
      day_offsets: number[]
      times: string[]
      duration_minutes: number
      capacity: number
      oversell_capacity: number
    }
  /**
   * One session spanning the whole window, for products sold without a date (donations, gift
   * cards, memberships): the contract reaches ticket groups through a session.
   */
  | { kind: 'open' }

/** Seeded bookings, placed relative to the anchor date (see module doc). */
export interface SeedLoad {
  /** The first open day at or after anchor + `day_offset`. */
  day_offset: number
  /** A start time `HH:MM`; every session of the day when absent. */
  time?: string
  /** Tickets already sold, or `'full'` for exactly the session's capacity plus oversell. */
  used: number | 'full'
}

/** A badge or annotation on calendar days, by weekday (storefront §3 Calendar day). */
export interface SeedCalendarNote {
  weekdays: number[]
  badge?: string
  annotation?: string
}

export interface SeedEvent {
  template: EventTemplateBase
  image: SeedImage
  /** Meta records by metakey (storefront §3 Event template meta), plus tenant keys for filters. */
  meta: Record<string, string>
  /** Config records by `namespace.name` (storefront §3 Event template config). */
  config: Record<string, unknown>
  ticket_groups: TicketGroupRow[]
  ticket_types: TicketTypeRow[]
  message_rules: MessageRuleRow[]
  schedule: SeedSchedule | null
  load: SeedLoad[]
  calendar_notes: SeedCalendarNote[]
  /**
   * Whether sessions without seeded load carry the stable background load (sessions.ts,
   * backgroundLoad). False for an event whose sessions must start empty (exact capacity tests).
   * @default true
   */
  background_load?: boolean
  /**
   * A seated event sells by seat (storefront §3 Seat map): its hall plan, built by `build` on
   * first use and cached by `plan_id` (seat-plans.ts). Its sessions' capacity is the plan's seats
   * on sale; seeded bookings (`load`, or the background load) are seats (seats.ts).
   */
  seating?: { plan_id: string; build: () => SeatPlan }
  /**
   * The checkout rule "a code is required" (calls §8 rule_blocks_reserve, block_reason
   * code_required): a reserve is refused until the cart holds a promo code that unlocks the
   * event. The sentence is the error's `_description`, which the client's code dialog shows.
   */
  code_required?: { description: string }
  /**
   * The same rule for single ticket groups, by ticket group id: the membership levels sold by
   * invitation (the Patron level). reserve_membership refuses such a level until the cart holds,
   * or the reserve's promo_codes send, a promo code whose `unlocks_ticket_group_ids` names it.
   */
  code_required_groups?: Record<string, { description: string }>
  /** A blocking code group (checkout blocked until an activating code is applied). */
  blocking_code_group?: SeedBlockingCodeGroup
  /**
   * Sold with scheduled payments (storefront §1 "Part payments via scheduled payments";
   * schedules.ts): a cart holding the event's tickets owes a deposit now and the balance later.
   */
  scheduled_payments?: SeedPaymentPlan
}

/**
 * A payment plan (schedules.ts): `deposit_percent` of the order's total is due when the tickets
 * are reserved, the rest `balance_due_days_before` days before the visit (at once when the visit
 * is nearer than that).
 */
export interface SeedPaymentPlan {
  deposit_percent: number
  balance_due_days_before: number
}

/**
 * A promo code the sandbox knows (codes.ts): it may unlock events with a code-required rule,
 * take a discount off eligible tickets, and lift a blocking code group's block.
 */
export interface SeedPromoCode {
  /** Matched case-insensitively after trimming (storefront §5 "Promo code: required, trimmed"). */
  code: string
  name: string
  description: string
  /** Events whose code-required rule the code satisfies. */
  unlocks_event_ids: string[]
  /** Ticket groups whose code-required rule (SeedEvent code_required_groups) the code satisfies. */
  unlocks_ticket_group_ids?: string[]
  /**
   * What the code takes off: a percentage of each eligible ticket's price, or an amount off the
   * eligible tickets of the order (at most their price).
   */
  discount?: { percent: number } | { amount: string }
  /** Events whose tickets the discount applies to; every event when absent. */
  event_ids?: string[]
  /** The code group the code belongs to: a code of a blocking group's activating groups lifts the block. */
  code_group?: string
  /** Uses left: 0 answers code_exhausted; an order that used the code takes one. Unlimited when absent. */
  uses_left?: number
}

/**
 * A cart holding tickets of the event is blocked at checkout (openapi CartMod blocking_checkout,
 * checkout 400 rule_blocks_checkout) until a code of one of `activating_code_groups` is applied.
 */
export interface SeedBlockingCodeGroup {
  activating_code_groups: string[]
  /** The blocking cartmod's description and the checkout error's: what the code form shows. */
  description: string
}

/** A gift card on the seller's ledger (storefront §3 Gift card; calls §7 GET ledger). */
export interface SeedGiftCard {
  number: string
  balance: string
  /** active is the only usable state (storefront §3). */
  state: 'active' | 'inactive'
}

/** A person the sandbox knows (storefront §3 User / identity). */
export interface SeedIdentity {
  id: string
  first_name: string
  last_name: string
  email: string
}

/**
 * A login account of a seeded identity (calls §7 Account). The sandbox's demo members are
 * listed in the sandbox README beside the test cards.
 */
export interface SeedAccount {
  user_id: string
  identity_id: string
  /** null: an account made at checkout, with no password set (calls §8 guest_account). */
  password: string | null
  /** The member ID (calls §6 scan_code modes), or null. */
  scan_code: string | null
  zip_code: string | null
  /** How many passcode submissions answer `not_available_yet` first (a slow mail server). */
  otp_delay?: number
}

/** Tenant settings of the sandbox's own making (the spec does not give the server's values). */
export interface SeedSettings {
  /**
   * How long a cart holds its tickets' capacity from its creation, in minutes. The real
   * server's hold is not in the spec; 15 minutes is a common ticketing default.
   */
  cart_hold_minutes: number
  /** The public identity that owns carts made without a login (storefront §4 Cart). */
  public_identity_id: string
  /**
   * How card payments are captured: automatic (the intent ends succeeded) or manual (it ends
   * requires_capture, authorised and captured later). Either completes the order (calls §4).
   */
  capture_method: 'automatic' | 'manual'
  /** The gift card ledger's id; GET ledger takes it or the id of its config record (calls §7). */
  gift_card_ledger_id: string
  /** CityPASS vouchers the CityPASS service refuses (already redeemed): citypass_failure. */
  citypass_redeemed: string[]
  /**
   * How many times a cart may be extended by 2 minutes (calls §9: once). A tenant that lets
   * visitors extend more often (the template's `cartExtensions`, up to ten for WCAG 2.2.1) needs a
   * server that allows as many.
   */
  cart_extensions_allowed: number
  /**
   * A card fee configuration (storefront §3 Cart "card fee with payment method configuration id
   * (pmc_id), gateway_id, account_id"; issue 15): carts holding tickets of these events carry
   * `amount` once per order as their card fee, counted in what is outstanding, with the card
   * gateway's payment method configuration and account. Absent: no cart has a card fee.
   */
  card_fee?: SeedCardFee
}

/** A card fee configuration of the seller (SeedSettings.card_fee). */
export interface SeedCardFee {
  event_ids: string[]
  /** The fee per order, a decimal string. */
  amount: string
  /** The card gateway's payment method configuration (Stripe pmc_…). */
  pmc_id: string
  gateway_id: string
  account_id: string
}

/**
 * A membership level's role (storefront §3 Membership: "role_id and role (level with rank)"): one
 * per level of the membership event, ranked from the smallest level up.
 */
export interface SeedMembershipRole {
  id: string
  /** The level's name, as its ticket group is named. */
  name: string
  rank: number
  membership_program_id: string
  /** The level's ticket group on the membership event. */
  ticket_group_id: string
  /**
   * The member benefits a membership of this level carries when bought (storefront §6: per
   * ticket type name, with the `*` wildcard pool); copied to the issued membership.
   */
  member_event_purchase_limit: Record<string, number> | null
}

/** When a seeded thing happened or happens: days from the anchor date, at a venue wall time. */
export interface SeedMoment {
  day_offset: number
  time: string
}

/** One line of a seeded order: tickets of one type, each with its admit name. */
export interface SeedOrderLine {
  event_template_id: string
  ticket_type_id: string
  /**
   * The session: the first day the event's schedule opens at or after anchor + `day_offset`, at
   * `time`; null for an undated product (its open session).
   */
  session: SeedMoment | null
  admit_names: string[]
  /** Redeemed at the door (storefront §3 Ticket state redeemed), else booked. */
  redeemed?: boolean
}

/**
 * A past purchase of a seeded member (issue 12: My Account has orders and upcoming visits): a
 * completed cart, its order and one card payment, placed relative to the anchor date when the
 * state is built (member-history.ts).
 */
export interface SeedOrder {
  /** The order's id; the readable order number is `FO9…`, apart from the FO0… of new orders. */
  id: string
  order_number: string
  identity_id: string
  purchased: SeedMoment
  lines: SeedOrderLine[]
}

/**
 * A seeded membership (storefront §3 Membership): its level is `role_id`, its members the
 * tickets of `ticket_order_id` in the level's group; valid from the order's purchase day for
 * `months` months.
 */
export interface SeedMembership {
  id: string
  identity_id: string
  /** The identities it covers (openapi IdentityLink), the holder first. */
  identity_ids: string[]
  scan_code: string
  role_id: string
  ticket_order_id: string
  /** Valid from this day (00:00 at the venue) … */
  valid_from_day_offset: number
  /** … until the end of the day before the same date `months` later. */
  months: number
  auto_renew_state: 'scheduled' | 'cancelled' | 'none'
  member_event_purchase_limit: Record<string, number> | null
}

/** A card a member saved at checkout (storefront §3 Saved payment method). */
export interface SeedSavedCard {
  id: string
  identity_id: string
  brand: string
  last4: string
  exp_month: number
  /** Years after the anchor date's year, so the card never expires under a moving clock. */
  exp_years_ahead: number
}

export interface Seed {
  seller: SellerRow
  venues: VenueRow[]
  categories: CategoryRow[]
  events: SeedEvent[]
  /** Seller-wide config records (home page, admission and membership events). */
  seller_config: ConfigRow[]
  membership_rules: MembershipRuleRow[]
  /** Images not tied to an event (seller logo, membership card). */
  images: SeedImage[]
  promo_codes: SeedPromoCode[]
  gift_cards: SeedGiftCard[]
  identities: SeedIdentity[]
  accounts: SeedAccount[]
  /** The membership programme and its levels' roles. */
  membership_program: { id: string; name: string }
  membership_roles: SeedMembershipRole[]
  /**
   * The demo members' past and upcoming orders, memberships and saved cards (seed/member-history.ts),
   * and the guests' self-service orders (seed/guest-orders.ts).
   */
  member_orders: SeedOrder[]
  memberships: SeedMembership[]
  saved_cards: SeedSavedCard[]
  settings: SeedSettings
}
