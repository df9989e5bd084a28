/**
 * The forgot-password page's texts in both languages at once (forgotPassword.en.ts,
 * forgotPassword.es.ts), for the studio, the screens descriptions and the tests. A page loads only
 * its own language, through forgotPassword.lazy.ts (src/i18n/catalog.ts).
 */
import type { Lang } from '../config/lang';
import { en, type ForgotPasswordText } from './forgotPassword.en';
import { es } from './forgotPassword.es';
import type { FlowText } from './texts';

export type { ForgotPasswordText } from './forgotPassword.en';

export const forgotPasswordText: Record<Lang, ForgotPasswordText> = { en, es };

/** The flow itself, for the studio and the charts (no page shows it, so it is not in the pages' catalog). */
export const forgotPasswordFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Forgot password',
      summary: 'An email, the existence check on the main endpoint then the California one, the reset email, and the same "message sent" view for every address.',
    },
  },
  es: {
    flow: {
      title: 'Olvidó su contraseña',
      summary: 'Un correo, la verificación de la cuenta en el servicio principal y luego en el de California, el correo de restablecimiento, y la misma vista de "mensaje enviado" para cualquier dirección.',
    },
  },
};
