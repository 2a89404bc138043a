/**
 * The English messages of checkout: the purchaser's form, payment, terms, totals and the complete page. A part of the catalogue (`en`, messages.en.ts, where the rules
 * of the catalogue are written): the storefront starts with the core part, and a route adds its
 * domain's part when it loads (issue 16, a route loads only its messages).
 */
export const checkoutMessages = {
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
  'checkout.cardProviderFailedToLoad':
    'Credit card payment can not be processed because Stripe was unable to load. Try disabling any privacy blockers and ad blockers, and reloading the page.',
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
} as const
