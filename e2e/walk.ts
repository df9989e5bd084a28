/**
 * Playing a generated path in the real page with Playwright: the Playwright interpreter of a
 * flow's declared screens (src/paths/screens.ts), mirroring src/testing/view.ts.
 *
 * - A user step performs the flow's declared actions, typing the sandbox's magic values
 *   (`fieldsForStep`), so the real sandbox produces the outcomes that follow.
 * - A done step whose answer a page in a frame gives (`sandbox.inFrame`: the e-sign stand-in's word)
 *   presses its button there.
 * - Init, done and error steps do nothing when the sandbox answers (it answers by itself, and
 *   faults with no user input come from a request header added to that call only,
 *   `sandboxPlan`). When the path model says `answeredBy: 'route'` (the engine fixtures), a
 *   route of the test answers the k-th call of each actor with the path's k-th outcome of it
 *   (the outcome's `sandbox.route`: status and body).
 * - A path that waits runs on Playwright's clock (`page.clock`, paused): an after step
 *   fast-forwards it by the step's delay, so a 55 s window takes no real time.
 * - After every step each leaf state's expectations are checked with web-first assertions;
 *   for a transient leaf (loading, leaving) only where the page went. The page may already
 *   show the next settled state then: that is expected.
 * - After every settled state, an axe-core scan (WCAG 2 A/AA, 2.1 AA, 2.2 AA) fails on any
 *   serious or critical violation. Each (flow, language, state) is scanned once per run, by
 *   the first path (in generation order) that settles in it (`axeScanSteps`), so the same test
 *   scans the same state on every run, whatever the workers do.
 *
 * The screens' queries, checks and actions are in walkScreens.ts, the axe-core scan in axeScan.ts,
 * the routes and the clock's moves in walkNetwork.ts.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { Lang } from '../src/config/lang';
import { FIXTURE_RUN_PARAM, pagePath, type LoadedFlow } from '../src/flows/kit';
import type { ModelPath } from '../src/paths/model';
import { MODEL_EPOCH } from '../src/paths/system';
import type { RoundTrip } from '../src/paths/trips';
import { MemoryStorage, storageWith } from '../src/storage';
import { scan, stateKey } from './axeScan';
import { applyGeolocation } from './geolocation';
import { idleWidgetsReady, prepareVisitor } from './sitePopups';
import { walkHolds, type WalkHolds } from '../src/paths/holds';
import { cancelledCallsMade, routeCalls, runClockFor, trackCalls, walkAt } from './walkNetwork';
import { expectOne, perform } from './walkScreens';
import { usesPageClock } from './workerPage';
import { expectationsAt, fieldsForStep, sandboxPlan, type FlowScreens } from '../src/paths/screens';

const EXPECT_TIMEOUT = 5_000;

/** Where the browser clock starts for a path that waits: where the path's generation started it. */
const CLOCK_START = MODEL_EPOCH;

/** The states each flow's page leaves at once, by language (made once: a flow's screens take ms to make, and every path asks). */
const leftAtOnceOf = new WeakMap<LoadedFlow, Partial<Record<Lang, readonly string[]>>>();

/** What the walk holds back on the path's calls (src/paths/holds.ts). */
export function walkHoldsOf(flow: LoadedFlow, lang: Lang, path: ModelPath): WalkHolds {
  const known = leftAtOnceOf.get(flow) ?? {};
  leftAtOnceOf.set(flow, known);
  const leftAtOnce = (known[lang] ??= flow.screens(lang).leftAtOnce ?? []);
  return walkHolds(flow.widget.machine, path, leftAtOnce, flow.model.apiCalls ?? {});
}

