/**
 * Text of the create-customer page's form (portal-2.7, portal-4.17, portal-4.18, portal-5.2,
 * portal-8.2).
 *
 * English; its shape is the key type of both languages (createCustomer.es.ts must match it, so a
 * missing translation does not compile). A page loads one language through createCustomer.lazy.ts;
 * createCustomer.ts holds both.
 */
import type { UsStateCode } from '../rules/usStates';

export const en = {
  form: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    emailHint: 'We send your account details to this address.',
    phone: 'Mobile phone',
    phoneHint: '10 digits, for example 512-555-0100.',
    dob: 'Date of birth',
    dobHint: 'For example 04 21 1985.',
    zip: 'ZIP code',
    zipHint: '5 digits. We fill in your city and state from it.',
    city: 'City',
    state: 'State',
    submit: 'Create my account',
    submitting: 'Creating your account…',
    leaving: 'Account created. Taking you on…',
  },
  /** portal-4.18: what the form says about the ZIP lookup (announced politely). */
  zip: {
    checking: 'Looking up the city and state for your ZIP code…',
    filled: 'We filled in your city and state from your ZIP code. Please check them.',
    notFilled: 'We could not fill in the city and state from this ZIP code. Please enter them yourself.',
    failed: 'We could not look up this ZIP code right now. Please enter the city and state yourself.',
  },
  errors: {
    summaryTitle: 'There is a problem',
    firstNameRequired: 'Enter your first name',
    firstNameInvalid: 'Enter a first name of up to 50 letters, spaces, apostrophes, periods or hyphens',
    lastNameRequired: 'Enter your last name',
    lastNameInvalid: 'Enter a last name of up to 50 letters, spaces, apostrophes, periods or hyphens',
    emailRequired: 'Enter your email address',
    emailInvalid: 'Enter an email address like name@example.com',
    phoneRequired: 'Enter your mobile phone number',
    phoneInvalid: 'Enter a 10-digit phone number, like 512-555-0100',
    dobRequired: 'Enter your date of birth',
    monthInvalid: 'Enter a month from 1 to 12',
    dayInvalid: 'Enter a day from 1 to 31',
    yearInvalid: 'Enter a 4-digit year',
    zipRequired: 'Enter your ZIP code',
    zipInvalid: 'Enter a 5-digit ZIP code',
    cityRequired: 'Enter your city',
    cityInvalid: 'Enter a city of up to 50 characters',
    stateRequired: 'Choose your state',
  },
  /** portal-2.7: what a created customer reads where the page names no page to go to: what happened, what to do next. */
  confirmed: {
    title: 'Your customer account is created',
    /** {firstName} and {email} as they were typed. */
    lead: 'Welcome, {firstName}. We sent the details of your account to {email}.',
    nextTitle: 'What to do next',
    setPassword: 'Set a password for your account to see your policies and pay online: we email you a link to set it.',
    setPasswordLink: 'Set my password',
    loyalty: 'Your account is also enrolled in our loyalty program: your policy earns you points.',
  },
  /** portal-8.2: the heading of the failure message, above the server's message or the configured default. */
  failedTitle: 'We could not create your account',
  /** Defaults of the configured messages (portal-5.2, portal-8.2). */
  configured: {
    invalidDob: 'Enter a valid date of birth. You must be {min} to {max} years old.',
    createFailed: 'Something went wrong on our side. Please check your details and try again, or call us.',
  },
  /** The state select's options, by postal code (src/rules/usStates.ts). */
  stateNames: {
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
  } satisfies Record<UsStateCode, string>,
};

export type CreateCustomerText = typeof en;
export type CreateCustomerConfiguredText = CreateCustomerText['configured'];
