/** What the location search shows in each state and what the user does, in the page's language. */
import type { Lang } from '../../src/config/lang';
import { officeMapText } from '../../src/i18n/officeMap';
import { officesText } from '../../src/i18n/offices';
import { officesFor } from '../../src/rules/officesContent';
import type { FlowScreens } from '../../src/paths/screens';
import { milesText, searchResults } from '../../src/rules/offices';

/** What the geocoder call gave the chart (services/geo.ts `GeocodeFound`, which a view may not import). */
type Found = { found: true; latitude: number; longitude: number } | { found: false };

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function officeSearchScreens(lang: Lang): FlowScreens {
  const t = officesText[lang];
  const m = officeMapText[lang];
  const mapRegion = { role: 'region', name: t.searchMapLabel };
  // An office found, shown on the map: its button in the list (the n-th office found).
  const showOnMap = new RegExp(`^${esc(m.showOnMap).replace('\\{office\\}', '.+')}$`);
  const showing = new RegExp(`^${esc(m.showing).replace('\\{office\\}', '.+')}$`);
  const box = { role: 'searchbox', name: t.searchLabel };
  const button = { role: 'button', name: t.searchButton };
  const resultsHeading = { role: 'heading', name: new RegExp(`^${esc(t.resultsTitle).replace('\\{query\\}', '.+')}$`) };
  return {
    transient: ['search.searching', 'map.start', 'map.waiting', 'map.loading'],
    states: {
      'search.idle': [box, button, { text: t.searchPrompt }, { role: 'alert', absent: true }],
      // site-5.2: the configured error; nothing is called.
      'search.invalid': [box, { role: 'alert' }, { text: t.configured.invalidQuery }],
      'search.searching': [{ ...button, busy: true }],
      // site-2.6, site-2.8: the nearest office first, with its miles.
      'search.results': (seen) => {
        const found = seen.done<Found>('geocode');
        const first = found.found ? searchResults(found, officesFor(lang))[0] : undefined;
        return [
          resultsHeading,
          ...(first ? [{ role: 'link', name: first.office.title }, { text: milesText(first.miles, t.miles, lang) }] : []),
          { role: 'alert', absent: true },
        ];
      },
      // site-8.5: the configured error, and the list is reset.
      'search.failed': [box, { role: 'alert' }, { text: t.configured.searchError }, { ...resultsHeading, absent: true }],
      // The map's area: loading, then the map; without a key or script, the configured text (the search works the same).
      'map.start': [mapRegion],
      'map.waiting': [mapRegion, { text: m.loading, within: mapRegion }],
      'map.loading': [mapRegion, { text: m.loading, within: mapRegion }],
      'map.unavailable': [mapRegion, { text: t.configured.mapUnavailable }, { role: 'button', name: showOnMap, absent: true }],
      // site-2.6, site-2.7: the map, at the search's view; no info window open.
      'map.shown': [mapRegion, { text: m.loading, absent: true }, { text: t.configured.mapUnavailable, absent: true }, { text: showing, absent: true }],
      // site-2.6: an office found, shown on the map with its info window.
      'map.selected': [mapRegion, { text: showing }],
    },
    actions: {
      'marker.select': (event) => {
        const index = 'index' in event && typeof event.index === 'number' ? event.index : 0;
        return [{ click: { role: 'button', name: showOnMap, nth: index } }];
      },
      'infoWindow.close': () => [{ press: 'Escape' }],
      'search.submit': (event, fields) => {
        const query = fields.q ?? ('query' in event && typeof event.query === 'string' ? event.query : '');
        return [{ fill: box, value: query }, { click: button }];
      },
    },
  };
}
