/**
 * The quote stage (quote-2.5, quote-2.13, quote-2.14, quote-2.32, quote-2.33, quote-2.35,
 * quote-4.12, quote-4.15, quote-4.21, quote-8.10), one column (quote-9.4). Three screens, as the
 * stage's own chart (machines/quote/quoteStage.machine.ts, the quote chart's child `quoteStage`) has them:
 *
 * - `requesting`: the rate request runs in its own chart (`rateRequest`, the child this view reads
 *   with narrow selectors). A loading panel, not a modal: the cards received so far arrive beneath
 *   it, so a shopper can read them while the other carriers answer, and Back stays available. The
 *   panel is a polite status: a spinner, a message that changes every few seconds, a countdown of
 *   the wait, "3 of 7 carriers answered" once one has, and the extra message past 12 seconds.
 * - `showing`: the cards' own chart (`quotes`, machines/quote/quotes.machine.ts): the title, the sorting options (`sort.change`), the first cards with Show more
 *   (`cards.more`) or every card with Show fewer (`cards.less`), the nearest office. The number of
 *   quotes is announced when the cards first show.
 * - `noQuotes`: a greeting with the driver's first name, Try again (`quotes.retry`), chat, the
 *   nearest office; focus goes to the greeting.
 *
 * The countdown and the messages read the chart's clock (`now()`) against the time the child
 * started; a one-second interval redraws them (presentation only: the chart keeps the real timers).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { type QuoteMachine, type QuoteStageSnapshot, type QuotesStageSnapshot, type RateRequestRef, quoteStageChild, shownQuotes } from '../../machines/quote/selectors';
import { cardActionBusy, cardActionChild, quoteStageScreen, quotesChild, quotesStage, rateRequestChild, rateRequestProgress } from '../../machines/quote/stepSelectors';
import { allCardButtons, cardTerm, offeredSortOptions, type ShownState } from '../../machines/quote/quoteCards';
import { cardLimit, isTopRated } from '../../machines/quote/quoteResults.rules';
import { fill } from '../../src/i18n';
import { Button, ButtonLink, LiveRegion } from '../../src/ui';
import { SpinnerGraphic } from '../../src/ui/Spinner';
import { SelectInput } from '../../src/ui/form/plain';
import { BackButton, StepHeading, type StepProps } from './parts';
import { QuoteCards, type CardLayout, type CardPresses } from './QuoteCard';
import { CardActionModal } from './CardActionModal';
import { QuoteFlow } from './QuoteFlow';
import {
  answeredText,
  counted,
  noQuotesHeading,
  quotesTitle,
  secondsLeft,
  secondsLeftText,
  sitePath,
  sortNote,
  sortOptionName,
  telHref,
  type QuotesViewConfig,
} from './quotesText';
import { useQuoteTexts } from './texts';

type Snap = SnapshotFrom<QuoteMachine>;

const HEADING_ID = 'quote-quotes-heading';

type Screen = 'requesting' | 'showing' | 'noQuotes';

/**
 * The stage's own chart (machines/quote/quoteStage.machine.ts): its screen and its quotes. The cards:
 * which ones is their chart's (`quotesStage`). Before it starts, it looks like the request starting.
 */
const selectStage = (s: QuoteStageSnapshot | undefined) => {
  const screen = quoteStageScreen(s);
  return { screen: (screen === 'showing' || screen === 'noQuotes' ? screen : 'requesting') as Screen, quotes: s?.context.quotes ?? [] };
};

const selectQuotes = (s: Snap) => ({
  coverage: s.context.answers.coverage,
  terms: s.context.settings.terms,
  sortOption: s.context.quoting.sortOption,
  results: s.context.settings.results,
  visitor: s.context.visitor,
  firstName: s.context.answers.driver1.firstName,
  cards: s.context.settings.cards,
  idleAgents: s.context.quoting.idleAgents,
  dob: s.context.answers.driver1.dob,
  now: s.context.settings.now,
  requoted: s.context.quoting.requoted,
  buyUnavailable: s.context.quoting.buyUnavailable,
});

/** Nothing of the cards' chart while it does not run (the request, the no-quotes view). */
const NO_CARDS = { list: null, press: null, agentsPending: false, canMore: false, canLess: false };

/** The cards' own chart (machines/quote/quotes.machine.ts), read while it runs. */
const selectCards = (s: QuotesStageSnapshot | undefined) => (s ? quotesStage(s) : NO_CARDS);

/** What the stage shows: the quote chart's, the stage chart's, and while the cards show, their chart's (their quotes, order, agents, press). */
const merged = (root: ReturnType<typeof selectQuotes>, stage: ReturnType<typeof selectStage>, cards: ReturnType<typeof selectCards>) => ({ ...root, ...stage, ...cards });

/** What the cards' order and buttons read (machines/quote/quoteCards.ts), without the quotes. */
function cardStateOf(v: QuotesView): Omit<ShownState, 'quotes'> {
  return {
    coverage: v.coverage,
    terms: v.terms,
    sortOption: v.sortOption,
    results: v.results,
    cards: v.cards,
    idleAgents: v.idleAgents,
    driver1: { dob: v.dob },
    now: v.now,
    buyUnavailable: v.buyUnavailable,
    agentsPending: v.agentsPending,
  };
}

