/**
 * The quote stage opened again (a reload, Back from another page, a visit later: quote 001 §2,
 * quote-3.17) before its cards: the saved transaction's quotes being asked for, or why they cannot
 * be shown (a day old or more; the API no longer has them; no answer), each with "Get new quotes",
 * which asks for quotes with the answers kept (`quotes.renew`). Once the quotes come, the chart
 * shows them on the quote stage's cards (QuotesStep). A thin renderer of the saved quotes' own
 * chart (machines/quote/savedQuotes.machine.ts, the quote chart's child `savedQuotes`): its
 * `restoring`, `stale`, `unavailable`, `restoreFailed` and `renewing`.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { quoteStageChild, savedQuotesChild, savedQuotesScreen, type SavedQuotesRef, type SavedQuotesSnapshot } from '../../machines/quote/selectors';
import { fill } from '../../src/i18n';
import { Button, Spinner } from '../../src/ui';
import { BackButton, StepHeading, type StepProps } from './parts';
import { QuoteFlow } from './QuoteFlow';
import { savedQuotesDate } from './savedQuotesText';
import { useQuoteTexts } from './texts';

const selectSaved = (s: SavedQuotesSnapshot | undefined) => ({ screen: savedQuotesScreen(s), quotedAt: s?.context.saved.quotedAt ?? null });

const HEADING_ID = 'quote-saved-quotes-heading';

export function SavedQuotes({ focusHeading }: StepProps) {
  const { t, lang } = useQuoteTexts();
  const actor = QuoteFlow.useActorRef();
  const quoteStage = useSelector(actor, quoteStageChild);
  const stage = useSelector(quoteStage, savedQuotesChild);
  const v = useSelector(stage, selectSaved, shallowEqual);
  const s = t.savedQuotes;
  const date = v.quotedAt === null ? '' : savedQuotesDate(v.quotedAt, lang);
  return (
    <section className="quote-step quote-saved-quotes" aria-labelledby={HEADING_ID}>
      <StepHeading id={HEADING_ID} focus={focusHeading}>
        {s.heading}
      </StepHeading>
      {v.screen === 'restoring' && <Spinner label={s.loading} size="small" />}
      {v.screen === 'renewing' && <Spinner label={s.renewing} size="small" />}
      {v.screen === 'stale' && <Why stage={stage} text={fill(s.stale, { date })} />}
      {v.screen === 'unavailable' && <Why stage={stage} text={fill(s.unavailable, { date })} />}
      {v.screen === 'restoreFailed' && <Why stage={stage} text={s.failed} failed />}
      {(v.screen === 'restoring' || v.screen === 'renewing') && (
        <div className="form-actions">
          <BackButton />
        </div>
      )}
    </section>
  );
}

/** Why the quotes are not shown, and what the visitor can do: Get new quotes (with Try again after no answer), or Back. */
function Why({ stage, text, failed = false }: { stage: SavedQuotesRef | undefined; text: string; failed?: boolean }) {
  const { t } = useQuoteTexts();
  // The button pressed goes away while the chart works: the focus goes to the heading, as the screen changes under it.
  const send = (type: 'quotes.renew' | 'quotes.restore') => {
    stage?.send({ type });
    document.getElementById(HEADING_ID)?.focus();
  };
  return (
    <>
      {/* Said when it replaces the spinner (no quote came back); read in its place on a page opened on it. */}
      <p className={failed ? 'ui-notice ui-notice--error' : 'ui-notice'} role={failed ? 'alert' : 'status'}>
        {text}
      </p>
      <div className="form-actions">
        <Button onClick={() => send('quotes.renew')}>{t.savedQuotes.renew}</Button>
        {failed && (
          <Button variant="secondary" onClick={() => send('quotes.restore')}>
            {t.buttons.retry}
          </Button>
        )}
        <BackButton />
      </div>
    </>
  );
}
