/** The sign-in form's texts in Spanish ("usted"): the same keys as signIn.en.ts, the type says so. */
import type { SignInText } from './signIn.en';

export const es: SignInText = {
  formLabel: 'Inicie sesión en su cuenta',
  emailLabel: 'Correo electrónico',
  passwordLabel: 'Contraseña',
  showPassword: 'Mostrar contraseña',
  remember: 'Recordarme',
  rememberHint: 'Guardamos su correo electrónico en este dispositivo durante 7 días. Su navegador puede guardar su contraseña.',
  submit: 'Iniciar sesión',
  submitting: 'Iniciando su sesión…',
  leaving: 'Ya inició sesión. Llevándolo a su cuenta…',
  welcome: 'Bienvenido, {name}. Llevándolo a su cuenta…',
  forgotPassword: '¿Olvidó su contraseña?',
  summaryTitle: 'Hay un problema',
  errors: {
    emailRequired: 'Escriba su correo electrónico',
    emailPattern: 'Escriba un correo electrónico como nombre@ejemplo.com',
    passwordRequired: 'Escriba su contraseña',
  },
  unavailable: 'No pudimos iniciar su sesión en este momento. Inténtelo de nuevo en unos minutos.',
  wait: {
    started: 'Demasiados intentos seguidos. Espere un momento antes de intentarlo de nuevo.',
    seconds: { one: 'Puede intentarlo de nuevo en {seconds} segundo.', other: 'Puede intentarlo de nuevo en {seconds} segundos.' },
    over: 'Ya puede intentarlo de nuevo.',
  },
  locked: 'El inicio de sesión con este correo electrónico está en pausa tras demasiados intentos. Inténtelo más tarde, restablezca su contraseña o llámenos.',
  configured: {
    signInError: 'No pudimos iniciar su sesión con ese correo electrónico y esa contraseña. Revíselos e inténtelo de nuevo, o restablezca su contraseña.',
  },
};
