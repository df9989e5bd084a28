/**
 * The quote form's later steps (contact and address, the driver summary with its dialog, the
 * vehicles with theirs, the coverage, the quotes) and the licence photo's panel in chunks of their
 * own: the first screen (driver1) does not wait for them. They start
 * loading once the visitor is in the form (`preloadLaterSteps`, views/quote/QuoteView.tsx), so a visitor rarely waits
 * for one; a step whose chunk is not there yet shows the form's spinner until it is. Once loaded, a
 * step renders at once (no suspense on later visits to it).
 */
import { Component, lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Button, Spinner } from '../../src/ui';
import type { Lang } from '../../src/config/lang';
import { quoteLaterCatalog } from '../../src/i18n/quoteLater.lazy';
import type { StepProps } from './parts';
import type { QuotesViewConfig } from './quotesText';
import { useQuoteTexts } from './texts';

interface Loadable<P> {
  /** The step, drawn at once when its chunk (and texts) are loaded, else through React.lazy. */
  Step: ComponentType<P>;
  preload: (lang: Lang) => Promise<void>;
}

/** The steps whose chunk failed to load: asked for again when the visitor presses Try again. */
const failed = new Set<() => void>();

/**
 * A step loaded in a chunk of its own (exported for its tests), with what it needs in the page's
 * language (the later texts, for the steps that show them): each language is loaded once.
 */
export function loadable<P extends object>(load: (lang: Lang) => Promise<ComponentType<P>>): Loadable<P> {
  const loaded: Partial<Record<Lang, ComponentType<P>>> = {};
  const pending = new Map<Lang, Promise<ComponentType<P>>>();
  const get = (lang: Lang) => {
    let asked = pending.get(lang);
    if (!asked) {
      asked = load(lang).then(
        (component) => {
          loaded[lang] = component;
          return component;
        },
        (error: unknown) => {
          // A chunk that did not come (the connection dropped) is asked for again on Try again, never by itself.
          failed.add(retry);
          throw error;
        },
      );
      pending.set(lang, asked);
    }
    return asked;
  };
  const makeLazy = (lang: Lang) => lazy(async () => ({ default: await get(lang) }));
  const lazyPerLang = (): Record<Lang, ReturnType<typeof makeLazy>> => ({ en: makeLazy('en'), es: makeLazy('es') });
  let lazies = lazyPerLang();
  const retry = () => {
    failed.delete(retry);
    pending.clear();
    lazies = lazyPerLang();
  };
  // A chunk still on its way: the step waits for it in its own state and shows the form's spinner,
  // then draws at once (React.lazy would reveal it through Suspense, which holds a revealed step
  // back up to 300 ms on a timer). A chunk that failed goes through React.lazy, whose error the
  // boundary shows with Try again.
  function Step(props: P) {
    const { lang } = useQuoteTexts();
    const [, setArrived] = useState(0);
    const [broken, setBroken] = useState(false);
    const Loaded = loaded[lang];
    useEffect(() => {
      if (loaded[lang]) return;
      let live = true;
      get(lang).then(
        () => live && setArrived((n) => n + 1),
        () => live && setBroken(true),
      );
      return () => {
        live = false;
      };
    }, [lang]);
    if (Loaded) return <Loaded {...props} />;
    const Later = lazies[lang];
    return broken ? <Later {...props} /> : <LoadingStep />;
  }
  return { Step, preload: async (lang) => void (await get(lang)) };
}

/** A step that shows the later texts (src/i18n/quoteLater.en.ts): its chunk and those texts in the page's language. */
const withLaterTexts =
  <C,>(load: () => Promise<C>) =>
  async (lang: Lang): Promise<C> =>
    (await Promise.all([load(), quoteLaterCatalog.load(lang)]))[0];

const driver2Step = loadable<ComponentProps<typeof import('./Driver2Step').Driver2Step>>(async () => (await import('./Driver2Step')).Driver2Step);
const driver3Step = loadable<StepProps>(async () => (await import('./Driver3Step')).Driver3Step);
const driverSummary = loadable<StepProps>(withLaterTexts(async () => (await import('./DriverSummary')).DriverSummary));
const vehicleSummary = loadable<StepProps>(withLaterTexts(async () => (await import('./VehicleSummary')).VehicleSummary));
const coverageStep = loadable<StepProps & { now: () => Date }>(withLaterTexts(async () => (await import('./CoverageStep')).CoverageStep));
const quotesStep = loadable<StepProps & { config: QuotesViewConfig }>(withLaterTexts(async () => (await import('./QuotesStep')).QuotesStep));
// The quote stage opened again, before the cards of the quotes the visit keeps (a reload, Back from another page).
const savedQuotes = loadable<StepProps>(withLaterTexts(async () => (await import('./SavedQuotes')).SavedQuotes));
// The previous quotes (`#previousQuotes`): only for a visitor who goes there.
const previousQuotes = loadable<ComponentProps<typeof import('./PreviousQuotes').PreviousQuotes>>(async () => (await import('./PreviousQuotes')).PreviousQuotes);
// The licence photo's panel: only for a visitor who chooses to upload or take a photo.
const licenceImagePanel = loadable<ComponentProps<typeof import('./LicenceImage').LicenceImagePanel>>(async () => (await import('./LicenceImage')).LicenceImagePanel);

export const Driver2StepLater = driver2Step.Step;
export const Driver3StepLater = driver3Step.Step;
export const DriverSummaryStep = driverSummary.Step;
export const VehicleSummaryStep = vehicleSummary.Step;
export const CoverageStepLater = coverageStep.Step;
export const QuotesStepLater = quotesStep.Step;
export const SavedQuotesLater = savedQuotes.Step;
export const LicenceImagePanelLater = licenceImagePanel.Step;
export const PreviousQuotesLater = previousQuotes.Step;
/** The previous quotes' chunk alone (a page opened at #previousQuotes starts with it). */
export const preloadPreviousQuotes = previousQuotes.preload;

/** Load every later step in the page's language (the form calls it once the visitor is in it; tests before they render). */
export function preloadLaterSteps(lang: Lang): Promise<void> {
  return Promise.all(
    [driver2Step, driver3Step, driverSummary, vehicleSummary, coverageStep, quotesStep, savedQuotes, licenceImagePanel, previousQuotes].map((step) => step.preload(lang)),
  ).then(() => undefined);
}

/** The form's spinner while a step's chunk loads. */
function LoadingStep() {
  const { t } = useQuoteTexts();
  return <Spinner className="quote-starting" label={t.start.loading} size="small" />;
}

/**
 * While a later step's chunk loads: the form's own spinner, announced politely. A chunk that could
 * not be loaded says so with a button to try again (the answers are the chart's: nothing is lost).
 */
export function LaterStepBoundary({ children }: { children: ReactNode }) {
  const { t } = useQuoteTexts();
  return (
    <LoadFailed message={t.start.failed} retry={t.buttons.retry}>
      <Suspense fallback={<LoadingStep />}>{children}</Suspense>
    </LoadFailed>
  );
}

class LoadFailed extends Component<{ message: string; retry: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="quote-start-failed">
        <p className="ui-notice ui-notice--error" role="alert">
          {this.props.message}
        </p>
        <Button
          onClick={() => {
            for (const again of [...failed]) again();
            this.setState({ failed: false });
          }}
        >
          {this.props.retry}
        </Button>
      </div>
    );
  }
}
