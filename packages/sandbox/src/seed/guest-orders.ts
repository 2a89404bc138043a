/**
 * Guest orders for order self-service (issue 14: storefront §1 "Resend, edit, reschedule and
 * cancel orders", §4 Orders, §5 Self-edit horizon, §6 Self-service orders). No login is needed:
 * the order's id is the key (/manage/{orderId}), and each order's purchaser is a guest identity
 * (no account), so e-mails go to them.
 *
 * - A free order of two free tickets for a session ahead: the cancel-free-order case.
 * - A paid General Admission order (repeating, timed) about ten days ahead: editable and
 *   reschedulable outside any horizon of a few days.
 * - A paid General Admission order for tomorrow's session: inside a 2-day self-edit horizon.
 * - A paid order of a single event (event_type single): edit yes, reschedule no (client rule).
 * - A past order: its session is over (tickets_too_old).
 *
 * Placed relative to the anchor date as member-history.ts places Ada's orders; the sandbox README
 * lists these ids, numbers and e-mails. Categories (the client's self-edit rules list them):
 * General Admission 'Admission', Conservation Lab 'Tours', Curator Talk 'Talks'.
 */
import { seedIds } from './builders.js'
import type { SeedIdentity, SeedOrder } from './types.js'

const guests = seedIds.selfService.guests
const orders = seedIds.selfService.orders

/** The guest purchasers of the self-service orders: identities without an account. */
export function seedGuestIdentities(): SeedIdentity[] {
  return [
    { id: guests.rosalind.identityId, first_name: 'Rosalind', last_name: 'Franklin', email: guests.rosalind.email },
    { id: guests.hedy.identityId, first_name: 'Hedy', last_name: 'Lamarr', email: guests.hedy.email },
    { id: guests.emmy.identityId, first_name: 'Emmy', last_name: 'Noether', email: guests.emmy.email },
    { id: guests.lise.identityId, first_name: 'Lise', last_name: 'Meitner', email: guests.lise.email },
    { id: guests.marie.identityId, first_name: 'Marie', last_name: 'Curie', email: guests.marie.email },
  ]
}

export function seedGuestOrders(): SeedOrder[] {
  return [
    {
      // Free: two Companion tickets (0.00) of the Conservation Lab 12 days ahead. Companions are
      // kept out of the session's capacity, so its 50 places stay whole.
      id: orders.free,
      order_number: 'FO900008',
      identity_id: guests.rosalind.identityId,
      purchased: { day_offset: -3, time: '12:40' },
      lines: [
        {
          event_template_id: seedIds.conservationLab,
          ticket_type_id: 'cl-companion',
          session: { day_offset: 12, time: '13:00' },
          admit_names: ['Rosalind Franklin', 'Raymond Gosling'],
        },
      ],
    },
    {
      // Paid: General Admission, 2 adults, about ten days ahead at 11:00 (57.00).
      id: orders.visit,
      order_number: 'FO900009',
      identity_id: guests.hedy.identityId,
      purchased: { day_offset: -5, time: '19:25' },
      lines: [
        {
          event_template_id: seedIds.generalAdmission,
          ticket_type_id: 'ga-adult',
          session: { day_offset: 10, time: '11:00' },
          admit_names: ['Hedy Lamarr', 'George Antheil'],
        },
      ],
    },
    {
      // Paid: General Admission tomorrow (the next open day) at 16:00, an adult and a child (42.96).
      id: orders.tomorrow,
      order_number: 'FO900010',
      identity_id: guests.emmy.identityId,
      purchased: { day_offset: -1, time: '08:50' },
      lines: [
        {
          event_template_id: seedIds.generalAdmission,
          ticket_type_id: 'ga-adult',
          session: { day_offset: 1, time: '16:00' },
          admit_names: ['Emmy Noether'],
        },
        {
          event_template_id: seedIds.generalAdmission,
          ticket_type_id: 'ga-child',
          session: { day_offset: 1, time: '16:00' },
          admit_names: ['Fritz Noether'],
        },
      ],
    },
    {
      // Paid: the Curator Talk, a single event (its one session 10 days ahead at 18:30), 2 × General (22.00).
      id: orders.talk,
      order_number: 'FO900011',
      identity_id: guests.lise.identityId,
      purchased: { day_offset: -4, time: '17:05' },
      lines: [
        {
          event_template_id: seedIds.curatorTalk,
          ticket_type_id: 'ct-general',
          session: { day_offset: 10, time: '18:30' },
          admit_names: ['Lise Meitner', 'Otto Frisch'],
        },
      ],
    },
    {
      // Past: General Admission 15 days ago at 13:00, 2 adults, booked and never scanned (57.00).
      id: orders.past,
      order_number: 'FO900012',
      identity_id: guests.marie.identityId,
      purchased: { day_offset: -20, time: '10:15' },
      lines: [
        {
          event_template_id: seedIds.generalAdmission,
          ticket_type_id: 'ga-adult',
          session: { day_offset: -15, time: '13:00' },
          admit_names: ['Marie Curie', 'Pierre Curie'],
        },
      ],
    },
  ]
}
