/**
 * Playing a generated path in the real page with Playwright: the Playwright interpreter of a
 * flow's declared screens (src/paths/screens.ts), mirroring src/testing/view.ts.
 *
 * - A user step performs the flow's declared actions, typing the sandbox's magic values
 *   (`fieldsForStep`), so the real sandbox produces the outcomes that follow.
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
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Locator, type Page, type Request, type TestInfo } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Lang } from '../src/config/lang';
import { FIXTURE_RUN_PARAM, pagePath, type LoadedFlow } from '../src/flows/kit';
import type { ModelPath, PathStep } from '../src/paths/model';
import { MODEL_EPOCH } from '../src/paths/system';
import type { RoundTrip } from '../src/paths/trips';
import { MemoryStorage, storageWith } from '../src/storage';
import { applyGeolocation } from './geolocation';
import { stubMapsScript } from './mapsStub';
import { idleWidgetsReady, prepareVisitor } from './sitePopups';
import { stubVideoProvider } from './videoProvider';
import {
  describeExpectation,
  expectationsAt,
  fieldsForStep,
  pickedFileBytes,
  sandboxPlan,
  type Action,
  type Expectation,
  type FlowScreens,
  type Query,
} from '../src/paths/screens';

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

type AriaRole = Parameters<Page['getByRole']>[0];
type Scope = Page | Locator;

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeText: string | undefined;
function axeSource(): string {
  axeText ??= readFileSync(AXE_SOURCE, 'utf8');
  return axeText;
}
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const EXPECT_TIMEOUT = 5_000;

function byRole(scope: Scope, role: string, name: string | RegExp | undefined): Locator {
  // Testing Library matches a string name exactly; Playwright needs `exact` for that.
  const options = name === undefined ? {} : typeof name === 'string' ? { name, exact: true } : { name };
  return scope.getByRole(role as AriaRole, options);
}

function xpathLiteral(s: string): string {
  if (!s.includes('"')) return `"${s}"`;
  if (!s.includes("'")) return `'${s}'`;
  return `concat(${s.split('"').map((part) => `"${part}"`).join(`, '"', `)})`;
}

/**
 * Text as Testing Library matches a string: an element whose own text is the string, so
 * `<p><span class="visually-hidden">Error: </span>You must enter a valid Zip Code</p>` matches
 * "You must enter a valid Zip Code". Playwright's exact text matches the whole text content;
 * an element matches if either does.
 */
function byText(scope: Scope, text: string | RegExp): Locator {
  if (typeof text !== 'string') return scope.getByText(text);
  const own = text.replace(/\s+/g, ' ').trim();
  const ownText = scope.locator(
    `xpath=.//*[not(self::script or self::style)][text()[normalize-space(translate(., '\u00a0', ' ')) = ${xpathLiteral(own)}]]`,
  );
  return scope.getByText(text, { exact: true }).or(ownText);
}

/** Every element matching the query, in document order (hidden ones included for text queries). */
function allMatches(page: Page, q: Query): Locator {
  const scope: Scope = q.within ? byRole(page, q.within.role, q.within.name).first() : page;
  if ('role' in q) {
    const found = byRole(scope, q.role, q.name);
    return q.valued === undefined ? found : found.and(scope.locator(`[value=${JSON.stringify(q.valued)}]`));
  }
  if ('label' in q) return scope.getByLabel(q.label, { exact: true });
  return byText(scope, q.text);
}

/** The element a user would pick: the first visible match, or the `nth` one (-1: the last). */
export function locate(page: Page, q: Query): Locator {
  const visible = allMatches(page, q).filter({ visible: true });
  if (q.nth === undefined) return visible.first();
  return q.nth === -1 ? visible.last() : visible.nth(q.nth);
}

