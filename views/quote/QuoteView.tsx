/**
 * The quote form's root view (quote 001 §2, §4): its texts, the stage header with the progress
 * bar, and the step of the stage the chart is on. A thin renderer: it reads the chart's stage,
 * tags and `can(...)`, and sends the visitor's moves; the chart decides where they lead.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom, AnyActorRef, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { DRIVER_STAGES } from '../../machines/quote/stages';
import {
  addressChild,
  contactChild,
  coverageChild,
  driver1Child,
  driverListChild,
  openingChild,
  openingScreen,
  quoteLaterCode,
  quoteRoot,
  quoteStageChild,
  savedQuotesChild,
  savedQuotesScreen,
  startOverScreen,
  vehicleListChild,
  type OpeningRef,
  type OpeningSnapshot,
  type QuoteMachine,
  type SavedQuotesScreen,
  type SavedQuotesSnapshot,
  type StartOverEvent,
  type StartOverRef,
} from '../../machines/quote/selectors';
import { stageProgress, type QuoteStage } from '../../machines/quote/quote.rules';
import type { Lang } from '../../src/i18n';
import type { QuoteConfiguredText } from '../../src/i18n/quote';
import { BackToTop, Button, Modal, Spinner, VisuallyHidden, cx } from '../../src/ui';
import { Driver1Step } from './Driver1Step';
import type { StepProps } from './parts';
import { HEADER_STAGES, chartStage, isBefore, progressText, type ChartStage } from './progress';
import { QuoteFlow } from './QuoteFlow';
import { QuoteTextsProvider, useQuoteTexts } from './texts';
import {
  CoverageStepLater,
  Driver2StepLater,
  Driver3StepLater,
  DriverSummaryStep,
  LaterStepBoundary,
  PreviousQuotesLater,
  QuotesStepLater,
  SavedQuotesLater,
  VehicleSummaryStep,
  preloadLaterSteps,
  preloadPreviousQuotes,
} from './laterSteps';
import type { previousQuotesMachine } from '../../machines/quote/previousQuotes.machine';
import type { QuotesViewConfig } from './quotesText';
import { LaterCode } from './LaterCode';
import type { CardLayout } from './QuoteCard';

/** What the page gives the quote view (the widget root passes its validated data-config). */
export interface QuoteViewProps {
  lang: Lang;
  /** The part of the page's config the view reads: the configured messages, and the quote stage's timer, links, phone and cards' layout. */
  config: { messages: Partial<QuoteConfiguredText>; cardLayout: CardLayout } & QuotesViewConfig;
  /** The clock of the age limits; the chart's clock by default, so the form judges a date of birth as the chart does. */
  now?: () => Date;
}

type Snap = SnapshotFrom<QuoteMachine>;
type PreviousQuotesRef = ActorRefFrom<typeof previousQuotesMachine>;

/** The previous quotes' chart (the child the chart invokes as `previousQuotes`). */
const isPreviousQuotes = (ref: AnyActorRef | undefined): ref is PreviousQuotesRef => ref !== undefined && ref.id === 'previousQuotes';
const selectPrevious = (s: Snap): PreviousQuotesRef | null => {
  const child: AnyActorRef | undefined = s.children.previousQuotes;
  return isPreviousQuotes(child) ? child : null;
};
const selectChartNow = (s: Snap) => s.context.settings.now;
/**
 * Before a stage is shown, the opening's own chart (the chart's child `opening`) gets the visitor's
 * token, or could not (quote-4.4), then an affiliate's lead (quote-6.3); null once the form opened.
 */
const selectOpening = (s: AnyMachineSnapshot) => (s.machine.id === 'quoteOpening' ? openingScreen(s as OpeningSnapshot) : null);
/** The quote stage opened again, before the cards of the quotes the visit keeps (or why they are not shown): their chart's screen. */
const selectSavedScreen = (s: SavedQuotesSnapshot | undefined) => savedQuotesScreen(s);

export function QuoteView({ lang, config, now }: QuoteViewProps) {
  return (
    <QuoteTextsProvider lang={lang} messages={config.messages}>
      <QuoteScreens now={now} config={config} />
    </QuoteTextsProvider>
  );
}

