/** The set-new-password page's texts in Spanish ("usted"): the same keys as setPassword.en.ts, the type says so. */
import type { SetPasswordText } from './setPassword.en';

export const es: SetPasswordText = {
  form: {
    password: 'Nueva contraseña',
    verify: 'Repita la nueva contraseña',
    show: 'Mostrar',
    showPassword: 'Mostrar la nueva contraseña',
    showVerify: 'Mostrar la contraseña repetida',
    submit: 'Guardar mi nueva contraseña',
    submitting: 'Guardando su nueva contraseña…',
  },
  checklist: {
    title: 'Su nueva contraseña necesita',
    length: 'De 6 a 12 caracteres',
    lowercase: 'Una letra minúscula',
    uppercase: 'Una letra mayúscula',
    digit: 'Un número',
    special: 'Un carácter especial, como ! # ? o $',
    met: 'cumplido',
    notMet: 'no cumplido',
  },
  errors: {
    summaryTitle: 'Hay un problema con su nueva contraseña',
    passwordRequired: 'Escriba una nueva contraseña',
    passwordInvalid: 'Su nueva contraseña todavía no tiene todo lo que pide la lista',
    verifyRequired: 'Repita su nueva contraseña',
  },
  newLink: 'Pedir un nuevo enlace',
  noLink: {
    title: 'Esta página necesita el enlace de su correo',
    body: 'Para crear una nueva contraseña, abra el enlace del correo que le enviamos. Si no tiene el correo, o su enlace ya no funciona, pida uno nuevo.',
    action: 'Pedir un correo para restablecer la contraseña',
  },
  changed: {
    title: 'Su contraseña ha sido cambiada',
    body: 'Ya puede iniciar sesión con su nueva contraseña.',
    signIn: 'Iniciar sesión',
  },
  configured: {
    mismatch: 'Las dos contraseñas no son iguales.',
    failure: 'No pudimos cambiar su contraseña. Es posible que el enlace haya vencido o que ya se haya usado. Inténtelo de nuevo o pida un nuevo enlace.',
  },
};
