/**
 * The English message catalogue: key → message.
 *
 * Every quoted sentence of the spec (storefront.md and calls-errors-flows.md) is here VERBATIM;
 * `messages.en.test.ts` reads both spec files and fails when one is missing or altered.
 * Placeholders are written `{name}` exactly as the spec writes them. Keys are dotted and
 * domain-scoped. Tenants override messages by key (see `createI18n({ messages })`).
 *
 * Messages the spec names without quoting them are written here in the spec's own words;
 * their comment says so (`// not quoted: …`).
 */
export const en = {
  // calls §8 Generic
  'error.generic': 'Sorry! Something unexpected happened. Please try again.',
  'error.reload': 'Reload',
  // calls §8 Other: unexpected errors show the message plus a Continue link to seller home
  'error.continue': 'Continue',
  'error.resourceNotFound': 'Resource {type} not found.',
  // not quoted (calls §8 Other: "unavailable events show tickets_unavailable message")
  'error.ticketsUnavailable': 'Tickets are not available for this event.',
  // not quoted (calls §8 Other: "session lookup 404 or 400 becomes event template not found")
  'error.eventTemplateNotFound': 'We could not find that event.',

  // calls §8 Checkout
  'checkout.unexpected': 'Sorry, something unexpected happened. Please try again later.',
  'checkout.validationFailed':
    'There were errors found in the information you submitted. Please address the errors and re-submit the form.',
  'checkout.cardProviderFailedToLoad':
    'Credit card payment can not be processed because Stripe was unable to load. Try disabling any privacy blockers and ad blockers, and reloading the page.',
  'checkout.cardNotCharged': 'Your card has not been charged.',
  // not quoted (calls §8 Checkout: "else a generic message")
  'checkout.paymentFailed': 'Your payment could not be processed.',
  // not quoted (calls §8 Checkout: "wallet zip errors add a note about a mismatched zip in the wallet address")
  'checkout.walletZipMismatch':
    'The ZIP code in your wallet address may not match the one your card issuer has on file.',
  'checkout.editPaymentDetails': 'Please edit your payment details and try again.',
  'checkout.paymentNotSupportedForAmount': 'Payment is not supported for this amount.',
  'checkout.cartBooked': 'Cart with order ID {id} has been booked.',

  // calls §8 Account
  // not quoted (calls §8 Account: "guest_account requests a password-reset e-mail and tells the user no password was set")
  'account.guestAccount':
    'No password has been set for this account. We have sent you an e-mail to set one.',
  'account.incorrectPassword': 'That is not the correct password. Please try again.',
  // not quoted (calls §8 Account: "validate_not_email and validation_failed on the e-mail step show a message")
  'account.emailNotValid': 'Email address is not valid.',
  // not quoted (calls §8 Orders: "E-mail set conflict 409: another account uses that e-mail")
  'account.emailInUse': 'Another account already uses that e-mail address.',
  // not quoted (calls §8 Account: "Login messages: Member details not found")
  'login.memberNotFound': 'Member details not found.',
  // not quoted (calls §8 Account: "passcode invalid with remaining attempts")
  'login.passcodeInvalid': 'That code is not valid. You have {remaining} attempts left.',
  // not quoted (calls §8 Account: "must request a new login link" / "force a new code")
  'login.requestNewCode': 'Please request a new code to log in.',
  'auth.unknownMethod': 'Unknown auth method',
  'auth.invalidState': 'Invalid state',
  'auth.loginDisabled': 'Login is disabled',
  'auth.enableCookies': 'Enable cookies and reload to login.',
  // not quoted (calls §8 Account: "authentication error query yields a failure message")
  'auth.failed': 'We could not log you in. Please try again.',

  // calls §8 Reserve and promo
  'promo.invalidCode': 'code is not a valid promo code',
  'promo.tryLater': 'Sorry. Please try again later.',
  'promo.codeRequired': 'A code is required to continue with your order.',
  'reserve.soldOutSession':
    'Tickets have sold out for the session at {time}. Please select another session and try again.',
  'reserve.soldOutDate': 'Tickets have sold out for {date}. Please select another date and try again.',
  'reserve.tooManyTicketTypes': 'You can only select up to 10 different types of tickets.',
  // calls §8 Other: "strict reserve load failure 'reserve.unavailable'" — the spec names the key itself
  'reserve.unavailable': 'Tickets are not available right now. Please try again later.',

  // calls §8 Gift card
  'giftCard.alreadyApplied': 'Oops! You already applied this gift card',
  'giftCard.noBalance': 'Gift Card balance is $0',
  // not quoted (calls §8 Gift card: "404 not found text")
  'giftCard.notFound': 'We could not find that gift card.',
  'giftCard.trouble': 'We are having trouble with that sorry. Please try again later.',

  // calls §8 Gift code
  'giftCode.expired': 'This code has expired',
  'giftCode.redeemed': 'This code has already been redeemed',
  'giftCode.invalid': 'You must enter a valid code',

  // calls §8 Orders
  'orders.orderNotFound': 'We could not find that order.',
  'orders.somethingWentWrong': 'Oops! Sorry, something went wrong. Please try again.',
  'orders.orderNotFoundShort': 'Order not found',
  'orders.sessionNotFound': 'Session not found',
  'orders.resendNotFound': 'No orders could be found for this email address.',
  'orders.resetLinkInvalid': 'This reset link is not valid. It may have expired.',
  'orders.noValidTickets': 'No valid tickets found',
  // not quoted (calls §8 Orders: "contact us to cancel")
  'orders.contactUsToCancel': 'Please contact us to cancel your tickets.',
  'orders.contactUsToReschedule': 'Please contact us to reschedule your tickets.',
  'orders.startAgain': 'Click here to start again',
  // not quoted (calls §8 Orders: "a price-increase warning appears")
  'orders.priceIncrease': 'The new tickets cost more than the ones you are changing.',

  // storefront §2 /transfer-cart, calls §2
  'cart.belongsToAnotherMember': 'This cart belongs to another member',
  'cart.accessDenied': '403 Access denied to cart',
  'cart.notFound': '404 Cart not found',
  'cart.startOver': 'Start over',
} as const

/** A key of the message catalogue. */
export type MessageKey = keyof typeof en

/** The shape a catalogue has: every key, any string (tenant catalogues are not literal types). */
export type Messages = { readonly [K in MessageKey]: string }
