/**
 * The quote form's later texts in English: the driver summary and its dialog, the vehicles and
 * theirs, the coverage and the quote stage. The page loads them with the steps that show them
 * (views/quote/laterSteps.tsx), not with the first step; `quoteCatalog` (quote.lazy.ts) reads them
 * as part of the quote texts. English's shape is the key type of both languages.
 */
export const enLater = {
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
  /**
   * The quote stage opened again (a reload, Back from another page): the quotes the visit keeps,
   * asked for again while under a day old (machines/quote/quoteRestore.rules.ts). {date} is when their
   * cards showed ("November 22, 2026 at 12:05 PM").
   */
  savedQuotes: {
    heading: 'Your quotes',
    loading: 'Loading your quotes…',
    stale: 'These quotes are from {date}. Prices change, so we keep quotes for one day. Get new quotes with the answers you already gave.',
    unavailable: 'Your quotes from {date} are no longer available. Get new quotes with the answers you already gave.',
    failed: 'We could not load your quotes. Check your connection and try again, or get new quotes.',
    renew: 'Get new quotes',
    renewing: 'Getting your new quotes ready…',
  },
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
    /**
     * What each sorting option sorts by, under the sorting (by number): which amount "price" is.
     * {term} is `termPhrase` ("6-month policy").
     */
    sortNotes: [
      'Price is the total cost of the {term}: lowest first.',
      'Price is the total cost of the {term}: highest first.',
      'Only quotes you can buy now, online or through one of our agents; lowest total cost first.',
      'Our top-rated insurers first, then the others by the total cost of the {term}.',
      'Lowest payment per month first (a payment every two months counts as half); quotes paid in full come last.',
      'Lowest down payment first (for a quote paid in full, its one payment).',
      'Lowest total cost of the {term} first.',
    ],
    /** The term in the sorting notes: {months}. */
    termPhrase: { one: '{months}-month policy', other: '{months}-month policy' },
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
      /** quote-4.17: paid in full, the carrier gave no amount (never shown as $0). */
      payInFullNotGiven: 'Paid in full (the amount was not given online)',
      /** quote-4.17: installments, the carrier left out the down payment or the installment. */
      monthlyNotGiven: {
        one: 'A down payment, then {count} monthly payment (the amounts were not given online)',
        other: 'A down payment, then {count} monthly payments (the amounts were not given online)',
      },
      biMonthlyNotGiven: {
        one: 'A down payment, then {count} payment two months later (the amounts were not given online)',
        other: 'A down payment, then {count} payments every two months (the amounts were not given online)',
      },
      /** quote-4.17: the total of the term of a quote paid in installments. */
      total: { one: 'Total for {months} month: {amount}', other: 'Total for {months} months: {amount}' },
      totalNotGiven: { one: 'Total for {months} month: not given online', other: 'Total for {months} months: not given online' },
      /** quote-4.26: a carrier the page lists as top rated. */
      topRated: 'Top rated',
      /** quote-4.19: a type 2 carrier's button waits for the idle agents' count. */
      checkingAgents: 'Checking whether an agent is free…',
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
    /** What a card's button opens (machines/quote/cardAction.machine.ts). */
    action: {
      working: 'One moment…',
      /** quote-2.29: {carrier} is the carrier's name. */
      confirmTitle: 'Redirecting you to {carrier}',
      confirmText: 'You are leaving our site to finish buying your policy with {carrier}. It opens in a new tab.',
      /** The same, when the purchase continues on this site (the agency's online binding). */
      confirmTextOwnSite: 'You can finish buying your {carrier} policy online with us. It opens in a new tab.',
      yes: 'Yes',
      no: 'No',
      /** quote-2.30: the carrier's page in a frame. */
      frameTitle: '{carrier}: buy your policy',
      openWindow: 'Open in a new window',
      frameLoading: "Loading {carrier}'s page…",
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
      text: 'Our agents can often find a policy that online rates miss. Try again, call us, chat with us, or visit your nearest office.',
    },
  },
};

export type QuoteLaterText = typeof enLater;
