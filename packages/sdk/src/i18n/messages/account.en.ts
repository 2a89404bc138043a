/**
 * The English messages of accounts: My Account, the profile, password and membership recovery, e-mail changes. A part of the catalogue (`en`, messages.en.ts, where the rules
 * of the catalogue are written): the storefront starts with the core part, and a route adds its
 * domain's part when it loads (issue 16, a route loads only its messages).
 */
export const accountMessages = {
  // ── Account (calls §8 Account and Orders; storefront §2 Other pages) ──────────────────────
  'account.forgotPasswordTitle': 'Forgot your password?',
  'account.forgotMembershipTitle': 'Forgot your membership ID?',
  'account.resetPasswordTitle': 'Reset your password',
  'account.setEmailTitle': 'Set your e-mail address',
  'account.send': 'Send',
  // not quoted: what the recovery pages say once sent or set (storefront §2 Other pages)
  'account.resetLinkSent': 'If an account uses {email}, we have sent it a link to set a new password.',
  'account.membershipSent': 'If {email} holds a membership, we have sent the membership details there.',
  'account.ticketsResent': 'We have sent your tickets to {email}.',
  'account.passwordSet': 'Your new password is set. You can log in with it now.',
  'account.setPassword': 'Set password',
  'account.emailSet': 'Your e-mail address is now {email}.',
  'account.resendToMe': 'Send my tickets to {email}',
  // My Account (storefront §2 /my: membership, profile, upcoming, orders)
  'my.membership': 'Membership',
  'my.profile': 'Profile',
  'my.upcoming': 'Upcoming',
  'my.orders': 'Recent orders',
  // not quoted: the words of the My Account pages (storefront §1 "membership, profile, upcoming tickets, recent orders")
  'my.title': 'My Account',
  'my.sections': 'My Account sections',
  'my.logInToSee': 'Log in to see your membership, tickets and orders.',
  'my.memberId': 'Member ID',
  'my.members': 'Members',
  'my.validFrom': 'Valid from',
  'my.membershipCard': 'Membership card',
  'my.membershipQrCode': 'QR code of membership {id}',
  'my.name': 'Name',
  'my.profileSaved': 'Your profile has been saved.',
  'my.saveProfile': 'Save',
  'my.savedPaymentMethods': 'Saved payment methods',
  'my.noSavedPaymentMethods': 'You have no saved payment methods.',
  'my.noUpcoming': 'You have no upcoming visits.',
  'my.pastVisits': 'Past visits',
  'my.ticketCount': 'Tickets: {count}',
  'my.viewTickets': 'View tickets',
  'my.ticketCode': 'Ticket code {code}',
  'my.ticketQrCode': 'QR code of ticket {code}',
  'my.validBetween': 'Valid from {from} to {to}',
  'my.addToAppleWallet': 'Add to Apple Wallet',
  'my.addToGoogleWallet': 'Add to Google Wallet',
  'my.noOrders': 'You have no orders yet.',
  'my.purchasedOn': 'Purchased on {date}',
  'my.orderTotal': 'Total {total}',
  'my.payments': 'Payments',
  'my.paymentDate': 'Date',
  'my.paymentAction': 'Payment',
  'my.paymentAmount': 'Amount',

  // ── Membership (storefront §2 Buy membership, §4, §5 Membership, §6; calls §5) ────────────
  // not quoted (calls §9 Physical card: 3 to 5 weeks, the membership domain's PHYSICAL_CARD_WEEKS)
  'membership.physicalCard': 'Your membership card will arrive in {min} to {max} weeks.',
} as const