function QuoteScreens({ now, config }: { now: (() => Date) | undefined; config: QuotesViewConfig & { cardLayout: CardLayout } }) {
  const { t, common } = useQuoteTexts();
  const actor = QuoteFlow.useActorRef();
  const v = useSelector(actor, quoteRoot, shallowEqual);
  const chartNow = useSelector(actor, selectChartNow);
  const previous = useSelector(actor, selectPrevious);
  const offered = useSelector(actor, selectOffered);
  const openingRef = useSelector(actor, openingChild);
  const openingOwner: AnyActorRef = openingRef ?? actor;
  const opening = useSelector(openingOwner, selectOpening, shallowEqual);
  const starting = opening?.loading === true;
  // No token, or (a visit that opens past driver1) no later code: Try again, in place of the step.
  const startFailed = opening?.failed === true || opening?.codeFailed === true;
  // The saved quotes are the quote stage's chart's child (machines/quote/quoteStage.machine.ts).
  const quoteStage = useSelector(actor, quoteStageChild);
  const savedChild = useSelector(quoteStage, savedQuotesChild);
  const savedQuotes = useSelector(savedChild, selectSavedScreen);
  const { lang } = useQuoteTexts();
  const clock = useMemo(() => now ?? (() => new Date(chartNow())), [now, chartNow]);
  // Focus goes to the step's heading when the stage changes (or the step comes back after a
  // failed start, whose retry button is gone), not on the page's first screen.
  // So does the quote stage's when the visitor's press (Get new quotes, Try again) changes its screen;
  // the saved quotes coming back on the page's first screen leave the focus where it is.
  const [shown, setShown] = useState<{ stage: ChartStage; moved: boolean; saved: SavedQuotesScreen | null }>({ stage: v.stage, moved: false, saved: savedQuotes });
  const [visit, setVisit] = useState(v.visit);
  if (visit !== v.visit) {
    // Started over: the first step's heading takes the focus (the confirmation's button is gone).
    setVisit(v.visit);
    setShown({ stage: v.stage, moved: true, saved: savedQuotes });
  } else if (shown.stage !== v.stage || (startFailed && !shown.moved)) setShown({ stage: v.stage, moved: true, saved: savedQuotes });
  else if (shown.saved !== savedQuotes) setShown({ stage: v.stage, moved: shown.moved || (shown.saved !== null && shown.saved !== 'restoring'), saved: savedQuotes });
  const step: StepProps = { focusHeading: shown.moved, starting };
  // The quote stage's few settings, one object while the page's config stays the same.
  const { waitSeconds, spinnerMessageIntervalMs, nearestOfficeUrl, chatUrl, agentPhone, cardLayout, previousQuotesLink } = config;
  const quotesConfig = useMemo(
    () => ({ waitSeconds, spinnerMessageIntervalMs, nearestOfficeUrl, chatUrl, agentPhone, cardLayout, previousQuotesLink }),
    [waitSeconds, spinnerMessageIntervalMs, nearestOfficeUrl, chatUrl, agentPhone, cardLayout, previousQuotesLink],
  );
  // The later steps' chunks load as the visitor nears them: once the form is up and the visitor is in
  // it (the focus in the form, which the take-over of a drawn first screen may already have put
  // there), or at once on a stage past driver1. One that fails says so when its step is shown, with
  // Try again; the chart's later code comes with them: the state that needs it then finds it there
  // (one that did not come asks again).
  const flowRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (flowRef.current?.contains(document.activeElement)) setNear(true);
  }, []);
  const later = !starting && (near || v.stage !== 'driver1' || v.previous);
  useEffect(() => {
    if (!later) return;
    void preloadLaterSteps(lang).catch(() => {});
    void quoteLaterCode.load().catch(() => {});
  }, [later, lang]);
  // A page opened at #previousQuotes shows them first: their chunk loads while the token is on its way.
  useEffect(() => {
    if (v.opensPrevious) void preloadPreviousQuotes(lang).catch(() => {});
  }, [v.opensPrevious, lang]);

  return (
    // The quote stage is one column across the page (quote 001 §2, quote-9.4); the earlier stages keep the form's width.
    <div ref={flowRef} className={cx('quote-flow', v.stage === 'quotes' && 'quote-flow--quotes')} onFocus={near ? undefined : () => setNear(true)}>
      {!v.previous && <StageHeader />}
      {/* One row of a fixed height from the first paint: the spinner, then Start over in its place, never moves the step. */}
      {(starting || (!v.previous && offered)) && (
        <div className="quote-toolbar">
          {starting ? (
            // quote-4.4: a spinner while the visitor's token is on its way (Continue is busy meanwhile).
            <Spinner className="quote-starting" label={opening?.lead === true ? t.affiliate.loading : t.start.loading} size="small" />
          ) : (
            <StartOver />
          )}
        </div>
      )}
      {startFailed && openingRef ? (
        opening?.codeFailed ? <LaterCode failed to={openingRef} /> : <StartFailed opening={openingRef} />
      ) : v.previous ? (
        // quote 001 §2: the previous quotes, in place of the form's steps.
        <LaterStepBoundary>
          {v.previousCode && <LaterCode failed={v.previousCode === 'failed'} back={v.previousFrom} />}
          {previous && <PreviousQuotesLater key={previous.sessionId} actorRef={previous} lang={lang} />}
        </LaterStepBoundary>
      ) : (
        <Fragment key={v.visit}>
          {v.stage === 'driver1' && <Driver1Step {...step} now={clock} />}
          <LaterStepBoundary>
            {v.stage === 'driver2' && <Driver2StepLater {...step} />}
            {v.stage === 'driver3' && <Driver3StepLater {...step} />}
            {v.stage === 'driversummary' && <DriverSummaryStep {...step} />}
            {v.stage === 'vehiclesummary' && <VehicleSummaryStep {...step} />}
            {v.stage === 'coverage' && <CoverageStepLater {...step} now={clock} />}
            {v.stage === 'quotes' && (savedQuotes !== null ? <SavedQuotesLater {...step} /> : <QuotesStepLater {...step} config={quotesConfig} />)}
            {v.stage === 'consent' && <Driver2StepLater {...step} section="consent" />}
          </LaterStepBoundary>
        </Fragment>
      )}
      {/* A long step on a phone (the coverage, a household of drivers): back to the top past 400 px (quote 001 §9);
          below 1024 px after the step rather than over it, in a room kept for it (site.css `.quote-back-to-top`:
          fixed, it covered Continue; appearing in the flow, it moved what is below). */}
      <div className="quote-back-to-top-slot">
        <BackToTop label={common.backToTop} targetId="main" className="quote-back-to-top" />
      </div>
    </div>
  );
}

