/** Text of the three-attempt engine fixture (studio only). */
import type { Lang } from '../config/lang';

const en = {
  flow: { title: 'Engine fixture: three attempts', summary: 'A code checked by a call; the third wrong code locks the form.' },
  heading: 'Enter your code',
  codeLabel: 'Code',
  submit: 'Check the code',
  checking: 'Checking your code…',
  wrong: 'That code is wrong. Attempts left: {n}.',
  callFailed: 'We could not check the code. Please try again.',
  verified: 'Your code is confirmed.',
  lockedOut: 'Three wrong codes. The form is locked.',
};

export type FixtureVerifierText = typeof en;

const es: FixtureVerifierText = {
  flow: { title: 'Fixture del motor: tres intentos', summary: 'Un código verificado por una llamada; el tercer código incorrecto bloquea el formulario.' },
  heading: 'Ingrese su código',
  codeLabel: 'Código',
  submit: 'Verificar el código',
  checking: 'Verificando su código…',
  wrong: 'Ese código es incorrecto. Intentos restantes: {n}.',
  callFailed: 'No pudimos verificar el código. Inténtelo de nuevo.',
  verified: 'Su código está confirmado.',
  lockedOut: 'Tres códigos incorrectos. El formulario está bloqueado.',
};

export const fixtureVerifierText: Record<Lang, FixtureVerifierText> = { en, es };
