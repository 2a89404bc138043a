/**
 * The Audio Guide add-on, chained after General Admission (storefront §2 add-on banner).
 */

import { tuesdayToSunday, eventTemplate, ticketGroup, ticketType, image, seedIds, ranked } from './builders.js'
import type { SeedEvent } from './types.js'

export function seedAudioGuide(): SeedEvent {
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
    ticket_groups: ranked([
      ticketGroup({ id: 'ag-audio-guide', event_template_id: ag, name: 'Audio Guide', max_tickets_per_order: 20 }),
    ]),
    ticket_types: ranked([
      ticketType({
        id: 'ag-adult',
        ticket_group_id: 'ag-audio-guide',
        event_template_id: ag,
        name: 'Audio guide',
        currency_amount: '7.00',
      }),
      ticketType({
        id: 'ag-kids',
        ticket_group_id: 'ag-audio-guide',
        event_template_id: ag,
        name: 'Kids’ audio tour',
        summary: 'Ages 6 to 12.',
        currency_amount: '4.00',
      }),
    ]),
    message_rules: [],
    // One all-day session on each open day: the guide is collected any time during the visit.
    schedule: {
      kind: 'repeating',
      weekdays: tuesdayToSunday,
      times: ['10:00'],
      duration_minutes: 420,
      capacity: 200,
      oversell_capacity: 0,
    },
    load: [],
    calendar_notes: [],
  }
  return audioGuide
}
