/** The contact-us widget's texts in Spanish ("usted"): the same keys as contactUs.en.ts, the type says so. */
import type { ContactUsText } from './contactUs.en';

export const es: ContactUsText = {
  tabsLabel: 'Formas de comunicarse con nosotros',
  tabs: { call: 'Llamar', text: 'Texto', chat: 'Chat', visit: 'Visitar' },
  call: {
    title: 'Llámenos',
    hoursTitle: 'Cuándo le atendemos (hora del centro)',
    days: { weekdays: 'De lunes a viernes', saturday: 'Sábado', sunday: 'Domingo' },
    closed: 'Cerrado',
  },
  text: {
    title: 'Envíenos un mensaje de texto',
    action: 'Enviar un texto al {phone}',
  },
  chat: {
    title: 'Converse con un agente',
    action: 'Iniciar un chat',
    unavailable: 'El chat no está disponible en este momento. Llámenos o envíenos un texto al {phone}.',
  },
  visit: {
    title: 'Visite una oficina',
    search: 'Encuentre una oficina cerca de usted',
    list: 'Ver todas las oficinas',
  },
  configured: {
    callLead: 'Agentes con licencia le atienden en español y en inglés.',
    textLead: 'Envíe un mensaje de texto al mismo número: un agente le responde en nuestro horario telefónico. Pueden aplicarse tarifas de mensajes y datos.',
    chatLead: 'Converse desde esta página con un agente con licencia, en español o en inglés, en nuestro horario telefónico.',
    visitLead: 'Nuestras oficinas en todo Texas le reciben sin cita.',
  },
};
