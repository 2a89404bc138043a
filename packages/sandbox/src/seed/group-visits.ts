/**
 * The private group visit: sold with scheduled payments (storefront §1 "Part payments via
 * scheduled payments"; schedules.ts), a deposit at reserve and the balance before the visit.
 */
import { eventTemplate, ticketGroup, ticketType, image, seedIds, ranked } from './builders.js'
import type { SeedEvent } from './types.js'

export function seedPrivateGroupVisit(): SeedEvent {
  const pg = seedIds.privateGroupVisit
  return {
    template: eventTemplate({
      id: pg,
      name: 'Private Group Visit',
      subtitle: 'A guided morning in the galleries for your group',
      summary: 'Book for your group now with a deposit, and pay the balance before the visit.',
      description:
        '<p>A private guide for your group before the museum opens. A <strong>25% deposit</strong> secures the booking; the balance is due 14 days before the visit.</p>',
      category: 'Tours',
      event_type: 'single',
      hidden_type: 'public_link_only',
    }),
    image: image('private-group-visit', ['#3d405b', '#81b29a', '#f4f1de', '#1d1e2c'], 'arches'),
    meta: {
      image_profile: 'private-group-visit',
      image_profile_alt_text: 'A guide with a group of visitors in an empty gallery',
      reserve_flow: 'date_first',
    },
    config: {},
    ticket_groups: ranked([
      ticketGroup({ id: 'pg-group', event_template_id: pg, name: 'Group Places', max_tickets_per_order: 30 }),
    ]),
    ticket_types: ranked([
      ticketType({
        id: 'pg-visitor',
        ticket_group_id: 'pg-group',
        event_template_id: pg,
        name: 'Group visitor',
        currency_amount: '40.00',
      }),
    ]),
    message_rules: [],
    schedule: {
      kind: 'dated',
      day_offsets: [30],
      times: ['10:00'],
      duration_minutes: 120,
      capacity: 30,
      oversell_capacity: 0,
    },
    load: [],
    calendar_notes: [],
    background_load: false,
    scheduled_payments: { deposit_percent: 25, balance_due_days_before: 14 },
  }
}
