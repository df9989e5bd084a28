/** What the office map shows in each state and what the user does, in the page's language. */
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { officeMapText } from '../../src/i18n/officeMap';
import type { FlowScreens } from '../../src/paths/screens';
import { officesFor } from '../../src/rules/officesContent';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function officeMapScreens(lang: Lang): FlowScreens {
  const t = officeMapText[lang];
  const offices = officesFor(lang);
  const region = { role: 'region', name: t.mapLabel };
  const list = { role: 'navigation', name: t.listTitle };
  const showButton = (index: number) => ({ role: 'button', name: fill(t.showOnMap, { office: offices[index]?.title ?? '' }) });
  const showing = new RegExp(`^${esc(t.showing).replace('\\{office\\}', '.+')}$`);
  return {
    transient: ['start', 'waiting', 'loading'],
    states: {
      start: [region],
      waiting: [region, { text: t.loading }],
      loading: [region, { text: t.loading }],
      // No key, or the script failed: said as text; no markers and no list.
      unavailable: [region, { text: t.configured.unavailable }, { ...list, absent: true }],
      // site-2.1, site-2.2: the map at its default view; the markers wait.
      pending: [region, { text: t.pending }, list, { ...showButton(0), disabled: true }],
      // site-2.2: every office's marker, and its button in the list.
      ready: [region, list, { ...showButton(0), disabled: false }, showButton(1), { text: fill(t.ready.other, { count: offices.length }) }],
      // site-2.3: the office shown on the map with its info window.
      selected: [region, list, { text: showing }],
    },
    actions: {
      'marker.select': (event) => {
        const index = 'index' in event && typeof event.index === 'number' ? event.index : 0;
        return [{ click: showButton(index) }];
      },
      'infoWindow.close': () => [{ press: 'Escape' }],
    },
  };
}