/** The form's stages where Start over is offered (not the quotes nor the previous quotes). */
const FORM_STAGES: readonly ChartStage[] = ['driver1', 'driver2', 'driver3', 'driversummary', 'vehiclesummary', 'coverage', 'consent'];

const selectOffered = (s: Snap) => FORM_STAGES.includes(s.context.navigation.stage);

/**
 * Start over, on every step of the form (a shared device: `FORM_STAGES`): the button, unavailable while the step
 * waits for a call or shows another dialog, and its confirmation. Yes clears the answers kept on
 * the device and opens the first step empty; No, Escape or the close button go back to the step
 * as it was (the dialog gives the focus back to the button).
 */
function StartOver() {
  const { t, form } = useQuoteTexts();
  const actor = QuoteFlow.useActorRef();
  // Each stage's own chart owns its Start over (driver1, contact, address, the lists, coverage).
  const stage = useSelector(actor, coverageChild);
  const driver1 = useSelector(actor, driver1Child);
  const contact = useSelector(actor, contactChild);
  const address = useSelector(actor, addressChild);
  const drivers = useSelector(actor, driverListChild);
  const vehicles = useSelector(actor, vehicleListChild);
  const owner: StartOverRef | undefined = stage ?? driver1 ?? contact ?? address ?? drivers ?? vehicles;
  const v = useSelector(owner, startOverScreen, shallowEqual);
  // The overlay's events, the same on every owner.
  const send = (event: StartOverEvent) => (owner as AnyActorRef | undefined)?.send(event);
  const s = t.startOver;
  return (
    <div className="quote-start-over">
      <Button
        variant="link"
        aria-disabled={!v.can && !v.asking ? true : undefined}
        onClick={() => {
          if (v.can) send({ type: 'restart.ask' });
        }}
      >
        {s.button}
      </Button>
      {v.asking && (
        <Modal
          title={s.title}
          onClose={() => send({ type: 'restart.cancel' })}
          closeLabel={form.close}
          size="small"
          actions={
            <>
              <Button onClick={() => send({ type: 'restart.confirm' })}>{s.yes}</Button>
              <Button variant="secondary" data-autofocus onClick={() => send({ type: 'restart.cancel' })}>
                {s.no}
              </Button>
            </>
          }
        >
          <p>{s.text}</p>
        </Modal>
      )}
    </div>
  );
}

