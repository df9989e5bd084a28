/**
 * Text of the make-a-payment page. Spanish uses "usted".
 *
 * English; its shape is the key type of both languages (payment.es.ts must match it, so a
 * missing translation does not compile). A page loads one language through payment.lazy.ts;
 * payment.ts holds both.
 */
export const en = {
  title: 'Make a payment',
  lead: 'Pay your auto insurance premium online without signing in. Enter the details as they appear on your policy.',
  loading: 'Loading secure payments…',
  form: {
    policyNumber: 'Policy number',
    policyNumberHint: 'Letters, numbers and dashes, as printed on your policy card.',
    email: 'Email address',
    emailHint: 'We send your receipt to this address.',
    phone: 'Phone number',
    phoneHint: '10 digits, for example 512-555-0100.',
    dob: 'Date of birth of the policyholder',
    dobHint: 'For example 04 21 1985.',
    month: 'Month',
    day: 'Day',
    year: 'Year',
    submit: 'Find my payment',
    submitting: 'Looking up your policy…',
    fixErrors: 'Complete every field correctly to continue.',
  },
  errors: {
    summaryTitle: 'There is a problem',
    policyNumberRequired: 'Enter your policy number',
    policyNumberInvalid: 'Enter a policy number of 5 to 20 letters, numbers or dashes',
    emailRequired: 'Enter your email address',
    emailInvalid: 'Enter an email address like name@example.com',
    phoneRequired: 'Enter your phone number',
    phoneInvalid: 'Enter a 10-digit phone number, like 512-555-0100',
    dobRequired: 'Enter the date of birth',
    monthInvalid: 'Enter a month from 1 to 12',
    dayInvalid: 'Enter a day from 1 to 31',
    yearInvalid: 'Enter a 4-digit year',
  },
  /** Defaults of the configured messages (site-5.3, site-8.6). */
  configured: {
    invalidDob: 'Enter a valid date of birth. The policyholder must be {min} to {max} years old.',
    carrierNotAvailableTitle: 'Online payment is not available for this policy',
    tokenFailedTitle: 'We could not start your payment',
    dueSoonTitle: 'Your payment is due within 48 hours',
    pastDueTitle: 'Your payment is past due',
    noDueDateTitle: 'We cannot take this payment online',
    unknownErrorTitle: 'Something went wrong',
    payAtCarrier: 'You can pay directly on your insurance company’s website.',
  },
  modal: {
    close: 'Close',
    payAtCarrierLink: 'Pay on the {carrier} website',
    carrierSite: 'your insurance company',
    opensNewTab: '(opens in a new tab)',
    unknownBody: 'We could not look up your policy. Please check your details and try again.',
    noLink: 'Please call your agent to make this payment.',
  },
  details: {
    heading: 'Your payment',
    carrier: 'Insurance company',
    policyNumber: 'Policy number',
    policyholder: 'Policyholder',
    policyType: 'Policy type',
    amount: 'Amount due',
    dueDate: 'Due date',
    notSet: 'Not available',
    pay: 'Pay now',
    preparing: 'Preparing your secure payment…',
    leaving: 'Taking you to the secure payment page…',
    approved: 'This transaction has been approved. There is nothing to pay now.',
    payNote: 'You will continue on our payment partner’s secure page.',
    another: 'Look up another policy',
  },
  alreadyPaid: {
    title: 'Your payment has already been made',
    body: 'There is nothing to pay on this policy right now. Thank you!',
    another: 'Look up another policy',
  },
  result: {
    loading: 'Checking your payment…',
    paidTitle: 'Thank you! Your payment was received',
    paidLead: 'Keep this page for your records. We also sent a receipt by email.',
    failedTitle: 'Your payment did not go through',
    failedLead: 'Your card was not charged.',
    /** site-4.12: a card the provider refused (the provider's own words are never shown: they are in one language). */
    failedDeclined: 'Your card was declined. You can pay with another card, or at your insurance company.',
    noDetailsTitle: 'We could not confirm your payment',
    noDetailsLead:
      'The payment service sent no details for this payment, so we cannot tell whether your card was charged. Please check with your bank or call us before you pay again.',
    notFoundTitle: 'We could not find that payment',
    notFoundLead: 'Please use the link in your payment confirmation, or look up your policy again.',
    errorTitle: 'We could not check your payment',
    errorBody: 'Please try again in a moment.',
    retry: 'Try again',
    another: 'Make another payment',
    amount: 'Amount paid',
    payDate: 'Payment date',
    invoiceId: 'Confirmation number',
    cardHolder: 'Card holder',
    policyNumber: 'Policy number',
    carrier: 'Insurance company',
  },
};

export type PaymentText = typeof en;
export type PaymentConfiguredText = PaymentText['configured'];
