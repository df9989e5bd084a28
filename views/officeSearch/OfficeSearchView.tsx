/**
 * The location page's search (site §2 "Location map page with search"): a labelled search box
 * (a ZIP or "City, ST", site-5.2), then at most 6 offices nearest the searched point, each with
 * its miles (site-2.6, site-2.8). A refused search, or one that finds nothing or fails, shows the
 * configured error (an alert tied to the box) and an empty list (site-5.2, site-8.5).
 * What was typed stays in the box. Beside the list (below it on a phone), the map of the search
 * (./SearchMap.tsx); each office found has a button that opens its info window there.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback, useId, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { OfficeSearchMachine } from '../../machines/officeSearch.machine';
import { fill, intlLocale, type Lang } from '../../src/i18n';
import type { OfficesText } from '../../src/i18n/offices';
import { milesText, officeAddressLine } from '../../src/rules/offices';
import { Button, LiveRegion } from '../../src/ui';
import { OfficeMapTextsProvider, useOfficeMapTexts } from '../offices/mapTexts';
import { useInfoWindowFocus } from '../offices/useInfoWindowFocus';
import { OfficeLinks } from '../offices/OfficeLinks';
import { OfficesTextsProvider, useOfficesTexts } from '../offices/texts';
import { OfficeSearchFlow } from './OfficeSearchFlow';
import { SearchMap } from './SearchMap';

type Snap = SnapshotFrom<OfficeSearchMachine>;

export interface OfficeSearchViewProps {
  lang: Lang;
  config: { messages: Partial<OfficesText['configured']> };
}

export function OfficeSearchView({ lang, config }: OfficeSearchViewProps) {
  return (
    <OfficesTextsProvider lang={lang} messages={config.messages}>
      <OfficeMapTextsProvider lang={lang}>
        <OfficeSearch />
      </OfficeMapTextsProvider>
    </OfficesTextsProvider>
  );
}

const selectView = (s: Snap) => ({
  query: s.context.query,
  busy: s.hasTag('loading'),
  invalid: s.matches({ search: 'invalid' }),
  failed: s.matches({ search: 'failed' }),
  results: s.matches({ search: 'results' }),
  idle: s.matches({ search: 'idle' }),
  map: s.hasTag('map'),
  selected: s.context.selected,
});
const selectResults = (s: Snap) => s.context.results;

function OfficeSearch() {
  const { t, lang } = useOfficesTexts();
  const { t: m } = useOfficeMapTexts();
  const actor = OfficeSearchFlow.useActorRef();
  const v = useSelector(actor, selectView, shallowEqual);
  const results = useSelector(actor, selectResults);
  const [typed, setTyped] = useState(v.query);
  const id = useId();
  // An info window: Escape closes it, and the focus goes back to what opened it (an office's button or a marker).
  const close = useCallback(() => actor.send({ type: 'infoWindow.close' }), [actor]);
  const { rememberOpener } = useInfoWindowFocus(v.selected !== null, close);
  const error = v.invalid ? t.configured.invalidQuery : v.failed ? t.configured.searchError : null;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const plural = new Intl.PluralRules(intlLocale(lang)).select(results.length) === 'one' ? 'one' : 'other';
  const selectedOffice = v.selected !== null ? results[v.selected]?.office : undefined;
  const announcement = v.busy
    ? fill(t.searching, { query: v.query })
    : selectedOffice
      ? fill(m.showing, { office: selectedOffice.title })
      : v.results
        ? fill(t.resultsCount[plural], { count: results.length, query: v.query })
        : '';
  const select = (index: number) => {
    rememberOpener();
    actor.send({ type: 'marker.select', index });
  };
  return (
    <div className="office-search">
      <form
        className="office-search__form"
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!v.busy) actor.send({ type: 'search.submit', query: typed });
        }}
      >
        <div className="ui-field">
          <label htmlFor={`${id}-q`} className="ui-field__label">
            {t.searchLabel}
          </label>
          <p id={`${id}-hint`} className="ui-field__hint">
            {t.searchHint}
          </p>
          <div className="office-search__row">
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              className="ui-field__input"
              autoComplete="postal-code"
              value={typed}
              aria-invalid={v.invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button type="submit" busy={v.busy}>
              {t.searchButton}
            </Button>
          </div>
          {error && (
            <p id={`${id}-error`} className="ui-notice ui-notice--error" role="alert">
              {error}
            </p>
          )}
        </div>
      </form>
      <div className="office-search__body">
        <div className="office-search__list">
          {v.idle && <p className="ui-muted">{t.searchPrompt}</p>}
          {results.length > 0 && (
            <section className="office-search__results" aria-labelledby={`${id}-results`}>
              <h2 id={`${id}-results`}>{fill(t.resultsTitle, { query: v.query })}</h2>
              <ol className="office-list">
                {results.map(({ office, miles }, i) => (
                  <li key={`${office.title}|${office.address}`} className="office-list__item">
                    <h3 className="office-list__name">{office.url ? <a href={office.url}>{office.title}</a> : office.title}</h3>
                    <p className="office-list__distance">{milesText(miles, t.miles, lang)}</p>
                    <p className="office-list__address">{officeAddressLine(office)}</p>
                    <OfficeLinks office={office} />
                    {v.map && (
                      <button
                        type="button"
                        className="office-map__show"
                        aria-pressed={v.selected === i}
                        disabled={v.busy}
                        aria-label={fill(m.showOnMap, { office: office.title })}
                        onClick={() => select(i)}
                      >
                        {fill(m.showOnMap, { office: office.title })}
                      </button>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          )}
        </div>
        <SearchMap label={t.searchMapLabel} unavailable={t.configured.mapUnavailable} onSelect={select} />
      </div>
      <LiveRegion>{announcement}</LiveRegion>
    </div>
  );
}
