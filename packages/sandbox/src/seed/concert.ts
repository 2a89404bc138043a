/**
 * Chamber Music in the Great Hall: the seated concert and its seat map.
 */
import { cachedPlan, greatHall } from '../seat-plans.js'

import { eventTemplate, ticketGroup, ticketType, serviceCharge, tax, image, seedIds, ranked } from './builders.js'
import type { SeedEvent } from './types.js'

export function seedConcert(): SeedEvent {
  const cc = seedIds.concert
  const concertFees = [serviceCharge('2.50'), tax('8.00')]
  const zones = { premium: seedIds.ticketGroups.concertPremium, standard: seedIds.ticketGroups.concertSeating }
  // The Great Hall is small: built with the seed (once per process), its zones give the capacities.
  const hall = cachedPlan('great-hall', () => greatHall(zones))
  const zoneSeats = (zone: string) =>
    hall.seats.filter((seat) => !seat.unavailable && seat.ticket_groups.includes(zone)).length
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
      price_display: {
        primary_ticket_type: 'Standard',
        primary_prefix: 'From',
        secondary_ticket_type: null,
        secondary_prefix: null,
      },
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
      ticketType({
        id: 'cc-standard',
        ticket_group_id: 'cc-great-hall-seating',
        event_template_id: cc,
        name: 'Standard',
        currency_amount: '40.00',
        outside_fees: concertFees,
      }),
      ticketType({
        id: 'cc-student',
        ticket_group_id: 'cc-great-hall-seating',
        event_template_id: cc,
        name: 'Student',
        summary: 'With a valid student card.',
        currency_amount: '20.00',
        outside_fees: concertFees,
      }),
      ticketType({
        id: 'cc-premium',
        ticket_group_id: 'cc-premium-seating',
        event_template_id: cc,
        name: 'Premium',
        currency_amount: '65.00',
        outside_fees: concertFees,
      }),
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
    schedule: {
      kind: 'repeating',
      weekdays: [6],
      times: ['19:30'],
      duration_minutes: 120,
      capacity: hall.sellable,
      oversell_capacity: 0,
    },
    load: [],
    calendar_notes: [],
    seating: { plan_id: hall.id, build: () => greatHall(zones) },
  }
  return concert
}
