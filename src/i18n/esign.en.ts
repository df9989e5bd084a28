/**
 * Text of the auto payment and e-sign page (portal-2.13 to portal-2.16, portal-4.23 to
 * portal-4.27, portal-8.7, portal-9.16): the stage tabs, the driver step's own lines (its sections
 * are online binding's, in binding's catalog: src/i18n/binding.*), the policy details, the check
 * of the answers, the pay link and its refresh countdown, the payment's result, e-sign in its
 * overlay, and the sold policy's documents.
 *
 * English; its shape is the key type of both languages (esign.es.ts must match it, so a missing
 * translation does not compile). A page loads one language through esign.lazy.ts; esign.ts holds both.
 */
export const en = {
  /** Messages a page may configure (data-config `messages`). */
  configured: {
    /** portal-8.7: failures at the status, the results, the e-sign address, or no status answer. */
    unexpectedError: 'Something went wrong on our side and we could not continue your purchase. Please try again, or call us and we will finish it with you.',
  },
  page: {
    loading: 'Loading your purchase…',
    noQueryTitle: 'We could not find your purchase',
    noQuery: 'This page finishes the purchase of a policy you were quoted. Open it from your quote, or start a new quote.',
    startQuote: 'Get a quote',
    retry: 'Try again',
    stagesLabel: 'Your progress',
    /** {percent}: the stage's progress. */
    progress: '{percent}% complete',
    /** The stage tab in progress, for screen readers. */
    current: 'current step',
    reloadIn: { one: 'This page refreshes in {count} second.', other: 'This page refreshes in {count} seconds.' },
  },
  stages: { driverStage: 'Drivers', vehicleStage: 'Vehicles', policyStage: 'Policy', quoteStage: 'Sign and finish' },
  driver: {
    heading: 'Driver information',
    /** {percent}: the driver step's own progress. */
    progress: 'Driver step: {percent}% complete',
    /** The quote's data read (decision 53). */
    loading: 'Getting your quote…',
    /** portal-4.25: the re-rating with the customer's answers. */
    rating: 'Getting your final price from the carrier…',
  },
  policy: {
    heading: 'Your policy',
    loading: "Getting your carrier's price…",
    carrierErrorTitle: 'The carrier could not complete your policy',
    carrierErrors: 'What the carrier told us:',
    company: 'Carrier',
    quoteNumber: 'Quote number',
    term: 'Term',
    /** {months}: the term. */
    months: { one: '{count} month', other: '{count} months' },
    plan: 'Pay plan',
    /** portal-9.16: a plan of more than one payment. */
    installments: '{count} payments × {months}',
    installmentsNoTerm: '{count} payments',
    onePayment: 'One payment',
    monthly: 'Monthly price',
    total: 'Total payment',
    agencyFee: 'Agency fee',
    /** portal-9.16: as the specification writes it. */
    downPayment: 'ESTIMATED DOWN PAYMENT',
    payNow: 'Pay now',
  },
  review: {
    heading: 'Check your answers before you pay',
    lead: 'This is what you are buying. Make sure it is right: the payment is a commitment.',
    change: 'Change your policy',
    confirm: 'Continue to payment',
    busy: 'Opening the payment page…',
  },
  pay: {
    heading: 'Pay for your policy',
    lead: 'The secure payment page opens in a new tab. When you have paid, come back here: this page checks your payment each time it refreshes.',
    link: 'Go to the secure payment page',
    urlFailed: 'We could not open the payment page right now.',
    retry: 'Try again',
  },
  payment: {
    checking: 'Checking your payment…',
    failedTitle: 'Your payment did not go through',
    resultCode: 'Result code',
    status: 'Status',
    message: 'Message',
    again: 'Back to your policy',
    loading: 'Checking where your purchase is…',
    receivedTitle: 'Payment received',
    received: 'We received your payment. Your policy is being issued.',
    carrierMessagesTitle: 'A message from your carrier',
  },
  esign: {
    heading: 'Sign your policy',
    loading: 'Preparing your documents to sign…',
    overlayTitle: 'Sign your policy documents',
    frameTitle: 'Your policy documents to sign',
    close: 'Close',
    newWindow: 'Open in a new window',
    newWindowHint: 'If the documents do not show here, open them in a new window.',
    closed: 'Your documents are not signed yet.',
    declined: 'You declined to sign. We cannot issue your policy without your signature.',
    failed: 'The signing service reported a problem.',
    open: 'Open the documents to sign',
    signedTitle: 'Your signature is being processed',
    signed: 'Thank you for signing. We are finishing your policy.',
  },
  sold: {
    heading: 'Your policy is sold',
    /** {policy}: the policy id. */
    policyNumber: 'Policy number: {policy}',
    loading: 'Getting your policy documents…',
    documents: { idcard: 'ID card', decpage: 'Declarations page' },
    /** {document}: the document's name. */
    download: 'Download the {document}',
    print: 'Print the {document}',
    noESign: 'E-signature is not available for this policy. Your policy number is {policy}; your carrier sends you your documents.',
    errorTitle: 'We could not confirm your policy',
    error: 'Your purchase is not finished. Please call us and we will finish it with you.',
  },
  /** The vehicle mileage dialog (portal-2.16, portal-3.17, portal-7.16, portal-8.8; views/esign/MileageDialog.tsx). */
  mileage: {
    /** The button beside each car of the vehicle stage (the car's name follows it for screen readers). */
    edit: 'Edit mileage',
    /** {vehicle}: year, make and model (the dialog's title). */
    title: 'Mileage of the {vehicle}',
    lead: 'Your carrier works out how much the car is driven from these answers.',
    odometer: 'Odometer reading',
    odometerHint: 'The miles on the dashboard today.',
    odometerRequired: 'Please enter the odometer reading.',
    /** {min}, {max}: the limits. */
    odometerInvalid: 'Enter the odometer reading in whole miles, from {min} to {max}.',
    annual: 'Annual mileage',
    annualHint: 'About how many miles the car is driven in a year.',
    annualRequired: 'Please enter the annual mileage.',
    annualInvalid: 'Enter the annual mileage in whole miles, from {min} to {max}.',
    commuting: 'Is the car used to commute to work or school?',
    yes: 'Yes',
    no: 'No',
    commutingRequired: 'Please tell us whether the car is used to commute.',
    days: 'Commute days a week',
    daysRequired: 'Please choose how many days a week.',
    daysInvalid: 'Choose from {min} to {max} days a week.',
    daysOption: { one: '{count} day', other: '{count} days' },
    address: 'Commute address',
    addressHint: 'Start typing the address of your work or school, then choose it from the list.',
    /** portal-8.8: "mileage address required". */
    addressRequired: 'Please enter the commute address and choose it from the list.',
    suggestions: 'Suggested addresses',
    looking: 'Looking for addresses…',
    found: { one: '{count} address found. Use the up and down arrows to choose it.', other: '{count} addresses found. Use the up and down arrows to choose one.' },
    none: 'No address found. Check what you typed, or type more of it.',
    failed: 'We could not look up addresses right now.',
    lookingUp: 'Getting the address…',
    lookupFailed: 'We could not get this address.',
    retry: 'Try again',
    save: 'Save the mileage',
    cancel: 'Cancel',
    problemsTitle: 'Please check the mileage',
    /** The vehicle stage (portal-2.15, portal-3.17; views/esign/DetailsSection.tsx): the cars and their mileage. */
    heading: 'Vehicle mileage',
    listLead: 'Your carrier works out your price from how much each vehicle is driven. Enter the mileage of each one, then press Next.',
    /** A car's value not given yet. */
    notGiven: 'Not entered yet',
    /** {miles}: a number of miles. */
    miles: '{miles} miles',
    commutingShown: 'Used to commute',
    commutes: { one: 'Yes, {count} day a week', other: 'Yes, {count} days a week' },
    /** A car whose mileage Next needs. */
    missing: 'Mileage needed',
    /** Next with a car's mileage missing. */
    incomplete: 'Enter the mileage of each vehicle.',
    back: 'Back',
    next: 'Next',
  },
};

export type EsignText = typeof en;