async function expectOne(page: Page, where: string, e: Expectation, timeout: number): Promise<void> {
  const message = `${where}: ${describeExpectation(e)}`;
  if ('navigatedTo' in e) {
    const target = typeof e.navigatedTo === 'string' ? new URL(e.navigatedTo, page.url()).href : e.navigatedTo;
    await expect(page, message).toHaveURL(target, { timeout });
    return;
  }
  if (e.absent) {
    await expect(allMatches(page, e), message).toHaveCount(0, { timeout });
    return;
  }
  const el = locate(page, e);
  await expect(el, message).toBeVisible({ timeout });
  if (e.disabled === true) await expect(el, message).toBeDisabled({ timeout });
  if (e.disabled === false) await expect(el, message).toBeEnabled({ timeout });
  if (e.busy === true) await expect(el, message).toHaveAttribute('aria-busy', 'true', { timeout });
  if (e.busy === false) await expect(el, message).not.toHaveAttribute('aria-busy', 'true', { timeout });
  if (e.focused) await expect(el, message).toBeFocused({ timeout });
  if (e.href !== undefined) await expect(el, message).toHaveAttribute('href', e.href, { timeout });
  if (e.value !== undefined) await expect(el, message).toHaveValue(e.value, { timeout });
}

async function perform(page: Page, actions: Action[]): Promise<void> {
  for (const a of actions) {
    if ('fill' in a) {
      const el = locate(page, a.fill);
      // A select is filled by choosing the option with that value (or label).
      if (await el.evaluate((node) => node instanceof HTMLSelectElement)) {
        await el.selectOption(a.value);
      } else {
        await el.click();
        await el.fill(a.value);
      }
    } else if ('click' in a) {
      // A link opened in a new tab (Ctrl or Cmd): the page stays; the tab opens beside it.
      await locate(page, a.click).click(a.newTab ? { modifiers: ['ControlOrMeta'] } : {});
    } else if ('upload' in a) {
      await locate(page, a.upload).setInputFiles({ name: a.file.name, mimeType: a.file.type, buffer: Buffer.from(pickedFileBytes(a.file)) });
    } else if ('hash' in a) {
      // As typed in the address bar: the page hears hashchange.
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, a.hash);
    } else {
      await page.keyboard.press(a.press);
    }
  }
}

/**
 * Fault headers from the sandbox plan, each on its own call only: the k-th request to an API path
 * is the k-th call the path makes of the actors with that path (a poll and the final fetch of the
 * same results call share one), so a retry goes clean.
 */
async function injectFaults(page: Page, flow: LoadedFlow, path: ModelPath): Promise<void> {
  const plan = sandboxPlan(path);
  const byUrl = new Map<string, { url: RegExp; actors: Set<string> }>();
  for (const { actorId } of plan.headers) {
    const url = flow.model.apiCalls?.[actorId];
    if (!url) throw new Error(`${flow.id}: the path model names no API path for the actor "${actorId}" (apiCalls)`);
    // Every actor of the model that requests this path counts in its calls.
    const sharing = Object.entries(flow.model.apiCalls ?? {}).filter(([, u]) => u.source === url.source).map(([id]) => id);
    byUrl.set(url.source, { url, actors: new Set(sharing) });
  }
  for (const { url, actors } of byUrl.values()) {
    const calls = path.steps
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => s.actorId !== undefined && actors.has(s.actorId) && (s.kind === 'done' || s.kind === 'error'))
      .map(({ i }) => plan.headers.find((h) => h.stepIndex === i)?.headers);
    let made = 0;
    await page.route(url, async (route) => {
      const extra = calls[made];
      made += 1;
      if (!extra) return route.continue();
      return route.continue({ headers: { ...route.request().headers(), ...extra } });
    });
  }
}

/**
 * The test's own answers (path model `answeredBy: 'route'`): the k-th request to an actor's API
 * path gets the route answer of the path's k-th outcome of that actor. A
 * call the path never answers stays pending, as the chart expects.
 */
async function answerCalls(page: Page, flow: LoadedFlow, path: ModelPath): Promise<void> {
  for (const [actorId, url] of Object.entries(flow.model.apiCalls ?? {})) {
    const answers = path.steps
      .filter((s) => s.actorId === actorId && s.outcome)
      .map((s) => {
        const answer = s.outcome!.sandbox.route;
        if (!answer) throw new Error(`${flow.id}: the outcome "${s.outcome!.label}" of ${actorId} names no route answer`);
        return answer;
      });
    let made = 0;
    await page.route(url, async (route) => {
      const answer = answers[made];
      made += 1;
      if (!answer) return;
      await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
    });
  }
}

