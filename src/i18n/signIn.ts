/**
 * The sign-in form's texts in both languages at once (signIn.en.ts, signIn.es.ts), for the studio,
 * the screens descriptions and the tests. A page loads only its own language, through signIn.lazy.ts.
 */
import type { Lang } from '../config/lang';
import { en, type SignInText } from './signIn.en';
import { es } from './signIn.es';
import type { FlowText } from './texts';

export type { SignInText } from './signIn.en';

export const signInText: Record<Lang, SignInText> = { en, es };

/** The flow itself, for the studio and the charts. */
export const signInFlowText: Record<Lang, FlowText> = {
  en: {
    flow: {
      title: 'Sign in',
      summary: 'Email and password, remember me, show/hide password; the customer found on the main or the California endpoint, login, profile, then the welcome page.',
    },
  },
  es: {
    flow: {
      title: 'Iniciar sesión',
      summary: 'Correo y contraseña, recordarme, mostrar u ocultar la contraseña; el cliente buscado en el servicio principal o en el de California, inicio de sesión, perfil y la página de bienvenida.',
    },
  },
};
