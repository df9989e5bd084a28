/**
 * A quote card (quote-3.10, quote-4.17): one carrier's rate for the term chosen. The carrier's
 * logo (its name when there is none) in the card's heading, the term, the payment (paid in full,
 * or a down payment and monthly or every-two-months installments, money with $ and 2 decimals)
 * and the ways to go on: call the agency, or chat with us. Buy now comes with its own issue: no
 * button is drawn that would do nothing. Every text from the server (the carrier's name) is
 * rendered as text.
 */
import { Fragment, useId, type ReactNode } from 'react';
import type { RateQuote } from '../../machines/quote.machine';
import { fill } from '../../src/i18n';
import { ButtonLink } from '../../src/ui';
import { paymentTemplate, sitePath, telHref, termText, type QuotesViewConfig } from './quotesText';
import { useQuoteTexts } from './texts';

/** A template's text with its values set apart (the amounts in bold); the words stay in the catalog's order. */
function emphasised(template: string, values: Record<string, string>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, i) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    const value = key === undefined ? undefined : values[key];
    if (value === undefined) return <Fragment key={i}>{part}</Fragment>;
    // The count of installments reads as a word of the sentence; the amounts stand out.
    return key === 'count' ? <Fragment key={i}>{value}</Fragment> : <strong key={i}>{value}</strong>;
  });
}

export function QuoteCard({ quote, config }: { quote: RateQuote; config: Pick<QuotesViewConfig, 'agentPhone' | 'chatUrl'> }) {
  const { t, lang } = useQuoteTexts();
  const headingId = useId();
  const payment = paymentTemplate(t, lang, quote);
  return (
    <li className="card quote-offer">
      <article className="quote-offer__body" aria-labelledby={headingId}>
        <h3 id={headingId} className="quote-offer__carrier">
          {quote.logoUrl ? (
            <>
              {/* The logo names the carrier; its name beside it is for the eye (the heading reads it once). */}
              <img className="quote-offer__logo" src={quote.logoUrl} alt={quote.companyName} width={160} height={48} loading="lazy" decoding="async" />
              <span className="quote-offer__name" aria-hidden="true">
                {quote.companyName}
              </span>
            </>
          ) : (
            <span className="quote-offer__name">{quote.companyName}</span>
          )}
        </h3>
        <div className="quote-offer__plan">
          <p className="quote-offer__term">{termText(t, lang, quote.term)}</p>
          <p className="quote-offer__payment">{emphasised(payment.template, payment.values)}</p>
        </div>
        <div className="quote-offer__actions">
          <ButtonLink variant="primary" href={telHref(config.agentPhone)}>
            {fill(t.quotes.card.call, { phone: config.agentPhone })}
          </ButtonLink>
          <ButtonLink variant="secondary" href={sitePath(config.chatUrl, lang)}>
            {t.quotes.chat}
          </ButtonLink>
        </div>
      </article>
    </li>
  );
}

/** The cards, in the order given, as a list named by `label`. */
export function QuoteCards({ quotes, label, config }: { quotes: readonly RateQuote[]; label: string; config: Pick<QuotesViewConfig, 'agentPhone' | 'chatUrl'> }) {
  if (quotes.length === 0) return null;
  return (
    <ul className="quote-offers" aria-label={label}>
      {quotes.map((q) => (
        <QuoteCard key={q.rateQuoteId} quote={q} config={config} />
      ))}
    </ul>
  );
}
