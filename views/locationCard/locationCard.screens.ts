/** What the location card shows in each state and what the user does, in the page's language. */
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { officesText } from '../../src/i18n/offices';
import type { FlowScreens } from '../../src/paths/screens';
import { officesFor } from '../../src/rules/officesContent';

export function locationCardScreens(lang: Lang): FlowScreens {
  const t = officesText[lang];
  // The model's page: Austin Downtown's (fixtures/models/locationCard.model.ts).
  const office = officesFor(lang)[0]!.title;
  const hours = { role: 'list', name: fill(t.hoursTitle, { office }) };
  const toggle = { role: 'button', name: t.hoursButton };
  return {
    transient: [],
    states: {
      hoursHidden: [toggle, { ...hours, absent: true }],
      // site-2.12: the list, today marked with the today label.
      hoursShown: [toggle, hours, { text: t.configured.todayLabel, within: hours }],
    },
    actions: {
      'hours.toggle': () => [{ click: toggle }],
    },
  };
}
