/**
 * The English messages of the membership form and membership gifts. A part of the catalogue (`en`, messages.en.ts, where the rules
 * of the catalogue are written): the storefront starts with the core part, and a route adds its
 * domain's part when it loads (issue 16, a route loads only its messages).
 */
export const membershipMessages = {
  // ── Membership (storefront §2 Buy membership, §4, §5 Membership, §6; calls §5) ────────────
  'membership.giftAMembership': 'Gift a Membership',
  // not quoted (storefront §2 Modals "delete-cart-or-checkout": the dialog's title)
  'membership.inCart': 'A membership is in your cart',
  'membership.renewFrom': 'renew from',
  // not quoted (storefront §6 "Renewal is allowed within a period before expiry"): a renewal
  // submitted before its window (the form itself shows 'membership.renewFromDate' with the date)
  'membership.renewNotOpen': 'Your membership cannot be renewed yet.',
  // not quoted: the membership form's words (storefront §2 Buy membership: "level radio group", "auto-renew yes/no")
  'membership.chooseLevel': 'Choose a membership',
  'membership.recipient': 'Recipient',
  // not quoted: the renew form's previous-membership summary (storefront §2 Buy membership)
  'membership.previous': 'Your {level} membership runs until {date}.',
  // storefront §3 Ticket group start policy and duration_new: the days a new membership of a level covers.
  'membership.term': 'Valid {from} to {to}',
  'membership.addMember': 'Add a {type}',
  'membership.autoRenewQuestion': 'Renew automatically each year?',
} as const
