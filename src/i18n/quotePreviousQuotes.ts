/**
 * Text of the previous quotes (views/quote/PreviousQuotes.tsx, quote 001 §2 "#previousQuotes", §4,
 * §8): the look-up, the list, the owner's dialog (quote-2.27) with its messages (quote-8.6), the
 * group's quotes and the requote. Spanish uses "usted". Placeholders: {date} a day, {count} a
 * number, {names} the drivers.
 */
import type { Lang } from '../config/lang';

const en = {
  title: 'Your previous quotes',
  lookup: {
    intro: 'Find the quotes we gave you: enter the phone number and date of birth you used.',
    phone: 'Phone number',
    phoneHint: 'For example 512-555-0100',
    dob: 'Date of birth',
    submit: 'Find my quotes',
    searching: 'Looking for your quotes…',
    phoneRequired: 'Enter your phone number.',
    phoneInvalid: 'Enter a 10-digit phone number, like 512-555-0100.',
    dobRequired: 'Enter your date of birth.',
    monthInvalid: 'Enter a month from 1 to 12.',
    dayInvalid: 'Enter a day from 1 to 31.',
    yearInvalid: 'Enter a four-digit year.',
    dobInvalid: 'Enter a real date of birth (ages {0} to {1}).',
  },
  failed: 'We could not look up your quotes. Please try again.',
  none: 'We found no quotes from the last {count} days for this phone number and date of birth.',
  list: {
    heading: 'Quotes from the last {count} days, newest first',
    quoted: 'Quoted on {date}',
    open: 'See the quotes of {date}',
  },
  retry: 'Try again',
  edit: 'Search again',
  newQuote: 'Start a new quote',
  opening: 'Opening your quotes…',
  groupFailed: 'We could not open these quotes. Please try again.',
  backToList: 'Back to the list',
  owner: {
    title: 'Confirm it’s you',
    intro: 'To see these quotes, enter the date of birth of the person the quote is for.',
    dob: 'Date of birth of the quote’s customer',
    submit: 'Confirm',
    checking: 'Checking…',
    mismatch: 'This date of birth does not match the quote’s customer.',
    attemptsLeft: { one: 'You have {count} attempt left.', other: 'You have {count} attempts left.' },
    failed: 'We could not check your date of birth. Please try again.',
    cancel: 'Cancel',
  },
  detail: {
    heading: 'Quotes of {date}',
    starts: 'Policy starting {date}',
    drivers: 'Drivers: {names}',
    /** quote-3.15: the quote's total, with its term in months when given; {amount} in the page's money. */
    total: { one: 'Total for {months} month: {amount}', other: 'Total for {months} months: {amount}' },
    totalNoTerm: 'Total: {amount}',
    /** The quote's vehicles: "2021 Honda Accord, 2019 Toyota Camry". */
    vehicles: 'Vehicles: {vehicles}',
    requote: 'Get new quote',
    requoteFor: 'Get a new quote for the policy starting {date}',
  },
  requoting: 'Getting your new quotes… This can take a few minutes.',
  requoteFailed: 'We could not get your new quotes. Please try again.',
  timedOut: 'Getting your new quotes is taking too long. Please try again.',
  backToQuotes: 'Back to these quotes',
  close: 'Back to the quote form',
};

export type PreviousQuotesText = typeof en;

const es: PreviousQuotesText = {
  title: 'Sus cotizaciones anteriores',
  lookup: {
    intro: 'Encuentre las cotizaciones que le dimos: ingrese el teléfono y la fecha de nacimiento que usó.',
    phone: 'Número de teléfono',
    phoneHint: 'Por ejemplo 512-555-0100',
    dob: 'Fecha de nacimiento',
    submit: 'Buscar mis cotizaciones',
    searching: 'Buscando sus cotizaciones…',
    phoneRequired: 'Ingrese su número de teléfono.',
    phoneInvalid: 'Ingrese un teléfono de 10 dígitos, como 512-555-0100.',
    dobRequired: 'Ingrese su fecha de nacimiento.',
    monthInvalid: 'Ingrese un mes del 1 al 12.',
    dayInvalid: 'Ingrese un día del 1 al 31.',
    yearInvalid: 'Ingrese un año de cuatro dígitos.',
    dobInvalid: 'Ingrese una fecha de nacimiento real (edades de {0} a {1}).',
  },
  failed: 'No pudimos buscar sus cotizaciones. Inténtelo de nuevo.',
  none: 'No encontramos cotizaciones de los últimos {count} días para este teléfono y fecha de nacimiento.',
  list: {
    heading: 'Cotizaciones de los últimos {count} días, las más recientes primero',
    quoted: 'Cotizada el {date}',
    open: 'Ver las cotizaciones del {date}',
  },
  retry: 'Intentar de nuevo',
  edit: 'Buscar de nuevo',
  newQuote: 'Empezar una cotización nueva',
  opening: 'Abriendo sus cotizaciones…',
  groupFailed: 'No pudimos abrir estas cotizaciones. Inténtelo de nuevo.',
  backToList: 'Volver a la lista',
  owner: {
    title: 'Confirme que es usted',
    intro: 'Para ver estas cotizaciones, ingrese la fecha de nacimiento de la persona a quien corresponde la cotización.',
    dob: 'Fecha de nacimiento del cliente de la cotización',
    submit: 'Confirmar',
    checking: 'Verificando…',
    mismatch: 'Esta fecha de nacimiento no coincide con la del cliente de la cotización.',
    attemptsLeft: { one: 'Le queda {count} intento.', other: 'Le quedan {count} intentos.' },
    failed: 'No pudimos verificar su fecha de nacimiento. Inténtelo de nuevo.',
    cancel: 'Cancelar',
  },
  detail: {
    heading: 'Cotizaciones del {date}',
    starts: 'Póliza que empieza el {date}',
    drivers: 'Conductores: {names}',
    total: { one: 'Total por {months} mes: {amount}', other: 'Total por {months} meses: {amount}' },
    totalNoTerm: 'Total: {amount}',
    vehicles: 'Vehículos: {vehicles}',
    requote: 'Obtener cotización nueva',
    requoteFor: 'Obtener una cotización nueva para la póliza que empieza el {date}',
  },
  requoting: 'Obteniendo sus cotizaciones nuevas… Puede tardar unos minutos.',
  requoteFailed: 'No pudimos obtener sus cotizaciones nuevas. Inténtelo de nuevo.',
  timedOut: 'Obtener sus cotizaciones nuevas está tardando demasiado. Inténtelo de nuevo.',
  backToQuotes: 'Volver a estas cotizaciones',
  close: 'Volver al formulario de cotización',
};

export const previousQuotesText: Record<Lang, PreviousQuotesText> = { en, es };
