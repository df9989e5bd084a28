/**
 * The set-new-password page's texts in both languages at once (setPassword.en.ts,
 * setPassword.es.ts), for the studio, the screens descriptions and the tests. A page loads only its
 * own language, through setPassword.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type SetPasswordText } from './setPassword.en';
import { es } from './setPassword.es';
import type { FlowText } from './texts';

export type { SetPasswordText, SetPasswordConfiguredText } from './setPassword.en';

export const setPasswordText: Record<Lang, SetPasswordText> = { en, es };

/** The flow itself, for the studio and the charts (no page shows it, so it is not in the pages' catalog). */
export const setPasswordFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Set a new password',
      summary: 'From the reset email\'s link: the new password twice with the live checklist, the main or California endpoint, then the changed-password view.',
    },
  },
  es: {
    flow: {
      title: 'Crear una nueva contraseña',
      summary: 'Desde el enlace del correo: la nueva contraseña dos veces con la lista de requisitos en vivo, el servicio principal o el de California, y la vista de contraseña cambiada.',
    },
  },
};
