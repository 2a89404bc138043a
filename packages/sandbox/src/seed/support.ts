/**
 * Donations and gift cards: the flexible-amount ticket groups.
 */

import { eventTemplate, ticketGroup, ticketType, image, seedIds, ranked } from './builders.js'
import type { SeedEvent } from './types.js'

export function seedDonation(): SeedEvent {
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
    ticket_groups: ranked([
      ticketGroup({
        id: 'dn-donation',
        event_template_id: dn,
        name: 'Donation',
        handler: 'donation',
        max_tickets_per_order: 1,
      }),
    ]),
    ticket_types: ranked([
      ticketType({
        id: 'dn-friend',
        ticket_group_id: 'dn-donation',
        event_template_id: dn,
        name: 'Friend',
        currency_amount: '25.00',
      }),
      ticketType({
        id: 'dn-supporter',
        ticket_group_id: 'dn-donation',
        event_template_id: dn,
        name: 'Supporter',
        currency_amount: '50.00',
      }),
      ticketType({
        id: 'dn-patron',
        ticket_group_id: 'dn-donation',
        event_template_id: dn,
        name: 'Patron',
        currency_amount: '100.00',
      }),
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
  return donation
}

export function seedGiftCards(): SeedEvent {
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
    ticket_groups: ranked([
      ticketGroup({
        id: 'gc-gift-cards',
        event_template_id: gc,
        name: 'Gift Cards',
        handler: 'ledger',
        max_tickets_per_order: 10,
      }),
    ]),
    ticket_types: ranked([
      ticketType({
        id: 'gc-25',
        ticket_group_id: 'gc-gift-cards',
        event_template_id: gc,
        name: '$25 Gift Card',
        currency_amount: '25.00',
      }),
      ticketType({
        id: 'gc-50',
        ticket_group_id: 'gc-gift-cards',
        event_template_id: gc,
        name: '$50 Gift Card',
        currency_amount: '50.00',
      }),
      ticketType({
        id: 'gc-100',
        ticket_group_id: 'gc-gift-cards',
        event_template_id: gc,
        name: '$100 Gift Card',
        currency_amount: '100.00',
      }),
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
  return giftCards
}
