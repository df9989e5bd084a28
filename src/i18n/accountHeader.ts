/**
 * The header account control's texts in both languages at once, for the shell drawn at build time
 * (src/shell.ts: the signed-out visitor's sign-in link), the studio, the screens and the tests. A
 * page loads only its own language, through accountHeader.lazy.ts, with the control's code.
 */
import type { Lang } from '../config/lang';
import { en, type AccountHeaderText } from './accountHeader.en';
import { es } from './accountHeader.es';
import type { FlowText } from './texts';

export type { AccountHeaderText } from './accountHeader.en';

export const accountHeaderText: Record<Lang, AccountHeaderText> = { en, es };

/** The flow itself, for the studio and the charts. */
export const accountHeaderFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Header account control',
      summary: 'On every page: the sign-in link for a visitor; for a signed-in customer, the name (from the profile) in a menu button whose menu holds sign-out.',
    },
  },
  es: {
    flow: {
      title: 'Control de cuenta del encabezado',
      summary: 'En cada página: el enlace para iniciar sesión de un visitante; para un cliente con sesión, su nombre (del perfil) en un botón de menú con la opción de cerrar sesión.',
    },
  },
};
