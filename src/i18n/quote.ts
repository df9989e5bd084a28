/**
 * Text of the quote form (quote 001 §2, §5), driver stage: the stage header and its progress,
 * driver1 (licence lookup, names, date of birth), driver2 (contact, consent), driver3 (address
 * with the ZIP lookup, gender, marital status, insurance, licence type) and the driver summary.
 * English is US English ("license"); Spanish uses "usted". Then the vehicle stage (the list, the
 * household's vehicles, the add/edit dialog), the policy stage (term, packages, custom coverage)
 * and the quote stage (the rate request's loading panel, the quote cards, their sorting, the
 * no-quotes view). Counted texts are `{ one, other }` pairs, chosen with Intl.PluralRules.
 */
import type { Lang } from '../config/lang';

const en = {
  /** The flow itself, for the studio and the charts. */
  flow: {
    title: 'Quote form',
    summary:
      'The multi-step quote form: the main driver by license lookup or typed by hand, contact and consent, the address with its ZIP code looked up, the driver summary, the vehicles (by VIN or by year, make and model, and the household\'s vehicles to tick) and the coverage (a package or custom coverage), then the consent section for a partner\'s visitor who has not agreed to be contacted, and the quotes: the rate request with the cards arriving as carriers answer, then the quote cards to sort and show more or fewer of, or the no-quotes view with Try again, under the stage header and its progress bar.',
  },
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

const es: QuoteText = {
  flow: {
    title: 'Formulario de cotización',
    summary:
      'El formulario de cotización en varios pasos: el conductor principal por búsqueda de licencia o escrito a mano, contacto y consentimiento, la dirección con su código postal verificado, el resumen de conductores, los vehículos (por VIN o por año, marca y modelo, y los vehículos del hogar para marcar) y la cobertura (un paquete o cobertura personalizada), luego la sección de consentimiento para quien llega de un socio sin haber aceptado que lo contactemos, y las cotizaciones: la solicitud de tarifas con las tarjetas que llegan a medida que responden las aseguradoras, luego las tarjetas de cotización para ordenar y mostrar más o menos, o la vista sin cotizaciones con Intentar de nuevo, bajo el encabezado de etapas y su barra de progreso.',
  },
  progress: {
    label: 'Progreso de la cotización',
    stages: { driver: 'Conductor', vehicle: 'Vehículo', policy: 'Póliza', quote: 'Cotización' },
    driverSteps: 'Pasos del conductor',
    steps: { driver1: 'Sus datos', driver2: 'Contacto', driver3: 'Dirección', driversummary: 'Conductores' },
    completed: '(completado)',
    bar: 'Cotización completada',
    percent: '{percent} completado',
  },
  start: {
    loading: 'Preparando su formulario de cotización…',
    failed: 'No pudimos iniciar su cotización en este momento. Inténtelo de nuevo.',
  },
  buttons: {
    continue: 'Continuar',
    back: 'Atrás',
    retry: 'Intentar de nuevo',
    edit: 'Editar',
  },
  whyWeAsk: {
    phone: 'Por qué le pedimos su número de teléfono',
    phoneText:
      'Un agente puede llamarle o enviarle un mensaje sobre esta cotización, y algunas aseguradoras necesitan un teléfono para darle un precio. Nunca lo vendemos.',
    dob: 'Por qué le pedimos su fecha de nacimiento',
    dobText:
      'Las aseguradoras calculan el precio de una póliza según la edad de cada conductor. Junto con su número de licencia, también nos permite encontrar sus datos por usted.',
    license: 'Por qué le pedimos su número de licencia',
    licenseText:
      'Con su número de licencia y su fecha de nacimiento podemos completar su nombre y su dirección por usted, y las aseguradoras pueden darle un precio más exacto. Solo lo usamos para su cotización.',
  },
  driver1: {
    heading: 'Cuéntenos sobre el conductor principal',
    licenseMode: '¿Cómo desea comenzar?',
    modes: {
      dl: 'Con mi número de licencia de conducir',
      nondl: 'No tengo un número de licencia de conducir para escribir',
      uploadimage: 'Subir una foto de mi licencia de conducir',
      scanimage: 'Tomar una foto de mi licencia de conducir con mi cámara',
    },
    license: 'Número de licencia de conducir',
    licenseHint: 'Tal como aparece en su licencia.',
    hideLicense: 'Ocultar el número de licencia',
    dob: 'Fecha de nacimiento',
    dobHint: 'Por ejemplo 04 21 1985.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    lookingUp: 'Buscando su licencia…',
    found: 'Encontramos sus datos. Revise su nombre abajo.',
    notFound: 'No encontramos ningún conductor; escriba sus datos.',
    lookupFailed: 'No pudimos buscar su licencia en este momento. Puede escribir sus datos o intentarlo de nuevo.',
    kept: 'Encontramos su licencia. Su nombre queda como lo escribió.',
    imageRead: 'Completamos lo que dice su licencia. Revise su nombre y su fecha de nacimiento.',
  },
  override: {
    title: '¿Usar el nombre de la licencia?',
    text: 'Esta licencia pertenece a {first} {last}. ¿Desea usar ese nombre en lugar del que escribió?',
    yes: 'Sí, usar el nombre de la licencia',
    no: 'No, mantener el nombre que escribí',
  },
  driver2: {
    heading: '¿Cómo podemos comunicarnos con usted?',
    email: 'Correo electrónico',
    emailHint: 'Le enviaremos su cotización a esta dirección.',
    phone: 'Número de teléfono',
    phoneHint: '10 dígitos, por ejemplo 512-555-0100.',
    consent: 'Acepto que se comuniquen conmigo por teléfono, mensaje de texto o correo electrónico sobre mi cotización.',
  },
  driver3: {
    heading: '¿Dónde vive usted?',
    address: 'Dirección',
    address2: 'Apartamento, suite o unidad (opcional)',
    zip: 'Código postal',
    zipHint: '5 dígitos. Lo verificamos para encontrar su ciudad y su estado.',
    city: 'Ciudad',
    state: 'Estado',
    fromZip: 'Se completa a partir de su código postal.',
    checkingZip: 'Verificando su código postal…',
    zipFound: 'Código postal encontrado: {city}, {state}.',
    zipFailed: 'No pudimos verificar su código postal en este momento. Inténtelo de nuevo.',
    switchingEndpoint: 'Preparando el formulario de cotización de su estado…',
    endpointFailed: 'No pudimos preparar el formulario de cotización de su estado. Sus respuestas se guardan; inténtelo de nuevo.',
    gender: 'Sexo',
    female: 'Femenino',
    male: 'Masculino',
    marital: 'Estado civil',
    single: 'Soltero o soltera',
    married: 'Casado o casada',
    insured: '¿Tiene seguro de auto actualmente?',
    insuredYes: 'Sí, tengo seguro actualmente',
    insuredNo: 'No, no tengo seguro actualmente',
    licenseType: 'Tipo de licencia',
    licenseTypes: { us: 'Licencia de conducir de EE. UU.' },
    licenseId: 'Identificación de la licencia',
    licenseIdHint: 'El número de identificación que aparece en su licencia.',
    rentersAndHome: 'También me interesa un seguro de inquilino o de vivienda',
  },
  summary: {
    heading: 'Sus conductores',
    primary: 'Conductor principal',
    dob: 'Fecha de nacimiento',
    address: 'Dirección',
    removeTitle: '¿Eliminar a {first} {last}?',
    removeText: 'Este conductor ya no estará en su cotización.',
    removeYes: 'Sí',
    removeNo: 'No',
    add: 'Agregar un conductor',
    remove: 'Eliminar',
    additional: 'Conductor adicional',
    primaryFlag: 'Conductor principal',
    relation: 'Parentesco con usted',
    found: 'Encontrado con su licencia',
    anotherTitle: 'Conductor agregado',
    anotherText: '¿Desea agregar otro conductor?',
    anotherYes: 'Sí, agregar otro conductor',
    anotherNo: 'No, son todos',
  },
  driverDialog: {
    addTitle: 'Agregar un conductor',
    editTitle: 'Editar un conductor',
    firstName: 'Nombre',
    lastName: 'Apellido',
    dob: 'Fecha de nacimiento',
    dobHint: 'Por ejemplo 04 21 1985.',
    gender: 'Sexo',
    marital: 'Estado civil',
    license: 'Número de licencia de conducir (opcional)',
    licenseType: 'Tipo de licencia',
    primaryDriver: 'Este conductor también es conductor principal de la póliza',
    primaryHint: 'Un conductor principal no tiene parentesco con usted ni fecha de expedición que indicar.',
    relation: 'Parentesco con usted',
    relations: { spouse: 'Cónyuge', child: 'Hijo o hija', parent: 'Padre o madre', other: 'Otro' },
    issueDate: 'Fecha de expedición de la licencia (opcional)',
    issueDateHint: 'Como aparece en la licencia.',
    address: 'Dirección',
    addressHint: 'Completada con su dirección. Cámbiela si este conductor vive en otro lugar.',
    street: 'Dirección',
    address2: 'Apartamento, suite o unidad (opcional)',
    city: 'Ciudad',
    state: 'Estado',
    stateHint: '2 letras, por ejemplo TX.',
    zip: 'Código postal',
    save: 'Guardar conductor',
    cancel: 'Cancelar',
    invalidDob: 'Escriba una fecha de nacimiento real. Este conductor debe tener entre {0} y {1} años.',
    errors: {
      firstNameRequired: 'Escriba el nombre del conductor',
      firstNameShort: 'Escriba al menos 2 caracteres en el nombre',
      lastNameRequired: 'Escriba el apellido del conductor',
      lastNameShort: 'Escriba al menos 2 caracteres en el apellido',
      dobRequired: 'Escriba la fecha de nacimiento del conductor',
      genderRequired: 'Elija el sexo del conductor',
      maritalRequired: 'Elija el estado civil del conductor',
      relationRequired: 'Elija el parentesco de este conductor con usted',
      issueDateInvalid: 'Escriba una fecha de expedición real, como 04 21 2010, o déjela vacía',
      issueDateFuture: 'La fecha de expedición no puede ser futura',
      issueDateBeforeBirth: 'La fecha de expedición no puede ser anterior a la fecha de nacimiento',
      addressRequired: 'Escriba la dirección',
      addressShort: 'Escriba al menos 5 caracteres en la dirección',
      cityRequired: 'Escriba la ciudad',
      stateInvalid: 'Escriba el estado con 2 letras, como TX',
      zipInvalid: 'Escriba un código postal de 5 dígitos',
    },
  },
  vehicles: {
    heading: 'Sus vehículos',
    none: 'Todavía no hay vehículos. Agregue cada vehículo que desea asegurar.',
    name: '{maker} {model} {year}',
    vin: 'VIN',
    mileage: 'Millaje anual',
    add: 'Agregar un vehículo',
    remove: 'Eliminar',
    finding: 'Buscando los vehículos de su hogar…',
    found: 'Vehículos encontrados en su dirección',
    foundHint: 'Marque los que desea asegurar.',
    foundVehicle: '{vehicle}, VIN {vin}',
    addFound: 'Agregar los vehículos marcados',
    tickFirst: 'Marque al menos un vehículo para agregarlo.',
    needVehicle: 'Agregue al menos un vehículo para continuar.',
    removeTitle: '¿Eliminar el {vehicle}?',
    removeText: 'Ya no estará en su cotización.',
    removeYes: 'Sí, eliminarlo',
    removeNo: 'No, conservarlo',
  },
  mileageBands: {
    '10000': 'Hasta 12,000 millas',
    '12000': 'De 12,001 a 20,000 millas',
    '20000': 'Más de 20,000 millas',
  },
  vehicleDialog: {
    addTitle: 'Agregar un vehículo',
    editTitle: 'Editar un vehículo',
    vin: 'Número de identificación del vehículo (VIN)',
    vinHint:
      '17 letras y números, en su registro, su tarjeta de seguro o el lado del conductor del parabrisas. Ha escrito {count} de 17.',
    lookUp: 'Buscar',
    decoding: 'Buscando el VIN…',
    decoded: 'Encontrado: {vehicle}.',
    unknown: 'No encontramos un vehículo con este VIN. Revíselo, o elija el año, la marca y el modelo.',
    failed: 'No pudimos buscar el VIN en este momento. Inténtelo de nuevo.',
    useDropdowns: 'Elegir año, marca y modelo',
    useVin: 'Escribir un VIN',
    year: 'Año',
    make: 'Marca',
    model: 'Modelo',
    loadingYears: 'Cargando los años…',
    loadingMakes: 'Cargando las marcas…',
    loadingModels: 'Cargando los modelos…',
    loadingDetails: 'Buscando el vehículo…',
    chosen: 'Elegido: {vehicle}.',
    listFailed: 'No pudimos cargar esta lista en este momento. Inténtelo de nuevo.',
    mileageHint: 'Cuántas millas se maneja el vehículo en un año, más o menos.',
    save: 'Guardar el vehículo',
    cancel: 'Cancelar',
    needVehicle: 'Busque un VIN, o elija el año, la marca y el modelo, para guardar.',
    errors: {
      vinRequired: 'Escriba el VIN',
      vinLetters: 'Un VIN nunca tiene las letras O, I ni Q: escriba el número 0 o 1.',
      vinLength: 'Escriba las 17 letras y números del VIN',
      vinCheckDigit: 'Este VIN no es correcto: revise cada carácter.',
      mileageRequired: 'Elija el millaje anual',
    },
  },
  coverage: {
    heading: 'Elija su cobertura',
    loading: 'Cargando las coberturas de su estado…',
    failed: 'No pudimos cargar las coberturas en este momento. Inténtelo de nuevo.',
    term: 'Plazo de la póliza',
    months: '{months} meses',
    packages: 'Cobertura',
    packageCode: 'Paquete {code}',
    custom: 'Cobertura personalizada',
    customText: 'Elija usted cada cobertura y su límite.',
    customLegend: 'Sus coberturas',
    coverageLabel: '{name} ({code})',
    notIncluded: 'No incluida',
    deductible: 'Deducible de {amount}',
    recentVehicle:
      'Uno de sus vehículos tiene 5 años o menos. Le recomendamos la cobertura amplia y la de colisión: un prestamista o un arrendamiento suele exigirlas.',
    errors: {
      termRequired: 'Elija el plazo de la póliza',
      productRequired: 'Elija un paquete de cobertura o la cobertura personalizada',
      customRequired: 'Elija un límite para {coverage}',
    },
  },
  quotes: {
    loading: {
      heading: 'Buscando sus cotizaciones',
      panel: 'Su solicitud de cotización',
      messages: [
        'Pidiendo sus tarifas a nuestras aseguradoras…',
        'Comparando coberturas y precios para usted…',
        'Buscando descuentos para los que usted podría calificar…',
        'Poniendo primero sus mejores cotizaciones…',
      ],
      secondsLeft: { one: 'Falta alrededor de {seconds} segundo', other: 'Faltan alrededor de {seconds} segundos' },
      almostThere: 'Ya casi terminamos…',
      late: 'Esto está tardando más de lo habitual. Espere un momento, más aseguradoras están respondiendo.',
      answeredOf: { one: '{count} de {total} aseguradoras respondió', other: '{count} de {total} aseguradoras respondieron' },
      answered: { one: '{count} aseguradora respondió', other: '{count} aseguradoras respondieron' },
      soFar: 'Cotizaciones recibidas hasta ahora',
    },
    requoteTitle: 'Sus cotizaciones actualizadas',
    list: 'Sus cotizaciones',
    sortBy: 'Ordenar por',
    sortOptions: ['Precio: de menor a mayor', 'Precio: de mayor a menor', 'Compra en línea', 'Mejor calificadas', 'Pago mensual', 'Pago inicial', 'Precio total'],
    noneForSort: 'Ninguna de sus cotizaciones se puede comprar en línea. Elija otra opción de orden para verlas todas.',
    showMore: 'Mostrar más cotizaciones',
    showFewer: 'Mostrar menos cotizaciones',
    found: { one: 'Encontramos {count} cotización para usted.', other: 'Encontramos {count} cotizaciones para usted.' },
    sorted: { one: '{count} cotización, ordenada por {option}.', other: '{count} cotizaciones, ordenadas por {option}.' },
    nearestOffice: 'Encuentre su oficina más cercana',
    previousQuotes: 'Vea sus cotizaciones anteriores',
    chat: 'Chatea Con Nosotros',
    card: {
      term: { one: 'Póliza de {months} mes', other: 'Póliza de {months} meses' },
      payInFull: '{amount} pagado en su totalidad',
      monthly: { one: '{down} de pago inicial y luego {count} pago mensual de {amount}', other: '{down} de pago inicial y luego {count} pagos mensuales de {amount}' },
      biMonthly: { one: '{down} de pago inicial y luego {count} pago de {amount} dos meses después', other: '{down} de pago inicial y luego {count} pagos de {amount} cada dos meses' },
      call: 'Llame al {phone}',
      buyNow: 'Comprar ahora',
      buyNowFor: 'Comprar ahora con {carrier}',
      callMe: 'Llámenme',
      textMe: 'Envíenme un mensaje',
      contactMe: 'Comprar con un agente',
      actionsFor: 'Opciones para la cotización de {carrier}',
    },
    action: {
      working: 'Un momento…',
      confirmTitle: 'Lo estamos redirigiendo a {carrier}',
      confirmText: 'Está saliendo de nuestro sitio para terminar de comprar su póliza con {carrier}. Se abre en una pestaña nueva.',
      yes: 'Sí',
      no: 'No',
      frameTitle: '{carrier}: compre su póliza',
      openWindow: 'Abrir en una ventana nueva',
      close: 'Cerrar',
      dismiss: 'Cerrar esta ventana',
      unavailableTitle: 'No podemos abrir la página de {carrier}',
      unavailableText: 'La compra en línea no está disponible para esta cotización en este momento. Llámenos o chatee con nosotros y un agente la terminará con usted.',
      urlFailed: 'No pudimos comunicarnos con {carrier} en este momento. Inténtelo de nuevo o llámenos.',
      retry: 'Intentar de nuevo',
      contactedTitle: 'Recibimos su solicitud',
      calledText: 'Un agente lo llamará en breve sobre su cotización de {carrier}.',
      textedText: 'Un agente le enviará un mensaje en breve sobre su cotización de {carrier}.',
      contactFailed: 'No pudimos enviar su solicitud en este momento. Inténtelo de nuevo o llámenos.',
      feedbackQuestion: '¿Le fue útil?',
      feedbackYes: 'Sí',
      feedbackNo: 'No',
      thanks: '¡Gracias por su opinión!',
    },
    noQuotes: {
      heading: 'Lo sentimos, {name}. No pudimos encontrar una cotización en línea en este momento.',
      headingNoName: 'Lo sentimos. No pudimos encontrar una cotización en línea en este momento.',
      text: 'Nuestros agentes a menudo encuentran una póliza que las tarifas en línea no muestran. Inténtelo de nuevo, escríbanos por chat o visite su oficina más cercana.',
    },
  },
  affiliate: {
    loading: 'Obteniendo los datos que dio a nuestro socio…',
    missing: 'Los datos que nos envió nuestro socio no incluían: {fields}. Complételos abajo.',
  },
  consentSection: {
    heading: 'Antes de buscar sus tarifas',
    text: 'Revise cómo podemos comunicarnos con usted sobre su cotización y marque la casilla para aceptar.',
  },
  errors: {
    licenseModeRequired: 'Elija cómo desea comenzar',
    licenseRequired: 'Escriba su número de licencia de conducir',
    firstNameRequired: 'Escriba su nombre',
    firstNameShort: 'Escriba al menos 2 caracteres en su nombre',
    lastNameRequired: 'Escriba su apellido',
    lastNameShort: 'Escriba al menos 2 caracteres en su apellido',
    dobRequired: 'Escriba su fecha de nacimiento',
    monthInvalid: 'Escriba un mes del 1 al 12',
    dayInvalid: 'Escriba un día del 1 al 31',
    yearInvalid: 'Escriba un año de 4 dígitos desde 1920',
    emailRequired: 'Escriba su correo electrónico',
    emailInvalid: 'Escriba un correo electrónico como nombre@ejemplo.com',
    phoneRequired: 'Escriba su número de teléfono',
    phoneInvalid: 'Escriba un número de teléfono de 10 dígitos, como 512-555-0100',
    consentRequired: 'Marque la casilla para aceptar que nos comuniquemos con usted sobre su cotización',
    addressRequired: 'Escriba su dirección',
    addressShort: 'Escriba al menos 5 caracteres en su dirección',
    zipRequired: 'Escriba su código postal',
    zipInvalid: 'Escriba un código postal de 5 dígitos',
    zipUnchecked: 'Confirme su código postal: lo verificamos al salir del campo',
    genderRequired: 'Elija su sexo',
    maritalRequired: 'Elija su estado civil',
    insuredRequired: 'Indíquenos si tiene seguro de auto actualmente',
    licenseTypeRequired: 'Elija su tipo de licencia',
    licenseIdRequired: 'Escriba la identificación de su licencia',
  },
  configured: {
    invalidDob: 'Escriba una fecha de nacimiento real. El conductor principal debe tener entre {0} y {1} años.',
    zipNotAvailable: 'Todavía no ofrecemos cotizaciones en este código postal. Revíselo o pruebe con otro.',
    quotesTitle: 'Sus mejores cotizaciones',
  },
};

export const quoteText: Record<Lang, QuoteText> = { en, es };
