/**
 * Rendering a registered flow for a path, as the page would, with recording browser effects and
 * the chart's calls held by a controller; then playing the path through the view
 * (src/testing/view.ts). The generic suites of src/flows use it, and so do a flow's own checks.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { AnalyticsEvent } from '../analytics';
import type { Lang } from '../config/lang';
import type { BrowserEffects } from '../effects';
import { pageSetupFor, type LoadedFlow } from '../flows/kit';
import { createActorController, type ActorController } from '../paths/actors';
import type { ModelPath, PathStep } from '../paths/model';
import { MODEL_EPOCH, playPath } from '../paths/play';
import { createStorage, storageWith } from '../storage';
import { viewDriver } from './view';
import { RELOADED } from '../paths/userActions';

export interface RecordedEffects extends BrowserEffects {
  navigated: string[];
  removedParams: string[];
  tracked: AnalyticsEvent[];
  /** Each hash shown, in order. */
  hashes: string[];
  /** The hashes shown in place of the address's entry (`showHash(hash, 'replace')`), in order. */
  replaced: string[];
  /** Each address opened in a new tab, in order. */
  opened: string[];
  /** Act as the visitor changing the hash (typed, Back): the flow's listeners hear it. */
  changeHash(hash: string): void;
  /** Each query parameter shown as a new history entry, as `name=value` (`name` alone when removed), in order. */
  queries: string[];
  /** Act as the visitor going Back: to the query shown before the last one shown (the page's first address at the start). */
  back(): void;
}

/** Browser effects that record instead of leaving the page; storage is jsdom's localStorage. `startQuery`: the page's query as opened (Back returns to it). */
export function recordingEffects(startQuery = ''): RecordedEffects {
  const navigated: string[] = [];
  const removedParams: string[] = [];
  const tracked: AnalyticsEvent[] = [];
  const hashes: string[] = [];
  const replaced: string[] = [];
  const opened: string[] = [];
  const listeners = new Set<(hash: string) => void>();
  const historyListeners = new Set<(query: URLSearchParams) => void>();
  const queries: string[] = [];
  let current = '';
  return {
    navigated,
    removedParams,
    tracked,
    hashes,
    replaced,
    opened,
    queries,
    back: () => {
      // The entries the page pushed, on top of the address it opened with (its query unknown here: none).
      const entries = [startQuery, ...queries];
      entries.pop();
      queries.pop();
      const query = entries.at(-1) ?? '';
      for (const l of historyListeners) l(new URLSearchParams(query));
    },
    showQueryParam: (name, value) => queries.push(value === null ? name : `${name}=${value}`),
    onHistoryMove: (listener) => {
      historyListeners.add(listener);
      return () => historyListeners.delete(listener);
    },
    changeHash: (hash) => {
      current = hash;
      for (const l of listeners) l(hash);
    },
    navigate: (url) => navigated.push(url),
    redirect: (url) => navigated.push(url),
    // A reload goes to this page again: recorded as RELOADED.
    reload: () => navigated.push(RELOADED),
    removeQueryParam: (name) => removedParams.push(name),
    showHash: (hash, mode = 'push') => {
      if (hashes.at(-1) !== hash) hashes.push(hash);
      if (mode === 'replace' && current !== hash) replaced.push(hash);
      current = hash;
    },
    currentHash: () => current,
    onHashChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    storage: createStorage(window.localStorage),
    session: createStorage(window.sessionStorage),
    track: (event) => tracked.push(event),
    openTab: (url) => {
      opened.push(url);
      return true;
    },
  };
}

export interface RenderedFlow {
  controller: ActorController;
  effects: RecordedEffects;
}

/** Render the flow's app on its page for the path's start, in a language. */
export function renderFlow(flow: LoadedFlow, lang: Lang, path: ModelPath, options: { now?: () => Date } = {}): RenderedFlow {
  // The page's clock starts where the path's generation started it (MODEL_EPOCH), so a rule that
  // reads the date decides as it did there; it runs on with the test's clock.
  const started = Date.now();
  const now = options.now ?? (() => new Date(MODEL_EPOCH + Date.now() - started));
  const controller = createActorController(flow.widget.machine);
  // What the page's storage holds when the path starts (jsdom's localStorage, cleared after each test).
  storageWith(path.start.sandbox.storage, window.localStorage);
  const effects = recordingEffects(new URLSearchParams(path.start.sandbox.query ?? {}).toString());
  const { App } = flow.widget;
  render(
    <App
      page={pageSetupFor(flow.descriptor, lang, path.start.sandbox)}
      effects={effects}
      actors={controller.actors}
      now={now}
    />,
  );
  return { controller, effects };
}

/** Play a path through the rendered view; `extra` adds a flow's own checks per leaf state. */
export async function playFlowPath(
  flow: LoadedFlow,
  lang: Lang,
  path: ModelPath,
  extra?: (rendered: RenderedFlow) => Record<string, (step: PathStep) => void | Promise<void>>,
): Promise<RenderedFlow> {
  // A path that waits runs on fake timers (the chart's delays read the global setTimeout), so
  // "after 3 s" takes no real time. Testing Library knows fake timers by a global `jest` with
  // `advanceTimersByTime`: with it, its queries advance the fake clock instead of waiting on it.
  const waits = path.steps.some((s) => s.kind === 'after');
  const global = globalThis as { jest?: unknown };
  if (waits) {
    // Date too: the page's clock (renderFlow's `now`) moves with the delays, as the paths' simulated clock did (a countdown read from it).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    global.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  }
  try {
    const rendered = renderFlow(flow, lang, path);
    await playPath(
      path,
      viewDriver({
        path,
        controller: rendered.controller,
        // A file picker lets the visitor choose any file ("All files"), as Chromium's setInputFiles does: the page judges it.
        user: userEvent.setup({ delay: null, applyAccept: false }),
        screens: flow.screens(lang),
        navigated: rendered.effects.navigated,
        extra: extra?.(rendered),
        address: rendered.effects,
      }),
    );
    return rendered;
  } finally {
    if (waits) {
      delete global.jest;
      vi.useRealTimers();
    }
  }
}
