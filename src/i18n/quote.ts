/**
 * Text of the quote form (quote 001 §2, §5), driver stage: the stage header and its progress,
 * driver1 (licence lookup, names, date of birth), driver2 (contact, consent), driver3 (address
 * with the ZIP lookup, gender, marital status, insurance, licence type) and the driver summary.
 * English is US English ("license"); Spanish uses "usted". Then the vehicle stage (the list, the
 * household's vehicles, the add/edit dialog), the policy stage (term, packages, custom coverage)
 * and the last screen before the rate request; the quote stage adds its texts when it comes.
 */
import type { Lang } from '../config/lang';

const en = {
  /** The flow itself, for the studio and the charts. */
  flow: {
    title: 'Quote form',
    summary:
      'The multi-step quote form: the main driver by license lookup or typed by hand, contact and consent, the address with its ZIP code looked up, the driver summary, the vehicles (by VIN or by year, make and model, and the household\'s vehicles to tick) and the coverage (a package or custom coverage), under the stage header and its progress bar.',
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
    /** quote-2.6, quote-4.9: the licence-source modes offered (upload and scan are not offered yet). */
    modes: {
      dl: 'With my driver’s license number',
      nondl: 'I don’t have a driver’s license number to enter',
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
    /** quote-2.24: the remove-driver confirmation's title (the remove button comes with add-driver). */
    removeTitle: 'Remove {first} {last} ?',
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
  /** Every answer given (the rate request is the next part). */
  ready: {
    heading: 'Your answers are saved',
    text: 'Your answers are saved. Next we get your rates.',
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
  },
};

export type QuoteText = typeof en;
export type QuoteConfiguredText = QuoteText['configured'];

const es: QuoteText = {
  flow: {
    title: 'Formulario de cotización',
    summary:
      'El formulario de cotización en varios pasos: el conductor principal por búsqueda de licencia o escrito a mano, contacto y consentimiento, la dirección con su código postal verificado, el resumen de conductores, los vehículos (por VIN o por año, marca y modelo, y los vehículos del hogar para marcar) y la cobertura (un paquete o cobertura personalizada), bajo el encabezado de etapas y su barra de progreso.',
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
  ready: {
    heading: 'Sus respuestas están guardadas',
    text: 'Sus respuestas están guardadas. Ahora buscamos sus tarifas.',
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
  },
};

export const quoteText: Record<Lang, QuoteText> = { en, es };
