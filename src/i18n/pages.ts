/**
 * Text of the pages themselves: each page's title, meta description, heading and lead, and the
 * static links around its widgets. src/pages/render.ts makes the English and the Spanish page of
 * every template in src/pages/pages.ts from these texts.
 */
import type { Lang } from '../config/lang';

/** What every page says about itself. */
export interface PageText {
  /** The document title (the tab and the search result). */
  title: string;
  /** The meta description (the search result's summary). */
  description: string;
  /** The page's one h1. */
  heading: string;
  /** The paragraph under the heading. */
  lead: string;
}

const en = {
  backHome: 'Back to the home page',
  /** The agency's phone line and hours (src/pages/contactInfo.ts; src/config/contact.ts has the number and hours). */
  contact: {
    phoneTitle: 'Call us',
    phoneLead: 'Licensed agents answer in English and Spanish.',
    hoursTitle: 'When we answer (Central Time)',
    days: { weekdays: 'Monday to Friday', saturday: 'Saturday', sunday: 'Sunday' },
    closed: 'Closed',
  },
  /** The coming-soon page's signup (a form drawn at build time, submitted natively; no script). */
  comingSoonSignup: {
    title: 'Hear from us when we come to your state',
    lead: 'Leave your email address and we will write to you when online quotes reach your state, with our monthly savings tips until then. Unsubscribe any time.',
    email: 'Email address',
    hint: 'For example name@example.com',
    submit: 'Notify me',
    thanks: 'Thank you! We will email you when online quotes reach your state.',
  },
  page: {
    home: {
      title: 'Bluebonnet Auto Insurance: fast auto insurance quotes',
      description: 'Compare auto insurance quotes from top carriers in minutes.',
      heading: 'Get a fast auto insurance quote',
      lead: 'Compare prices from top carriers in minutes, in English or Spanish.',
    },
    pay: {
      title: 'Make a payment | Bluebonnet Auto Insurance',
      description: 'Pay your auto insurance premium online without signing in.',
      heading: 'Make a payment',
      lead: 'Pay your auto insurance premium online without signing in. Enter the details as they appear on your policy.',
    },
    quote: {
      title: 'Your quote | Bluebonnet Auto Insurance',
      description: 'Start your auto insurance quote.',
      heading: 'Your auto insurance quote',
      lead: 'Tell us about your drivers, your vehicles and the coverage you want. Your answers are saved as you go.',
    },
    quoteCa: {
      title: 'Your California quote | Bluebonnet Auto Insurance',
      description: 'Start your California auto insurance quote.',
      heading: 'Your California auto insurance quote',
      lead: 'Tell us about your drivers, your vehicles and the coverage you want. In California we also ask each vehicle\'s annual mileage.',
    },
    comingSoon: {
      title: 'Coming soon to your state | Bluebonnet Auto Insurance',
      description: 'Online quotes are coming soon to your state.',
      heading: 'Coming soon to your state',
      lead: 'We do not offer online quotes in your state yet. We are working on it and will be there soon. Until then, an agent can help you by phone.',
    },
    signIn: {
      title: 'Sign in | Bluebonnet Auto Insurance',
      description: 'Sign in to your Bluebonnet Auto Insurance account.',
      heading: 'Sign in',
      lead: 'Sign in with the email address and password of your account.',
    },
    forgotPassword: {
      title: 'Forgot your password? | Bluebonnet Auto Insurance',
      description: 'Get an email with a link to set a new password for your account.',
      heading: 'Forgot your password?',
      lead: 'Enter the email address of your account and we will send you a link to set a new password.',
    },
    setPassword: {
      title: 'Set a new password | Bluebonnet Auto Insurance',
      description: 'Choose a new password for your account.',
      heading: 'Set a new password',
      lead: 'Choose a new password for your account.',
    },
    outOfState: {
      title: 'Insurance in your state | Bluebonnet Auto Insurance',
      description: 'Find the right site for auto insurance in your state.',
      heading: 'Insurance in your state',
      lead: 'We serve some states through a partner site. Here is where to go for yours.',
    },
    createCustomer: {
      title: 'Create your customer account | Bluebonnet Auto Insurance',
      description: 'Create your customer account and join our loyalty program.',
      heading: 'Create your customer account',
      lead: 'Tell us who you are and where you live. Every field is required.',
    },
    portal: {
      title: 'Your account | Bluebonnet Auto Insurance',
      description: 'Your policies, payments and profile.',
      heading: 'Your account',
      lead: 'See what you owe and when, pay a policy, and check the details of your policies.',
    },
    binding: {
      title: 'Finish your policy | Bluebonnet Auto Insurance',
      description: 'Confirm your details, answer a few questions and verify your email and phone to finish your policy.',
      heading: 'Finish your policy',
      lead: 'Confirm your details, answer a few questions and verify your email and phone. It takes about five minutes.',
    },
    esign: {
      title: 'Buy your policy | Bluebonnet Auto Insurance',
      description: 'Check your details, pay for your policy and sign it online.',
      heading: 'Buy your policy',
      lead: 'Check your drivers and your price, pay, and sign your policy online. We keep your place if you come back later.',
    },
    consent: {
      title: 'Your consent | Bluebonnet Auto Insurance',
      description: 'Review and give your consent.',
      heading: 'Your consent',
      lead: 'Please read each policy and tick its box to give your consent.',
    },
    contact: {
      title: 'Contact us | Bluebonnet Auto Insurance',
      description: 'Call a licensed agent in English or Spanish, or visit one of our offices in Texas.',
      heading: 'Contact us',
      lead: 'Talk to a licensed agent by phone, in English or Spanish, or visit one of our offices.',
    },
    formError: {
      title: 'We could not send your form | Bluebonnet Auto Insurance',
      description: 'Your form could not be sent.',
      heading: 'We could not send your form',
      lead: 'Something in the form looked automated, so it was not sent. If you filled it in yourself, please call us or try again later.',
    },
    insurance101: {
      title: 'Auto insurance 101 | Bluebonnet Auto Insurance',
      description: 'How an auto insurance estimate is made, the words of a policy explained, and a short video.',
      heading: 'Auto insurance 101',
      lead: 'What goes into an estimate, what the words on your policy mean, and a short video that walks you through a quote.',
    },
    offices: {
      title: 'Our offices in Texas | Bluebonnet Auto Insurance',
      description: 'Find the Bluebonnet Auto Insurance office nearest you: addresses, phone numbers and hours of every office in Texas.',
      heading: 'Our offices',
      lead: 'Visit us in person: every office, with its address, phone number and hours. Allow your location to see the one nearest you.',
    },
    locations: {
      title: 'Find an office near you | Bluebonnet Auto Insurance',
      description: 'Search by ZIP code or city for the Bluebonnet Auto Insurance offices nearest you.',
      heading: 'Find an office near you',
      lead: 'Enter a ZIP code or a city and state to see our six nearest offices and how far they are.',
    },
    /** The office pages' texts when an office page has none of its own (each has: src/pages/officePages.ts). */
    office: {
      title: 'Our office | Bluebonnet Auto Insurance',
      description: 'The address, phone number and hours of a Bluebonnet Auto Insurance office.',
      heading: 'Our office',
      lead: 'Address, phone number and hours, and the offices nearby.',
    },
    reviews: {
      title: 'Customer reviews | Bluebonnet Auto Insurance',
      description: 'What our customers say about our Texas offices on Google.',
      heading: 'Customer reviews',
      lead: 'Real reviews from Google of our offices in Austin, San Antonio and Houston.',
    },
    studio: {
      title: 'Studio | Bluebonnet Auto Insurance',
      description: 'The flows of the site as charts, their generated paths for QA, and live inspection of open pages.',
      heading: 'Studio',
      lead: 'Every flow of the site as a chart, its generated paths for QA, and live inspection of open pages.',
    },
  } satisfies Record<string, PageText>,
};

