/**
 * The My quotes tab (portal-2.1): the My quotes chart's screens. The customer's quotes of the last
 * days, newest first, each with a way back into the quote flow: the quote page's previous quotes
 * (`#previousQuotes`, where the phone and birth date open them), and a new quote. A California
 * customer's quote page is the California one.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { MyQuotesMachine } from '../../machines/portal/myQuotes.machine';
import { fill } from '../../src/i18n';
import { formatDate } from '../../src/rules/dates';
import { localizedHref } from '../../src/rules/url';
import { previousQuotesUrl } from '../../src/rules/zip';
import { Button, ButtonLink, Spinner, VisuallyHidden } from '../../src/ui';
import { usePortalTexts } from './texts';

type Snap = SnapshotFrom<MyQuotesMachine>;

const selectView = (s: Snap) => ({
  loading: s.hasTag('loading') || s.matches('starting'),
  failed: s.matches('failed'),
  none: s.matches('none'),
  days: s.context.lookBackDays,
  quotePage: s.context.region === 'ca' ? '/quote-ca/' : '/quote/',
});
const selectGroups = (s: Snap) => s.context.groups;

export function MyQuotesPanel({ quotes }: { quotes: AnyActorRef }) {
  const { t, lang } = usePortalTexts();
  const m = t.myQuotes;
  const v = useSelector(quotes, selectView, shallowEqual);
  const groups = useSelector(quotes, selectGroups);
  if (v.loading) return <Spinner label={m.loading} />;
  const newQuote = (
    <ButtonLink href={localizedHref(v.quotePage, lang)} variant={v.none ? 'primary' : 'secondary'}>
      {m.newQuote}
    </ButtonLink>
  );
  if (v.failed) {
    return (
      <section aria-labelledby="portal-quotes-title" className="portal-quotes">
        <h3 id="portal-quotes-title">{m.title}</h3>
        <p role="alert">{m.failed}</p>
        <div className="portal-quotes__actions">
          <Button onClick={() => quotes.send({ type: 'quotes.retry' })}>{t.retry}</Button>
          {newQuote}
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="portal-quotes-title" className="portal-quotes">
      <h3 id="portal-quotes-title">{m.title}</h3>
      {v.none ? (
        <p>{fill(m.none, { days: String(v.days) })}</p>
      ) : (
        <>
          <p>{fill(m.lead, { days: String(v.days) })}</p>
          <ul className="portal-quotes__list">
            {groups.map((g) => (
              <li key={g.transactionId} className="portal-quotes__item">
                <span>{fill(m.quotedOn, { date: formatDate(g.quoteDate, lang) })}</span>
                <a href={previousQuotesUrl(localizedHref(v.quotePage, lang))}>
                  {m.open}
                  {/* Each link says which quotes: four "See these quotes" read alike in a list of links. */}
                  <VisuallyHidden>{` (${fill(m.quotedOn, { date: formatDate(g.quoteDate, lang) })})`}</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
          <p className="portal-quotes__hint">{m.openHint}</p>
        </>
      )}
      {newQuote}
    </section>
  );
}
