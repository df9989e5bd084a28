/** Text of the form kit itself (src/ui/form): what every form says the same way. Spanish uses "usted". */
import type { Lang } from '../config/lang';

const en = {
  summaryTitle: 'There is a problem',
  errorPrefix: 'Error:',
  /** Next to a submit button that is unavailable while the form is invalid. */
  fixErrors: 'Complete every field correctly to continue.',
  month: 'Month',
  day: 'Day',
  year: 'Year',
  /** The first, empty choice of a select. */
  choose: 'Choose one',
  /** The button beside a checkbox that opens its policy. */
  readPolicy: 'Read the policy',
  close: 'Close',
};

export type FormText = typeof en;

const es: FormText = {
  summaryTitle: 'Hay un problema',
  errorPrefix: 'Error:',
  fixErrors: 'Complete todos los campos correctamente para continuar.',
  month: 'Mes',
  day: 'Día',
  year: 'Año',
  choose: 'Elija una opción',
  readPolicy: 'Lea la política',
  close: 'Cerrar',
};

export const formText: Record<Lang, FormText> = { en, es };
