/**
 * The location page's search (site §2 "Location map page with search"): a labelled search box
 * (a ZIP or "City, ST", site-5.2), then at most 6 offices nearest the searched point, each with
 * its miles (site-2.6, site-2.8). A refused search, or one that finds nothing or fails, shows the
 * configured error (an alert tied to the box) and, for a search sent, an empty list (site-8.5).
 * What was typed stays in the box.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { OfficeSearchMachine } from '../../machines/officeSearch.machine';
import { fill, type Lang } from '../../src/i18n';
import type { OfficesText } from '../../src/i18n/offices';
import { milesText, officeAddressLine } from '../../src/rules/offices';
import { Button, LiveRegion } from '../../src/ui';
import { OfficeLinks } from '../offices/OfficeLinks';
import { OfficesTextsProvider, useOfficesTexts } from '../offices/texts';
import { OfficeSearchFlow } from './OfficeSearchFlow';

type Snap = SnapshotFrom<OfficeSearchMachine>;

export interface OfficeSearchViewProps {
  lang: Lang;
  config: { messages: Partial<OfficesText['configured']> };
}

export function OfficeSearchView({ lang, config }: OfficeSearchViewProps) {
  return (
    <OfficesTextsProvider lang={lang} messages={config.messages}>
      <OfficeSearch />
    </OfficesTextsProvider>
  );
}

const selectView = (s: Snap) => ({
  query: s.context.query,
  busy: s.hasTag('loading'),
  invalid: s.matches('invalid'),
  failed: s.matches('failed'),
  results: s.matches('results'),
  idle: s.matches('idle'),
});
const selectResults = (s: Snap) => s.context.results;

function OfficeSearch() {
  const { t, lang } = useOfficesTexts();
  const actor = OfficeSearchFlow.useActorRef();
  const v = useSelector(actor, selectView, shallowEqual);
  const results = useSelector(actor, selectResults);
  const [typed, setTyped] = useState(v.query);
  const id = useId();
  const error = v.invalid ? t.configured.invalidQuery : v.failed ? t.configured.searchError : null;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const plural = new Intl.PluralRules(lang).select(results.length) === 'one' ? 'one' : 'other';
  const announcement = v.busy
    ? fill(t.searching, { query: v.query })
    : v.results
      ? fill(t.resultsCount[plural], { count: results.length, query: v.query })
      : '';
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
      {v.idle && <p className="ui-muted">{t.searchPrompt}</p>}
      {results.length > 0 && (
        <section className="office-search__results" aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`}>{fill(t.resultsTitle, { query: v.query })}</h2>
          <ol className="office-list">
            {results.map(({ office, miles }) => (
              <li key={`${office.title}|${office.address}`} className="office-list__item">
                <h3 className="office-list__name">{office.url ? <a href={office.url}>{office.title}</a> : office.title}</h3>
                <p className="office-list__distance">{milesText(miles, t.miles, lang)}</p>
                <p className="office-list__address">{officeAddressLine(office)}</p>
                <OfficeLinks office={office} />
              </li>
            ))}
          </ol>
        </section>
      )}
      <LiveRegion>{announcement}</LiveRegion>
    </div>
  );
}
