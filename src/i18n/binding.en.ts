/**
 * Text of online binding (portal-2.9, portal-2.10, portal-2.11, portal-5.5 to portal-5.16,
 * portal-8.8, portal-8.9): the page's sections (driver information, contact preference, additional
 * drivers, the underwriting questions, the final success) and contact verification (portal-4.20,
 * portal-4.21, portal-4.30, portal-9.15).
 *
 * English; its shape is the key type of both languages (binding.es.ts must match it, so a missing
 * translation does not compile). A page loads one language through binding.lazy.ts; binding.ts
 * holds both.
 */
export const en = {
  /** The page's own states: loading, no quote named, the transaction not read. */
  page: {
    loading: 'Loading your quote…',
    noQuoteTitle: 'We could not find your quote',
    noQuote: 'This page finishes a quote you already have. Open it from your quote, or start a new quote.',
    startQuote: 'Get a quote',
    failed: 'We could not load your quote right now.',
    retry: 'Try again',
    /** {n} of {total}: the section's place in the progress. */
    progress: 'Step {n} of {total}',
    progressLabel: 'Your progress',
    back: 'Back',
    next: 'Next',
    checking: 'Checking…',
    verifyAgain: 'Confirm your email and phone',
  },
  sections: {
    driver: 'Driver',
    contact: 'Contact',
    additional: 'Drivers',
    questions: 'Questions',
    success: 'Done',
  },
  driver: {
    heading: 'About you and your cars',
    /** {name}: the primary driver. */
    lead: 'Hi {name}. We need your licence number and date of birth to confirm who you are, and the VIN of each car.',
    licence: "Driver's licence number",
    licenceHint: 'As printed on your licence.',
    dob: 'Date of birth',
    /** {car}: year, make and model. */
    vin: 'VIN of the {car}',
    vinHint: '17 characters, on the windshield or your registration. Letters I, O and Q are not used.',
    car: 'Car',
    consentTitle: 'Paperless documents',
    checking: 'Checking your licence and cars…',
    failedTitle: 'We could not check your details',
    failed: 'Something went wrong while checking. Your answers are kept; please try again.',
    problemTitle: 'Please check your details',
  },
  contact: {
    heading: 'How should we contact you?',
    lead: 'Choose how you would like to hear from us about your policy.',
    legend: 'Contact preference',
    email: 'Email',
    text: 'Text message',
    phone: 'Phone call',
    required: 'Please choose how we should contact you.',
  },
  additional: {
    heading: 'Drivers on the policy',
    lead: 'Check the drivers in your household. Add anyone who drives your cars, or who should be excluded from the policy.',
    add: 'Add a driver',
    /** {name}: the driver. */
    edit: 'Edit {name}',
    remove: 'Remove {name}',
    /** portal-2.11: the question of the remove dialog; {first} and {last}. */
    removeTitle: 'Remove {first} {last} ?',
    removeBody: 'The driver leaves this policy.',
    yes: 'Yes',
    no: 'No',
    you: 'You',
    fromQuote: 'From your quote',
    addedHere: 'Added by you',
    excluded: 'Excluded',
    born: 'Born {date}',
    lookingUp: "Checking the drivers' licences…",
    dialogAdd: 'Add a driver',
    dialogEdit: 'Edit {name}',
    firstName: 'First name',
    lastName: 'Last name',
    dob: 'Date of birth',
    relation: 'Relationship to you',
    gender: 'Gender',
    marital: 'Marital status',
    licence: "Driver's licence number",
    status: 'Driver status',
    residence: 'Residence status',
    save: 'Save driver',
    cancel: 'Cancel',
    nameRequired: 'Please enter the first and last name (letters only).',
    firstNameRequired: 'Please enter the first name (letters only).',
    lastNameRequired: 'Please enter the last name (letters only).',
    /** {field}: the field's label. */
    chooseField: 'Please choose the {field}.',
    dobRequired: 'Please enter the date of birth.',
    problemsTitle: 'Please fix the drivers',
    lookupFailed: "We could not check the drivers' licences right now. Please try again.",
    relations: { 1: 'Spouse', 2: 'Child', 5: 'Parent', 3: 'Other relative', 4: 'Other, not related' },
    genders: { 0: 'Male', 1: 'Female' },
    maritals: { 1: 'Single', 0: 'Married' },
    statuses: { 0: 'Insured', 1: 'Excluded', 2: 'Excluded, unlicensed' },
    residences: { 0: 'Lives at home', 1: 'Student away from home', 2: 'Military', 3: 'Out of the country', 4: 'Other', 5: 'Deceased' },
  },
  /** Section 3's cars, below the drivers (portal-2.11, portal-2.12). */
  vehicles: {
    heading: 'Vehicles on the policy',
    lead: 'Check the cars on your policy. You can correct the VIN of a car from your quote, or add a car.',
    add: 'Add a vehicle',
    /** {car}: year, make and model. */
    edit: 'Edit {car}',
    remove: 'Remove {car}',
    /** portal-2.11: the question of the remove dialog; {year}, {make} and {model}. */
    removeTitle: 'Remove {year} {make} {model} ?',
    removeBody: 'The vehicle leaves this policy.',
    /** {vin}: the car's VIN. */
    vin: 'VIN {vin}',
    noVin: 'No VIN yet',
    fromQuote: 'From your quote',
    addedHere: 'Added by you',
    /** A car without year, make and model, by its place in the list ({n}). */
    unnamed: 'Vehicle {n}',
    lastVehicle: 'A policy needs at least one vehicle, so the last one cannot be removed.',
    dialogAdd: 'Add a vehicle',
    dialogEdit: 'Edit {car}',
    fromQuoteNote: 'The year, make and model come from your quote. You can correct the VIN.',
    year: 'Model year',
    /** {min} and {max}: the model years accepted. */
    yearHint: '4 digits, from {min} to {max}.',
    make: 'Make',
    makeHint: 'For example, Toyota.',
    model: 'Model',
    modelHint: 'For example, Camry.',
    vinLabel: 'VIN',
    save: 'Save vehicle',
    yearRequired: 'Please enter the model year (4 digits).',
    /** {min} and {max}: the model years accepted. */
    yearInvalid: 'Please enter a model year from {min} to {max}.',
    makeRequired: 'Please enter the make, for example Toyota.',
    makeInvalid: 'Please enter the make in letters and digits.',
    modelRequired: 'Please enter the model, for example Camry.',
    modelInvalid: 'Please enter the model in letters and digits.',
    vinDuplicate: 'This VIN is already on your policy.',
    problemsTitle: 'Please fix the vehicle',
  },
  questions: {
    heading: 'A few more questions',
    lead: 'Please answer each question about the drivers and cars on this policy.',
    loading: 'Loading the questions…',
    none: 'There are no more questions for this policy.',
    failed: 'We could not load the questions right now.',
    yes: 'Yes',
    no: 'No',
    choose: 'Choose one',
    problemsTitle: 'Please check your answers',
  },
  success: {
    heading: 'You are all set',
    lead: 'Thank you. Your details are confirmed and an agent will finish your policy. We will contact you the way you chose.',
    waiting: 'Your answers are saved. Please confirm your email and phone to finish.',
  },
  verification: {
    title: 'Confirm your email and phone',
    /** {email} and {phone}: where the codes went. */
    lead: 'We sent a code to {email} and a text message with a code to {phone}. Enter each code as it arrives; our agent checks them.',
    preparing: 'Getting your verification ready…',
    checking: 'Checking your verification…',
    emailCode: 'Code from the email',
    textCode: 'Code from the text message',
    codeHint: 'Digits only. You can paste the whole code.',
    /** {count}: tries left in this round; {total}: the tries of a round. */
    triesLeft: { one: '{count} of {total} tries left', other: '{count} of {total} tries left' },
    codeVerified: 'Verified.',
    codePending: 'Sent. Waiting for our agent to check it.',
    submit: 'Send codes',
    submitting: 'Sending your codes…',
    close: 'Close',
    waitingTitle: 'Our agent is checking your codes',
    waitingLead: 'This usually takes under a minute. Keep this window open and it will move on by itself as soon as the agent answers. If you would rather talk to someone, ask for a call back.',
    waitingStatus: 'Waiting for our agent to check your codes.',
    /** {count}: seconds left of the agent wait. */
    secondsLeft: { one: '{count} second left', other: '{count} seconds left' },
    waitAgain: 'Keep waiting',
    finishing: 'Saving your verification…',
    callBack: 'Request a call back',
    callingBack: 'Requesting a call back…',
    /** {phone}: the number the agent calls. */
    callBackRequested: 'Thank you. An agent will call you at {phone}.',
    callBackFailed: 'We could not request a call back right now. Please try again.',
    retry: 'Try again',
    failed: {
      read: 'We could not open your verification right now.',
      write: 'We could not send your codes. They are still here; please try again.',
      poll: 'We lost contact while waiting for the agent. Your codes were sent.',
      finish: 'We could not save your verification. Please try again.',
      note: 'We could not record your call back request. Please try again.',
    },
  },
  /** Defaults of the configured messages (portal-8.9: the binding flow's configured texts, exact words not shown). */
  configured: {
    /** The agent wait ran out. */
    agentValidation: 'Our agent has not checked your codes yet. You can keep waiting, or ask us to call you.',
    emailValidationFailed: 'The email code was not accepted. Please check the email and enter its code again.',
    textValidationFailed: 'The text message code was not accepted. Please check the text message and enter its code again.',
    emailAndTextValidationFailed: 'Neither code was accepted. Please check the email and the text message and enter both codes again.',
    multipleAttemptFailure: 'A code was not accepted too many times, so its tries start over. Please enter the latest code, or ask us to call you.',
    /** portal-8.8: the field messages. */
    requiredDriver: 'Please enter your licence number.',
    dateRequired: 'Please enter your date of birth.',
    notCorrect: 'The given data is not correct. Please check your licence number and date of birth.',
    vinRequired: 'Please enter the VIN.',
    vinInvalid: 'A VIN has 17 letters and digits (no I, O or Q).',
    vinWrong: 'We could not find this VIN. Please check it.',
    allFieldsRequired: 'Please fill in all the fields.',
    /** {0}-{1}: the age limits. */
    invalidDob: 'Please enter a valid date of birth. Drivers must be {0}-{1} years old.',
    consentRequired: 'Please agree to continue.',
    additionalDriverRequired: 'Please complete the details of each driver.',
    invalidLicence: 'The licence number does not match the driver: {names}.',
    invalidMarital: 'You are married: please add your spouse as a driver.',
    oddMarital: 'The married drivers do not add up: each married driver needs a spouse on the policy.',
    invalidSpouse: 'A spouse must be married, and there can be only one: check {names}.',
    /** {0}: the primary driver's first name. */
    questionsRequired: '{0}, please answer this question.',
  },
};

export type BindingText = typeof en;