type QuotesView = ReturnType<typeof merged>;

/** What the stage reads of the page's config: the timer, links and phone, and the cards' layout (quote-2.32; absent: the new one). */
type QuotesStepConfig = QuotesViewConfig & { cardLayout?: CardLayout | undefined };

export function QuotesStep({ focusHeading, config }: StepProps & { config: QuotesStepConfig }) {
  const { t, lang, common } = useQuoteTexts();
  const actor = QuoteFlow.useActorRef();
  const root = useSelector(actor, selectQuotes, shallowEqual);
  // The stage's own chart: its screen and quotes, its rate request and cards (its children), and Try again go to it.
  const quoteStage = useSelector(actor, quoteStageChild);
  const stageView = useSelector(quoteStage, selectStage, shallowEqual);
  const child = useSelector(quoteStage, rateRequestChild) ?? null;
  // The cards' own chart while they show: what they read is its, and their events go to it.
  const stage = useSelector(quoteStage, quotesChild);
  const shownCards = useSelector(stage, selectCards, shallowEqual);
  const pressChild = useSelector(stage, (s) => (s ? cardActionChild(s) : undefined));
  const pressLoading = useSelector(pressChild, (s) => (s ? cardActionBusy(s) : false));
  const v = useMemo(() => merged(root, stageView, shownCards), [root, stageView, shownCards]);
  // The cards' chart opens on the first cards or on all (it is there as soon as the quote chart shows them).
  const screen = stageView.screen === 'showing' ? (v.list ?? 'allCards') : stageView.screen;
  const showing = screen === 'firstCards' || screen === 'allCards';
  // The cards' order and buttons are the later code's: read once the cards show (it came before the request started).
  const state = useMemo(() => cardStateOf(v), [v]);
  const shown = useMemo(() => (showing ? shownQuotes(state, v.quotes) : []), [showing, state, v.quotes]);
  const buttons = useMemo(() => (showing ? allCardButtons({ ...state, quotes: v.quotes }) : null), [showing, state, v.quotes]);
  const offered = useMemo(() => (showing ? offeredSortOptions({ ...state, quotes: v.quotes }) : []), [showing, state, v.quotes]);
  // A page that opens on an option it does not offer (Top rated with no top-rated carrier): the price order, said so.
  const sortShown = offered.includes(v.sortOption) ? v.sortOption : 0;
  const limit = cardLimit(v.results);

  // Focus follows the screen where the visitor's place is gone: to the greeting when no quote
  // came, and back to the heading when Try again starts the request (its button is gone).
  const kind = showing ? 'showing' : screen;
  const previous = useRef(kind);
  useEffect(() => {
    const before = previous.current;
    previous.current = kind;
    if (before !== kind && (kind === 'noQuotes' || before === 'noQuotes')) document.getElementById(HEADING_ID)?.focus();
  }, [kind]);

  // The sorting option the cards first showed with: the count is announced then, and again after another option.
  const [openedWith, setOpenedWith] = useState<number | null>(null);
  if (showing && openedWith === null) setOpenedWith(v.sortOption);
  if (!showing && openedWith !== null) setOpenedWith(null);
  const announcement = !showing
    ? ''
    : openedWith === null || openedWith === v.sortOption
      ? counted(lang, shown.length, t.quotes.found, { count: shown.length })
      : counted(lang, shown.length, t.quotes.sorted, { count: shown.length, option: sortOptionName(t, v.sortOption) });

  const heading = showing
    ? // quote-2.33: a requote's cards have the requote title, as a revisit's do.
      quotesTitle(t, { visitor: v.requoted ? 'repeat' : v.visitor, firstName: v.firstName, count: shown.length })
    : screen === 'noQuotes'
      ? noQuotesHeading(t, v.firstName)
      : t.quotes.loading.heading;
  const logos = { pageOrigin: v.cards.targets.pageOrigin, origins: v.cards.logoOrigins };
  const cards = { agentPhone: config.agentPhone, chatUrl: config.chatUrl, cardLayout: config.cardLayout, logos };
  const presses: CardPresses = {
    buttonsOf: (quote) => buttons?.get(quote.rateQuoteId) ?? null,
    onAct: (quote, kind) => stage?.send({ type: 'card.act', rateQuoteId: quote.rateQuoteId, kind }),
    onChat: (quote, url) => stage?.send({ type: 'card.chat', rateQuoteId: quote.rateQuoteId, url }),
    isTopRated: (quote) => isTopRated(quote, v.results),
    busyId: pressLoading ? (v.press?.rateQuoteId ?? null) : null,
  };
  const toggle =
    screen === 'firstCards' && v.canMore && shown.length > limit
      ? { label: t.quotes.showMore, event: 'cards.more' as const }
      : screen === 'allCards' && v.canLess
        ? { label: t.quotes.showFewer, event: 'cards.less' as const }
        : null;

  return (
    <section className="quote-step quote-quotes" aria-labelledby={HEADING_ID}>
      <StepHeading id={HEADING_ID} focus={focusHeading}>
        {heading}
      </StepHeading>
      {screen === 'requesting' &&
        (child ? (
          <RequestProgress key={child.sessionId} child={child} root={v} config={{ ...config, logos }} limit={limit} />
        ) : (
          <div className="quote-loading" role="status" aria-live="polite" aria-label={t.quotes.loading.panel}>
            <SpinnerGraphic className="quote-loading__ring" />
            <p className="quote-loading__message">{t.quotes.loading.messages[0]}</p>
          </div>
        ))}
      {showing && (
        <>
          <SelectInput
            id="quote-sort"
            name="sort"
            className="quote-sort"
            label={t.quotes.sortBy}
            hint={sortNote(t, lang, sortShown, cardTerm(v))}
            options={offered.map((option) => ({ value: String(option), label: sortOptionName(t, option) }))}
            value={String(sortShown)}
            onValueChange={(value) => stage?.send({ type: 'sort.change', option: Number(value) })}
            errorPrefix={common.errorPrefix}
          />
          <QuoteCards quotes={screen === 'firstCards' ? shown.slice(0, limit) : shown} label={t.quotes.list} config={cards} presses={presses} />
          <CardActionModal />
          {/* Only "Buy online" keeps some quotes out: with none left, say so rather than show nothing. */}
          {shown.length === 0 && <p className="ui-notice quote-quotes__none">{t.quotes.noneForSort}</p>}
          {toggle && (
            <Button variant="secondary" className="quote-quotes__more" onClick={() => stage?.send({ type: toggle.event })}>
              {toggle.label}
            </Button>
          )}
        </>
      )}
      {screen === 'noQuotes' && (
        <div className="quote-noquotes">
          <p className="quote-noquotes__text">{t.quotes.noQuotes.text}</p>
          <div className="quote-noquotes__actions">
            <Button onClick={() => quoteStage?.send({ type: 'quotes.retry' })}>{t.buttons.retry}</Button>
            <ButtonLink variant="secondary" href={telHref(config.agentPhone)}>
              {fill(t.quotes.card.call, { phone: config.agentPhone })}
            </ButtonLink>
            {/* A link to the contact page; where the page has a chat, the page opens it instead (src/pages/chatAction.ts). */}
            <ButtonLink variant="secondary" href={sitePath(config.chatUrl, lang)} data-chat-action="">
              {t.quotes.chat}
            </ButtonLink>
          </div>
        </div>
      )}
      <LiveRegion>{announcement}</LiveRegion>
      <div className="form-actions quote-quotes__footer">
        <BackButton />
        {screen !== 'requesting' && (
          <a className="quote-quotes__office" href={sitePath(config.nearestOfficeUrl, lang)}>
            {t.quotes.nearestOffice}
          </a>
        )}
        {/* quote-2.33: the previous quotes, when the page turns that flow on. */}
        {showing && config.previousQuotesLink && (
          <a className="quote-quotes__office" href="#previousQuotes">
            {t.quotes.previousQuotes}
          </a>
        )}
      </div>
    </section>
  );
}

