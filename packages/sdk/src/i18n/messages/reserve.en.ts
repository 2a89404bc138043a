/**
 * The English messages of the event page's reserve flow: dates, sessions, quantities, the ticket rules' messages. A part of the catalogue (`en`, messages.en.ts, where the rules
 * of the catalogue are written): the storefront starts with the core part, and a route adds its
 * domain's part when it loads (issue 16, a route loads only its messages).
 */
export const reserveMessages = {
  // ── Reserve: date, session, quantities (storefront §2, §4 Reserve flow, §5 Tickets and cart) ──
  'reserve.change': 'Change',
  // not quoted: the accessible names of a quantity stepper's buttons (read as "plus 1 Adult")
  'reserve.addOneOf': '+1 {type}',
  'reserve.removeOneOf': '−1 {type}',
  'reserve.moreDates': 'More dates',
  'reserve.previousMonth': 'Previous month',
  'reserve.nextMonth': 'Next month',
  'reserve.sessionTabNotAvailable': 'Not available',
  'reserve.sessionTabSoldOut': 'Sold out',
  // not quoted: the label of a session tab without sessions that starts or ends at midnight
  'reserve.sessionTabBefore': 'Before {time}',
  'reserve.sessionTabFrom': 'From {time}',
  'reserve.findAvailableTickets': 'Find available tickets',
  // not quoted: "A hint" for few tickets left (calls §9 Few tickets warning: below 10)
  'reserve.fewTicketsLeft': 'Only {count} left',
  // not quoted: a session's entry window (storefront §3 Event template meta pad_pre_start / pad_post_end)
  'reserve.entryWindow': 'Entry {from} to {to}',
  'reserve.entryFrom': 'Entry from {from}',
  'reserve.selectSession': 'Please select a session to continue.',
  'reserve.selectDate': 'Please select a date to continue.',
  'reserve.selectAdmissionType': 'Please select an admission type to continue.',
  'reserve.selectTicket': 'Please select at least one ticket to continue.',
  'reserve.clickFindAvailableTickets': "Please click the 'Find available tickets' button to continue.",
  'reserve.selectDonation': 'Please select a donation to continue.',
  'reserve.selectGiftCard': 'Please select a gift card to continue.',
  'reserve.flexiblePriceOutOfRange': 'Value entered is outside min/max',
  'reserve.sessionAndDateQuery': 'The session and date query parameters can not be used together.',
  // not quoted (storefront §5: "Messages for an unavailable date, unavailable session, session not
  // found and ticket types not found come from translations (text not shown)")
  'reserve.dateUnavailable': 'The date you chose is not available. Please select another date.',
  'reserve.sessionUnavailable': 'The session you chose is not available. Please select another session.',
  'reserve.sessionNotFound': 'We could not find the session you chose.',
  'reserve.ticketTypesNotFound': 'We could not find the tickets you chose.',
  // not quoted (storefront §5: "Member-only tickets show a renewal message if the membership is expired at the ticket date")
  'reserve.membershipExpiredAtDate':
    'Your membership will have expired by this date. Please renew to book member tickets.',
  // not quoted (storefront §6: "Member benefits cap counts per ticket type by name, plus a wildcard pool")
  'reserve.memberBenefitsReached': 'Your membership allows no more {type} tickets for this visit.',
  'reserve.addToCart': 'Add to cart',
  'reserve.soldOutDate': 'Tickets have sold out for {date}. Please select another date and try again.',

  // ── Seats (storefront §2 Seat picker, §5) ─────────────────────────────────────────────────
  // storefront §5: "Without confirmed seats the user is prompted to click 'Find seats'" (the prompt, worded as the other reasons are)
  'seats.pickSeatsToContinue': "Please click 'Find seats' to choose your seats to continue.",

  // ── Membership (storefront §2 Buy membership, §4, §5 Membership, §6; calls §5) ────────────
  'membership.selectLevel': 'Please select a membership to continue.',
  'membership.memberRequired': 'At least one member is required to purchase a membership',
} as const
