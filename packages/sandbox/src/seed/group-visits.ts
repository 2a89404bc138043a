/**
 * Group visits. The private group visit: sold with scheduled payments (storefront §1 "Part payments via
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

/**
 * The school group visit: a link-only weekday morning for a class, booked in bulk by a partner's
 * script (issue 17.3: "book 200 school-group tickets"): 10 to 250 places per order, sessions of
 * 300 places, pupils paid and teachers free.
 */
export function seedSchoolGroupVisit(): SeedEvent {
  const sg = seedIds.schoolGroupVisit
  return {
    template: eventTemplate({
      id: sg,
      name: 'School Group Visit',
      subtitle: 'A morning in the galleries for a class',
      summary: 'Weekday mornings for school groups of 10 to 250, with free places for teachers.',
      description:
        '<p>A guided morning for schools, every weekday before the museum opens. Teachers and group leaders come free.</p>',
      category: 'Tours',
      event_type: 'repeating',
      hidden_type: 'public_link_only',
    }),
    image: image('school-group-visit', ['#264653', '#2a9d8f', '#e9c46a', '#f4a261'], 'arches'),
    meta: {
      image_profile: 'school-group-visit',
      image_profile_alt_text: 'A class of pupils with a guide in the sculpture hall',
      reserve_flow: 'date_first',
      // storefront §3 meta hide_event_details: the booking page a school is sent shows the booking only.
      hide_event_details: 'true',
      // storefront §3 meta pad_pre_start / pad_post_end: a class may arrive 15 minutes early (coats
      // and bags) and stay 30 minutes after the guided visit; the tickets admit from 9:15 to 11:30.
      pad_pre_start: '15',
      pad_post_end: '30',
    },
    config: {},
    ticket_groups: ranked([
      ticketGroup({
        id: 'sg-group',
        event_template_id: sg,
        name: 'School group',
        min_tickets_per_order: 10,
        max_tickets_per_order: 250,
        // storefront §3 Ticket group meta extra_checkout_fields: the school's contact phone.
        meta: {
          admit_names: 'disabled',
          admit_emails: 'disabled',
          extra_checkout_fields: ['phone'],
          identity_form: null,
        },
      }),
    ]),
    ticket_types: ranked([
      ticketType({
        id: 'sg-pupil',
        ticket_group_id: 'sg-group',
        event_template_id: sg,
        name: 'Pupil',
        currency_amount: '6.00',
      }),
      ticketType({
        id: 'sg-teacher',
        ticket_group_id: 'sg-group',
        event_template_id: sg,
        name: 'Teacher',
        currency_amount: '0.00',
      }),
    ]),
    message_rules: [],
    schedule: {
      kind: 'repeating',
      weekdays: [1, 2, 3, 4, 5],
      times: ['09:30'],
      duration_minutes: 90,
      capacity: 300,
      oversell_capacity: 0,
    },
    load: [],
    calendar_notes: [],
    background_load: false,
  }
}
