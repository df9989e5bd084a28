/**
 * Text of the quote form (quote 001 §2, §5), its first steps: the stage header and its progress,
 * driver1 (licence lookup, names, date of birth), driver2 (contact, consent), driver3 (address
 * with the ZIP lookup, gender, marital status, insurance, licence type), the affiliate's notices,
 * the field errors and the configured messages. English is US English ("license"); Spanish uses
 * "usted". The driver summary, the vehicle stage, the policy stage and the quote stage are
 * quoteLater.en.ts, which the page loads with those steps. Counted texts are `{ one, other }`
 * pairs, chosen with Intl.PluralRules.
 *
 * English; its shape is the key type of both languages (quote.es.ts must match it, so a
 * missing translation does not compile). A page loads one language through quote.lazy.ts;
 * quote.ts holds both.
 */
import type { QuoteLaterText } from './quoteLater.en';

export const en = {
  /** The stage header (quote-4.3) and the progress bar (quote-2.15 to quote-2.22). */
  progress: {
    label: 'Quote progress',
    stages: { driver: 'Driver', vehicle: 'Vehicle', policy: 'Policy', quote: 'Quote' },
    /** The list of the driver stage's steps, inside the stage header. */
    driverSteps: 'Driver steps',
    steps: { driver1: 'About you', driver2: 'Contact', driver3: 'Address', driversummary: 'Drivers' },
    /** Read after a stage or step that is done. */
    completed: '(completed)',
    /** The progress bar's name. */
    bar: 'Quote completed',
    /** Shown beside the bar: {percent} is "10%". */
    percent: '{percent} complete',
  },
  /** quote-4.4: while the visitor's token is on its way, and when it could not be had. */
  start: {
    loading: 'Getting your quote form ready…',
    failed: 'We could not start your quote right now. Please try again.',
  },
  /**
   * Start over, on every step of the form: a confirmation first, then the answers kept on this
   * device are cleared and the form starts again at the first step.
   */
  startOver: {
    button: 'Start over',
    title: 'Start over?',
    text: 'Your answers will be cleared from this device and the form will start again at the first step.',
    yes: 'Yes, start over',
    no: 'No, keep my answers',
  },
  /** A part of the form whose code comes when it is first needed (a dialog, the quotes, the previous quotes). */
  code: {
    loading: 'Loading…',
    failed: 'This part of the form could not load. Check your connection and try again.',
    /** From the previous quotes: the link to the step they were opened from. */
    back: 'Back to your quote',
  },
  buttons: {
    continue: 'Continue',
    back: 'Back',
    retry: 'Try again',
    edit: 'Edit',
  },
  /** The disclosure under a field that says why it is asked. */
  whyWeAsk: {
    phone: 'Why we ask for your phone number',
    phoneText: 'An agent may call or text you about this quote, and some insurers need a phone number to give a price. We never sell it.',
    dob: 'Why we ask for your date of birth',
    dobText: 'Insurers price a policy by the age of each driver. With your license number, it also lets us find your details for you.',
    license: 'Why we ask for your license number',
    licenseText:
      'With your license number and date of birth we can fill in your name and address for you, and insurers can give a more accurate price. We only use it for your quote.',
  },
  driver1: {
    heading: 'Tell us about the main driver',
    licenseMode: 'How would you like to start?',
    /** quote-2.6, quote-4.9: the licence-source modes. */
    modes: {
      dl: 'With my driver’s license number',
      nondl: 'I don’t have a driver’s license number to enter',
      uploadimage: 'Upload a photo of my driver’s license',
      scanimage: 'Take a photo of my driver’s license with my camera',
    },
    license: 'Driver’s license number',
    licenseHint: 'As printed on your license.',
    /** The show/hide toggle of the licence number (a toggle button: pressed hides it). */
    hideLicense: 'Hide license number',
    dob: 'Date of birth',
    dobHint: 'For example 04 21 1985.',
    firstName: 'First name',
    lastName: 'Last name',
    lookingUp: 'Looking up your license…',
    found: 'We found you. Please check your name below.',
    notFound: 'No driver found; please type your details.',
    lookupFailed: 'We could not look up your license right now. You can type your details, or try again.',
    /** quote-2.26: the names typed were kept after the override-details confirmation. */
    kept: 'We found your license. Your name stays as you typed it.',
    /** quote-1.1: what the licence photo read filled the form (the visitor checks it). */
    imageRead: 'We filled in what your license says. Please check your name and date of birth.',
  },
  /** quote-2.26: the override-details confirmation (the licence names someone other than the names typed). */
  override: {
    title: 'Use the name on the license?',
    text: 'This license belongs to {first} {last}. Do you want to use that name instead of the one you typed?',
    yes: 'Yes, use the name on the license',
    no: 'No, keep the name I typed',
  },
  driver2: {
    heading: 'How can we reach you?',
    email: 'Email address',
    emailHint: 'We send your quote to this address.',
    phone: 'Phone number',
    phoneHint: '10 digits, for example 512-555-0100.',
    consent: 'I agree to be contacted by phone, text message or email about my quote.',
    /** quote-7.31: announced while Continue waits for the lead to be saved. */
    saving: 'Saving your contact details…',
  },
  driver3: {
    heading: 'Where do you live?',
    address: 'Street address',
    address2: 'Apartment, suite or unit (optional)',
    zip: 'ZIP code',
    zipHint: '5 digits. We look it up to find your city and state.',
    city: 'City',
    state: 'State',
    fromZip: 'Filled in from your ZIP code.',
    checkingZip: 'Checking your ZIP code…',
    zipFound: 'ZIP code found: {city}, {state}.',
    zipFailed: 'We could not check your ZIP code right now. Please try again.',
    switchingEndpoint: 'Getting the quote form of your state ready…',
    endpointFailed: 'We could not get the quote form of your state ready. Your answers are kept; please try again.',
    gender: 'Gender',
    female: 'Female',
    male: 'Male',
    marital: 'Marital status',
    single: 'Single',
    married: 'Married',
    insured: 'Do you have car insurance now?',
    insuredYes: 'Yes, I am insured now',
    insuredNo: 'No, I am not insured now',
    licenseType: 'License type',
    /** quote-3.2: the licence types offered; 6, the default, is a U.S. licence. */
    licenseTypes: { us: 'U.S. driver’s license' },
    licenseId: 'License ID',
    licenseIdHint: 'The ID number printed on your license.',
    rentersAndHome: 'I am also interested in renters or home insurance',
  },
  /** quote-6.3, quote-8.9: a visitor sent by a partner (an affiliate), whose details the partner gave. */
  affiliate: {
    loading: 'Getting the details you gave our partner…',
    /** On a driver step, the fields of that step the partner's details lacked: {fields} is "Email address and Phone number". */
    missing: 'The details our partner sent us did not include: {fields}. Please fill them in below.',
  },
  /** quote-2.12: the affiliate consent section, before the rate request. */
  consentSection: {
    heading: 'Before we get your rates',
    text: 'Check how we can reach you about your quote, and tick the box to agree.',
  },
  errors: {
    licenseModeRequired: 'Choose how you would like to start',
    licenseRequired: 'Enter your driver’s license number',
    firstNameRequired: 'Enter your first name',
    firstNameShort: 'Enter at least 2 characters for your first name',
    lastNameRequired: 'Enter your last name',
    lastNameShort: 'Enter at least 2 characters for your last name',
    dobRequired: 'Enter your date of birth',
    monthInvalid: 'Enter a month from 1 to 12',
    dayInvalid: 'Enter a day from 1 to 31',
    yearInvalid: 'Enter a 4-digit year from 1920',
    emailRequired: 'Enter your email address',
    emailInvalid: 'Enter an email address like name@example.com',
    phoneRequired: 'Enter your phone number',
    phoneInvalid: 'Enter a 10-digit phone number, like 512-555-0100',
    consentRequired: 'Tick the box to agree to be contacted about your quote',
    addressRequired: 'Enter your street address',
    addressShort: 'Enter at least 5 characters for your street address',
    zipRequired: 'Enter your ZIP code',
    zipInvalid: 'Enter a 5-digit ZIP code',
    zipUnchecked: 'Confirm your ZIP code: we look it up when you leave the field',
    genderRequired: 'Choose your gender',
    maritalRequired: 'Choose your marital status',
    insuredRequired: 'Tell us whether you have car insurance now',
    licenseTypeRequired: 'Choose your license type',
    licenseIdRequired: 'Enter your license ID',
  },
  /** Defaults of the configured messages (data-config `messages`). */
  configured: {
    /** quote-5.5: {0} is the minimum age and {1} the maximum. */
    invalidDob: 'Enter a real date of birth. The main driver must be {0} to {1} years old.',
    /** quote-5.3: no quote is available in the ZIP code. */
    zipNotAvailable: 'We cannot offer quotes in this ZIP code yet. Please check it, or try another one.',
    /** quote-2.33: the title of the quote cards; {name} is the main driver's first name and {count} the number of quotes. */
    quotesTitle: 'Your Best Quotes',
  },
};

/** The first steps' texts (this module): what a page loads with the form. */
export type QuoteFirstText = typeof en;
/** Every quote text: the first steps' and the later ones (quoteLater.en.ts), as the views read them. */
export type QuoteText = QuoteFirstText & QuoteLaterText;
export type QuoteConfiguredText = QuoteFirstText['configured'];
