/** The forgot-password page's texts in Spanish ("usted"): the same keys as forgotPassword.en.ts, the type says so. */
import type { ForgotPasswordText } from './forgotPassword.en';

export const es: ForgotPasswordText = {
  form: {
    email: 'Correo electrónico',
    emailHint: 'La dirección de su cuenta, por ejemplo nombre@ejemplo.com',
    submit: 'Envíenme un enlace',
    sending: 'Enviando…',
  },
  errors: {
    summaryTitle: 'Hay un problema con su correo electrónico',
    emailRequired: 'Escriba su correo electrónico',
    emailInvalid: 'Escriba un correo electrónico como nombre@ejemplo.com',
  },
  failed: 'No pudimos enviar el correo en este momento. Inténtelo de nuevo en unos momentos.',
  limited: 'Ya se han pedido varios correos para esta dirección. Revise su bandeja de entrada y la carpeta de correo no deseado, o inténtelo de nuevo en una hora.',
  wait: {
    started: 'Se pidieron varios correos seguidos. Espere un momento antes de volver a pedirlo.',
    seconds: { one: 'Puede volver a pedirlo en {seconds} segundo.', other: 'Puede volver a pedirlo en {seconds} segundos.' },
    over: 'Ya puede volver a pedirlo.',
  },
  sent: {
    title: 'Revise su correo',
    body: 'Si {email} es la dirección de una cuenta, le enviamos un enlace para crear una nueva contraseña.',
    hint: 'El enlace funciona por un tiempo limitado. Si el correo no llega en unos minutos, revise su carpeta de correo no deseado o vuelva a pedirlo.',
    signIn: 'Volver a iniciar sesión',
  },
  configured: {},
};