function withQuery(pagePath: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${pagePath}?${search}` : pagePath;
}

async function checkStep(page: Page, screens: FlowScreens, path: ModelPath, index: number, steady: boolean): Promise<void> {
  const step = path.steps[index]!;
  const timeout = EXPECT_TIMEOUT;
  // A step in a transient state (a call the route answers at once, a child machine saving)
  // may already show the next settled state: only where the page went is checked there. Not a
  // download the walk aborts (`sandbox.abort`): whether it is aborted is decided by the step the
  // walk is on (e2e/walkNetwork.ts), so the walk waits for the page to show that step's state.
  // Nor a state the walk keeps the page in by holding the call that leaves it (`steady`).
  const transient = !steady && step.outcome?.sandbox.abort !== true && step.leaves.some((leaf) => screens.transient.includes(leaf));
  for (const leaf of step.leaves) {
    const expectations = expectationsAt(screens, leaf, path, index);
    if (!expectations) throw new Error(`No screen declared for the state ${leaf}`);
    for (const e of expectations) {
      if (transient && !('navigatedTo' in e)) continue;
      await expectOne(page, leaf, e, timeout);
    }
  }
}

/**
 * Before the first step: the routes that answer or fault the path's calls, the paused clock when
 * any of `paths` (the walk's paths: one, or both halves of a round trip) waits, and the flow's
 * page with the path's query. Returns whether the clock is paused.
 */
async function openPath(page: Page, flow: LoadedFlow, lang: Lang, path: ModelPath, paths: ModelPath[], holds: WalkHolds): Promise<boolean> {
  trackCalls(page);
  await applyGeolocation(page.context(), path);
  await routeCalls(page, flow, path, lang, holds);
  // A path that waits, or whose start's storage holds times the page compares with its clock (`modelClock`), runs on the paths' clock.
  const waits = paths.some((p) => p.start.sandbox.modelClock === true || p.steps.some((s) => s.kind === 'after'));
  if (waits) {
    usesPageClock(page);
    // Paused at the paths' own start, as the model and the jsdom walk read it: a wait stored for two
    // seconds after the clock has two seconds left on the page too.
    await page.clock.install({ time: CLOCK_START - 1000 });
    await page.clock.pauseAt(CLOCK_START);
  }
  const query: Record<string, string> = { ...sandboxPlan(path).query, ...(flow.descriptor.fixture ? { [FIXTURE_RUN_PARAM]: flow.id } : {}) };
  const walk = randomUUID().slice(0, 6);
  for (const key of flow.model.uniquePerWalk ?? []) if (query[key]) query[key] = `${query[key]}--w${walk}`;
  await seedStorage(page, path.start.sandbox.storage);
  await configureHost(page, flow.descriptor.widget, path.start.sandbox.config);
  // The browser's language, width and visited_site cookie a popups path names (or a returning visitor's).
  await prepareVisitor(page, path, lang);
  await throttleCpu(page);
  await page.goto(withQuery(pagePath(flow.descriptor.page, lang), query) + (path.start.sandbox.hash ?? ''));
  // A widget loaded once the page is idle (the popups) starts its waits when it mounts: before the
  // clock moves (a path that does not move it acts on the page as it comes, as a visitor does).
  if (waits) await idleWidgetsReady(page);
  return waits;
}

/**
 * E2E_THROTTLE=N: the page's CPU N times slower (Chromium's CPU throttling, through the DevTools
 * protocol), to bring out timing races between the page and the walk's paused clock. At 10 the
 * quote path P2140 misses its 12 s "taking longer" message in about 1 run of 4 (docs/performance.md,
 * "Test suites"): the reproducer of that flake. Off by default.
 */
async function throttleCpu(page: Page): Promise<void> {
  const rate = Number(process.env.E2E_THROTTLE ?? 0);
  if (!(rate > 1)) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * What the page's storage holds when the path starts (a saved visit), written as the site writes
 * it, once: the first document of the test gets it, later ones (a round trip) keep what the
 * flow wrote since.
 */
async function seedStorage(page: Page, entries: Record<string, unknown> | undefined): Promise<void> {
  if (!entries || Object.keys(entries).length === 0) return;
  const memory = new MemoryStorage();
  storageWith(entries, memory);
  const raw = [...memory.items];
  // The tab outlives the test (the worker's context is reused, and its session storage with it):
  // the mark that says "seeded" is this walk's own.
  const walk = randomUUID();
  await page.addInitScript(
    ({ items, mark }: { items: Array<[string, string]>; mark: string }) => {
      // The page only: not a frame it shows (a carrier's page, whose storage is not this site's).
      if (window.top !== window) return;
      if (window.sessionStorage.getItem('e2e-path-storage') === mark) return;
      for (const [key, value] of items) window.localStorage.setItem(key, value);
      window.sessionStorage.setItem('e2e-path-storage', mark);
    },
    { items: raw, mark: walk },
  );
}

/**
 * A path that starts on a page configuring the flow (`sandbox.config`): its widget host's
 * data-config is set as the page is parsed, before the widget reads it.
 */
export async function configureHost(page: Page, widget: string, config: Record<string, unknown> | undefined): Promise<void> {
  if (!config) return;
  await page.addInitScript(
    ({ name, json }: { name: string; json: string }) => {
      if (window.top !== window) return;
      const apply = () => {
        // A page's own host, or the shell's (the header's account control).
        const host = document.querySelector<HTMLElement>(`[data-widget="${name}"], [data-shell-widget="${name}"]`);
        if (host && host.dataset.config !== json) host.dataset.config = json;
        return host !== null;
      };
      if (apply()) return;
      const watch = new MutationObserver(() => {
        if (apply()) watch.disconnect();
      });
      watch.observe(document, { childList: true, subtree: true });
    },
    { name: widget, json: JSON.stringify(config) },
  );
}

/** Play the path's steps on the page it is on: user actions, clock, each state's checks, axe-core at `scanAt`. */
async function walkSteps(options: {
  page: Page;
  flow: LoadedFlow;
  lang: Lang;
  path: ModelPath;
  scanAt: ReadonlySet<number>;
  testInfo: TestInfo;
  pausedClock: boolean;
  holds: WalkHolds;
}): Promise<void> {
  const { page, flow, lang, path, scanAt, testInfo, pausedClock, holds } = options;
  const screens = flow.screens(lang);
  for (const [i, step] of path.steps.entries()) {
    walkAt.set(page, { step: i });
    await test.step(step.text, async () => {
      // A step that cancels a call (a close while a read is in flight) waits for the page to have made it.
      if (step.kind === 'user' || step.kind === 'after') await cancelledCallsMade(page, i);
      if (step.kind === 'user') {
        const action = screens.actions[step.event.type];
        if (!action) throw new Error(`No user action declared for ${step.event.type}`);
        await perform(page, action(step.event, fieldsForStep(path, i)));
      }
      if (step.kind === 'after') await runClockFor(page, step.delayMs ?? 0);
      // An answer a page in a frame gives (the e-sign stand-in's word): its button pressed.
      const inFrame = step.outcome?.sandbox.inFrame;
      if (inFrame) await page.frameLocator(`iframe[title=${JSON.stringify(inFrame.title[lang])}]`).getByRole('button', { name: inFrame.press[lang], exact: true }).click();
      await checkStep(page, screens, path, i, holds.steady.has(i));
      if (scanAt.has(i)) {
        const key = `${flow.id} ${lang} ${stateKey(step)}`;
        const blocking = await scan(page, { pausedClock });
        testInfo.annotations.push({ type: 'axe', description: key });
        expect(blocking, `axe-core, serious or critical violations in ${key}`).toEqual([]);
      }
    });
  }
}

/**
 * A round trip through another page (the path model's `returns`, src/paths/trips.ts): the path
 * that leaves is walked up to its leaving state; on the other page (its address must match
 * `trip.at`) the user does the trip's actions there, the browser must land on the flow's page in
 * the same language with the trip's query, and the path that comes back is walked from its first
 * step on that page, through the result state's screen.
 */
export async function walkRoundTrip(options: { page: Page; flow: LoadedFlow; lang: Lang; trip: RoundTrip; testInfo: TestInfo }): Promise<void> {
  const { page, flow, lang, testInfo } = options;
  const { trip, leave, back } = options.trip;
  const leaveHolds = walkHoldsOf(flow, lang, leave);
  const backHolds = walkHoldsOf(flow, lang, back);
  await failingOnPageErrors(page, async () => {
    const waits = await openPath(page, flow, lang, leave, [leave, back], leaveHolds);
    await walkSteps({ page, flow, lang, path: leave, scanAt: new Set(), testInfo, pausedClock: waits, holds: leaveHolds });

    await test.step(`on the other page: ${trip.label}`, async () => {
      await expect(page, `the page has left for ${String(trip.at)}`).toHaveURL(trip.at);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await routeCalls(page, flow, back, lang, backHolds);
      const home = new URL(withQuery(pagePath(flow.descriptor.page, lang), trip.query), page.url());
      // Caught at commit: the page reads the query and then takes it off the address bar.
      const landed = page.waitForURL(
        (url) => url.pathname === home.pathname && [...home.searchParams].every(([k, v]) => url.searchParams.get(k) === v),
        { waitUntil: 'commit' },
      );
      await perform(page, trip.actions(lang));
      await landed;
    });

    await walkSteps({ page, flow, lang, path: back, scanAt: new Set(), testInfo, pausedClock: waits, holds: backHolds });
  });
}

export async function walkPath(options: {
  page: Page;
  flow: LoadedFlow;
  lang: Lang;
  path: ModelPath;
  /** The step indices after which to run axe-core (see axeScanSteps). */
  scanAt: ReadonlySet<number>;
  testInfo: TestInfo;
}): Promise<void> {
  const { page, flow, lang, path, scanAt, testInfo } = options;
  const holds = walkHoldsOf(flow, lang, path);
  await failingOnPageErrors(page, async () => {
    const waits = await openPath(page, flow, lang, path, [path], holds);
    await walkSteps({ page, flow, lang, path, scanAt, testInfo, pausedClock: waits, holds });
  });
}

/**
 * Walk `body` with the page's uncaught errors collected, and fail on any. The worker's page outlives
 * the test (its context is reused), so the listener is taken off when the walk ends.
 */
async function failingOnPageErrors(page: Page, body: () => Promise<void>): Promise<void> {
  const errors: string[] = [];
  const listener = (error: Error) => errors.push(error.message);
  page.on('pageerror', listener);
  try {
    await body();
  } finally {
    page.off('pageerror', listener);
    // The walk is over: a call held to its end lets go (e2e/walkNetwork.ts).
    walkAt.set(page, { step: Number.POSITIVE_INFINITY });
  }
  expect(errors, 'uncaught errors in the page').toEqual([]);
}
