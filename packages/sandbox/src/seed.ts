/**
 * The seeded demo tenant: seller `demo-museum`, the Foyer Museum of Art in New York
 * (America/New_York, USD). `createSeed()` builds fresh objects every time, so `reset()` can
 * go back to exactly this state.
 *
 * Sessions are not listed here one by one: each event has a schedule (open weekdays, start
 * times) and the sandbox generates sessions for a rolling window from the clock's current date
 * (see sessions.ts). Seeded bookings ("load") are placed relative to the *anchor* date (the
 * venue's date when the sandbox was created or reset), so moving the clock forward keeps the
 * sold-out day where it was, as a real calendar would.
 */
import type { SeedImage } from './images.js'
import { cachedPlan, greatHall, stressHall, stressSeatCount, type SeatPlan } from './seat-plans.js'
import type {
  CategoryRow,
  ConfigRow,
  EventTemplateBase,
  MembershipRuleRow,
  MessageRuleRow,
  OutsideFee,
  SellerRow,
  TicketGroupRow,
  TicketTypeRow,
  VenueRow,
} from './types.js'

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
  /** A blocking code group (checkout blocked until an activating code is applied). */
  blocking_code_group?: SeedBlockingCodeGroup
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
  settings: SeedSettings
}

export const venueTimeZone = 'America/New_York'
export const currencyCode = 'USD'

export const sellerSlug = 'demo-museum'

/** The namespace of config records: the storefront application's (Tix-App ecomm). */
export const configNamespace = 'ecommerce'

/** Every week day but Monday: the museum is closed on Mondays. */
const tuesdayToSunday = [0, 2, 3, 4, 5, 6]

// ---------------------------------------------------------------------------------------------
// Typed builders: a full row from the fields that matter (STYLE.md, typed fixture builders).

// The seller's id is its slug, so a client that knows only `_seller` can ask for the seller's
// config records (`config?resource_id._in=demo-museum`).
const sellerId = 'demo-museum'
const venueId = 'venue-foyer-museum'

export function eventTemplate(fields: Pick<EventTemplateBase, 'id' | 'name' | 'category'> & Partial<EventTemplateBase>): EventTemplateBase {
  return {
    seller_id: sellerId,
    subtitle: '',
    summary: '',
    description: '',
    venue_id: venueId,
    event_type: 'repeating',
    hidden_type: 'public_browsable',
    currency_code: currencyCode,
    ...fields,
  }
}

export function ticketGroup(
  fields: Pick<TicketGroupRow, 'id' | 'event_template_id' | 'name'> & Partial<TicketGroupRow>,
): TicketGroupRow {
  return {
    description: '',
    color: '#3b5b7a',
    hidden_type: 'public_browsable',
    handler: 'tickets',
    min_tickets_per_order: 1,
    max_tickets_per_order: 20,
    capacity: -1,
    oversell_capacity: 0,
    used_capacity: 0,
    exclude_from_event_capacity: false,
    sales_start: null,
    sales_end: null,
    available: true,
    sold_out: false,
    start_policy: null,
    start_policy_date: null,
    duration_new: null,
    additional_info_spec: null,
    meta: { admit_names: 'disabled', admit_emails: 'disabled', extra_checkout_fields: [], identity_form: null },
    _rank: 0,
    ...fields,
  }
}

export function ticketType(
  fields: Pick<TicketTypeRow, 'id' | 'ticket_group_id' | 'event_template_id' | 'name' | 'currency_amount'> & Partial<TicketTypeRow>,
): TicketTypeRow {
  return {
    summary: '',
    description: '',
    currency_amount_min: null,
    currency_amount_max: null,
    discounted_amount: null,
    outside_fees: [],
    _rank: 0,
    available: true,
    member_event_ticket_type: false,
    ...fields,
  }
}

/** calls §9 Fees: "fixed (Service charges), percent (Tax)". */
export function serviceCharge(fee: string): OutsideFee {
  return { type: 'fee_fixed_outside', name: 'Service charges', fee }
}
export function tax(percent: string): OutsideFee {
  return { type: 'fee_percent_outside', name: 'Tax', fee: percent }
}

/** Ranks types and groups in the order they are listed. */
function ranked<T extends { _rank: number }>(rows: T[]): T[] {
  return rows.map((row, i) => ({ ...row, _rank: i + 1 }))
}

function image(id: string, palette: SeedImage['palette'], motif: SeedImage['motif']): SeedImage {
  return { id, width: 1600, height: 1000, palette, motif }
}

// ---------------------------------------------------------------------------------------------

/** Ids other packages and tests may refer to. */
export const seedIds = {
  seller: sellerId,
  venue: venueId,
  generalAdmission: 'general-admission',
  membersEvening: 'members-evening',
  concert: 'chamber-music-great-hall',
  payWhatYouWish: 'pay-what-you-wish-fridays',
  donation: 'support-the-museum',
  giftCards: 'gift-cards',
  membership: 'membership',
  familyWorkshop: 'little-makers-workshop',
  highlightsTour: 'highlights-tour',
  curatorTalk: 'curator-talk-light-and-shadow',
  sculptureGarden: 'sculpture-garden-reopening',
  /** Link-only: 50 places a session and no background load (capacity, group limits, exclusion). */
  conservationLab: 'conservation-lab',
  /**
   * Link-only add-on chained as an upsell of General Admission (its config next_route, storefront
   * §3): tickets_must_match_anchor_tickets, visit_time same_date, one all-day session on each open day.
   */
  audioGuide: 'audio-guide',
  /** Link-only, single session: reserving needs promo code `PREVIEW` first (code-required rule). */
  curatorsPreview: 'curators-preview',
  /** The code that unlocks the Curator's Preview. */
  previewCode: 'PREVIEW',
  /** Link-only, one session 8 days out: its cart is blocked at checkout until a partner code (PARTNER-ACME). */
  partnersTour: 'partners-tour',
  /** Promo codes (codes.ts): 10 % off, 5.00 off General Admission, 20 % off the concert, exhausted, a partner code. */
  codes: { friends: 'FRIENDS10', save5: 'SAVE5', concert: 'CONCERT20', exhausted: 'SPRING25', partner: 'PARTNER-ACME' },
  /** CityPASS vouchers for General Admission (storefront §5 patterns), a redeemed one, and a wrong one. */
  citypass: { adult: 'CPA12345678', child: 'CPC12345678', redeemed: 'CPA00000000', malformed: 'CPX123' },
  /** Gift cards on the ledger: 50.00 and 500.00 active, 0.00 active, 25.00 inactive. */
  giftCardLedger: 'gift-card-ledger',
  giftCardNumbers: { fifty: '6006000000000050', fiveHundred: '6006000000000500', zero: '6006000000000000', inactive: '6006000000000025' },
  /** A known purchaser: POST user with this e-mail answers 409 with this identity id. */
  knownIdentity: 'identity-ada',
  knownEmail: 'ada@foyer-museum.example',
  /** Link-only seated stress events, one session each 14 days out at 19:00 (seat map figures). */
  stressHall20k: 'stress-hall-20k',
  stressHall50k: 'stress-hall-50k',
  /** The identity that owns carts made without a login. */
  publicIdentity: 'public-identity',
  ticketGroups: {
    generalAdmission: 'ga-general-admission',
    memberAdmission: 'ga-member-admission',
    openStudio: 'cl-open-studio',
    handsOn: 'cl-hands-on',
    companion: 'cl-companion',
    preview: 'cp-preview',
    /** The Great Hall's price zones: rear stalls, galleries and balcony; front stalls A–L. */
    concertSeating: 'cc-great-hall-seating',
    concertPremium: 'cc-premium-seating',
    stress20k: 'sh20-seating',
    stress50k: 'sh50-seating',
  },
  ticketTypes: {
    adult: 'ga-adult',
    child: 'ga-child',
    senior: 'ga-senior',
    member: 'ga-member',
    payWhatYouWish: 'pw-pay-what-you-wish',
    studioAdult: 'cl-adult',
    studioStudent: 'cl-student',
    handsOn: 'cl-hands-on',
    companion: 'cl-companion',
    preview: 'cp-invited-guest',
    concertStandard: 'cc-standard',
    concertStudent: 'cc-student',
    concertPremium: 'cc-premium',
    concertPremiumStudent: 'cc-premium-student',
    stress20k: 'sh20-standard',
    stress50k: 'sh50-standard',
  },
} as const

