/**
 * Tours, talks, the family workshop and the conservation lab.
 */

import {
  tuesdayToSunday,
  eventTemplate,
  ticketGroup,
  ticketType,
  serviceCharge,
  tax,
  image,
  seedIds,
  ranked,
} from './builders.js'
import type { SeedEvent } from './types.js'

export function seedFamilyWorkshop(): SeedEvent {
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
            child_age: {
              type: 'integer',
              title: 'Age of the youngest child',
              minimum: 4,
              maximum: 12,
              propertyOrder: 1,
            },
            allergies: { type: 'string', title: 'Allergies we should know about', propertyOrder: 2 },
            photo_consent: {
              type: 'string',
              title: 'May we photograph your group for our newsletter?',
              enum: ['Yes', 'No'],
              propertyOrder: 3,
            },
          },
          required: ['child_age', 'photo_consent'],
        },
      }),
    ]),
    ticket_types: ranked([
      ticketType({
        id: 'fw-child',
        ticket_group_id: 'fw-workshop',
        event_template_id: fw,
        name: 'Child (4–12)',
        currency_amount: '15.00',
      }),
      ticketType({
        id: 'fw-adult',
        ticket_group_id: 'fw-workshop',
        event_template_id: fw,
        name: 'Accompanying adult',
        currency_amount: '8.00',
      }),
    ]),
    message_rules: [],
    schedule: {
      kind: 'repeating',
      weekdays: [0, 6],
      times: ['11:00', '14:00'],
      duration_minutes: 90,
      capacity: 20,
      oversell_capacity: 0,
    },
    load: [{ day_offset: 0, used: 14 }],
    calendar_notes: [],
  }
  return familyWorkshop
}

export function seedHighlightsTour(): SeedEvent {
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
      ticketGroup({
        id: 'ht-member-tour',
        event_template_id: ht,
        name: 'Member Tour',
        hidden_type: 'public_member_only',
        max_tickets_per_order: 2,
      }),
    ]),
    ticket_types: ranked([
      ticketType({
        id: 'ht-adult',
        ticket_group_id: 'ht-tour',
        event_template_id: ht,
        name: 'Adult',
        currency_amount: '12.00',
        outside_fees: [serviceCharge('1.00')],
      }),
      ticketType({
        id: 'ht-senior',
        ticket_group_id: 'ht-tour',
        event_template_id: ht,
        name: 'Senior',
        currency_amount: '10.00',
        outside_fees: [serviceCharge('1.00')],
      }),
      ticketType({
        id: 'ht-member',
        ticket_group_id: 'ht-member-tour',
        event_template_id: ht,
        name: 'Member',
        currency_amount: '0.00',
        member_event_ticket_type: true,
      }),
    ]),
    message_rules: [],
    schedule: {
      kind: 'repeating',
      weekdays: tuesdayToSunday,
      times: ['11:30', '14:30'],
      duration_minutes: 60,
      capacity: 15,
      oversell_capacity: 0,
    },
    load: [{ day_offset: 1, time: '14:30', used: 'full' }],
    calendar_notes: [],
  }
  return highlightsTour
}

export function seedCuratorTalk(): SeedEvent {
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
    ticket_groups: ranked([
      ticketGroup({ id: 'ct-talk', event_template_id: ct, name: 'Talk', max_tickets_per_order: 6 }),
    ]),
    ticket_types: ranked([
      ticketType({
        id: 'ct-general',
        ticket_group_id: 'ct-talk',
        event_template_id: ct,
        name: 'General',
        currency_amount: '10.00',
        outside_fees: [serviceCharge('1.00')],
      }),
      ticketType({
        id: 'ct-student',
        ticket_group_id: 'ct-talk',
        event_template_id: ct,
        name: 'Student',
        currency_amount: '5.00',
        outside_fees: [serviceCharge('1.00')],
      }),
    ]),
    message_rules: [],
    schedule: {
      kind: 'dated',
      day_offsets: [10],
      times: ['18:30'],
      duration_minutes: 75,
      capacity: 80,
      oversell_capacity: 0,
    },
    load: [],
    calendar_notes: [],
  }
  return curatorTalk
}

export function seedConservationLab(): SeedEvent {
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
    config: {
      hide_sold_out_sessions: false,
      // The free companion ticket is not what a visit costs: a day shows the adult price, not 'from $0.00'.
      price_display: { primary_ticket_type: 'Adult' },
    },
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
      ticketType({
        id: 'cl-adult',
        ticket_group_id: 'cl-open-studio',
        event_template_id: cl,
        name: 'Adult',
        currency_amount: '8.00',
        outside_fees: [serviceCharge('1.00')],
      }),
      ticketType({
        id: 'cl-student',
        ticket_group_id: 'cl-open-studio',
        event_template_id: cl,
        name: 'Student',
        currency_amount: '5.00',
        outside_fees: [serviceCharge('1.00')],
      }),
      ticketType({
        id: 'cl-hands-on',
        ticket_group_id: 'cl-hands-on',
        event_template_id: cl,
        name: 'Workshop place',
        currency_amount: '20.00',
        outside_fees: [serviceCharge('1.00'), tax('8.00')],
      }),
      ticketType({
        id: 'cl-companion',
        ticket_group_id: 'cl-companion',
        event_template_id: cl,
        name: 'Companion',
        currency_amount: '0.00',
      }),
    ]),
    message_rules: [],
    schedule: {
      kind: 'repeating',
      weekdays: tuesdayToSunday,
      times: ['13:00', '15:00'],
      duration_minutes: 60,
      capacity: 50,
      oversell_capacity: 0,
    },
    load: [],
    calendar_notes: [],
    // Every session starts with exactly 50 places: the concurrency test fills one with 200 reserves.
    background_load: false,
  }
  return conservationLab
}
