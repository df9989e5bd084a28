/**
 * Text of the quote form (quote 001 §2, §5), driver stage: the stage header and its progress,
 * driver1 (licence lookup, names, date of birth), driver2 (contact, consent), driver3 (address
 * with the ZIP lookup, gender, marital status, insurance, licence type) and the driver summary.
 * English is US English ("license"); Spanish uses "usted". Then the vehicle stage (the list, the
 * household's vehicles, the add/edit dialog), the policy stage (term, packages, custom coverage)
 * and the quote stage (the rate request's loading panel, the quote cards, their sorting, the
 * no-quotes view). Counted texts are `{ one, other }` pairs, chosen with Intl.PluralRules.
 *
 * English; its shape is the key type of both languages (quote.es.ts must match it, so a
 * missing translation does not compile). A page loads one language through quote.lazy.ts;
 * quote.ts holds both.
 */
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
  /** A part of the form whose code comes when it is first needed (a dialog, the quotes, the previous quotes). */
  code: {
    loading: 'Loading…',
    failed: 'This part of the form could not load. Check your connection and try again.',
    cancel: 'Cancel',
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
  summary: {
    heading: 'Your drivers',
    primary: 'Main driver',
    dob: 'Date of birth',
    address: 'Address',
    /** quote-2.24: the remove-driver confirmation's title, as the specification writes it. */
    removeTitle: 'Remove {first} {last} ?',
    removeText: 'This driver will no longer be on your quote.',
    removeYes: 'Yes',
    removeNo: 'No',
    /** quote-2.9: add-driver, and the buttons of a driver's card (the driver's name follows, for screen readers). */
    add: 'Add a driver',
    remove: 'Remove',
    additional: 'Additional driver',
    primaryFlag: 'Primary driver',
    relation: 'Relation to you',
    /** A driver the license lookup found in the household: it cannot be edited or removed (quote-4.7). */
    found: 'Found with your license',
    /** quote-2.26: the additional-driver confirmation, after a driver is added. */
    anotherTitle: 'Driver added',
    anotherText: 'Do you want to add another driver?',
    anotherYes: 'Yes, add another driver',
    anotherNo: 'No, that is everyone',
  },
  /** The add/edit driver dialog (quote-2.23, quote-4.7, quote-5.5, quote-5.12). */
  driverDialog: {
    addTitle: 'Add a driver',
    editTitle: 'Edit a driver',
    firstName: 'First name',
    lastName: 'Last name',
    dob: 'Date of birth',
    dobHint: 'For example 04 21 1985.',
    gender: 'Gender',
    marital: 'Marital status',
    license: 'Driver’s license number (optional)',
    licenseType: 'License type',
    primaryDriver: 'This driver is also a primary driver of the policy',
    primaryHint: 'A primary driver has no relation to you and no license issue date to enter.',
    relation: 'Relation to you',
    /** quote-9.7: spouse 1, child 2, parent 3, other 4. */
    relations: { spouse: 'Spouse', child: 'Child', parent: 'Parent', other: 'Other' },
    issueDate: 'License issue date (optional)',
    issueDateHint: 'As printed on the license.',
    address: 'Address',
    addressHint: 'Filled in with your address. Change it if this driver lives elsewhere.',
    street: 'Street address',
    address2: 'Apartment, suite or unit (optional)',
    city: 'City',
    state: 'State',
    stateHint: '2 letters, for example TX.',
    zip: 'ZIP code',
    save: 'Save driver',
    cancel: 'Cancel',
    /** quote-5.5: {0} is the minimum age and {1} the maximum of the driver's role. */
    invalidDob: 'Enter a real date of birth. This driver must be {0} to {1} years old.',
    errors: {
      firstNameRequired: 'Enter the driver’s first name',
      firstNameShort: 'Enter at least 2 characters for the first name',
      lastNameRequired: 'Enter the driver’s last name',
      lastNameShort: 'Enter at least 2 characters for the last name',
      dobRequired: 'Enter the driver’s date of birth',
      genderRequired: 'Choose the driver’s gender',
      maritalRequired: 'Choose the driver’s marital status',
      relationRequired: 'Choose how this driver is related to you',
      issueDateInvalid: 'Enter a real issue date, like 04 21 2010, or leave it empty',
      issueDateFuture: 'The issue date cannot be in the future',
      issueDateBeforeBirth: 'The issue date cannot be before the date of birth',
      addressRequired: 'Enter the street address',
      addressShort: 'Enter at least 5 characters for the street address',
      cityRequired: 'Enter the city',
      stateInvalid: 'Enter the state as 2 letters, like TX',
      zipInvalid: 'Enter a 5-digit ZIP code',
    },
  },
  /** The vehicle stage (quote-2.3, quote-2.10, quote-2.25): the list, the household's vehicles, the removal confirmation. */
  vehicles: {
    heading: 'Your vehicles',
    none: 'No vehicles yet. Add each vehicle you want to insure.',
    /** One vehicle's name on its card, in the removal question and in the dialog. */
    name: '{year} {maker} {model}',
    vin: 'VIN',
    mileage: 'Annual mileage',
    add: 'Add a vehicle',
    remove: 'Remove',
    finding: 'Looking for the vehicles of your household…',
    found: 'Vehicles found at your address',
    foundHint: 'Tick the ones you want to insure.',
    /** A household vehicle's checkbox: its name and VIN. */
    foundVehicle: '{vehicle}, VIN {vin}',
    addFound: 'Add the ticked vehicles',
    tickFirst: 'Tick at least one vehicle to add.',
    needVehicle: 'Add at least one vehicle to continue.',
    removeTitle: 'Remove {vehicle}?',
    removeText: 'It will no longer be on your quote.',
    removeYes: 'Yes, remove it',
    removeNo: 'No, keep it',
  },
  /** quote-5.17: the annual mileage choices, by the mileage sent. */
  mileageBands: {
    '10000': 'Up to 12,000 miles',
    '12000': '12,001 to 20,000 miles',
    '20000': 'More than 20,000 miles',
  },
  /** The add/edit vehicle dialog (quote-2.25, quote-4.8, quote-5.9). */
  vehicleDialog: {
    addTitle: 'Add a vehicle',
    editTitle: 'Edit a vehicle',
    vin: 'Vehicle identification number (VIN)',
    /** quote-5.9: shown once more than 2 characters are typed. */
    vinHint: '17 letters and numbers, on your registration, your insurance card or the driver’s side of the windshield. You have typed {count} of 17.',
    lookUp: 'Look up',
    decoding: 'Looking up the VIN…',
    decoded: 'Found: {vehicle}.',
    unknown: 'We could not find a vehicle with this VIN. Check it, or choose the year, make and model instead.',
    failed: 'We could not look up the VIN right now. Please try again.',
    useDropdowns: 'Choose year, make and model instead',
    useVin: 'Enter a VIN instead',
    year: 'Year',
    make: 'Make',
    model: 'Model',
    loadingYears: 'Loading the years…',
    loadingMakes: 'Loading the makes…',
    loadingModels: 'Loading the models…',
    loadingDetails: 'Finding the vehicle…',
    chosen: 'Chosen: {vehicle}.',
    listFailed: 'We could not load this list right now. Please try again.',
    mileageHint: 'About how many miles the vehicle is driven in a year.',
    save: 'Save vehicle',
    cancel: 'Cancel',
    /** Beside Save while the dialog has no vehicle yet. */
    needVehicle: 'Look up a VIN, or choose the year, make and model, to save.',
    errors: {
      vinRequired: 'Enter the VIN',
      /** quote-5.9: the letter O (nor I or Q) is never in a VIN. */
      vinLetters: 'A VIN never has the letters O, I or Q: type the number 0 or 1 instead.',
      vinLength: 'Enter all 17 letters and numbers of the VIN',
      vinCheckDigit: 'This VIN does not add up: check each character.',
      mileageRequired: 'Choose the annual mileage',
    },
  },
  /** The policy stage (quote-2.4, quote-2.11, quote-3.6, quote-5.11, quote-5.15). */
  coverage: {
    heading: 'Choose your coverage',
    loading: 'Loading the coverages of your state…',
    failed: 'We could not load the coverages right now. Please try again.',
    term: 'Policy term',
    /** A term's choice: {months} is 6 or 12. */
    months: '{months} months',
    packages: 'Coverage',
    /** A package's code, shown on its card (agents and the visitor can name it). */
    packageCode: 'Package {code}',
    custom: 'Custom coverage',
    customText: 'Choose each coverage and its limit yourself.',
    customLegend: 'Your coverages',
    /** A coverage's select in the custom coverage: its name and code. */
    coverageLabel: '{name} ({code})',
    notIncluded: 'Not included',
    deductible: '{amount} deductible',
    /** quote-5.15: shown when a vehicle is 5 years old or newer. */
    recentVehicle:
      'One of your vehicles is 5 years old or newer. We recommend comprehensive and collision coverage for it: a lender or lease usually requires them.',
    errors: {
      termRequired: 'Choose a policy term',
      productRequired: 'Choose a coverage package or custom coverage',
      /** quote-5.11: custom coverage needs these two; {coverage} is its name. */
      customRequired: 'Choose a limit for {coverage}',
    },
  },
  /** The quote stage (quote-2.5, quote-2.13, quote-2.14, quote-2.32 to quote-2.35, quote-4.12, quote-4.17, quote-4.23 to quote-4.29). */
  quotes: {
    /** quote-2.13: the loading panel while the carriers answer (cards arrive beneath it). */
    loading: {
      heading: 'Finding your quotes',
      /** The panel's name for assistive technology. */
      panel: 'Your quote request',
      /** Shown in turn, one every few seconds (the configured interval). */
      messages: [
        'Asking our carriers for your rates…',
        'Comparing coverage and prices for you…',
        'Looking for discounts you may qualify for…',
        'Putting your best quotes first…',
      ],
      /** The countdown: {seconds} whole seconds. */
      secondsLeft: { one: 'About {seconds} second left', other: 'About {seconds} seconds left' },
      almostThere: 'Almost there…',
      /** quote-4.12: after 12 seconds. */
      late: 'This is taking longer than usual. Hang on, more carriers are answering.',
      /** Once a carrier has answered: {count} carriers of {total} asked. */
      answeredOf: { one: '{count} of {total} carriers answered', other: '{count} of {total} carriers answered' },
      /** When the answer does not say how many were asked. */
      answered: { one: '{count} carrier answered', other: '{count} carriers answered' },
      /** The list of the cards received while the others answer. */
      soFar: 'Quotes received so far',
    },
    /** quote-2.33: the title of a revisit (a requote). */
    requoteTitle: 'Your Updated Quotes',
    /** The list of the cards. */
    list: 'Your quotes',
    /** quote-4.23 to quote-4.29: the sorting options, by number. */
    sortBy: 'Sort by',
    sortOptions: ['Price: low to high', 'Price: high to low', 'Buy online', 'Top rated', 'Monthly payment', 'Down payment', 'Total price'],
    /** quote-4.25: a sorting option that keeps none of the quotes (no quote can be bought online). */
    noneForSort: 'None of your quotes can be bought online. Choose another sorting option to see them all.',
    /** quote-4.21: more than the first cards. */
    showMore: 'Show more quotes',
    showFewer: 'Show fewer quotes',
    /** Announced when the cards first show. */
    found: { one: 'We found {count} quote for you.', other: 'We found {count} quotes for you.' },
    /** Announced after another sorting option: {option} is its name. */
    sorted: { one: '{count} quote, sorted by {option}.', other: '{count} quotes, sorted by {option}.' },
    nearestOffice: 'Find your nearest office',
    /** quote-2.33: the link to the previous quotes. */
    previousQuotes: 'See your previous quotes',
    /** quote 001 §2: the chat label ("Chatea Con Nosotros" on Spanish pages). */
    chat: 'Chat With Us',
    /** A quote card (quote-3.10, quote-4.17). */
    card: {
      /** The policy's term in months. */
      term: { one: '{months}-month policy', other: '{months}-month policy' },
      /** quote-4.17: no installments: {amount} is the total premium. */
      payInFull: '{amount} paid in full',
      /** quote-4.17: {down} then {count} installments of {amount}, monthly. */
      monthly: { one: '{down} down, then {count} monthly payment of {amount}', other: '{down} down, then {count} monthly payments of {amount}' },
      /** quote-4.17: pay plans OD and OH are paid every two months. */
      biMonthly: { one: '{down} down, then {count} payment of {amount} two months later', other: '{down} down, then {count} payments of {amount} every two months' },
      /** A tel: link: {phone} as configured. */
      call: 'Call {phone}',
      /** quote-4.18: the buy-online button; {carrier} names the carrier for assistive technology. */
      buyNow: 'Buy now',
      buyNowFor: 'Buy now from {carrier}',
      /** quote-4.19: a type 2 carrier's agent contact. */
      callMe: 'Call me',
      textMe: 'Text me',
      /** quote-4.18: a pseudo-carrier's "buy from an agent" (an agent calls back). */
      contactMe: 'Buy from an agent',
      /** The name of the card's buttons for assistive technology: {carrier}. */
      actionsFor: 'Ways to get the {carrier} quote',
    },
    /** What a card's button opens (machines/cardAction.machine.ts). */
    action: {
      working: 'One moment…',
      /** quote-2.29: {carrier} is the carrier's name. */
      confirmTitle: 'Redirecting you to {carrier}',
      confirmText: 'You are leaving our site to finish buying your policy with {carrier}. It opens in a new tab.',
      yes: 'Yes',
      no: 'No',
      /** quote-2.30: the carrier's page in a frame. */
      frameTitle: '{carrier}: buy your policy',
      openWindow: 'Open in a new window',
      close: 'Close',
      /** The modal's own close button (the footer has Close or No). */
      dismiss: 'Close this window',
      unavailableTitle: 'We can’t open {carrier}’s page',
      unavailableText: 'Buying online isn’t available for this quote right now. Call us or chat with us, and an agent will finish it with you.',
      urlFailed: 'We couldn’t reach {carrier} just now. Try again, or call us.',
      retry: 'Try again',
      /** quote-2.28: the contact success modal. */
      contactedTitle: 'We got your request',
      calledText: 'An agent will call you shortly about your {carrier} quote.',
      textedText: 'An agent will text you shortly about your {carrier} quote.',
      contactFailed: 'We couldn’t send your request just now. Try again, or call us.',
      /** quote-2.34: the feedback question, answered once. */
      feedbackQuestion: 'Was this helpful?',
      feedbackYes: 'Yes',
      feedbackNo: 'No',
      thanks: 'Thanks for your feedback!',
    },
    /** quote-2.35, quote-8.10: no rates found. */
    noQuotes: {
      heading: 'We’re sorry, {name}. We couldn’t find a quote online right now.',
      headingNoName: 'We’re sorry. We couldn’t find a quote online right now.',
      text: 'Our agents can often find a policy that online rates miss. Try again, chat with us, or visit your nearest office.',
    },
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

export type QuoteText = typeof en;
export type QuoteConfiguredText = QuoteText['configured'];
