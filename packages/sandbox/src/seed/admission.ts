/**
 * General admission, Pay What You Wish Friday evenings and the Sculpture Garden: the timed-entry museum visits.
 */

import {
  tuesdayToSunday,
  eventTemplate,
  ticketGroup,
  ticketType,
  image,
  seedIds,
  museumFees,
  ranked,
} from './builders.js'
import type { SeedEvent } from './types.js'

export function seedGeneralAdmission(): SeedEvent {
  const fees = museumFees()
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
      'web.ecommerce.citypass': {
        adult_pattern: '^CPA[0-9]{8}$',
        child_pattern: '^CPC[0-9]{8}$',
        child_keyword: 'child',
      },
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
      ticketType({
        id: 'ga-adult',
        ticket_group_id: 'ga-general-admission',
        event_template_id: ga,
        name: 'Adult',
        currency_amount: '25.00',
        outside_fees: fees,
      }),
      ticketType({
        id: 'ga-child',
        ticket_group_id: 'ga-general-admission',
        event_template_id: ga,
        name: 'Child',
        summary: 'Ages 6 to 17; under 6 free, no ticket needed.',
        currency_amount: '12.00',
        outside_fees: fees,
      }),
      ticketType({
        id: 'ga-senior',
        ticket_group_id: 'ga-general-admission',
        event_template_id: ga,
        name: 'Senior',
        summary: '65 and over.',
        currency_amount: '18.00',
        outside_fees: fees,
      }),
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
          {
            type: 'date_message',
            message: 'Weekends are our busiest days. Please arrive within 15 minutes of your entry time.',
          },
        ],
      },
      {
        id: 'ga-rule-last-entry',
        event_template_id: ga,
        trigger: { dateOrSession: { time_of_day: { start: '16:00', end: '17:00' } } },
        actions: [
          { type: 'session_annotation', message: 'Last entries' },
          {
            type: 'session_message',
            message: 'The galleries close at 5 pm: late entry leaves you under an hour inside.',
          },
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
          {
            type: 'quantity_message',
            message: 'Visiting with 10 or more? Our group desk offers group rates: groups@foyer-museum.example.',
          },
        ],
      },
    ],
    schedule: {
      kind: 'repeating',
      weekdays: tuesdayToSunday,
      // Every 30 minutes from 10:00 to 16:30.
      times: Array.from(
        { length: 14 },
        (_, i) => `${String(10 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      ),
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
  return generalAdmission
}

export function seedPayWhatYouWish(): SeedEvent {
  const pw = seedIds.payWhatYouWish
  const payWhatYouWish: SeedEvent = {
    template: eventTemplate({
      id: pw,
      name: 'Pay What You Wish Fridays',
      subtitle: 'Friday evenings, any price you choose',
      summary: 'Every Friday from 5 pm, name your own price for admission.',
      description:
        '<p>Pay <strong>what you wish</strong>, from $1. Suggested amount: $10.</p><p>Timed entry at 5, 6 and 7 pm.</p>',
      category: 'Admission',
    }),
    image: image('fridays', ['#0f3d3e', '#2f8f83', '#f4a259', '#08201f'], 'waves'),
    meta: {
      image_profile: 'fridays',
      image_profile_alt_text: 'Visitors in a gallery lit by evening light',
      reserve_flow: 'date_first',
      audience: 'everyone',
      accessibility: 'wheelchair',
      // storefront §3 meta identity_form: the contact form, a phone, so the museum can reach
      // visitors when an evening closes early.
      identity_form: 'contact',
    },
    config: { hide_sold_out_sessions: false },
    ticket_groups: ranked([
      ticketGroup({
        id: 'pw-pay-what-you-wish',
        event_template_id: pw,
        name: 'Pay What You Wish',
        max_tickets_per_order: 10,
      }),
    ]),
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
    schedule: {
      kind: 'repeating',
      weekdays: [5],
      times: ['17:00', '18:00', '19:00'],
      duration_minutes: 60,
      capacity: 100,
      oversell_capacity: 5,
    },
    load: [],
    calendar_notes: [],
  }
  return payWhatYouWish
}

export function seedSculptureGarden(): SeedEvent {
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
    schedule: {
      kind: 'dated',
      day_offsets: [21],
      times: ['10:00'],
      duration_minutes: 480,
      capacity: -1,
      oversell_capacity: 0,
    },
    load: [],
    calendar_notes: [],
  }
  return sculptureGarden
}
