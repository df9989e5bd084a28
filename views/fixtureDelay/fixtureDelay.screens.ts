/** What the delay engine fixture shows in each state and what the user does. */
import type { Lang } from '../../src/config/lang';
import { fixtureDelayText } from '../../src/i18n/fixtureDelay';
import type { FlowScreens } from '../../src/paths/screens';

export function fixtureDelayScreens(lang: Lang): FlowScreens {
  const t = fixtureDelayText[lang];
  return {
    transient: [],
    states: {
      active: [{ text: t.active }, { role: 'button', name: t.extend, absent: true }],
      warning: [{ text: t.warning }, { role: 'button', name: t.extend }],
      ended: [{ text: t.ended }, { role: 'button', name: t.extend, absent: true }],
    },
    actions: {
      'session.extend': () => [{ click: { role: 'button', name: t.extend } }],
    },
  };
}
