/** Text of the delay engine fixture (studio only). */
import type { Lang } from '../config/lang';

const en = {
  flow: { title: 'Engine fixture: delays', summary: 'A session that warns after 12 s and ends when its 55 s window passes, unless extended.' },
  heading: 'Your session',
  active: 'Your session is active.',
  warning: 'Your session ends in 43 seconds.',
  extend: 'I need more time',
  ended: 'Your session ended.',
};

export type FixtureDelayText = typeof en;

const es: FixtureDelayText = {
  flow: { title: 'Fixture del motor: esperas', summary: 'Una sesión que avisa a los 12 s y termina cuando pasa su plazo de 55 s, si no se extiende.' },
  heading: 'Su sesión',
  active: 'Su sesión está activa.',
  warning: 'Su sesión termina en 43 segundos.',
  extend: 'Necesito más tiempo',
  ended: 'Su sesión terminó.',
};

export const fixtureDelayText: Record<Lang, FixtureDelayText> = { en, es };
