/**
 * The English messages of every page's: the header and menus, the listing, the cart and its dialogs, login, codes, gift cards, errors, and the messages of any domain that the shell shows (the storefront holds these from the start). A part of the catalogue (`en`, messages.en.ts, where the rules
 * of the catalogue are written): the storefront starts with the core part, and a route adds its
 * domain's part when it loads (issue 16, a route loads only its messages).
 */
export const coreMessages = {
  // ── Common words of every screen ──────────────────────────────────────────────────────────
  'common.back': 'Back', // storefront §2 Login: 'Back'
  'common.continue': 'Continue',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.apply': 'Apply', // storefront §2 add code modal: "field 'Code' and apply button"
  'common.remove': 'Remove',
  'common.yes': 'Yes', // storefront §2 Buy membership: "auto-renew yes/no"
  'common.no': 'No',
  'common.skip': 'Skip', // storefront §2: "Add-on banner with a skip link", "mobile footer with skip"
  'common.loading': 'Loading…',
  'common.readMore': 'Read more', // description modal (storefront §2 Modals: description (HTML))
  'common.copy': 'Copy', // storefront §2 Login: "shows the passcode with a copy button"
  'common.copied': 'Copied',
  'common.skipToContent': 'Skip to content',
  // not in the spec: the page's meta description, which search engines show (Lighthouse SEO)
  'common.metaDescription': 'Tickets, timed entry and memberships at {sellerName}.',

  // ── Not found (storefront §2 catch-all: 404 page; error/404 when an event is not found) ──
  'notFound.title': 'Page not found',
  // storefront §2 /_stories (non-production only): the template's catalogue of screens in named states.
  'stories.title': 'Stories',
  'stories.lead':
    'Each screen and dialog in a named state, on the demo museum. A link opens it as a visitor arrives at it.',
  'stories.fixtureFailed': 'The sandbox could not hold the cart this story needs.',
  'notFound.body': 'Sorry, we could not find the page you were looking for.',
  'notFound.home': 'Go to the home page',

  // ── Home (storefront §2 /) ────────────────────────────────────────────────────────────────
  // not quoted: "three blocks (log in, join membership, continue as guest)"
  'home.loginTitle': 'Log in',
  'home.loginBody': 'Members, log in to buy tickets and manage your membership.',
  'home.joinTitle': 'Join',
  'home.joinBody': 'Become a member and enjoy the benefits of membership.',
  'home.guestTitle': 'Continue as guest',
  'home.guestBody': 'Buy tickets without logging in.',
  // not quoted: "a link to resend tickets"
  'home.resendTickets': 'Resend my tickets',

  // ── Header (storefront §2 Header) ─────────────────────────────────────────────────────────
  // not quoted: "member menu (greeting, my account or membership details, log out, or register and login links)"
  'header.greeting': 'Hi {name}',
  'header.myAccount': 'My Account',
  'header.membershipDetails': 'Membership details',
  'header.logOut': 'Log out',
  'header.register': 'Register',
  'header.logIn': 'Log in',
  // not quoted: "There is also a members banner."
  'header.membersBanner': 'Members',
  // not quoted: the members banner's line for a valid membership
  'header.membersBannerValid': '{level} membership, valid until {date}',

  // ── Event listing (storefront §2 /events) ─────────────────────────────────────────────────
  'catalog.noMatches': 'We could not find any events that match your filters.',
  'catalog.clearFilters': 'Clear filters',
  'catalog.seeAll': 'See all',
  // quoted in double quotes (storefront §2 /events: upsell listing)
  'catalog.upsellTitle': 'What other experiences would you like to add?',
  // not quoted: filter labels (storefront §2: category, date (all, today, tomorrow), time)
  'catalog.filters': 'Filters',
  // not quoted: the phone's 'Filters' button with how many filters are set
  'catalog.filtersCount': 'Filters ({count})',
  'catalog.filterCategory': 'Category',
  'catalog.filterDate': 'Date',
  'catalog.filterTime': 'Time',
  'catalog.filterTimeStart': 'From',
  'catalog.filterTimeEnd': 'To',
  'catalog.all': 'All',
  'catalog.today': 'Today',
  'catalog.tomorrow': 'Tomorrow',
  'catalog.viewEvent': 'Find tickets',
  'catalog.title': 'Events',

  // ── Event page (storefront §2 Screens and modals) ─────────────────────────────────────────
  'event.membersOnly': 'Sorry! This event is members only',
  // not quoted: members-only gate "with login and sign-up links"
  'event.membersOnlyLogIn': 'Log in',
  'event.membersOnlySignUp': 'Become a member',
  // not quoted: "a warning when the event has no ticket groups"
  'event.noTicketGroups': 'There are no tickets available for this event.',
  // not quoted: "a prompt to add an admission event first when an anchor is required"
  'event.anchorRequired': 'Please add admission tickets to your order first.',
  // not quoted: "Add-on banner with a skip link when the event is chained as an upsell"
  'event.addOnBanner': 'Would you like to add this to your order?',

  // ── Reserve: date, session, quantities (storefront §2, §4 Reserve flow, §5 Tickets and cart) ──
  'reserve.anyDate': 'any date',
  'reserve.citypassFormat': 'Does not match the expected format. Please check your CityPASS code.',
  'reserve.soldOutSession':
    'Tickets have sold out for the session at {time}. Please select another session and try again.',
  'reserve.tooManyTicketTypes': 'You can only select up to 10 different types of tickets.',
  // calls §8 Other: "strict reserve load failure 'reserve.unavailable'" — the spec names the key itself
  'reserve.unavailable': 'Tickets are not available right now. Please try again later.',

  // ── Seats (storefront §2 Seat picker, §5) ─────────────────────────────────────────────────
  'seats.seatTaken': 'Sorry, some of the seats you chose have just been taken. Please choose other seats.',

  // ── Cart (storefront §2 Cart widget, §4 Cart; calls §8 Cart load) ─────────────────────────
  'cart.totalToPay': 'Total to pay',
  'cart.moreEvents': 'More events',
  'cart.startOver': 'Start over',
  'cart.belongsToAnotherMember': 'This cart belongs to another member',
  'cart.accessDenied': '403 Access denied to cart',
  'cart.notFound': '404 Cart not found',
  // not quoted: the cart widget (storefront §2: "promo codes, fees, discounts, gift cards")
  'cart.title': 'Your cart',
  'cart.promoCodes': 'Promo codes',
  'cart.discounts': 'Discounts',
  'cart.payments': 'Paid',
  'cart.giftCards': 'Gift cards',
  // calls §9 Fees: "fixed (Service charges), percent (Tax)"
  'cart.feeFixed': 'Service charges',
  'cart.feePercent': 'Tax',
  // not quoted: the card fee's line among the cart widget's fees (storefront §3 Cart "card fee")
  'cart.cardFee': 'Card fee',
  'cart.proceed': 'Checkout',
  'cart.code': 'Code', // storefront §2 add code modal: field 'Code'
  'cart.addCode': 'Add code',
  // not quoted: "Removing a cart item asks for confirmation" (storefront §4)
  'cart.removeItemConfirm': 'Remove this item from your cart?',
  // not quoted: cart-timeout modal (storefront §4 "On expiry: A modal appears")
  'cart.timedOut': 'Your cart has expired',
  'cart.timedOutBody': 'The tickets in your cart have been released.',
  // not quoted: extension prompt (storefront §4 Timer and extension; calls §9: 2 minutes, once)
  'cart.extendPrompt': 'Your cart is about to expire. Do you need more time?',
  'cart.extendConfirm': 'Add 2 minutes',
  'cart.timeRemaining': '{time} left to complete your order',
  // not quoted: delete-cart-or-checkout modal (storefront §6 Gifting)
  'cart.deleteOrCheckout': 'Your cart holds a membership. Delete your cart or check out first.',
  'cart.deleteCart': 'Delete cart',
  'cart.checkOut': 'Check out',
  // not quoted: the widget's gift cards (storefront §3 pending gift card payments: cardNumber, remainingBalance)
  'cart.giftCardEnding': 'Gift card ending {lastDigits}',
  'cart.giftCardRemaining': '{amount} left on the card',
  // not quoted: the extension prompt's decline (storefront §4 "Dismiss records the decline")
  'cart.extendDecline': 'No, thanks',
  // not quoted: the cart timer's label (storefront §4 Timer and extension)
  'cart.timerLabel': 'Time left to complete your order',
  // not quoted: /transfer-cart (storefront §2), its title
  'cart.transferTitle': 'Transfer cart',

  // ── Promo codes (calls §8 Reserve and promo) ──────────────────────────────────────────────
  'promo.invalidCode': 'code is not a valid promo code',
  'promo.tryLater': 'Sorry. Please try again later.',
  'promo.codeRequired': 'A code is required to continue with your order.',

  // ── Gift card (calls §8 Gift card) ────────────────────────────────────────────────────────
  'giftCard.alreadyApplied': 'Oops! You already applied this gift card',
  'giftCard.noBalance': 'Gift Card balance is $0',
  // not quoted (calls §8 Gift card: "404 not found text")
  'giftCard.notFound': 'We could not find that gift card.',
  'giftCard.trouble': 'We are having trouble with that sorry. Please try again later.',
  'giftCard.apply': 'Apply gift card',
  'giftCard.number': 'Gift card number',

  // ── Gift code (calls §8 Gift code; storefront §5 Membership) ──────────────────────────────
  'giftCode.expired': 'This code has expired',
  'giftCode.redeemed': 'This code has already been redeemed',
  'giftCode.invalid': 'You must enter a valid code',
  'giftCode.redeem': 'Redeem',

  // ── Checkout (storefront §2 Checkout; calls §2, §8 Checkout, §9) ──────────────────────────
  'checkout.unexpected': 'Sorry, something unexpected happened. Please try again later.',
  'checkout.validationFailed':
    'There were errors found in the information you submitted. Please address the errors and re-submit the form.',
  'checkout.cardNotCharged': 'Your card has not been charged.',
  // not quoted (calls §8 Checkout: "else a generic message")
  'checkout.paymentFailed': 'Your payment could not be processed.',
  // not quoted (calls §8 Checkout: "wallet zip errors add a note about a mismatched zip in the wallet address")
  'checkout.walletZipMismatch':
    'The ZIP code in your wallet address may not match the one your card issuer has on file.',
  'checkout.editPaymentDetails': 'Please edit your payment details and try again.',
  'checkout.fieldRequired': 'This field is required.',
  // storefront §5 limits (names 50, e-mail 254, …): the checkout's and the membership form's members
  'checkout.fieldTooLong': 'Use {max} characters or fewer.',

  // ── Identity form and account (storefront §5 Identity and account) ────────────────────────
  'form.firstName': 'First name',
  'form.lastName': 'Last name',
  'form.email': 'Email',
  'form.emailConfirm': 'Confirm email',
  'form.password': 'Password',
  'form.passwordConfirm': 'Confirm password',
  'form.phone': 'Phone',
  'form.address': 'Address',
  'form.city': 'City',
  'form.state': 'State',
  'form.zipCode': 'ZIP code',
  'form.country': 'Country',
  'form.emailsMustMatch': 'Email addresses must match.',
  'form.passwordsMustMatch': 'Passwords must match.',
  'form.invalidPassword': 'Invalid password',
  'form.emailNotValid': 'Email address is not valid.',
  // not quoted: storefront §2 "password-requirements panel" (storefront §5 Password rules)
  'form.passwordRequirements':
    'At least 8 characters, no leading or trailing space, and at least 3 of: uppercase, lowercase, digit, special character.',

  // ── Login (storefront §2 Login, §4 Login flow, §5; calls §8 Account) ──────────────────────
  'login.logIn': 'Log in',
  'login.shopAsGuestBody': 'You can shop as a guest without having to register.',
  'login.shopAsGuest': 'Shop as a Guest',
  // not quoted: "forgot-password link"
  'login.forgotPassword': 'Forgot your password?',
  // not quoted: one-time passcode step (6 digits) and its hint after 30 s (storefront §4 Passcode)
  'login.enterPasscode': 'Enter the 6-digit code we sent to {email}',
  'login.passcodeHint': 'Did not get the code? It can take a minute to arrive. Check your spam folder.',
  'login.requestCode': 'Send me a new code',
  'login.codeUnavailable': 'Use this code to log in:',
  'login.memberCode': 'Member ID',
  'login.zipCode': 'ZIP code',
  // not quoted (calls §8 Account: "Login messages: Member details not found")
  'login.memberNotFound': 'Member details not found.',
  // not quoted (calls §8 Account: "passcode invalid with remaining attempts")
  'login.passcodeInvalid': 'That code is not valid. You have {remaining} attempts left.',
  'login.passcodeInvalidLastAttempt': 'That code is not valid. You have 1 attempt left.',
  // not quoted (calls §8 Account: "must request a new login link" / "force a new code")
  'login.requestNewCode': 'Please request a new code to log in.',
  // not quoted (calls §8 Account: "not_available_yet retries after 5 s"): said while it waits
  'login.codeNotReady': 'Your code is not ready yet. We will try it again in a few seconds.',
  'auth.unknownMethod': 'Unknown auth method',
  'auth.invalidState': 'Invalid state',
  'auth.loginDisabled': 'Login is disabled',
  'auth.enableCookies': 'Enable cookies and reload to login.',
  // not quoted (calls §8 Account: "authentication error query yields a failure message")
  'auth.failed': 'We could not log you in. Please try again.',
  // not quoted (calls §8 Auth: "'Auth0 ...' internal failures")
  'auth.auth0Failed': 'Auth0 could not complete the login. Please try again.',

  // ── Account (calls §8 Account and Orders; storefront §2 Other pages) ──────────────────────
  // not quoted (calls §8 Account: "guest_account requests a password-reset e-mail and tells the user no password was set")
  'account.guestAccount': 'No password has been set for this account. We have sent you an e-mail to set one.',
  'account.incorrectPassword': 'That is not the correct password. Please try again.',
  // not quoted (calls §8 Account: "validate_not_email and validation_failed on the e-mail step show a message")
  'account.emailNotValid': 'Email address is not valid.',
  // not quoted (calls §8 Orders: "E-mail set conflict 409: another account uses that e-mail")
  'account.emailInUse': 'Another account already uses that e-mail address.',
  'my.validUntil': 'Valid until',
  'my.renewedUntil': 'Renewed until',
  'my.autoRenew': 'Auto-renew',
  'my.noMembership': 'You do not hold a membership yet.',

  // ── Membership (storefront §2 Buy membership, §4, §5 Membership, §6; calls §5) ────────────
  // storefront §5 Membership, calls §5: the checkout's word for a gift to the purchaser's own e-mail
  'membership.cannotGiftToSelf': 'You cannot gift a membership to yourself. Do you want to buy or renew a membership?',
  'membership.cannotGiftToSelfForm':
    'You can not gift membership to yourself. Do you want to buy or renew membership for yourself?',
  'membership.renew': 'Renew',
  // not quoted (storefront §6 Gifting: "Requires an empty cart. With a cart the user is told to act on it first")
  'membership.giftNeedsEmptyCart': 'To gift a membership, check out or empty your cart first.',
  // not quoted: the 'renew from' date of the membership modal (storefront §6)
  'membership.renewFromDate': 'You can renew from {date}.',
  // storefront §4 Auto-renew: "Enrolled (scheduled), Cancelled or Not enrolled"
  'membership.autoRenewEnrolled': 'Enrolled',
  'membership.autoRenewCancelled': 'Cancelled',
  'membership.autoRenewNotEnrolled': 'Not enrolled',
  'membership.cancelAutoRenew': 'Cancel auto-renew',
  // not quoted: "Any other state shows a not-enrolled or not-authenticated warning"
  'membership.autoRenewNotEnrolledWarning': 'This order is not enrolled in auto-renew.',
  'membership.autoRenewNotAuthenticatedWarning': 'Please log in to manage auto-renew.',
  // not quoted (storefront §6: "Expired memberships show an expired-membership message")
  'membership.expired': 'Your membership has expired.',

  // ── Orders (storefront §4 Orders; calls §8 Orders) ────────────────────────────────────────
  'orders.logOutToEdit': 'Please log-out to edit your tickets',
  'orders.orderNotFound': 'We could not find that order.',
  'orders.somethingWentWrong': 'Oops! Sorry, something went wrong. Please try again.',
  'orders.resendNotFound': 'No orders could be found for this email address.',
  'orders.resetLinkInvalid': 'This reset link is not valid. It may have expired.',
  // not quoted (calls §8 Orders: "contact us to cancel")
  'orders.contactUsToCancel': 'Please contact us to cancel your tickets.',
  'orders.contactUsToReschedule': 'Please contact us to reschedule your tickets.',
  'orders.startAgain': 'Click here to start again',

  // ── Errors (calls §8 Generic and Other) ───────────────────────────────────────────────────
  'error.generic': 'Sorry! Something unexpected happened. Please try again.',
  'error.reload': 'Reload',
  // calls §8 Other: "unexpected errors show message plus Continue link to seller home"
  'error.continue': 'Continue',
  'error.resourceNotFound': 'Resource {type} not found.',
  // not quoted (calls §8 Other: "unavailable events show tickets_unavailable message")
  'error.ticketsUnavailable': 'Tickets are not available for this event.',
  // not quoted (calls §8 Other: "session lookup 404 or 400 becomes event template not found")
  'error.eventTemplateNotFound': 'We could not find that event.',
} as const
