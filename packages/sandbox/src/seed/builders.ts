/**
 * The seed's constants, ids and row builders, shared by the fixture files.
 */
import type { SeedImage } from '../images.js'
import type { EventTemplateBase, OutsideFee, TicketGroupRow, TicketTypeRow } from '../types.js'

export const venueTimeZone = 'America/New_York'
export const currencyCode = 'USD'

export const sellerSlug = 'demo-museum'

/** The namespace of config records: the storefront application's (Tix-App ecomm). */
export const configNamespace = 'ecommerce'

/** Every week day but Monday: the museum is closed on Mondays. */
export const tuesdayToSunday = [0, 2, 3, 4, 5, 6]

// ---------------------------------------------------------------------------------------------
// Typed builders: a full row from the fields that matter (STYLE.md, typed fixture builders).

// The seller's id is its slug, so a client that knows only `_seller` can ask for the seller's
// config records (`config?resource_id._in=demo-museum`).
export const sellerId = 'demo-museum'
export const venueId = 'venue-foyer-museum'

export function eventTemplate(
  fields: Pick<EventTemplateBase, 'id' | 'name' | 'category'> & Partial<EventTemplateBase>,
): EventTemplateBase {
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
  fields: Pick<TicketTypeRow, 'id' | 'ticket_group_id' | 'event_template_id' | 'name' | 'currency_amount'> &
    Partial<TicketTypeRow>,
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
export function ranked<T extends { _rank: number }>(rows: T[]): T[] {
  return rows.map((row, i) => ({ ...row, _rank: i + 1 }))
}

export function image(id: string, palette: SeedImage['palette'], motif: SeedImage['motif']): SeedImage {
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
  /**
   * Promo codes (codes.ts): 10 % off, 5.00 off General Admission, 20 % off the concert, exhausted,
   * a partner code, and the Patron membership's invitation (it unlocks the level, discounts nothing).
   */
  codes: {
    friends: 'FRIENDS10',
    save5: 'SAVE5',
    concert: 'CONCERT20',
    exhausted: 'SPRING25',
    partner: 'PARTNER-ACME',
    patron: 'PATRON2026',
  },
  /** The membership event's extended-membership code (config membership.extended_membership: three months more). */
  extendedMembershipCode: 'EXTEND3',
  /** CityPASS vouchers for General Admission (storefront §5 patterns), a redeemed one, and a wrong one. */
  citypass: { adult: 'CPA12345678', child: 'CPC12345678', redeemed: 'CPA00000000', malformed: 'CPX123' },
  /** Gift cards on the ledger: 50.00 and 500.00 active, 0.00 active, 25.00 inactive. */
  giftCardLedger: 'gift-card-ledger',
  giftCardNumbers: {
    fifty: '6006000000000050',
    fiveHundred: '6006000000000500',
    zero: '6006000000000000',
    inactive: '6006000000000025',
  },
  /** A known purchaser: POST user with this e-mail answers 409 with this identity id. Also a member who logs in. */
  knownIdentity: 'identity-ada',
  knownEmail: 'ada@foyer-museum.example',
  /** The demo login accounts (accounts.ts; the sandbox README lists them). */
  accounts: {
    ada: { userId: 'user-ada', password: 'Analytical-Engine1', memberId: 'M100001', zip: '10001' },
    /** Made at checkout: no password (calls §8 guest_account). */
    grace: { userId: 'user-grace', identityId: 'identity-grace', email: 'grace@foyer-museum.example' },
    /** Her passcodes arrive late: the first submission answers not_available_yet. */
    edsger: { userId: 'user-edsger', identityId: 'identity-edsger', email: 'edsger@foyer-museum.example' },
    /** A membership that ends 20 days after the anchor date, not renewing (the renewal window). */
    alan: {
      userId: 'user-alan',
      identityId: 'identity-alan',
      email: 'alan@foyer-museum.example',
      password: 'Turing-Machine1',
      memberId: 'M100003',
      zip: '10003',
    },
    /** A Family membership that ended 60 days before the anchor date (expired). */
    barbara: {
      userId: 'user-barbara',
      identityId: 'identity-barbara',
      email: 'barbara@foyer-museum.example',
      password: 'Liskov-Substitution1',
      memberId: 'M100004',
      zip: '02142',
    },
    /**
     * A membership that ends 20 days after the anchor date like Alan's, with auto-renew scheduled:
     * she may book Members' Evenings after it ends (reserve beyond term, if_autorenew).
     */
    katherine: {
      userId: 'user-katherine',
      identityId: 'identity-katherine',
      email: 'katherine@foyer-museum.example',
      password: 'Orbital-Mechanics1',
      memberId: 'M100005',
      zip: '23666',
    },
  },
  /** Link-only seated stress events, one session each 14 days out at 19:00 (seat map figures). */
  /**
   * Link-only, one session 30 days out at 10:00, sold with scheduled payments (schedules.ts): a
   * 25 % deposit due at reserve, the balance 14 days before the visit. Group places 40.00 each.
   */
  privateGroupVisit: 'private-group-visit',
  schoolGroupVisit: 'school-group-visit',
  stressHall20k: 'stress-hall-20k',
  stressHall50k: 'stress-hall-50k',
  /**
   * Ada's history (seed/member-history.ts): her Dual membership (member ID M100001, with Charles
   * Babbage as second member), its order, two past orders and an upcoming one, a saved card; and
   * the memberships and orders of Alan, Barbara and Katherine.
   */
  memberHistory: {
    adaMembership: 'membership-ada-dual',
    membershipOrder: 'order-ada-membership',
    pastVisitOrder: 'order-ada-past-visit',
    pastTourOrder: 'order-ada-past-tour',
    upcomingOrder: 'order-ada-upcoming',
    adaCard: 'spm-ada-visa-4242',
    alanMembership: 'membership-alan-individual',
    alanOrder: 'order-alan-membership',
    barbaraMembership: 'membership-barbara-family',
    barbaraOrder: 'order-barbara-membership',
    katherineMembership: 'membership-katherine-individual',
    katherineOrder: 'order-katherine-membership',
    charlesIdentity: 'identity-charles',
  },
  /**
   * Guest orders for order self-service (issue 14; seed/guest-orders.ts): free (cancellable),
   * General Admission about ten days ahead, General Admission tomorrow, a single event, a past one.
   * Each purchaser is a guest identity without an account.
   */
  selfService: {
    orders: {
      free: 'order-free-lab',
      visit: 'order-ga-visit',
      tomorrow: 'order-ga-tomorrow',
      talk: 'order-curator-talk',
      past: 'order-ga-past',
    },
    guests: {
      rosalind: { identityId: 'identity-rosalind', email: 'rosalind.franklin@example.org' },
      hedy: { identityId: 'identity-hedy', email: 'hedy.lamarr@example.org' },
      emmy: { identityId: 'identity-emmy', email: 'emmy.noether@example.org' },
      lise: { identityId: 'identity-lise', email: 'lise.meitner@example.org' },
      marie: { identityId: 'identity-marie', email: 'marie.curie@example.org' },
    },
  },
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
/** The standard fees of a museum ticket: a service charge and the sales tax. */
export function museumFees(): OutsideFee[] {
  return [serviceCharge('1.50'), tax('8.00')]
}

export const defaultCartHoldMinutes = 15
