/**
 * The ACME partners’ tour (partner code) and the stress halls of 20,000 and 50,000 seats that the seat-map bench draws.
 */
import { stressHall, stressSeatCount } from '../seat-plans.js'

import { eventTemplate, ticketGroup, ticketType, serviceCharge, image, seedIds, ranked } from './builders.js'
import type { SeedEvent } from './types.js'

export function seedPartnersAndStressHalls(): { partnersTour: SeedEvent; stress20k: SeedEvent; stress50k: SeedEvent } {
  const pt = seedIds.partnersTour
  const partnersTour: SeedEvent = {
    template: eventTemplate({
      id: pt,
      name: 'Corporate Partners’ Tour',
      subtitle: 'An evening tour for our corporate partners and their guests',
      summary: 'The director walks partners through the new acquisitions.',
      description:
        '<p>For employees of our corporate partners. You will need your company’s <strong>partner code</strong> at checkout.</p>',
      category: 'Tours',
      event_type: 'single',
      hidden_type: 'public_link_only',
    }),
    image: image('partners-tour', ['#2f3e46', '#52796f', '#cad2c5', '#1b262c'], 'arches'),
    meta: {
      image_profile: 'partners-tour',
      image_profile_alt_text: 'The director speaking in a gallery',
      reserve_flow: 'date_first',
    },
    config: {},
    ticket_groups: ranked([
      ticketGroup({ id: 'pt-partners', event_template_id: pt, name: 'Partner Guests', max_tickets_per_order: 4 }),
    ]),
    ticket_types: ranked([
      ticketType({
        id: 'pt-guest',
        ticket_group_id: 'pt-partners',
        event_template_id: pt,
        name: 'Partner guest',
        currency_amount: '30.00',
        outside_fees: [serviceCharge('1.00')],
      }),
    ]),
    message_rules: [],
    schedule: {
      kind: 'dated',
      day_offsets: [8],
      times: ['18:00'],
      duration_minutes: 90,
      capacity: 30,
      oversell_capacity: 0,
    },
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
      meta: {
        image_profile: `stress-${seats / 1000}k`,
        image_profile_alt_text: 'A stadium bowl seen from above',
        reserve_flow: 'date_first',
      },
      config: {},
      ticket_groups: ranked([
        ticketGroup({
          id: groupId,
          event_template_id: id,
          name: 'Bowl Seating',
          handler: 'seated',
          max_tickets_per_order: 10,
        }),
      ]),
      ticket_types: ranked([
        ticketType({
          id: typeId,
          ticket_group_id: groupId,
          event_template_id: id,
          name: 'Standard',
          currency_amount: '10.00',
        }),
      ]),
      message_rules: [],
      schedule: {
        kind: 'dated',
        day_offsets: [14],
        times: ['19:00'],
        duration_minutes: 180,
        capacity: seats,
        oversell_capacity: 0,
      },
      load: [],
      calendar_notes: [],
      // Built only when its seat map, sessions' use or a reserve first needs it.
      seating: {
        plan_id: `stress-${seats / 1000}k`,
        build: () => stressHall(`stress-${seats / 1000}k`, name, blocksPerTier, groupId),
      },
    }
  }
  const stress20k = stressEvent(
    seedIds.stressHall20k,
    20_000,
    seedIds.ticketGroups.stress20k,
    seedIds.ticketTypes.stress20k,
  )
  const stress50k = stressEvent(
    seedIds.stressHall50k,
    50_000,
    seedIds.ticketGroups.stress50k,
    seedIds.ticketTypes.stress50k,
  )
  return { partnersTour, stress20k, stress50k }
}