export type PagesText = typeof en;
/** A page of the site, named by its texts: a template without texts does not compile. */
export type PageId = keyof PagesText['page'];

const es: PagesText = {
  backHome: 'Volver a la página de inicio',
  contact: {
    phoneTitle: 'Llámenos',
    phoneLead: 'Agentes con licencia le atienden en español y en inglés.',
    hoursTitle: 'Cuándo le atendemos (hora del centro)',
    days: { weekdays: 'De lunes a viernes', saturday: 'Sábado', sunday: 'Domingo' },
    closed: 'Cerrado',
  },
  comingSoonSignup: {
    title: 'Sepa de nosotros cuando lleguemos a su estado',
    lead: 'Déjenos su correo electrónico y le escribiremos cuando las cotizaciones en línea lleguen a su estado, con nuestros consejos de ahorro mensuales mientras tanto. Cancele la suscripción cuando quiera.',
    email: 'Correo electrónico',
    hint: 'Por ejemplo nombre@ejemplo.com',
    submit: 'Avísenme',
    thanks: '¡Gracias! Le escribiremos cuando las cotizaciones en línea lleguen a su estado.',
  },
  page: {
    home: {
      title: 'Bluebonnet Auto Insurance: cotizaciones rápidas de seguro de auto',
      description: 'Compare cotizaciones de seguro de auto de las mejores aseguradoras en minutos.',
      heading: 'Obtenga una cotización rápida de seguro de auto',
      lead: 'Compare precios de las mejores aseguradoras en minutos, en inglés o en español.',
    },
    pay: {
      title: 'Hacer un pago | Bluebonnet Auto Insurance',
      description: 'Pague la prima de su seguro de auto en línea sin iniciar sesión.',
      heading: 'Hacer un pago',
      lead: 'Pague la prima de su seguro de auto en línea sin iniciar sesión. Escriba los datos tal como aparecen en su póliza.',
    },
    quote: {
      title: 'Su cotización | Bluebonnet Auto Insurance',
      description: 'Inicie su cotización de seguro de auto.',
      heading: 'Su cotización de seguro de auto',
      lead: 'Cuéntenos de sus conductores, sus vehículos y la cobertura que desea. Sus respuestas se guardan mientras avanza.',
    },
    quoteCa: {
      title: 'Su cotización en California | Bluebonnet Auto Insurance',
      description: 'Inicie su cotización de seguro de auto en California.',
      heading: 'Su cotización de seguro de auto en California',
      lead: 'Cuéntenos de sus conductores, sus vehículos y la cobertura que desea. En California también le pedimos el millaje anual de cada vehículo.',
    },
    comingSoon: {
      title: 'Próximamente en su estado | Bluebonnet Auto Insurance',
      description: 'Las cotizaciones en línea llegarán pronto a su estado.',
      heading: 'Próximamente en su estado',
      lead: 'Todavía no ofrecemos cotizaciones en línea en su estado. Estamos trabajando para llegar pronto. Mientras tanto, un agente puede ayudarle por teléfono.',
    },
    signIn: {
      title: 'Iniciar sesión | Bluebonnet Auto Insurance',
      description: 'Inicie sesión en su cuenta de Bluebonnet Auto Insurance.',
      heading: 'Iniciar sesión',
      lead: 'Inicie sesión con el correo electrónico y la contraseña de su cuenta.',
    },
    forgotPassword: {
      title: '¿Olvidó su contraseña? | Bluebonnet Auto Insurance',
      description: 'Reciba un correo con un enlace para crear una nueva contraseña para su cuenta.',
      heading: '¿Olvidó su contraseña?',
      lead: 'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para crear una nueva contraseña.',
    },
    setPassword: {
      title: 'Crear una nueva contraseña | Bluebonnet Auto Insurance',
      description: 'Elija una nueva contraseña para su cuenta.',
      heading: 'Crear una nueva contraseña',
      lead: 'Elija una nueva contraseña para su cuenta.',
    },
    outOfState: {
      title: 'Seguro en su estado | Bluebonnet Auto Insurance',
      description: 'Encuentre el sitio indicado para el seguro de auto en su estado.',
      heading: 'Seguro en su estado',
      lead: 'En algunos estados atendemos a través de un sitio asociado. Aquí le decimos adónde ir en el suyo.',
    },
    createCustomer: {
      title: 'Cree su cuenta de cliente | Bluebonnet Auto Insurance',
      description: 'Cree su cuenta de cliente y únase a nuestro programa de lealtad.',
      heading: 'Cree su cuenta de cliente',
      lead: 'Díganos quién es y dónde vive. Todos los campos son obligatorios.',
    },
    portal: {
      title: 'Su cuenta | Bluebonnet Auto Insurance',
      description: 'Sus pólizas, pagos y perfil.',
      heading: 'Su cuenta',
      lead: 'Vea cuánto debe y cuándo, pague una póliza y revise los detalles de sus pólizas.',
    },
    binding: {
      title: 'Termine su póliza | Bluebonnet Auto Insurance',
      description: 'Confirme sus datos, responda algunas preguntas y verifique su correo y su teléfono para terminar su póliza.',
      heading: 'Termine su póliza',
      lead: 'Confirme sus datos, responda algunas preguntas y verifique su correo y su teléfono. Toma unos cinco minutos.',
    },
    esign: {
      title: 'Compre su póliza | Bluebonnet Auto Insurance',
      description: 'Revise sus datos, pague su póliza y fírmela en línea.',
      heading: 'Compre su póliza',
      lead: 'Revise sus conductores y su precio, pague y firme su póliza en línea. Guardamos su avance si regresa más tarde.',
    },
    consent: {
      title: 'Su consentimiento | Bluebonnet Auto Insurance',
      description: 'Revise y dé su consentimiento.',
      heading: 'Su consentimiento',
      lead: 'Lea cada política y marque su casilla para dar su consentimiento.',
    },
    contact: {
      title: 'Contáctenos | Bluebonnet Auto Insurance',
      description: 'Llame a un agente con licencia en español o en inglés, o visite una de nuestras oficinas en Texas.',
      heading: 'Contáctenos',
      lead: 'Hable por teléfono con un agente con licencia, en español o en inglés, o visite una de nuestras oficinas.',
    },
    formError: {
      title: 'No pudimos enviar su formulario | Bluebonnet Auto Insurance',
      description: 'No se pudo enviar su formulario.',
      heading: 'No pudimos enviar su formulario',
      lead: 'Algo en el formulario parecía automático, así que no se envió. Si usted lo completó, llámenos o inténtelo de nuevo más tarde.',
    },
    insurance101: {
      title: 'Seguro de auto básico | Bluebonnet Auto Insurance',
      description: 'Cómo se hace un estimado de seguro de auto, las palabras de una póliza explicadas y un video breve.',
      heading: 'Seguro de auto básico',
      lead: 'Qué entra en un estimado, qué significan las palabras de su póliza y un video breve que lo guía por una cotización.',
    },
    offices: {
      title: 'Nuestras oficinas en Texas | Bluebonnet Auto Insurance',
      description: 'Encuentre la oficina de Bluebonnet Auto Insurance más cercana: direcciones, teléfonos y horarios de todas las oficinas en Texas.',
      heading: 'Nuestras oficinas',
      lead: 'Visítenos en persona: cada oficina con su dirección, teléfono y horario. Permita su ubicación para ver la más cercana.',
    },
    locations: {
      title: 'Encuentre una oficina cerca de usted | Bluebonnet Auto Insurance',
      description: 'Busque por código postal o ciudad las oficinas de Bluebonnet Auto Insurance más cercanas.',
      heading: 'Encuentre una oficina cerca de usted',
      lead: 'Escriba un código postal o una ciudad y estado para ver nuestras seis oficinas más cercanas y a qué distancia están.',
    },
    office: {
      title: 'Nuestra oficina | Bluebonnet Auto Insurance',
      description: 'La dirección, el teléfono y el horario de una oficina de Bluebonnet Auto Insurance.',
      heading: 'Nuestra oficina',
      lead: 'Dirección, teléfono y horario, y las oficinas cercanas.',
    },
    reviews: {
      title: 'Reseñas de clientes | Bluebonnet Auto Insurance',
      description: 'Lo que dicen nuestros clientes en Google sobre nuestras oficinas en Texas.',
      heading: 'Reseñas de clientes',
      lead: 'Reseñas reales de Google de nuestras oficinas en Austin, San Antonio y Houston.',
    },
    studio: {
      title: 'Estudio | Bluebonnet Auto Insurance',
      description: 'Los flujos del sitio como diagramas, sus recorridos generados para QA y la inspección en vivo de las páginas abiertas.',
      heading: 'Estudio',
      lead: 'Cada flujo del sitio como diagrama, sus recorridos generados para QA y la inspección en vivo de las páginas abiertas.',
    },
  },
};

export const pagesText: Record<Lang, PagesText> = { en, es };
