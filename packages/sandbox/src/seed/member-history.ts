/**
 * The demo members' history (issue 12, My Account): Ada Lovelace's Dual membership with its two
 * named members, her past orders (a redeemed visit, a tour she did not go to), an upcoming visit
 * and a saved card. Alan Turing's membership ends soon (the renewal window), Barbara Liskov's
 * ended two months ago. Katherine Johnson's ends on the same day as Alan's but renews
 * automatically (auto-renew scheduled): with the Members' Evening's reserve beyond term
 * 'if_autorenew' she may book its evenings after her membership ends, Alan may not. Edsger
 * Dijkstra logs in and has none of it: a logged-in non-member.
 *
 * Everything is relative to the anchor date (the venue's date when the sandbox was created or
 * reset), as the seeded bookings are, so the membership is always valid "now" and the upcoming
 * visit is always ahead. The sandbox README lists these ids.
 */
import { seedIds } from './builders.js'
import type { SeedMembership, SeedMembershipRole, SeedOrder, SeedSavedCard } from './types.js'

export const membershipProgram = { id: 'membership-program', name: 'Foyer Museum Membership' }

/**
 * One role per level of the membership event (storefront §3 "role (level with rank)"), with the
 * member benefits a bought membership of the level carries (storefront §6: Members' Evening
 * tickets per ticket type name, `*` the wildcard pool), as the seeded memberships have them.
 */
export function seedMembershipRoles(): SeedMembershipRole[] {
  const levels: [string, string, string, Record<string, number>][] = [
    ['role-individual', 'Individual', 'ms-individual', { Member: 1, '*': 1 }],
    ['role-dual', 'Dual', 'ms-dual', { Member: 2, '*': 2 }],
    ['role-family', 'Family', 'ms-family', { Member: 2, '*': 4 }],
    ['role-patron', 'Patron', 'ms-patron', { Member: 2, '*': 4 }],
  ]
  return levels.map(([id, name, group, limit], index) => ({
    id,
    name,
    rank: index + 1,
    membership_program_id: membershipProgram.id,
    ticket_group_id: group,
    member_event_purchase_limit: limit,
  }))
}

const ada = seedIds.knownIdentity
const members = ['Ada Lovelace', 'Charles Babbage']
const { memberHistory: ids } = seedIds

export function seedMemberOrders(): SeedOrder[] {
  return [
    {
      id: ids.membershipOrder,
      order_number: 'FO900001',
      identity_id: ada,
      purchased: { day_offset: -120, time: '11:15' },
      lines: [
        {
          event_template_id: seedIds.membership,
          ticket_type_id: 'ms-dual-member',
          session: null,
          admit_names: [members[0]!],
        },
        {
          event_template_id: seedIds.membership,
          ticket_type_id: 'ms-dual-second',
          session: null,
          admit_names: [members[1]!],
        },
      ],
    },
    {
      // A visit six weeks ago: both tickets scanned at the door (the Redeemed badge).
      id: ids.pastVisitOrder,
      order_number: 'FO900002',
      identity_id: ada,
      purchased: { day_offset: -46, time: '09:05' },
      lines: [
        {
          event_template_id: seedIds.generalAdmission,
          ticket_type_id: 'ga-adult',
          session: { day_offset: -45, time: '11:00' },
          admit_names: members,
          redeemed: true,
        },
      ],
    },
    {
      // A tour three weeks ago nobody came to (the Past Event badge).
      id: ids.pastTourOrder,
      order_number: 'FO900003',
      identity_id: ada,
      purchased: { day_offset: -21, time: '18:40' },
      lines: [
        {
          event_template_id: seedIds.highlightsTour,
          ticket_type_id: 'ht-adult',
          session: { day_offset: -20, time: '14:30' },
          admit_names: [members[0]!],
        },
      ],
    },
    {
      // Upcoming: admission and the Highlights Tour on one day, about ten days ahead.
      id: ids.upcomingOrder,
      order_number: 'FO900004',
      identity_id: ada,
      purchased: { day_offset: -2, time: '20:10' },
      lines: [
        {
          event_template_id: seedIds.generalAdmission,
          ticket_type_id: 'ga-adult',
          session: { day_offset: 9, time: '14:00' },
          admit_names: members,
        },
        {
          event_template_id: seedIds.highlightsTour,
          ticket_type_id: 'ht-adult',
          session: { day_offset: 9, time: '14:30' },
          admit_names: members,
        },
      ],
    },
    {
      id: ids.alanOrder,
      order_number: 'FO900005',
      identity_id: seedIds.accounts.alan.identityId,
      purchased: { day_offset: -345, time: '16:20' },
      lines: [membershipLine('ms-individual-member', 'Alan Turing')],
    },
    {
      id: ids.barbaraOrder,
      order_number: 'FO900006',
      identity_id: seedIds.accounts.barbara.identityId,
      purchased: { day_offset: -425, time: '10:45' },
      lines: [
        membershipLine('ms-family-member', 'Barbara Liskov'),
        membershipLine('ms-family-second', 'Nathan Liskov'),
        membershipLine('ms-family-child', 'Moses Liskov'),
      ],
    },
    {
      id: ids.katherineOrder,
      order_number: 'FO900007',
      identity_id: seedIds.accounts.katherine.identityId,
      purchased: { day_offset: -345, time: '12:30' },
      lines: [membershipLine('ms-individual-member', 'Katherine Johnson')],
    },
  ]
}

