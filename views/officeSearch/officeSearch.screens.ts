/** What the location search shows in each state and what the user does, in the page's language. */
import type { Lang } from '../../src/config/lang';
import { officesText } from '../../src/i18n/offices';
import { officesFor } from '../../src/rules/officesContent';
import type { FlowScreens } from '../../src/paths/screens';
import { milesText, searchResults } from '../../src/rules/offices';

/** What the geocoder call gave the chart (services/geo.ts `GeocodeFound`, which a view may not import). */
type Found = { found: true; latitude: number; longitude: number } | { found: false };

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function officeSearchScreens(lang: Lang): FlowScreens {
  const t = officesText[lang];
  const box = { role: 'searchbox', name: t.searchLabel };
  const button = { role: 'button', name: t.searchButton };
  const resultsHeading = { role: 'heading', name: new RegExp(`^${esc(t.resultsTitle).replace('\\{query\\}', '.+')}$`) };
  return {
    transient: ['searching'],
    states: {
      idle: [box, button, { text: t.searchPrompt }, { role: 'alert', absent: true }],
      // site-5.2: the configured error; nothing is called.
      invalid: [box, { role: 'alert' }, { text: t.configured.invalidQuery }],
      searching: [{ ...button, busy: true }],
      // site-2.6, site-2.8: the nearest office first, with its miles.
      results: (seen) => {
        const found = seen.done<Found>('geocode');
        const first = found.found ? searchResults(found, officesFor(lang))[0] : undefined;
        return [
          resultsHeading,
          ...(first ? [{ role: 'link', name: first.office.title }, { text: milesText(first.miles, t.miles, lang) }] : []),
          { role: 'alert', absent: true },
        ];
      },
      // site-8.5: the configured error, and the list is reset.
      failed: [box, { role: 'alert' }, { text: t.configured.searchError }, { ...resultsHeading, absent: true }],
    },
    actions: {
      'search.submit': (event, fields) => {
        const query = fields.q ?? ('query' in event && typeof event.query === 'string' ? event.query : '');
        return [{ fill: box, value: query }, { click: button }];
      },
    },
  };
}
