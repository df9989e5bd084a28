/** What the lite video shows in each state and what the user does, in the page's language. */
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { liteVideoText } from '../../src/i18n/liteVideo';
import type { FlowScreens } from '../../src/paths/screens';

export function liteVideoScreens(lang: Lang): FlowScreens {
  const t = liteVideoText[lang];
  // The model's page shows the catalog's example video.
  const { title } = t.example;
  const play = { role: 'button', name: fill(t.configured.playLabel, { title }) };
  return {
    transient: [],
    states: {
      inactive: [{ role: 'figure', name: title }, play, { text: t.provider }],
      // Activated once: the button is gone for good, the player (an iframe named by the title) is in its place.
      active: [{ role: 'figure', name: title }, { ...play, absent: true }],
    },
    actions: {
      'video.play': () => [{ click: play }],
    },
  };
}
