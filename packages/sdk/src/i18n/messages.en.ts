/**
 * The English message catalogue: key → message.
 *
 * Every quoted sentence and label of the spec (storefront.md and calls-errors-flows.md) is here
 * VERBATIM; `messages.en.test.ts` reads both spec files and fails when one is missing or altered.
 * Placeholders are written `{name}` exactly as the spec writes them. Keys are dotted and
 * domain-scoped. Tenants override messages by key (`createI18n({ messages })`).
 *
 * Texts the spec names without quoting them are written in the spec's own words; their comment
 * says `not quoted` and where the spec names them.
 */
export const en = {
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
  'common.menu': 'Menu',
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
  // not quoted: storefront §2 Event listing card: "venue name if enabled, button"
  'catalog.venue': 'Venue',
  'catalog.viewEvent': 'Find tickets',
  'catalog.title': 'Events',
  'catalog.nextDate': 'Next date: {date}',

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
  'event.description': 'Description',

  // ── Reserve: date, session, quantities (storefront §2, §4 Reserve flow, §5 Tickets and cart) ──
  'reserve.anyDate': 'any date',
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
  'reserve.citypassFormat': 'Does not match the expected format. Please check your CityPASS code.',
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
  'reserve.soldOutSession':
    'Tickets have sold out for the session at {time}. Please select another session and try again.',
  'reserve.soldOutDate': 'Tickets have sold out for {date}. Please select another date and try again.',
  'reserve.tooManyTicketTypes': 'You can only select up to 10 different types of tickets.',
  // calls §8 Other: "strict reserve load failure 'reserve.unavailable'" — the spec names the key itself
  'reserve.unavailable': 'Tickets are not available right now. Please try again later.',

  // ── Seats (storefront §2 Seat picker, §5) ─────────────────────────────────────────────────
  'seats.findSeats': 'Find seats',
  // storefront §5: "Without confirmed seats the user is prompted to click 'Find seats'" (the prompt, worded as the other reasons are)
  'seats.pickSeatsToContinue': "Please click 'Find seats' to choose your seats to continue.",
  'seats.selectedSeats': 'Selected Seats',
  'seats.changeSeats': 'Change seats',
  'seats.selectYourSeats': 'Select your seats',
  'seats.changeTickets': 'Change Tickets',
  'seats.confirmSelection': 'Confirm Selection',
  'seats.notEnoughSeats': 'Not enough seats for {group} {type}',
  'seats.tooManySeats': 'Too many seats for {group}',
  // not quoted: a seat held by the visitor's own cart (storefront §3 Seat state; decision in readSeatMap)
  'seats.legendInCart': 'In your cart',
  // not quoted: the seat attributes (wheelchair space, companion seat, restricted view), the legend and list filter
  'seats.legendWheelchair': 'Wheelchair space',
  'seats.legendCompanion': 'Companion seat',
  'seats.legendRestrictedView': 'Restricted view',
  'seats.legendTitle': 'Key',
  // the words a screen reader announces for a seat, e.g. "Row C, seat 12, available, wheelchair"
  'seats.seatInRow': 'Row {row}, seat {seat}',
  'seats.seatOnly': 'Seat {seat}',
  'seats.stateAvailable': 'available',
  'seats.stateSelected': 'selected',
  'seats.stateUnavailable': 'unavailable',
  'seats.stateInCart': 'in your cart',
  'seats.attributeWheelchair': 'wheelchair',
  'seats.attributeCompanion': 'companion',
  'seats.attributeRestrictedView': 'restricted view',
  // the map and its controls (storefront §2 "with zoom")
  'seats.mapLabel': 'Seat map',
  'seats.mapHelp':
    'Arrow keys move from seat to seat, Enter or Space selects. Hold Shift with the arrow keys to move the map, + and − zoom.',
  'seats.resetZoom': 'Show the whole map',
  'seats.mapView': 'Map',
  'seats.listView': 'List',
  'seats.viewLabel': 'How to choose seats',
  // the list path, the seat map without the map: section → row → seats, with 'best available' for a quantity
  'seats.row': 'Row {row}',
  'seats.rowSummary': 'Row {row}, {count} available',
  'seats.bestAvailableFor': 'Best available for {group} ({count})',
  'seats.noBestAvailable': 'There are not enough seats left for {count} together. Please choose seats one by one.',
  'seats.bestAvailableApart':
    'There were not {count} seats left together, so the nearest seats in one row were chosen.',
  'seats.filterLabel': 'Show only',
  'seats.noSeatsMatch': 'No seats match these filters.',
  // progress and outcomes
  'seats.progress': '{selected} of {needed} seats selected',
  'seats.seatTaken': 'Sorry, some of the seats you chose have just been taken. Please choose other seats.',
  'seats.loadFailed': 'The seat map could not be loaded.',
  'seats.notForTickets': 'This seat is not available for the tickets you chose.',
  // not quoted: the seat map legend (storefront §3 Seat state)
  'seats.legendAvailable': 'Available',
  'seats.legendSelected': 'Selected',
  'seats.legendUnavailable': 'Unavailable',
  'seats.zoomIn': 'Zoom in',
  'seats.zoomOut': 'Zoom out',

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
  // not quoted: /transfer-cart (storefront §2) while the cart loads, and its way on after a refusal
  'cart.transferLoading': 'Loading your cart…',
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
  'checkout.paymentInformation': 'Payment information',
  'checkout.termsDecline': 'Decline',
  'checkout.termsAccept': 'Accept',
  // not quoted: terms checkbox, pay button, payment options due / outstanding / other (calls §5)
  'checkout.termsCheckbox': 'I accept the terms and conditions',
  'checkout.pay': 'Pay {amount}',
  'checkout.paymentOptionDue': 'Payment due',
  'checkout.paymentOptionOutstanding': 'Outstanding balance',
  'checkout.paymentOptionOther': 'Other amount',
  // storefront §4 Scheduled payment: "Upcoming … else Overdue"
  'checkout.scheduledUpcoming': 'Upcoming',
  'checkout.scheduledOverdue': 'Overdue',
  // the labels of the order's payment history entries (storefront §4 Payment audit)
  'checkout.auditCapture': 'Paid',
  'checkout.auditRefund': 'Refund',
  'checkout.auditDisputeOpened': 'Dispute Opened',
  'checkout.auditDisputeClosed': 'Dispute Closed',
  'checkout.auditDisputeFee': 'Dispute Fee',
  // the sentence the order confirmation shows once checkout completes (calls §9 Completion message)
  'checkout.completionMessage': 'We emailed your order confirmation to {email}. Thank you for your purchase.',
  // not quoted: /checkout/complete "a link to view or print the tickets"; /checkout/pending "the cart reference number"
  'checkout.viewTickets': 'View or print your tickets',
  // storefront §2 route table: /checkout/complete?orderIds= "Order confirmation."
  'checkout.completeTitle': 'Order confirmation',
  // not quoted: the heading and QR code text of each order on the complete page
  'checkout.orderNumber': 'Order {number}',
  'checkout.orderQrCode': 'QR code of order {number}',
  // not quoted: the accessible name of what an order bought, on the complete page
  'checkout.orderItems': 'Your tickets',
  // storefront §3 Seller meta completed_order_links: the links under the seller's message.
  'checkout.sellerLinks': 'From the venue',
  // not quoted: the complete page's link to the seller's own website (seller meta logo_external_url)
  'checkout.returnToSeller': 'Return to {seller}',
  'checkout.pendingTitle': 'Your order is pending',
  'checkout.pendingReference': 'Reference number: {number}',
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
  // not quoted: the checkout page (storefront §2 Checkout: identity form, terms, payment element, pay button)
  'checkout.yourDetails': 'Your details',
  'checkout.addressMore': 'Address line 2',
  // not quoted: the address lookup (storefront §5 Address: "chosen from suggestions or entered manually"; calls §8)
  'checkout.addressLookupHint': 'Type at least 4 characters, then choose your address.',
  'checkout.addressSuggestions': 'Address suggestions',
  'checkout.addressSearching': 'Searching addresses…',
  'checkout.addressNoMatch': 'No address matches. Keep typing, or enter the address manually.',
  'checkout.addressManually': 'Enter address manually',
  'checkout.addressLookupFailed': 'The address lookup is not available. Please enter your address manually.',
  // storefront §5 Address: "Autocomplete without a pick gives an error" (the spec does not word it)
  'checkout.addressNotPicked': 'Choose your address from the suggestions, or enter it manually.',
  'checkout.selectPlaceholder': 'Select…',
  'checkout.fieldRequired': 'This field is required.',
  'checkout.fieldTooLong': 'Use {max} characters or fewer.',
  'checkout.fieldTooShort': 'Use at least {min} characters.',
  'checkout.fieldFormat': 'Check the format of this field.',
  // storefront §2 Checkout "donation upsell": the spec gives no wording; these are ours.
  'checkout.donationTitle': 'Add a donation',
  'checkout.addDonation': 'Add donation',
  'checkout.donationAdded': 'Thank you! Your donation is in your cart.',
  'checkout.termsTitle': 'Terms and conditions',
  'checkout.termsRead': 'Read the terms and conditions',
  'checkout.termsRequired': 'Please accept the terms and conditions to continue.',
  'checkout.payment': 'Payment',
  'checkout.paymentMethod': 'Payment method',
  'checkout.methodCard': 'Card',
  'checkout.methodBacsDebit': 'Direct debit',
  'checkout.freeOrder': 'There is nothing to pay for this order.',
  'checkout.completeOrder': 'Complete order',
  'checkout.submitting': 'Processing your payment…',
  'checkout.providerLoading': 'Loading the payment form…',
  'checkout.scheduledPayments': 'Scheduled payments',
  'checkout.scheduledPayment': '{amount} on {date}',
  'checkout.paymentOptions': 'How much to pay now',
  'checkout.paymentOptionAmount': '{option}: {amount}',
  'checkout.otherAmount': 'Amount to pay now',
  // not quoted: part payments via scheduled payments (storefront §1, §3 Cart payments)
  'checkout.otherAmountHint': 'From {min} to {max}',
  'checkout.paidSoFar': 'Paid so far: {amount}',
  'checkout.partPaid': 'Thank you, your payment was received. Outstanding balance: {amount}.',
  // not quoted: staff (injected) checkout (storefront §6; calls §9 "Pay-button wording and e-mail
  // sending for staff checkout")
  'checkout.staffSale': 'Staff sale',
  'checkout.staffSaleEmail': 'The order confirmation is e-mailed to the purchaser.',
  'checkout.staffSaleNoEmail': 'No confirmation e-mail is sent to the purchaser.',
  'checkout.staffPay': 'Complete sale: {amount}',
  'checkout.staffCompleteOrder': 'Complete sale',
  'checkout.staffCompleteNoEmail': 'Sale complete. No confirmation was e-mailed.',
  // not quoted: the sandbox payment provider (its test-card form, 3-D Secure challenge and simulated wallet)
  'checkout.cardNumber': 'Card number',
  'checkout.sandboxCardHint':
    'Sandbox: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for 3-D Secure.',
  'checkout.sandboxDebitHint': 'Sandbox: the direct debit stays pending until the bank answers.',
  'checkout.challengeTitle': 'Confirm your payment',
  'checkout.challengeBody': 'Your bank asks you to confirm this payment of {amount}.',
  'checkout.challengeApprove': 'Approve payment',
  'checkout.challengeFail': 'Fail authentication',
  'checkout.walletPay': 'Pay with {wallet}',
  'checkout.walletApplePay': 'Apple Pay',
  'checkout.walletGooglePay': 'Google Pay',

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
  'login.forgotMembership': 'Forgot your membership ID?',
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
  'my.validUntil': 'Valid until',
  'my.autoRenew': 'Auto-renew',
  'my.membershipCard': 'Membership card',
  'my.membershipQrCode': 'QR code of membership {id}',
  'my.noMembership': 'You do not hold a membership yet.',
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
  'membership.selectLevel': 'Please select a membership to continue.',
  'membership.memberRequired': 'At least one member is required to purchase a membership',
  'membership.cannotGiftToSelf': 'You cannot gift a membership to yourself. Do you want to buy or renew a membership?',
  'membership.cannotGiftToSelfForm':
    'You can not gift membership to yourself. Do you want to buy or renew membership for yourself?',
  'membership.giftAMembership': 'Gift a Membership',
  // not quoted (storefront §2 Modals "delete-cart-or-checkout": the dialog's title)
  'membership.inCart': 'A membership is in your cart',
  'membership.renewFrom': 'renew from',
  'membership.renew': 'Renew',
  // not quoted: the membership form's words (storefront §2 Buy membership: "level radio group", "auto-renew yes/no")
  'membership.chooseLevel': 'Choose a membership',
  // not quoted (storefront §6 Gifting: "Requires an empty cart. With a cart the user is told to act on it first")
  'membership.giftNeedsEmptyCart': 'To gift a membership, check out or empty your cart first.',
  'membership.recipient': 'Recipient',
  // not quoted: the renew form's previous-membership summary (storefront §2 Buy membership)
  'membership.previous': 'Your {level} membership runs until {date}.',
  // storefront §3 Ticket group start policy and duration_new: the days a new membership of a level covers.
  'membership.term': 'Valid {from} to {to}',
  // not quoted: the 'renew from' date of the membership modal (storefront §6)
  'membership.renewFromDate': 'You can renew from {date}.',
  'membership.addMember': 'Add a {type}',
  'membership.autoRenewQuestion': 'Renew automatically each year?',
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
  // not quoted (calls §9 Physical card: 3 to 5 weeks)
  'membership.physicalCard': 'Your membership card will arrive in 3 to 5 weeks.',

  // ── Orders (storefront §4 Orders; calls §8 Orders) ────────────────────────────────────────
  // storefront §4 Orders: "Session badges: Redeemed, Cancelled, Past Event"
  'orders.badgeRedeemed': 'Redeemed',
  'orders.badgeCancelled': 'Cancelled',
  'orders.badgePastEvent': 'Past Event',
  'orders.edit': 'Edit',
  'orders.cancelTickets': 'Cancel tickets',
  'orders.reschedule': 'Reschedule',
  'orders.logOutToEdit': 'Please log-out to edit your tickets',
  // not quoted (storefront §5: "Cancel selected tickets needs at least one selected")
  'orders.selectTickets': 'Please select at least one ticket.',
  // not quoted (storefront §4 Edit order: "a reschedule message … else a ticket-cancelled message")
  'orders.rescheduled': 'Your tickets have been rescheduled.',
  'orders.ticketsCancelled': 'Your tickets have been cancelled.',
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
  // not quoted: /resend (storefront §2)
  'orders.resendTitle': 'Resend my tickets',
  'orders.resendSent': 'We have sent your tickets to {email}.',
  // not quoted (storefront §1 "Resend … orders": the order page's resend)
  'orders.resent': 'We have sent your order confirmation again.',
  'orders.resend': 'Resend confirmation',
  // not quoted: the manage page (storefront §2 /manage/{id}; §4 Edit order "unsaved changes … discarded … or confirmed")
  'orders.manageTitle': 'Manage your order',
  'orders.addTicket': 'Add a {type}',
  'orders.unsavedChanges': 'You have unsaved changes',
  'orders.confirmChanges': 'Confirm changes',
  'orders.discardChanges': 'Discard changes',

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

/** A key of the message catalogue. */
export type MessageKey = keyof typeof en

/** The shape a catalogue has: every key, any string (tenant catalogues are not literal types). */
export type Messages = { readonly [K in MessageKey]: string }