/** No token (the opening's chart): Try again asks for it again. */
function StartFailed({ opening }: { opening: OpeningRef }) {
  const { t } = useQuoteTexts();
  return (
    <div className="quote-start-failed">
      <p className="ui-notice ui-notice--error" role="alert">
        {t.start.failed}
      </p>
      <Button onClick={() => opening.send({ type: 'token.retry' })}>{t.buttons.retry}</Button>
    </div>
  );
}

const selectHeader = (s: Snap) => ({
  stage: s.context.navigation.stage,
  reached: s.context.navigation.reached,
  /** The visitor's token is there: the chart follows the hash to a reached stage. */
  ready: s.context.navigation.ready,
});

/**
 * quote-4.3, quote-2.15 to quote-2.22: the four stages, the active one marked `aria-current`,
 * the ones before it completed; inside the driver stage while it is active, its steps. A stage
 * or step reached (up to the furthest the chart has reached) is a link to its hash: the page
 * hears the hash change and tells the chart (`hash.changed`), as for a typed hash or Back. Then
 * the progress bar with the step's percentage.
 */
function StageHeader() {
  const { t, lang } = useQuoteTexts();
  const actor = QuoteFlow.useActorRef();
  const h = useSelector(actor, selectHeader, shallowEqual);
  /** The hash a step's link goes to, when the step was reached and is not the one shown. */
  const linkTo = (step: QuoteStage): string | null =>
    h.ready && step !== h.stage && chartStage(step) !== null && !isBefore(h.reached, step) ? `#${step}` : null;
  const activeIndex = HEADER_STAGES.findIndex((s) => s.steps.includes(h.stage));
  const percent = stageProgress(h.stage);
  const text = progressText(h.stage, t, lang);

  return (
    <nav className="quote-progress" aria-label={t.progress.label}>
      <ol className="quote-progress__stages">
        {HEADER_STAGES.map((stage, i) => {
          const status = i < activeIndex ? 'completed' : i === activeIndex ? 'active' : 'upcoming';
          const label = t.progress.stages[stage.id];
          const back = status === 'completed' ? linkTo(stage.landing) : null;
          return (
            <li
              key={stage.id}
              className={cx('quote-progress__stage', `quote-progress__stage--${status}`)}
              aria-current={status === 'active' ? 'step' : undefined}
            >
              {back !== null ? (
                <a className="quote-progress__link" href={back}>
                  {label}
                </a>
              ) : (
                <span className="quote-progress__label">{label}</span>
              )}
              {status === 'completed' && <> <VisuallyHidden>{t.progress.completed}</VisuallyHidden></>}
              {status === 'active' && stage.id === 'driver' && (
                <ol className="quote-progress__steps" aria-label={t.progress.driverSteps}>
                  {DRIVER_STAGES.map((step) => {
                    const current = step === h.stage;
                    const completed = isBefore(step, h.reached);
                    const to = linkTo(step);
                    return (
                      <li
                        key={step}
                        className={cx('quote-progress__step', current && 'quote-progress__step--active', completed && 'quote-progress__step--completed')}
                        aria-current={current ? 'step' : undefined}
                      >
                        {to !== null ? (
                          <a className="quote-progress__link" href={to}>
                            {t.progress.steps[step]}
                          </a>
                        ) : (
                          <span className="quote-progress__label">{t.progress.steps[step]}</span>
                        )}
                        {completed && <> <VisuallyHidden>{t.progress.completed}</VisuallyHidden></>}
                      </li>
                    );
                  })}
                </ol>
              )}
            </li>
          );
        })}
      </ol>
      <div className="quote-progress__bar">
        <progress className="quote-progress__meter" max={100} value={percent} aria-label={t.progress.bar} aria-valuetext={text} />
        <p className="quote-progress__text" aria-hidden="true">
          {text}
        </p>
      </div>
    </nav>
  );
}