/**
 * quote-2.13, quote-4.12: the rate request's progress. A status panel (polite: the answered count
 * and the extra message are announced; the changing message and the ticking timer are not, or a
 * screen reader would speak every second), then the cards received so far.
 */
function RequestProgress({ child, root, config, limit }: { child: RateRequestRef; root: QuotesView; config: QuotesStepConfig & { logos: { pageOrigin: string; origins: readonly string[] } }; limit: number }) {
  const { t, lang } = useQuoteTexts();
  const p = useSelector(child, rateRequestProgress, shallowEqual);
  // The wait counts from the request's start (the chart's 12 s message too), not from the polling's.
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, []);
  const elapsed = p.now() - p.requestedAt;
  const l = t.quotes.loading;
  const message = l.messages[Math.floor(Math.max(0, elapsed) / config.spinnerMessageIntervalMs) % l.messages.length];
  const answered = answeredText(t, lang, p.completed, p.total);
  const soFar = useMemo(() => shownQuotes(cardStateOf(root), p.quotes).slice(0, limit), [root, p.quotes, limit]);
  return (
    <>
      <div className="quote-loading" role="status" aria-live="polite" aria-label={l.panel}>
        <SpinnerGraphic className="quote-loading__ring" />
        <div className="quote-loading__text">
          <p className="quote-loading__message" aria-live="off">
            {message}
          </p>
          <p className="quote-loading__timer" role="timer" aria-live="off">
            {secondsLeftText(t, lang, secondsLeft(config.waitSeconds, elapsed))}
          </p>
          {answered !== null && <p className="quote-loading__answered">{answered}</p>}
          {p.late && <p className="quote-loading__late">{l.late}</p>}
        </div>
      </div>
      <QuoteCards quotes={soFar} label={l.soFar} config={config} />
    </>
  );
}
