/**
 * The members-only events (the Members’ Evening, the Curator’s Preview by invitation code) and the membership programme with its levels.
 *
 * The membership settings in the events' config (membership-config.ts names and reads them):
 * the membership event carries `membership.auto_renew` 'prompt', `membership.footnote`,
 * `membership.extended_membership` (code EXTEND3, three months) and `prevent_membership_updates`;
 * the Members' Evening carries `membership.reserve_beyond_term` 'if_autorenew'. The Patron level
 * is by invitation (code PATRON2026) and the Family level asks one optional survey question.
 */

import { eventTemplate, ticketGroup, ticketType, serviceCharge, image, seedIds, ranked } from './builders.js'
import type { SeedEvent } from './types.js'
import type { TicketGroupRow } from '../types.js'

export function seedMembersEvening(): SeedEvent {
  const me = seedIds.membersEvening
  const membersEvening: SeedEvent = {
    template: eventTemplate({
      id: me,
      name: 'Members’ Evening',
      subtitle: 'After-hours galleries, for members only',
      summary: 'Quiet galleries, curator pop-up talks and a glass of something on the terrace.',
      description:
        '<p>Every Thursday the museum stays open late <strong>for members</strong>. ' +
        'Bring a guest at the member guest price.</p><p><small>Membership card required at the door.</small></p>',
      category: 'Members',
      hidden_type: 'public_member_only',
    }),
    image: image('members-evening', ['#2b1d3a', '#7b4f8e', '#f6d7a7', '#120a1a'], 'circles'),
    meta: {
      image_profile: 'members-evening',
      image_profile_alt_text: 'Warm lights over a gallery terrace at dusk',
      reserve_flow: 'date_first',
      audience: 'adults',
      accessibility: 'wheelchair',
    },
    config: {
      hide_sold_out_sessions: true,
      // calls §9 "Reserve beyond term: always, if_autorenew, never" (member-limits.ts): a member
      // whose membership ends before an evening may still book it while auto-renew is scheduled.
      'membership.reserve_beyond_term': 'if_autorenew',
    },
    ticket_groups: ranked([
      ticketGroup({
        id: 'me-members-evening',
        event_template_id: me,
        name: 'Members’ Evening',
        hidden_type: 'public_member_only',
        max_tickets_per_order: 4,
      }),
    ]),
    ticket_types: ranked([
      ticketType({
        id: 'me-member',
        ticket_group_id: 'me-members-evening',
        event_template_id: me,
        name: 'Member',
        currency_amount: '0.00',
        member_event_ticket_type: true,
      }),
      ticketType({
        id: 'me-member-guest',
        ticket_group_id: 'me-members-evening',
        event_template_id: me,
        name: 'Member guest',
        currency_amount: '10.00',
      }),
    ]),
    message_rules: [],
    schedule: {
      kind: 'repeating',
      weekdays: [4],
      times: ['18:00'],
      duration_minutes: 150,
      capacity: 150,
      oversell_capacity: 0,
    },
    load: [],
    calendar_notes: [],
  }
  return membersEvening
}

export function seedCuratorsPreview(): SeedEvent {
  const cp = seedIds.curatorsPreview
  const curatorsPreview: SeedEvent = {
    template: eventTemplate({
      id: cp,
      name: 'Curator’s Preview: Light and Shadow',
      subtitle: 'An evening walk through the new exhibition before it opens',
      summary: 'By invitation: Dr. Ana Ruiz shows the exhibition on the evening before the opening.',
      description:
        '<p>An evening for our supporters, on a day the galleries are closed. ' +
        'Your invitation carries the <strong>code</strong> you need to reserve.</p>',
      category: 'Talks',
      event_type: 'single',
      // By invitation: reached by the invitation's link, never listed.
      hidden_type: 'public_link_only',
    }),
    image: image('curators-preview', ['#14110f', '#7e7f9a', '#f3de8a', '#34312d'], 'circles'),
    meta: {
      image_profile: 'curators-preview',
      image_profile_alt_text: 'A curator speaking beside a dimly lit canvas',
      reserve_flow: 'date_first',
      audience: 'adults',
      accessibility: 'wheelchair',
    },
    config: {},
    ticket_groups: ranked([
      ticketGroup({ id: 'cp-preview', event_template_id: cp, name: 'Preview', max_tickets_per_order: 2 }),
    ]),
    ticket_types: ranked([
      ticketType({
        id: 'cp-invited-guest',
        ticket_group_id: 'cp-preview',
        event_template_id: cp,
        name: 'Invited guest',
        currency_amount: '15.00',
        outside_fees: [serviceCharge('1.00')],
      }),
    ]),
    message_rules: [],
    schedule: {
      kind: 'dated',
      day_offsets: [6],
      times: ['18:00'],
      duration_minutes: 90,
      capacity: 40,
      oversell_capacity: 0,
    },
    load: [],
    calendar_notes: [],
    // calls §8: rule_blocks_reserve in checkout_rules, block_reason code_required; the client's
    // code dialog shows this description.
    code_required: {
      description: 'The Curator’s Preview is by invitation. Enter the code from your invitation to reserve tickets.',
    },
  }
  return curatorsPreview
}

/** The Patron level's invitation rule: calls §8 rule_blocks_reserve's description, shown by the code dialog. */
export const patronInvitationMessage = 'Patron membership is by invitation. Enter the code from your invitation letter.'

