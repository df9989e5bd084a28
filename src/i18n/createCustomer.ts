/**
 * The create-customer form's texts in both languages at once (createCustomer.en.ts,
 * createCustomer.es.ts), for the studio, the screens descriptions and the tests. A page loads only
 * its own language, through createCustomer.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type CreateCustomerText } from './createCustomer.en';
import { es } from './createCustomer.es';
import type { FlowText } from './texts';

export type { CreateCustomerConfiguredText, CreateCustomerText } from './createCustomer.en';

export const createCustomerText: Record<Lang, CreateCustomerText> = { en, es };

/** The flow itself, for the studio and the charts (no page shows it, so it is not in the pages' catalog). */
export const createCustomerFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Create customer',
      summary:
        'The create-customer form: the ZIP filling in city and state, the token fetch and the creation, then the configured page, or the server’s message or the default one with every field kept.',
    },
  },
  es: {
    flow: {
      title: 'Crear cliente',
      summary:
        'El formulario para crear un cliente: el código postal que completa ciudad y estado, el token y la creación, luego la página configurada, o el mensaje del servidor o el predeterminado con todos los campos conservados.',
    },
  },
};
