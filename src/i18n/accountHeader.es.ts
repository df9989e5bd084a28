/** The header account control's texts in Spanish ("usted"): the same keys as accountHeader.en.ts. */
import type { AccountHeaderText } from './accountHeader.en';

export const es: AccountHeaderText = {
  signIn: 'Iniciar sesión',
  myAccount: 'Mi cuenta',
  menuLabel: 'menú de la cuenta',
  signedInAs: 'Sesión iniciada como {email}',
  portal: 'Sus pólizas y recompensas',
  signOut: 'Cerrar sesión',
  signingOut: 'Cerrando su sesión…',
  configured: {},
};
