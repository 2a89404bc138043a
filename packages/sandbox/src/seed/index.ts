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
 *
 * One file per fixture by topic; `createSeed` composes them.
 */
import type { CategoryRow, ConfigRow, MembershipRuleRow } from '../types.js'

import {
  venueTimeZone,
  currencyCode,
  sellerSlug,
  configNamespace,
  sellerId,
  venueId,
  image,
  seedIds,
  defaultCartHoldMinutes,
} from './builders.js'
import type { Seed } from './types.js'
import { seedGeneralAdmission, seedPayWhatYouWish, seedSculptureGarden } from './admission.js'
import { seedMembersEvening, seedCuratorsPreview, seedMembership } from './members.js'
import { seedConcert } from './concert.js'
import { seedPartnersAndStressHalls } from './partners.js'
import { seedDonation, seedGiftCards } from './support.js'
import { seedFamilyWorkshop, seedHighlightsTour, seedCuratorTalk, seedConservationLab } from './programmes.js'
import { seedAudioGuide } from './add-ons.js'
import { seedPrivateGroupVisit, seedSchoolGroupVisit } from './group-visits.js'
import {
  membershipProgram,
  seedMemberOrders,
  seedMembershipRoles,
  seedMemberships,
  seedSavedCards,
} from './member-history.js'
import { seedGuestIdentities, seedGuestOrders } from './guest-orders.js'

export * from './types.js'
export {
  configNamespace,
  currencyCode,
  defaultCartHoldMinutes,
  eventTemplate,
  sellerSlug,
  seedIds,
  serviceCharge,
  tax,
  ticketGroup,
  ticketType,
  venueTimeZone,
} from './builders.js'