/** Where the browser clock starts for a path that waits: where the path's generation started it. */
const CLOCK_START = MODEL_EPOCH;

function withQuery(pagePath: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${pagePath}?${search}` : pagePath;
}

/** Serious and critical axe-core violations on the page, one line each. */
export async function scan(page: Page, options: { pausedClock?: boolean } = {}): Promise<string[]> {
  if (options.pausedClock) return scanOnPausedClock(page);
  // A dialog fading in is half transparent: axe would measure its contrast mid-way. Wait until
  // every finite animation has finished (spinners run forever and are not waited for).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // Evaluated through the protocol rather than added as a script tag: the site's Content
  // Security Policy (script-src 'self') refuses inline scripts, and must stay as served.
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource());
  const violations = await page.evaluate(async (tags) => {
    if (!window.axe) throw new Error('axe-core did not load');
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
  }, AXE_TAGS);
  return violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact))
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.join(', ')})`);
}

/**
 * axe-core under a paused page clock: its own timers are the page's, so the scan is started in
 * the page and the clock is moved on in 10 ms ticks until it ends (a scan ticks well under a
 * second of page time; the paths' delays are seconds, and the next after step fires them).
 */
async function scanOnPausedClock(page: Page): Promise<string[]> {
  // A dialog fading in is half transparent (as in scan): CSS animations run on the browser's own
  // time, not the paused page clock, so the walk waits for them in real time (at most 2 s).
  for (let waited = 0; waited < 2000; waited += 50) {
    const running = await page.evaluate(() =>
      document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity),
    );
    if (!running) break;
    await page.waitForTimeout(50);
  }
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource());
  await page.evaluate((tags) => {
    const w = window as unknown as { __axeDone?: unknown };
    w.__axeDone = undefined;
    void window.axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then(
      (results) => {
        w.__axeDone = results.violations.map((v) => ({
          impact: v.impact ?? 'unknown',
          line: `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.map(String).join(' ')).join(', ')})`,
        }));
      },
      (e: unknown) => {
        w.__axeDone = [{ impact: 'critical', line: `axe-core failed: ${String(e)}` }];
      },
    );
  }, AXE_TAGS);
  for (let tick = 0; tick < 100; tick += 1) {
    const done = await page.evaluate(() => (window as unknown as { __axeDone?: Array<{ impact: string; line: string }> }).__axeDone);
    if (done) return done.filter((v) => BLOCKING_IMPACTS.has(v.impact)).map((v) => v.line);
    await page.clock.runFor(10);
  }
  throw new Error('axe-core did not finish within 1 s of page time');
}

function isSettled(screens: FlowScreens, step: PathStep): boolean {
  return step.leaves.every((leaf) => !screens.transient.includes(leaf));
}

function stateKey(step: PathStep): string {
  return step.leaves.join('+');
}

/**
 * Where each settled state of a flow is scanned: per path id, the step indices at which that
 * path is the first (in generation order) to settle in a state no earlier path settled in.
 */
export function axeScanSteps(screens: FlowScreens, paths: ModelPath[]): Map<string, Set<number>> {
  const owned = new Set<string>();
  const out = new Map<string, Set<number>>();
  for (const path of paths) {
    const mine = new Set<number>();
    path.steps.forEach((step, i) => {
      const key = stateKey(step);
      if (!isSettled(screens, step) || owned.has(key)) return;
      owned.add(key);
      mine.add(i);
    });
    out.set(path.id, mine);
  }
  return out;
}