/** calls §9 has no hold time; the sandbox's default (SeedSettings.cart_hold_minutes). */
export const defaultCartHoldMinutes = 15

export function createSeed(): Seed {
  const fees = [serviceCharge('1.50'), tax('8.00')]
  const ga = seedIds.generalAdmission

  const generalAdmission: SeedEvent = {
    template: eventTemplate({
      id: ga,
      name: 'General Admission',
      subtitle: 'Timed entry to the collection and special exhibitions',
      summary: 'Five floors of art from antiquity to today. Book a time slot; stay as long as you like.',
      description:
        '<h2>Plan your visit</h2>' +
        '<p>Your ticket includes the <strong>permanent collection</strong> and all special exhibitions. ' +
        'Choose an entry time; once inside you may stay until closing at <em>5 pm</em>.</p>' +
        '<ul><li>Closed on Mondays</li><li>Last entry 4:30 pm</li><li>Free cloakroom on level 0</li></ul>' +
        '<p><a href="https://foyer-museum.example/visit" target="_blank">Accessibility and directions</a></p>' +
        // An unsafe bit on purpose: the client's sanitiser must strip the handler.
        '<img src="/api/v1/images/ga-floorplan?_seller=demo-museum&sizex=800&sizey=450" width="800" height="450" alt="Floor plan" onerror="alert(\'unsafe\')">',
      category: 'Admission',
      event_type: 'repeating',
    }),
    image: image('galleries', ['#1f3b57', '#6e8fb0', '#f2c14e', '#0d1b2a'], 'arches'),
    meta: {
      image_profile: 'galleries',
      image_profile_alt_text: 'Sunlit arches of the museum’s central gallery',
      reserve_flow: 'date_first',
      ticket_date_time: 'session',
      audience: 'everyone',
      accessibility: 'wheelchair',
    },
    config: {
      hide_sold_out_sessions: false,
      'web.session_picker_tabs': ['1200', '1500'],
      price_display: {
        primary_ticket_type: 'Adult',
        primary_prefix: 'Adults',
        secondary_ticket_type: 'Child',
        secondary_prefix: 'Children',
      },
      'web.ecommerce.advertise_price_including_fees': false,
      // storefront §5 CityPASS: adult and child voucher patterns; a type whose name holds the
      // keyword is a child type.
      'web.ecommerce.citypass': { adult_pattern: '^CPA[0-9]{8}$', child_pattern: '^CPC[0-9]{8}$', child_keyword: 'child' },
      // storefront §3 next_route: after reserving admission the visitor is offered the audio guide,
      // chained as an upsell (the add-on banner of storefront §2).
      next_route: `/events/${seedIds.audioGuide}`,
    },
    ticket_groups: ranked([
      ticketGroup({
        id: 'ga-general-admission',
        event_template_id: ga,
        name: 'General Admission',
        description: 'Entry at your chosen time.',
        max_tickets_per_order: 20,
      }),
      ticketGroup({
        id: 'ga-member-admission',
        event_template_id: ga,
        name: 'Member Admission',
        description: 'Free entry for members; bring your membership card.',
        hidden_type: 'public_member_only',
        max_tickets_per_order: 2,
        color: '#7a3b5b',
      }),
    ]),
    ticket_types: ranked([
      ticketType({ id: 'ga-adult', ticket_group_id: 'ga-general-admission', event_template_id: ga, name: 'Adult', currency_amount: '25.00', outside_fees: fees }),
      ticketType({
        id: 'ga-child',
        ticket_group_id: 'ga-general-admission',
        event_template_id: ga,
        name: 'Child',
        summary: 'Ages 6 to 17; under 6 free, no ticket needed.',
        currency_amount: '12.00',
        outside_fees: fees,
      }),
      ticketType({ id: 'ga-senior', ticket_group_id: 'ga-general-admission', event_template_id: ga, name: 'Senior', summary: '65 and over.', currency_amount: '18.00', outside_fees: fees }),
      ticketType({
        id: 'ga-member',
        ticket_group_id: 'ga-member-admission',
        event_template_id: ga,
        name: 'Member',
        currency_amount: '0.00',
        member_event_ticket_type: true,
      }),
    ]),
    message_rules: [
      {
        id: 'ga-rule-weekend',
        event_template_id: ga,
        trigger: { dateOrSession: { weekdays: [0, 6] } },
        actions: [
          { type: 'date_annotation', message: 'Busy' },
          { type: 'date_message', message: 'Weekends are our busiest days. Please arrive within 15 minutes of your entry time.' },
        ],
      },
      {
        id: 'ga-rule-last-entry',
        event_template_id: ga,
        trigger: { dateOrSession: { time_of_day: { start: '16:00', end: '17:00' } } },
        actions: [
          { type: 'session_annotation', message: 'Last entries' },
          { type: 'session_message', message: 'The galleries close at 5 pm: late entry leaves you under an hour inside.' },
        ],
      },
      {
        id: 'ga-rule-children',
        event_template_id: ga,
        trigger: { quantity: { ticket_type_names: ['Child'], min: 1 } },
        actions: [{ type: 'quantity_message', message: 'Children must be accompanied by an adult.' }],
      },
      {
        id: 'ga-rule-groups',
        event_template_id: ga,
        trigger: { quantity: { ticket_group_names: ['General Admission'], min: 10 } },
        actions: [
          { type: 'quantity_message', message: 'Visiting with 10 or more? Our group desk offers group rates: groups@foyer-museum.example.' },
        ],
      },
    ],
    schedule: {
      kind: 'repeating',
      weekdays: tuesdayToSunday,
      // Every 30 minutes from 10:00 to 16:30.
      times: Array.from({ length: 14 }, (_, i) => `${String(10 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`),
      duration_minutes: 30,
      capacity: 60,
      oversell_capacity: 0,
    },
    load: [
      // Tomorrow's first session, with room for a family (40 places left): the reserve journey.
      { day_offset: 1, time: '10:00', used: 20 },
      // Nearly full sessions tomorrow (the few-tickets warning, calls §9: below 10). The 11:00
      // session (3 left) is the one a test fills through the API to sell it out mid-reserve.
      { day_offset: 1, time: '11:00', used: 57 },
      { day_offset: 1, time: '11:30', used: 58 },
      { day_offset: 1, time: '14:00', used: 52 },
      // A sold-out session on an otherwise open day.
      { day_offset: 2, time: '13:00', used: 'full' },
      { day_offset: 2, time: '13:30', used: 55 },
      // One whole day sold out.
      { day_offset: 4, used: 'full' },
    ],
    calendar_notes: [{ weekdays: [5], badge: 'Open late', annotation: 'Pay What You Wish from 5 pm' }],
  }

  const me = seedIds.membersEvening
  const membersEvening: SeedEvent = {
    template: eventTemplate({
      id: me,
      name: 'Members’ Evening',
      subtitle: 'After-hours galleries, for members only',
      summary: 'Quiet galleries, curator pop-up talks and a glass of something on the terrace.',
      description:
        '<p>Every Thursday the museum stays open late <strong>for members</strong>. ' +
        'Bring a guest at the member guest price.</p><p><small>Membership card required at the door.</small></p>',
      category: 'Members',
      hidden_type: 'public_member_only',
    }),
    image: image('members-evening', ['#2b1d3a', '#7b4f8e', '#f6d7a7', '#120a1a'], 'circles'),
    meta: {
      image_profile: 'members-evening',
      image_profile_alt_text: 'Warm lights over a gallery terrace at dusk',
      reserve_flow: 'date_first',
      audience: 'adults',
      accessibility: 'wheelchair',
    },
    config: { hide_sold_out_sessions: true },
    ticket_groups: ranked([
      ticketGroup({
        id: 'me-members-evening',
        event_template_id: me,
        name: 'Members’ Evening',
        hidden_type: 'public_member_only',
        max_tickets_per_order: 4,
      }),
    ]),
    ticket_types: ranked([
      ticketType({ id: 'me-member', ticket_group_id: 'me-members-evening', event_template_id: me, name: 'Member', currency_amount: '0.00', member_event_ticket_type: true }),
      ticketType({ id: 'me-member-guest', ticket_group_id: 'me-members-evening', event_template_id: me, name: 'Member guest', currency_amount: '10.00' }),
    ]),
    message_rules: [],
    schedule: { kind: 'repeating', weekdays: [4], times: ['18:00'], duration_minutes: 150, capacity: 150, oversell_capacity: 0 },
    load: [],
    calendar_notes: [],
  }

  const cc = seedIds.concert
  const concertFees = [serviceCharge('2.50'), tax('8.00')]
  const zones = { premium: seedIds.ticketGroups.concertPremium, standard: seedIds.ticketGroups.concertSeating }
  // The Great Hall is small: built with the seed (once per process), its zones give the capacities.
  const hall = cachedPlan('great-hall', () => greatHall(zones))
  const zoneSeats = (zone: string) => hall.seats.filter((seat) => !seat.unavailable && seat.ticket_groups.includes(zone)).length
  const concert: SeedEvent = {
    template: eventTemplate({
      id: cc,
      name: 'Chamber Music in the Great Hall',
      subtitle: 'The Aurora Quartet plays Haydn, Bartók and Beethoven',
      summary: 'Reserved seating under the Great Hall’s painted ceiling.',
      description:
        '<h3>Programme</h3><ol><li>Haydn: Quartet in D, Op. 76 No. 5</li><li>Bartók: Quartet No. 3</li>' +
        '<li>Beethoven: Quartet in C sharp minor, Op. 131</li></ol><p>Doors open 30 minutes before the concert.</p>',
      category: 'Concerts',
    }),
    image: image('great-hall', ['#3a2414', '#a0652f', '#f3e3c3', '#1c120a'], 'notes'),
    meta: {
      image_profile: 'great-hall',
      image_profile_alt_text: 'A string quartet on stage beneath a painted ceiling',
      reserve_flow: 'date_first',
      audience: 'adults',
      accessibility: 'wheelchair',
    },
    config: {
      hide_sold_out_sessions: false,
      'web.ecommerce.advertise_price_including_fees': true,
      price_display: { primary_ticket_type: 'Standard', primary_prefix: 'From', secondary_ticket_type: null, secondary_prefix: null },
    },
    ticket_groups: ranked([
      ticketGroup({
        id: 'cc-great-hall-seating',
        event_template_id: cc,
        name: 'Great Hall Seating',
        description: 'Choose your seats on the hall plan: rear stalls, side galleries and balcony.',
        handler: 'seated',
        max_tickets_per_order: 8,
        // A price zone holds exactly its seats on sale.
        capacity: zoneSeats(zones.standard),
        color: '#a0652f',
      }),
      ticketGroup({
        id: 'cc-premium-seating',
        event_template_id: cc,
        name: 'Premium Seating',
        description: 'The front stalls, rows A to L.',
        handler: 'seated',
        max_tickets_per_order: 8,
        capacity: zoneSeats(zones.premium),
        color: '#7a2e1f',
      }),
    ]),
    ticket_types: ranked([
      ticketType({ id: 'cc-standard', ticket_group_id: 'cc-great-hall-seating', event_template_id: cc, name: 'Standard', currency_amount: '40.00', outside_fees: concertFees }),
      ticketType({
        id: 'cc-student',
        ticket_group_id: 'cc-great-hall-seating',
        event_template_id: cc,
        name: 'Student',
        summary: 'With a valid student card.',
        currency_amount: '20.00',
        outside_fees: concertFees,
      }),
      ticketType({ id: 'cc-premium', ticket_group_id: 'cc-premium-seating', event_template_id: cc, name: 'Premium', currency_amount: '65.00', outside_fees: concertFees }),
      ticketType({
        id: 'cc-premium-student',
        ticket_group_id: 'cc-premium-seating',
        event_template_id: cc,
        name: 'Premium Student',
        summary: 'With a valid student card.',
        currency_amount: '32.50',
        outside_fees: concertFees,
      }),
    ]),
    message_rules: [],
    // Every seat on sale is a place; sessions carry the background load as booked seat blocks.
    schedule: { kind: 'repeating', weekdays: [6], times: ['19:30'], duration_minutes: 120, capacity: hall.sellable, oversell_capacity: 0 },
    load: [],
    calendar_notes: [],
    seating: { plan_id: hall.id, build: () => greatHall(zones) },
  }

  const pt = seedIds.partnersTour
  const partnersTour: SeedEvent = {
    template: eventTemplate({
      id: pt,
      name: 'Corporate Partners’ Tour',
      subtitle: 'An evening tour for our corporate partners and their guests',
      summary: 'The director walks partners through the new acquisitions.',
      description: '<p>For employees of our corporate partners. You will need your company’s <strong>partner code</strong> at checkout.</p>',
      category: 'Tours',
      event_type: 'single',
      hidden_type: 'public_link_only',
    }),
    image: image('partners-tour', ['#2f3e46', '#52796f', '#cad2c5', '#1b262c'], 'arches'),
    meta: { image_profile: 'partners-tour', image_profile_alt_text: 'The director speaking in a gallery', reserve_flow: 'date_first' },
    config: {},
    ticket_groups: ranked([ticketGroup({ id: 'pt-partners', event_template_id: pt, name: 'Partner Guests', max_tickets_per_order: 4 })]),
    ticket_types: ranked([
      ticketType({ id: 'pt-guest', ticket_group_id: 'pt-partners', event_template_id: pt, name: 'Partner guest', currency_amount: '30.00', outside_fees: [serviceCharge('1.00')] }),
    ]),
    message_rules: [],
    schedule: { kind: 'dated', day_offsets: [8], times: ['18:00'], duration_minutes: 90, capacity: 30, oversell_capacity: 0 },
    load: [],
    calendar_notes: [],
    background_load: false,
    blocking_code_group: {
      activating_code_groups: ['corporate-partners'],
      description: 'Partner tickets need your company’s partner code. Enter it to continue with your order.',
    },
  }

  /** A link-only stress event: one session 14 days out, a generated bowl of `seats` seats. */
  const stressEvent = (id: string, seats: 20_000 | 50_000, groupId: string, typeId: string): SeedEvent => {
    const blocksPerTier = seats / stressSeatCount(1)
    const name = `Stress Hall ${seats / 1000}k`
    return {
      template: eventTemplate({
        id,
        name,
        subtitle: `${seats.toLocaleString('en-US')} generated seats`,
        summary: 'A generated stadium bowl for measuring the seat map. Not a real event.',
        description: `<p>A deterministic, generated map of ${seats.toLocaleString('en-US')} seats in two tiers of blocks, for the seat map's performance figures.</p>`,
        category: 'Concerts',
        event_type: 'single',
        hidden_type: 'public_link_only',
      }),
      image: image(`stress-${seats / 1000}k`, ['#1b263b', '#415a77', '#e0e1dd', '#0d1b2a'], 'grid'),
      meta: { image_profile: `stress-${seats / 1000}k`, image_profile_alt_text: 'A stadium bowl seen from above', reserve_flow: 'date_first' },
      config: {},
      ticket_groups: ranked([
        ticketGroup({ id: groupId, event_template_id: id, name: 'Bowl Seating', handler: 'seated', max_tickets_per_order: 10 }),
      ]),
      ticket_types: ranked([ticketType({ id: typeId, ticket_group_id: groupId, event_template_id: id, name: 'Standard', currency_amount: '10.00' })]),
      message_rules: [],
      schedule: { kind: 'dated', day_offsets: [14], times: ['19:00'], duration_minutes: 180, capacity: seats, oversell_capacity: 0 },
      load: [],
      calendar_notes: [],
      // Built only when its seat map, sessions' use or a reserve first needs it.
      seating: { plan_id: `stress-${seats / 1000}k`, build: () => stressHall(`stress-${seats / 1000}k`, name, blocksPerTier, groupId) },
    }
  }
  const stress20k = stressEvent(seedIds.stressHall20k, 20_000, seedIds.ticketGroups.stress20k, seedIds.ticketTypes.stress20k)
  const stress50k = stressEvent(seedIds.stressHall50k, 50_000, seedIds.ticketGroups.stress50k, seedIds.ticketTypes.stress50k)

  const pw = seedIds.payWhatYouWish
  const payWhatYouWish: SeedEvent = {
    template: eventTemplate({
      id: pw,
      name: 'Pay What You Wish Fridays',
      subtitle: 'Friday evenings, any price you choose',
      summary: 'Every Friday from 5 pm, name your own price for admission.',
      description: '<p>Pay <strong>what you wish</strong>, from $1. Suggested amount: $10.</p><p>Timed entry at 5, 6 and 7 pm.</p>',
      category: 'Admission',
    }),
    image: image('fridays', ['#0f3d3e', '#2f8f83', '#f4a259', '#08201f'], 'waves'),
    meta: {
      image_profile: 'fridays',
      image_profile_alt_text: 'Visitors in a gallery lit by evening light',
      reserve_flow: 'date_first',
      audience: 'everyone',
      accessibility: 'wheelchair',
    },
    config: { hide_sold_out_sessions: false },
    ticket_groups: ranked([ticketGroup({ id: 'pw-pay-what-you-wish', event_template_id: pw, name: 'Pay What You Wish', max_tickets_per_order: 10 })]),
    ticket_types: ranked([
      ticketType({
        id: 'pw-pay-what-you-wish',
        ticket_group_id: 'pw-pay-what-you-wish',
        event_template_id: pw,
        name: 'Pay what you wish',
        summary: 'Any amount from $1 to $100.',
        currency_amount: '10.00',
        currency_amount_min: '1.00',
        currency_amount_max: '100.00',
      }),
    ]),
    message_rules: [],
    schedule: { kind: 'repeating', weekdays: [5], times: ['17:00', '18:00', '19:00'], duration_minutes: 60, capacity: 100, oversell_capacity: 5 },
    load: [],
    calendar_notes: [],
  }

  const dn = seedIds.donation
  const donation: SeedEvent = {
    template: eventTemplate({
      id: dn,
      name: 'Support the Museum',
      subtitle: 'Make a donation',
      summary: 'Your gift keeps the galleries open and free for school groups.',
      description: '<p>Every donation, large or small, supports <em>education programmes</em> and conservation.</p>',
      category: 'Support',
      event_type: 'other',
      // Offered as a checkout upsell and by link, not in the listing.
      hidden_type: 'public_link_only',
    }),
    image: image('support', ['#4a1c1c', '#b5563c', '#f7d08a', '#240d0d'], 'leaves'),
    meta: { image_profile: 'support', image_profile_alt_text: 'Hands holding a seedling in front of a painting' },
    config: {},
    ticket_groups: ranked([ticketGroup({ id: 'dn-donation', event_template_id: dn, name: 'Donation', handler: 'donation', max_tickets_per_order: 1 })]),
    ticket_types: ranked([
      ticketType({ id: 'dn-friend', ticket_group_id: 'dn-donation', event_template_id: dn, name: 'Friend', currency_amount: '25.00' }),
      ticketType({ id: 'dn-supporter', ticket_group_id: 'dn-donation', event_template_id: dn, name: 'Supporter', currency_amount: '50.00' }),
      ticketType({ id: 'dn-patron', ticket_group_id: 'dn-donation', event_template_id: dn, name: 'Patron', currency_amount: '100.00' }),
      ticketType({
        id: 'dn-own-amount',
        ticket_group_id: 'dn-donation',
        event_template_id: dn,
        name: 'Your own amount',
        currency_amount: '20.00',
        currency_amount_min: '5.00',
        currency_amount_max: '10000.00',
      }),
    ]),
    message_rules: [],
    schedule: { kind: 'open' },
    load: [],
    calendar_notes: [],
  }

  const gc = seedIds.giftCards
  const giftCards: SeedEvent = {
    template: eventTemplate({
      id: gc,
      name: 'Gift Cards',
      subtitle: 'Give the gift of art',
      summary: 'Spend on tickets, memberships and events. Never expires.',
      description: '<p>Gift cards are e-mailed instantly and can be used for <strong>any</strong> purchase online.</p>',
      category: 'Gift Cards',
      event_type: 'other',
    }),
    image: image('gift-cards', ['#1d2d44', '#3e5c76', '#f0b67f', '#0d1321'], 'grid'),
    meta: { image_profile: 'gift-cards', image_profile_alt_text: 'A gift card tied with a ribbon' },
    config: {},
    ticket_groups: ranked([ticketGroup({ id: 'gc-gift-cards', event_template_id: gc, name: 'Gift Cards', handler: 'ledger', max_tickets_per_order: 10 })]),
    ticket_types: ranked([
      ticketType({ id: 'gc-25', ticket_group_id: 'gc-gift-cards', event_template_id: gc, name: '$25 Gift Card', currency_amount: '25.00' }),
      ticketType({ id: 'gc-50', ticket_group_id: 'gc-gift-cards', event_template_id: gc, name: '$50 Gift Card', currency_amount: '50.00' }),
      ticketType({ id: 'gc-100', ticket_group_id: 'gc-gift-cards', event_template_id: gc, name: '$100 Gift Card', currency_amount: '100.00' }),
      ticketType({
        id: 'gc-custom',
        ticket_group_id: 'gc-gift-cards',
        event_template_id: gc,
        name: 'Choose your amount',
        currency_amount: '75.00',
        currency_amount_min: '10.00',
        currency_amount_max: '500.00',
      }),
    ]),
    message_rules: [],
    schedule: { kind: 'open' },
    load: [],
    calendar_notes: [],
  }

  const ms = seedIds.membership
  const membershipLevel = (id: string, name: string, description: string) =>
    ticketGroup({ id, event_template_id: ms, name, description, handler: 'membership', max_tickets_per_order: 10, meta: { admit_names: 'required', admit_emails: 'optional', extra_checkout_fields: [], identity_form: null } })
  const membership: SeedEvent = {
    template: eventTemplate({
      id: ms,
      name: 'Membership',
      subtitle: 'Join the Foyer Museum of Art',
      summary: 'Free admission all year, Members’ Evenings, and 10% off in the shop.',
      description:
        '<h3>Members enjoy</h3><ul><li>Free timed entry, any day</li><li>Members’ Evenings every Thursday</li>' +
        '<li>Free Highlights Tours</li><li>10% off in the shop and café</li></ul>',
      category: 'Membership',
      event_type: 'other',
    }),
    image: image('membership', ['#22333b', '#5e503f', '#eae0d5', '#0a0908'], 'arches'),
    meta: { image_profile: 'membership', image_profile_alt_text: 'A membership card on a gallery bench', identity_form: 'membership' },
    config: {},
    ticket_groups: ranked([
      membershipLevel('ms-individual', 'Individual', 'One named member.'),
      membershipLevel('ms-dual', 'Dual', 'Two named members at one address.'),
      membershipLevel('ms-family', 'Family', 'Two adults and up to four children.'),
      membershipLevel('ms-patron', 'Patron', 'Dual benefits plus two guest passes per visit.'),
    ]),
    ticket_types: ranked([
      ticketType({ id: 'ms-individual-member', ticket_group_id: 'ms-individual', event_template_id: ms, name: 'Member', currency_amount: '75.00' }),
      ticketType({ id: 'ms-dual-member', ticket_group_id: 'ms-dual', event_template_id: ms, name: 'Member', currency_amount: '130.00' }),
      ticketType({ id: 'ms-dual-second', ticket_group_id: 'ms-dual', event_template_id: ms, name: 'Second cardholder', currency_amount: '0.00' }),
      ticketType({ id: 'ms-family-member', ticket_group_id: 'ms-family', event_template_id: ms, name: 'Member', currency_amount: '180.00' }),
      ticketType({ id: 'ms-family-second', ticket_group_id: 'ms-family', event_template_id: ms, name: 'Second cardholder', currency_amount: '0.00' }),
      ticketType({ id: 'ms-family-child', ticket_group_id: 'ms-family', event_template_id: ms, name: 'Child', summary: 'Under 18.', currency_amount: '0.00' }),
      ticketType({ id: 'ms-patron-member', ticket_group_id: 'ms-patron', event_template_id: ms, name: 'Member', currency_amount: '500.00' }),
      ticketType({ id: 'ms-patron-second', ticket_group_id: 'ms-patron', event_template_id: ms, name: 'Second cardholder', currency_amount: '0.00' }),
      ticketType({ id: 'ms-patron-guest', ticket_group_id: 'ms-patron', event_template_id: ms, name: 'Guest pass', currency_amount: '0.00' }),
    ]),
    message_rules: [],
    schedule: { kind: 'open' },
    load: [],
    calendar_notes: [],
  }

  const fw = seedIds.familyWorkshop
  const familyWorkshop: SeedEvent = {
    template: eventTemplate({
      id: fw,
      name: 'Little Makers Workshop',
      subtitle: 'Hands-on art for ages 4 to 12',
      summary: 'Draw, fold and print with our educators, then see the real thing in the galleries.',
      description:
        '<p>Ninety minutes of <strong>making</strong> in the studio. Materials included; aprons provided.</p>' +
        '<p>Each child must be accompanied by an adult.</p>',
      category: 'Family',
    }),
    image: image('little-makers', ['#ffbe0b', '#fb5607', '#3a86ff', '#1b1b1e'], 'circles'),
    meta: {
      image_profile: 'little-makers',
      image_profile_alt_text: 'Children painting at a studio table',
      reserve_flow: 'quantity_first',
      audience: 'family',
      accessibility: 'wheelchair',
    },
    config: { hide_sold_out_sessions: true },
    ticket_groups: ranked([
      ticketGroup({
        id: 'fw-workshop',
        event_template_id: fw,
        name: 'Workshop Places',
        max_tickets_per_order: 6,
        meta: { admit_names: 'required', admit_emails: 'disabled', extra_checkout_fields: [], identity_form: null },
        additional_info_spec: {
          properties: {
            child_age: { type: 'integer', title: 'Age of the youngest child', minimum: 4, maximum: 12, propertyOrder: 1 },
            allergies: { type: 'string', title: 'Allergies we should know about', propertyOrder: 2 },
            photo_consent: { type: 'string', title: 'May we photograph your group for our newsletter?', enum: ['Yes', 'No'], propertyOrder: 3 },
          },
          required: ['child_age', 'photo_consent'],
        },
      }),
    ]),
    ticket_types: ranked([
      ticketType({ id: 'fw-child', ticket_group_id: 'fw-workshop', event_template_id: fw, name: 'Child (4–12)', currency_amount: '15.00' }),
      ticketType({ id: 'fw-adult', ticket_group_id: 'fw-workshop', event_template_id: fw, name: 'Accompanying adult', currency_amount: '8.00' }),
    ]),
    message_rules: [],
    schedule: { kind: 'repeating', weekdays: [0, 6], times: ['11:00', '14:00'], duration_minutes: 90, capacity: 20, oversell_capacity: 0 },
    load: [{ day_offset: 0, used: 14 }],
    calendar_notes: [],
  }

  const ht = seedIds.highlightsTour
  const highlightsTour: SeedEvent = {
    template: eventTemplate({
      id: ht,
      name: 'Highlights Tour',
      subtitle: 'An hour with the masterpieces',
      summary: 'A guide walks you through ten works you should not miss.',
      description:
        '<p>Meet your guide at the <strong>information desk</strong> five minutes before the start.</p>' +
        '<p>Tours are step-free; folding stools available on request.</p>',
      category: 'Tours',
    }),
    image: image('highlights', ['#283d3b', '#197278', '#edddd4', '#0b1413'], 'arches'),
    meta: {
      image_profile: 'highlights',
      image_profile_alt_text: 'A guide speaking to a small group in front of a large canvas',
      reserve_flow: 'date_first',
      audience: 'adults',
      accessibility: 'wheelchair',
    },
    config: { hide_sold_out_sessions: true },
    ticket_groups: ranked([
      ticketGroup({ id: 'ht-tour', event_template_id: ht, name: 'Highlights Tour', max_tickets_per_order: 8 }),
      ticketGroup({ id: 'ht-member-tour', event_template_id: ht, name: 'Member Tour', hidden_type: 'public_member_only', max_tickets_per_order: 2 }),
    ]),
    ticket_types: ranked([
      ticketType({ id: 'ht-adult', ticket_group_id: 'ht-tour', event_template_id: ht, name: 'Adult', currency_amount: '12.00', outside_fees: [serviceCharge('1.00')] }),
      ticketType({ id: 'ht-senior', ticket_group_id: 'ht-tour', event_template_id: ht, name: 'Senior', currency_amount: '10.00', outside_fees: [serviceCharge('1.00')] }),
      ticketType({ id: 'ht-member', ticket_group_id: 'ht-member-tour', event_template_id: ht, name: 'Member', currency_amount: '0.00', member_event_ticket_type: true }),
    ]),
    message_rules: [],
    schedule: { kind: 'repeating', weekdays: tuesdayToSunday, times: ['11:30', '14:30'], duration_minutes: 60, capacity: 15, oversell_capacity: 0 },
    load: [{ day_offset: 1, time: '14:30', used: 'full' }],
    calendar_notes: [],
  }

  const ct = seedIds.curatorTalk
  const curatorTalk: SeedEvent = {
    template: eventTemplate({
      id: ct,
      name: 'Curator Talk: Light and Shadow',
      subtitle: 'Dr. Ana Ruiz on chiaroscuro from Caravaggio to photography',
      summary: 'An evening lecture in the auditorium, followed by questions.',
      description:
        '<p>Dr. Ana Ruiz traces four centuries of <em>light and shadow</em>.</p>' +
        // Unsafe on purpose: a script element and a javascript: link for the sanitiser.
        '<script>document.title = "unsafe"</script>' +
        '<p><a href="javascript:alert(\'unsafe\')">Reading list</a></p>',
      category: 'Talks',
      event_type: 'single',
    }),
    image: image('light-and-shadow', ['#0b090a', '#5c5552', '#f5f3f4', '#161a1d'], 'circles'),
    meta: {
      image_profile: 'light-and-shadow',
      image_profile_alt_text: 'A single beam of light across a dark canvas',
      reserve_flow: 'date_first',
      audience: 'adults',
      accessibility: 'hearing_loop',
    },
    config: {},
    ticket_groups: ranked([ticketGroup({ id: 'ct-talk', event_template_id: ct, name: 'Talk', max_tickets_per_order: 6 })]),
    ticket_types: ranked([
      ticketType({ id: 'ct-general', ticket_group_id: 'ct-talk', event_template_id: ct, name: 'General', currency_amount: '10.00', outside_fees: [serviceCharge('1.00')] }),
      ticketType({ id: 'ct-student', ticket_group_id: 'ct-talk', event_template_id: ct, name: 'Student', currency_amount: '5.00', outside_fees: [serviceCharge('1.00')] }),
    ]),
    message_rules: [],
    schedule: { kind: 'dated', day_offsets: [10], times: ['18:30'], duration_minutes: 75, capacity: 80, oversell_capacity: 0 },
    load: [],
    calendar_notes: [],
  }

  const sg = seedIds.sculptureGarden
  const sculptureGarden: SeedEvent = {
    template: eventTemplate({
      id: sg,
      name: 'Sculpture Garden Reopening',
      subtitle: 'Tickets on sale soon',
      summary: 'The restored garden reopens with six new commissions.',
      description: '<p>Ticket sales open soon. <strong>Members</strong> will hear first.</p>',
      category: 'Tours',
      event_type: 'single',
    }),
    image: image('sculpture-garden', ['#344e41', '#588157', '#dad7cd', '#1b2a21'], 'leaves'),
    meta: {
      image_profile: 'sculpture-garden',
      image_profile_alt_text: 'Bronze figures among trees in the garden',
      reserve_flow: 'date_first',
      audience: 'everyone',
      accessibility: 'wheelchair',
    },
    config: {},
    // No ticket groups at all: the event page's "no ticket groups" warning (storefront §2).
    ticket_groups: [],
    ticket_types: [],
    message_rules: [],
    schedule: { kind: 'dated', day_offsets: [21], times: ['10:00'], duration_minutes: 480, capacity: -1, oversell_capacity: 0 },
    load: [],
    calendar_notes: [],
  }

  const cl = seedIds.conservationLab
  const conservationLab: SeedEvent = {
    template: eventTemplate({
      id: cl,
      name: 'Conservation Lab: Open Studio',
      subtitle: 'Watch our conservators at work',
      summary: 'An hour in the conservation studio, with a hands-on workshop for small groups.',
      description:
        '<p>Our conservators open the studio doors twice a day. Join the <strong>Hands-on Workshop</strong> ' +
        'to clean and retouch a practice canvas (pairs of 2 to 4).</p><p>Companions of visitors with access needs come free.</p>',
      category: 'Tours',
      // Offered by link (newsletter, the General Admission page), not in the listing.
      hidden_type: 'public_link_only',
    }),
    image: image('conservation-lab', ['#2d3142', '#4f5d75', '#bfc0c0', '#ef8354'], 'grid'),
    meta: {
      image_profile: 'conservation-lab',
      image_profile_alt_text: 'A conservator retouching a painting under a magnifying lamp',
      reserve_flow: 'date_first',
      audience: 'everyone',
      accessibility: 'wheelchair',
    },
    config: { hide_sold_out_sessions: false },
    ticket_groups: ranked([
      ticketGroup({ id: 'cl-open-studio', event_template_id: cl, name: 'Open Studio', max_tickets_per_order: 10 }),
      // storefront §3 Ticket group limits: a per-session capacity of its own and a minimum of 2.
      ticketGroup({
        id: 'cl-hands-on',
        event_template_id: cl,
        name: 'Hands-on Workshop',
        description: 'Work on a practice canvas with a conservator; book 2 to 4 places.',
        min_tickets_per_order: 2,
        max_tickets_per_order: 4,
        capacity: 6,
      }),
      // storefront §3 exclude_from_event_capacity: companions do not take a studio place.
      ticketGroup({
        id: 'cl-companion',
        event_template_id: cl,
        name: 'Companion',
        description: 'For the companion or carer of a visitor with access needs.',
        max_tickets_per_order: 2,
        capacity: 4,
        exclude_from_event_capacity: true,
      }),
    ]),
    ticket_types: ranked([
      ticketType({ id: 'cl-adult', ticket_group_id: 'cl-open-studio', event_template_id: cl, name: 'Adult', currency_amount: '8.00', outside_fees: [serviceCharge('1.00')] }),
      ticketType({ id: 'cl-student', ticket_group_id: 'cl-open-studio', event_template_id: cl, name: 'Student', currency_amount: '5.00', outside_fees: [serviceCharge('1.00')] }),
      ticketType({ id: 'cl-hands-on', ticket_group_id: 'cl-hands-on', event_template_id: cl, name: 'Workshop place', currency_amount: '20.00', outside_fees: [serviceCharge('1.00'), tax('8.00')] }),
      ticketType({ id: 'cl-companion', ticket_group_id: 'cl-companion', event_template_id: cl, name: 'Companion', currency_amount: '0.00' }),
    ]),
    message_rules: [],
    schedule: { kind: 'repeating', weekdays: tuesdayToSunday, times: ['13:00', '15:00'], duration_minutes: 60, capacity: 50, oversell_capacity: 0 },
    load: [],
    calendar_notes: [],
    // Every session starts with exactly 50 places: the concurrency test fills one with 200 reserves.
    background_load: false,
  }

  const ag = seedIds.audioGuide
  const audioGuide: SeedEvent = {
    template: eventTemplate({
      id: ag,
      name: 'Audio Guide',
      subtitle: 'The collection in your ears',
      summary: 'Forty stops through the galleries, told by our curators; a shorter tour for children.',
      description:
        '<p>Collect your headset at the <strong>information desk</strong> on the day of your visit. ' +
        'One audio guide for each admission ticket.</p>',
      category: 'Admission',
      // Offered after General Admission (its next_route), not in the listing.
      hidden_type: 'public_link_only',
    }),
    image: image('audio-guide', ['#3d405b', '#81b29a', '#f4f1de', '#1d1e2c'], 'circles'),
    meta: {
      image_profile: 'audio-guide',
      image_profile_alt_text: 'A visitor listening to a headset in front of a painting',
      reserve_flow: 'date_first',
      audience: 'everyone',
      accessibility: 'wheelchair',
      // storefront §3 meta: an add-on whose tickets go with an admission (the cart item is a
      // dependency, and the page asks for an admission first without one).
      tickets_must_match_anchor_tickets: 'true',
    },
    // calls §9 Upsell visit_time: the guide goes with an admission on the same day.
    config: { hide_sold_out_sessions: false, visit_time: 'same_date' },
    ticket_groups: ranked([ticketGroup({ id: 'ag-audio-guide', event_template_id: ag, name: 'Audio Guide', max_tickets_per_order: 20 })]),
    ticket_types: ranked([
      ticketType({ id: 'ag-adult', ticket_group_id: 'ag-audio-guide', event_template_id: ag, name: 'Audio guide', currency_amount: '7.00' }),
      ticketType({ id: 'ag-kids', ticket_group_id: 'ag-audio-guide', event_template_id: ag, name: 'Kids’ audio tour', summary: 'Ages 6 to 12.', currency_amount: '4.00' }),
    ]),
    message_rules: [],
    // One all-day session on each open day: the guide is collected any time during the visit.
    schedule: { kind: 'repeating', weekdays: tuesdayToSunday, times: ['10:00'], duration_minutes: 420, capacity: 200, oversell_capacity: 0 },
    load: [],
    calendar_notes: [],
  }

  const cp = seedIds.curatorsPreview
  const curatorsPreview: SeedEvent = {
    template: eventTemplate({
      id: cp,
      name: 'Curator’s Preview: Light and Shadow',
      subtitle: 'An evening walk through the new exhibition before it opens',
      summary: 'By invitation: Dr. Ana Ruiz shows the exhibition on the evening before the opening.',
      description:
        '<p>An evening for our supporters, on a day the galleries are closed. ' +
        'Your invitation carries the <strong>code</strong> you need to reserve.</p>',
      category: 'Talks',
      event_type: 'single',
      // By invitation: reached by the invitation's link, never listed.
      hidden_type: 'public_link_only',
    }),
    image: image('curators-preview', ['#14110f', '#7e7f9a', '#f3de8a', '#34312d'], 'circles'),
    meta: {
      image_profile: 'curators-preview',
      image_profile_alt_text: 'A curator speaking beside a dimly lit canvas',
      reserve_flow: 'date_first',
      audience: 'adults',
      accessibility: 'wheelchair',
    },
    config: {},
    ticket_groups: ranked([ticketGroup({ id: 'cp-preview', event_template_id: cp, name: 'Preview', max_tickets_per_order: 2 })]),
    ticket_types: ranked([
      ticketType({ id: 'cp-invited-guest', ticket_group_id: 'cp-preview', event_template_id: cp, name: 'Invited guest', currency_amount: '15.00', outside_fees: [serviceCharge('1.00')] }),
    ]),
    message_rules: [],
    schedule: { kind: 'dated', day_offsets: [6], times: ['18:00'], duration_minutes: 90, capacity: 40, oversell_capacity: 0 },
    load: [],
    calendar_notes: [],
    // calls §8: rule_blocks_reserve in checkout_rules, block_reason code_required; the client's
    // code dialog shows this description.
    code_required: {
      description: 'The Curator’s Preview is by invitation. Enter the code from your invitation to reserve tickets.',
    },
  }

  const events = [
    generalAdmission,
    payWhatYouWish,
    highlightsTour,
    familyWorkshop,
    curatorTalk,
    concert,
    membersEvening,
    sculptureGarden,
    membership,
    giftCards,
    donation,
    conservationLab,
    curatorsPreview,
    audioGuide,
    partnersTour,
    stress20k,
    stress50k,
  ]

  const categories: CategoryRow[] = ['Admission', 'Tours', 'Family', 'Talks', 'Concerts', 'Members', 'Membership', 'Gift Cards', 'Support'].map(
    (name) => ({ id: `category-${name.toLowerCase().replace(/\s+/g, '-')}`, name }),
  )

  const rule = (
    id: string,
    ticket_group_id: string,
    ticket_type_id: string,
    party_role: MembershipRuleRow['party_role'],
    named: MembershipRuleRow['named'],
    min: number,
    max: number,
    emailed: boolean,
  ): MembershipRuleRow => ({ id, ticket_group_id, ticket_type_id, party_role, named, min, max, emailed })

  const membershipRules: MembershipRuleRow[] = [
    rule('mr-individual-member', 'ms-individual', 'ms-individual-member', 'member', 'yes', 1, 1, true),
    rule('mr-dual-member', 'ms-dual', 'ms-dual-member', 'member', 'yes', 1, 1, true),
    rule('mr-dual-second', 'ms-dual', 'ms-dual-second', 'second-card', 'yes', 1, 1, false),
    rule('mr-family-member', 'ms-family', 'ms-family-member', 'member', 'yes', 1, 1, true),
    rule('mr-family-second', 'ms-family', 'ms-family-second', 'second-card', 'optional', 0, 1, false),
    rule('mr-family-child', 'ms-family', 'ms-family-child', 'child', 'no', 0, 4, false),
    rule('mr-patron-member', 'ms-patron', 'ms-patron-member', 'member', 'yes', 1, 1, true),
    rule('mr-patron-second', 'ms-patron', 'ms-patron-second', 'second-card', 'optional', 0, 1, false),
    // max below 0: storefront §5 "A non-named rule with max below 0 is treated as 10".
    rule('mr-patron-guest', 'ms-patron', 'ms-patron-guest', 'guest', 'no', 0, -1, false),
  ]

  const sellerConfig = (name: string, value: unknown, namespace = configNamespace): ConfigRow => ({
    id: `config-seller-${namespace}-${name}`,
    resource: 'seller',
    resource_id: sellerId,
    namespace,
    name,
    value,
  })

  return {
    seller: { id: sellerId, name: sellerSlug, title: 'Foyer Museum of Art', currency_code: currencyCode, timezone: venueTimeZone },
    venues: [
      {
        id: venueId,
        seller_id: sellerId,
        name: 'Foyer Museum of Art',
        timezone: venueTimeZone,
        address: '1 Foyer Plaza',
        city: 'New York',
        state: 'NY',
        zip_code: '10028',
        country: 'USA',
      },
    ],
    categories,
    events,
    seller_config: [
      // storefront §2 Home: "Redirects to /events/{admission event id} unless membership presell is on."
      sellerConfig('admission_event_id', seedIds.generalAdmission),
      sellerConfig('membership_event_id', seedIds.membership),
      sellerConfig('membership_presell', false),
      // storefront §2 Home: three blocks "in a configurable order (default login, join, guest)".
      sellerConfig('home_blocks', ['login', 'join', 'guest']),
      sellerConfig('donation_event_id', seedIds.donation),
      sellerConfig('gift_card_event_id', seedIds.giftCards),
      sellerConfig('show_venue_name', true),
      // calls §7 GET ledger/{ledger-or-config-id}/{number}: the gift card ledger.
      sellerConfig('gift_card_ledger_id', seedIds.giftCardLedger),
      sellerConfig('logo', 'logo'),
    ],
    membership_rules: membershipRules,
    images: [
      { id: 'logo', width: 400, height: 400, palette: ['#0d1b2a', '#1f3b57', '#f2c14e', '#f2c14e'], motif: 'arches' },
      image('ga-floorplan', ['#f1faee', '#a8dadc', '#457b9d', '#1d3557'], 'grid'),
    ],
    promo_codes: [
      {
        code: seedIds.previewCode,
        name: 'Curator’s Preview invitation',
        description: 'Unlocks tickets for the Curator’s Preview.',
        unlocks_event_ids: [cp],
      },
      { code: seedIds.codes.friends, name: 'Friends of the Museum', description: '10% off every ticket.', unlocks_event_ids: [], discount: { percent: 10 } },
      {
        code: seedIds.codes.save5,
        name: 'Five off admission',
        description: '5.00 off General Admission.',
        unlocks_event_ids: [],
        discount: { amount: '5.00' },
        event_ids: [ga],
      },
      {
        code: seedIds.codes.concert,
        name: 'Concert subscribers',
        description: '20% off Chamber Music in the Great Hall.',
        unlocks_event_ids: [],
        discount: { percent: 20 },
        event_ids: [cc],
      },
      { code: seedIds.codes.exhausted, name: 'Spring sale', description: '25% off every ticket.', unlocks_event_ids: [], discount: { percent: 25 }, uses_left: 0 },
      {
        code: seedIds.codes.partner,
        name: 'ACME Corporation partner code',
        description: 'Partner access for ACME Corporation.',
        unlocks_event_ids: [],
        code_group: 'corporate-partners',
      },
    ],
    gift_cards: [
      { number: seedIds.giftCardNumbers.fifty, balance: '50.00', state: 'active' },
      { number: seedIds.giftCardNumbers.fiveHundred, balance: '500.00', state: 'active' },
      { number: seedIds.giftCardNumbers.zero, balance: '0.00', state: 'active' },
      { number: seedIds.giftCardNumbers.inactive, balance: '25.00', state: 'inactive' },
    ],
    identities: [{ id: seedIds.knownIdentity, first_name: 'Ada', last_name: 'Lovelace', email: seedIds.knownEmail }],
    settings: {
      cart_hold_minutes: defaultCartHoldMinutes,
      public_identity_id: seedIds.publicIdentity,
      capture_method: 'automatic',
      gift_card_ledger_id: seedIds.giftCardLedger,
      citypass_redeemed: [seedIds.citypass.redeemed, 'CPC00000000'],
      cart_extensions_allowed: 1,
    },
  }
}