export function createSeed(): Seed {
  const generalAdmission = seedGeneralAdmission()
  const payWhatYouWish = seedPayWhatYouWish()
  const sculptureGarden = seedSculptureGarden()
  const membersEvening = seedMembersEvening()
  const curatorsPreview = seedCuratorsPreview()
  const membership = seedMembership()
  const concert = seedConcert()
  const { partnersTour, stress20k, stress50k } = seedPartnersAndStressHalls()
  const donation = seedDonation()
  const giftCards = seedGiftCards()
  const familyWorkshop = seedFamilyWorkshop()
  const highlightsTour = seedHighlightsTour()
  const curatorTalk = seedCuratorTalk()
  const conservationLab = seedConservationLab()
  const audioGuide = seedAudioGuide()
  const privateGroupVisit = seedPrivateGroupVisit()
  const schoolGroupVisit = seedSchoolGroupVisit()

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
    privateGroupVisit,
    schoolGroupVisit,
    partnersTour,
    stress20k,
    stress50k,
  ]

  const categories: CategoryRow[] = [
    'Admission',
    'Tours',
    'Family',
    'Talks',
    'Concerts',
    'Members',
    'Membership',
    'Gift Cards',
    'Support',
  ].map((name) => ({ id: `category-${name.toLowerCase().replace(/\s+/g, '-')}`, name }))

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
    seller: {
      id: sellerId,
      name: sellerSlug,
      title: 'Foyer Museum of Art',
      currency_code: currencyCode,
      timezone: venueTimeZone,
      meta: {
        completed_order_message:
          '<p>Thank you for visiting the <strong>Foyer Museum of Art</strong>. Bring your tickets on your phone or printed; the galleries open at 10:00.</p>',
        completed_order_links: [
          { label: 'Plan your visit', url: 'https://foyer-museum.example/visit' },
          { label: 'Become a member', url: '/demo-museum/membership' },
        ],
        completed_image: 'seller-thanks',
        completed_mobile_image: 'seller-thanks-mobile',
        completed_image_alternate_text: 'The museum’s sculpture hall at opening time',
        // The completed offsets: the hall's arches sit above the middle of the wide picture and left
        // of it in the phone one; the complete page crops each around its point.
        completed_image_offset: { x: 50, y: 35 },
        completed_mobile_image_offset: '40% 50%',
        // The museum's own website, where its logo links: the complete page's way back.
        logo_external_url: 'https://foyer-museum.example/',
      },
    },
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
      // The complete page's picture (seller meta completed_image, completed_mobile_image).
      {
        id: 'seller-thanks',
        width: 2400,
        height: 800,
        palette: ['#1d3557', '#457b9d', '#f1faee', '#e63946'],
        motif: 'arches',
      },
      {
        id: 'seller-thanks-mobile',
        width: 1440,
        height: 960,
        palette: ['#1d3557', '#457b9d', '#f1faee', '#e63946'],
        motif: 'arches',
      },
    ],
    promo_codes: [
      {
        code: seedIds.previewCode,
        name: 'Curator’s Preview invitation',
        description: 'Unlocks tickets for the Curator’s Preview.',
        unlocks_event_ids: [seedIds.curatorsPreview],
      },
      {
        code: seedIds.codes.friends,
        name: 'Friends of the Museum',
        description: '10% off every ticket.',
        unlocks_event_ids: [],
        discount: { percent: 10 },
      },
      {
        code: seedIds.codes.save5,
        name: 'Five off admission',
        description: '5.00 off General Admission.',
        unlocks_event_ids: [],
        discount: { amount: '5.00' },
        event_ids: [seedIds.generalAdmission],
      },
      {
        code: seedIds.codes.concert,
        name: 'Concert subscribers',
        description: '20% off Chamber Music in the Great Hall.',
        unlocks_event_ids: [],
        discount: { percent: 20 },
        event_ids: [seedIds.concert],
      },
      {
        code: seedIds.codes.exhausted,
        name: 'Spring sale',
        description: '25% off every ticket.',
        unlocks_event_ids: [],
        discount: { percent: 25 },
        uses_left: 0,
      },
      {
        code: seedIds.codes.partner,
        name: 'ACME Corporation partner code',
        description: 'Partner access for ACME Corporation.',
        unlocks_event_ids: [],
        code_group: 'corporate-partners',
      },
      {
        // calls §8 rule_blocks_reserve code_required: the Patron membership's invitation
        // (membership-reserve.ts). It unlocks the level and discounts nothing.
        code: seedIds.codes.patron,
        name: 'Patron invitation',
        description: 'Unlocks the Patron membership, which is by invitation.',
        unlocks_event_ids: [],
        unlocks_ticket_group_ids: ['ms-patron'],
      },
    ],
    gift_cards: [
      { number: seedIds.giftCardNumbers.fifty, balance: '50.00', state: 'active' },
      { number: seedIds.giftCardNumbers.fiveHundred, balance: '500.00', state: 'active' },
      { number: seedIds.giftCardNumbers.zero, balance: '0.00', state: 'active' },
      { number: seedIds.giftCardNumbers.inactive, balance: '25.00', state: 'inactive' },
    ],
    identities: [
      { id: seedIds.knownIdentity, first_name: 'Ada', last_name: 'Lovelace', email: seedIds.knownEmail },
      {
        id: seedIds.accounts.grace.identityId,
        first_name: 'Grace',
        last_name: 'Hopper',
        email: seedIds.accounts.grace.email,
      },
      {
        id: seedIds.accounts.edsger.identityId,
        first_name: 'Edsger',
        last_name: 'Dijkstra',
        email: seedIds.accounts.edsger.email,
      },
      {
        id: seedIds.accounts.alan.identityId,
        first_name: 'Alan',
        last_name: 'Turing',
        email: seedIds.accounts.alan.email,
      },
      {
        id: seedIds.accounts.barbara.identityId,
        first_name: 'Barbara',
        last_name: 'Liskov',
        email: seedIds.accounts.barbara.email,
      },
      {
        id: seedIds.accounts.katherine.identityId,
        first_name: 'Katherine',
        last_name: 'Johnson',
        email: seedIds.accounts.katherine.email,
      },
      // Ada's second member on her Dual membership; no login of his own.
      {
        id: seedIds.memberHistory.charlesIdentity,
        first_name: 'Charles',
        last_name: 'Babbage',
        email: 'charles@foyer-museum.example',
      },
      // The guest purchasers of the self-service orders (issue 14; seed/guest-orders.ts).
      ...seedGuestIdentities(),
    ],
    accounts: [
      {
        user_id: seedIds.accounts.ada.userId,
        identity_id: seedIds.knownIdentity,
        password: seedIds.accounts.ada.password,
        scan_code: seedIds.accounts.ada.memberId,
        zip_code: seedIds.accounts.ada.zip,
      },
      {
        user_id: seedIds.accounts.grace.userId,
        identity_id: seedIds.accounts.grace.identityId,
        password: null,
        scan_code: null,
        zip_code: null,
      },
      {
        user_id: seedIds.accounts.edsger.userId,
        identity_id: seedIds.accounts.edsger.identityId,
        password: 'Shortest-Path1',
        scan_code: 'M100002',
        zip_code: '02139',
        otp_delay: 1,
      },
      ...(['alan', 'barbara', 'katherine'] as const).map((who) => {
        const account = seedIds.accounts[who]
        return {
          user_id: account.userId,
          identity_id: account.identityId,
          password: account.password,
          scan_code: account.memberId,
          zip_code: account.zip,
        }
      }),
    ],
    membership_program: { ...membershipProgram },
    membership_roles: seedMembershipRoles(),
    member_orders: [...seedMemberOrders(), ...seedGuestOrders()],
    memberships: seedMemberships(),
    saved_cards: seedSavedCards(),
    settings: {
      cart_hold_minutes: defaultCartHoldMinutes,
      public_identity_id: seedIds.publicIdentity,
      capture_method: 'automatic',
      gift_card_ledger_id: seedIds.giftCardLedger,
      citypass_redeemed: [seedIds.citypass.redeemed, 'CPC00000000'],
      cart_extensions_allowed: 1,
      // issue 15, storefront §3 Cart card fee: the family workshop's orders carry a 1.50 card fee.
      card_fee: {
        event_ids: [seedIds.familyWorkshop],
        amount: '1.50',
        pmc_id: 'pmc_foyer_workshop_card_fee',
        gateway_id: 'stripe',
        account_id: 'acct_foyer_demo_museum',
      },
    },
  }
}
