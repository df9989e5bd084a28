/** Text of the delay engine fixture (studio only). */
import type { Lang } from '../config/lang';

const en = {
  flow: { title: 'Engine fixture: delays', summary: 'A session that warns after 5 s and ends 5 s later unless extended.' },
  heading: 'Your session',
  active: 'Your session is active.',
  warning: 'Your session ends in 5 seconds.',
  extend: 'I need more time',
  ended: 'Your session ended.',
};

export type FixtureDelayText = typeof en;

const es: FixtureDelayText = {
  flow: { title: 'Fixture del motor: esperas', summary: 'Una sesión que avisa a los 5 s y termina 5 s después si no se extiende.' },
  heading: 'Su sesión',
  active: 'Su sesión está activa.',
  warning: 'Su sesión termina en 5 segundos.',
  extend: 'Necesito más tiempo',
  ended: 'Su sesión terminó.',
};

export const fixtureDelayText: Record<Lang, FixtureDelayText> = { en, es };