export function seedMembership(): SeedEvent {
  const ms = seedIds.membership
  const membershipLevel = (id: string, name: string, description: string, more: Partial<TicketGroupRow> = {}) =>
    ticketGroup({
      id,
      event_template_id: ms,
      name,
      description,
      handler: 'membership',
      max_tickets_per_order: 10,
      meta: { admit_names: 'required', admit_emails: 'optional', extra_checkout_fields: [], identity_form: null },
      ...more,
    })
  const membership: SeedEvent = {
    template: eventTemplate({
      id: ms,
      name: 'Membership',
      subtitle: 'Join the Foyer Museum of Art',
      summary: 'Free admission all year, Members’ Evenings, and 10% off in the shop.',
      description:
        '<h3>Members enjoy</h3><ul><li>Free timed entry, any day</li><li>Members’ Evenings every Thursday</li>' +
        '<li>Free Highlights Tours</li><li>10% off in the shop and café</li></ul>',
      category: 'Membership',
      event_type: 'other',
    }),
    image: image('membership', ['#22333b', '#5e503f', '#eae0d5', '#0a0908'], 'arches'),
    meta: {
      image_profile: 'membership',
      image_profile_alt_text: 'A membership card on a gallery bench',
      identity_form: 'membership',
    },
    // The membership settings (membership-config.ts; storefront §3 Event template config).
    config: {
      // calls §9 "Auto-renew prompt: only when the automatic option equals prompt; never in gift context".
      'membership.auto_renew': 'prompt',
      // storefront §2 Buy membership: the form's footnote.
      'membership.footnote':
        'Memberships run for twelve months from the day you join. Membership fees are not refundable.',
      // storefront §2 Buy membership "extended-membership checkbox"; calls §7 the reserve's
      // extended-membership code list: EXTEND3 adds three months to the membership issued.
      'membership.extended_membership': {
        label: 'Add three extra months at no cost (this offer ends soon)',
        codes: [seedIds.extendedMembershipCode],
        months: 3,
      },
      // storefront §5: a member's existing admit details are read-only (the client's rule).
      prevent_membership_updates: true,
    },
    ticket_groups: ranked([
      membershipLevel('ms-individual', 'Individual', 'One named member.'),
      membershipLevel('ms-dual', 'Dual', 'Two named members at one address.'),
      membershipLevel('ms-family', 'Family', 'Two adults and up to four children.', {
        // storefront §3 Survey spec; calls §7 the reserve's survey answers: one optional question.
        additional_info_spec: {
          properties: {
            heard_from: {
              type: 'string',
              enum: ['A friend', 'Social media', 'A newspaper', 'Walking past'],
              title: 'How did you hear about us?',
              propertyOrder: 1,
            },
          },
          required: [],
        },
      }),
      // storefront §3 Ticket group duration_new: a new Patron membership runs two years.
      membershipLevel('ms-patron', 'Patron', 'Dual benefits plus two guest passes per visit.', { duration_new: 'P2Y' }),
    ]),
    ticket_types: ranked([
      ticketType({
        id: 'ms-individual-member',
        ticket_group_id: 'ms-individual',
        event_template_id: ms,
        name: 'Member',
        currency_amount: '75.00',
      }),
      ticketType({
        id: 'ms-dual-member',
        ticket_group_id: 'ms-dual',
        event_template_id: ms,
        name: 'Member',
        currency_amount: '130.00',
      }),
      ticketType({
        id: 'ms-dual-second',
        ticket_group_id: 'ms-dual',
        event_template_id: ms,
        name: 'Second cardholder',
        currency_amount: '0.00',
      }),
      ticketType({
        id: 'ms-family-member',
        ticket_group_id: 'ms-family',
        event_template_id: ms,
        name: 'Member',
        currency_amount: '180.00',
      }),
      ticketType({
        id: 'ms-family-second',
        ticket_group_id: 'ms-family',
        event_template_id: ms,
        name: 'Second cardholder',
        currency_amount: '0.00',
      }),
      ticketType({
        id: 'ms-family-child',
        ticket_group_id: 'ms-family',
        event_template_id: ms,
        name: 'Child',
        summary: 'Under 18.',
        currency_amount: '0.00',
      }),
      ticketType({
        id: 'ms-patron-member',
        ticket_group_id: 'ms-patron',
        event_template_id: ms,
        name: 'Member',
        currency_amount: '500.00',
      }),
      ticketType({
        id: 'ms-patron-second',
        ticket_group_id: 'ms-patron',
        event_template_id: ms,
        name: 'Second cardholder',
        currency_amount: '0.00',
      }),
      ticketType({
        id: 'ms-patron-guest',
        ticket_group_id: 'ms-patron',
        event_template_id: ms,
        name: 'Guest pass',
        currency_amount: '0.00',
      }),
    ]),
    message_rules: [],
    schedule: { kind: 'open' },
    load: [],
    calendar_notes: [],
    // calls §8 rule_blocks_reserve (checkout_rules, block_reason code_required): the Patron level
    // is by invitation; its code is the promo code PATRON2026 (membership-reserve.ts).
    code_required_groups: { 'ms-patron': { description: patronInvitationMessage } },
  }
  return membership
}
