/**
 * The quote view's tests render it one way (views/quote/*.test.tsx): the real chart with its
 * calls held by a controller, its effects recorded, the page's hash moves sent as the widget
 * root sends them, and the visitor's token answered unless held. Test-only.
 */
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useEffect } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { quoteMachine } from '../../machines/quote/quote.machine';
import { loadLaterCodeLogic, quoteLaterCode } from '../../machines/quote/laterCode';
import type { QuoteInput, QuoteSaved } from '../../machines/quote/types';
import type { CoverageStageEvent } from '../../machines/quote/coverage.machine';
import type { Driver1StageEvent, driver1StageMachine } from '../../machines/quote/driver1.machine';
import { quoteLater } from '../../machines/quote/quote.later';
import { quoteConfigSchema } from '../config/quote';
import type { Lang } from '../i18n';
import type { AnalyticsEvent } from '../analytics';
import { createActorController } from '../paths/actors';
import { provideControlled } from '../paths/play';
import { runningMachines } from '../paths/system';
import { QuoteFlow } from '../../views/quote/QuoteFlow';
import { QuoteView } from '../../views/quote/QuoteView';
import { preloadLaterSteps } from '../../views/quote/laterSteps';
import { provideTexts } from './texts';

export type QuoteActor = ActorRefFrom<typeof quoteMachine>;

function ActorSpy({ onActor }: { onActor: (actor: QuoteActor) => void }) {
  const actor = QuoteFlow.useActorRef();
  useEffect(() => {
    onActor(actor);
  }, [actor, onActor]);
  return null;
}

/**
 * What the widget root does with the page's address (its `listen`): the visitor's own hash
 * changes (a link followed, a typed hash, Back) go to the chart as `hash.changed`.
 */
function HashListener() {
  const actor = QuoteFlow.useActorRef();
  useEffect(() => {
    const heard = () => actor.send({ type: 'hash.changed', hash: window.location.hash });
    window.addEventListener('hashchange', heard);
    return () => window.removeEventListener('hashchange', heard);
  }, [actor]);
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
}

/** Render the quote view for a start of the chart. */
export async function renderQuote(input: QuoteInput, options: RenderQuoteOptions = {}) {
  // The later child charts at once (the page loads them with the state that needs them).
  quoteLaterCode.provide(quoteLater);
  // The later steps' chunks, loaded as the page loads them once the form is up (views/quote/laterSteps.tsx).
  await preloadLaterSteps(options.lang ?? 'en');
  // The catalogs, which the page loads in its language before the widget draws.
  provideTexts();
  const controller = createActorController(quoteMachine);
  const shown: string[] = [];
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
      },
    }),
    controller,
  );
  // The later code is there at once for the chart and for the stage charts that wait for it (driver1's photo panel).
  const driver1Stage = (controller.actors.driver1Stage as typeof driver1StageMachine).provide({ actors: { loadLaterCode: loadLaterCodeLogic } });
  const machine = options.code === 'held' ? controlled : controlled.provide({ actors: { loadLaterCode: loadLaterCodeLogic, driver1Stage } });
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
  if (options.token !== 'held') await act(async () => controller.settle('visitorToken', { done: { token: 'anon-token-1' } }));
  const calls = (src: string) => controller.calls.filter((c) => c.src === src);
  const settle = (src: string, result: Parameters<typeof controller.settle>[1]) => act(async () => controller.settle(src, result));
  /**
   * Send an event the way no view control does (the chart's own checks through the view): to the
   * first machine of the system that accepts it (a stage's own chart, the coverage's or driver1's), else the chart.
   */
  const send = (event: Parameters<QuoteActor['send']>[0] | CoverageStageEvent | Driver1StageEvent) =>
    act(async () => {
      if (!ref.actor) return;
      const accepting = runningMachines(ref.actor).find((m) => m.snapshot.status === 'active' && m.snapshot.can(event));
      const target: AnyActorRef = accepting?.ref ?? ref.actor;
      target.send(event);
    });
  const leaves = () => JSON.stringify(ref.actor?.getSnapshot().value);
  return { controller, shown, saved, tracked, calls, settle, send, leaves, container: view.container, user: userEvent.setup() };
}

/** Serious and critical axe-core violations (WCAG 2 A/AA, 2.1 AA, 2.2 AA); colour contrast needs a real browser. */
export async function seriousViolations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}
