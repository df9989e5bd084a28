/**
 * The quote view's tests render it one way (views/quote/*.test.tsx): the real chart with its
 * calls held by a controller, its effects recorded, the page's hash moves sent as the widget
 * root sends them, and the visitor's token answered unless held. Test-only.
 */
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { ActorRefFrom, AnyActorRef, AnyStateMachine } from 'xstate';
import { quoteMachine } from '../../machines/quote/quote.machine';
import { loadLaterCodeLogic, quoteLaterCode } from '../../machines/quote/laterCode';
import type { QuoteInput, QuoteSaved } from '../../machines/quote/types';
import type { CoverageStageEvent } from '../../machines/quote/coverage.machine';
import type { DriverListEvent } from '../../machines/quote/driverList.machine';
import type { VehicleListEvent } from '../../machines/quote/vehicleList.machine';
import type { SavedQuotesEvent } from '../../machines/quote/savedQuotes.machine';
import type { ContactStageEvent } from '../../machines/quote/contact.machine';
import type { AddressStageEvent } from '../../machines/quote/address.machine';
import type { Driver1StageEvent } from '../../machines/quote/driver1.machine';
import { quoteLater } from '../../machines/quote/quote.later';
import { quoteConfigSchema } from '../config/quote';
import type { Lang } from '../i18n';
import type { AnalyticsEvent } from '../analytics';
import { createActorController } from '../paths/actors';
import { provideControlled } from '../paths/play';
import { isMachine, runningMachines, systemLeaves } from '../paths/system';
import { QuoteFlow } from '../../views/quote/QuoteFlow';
import { QuoteView } from '../../views/quote/QuoteView';
import { preloadLaterSteps } from '../../views/quote/laterSteps';
import { provideTexts } from './texts';
import { listenToQuoteAddress } from '../widgets/quoteAddress';
import { browserEffects } from '../effects';

export type QuoteActor = ActorRefFrom<typeof quoteMachine>;

function ActorSpy({ onActor }: { onActor: (actor: QuoteActor) => void }) {
  const actor = QuoteFlow.useActorRef();
  useEffect(() => {
    onActor(actor);
  }, [actor, onActor]);
  return null;
}

/** The widget root's listener of the page's address (src/widgets/quoteAddress.ts), on the test's page. */
function HashListener() {
  const actor = QuoteFlow.useActorRef();
  useEffect(() => listenToQuoteAddress(browserEffects(), (event) => actor.send(event)), [actor]);
  return null;
}

export interface RenderQuoteOptions {
  lang?: Lang;
  config?: unknown;
  /** 'held': the visitor's token does not answer (the start's spinner). */
  token?: 'answered' | 'held';
  /**
   * 'held': a state that waits for the later code waits until the test settles `loadLaterCode`.
   * By default it finds the code there at once, as on a page that preloaded it.
   */
  code?: 'present' | 'held';
  /** Calls made for real (through services/http.ts, to the sandbox a test connects) instead of held. */
  live?: readonly string[];
}

/** The later code found at once by the chart and by its stage charts that wait for it too (the lists'). */
function withCodePresent<M extends AnyStateMachine>(machine: M): M {
  const actors = machine.implementations.actors as Record<string, unknown>;
  const children = Object.entries(actors).flatMap(([name, logic]) =>
    isMachine(logic) && 'loadLaterCode' in (logic.implementations.actors as Record<string, unknown>) ? [[name, withCodePresent(logic)] as const] : [],
  );
  return machine.provide({ actors: { ...Object.fromEntries(children), ...('loadLaterCode' in actors ? { loadLaterCode: loadLaterCodeLogic } : {}) } } as never) as M;
}

/** Render the quote view for a start of the chart. */
export async function renderQuote(input: QuoteInput, options: RenderQuoteOptions = {}) {
  // Each render opens the page at its address without a hash, as a new page load does: a hash an
  // earlier test moved to is not this page's (the listener tells the chart the page's hash at start).
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  // The later child charts at once (the page loads them with the state that needs them).
  quoteLaterCode.provide(quoteLater);
  // The later steps' chunks, loaded as the page loads them once the form is up (views/quote/laterSteps.tsx).
  await preloadLaterSteps(options.lang ?? 'en');
  // The catalogs, which the page loads in its language before the widget draws.
  provideTexts();
  const controller = createActorController(quoteMachine, { live: options.live ?? [] });
  const shown: string[] = [];
  /** The addresses the chart opened in a new tab (its `openTab` effect), in order. */
  const opened: string[] = [];
  const saved: QuoteSaved[] = [];
  /** The analytics events the chart sent (its `track` and `trackEach` effects), in order. */
  const tracked: AnalyticsEvent[] = [];
  const controlled = provideControlled(
    quoteMachine.provide({
      actions: {
        showStage: (_, p) => {
          shown.push(p.stage);
        },
        save: (_, p) => {
          saved.push(p.saved);
        },
        track: (_, event) => {
          tracked.push(event);
        },
        trackEach: (_, p) => {
          tracked.push(...p.events);
        },
        openTab: (_, p) => {
          opened.push(p.url);
        },
      },
    }),
    controller,
  );
  const machine = options.code === 'held' ? controlled : withCodePresent(controlled);
  const ref: { actor: QuoteActor | null } = { actor: null };
  const view = render(
    <QuoteFlow.Provider logic={machine} options={{ input }}>
      <HashListener />
      <ActorSpy
        onActor={(a) => {
          ref.actor = a;
        }}
      />
      <QuoteView lang={options.lang ?? 'en'} config={quoteConfigSchema.parse(options.config ?? {})} />
    </QuoteFlow.Provider>,
  );
  // A visit that may open past driver1 asks for the later code first (found at once unless held): the token after it.
  if (options.token !== 'held')
    await act(async () => {
      // Promise callbacks only (a test's fake timers hold any timer).
      for (let i = 0; i < 50 && !controller.hasPending('visitorToken') && options.code !== 'held'; i++) await Promise.resolve();
      controller.settle('visitorToken', { done: { token: 'anon-token-1' } });
    });
  const calls = (src: string) => controller.calls.filter((c) => c.src === src);
  const settle = (src: string, result: Parameters<typeof controller.settle>[1]) => act(async () => controller.settle(src, result));
  /**
   * Send an event the way no view control does (the chart's own checks through the view): to the
   * first machine of the system that accepts it (a stage's own chart, the coverage's, driver1's or the saved quotes'), else the chart.
   */
  const send = (event: Parameters<QuoteActor['send']>[0] | CoverageStageEvent | Driver1StageEvent | ContactStageEvent | AddressStageEvent | SavedQuotesEvent | DriverListEvent | VehicleListEvent) =>
    act(async () => {
      if (!ref.actor) return;
      const accepting = runningMachines(ref.actor).find((m) => m.snapshot.status === 'active' && m.snapshot.can(event));
      const target: AnyActorRef = accepting?.ref ?? ref.actor;
      target.send(event);
    });
  const leaves = () => JSON.stringify(ref.actor?.getSnapshot().value);
  /** The leaf states of the whole system (a stage's own chart's as `<id>:<state>`). */
  const systemStates = () => (ref.actor ? systemLeaves(ref.actor) : []);
  return { controller, shown, saved, tracked, opened, calls, settle, send, leaves, systemStates, container: view.container, user: userEvent.setup() };
}

export { seriousViolations } from './axe';
