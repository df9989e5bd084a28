/**
 * A quote card (quote-3.10, quote-4.17): one carrier's rate for the term chosen. The carrier's
 * logo (its name when there is none, or when its origin is not allowed) in the card's heading, "Top rated" for a carrier the page
 * lists so (quote-4.26), the term, the payment (paid in full: its one amount; or a down payment
 * and monthly or every-two-months installments, then the total of the term; money in the page's
 * language with 2 decimals; an amount the carrier did not give is said so, never $0) and the ways
 * to go on, as the chart says (machines/quote/quoteCards.ts `allCardButtons`, quote-4.18 to quote-4.21):
 * Buy now, Call me and Text me (a type 2 carrier with agents free; while they are counted, the
 * card says so), Buy from an agent (a pseudo-carrier), or Chat With Us (its press is tracked,
 * quote-3.11); none of those past the effective date's days. Calling the agency is always there.
 * While a press's calls run, that card's buttons wait and say so. Every text from the server (the
 * carrier's name) is rendered as text.
 *
 * quote-2.32 "old and new layouts": the page's `cardLayout` (src/config/quote.ts) draws the same
 * list either as cards ('new', the default) or as compact rows, one per carrier ('old'). Only the
 * look differs: both draw these same elements (the list, an item per carrier named by its heading,
 * the term, the payment, the same buttons), so the facts, the buttons and what a screen reader or
 * the keyboard meets are the same in both.
 */
import { Fragment, useId, type ReactNode } from 'react';
import type { RateQuote } from '../../machines/quote/types';
import type { CardActionKind } from '../../machines/quote/cardAction.machine';
import type { CardButtons } from '../../machines/quote/quoteCards';
import { fill } from '../../src/i18n';
import { allowedImage } from '../../src/rules/url';
import { Button, ButtonLink, cx } from '../../src/ui';
import { paymentTemplate, sitePath, telHref, termText, totalTemplate, type QuotesViewConfig } from './quotesText';
import { useQuoteTexts } from './texts';

/** A template's text with its values set apart (the amounts in bold); the words stay in the catalog's order. */
function emphasised(template: string, values: Record<string, string>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, i) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    const value = key === undefined ? undefined : values[key];
    if (value === undefined) return <Fragment key={i}>{part}</Fragment>;
    // The counts (installments, months) read as words of the sentence; the amounts stand out.
    return key === 'count' || key === 'months' ? <Fragment key={i}>{value}</Fragment> : <strong key={i}>{value}</strong>;
  });
}

/** The cards' buttons: what each shows, and the press (absent: the cards received while the request runs, call and chat only). */
export interface CardPresses {
  /** null: a card that is not among the cards shown (none to press). */
  buttonsOf: (quote: RateQuote) => CardButtons | null;
  onAct: (quote: RateQuote, kind: CardActionKind) => void;
  /** The chat link pressed (`url`: where it goes); it leads on by itself. */
  onChat: (quote: RateQuote, url: string) => void;
  /** quote-4.26: the carrier is one the page lists as top rated. */
  isTopRated: (quote: RateQuote) => boolean;
  /** The card whose press is being done, if its calls still run. */
  busyId: string | null;
}

/** quote-2.32: how the cards are drawn: 'new', cards (the default), or 'old', compact rows (the config's `cardLayout`). */
export type CardLayout = 'new' | 'old';

type CardConfig = Pick<QuotesViewConfig, 'agentPhone' | 'chatUrl'> & {
  /** Absent: the new layout. */
  cardLayout?: CardLayout | undefined;
  /** Where logos may load from: the page's origin and the allowed logo origins (src/rules/url.ts `allowedImage`). */
  logos: { pageOrigin: string; origins: readonly string[] };
};