async function checkStep(page: Page, screens: FlowScreens, path: ModelPath, index: number): Promise<void> {
  const step = path.steps[index]!;
  const timeout = EXPECT_TIMEOUT;
  // A step in a transient state (a call the route answers at once, a child machine saving)
  // may already show the next settled state: only where the page went is checked there.
  const transient = step.leaves.some((leaf) => screens.transient.includes(leaf));
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
async function openPath(page: Page, flow: LoadedFlow, lang: Lang, path: ModelPath, paths: ModelPath[]): Promise<boolean> {
  trackCalls(page);
  await applyGeolocation(page.context(), path);
  await routeCalls(page, flow, path);
  // A path that waits, or whose start's storage holds times the page compares with its clock (`modelClock`), runs on the paths' clock.
  const waits = paths.some((p) => p.start.sandbox.modelClock === true || p.steps.some((s) => s.kind === 'after'));
  if (waits) {
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START + 1000);
  }
  const query = { ...sandboxPlan(path).query, ...(flow.descriptor.fixture ? { [FIXTURE_RUN_PARAM]: flow.id } : {}) };
  await seedStorage(page, path.start.sandbox.storage);
  await configureHost(page, flow.descriptor.widget, path.start.sandbox.config);
  // The browser's language, width and visited_site cookie a popups path names (or a returning visitor's).
  await prepareVisitor(page, path, lang);
  await throttleCpu(page);
  await page.goto(withQuery(pagePath(flow.descriptor.page, lang), query) + (path.start.sandbox.hash ?? ''));
  // A widget loaded once the page is idle (the popups) starts its waits when it mounts: before the clock moves.
  await idleWidgetsReady(page);
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

async function routeCalls(page: Page, flow: LoadedFlow, path: ModelPath): Promise<void> {
  walkAt.set(page, { step: 0 });
  // A video pressed to play shows the provider's stand-in, not the browser's error page.
  await stubVideoProvider(page);
  // The maps script is the fake the jsdom tests use (the real one cannot be reached); a path whose
  // script fails aborts it below (registered later, its route runs first and falls back to this one).
  await stubMapsScript(page);
  await abortDownloads(page, flow, path);
  if (flow.model.answeredBy === 'route') await answerCalls(page, flow, path);
  else await injectFaults(page, flow, path);
}

/** The step the walk is playing, per page (walkSteps moves it): what an aborted download is decided by. */
const walkAt = new WeakMap<Page, { step: number }>();

/**
 * Downloads that do not come (an outcome's `sandbox.abort`: a script the page loads later, such
 * as the quote form's later code). A request to the actor's address is aborted while the path's
 * next outcome of that actor, from the step the walk is playing, is an aborted one, and goes
 * through otherwise. Counting requests would not do: the page may ask for the script before the
 * chart does (it preloads it), and once it came the browser never asks again.
 */
async function abortDownloads(page: Page, flow: LoadedFlow, path: ModelPath): Promise<void> {
  const actors = new Set(path.steps.filter((s) => s.outcome?.sandbox.abort === true && s.actorId !== undefined).map((s) => s.actorId!));
  for (const actorId of actors) {
    const url = flow.model.apiCalls?.[actorId];
    if (!url) throw new Error(`${flow.id}: the path model names no address for the actor "${actorId}" (apiCalls)`);
    await page.route(url, async (route) => {
      const at = walkAt.get(page)?.step ?? 0;
      const next = path.steps.find((s, i) => i >= at && s.actorId === actorId && (s.kind === 'done' || s.kind === 'error'));
      if (next?.outcome?.sandbox.abort === true) return route.abort('internetdisconnected');
      // Let through to the next route (the maps script's stand-in), else to the network.
      return route.fallback();
    });
  }
}

/**
 * The page's paused clock moved on by a step's delay, 5 s at a time with a moment between: a call
 * the page makes on the way (a poll every 3 s for 300 s) is answered in real time, so it must
 * have the time to come back before its own timeout (20 s, the site's `timeoutMs`) passes in the
 * page's time.
 */
async function runClockFor(page: Page, ms: number): Promise<void> {
  let left = ms;
  while (left > 0) {
    await answersIn(page);
    const now = Math.min(left, 5000);
    await page.clock.runFor(now);
    left -= now;
    if (left > 0) await page.waitForTimeout(15);
  }
}

/** The page's calls (fetch and XHR) still waiting for their answer, from openPath on. */
const callsInFlight = new WeakMap<Page, Set<Request>>();

function trackCalls(page: Page): void {
  const known = callsInFlight.get(page);
  if (known) {
    // The worker's page, reused from an earlier test: what that test left pending is not this walk's.
    known.clear();
    return;
  }
  const pending = new Set<Request>();
  callsInFlight.set(page, pending);
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
}

/** How long (real time) the walk waits for the page's calls before it moves the page's clock anyway. */
const ANSWERS_WAIT_MS = 2_000;

/**
 * Before the paused clock moves on: the calls the page made come back first, and the page reads
 * them. The sandbox answers in real time; a poll answered after the walk had moved the page's
 * clock set its next poll late, and the page's 55 s window then ended before the path's polls did.
 * A call the sandbox holds on purpose (the timeout fault) stays pending: after ANSWERS_WAIT_MS the
 * clock moves anyway, which is what makes the page give up on it.
 */
async function answersIn(page: Page): Promise<void> {
  const pending = callsInFlight.get(page);
  if (!pending || pending.size === 0) return;
  const until = Date.now() + ANSWERS_WAIT_MS;
  while (pending.size > 0 && Date.now() < until) await page.waitForTimeout(10);
  // A moment for the page's code to read what came back before its timers run.
  await page.waitForTimeout(15);
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
}): Promise<void> {
  const { page, flow, lang, path, scanAt, testInfo, pausedClock } = options;
  const screens = flow.screens(lang);
  for (const [i, step] of path.steps.entries()) {
    walkAt.set(page, { step: i });
    await test.step(step.text, async () => {
      if (step.kind === 'user') {
        const action = screens.actions[step.event.type];
        if (!action) throw new Error(`No user action declared for ${step.event.type}`);
        await perform(page, action(step.event, fieldsForStep(path, i)));
      }
      if (step.kind === 'after') await runClockFor(page, step.delayMs ?? 0);
      await checkStep(page, screens, path, i);
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
  await failingOnPageErrors(page, async () => {
    const waits = await openPath(page, flow, lang, leave, [leave, back]);
    try {
      await walkSteps({ page, flow, lang, path: leave, scanAt: new Set(), testInfo, pausedClock: waits });

      await test.step(`on the other page: ${trip.label}`, async () => {
        await expect(page, `the page has left for ${String(trip.at)}`).toHaveURL(trip.at);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await routeCalls(page, flow, back);
        const home = new URL(withQuery(pagePath(flow.descriptor.page, lang), trip.query), page.url());
        // Caught at commit: the page reads the query and then takes it off the address bar.
        const landed = page.waitForURL(
          (url) => url.pathname === home.pathname && [...home.searchParams].every(([k, v]) => url.searchParams.get(k) === v),
          { waitUntil: 'commit' },
        );
        await perform(page, trip.actions(lang));
        await landed;
      });

      await walkSteps({ page, flow, lang, path: back, scanAt: new Set(), testInfo, pausedClock: waits });
    } finally {
      if (waits) await releaseClock(page);
    }
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
  await failingOnPageErrors(page, async () => {
    const waits = await openPath(page, flow, lang, path, [path]);
    try {
      await walkSteps({ page, flow, lang, path, scanAt, testInfo, pausedClock: waits });
    } finally {
      if (waits) await releaseClock(page);
    }
  });
}

/**
 * The paused page clock given back before the test ends. Left paused, Playwright resumes it while
 * it lets go of the test's context, without waiting, and that resume can land after the reused
 * context was reset for the next test: a stray clock script then breaks the next test's pages
 * ("Cannot read properties of undefined (reading 'controller')").
 */
async function releaseClock(page: Page): Promise<void> {
  // Only where the context is reused: elsewhere the page lives on after the walk with its clock as
  // the walk left it (the back/forward cache test goes back to it).
  if ((test.info().project.use as { reuseContext?: boolean }).reuseContext !== true) return;
  await page.clock.resume().catch(() => undefined);
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
  }
  expect(errors, 'uncaught errors in the page').toEqual([]);
}
