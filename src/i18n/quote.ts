/**
 * Text of the quote form (quote 001 §2, §5), driver stage: the stage header and its progress,
 * driver1 (licence lookup, names, date of birth), driver2 (contact, consent), driver3 (address
 * with the ZIP lookup, gender, marital status, insurance, licence type) and the driver summary.
 * English is US English ("license"); Spanish uses "usted". The vehicle, policy and quote stages
 * add their texts when their screens come.
 */
import type { Lang } from '../config/lang';

const en = {
  /** The flow itself, for the studio and the charts. */
  flow: {
    title: 'Quote form',
    summary:
      'The multi-step quote form, driver stage: the main driver by license lookup or typed by hand, contact and consent, the address with its ZIP code looked up, and the driver summary, under the stage header and its progress bar.',
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
      'El formulario de cotización en varios pasos, etapa de conductores: el conductor principal por búsqueda de licencia o escrito a mano, contacto y consentimiento, la dirección con su código postal verificado, y el resumen de conductores, bajo el encabezado de etapas y su barra de progreso.',
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
