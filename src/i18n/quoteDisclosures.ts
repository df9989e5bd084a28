/**
 * The policy disclosure modals of the quote form (quote-2.31): the links' names and, per policy,
 * a title and a plain-language summary in a few short paragraphs (what is collected and why, who
 * sees it, how to stop texts). The agency's full legal texts are not in the specification; these
 * summaries are the project's own. Spanish uses "usted". Rendered as plain text paragraphs.
 */
import type { Lang } from '../config/lang';

export type DisclosureKey = 'informationDisclosure' | 'privacyPolicy' | 'smsPolicy';

export interface DisclosurePolicyText {
  /** The link's name, and the modal's title. */
  title: string;
  /** The summary, one paragraph per entry. */
  paragraphs: readonly string[];
}

export interface DisclosureTexts {
  /** The name of the group of links. */
  linksLabel: string;
  /** The button that closes the modal. */
  close: string;
  /** The modal's close button (×), named with the policy: "Close {title}". */
  closeNamed: string;
  policies: Record<DisclosureKey, DisclosurePolicyText>;
}

const en: DisclosureTexts = {
  linksLabel: 'Our policies',
  close: 'Close',
  closeNamed: 'Close {title}',
  policies: {
    informationDisclosure: {
      title: 'Information disclosure',
      paragraphs: [
        'To find you auto insurance quotes, we ask for your name, date of birth, contact details, address, driver’s license details, vehicles and the coverage you want.',
        'We send these details to the insurance companies we work with so they can give you a price. They may check public records, such as your driving and claims history, to do so.',
        'We use your email address and phone number to send you your quotes and to contact you about them. Some details about your visit, such as the pages you used, help us improve this website.',
        'We do not sell your information. We only share it with the insurance companies and service providers that help us give you quotes, or when the law requires it.',
      ],
    },
    privacyPolicy: {
      title: 'Privacy policy',
      paragraphs: [
        'We collect what you type in our forms, and basic details about your device and visit. We use them to give you quotes, to help you buy and manage a policy, and to keep our services safe.',
        'The people who see your information are our licensed agents and staff, the insurance companies that quote you, and service providers that work for us under contract. Each of them may use it only for that work.',
        'We keep your information while you are our customer and as long as the law requires. We protect it with security measures such as encrypted connections.',
        'You can ask us to see, correct or delete your information, or to stop marketing messages. Call us or visit one of our offices.',
      ],
    },
    smsPolicy: {
      title: 'SMS policy',
      paragraphs: [
        'If you agree, we send text messages about your quote, your policy and your payments to the mobile number you give us. You do not have to agree to texts to get a quote.',
        'How many messages you get depends on what you do with us. Message and data rates may apply.',
        'To stop text messages at any time, reply STOP. To get help, reply HELP or call us.',
        'Your mobile number and your agreement to receive texts are not sold or shared with other companies for their marketing.',
      ],
    },
  },
};

const es: DisclosureTexts = {
  linksLabel: 'Nuestras políticas',
  close: 'Cerrar',
  closeNamed: 'Cerrar {title}',
  policies: {
    informationDisclosure: {
      title: 'Divulgación de información',
      paragraphs: [
        'Para buscarle cotizaciones de seguro de auto, le pedimos su nombre, fecha de nacimiento, datos de contacto, dirección, datos de su licencia de conducir, vehículos y la cobertura que desea.',
        'Enviamos estos datos a las compañías de seguros con las que trabajamos para que le den un precio. Para ello, pueden consultar registros públicos, como su historial de manejo y de reclamos.',
        'Usamos su correo electrónico y su número de teléfono para enviarle sus cotizaciones y comunicarnos con usted sobre ellas. Algunos datos de su visita, como las páginas que usó, nos ayudan a mejorar este sitio.',
        'No vendemos su información. Solo la compartimos con las compañías de seguros y los proveedores de servicios que nos ayudan a darle cotizaciones, o cuando la ley lo exige.',
      ],
    },
    privacyPolicy: {
      title: 'Política de privacidad',
      paragraphs: [
        'Recopilamos lo que usted escribe en nuestros formularios y datos básicos de su dispositivo y de su visita. Los usamos para darle cotizaciones, ayudarle a comprar y administrar una póliza, y mantener seguros nuestros servicios.',
        'Ven su información nuestros agentes autorizados y nuestro personal, las compañías de seguros que le cotizan y los proveedores de servicios que trabajan para nosotros por contrato. Cada uno puede usarla solo para ese trabajo.',
        'Guardamos su información mientras usted sea nuestro cliente y el tiempo que la ley exija. La protegemos con medidas de seguridad, como conexiones cifradas.',
        'Usted puede pedirnos ver, corregir o borrar su información, o dejar de recibir mensajes de mercadeo. Llámenos o visite una de nuestras oficinas.',
      ],
    },
    smsPolicy: {
      title: 'Política de mensajes de texto (SMS)',
      paragraphs: [
        'Si usted lo acepta, le enviamos mensajes de texto sobre su cotización, su póliza y sus pagos al número de celular que nos dé. No necesita aceptar los mensajes para recibir una cotización.',
        'La cantidad de mensajes depende de lo que usted haga con nosotros. Pueden aplicarse tarifas por mensajes y datos.',
        'Para dejar de recibir mensajes de texto en cualquier momento, responda STOP. Para recibir ayuda, responda HELP o llámenos.',
        'Su número de celular y su aceptación de recibir mensajes no se venden ni se comparten con otras compañías para su mercadeo.',
      ],
    },
  },
};

/** quote-2.31: the policy disclosure texts, English and Spanish. */
export const disclosureText: Record<Lang, DisclosureTexts> = { en, es };
