/**
 * Text of the customer portal (portal-2.1 to portal-2.5, portal-4.9 to portal-4.11, portal-8.4,
 * portal-8.5).
 *
 * English; its shape is the key type of both languages (portal.es.ts must match it, so a missing
 * translation does not compile). A page loads one language through portal.lazy.ts; portal.ts
 * holds both.
 */
export const en = {
  title: 'Your account',
  loading: 'Loading your account…',
  leaving: 'Taking you to sign in…',
  unavailable: 'We could not load your account right now. Please try again in a few minutes.',
  retry: 'Try again',
  tabsLabel: 'Your account',
  tabs: { dashboard: 'Dashboard', policies: 'Policies', rewards: 'Rewards', account: 'Profile', myquotes: 'My quotes' },
  myQuotes: {
    title: 'Your quotes',
    loading: 'Loading your quotes…',
    failed: 'We could not load your quotes right now.',
    /** {days}: the look-back days. */
    lead: 'Quotes for your phone number and date of birth from the last {days} days.',
    /** {days}: the look-back days. */
    none: 'You have no quotes from the last {days} days.',
    /** {date}: the day of the quote. */
    quotedOn: 'Quoted on {date}',
    open: 'See these quotes',
    /** How the quote page's previous quotes find them: said beside the link, so the customer is not surprised. */
    openHint: 'On the quote page, enter your phone number and date of birth to open them.',
    newQuote: 'Get a new quote',
  },
  /** {name}: the customer's first name. */
  greeting: 'Hello, {name}',
  dashboardLead: 'Your next payments',
  policiesLoading: 'Loading your policies…',
  policiesFailed: 'We could not load your policies right now.',
  noPolicies: 'You have no policies with us yet.',
  getQuote: 'Get a quote',
  /** {number}: the policy number. */
  policyTitle: 'Policy {number}',
  company: 'Company',
  policyType: 'Policy type',
  monthlyPayment: 'Monthly payment',
  dueDate: 'Payment due',
  effectiveDate: 'Effective',
  expirationDate: 'Expires',
  statusLabel: 'Status',
  status: {
    none: 'No status',
    expired: 'Expired',
    noteffective: 'Not in force yet',
    pastdue: 'Past due',
    duewithin48: 'Due within 48 hours',
    paymentdue: 'Payment due',
    paid: 'Paid',
  },
  /** Shown in the place of the premium and next payment of an expired policy (portal-4.10). */
  expiredNote: 'This policy has expired.',
  makePayment: 'Make a payment',
  paying: 'Opening the payment page…',
  /** {carrier}: the carrier's name. */
  payWithCarrier: 'Pay on the {carrier} site',
  payElsewhere: 'How to pay this policy',
  viewDetails: 'View details',
  /** {number}: the policy number (the button's name, the same label for each card). */
  viewDetailsOf: 'View details of policy {number}',
  makePaymentOf: 'Make a payment on policy {number}',
  opensNewTab: '(opens in a new tab)',
  detail: {
    loading: 'Loading the policy…',
    failed: 'We could not load this policy right now. Please try again.',
    drivers: 'Drivers',
    /** {age}: the driver's age. */
    driverAge: 'age {age}',
    vehicles: 'Vehicles',
    vin: 'VIN',
    coverages: 'Coverages',
    limit: 'Limit',
    deductible: 'Deductible',
    transactions: 'Payments made',
    paymentSource: 'Paid by',
    installments: 'Upcoming installments',
    none: 'None',
    close: 'Close',
    documents: 'Documents',
    /** Each opens the PDF in a new tab; the visually hidden part says so. */
    idCard: 'ID card (PDF)',
    declarations: 'Declarations page (PDF)',
    newTab: 'opens in a new tab',
  },
  help: {
    title: 'Pay by phone, text or chat',
    body: 'We could not open the payment page right now. An agent can take your payment or help you pay.',
    /** portal-9.21: shown at the configured hours (variant a), or always (variant b). */
    afterHours: 'Our agents are away right now. Send a text or a chat message and we will reply as soon as we are back.',
    call: 'Call us',
    text: 'Send a text',
    chat: 'Chat with us',
    close: 'Close',
  },
  notice: {
    paid: 'Thank you. Your payment went through.',
    /** portal-8.5, when the payment cannot be told (no answer, no carrier): the failure without a carrier. */
    failed: 'Your payment did not go through. Please try again.',
    dismiss: 'Dismiss',
  },
  profile: {
    title: 'Your profile',
    name: 'Name',
    address: 'Address',
    email: 'Email',
    phone: 'Phone',
    birthDate: 'Date of birth',
    licence: "Driver's license",
    customerCode: 'Customer number',
    sms: 'Text notifications',
    smsOn: 'On',
    smsOff: 'Off',
  },
  rewards: {
    loading: 'Loading your rewards…',
    failed: 'We could not load your rewards right now.',
    tiers: { silver: 'Silver', gold: 'Gold', platinum: 'Platinum' },
    /** {tier}: the tier's name. */
    tierTitle: '{tier} member',
    /** The progress bar's name; {tier}: the next tier. */
    progressLabel: 'Progress to {tier}',
    /** {points}: the points left to the next tier; {tier}: its name. */
    toNextTier: '{points} points to {tier}',
    topTier: 'You are at our top tier. Thank you!',
    balance: 'Your points',
    waysTitle: 'Ways to earn points',
    ways: ['Pay your policy on time', 'Renew your policy', 'Refer a friend who buys a policy'],
    /** portal-4.15, portal-6.3, portal-7.17, portal-8.6: social connect. */
    social: {
      title: 'Connect your social accounts',
      lead: 'Earn points when you connect Instagram or Facebook.',
      instagram: 'Connect Instagram',
      facebook: 'Connect Facebook',
      connecting: 'Connecting…',
      instagramWaiting: 'Finish signing in to Instagram in the window that opened.',
      facebookWaiting: 'Finish signing in to Facebook in the window that opened.',
      awarding: 'Adding your points…',
      authFailed: 'Your account was not connected: the sign-in was cancelled or did not work. You can try again.',
      awardFailed: 'Your account was connected, but we could not add your points right now.',
      retry: 'Add my points again',
    },
    redeemTitle: 'Redeem your points',
    /** {dollars}: the card's value in dollars; {points}: in points. */
    card: 'A {dollars} gift card for {points} points',
    redeem: 'Redeem',
    /** {points}: the points the customer still needs. */
    needMore: 'You need {points} more points for a gift card.',
    confirmTitle: 'Redeem a gift card?',
    /** {points}: the card's points; {dollars}: its value. */
    confirmBody: '{points} points will be taken from your balance for a {dollars} gift card.',
    confirm: 'Redeem my points',
    cancel: 'Cancel',
    redeeming: 'Getting your gift card…',
    redeemedTitle: 'Your gift card',
    code: 'Gift code',
    pin: 'PIN',
    close: 'Close',
    historyTitle: 'Points history',
    historyEmpty: 'No points yet.',
    date: 'Date',
    activity: 'Activity',
    points: 'Points',
    earned: 'Earned',
    redeemed: 'Redeemed',
    showMore: 'Show more',
  },
  referral: {
    title: 'Refer a friend',
    lead: 'Tell us who to call. When your friend buys a policy, you earn points.',
    refName: "Your friend's first name",
    refEmail: "Your friend's email",
    refPhone: "Your friend's phone",
    phoneHint: 'For example 214-555-0142',
    zipCode: 'ZIP code',
    submit: 'Send the referral',
    sending: 'Sending…',
    sent: 'Thank you. We will get in touch with your friend.',
    again: 'Refer another friend',
    failedTitle: 'The referral was not sent',
    failed: 'We could not send your referral. Please check the details and try again.',
    errors: {
      summaryTitle: 'There is a problem',
      refNameRequired: "Enter your friend's first name",
      refNameInvalid: 'Enter a first name of at least 2 letters',
      refEmailRequired: "Enter your friend's email",
      refEmailInvalid: 'Enter an email like name@example.com',
      refPhoneRequired: "Enter your friend's phone",
      refPhoneInvalid: 'Enter a 10-digit phone number like 214-555-0142',
      zipRequired: 'Enter a ZIP code',
      zipInvalid: 'Enter a 5-digit ZIP code',
    },
  },
  /** Defaults of the configured messages. */
  configured: {
    /** portal-8.5: {carrierName} and {carrierUrl} are inserted. */
    paymentFailure: 'Your payment to {carrierName} did not go through. Please try again, or pay on {carrierUrl}.',
    /** portal-8.3. */
    redeemError: 'We could not get your gift card right now. Your points are still yours. Please try again later.',
  },
};

export type PortalText = typeof en;