function membershipLine(ticketTypeId: string, name: string) {
  return { event_template_id: seedIds.membership, ticket_type_id: ticketTypeId, session: null, admit_names: [name] }
}

export function seedMemberships(): SeedMembership[] {
  return [
    {
      id: ids.adaMembership,
      identity_id: ada,
      identity_ids: [ada, ids.charlesIdentity],
      scan_code: seedIds.accounts.ada.memberId,
      role_id: 'role-dual',
      ticket_order_id: ids.membershipOrder,
      valid_from_day_offset: -120,
      months: 12,
      auto_renew_state: 'scheduled',
      // storefront §6: member benefits per ticket type name, with the `*` wildcard pool.
      member_event_purchase_limit: { Member: 2, '*': 2 },
    },
    {
      // Ends 20 days after the anchor date, not renewing: the renewal window.
      id: ids.alanMembership,
      identity_id: seedIds.accounts.alan.identityId,
      identity_ids: [seedIds.accounts.alan.identityId],
      scan_code: seedIds.accounts.alan.memberId,
      role_id: 'role-individual',
      ticket_order_id: ids.alanOrder,
      valid_from_day_offset: -345,
      months: 12,
      auto_renew_state: 'none',
      member_event_purchase_limit: { Member: 1, '*': 1 },
    },
    {
      // Ended about two months before the anchor date; auto-renew was cancelled.
      id: ids.barbaraMembership,
      identity_id: seedIds.accounts.barbara.identityId,
      identity_ids: [seedIds.accounts.barbara.identityId],
      scan_code: seedIds.accounts.barbara.memberId,
      role_id: 'role-family',
      ticket_order_id: ids.barbaraOrder,
      valid_from_day_offset: -425,
      months: 12,
      auto_renew_state: 'cancelled',
      member_event_purchase_limit: { Member: 2, '*': 4 },
    },
    {
      // Alan's dates (ends 20 days after the anchor date), but renewing automatically: calls §9
      // reserve beyond term 'if_autorenew' lets her book Members' Evenings after it ends.
      id: ids.katherineMembership,
      identity_id: seedIds.accounts.katherine.identityId,
      identity_ids: [seedIds.accounts.katherine.identityId],
      scan_code: seedIds.accounts.katherine.memberId,
      role_id: 'role-individual',
      ticket_order_id: ids.katherineOrder,
      valid_from_day_offset: -345,
      months: 12,
      auto_renew_state: 'scheduled',
      member_event_purchase_limit: { Member: 1, '*': 1 },
    },
  ]
}

export function seedSavedCards(): SeedSavedCard[] {
  return [{ id: ids.adaCard, identity_id: ada, brand: 'Visa', last4: '4242', exp_month: 8, exp_years_ahead: 2 }]
}