export function QuoteCard({ quote, config, presses }: { quote: RateQuote; config: CardConfig; presses?: CardPresses | undefined }) {
  const { t, lang } = useQuoteTexts();
  const headingId = useId();
  const payment = paymentTemplate(t, lang, quote);
  const total = totalTemplate(t, lang, quote);
  const c = t.quotes.card;
  const buttons = presses?.buttonsOf(quote) ?? null;
  const busy = presses?.busyId === quote.rateQuoteId;
  const press = (kind: CardActionKind) => () => presses?.onAct(quote, kind);
  const carrier = { carrier: quote.companyName };
  // A logo of an origin the site does not allow is never loaded (a tracking pixel): the name shows instead.
  const logo = allowedImage(quote.logoUrl, config.logos.pageOrigin, config.logos.origins);
  const chatHref = sitePath(config.chatUrl, lang);
  const chat = (
    // A link to the contact page; where the page has a chat, the page opens it instead (src/pages/chatAction.ts).
    <ButtonLink
      variant={buttons?.action === 'chat' ? 'primary' : 'secondary'}
      href={chatHref}
      data-chat-action=""
      onClick={presses ? () => presses.onChat(quote, chatHref) : undefined}
    >
      {t.quotes.chat}
    </ButtonLink>
  );
  const ctas = buttons !== null && buttons.ctas && !buttons.pending;
  return (
    <li className={config.cardLayout === 'old' ? 'quote-offer quote-offer--row' : 'card quote-offer'}>
      <article className="quote-offer__body" aria-labelledby={headingId} aria-busy={busy || undefined}>
        <h3 id={headingId} className="quote-offer__carrier">
          {logo ? (
            <>
              {/* The logo names the carrier; its name beside it is for the eye (the heading reads it once). */}
              <img className="quote-offer__logo" src={logo} alt={quote.companyName} width={160} height={48} loading="lazy" decoding="async" />
              <span className="quote-offer__name" aria-hidden="true">
                {quote.companyName}
              </span>
            </>
          ) : (
            <span className="quote-offer__name">{quote.companyName}</span>
          )}
        </h3>
        <div className="quote-offer__plan">
          {presses?.isTopRated(quote) && <p className="quote-offer__badge">{c.topRated}</p>}
          <p className="quote-offer__term">{termText(t, lang, quote.term)}</p>
          <p className="quote-offer__payment">{emphasised(payment.template, payment.values)}</p>
          {total && <p className="quote-offer__total">{emphasised(total.template, total.values)}</p>}
        </div>
        <div className="quote-offer__actions" role="group" aria-label={fill(c.actionsFor, carrier)}>
          {buttons?.pending && <p className="quote-offer__working">{c.checkingAgents}</p>}
          {ctas && buttons.action === 'buyNow' && (
            <Button onClick={press('buyNow')} disabled={busy} aria-label={fill(c.buyNowFor, carrier)}>
              {c.buyNow}
            </Button>
          )}
          {ctas && buttons.action === 'agentContact' && (
            <>
              <Button onClick={press('call')} disabled={busy}>
                {c.callMe}
              </Button>
              <Button variant="secondary" onClick={press('text')} disabled={busy}>
                {c.textMe}
              </Button>
            </>
          )}
          {ctas && buttons.action === 'buyFromAgent' && (
            <Button onClick={press('contact')} disabled={busy}>
              {c.contactMe}
            </Button>
          )}
          {(!buttons || (ctas && buttons.action === 'chat')) && chat}
          <ButtonLink variant="secondary" href={telHref(config.agentPhone)}>
            {fill(c.call, { phone: config.agentPhone })}
          </ButtonLink>
        </div>
        {busy && (
          <p className="quote-offer__working" role="status">
            {t.quotes.action.working}
          </p>
        )}
      </article>
    </li>
  );
}

/** The cards, in the order given, as a list named by `label`. */
export function QuoteCards({ quotes, label, config, presses }: { quotes: readonly RateQuote[]; label: string; config: CardConfig; presses?: CardPresses }) {
  if (quotes.length === 0) return null;
  return (
    <ul className={cx('quote-offers', config.cardLayout === 'old' && 'quote-offers--rows')} aria-label={label}>
      {quotes.map((q) => (
        <QuoteCard key={q.rateQuoteId} quote={q} config={config} presses={presses} />
      ))}
    </ul>
  );
}
