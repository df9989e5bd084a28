/**
 * The page's network and clock while a path is walked: the routes that fault a call through its
 * sandbox header, answer it with the path's own outcome (`answeredBy: 'route'`) or abort a
 * download; the stand-ins of the video provider and the maps script; the calls still in flight,
 * which come back before the walk moves the paused page clock on by a step's delay.
 */
import type { Page, Request } from '@playwright/test';
import { headersFor, MAPS_ORIGINS } from '../scripts/securityHeaders';
import type { Lang } from '../src/config/lang';
import { pagePath, type LoadedFlow } from '../src/flows/kit';
import type { ModelPath } from '../src/paths/model';
import { requestOrder, type PathRequest, type WalkHolds } from '../src/paths/holds';
import { sandboxPlan } from '../src/paths/screens';
import { stubMapsScript } from './mapsStub';
import { stubVideoProvider } from './videoProvider';

/**
 * Fault headers from the sandbox plan, each on its own call only: the k-th request to an API path
 * is the k-th call the path makes of the actors with that path (a poll and the final fetch of the
 * same results call share one), so a retry goes clean.
 */
/**
 * The page's requests to one address, in the order it makes them: the path's answers of the actors
 * sharing it, and, for a model that asks (`walkCancelledCalls`), where the path cancels a call
 * (`requestOrder`: a poll the customer's close cancelled), that request in its place, with the step
 * that cancels it.
 */
function requestsOf(flow: LoadedFlow, path: ModelPath, actors: ReadonlySet<string>): PathRequest[] {
  return (
    (flow.model.walkCancelledCalls ? requestOrder(flow.widget.machine, path, actors) : undefined) ??
    path.steps.flatMap((s, i) => (s.actorId !== undefined && actors.has(s.actorId) && (s.kind === 'done' || s.kind === 'error') ? [{ answer: i }] : []))
  );
}

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
    // A request the path cancels never comes here: holdAnswers holds it and aborts it.
    const calls = requestsOf(flow, path, actors)
      .filter((r) => r.cancelledAt === undefined)
      .map((r) => (r.answer === undefined ? undefined : plan.headers.find((h) => h.stepIndex === r.answer)?.headers));
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

/**
 * The routes of a path, each only where the page can use it: while a page has a route, Playwright
 * turns the browser's cache off for it, and every script comes again (a quote path took about a
 * tenth longer with the stand-ins below on every path).
 */
export async function routeCalls(page: Page, flow: LoadedFlow, path: ModelPath, lang: Lang, holds: WalkHolds): Promise<void> {
  walkAt.set(page, { step: 0 });
  const frames = path.start.sandbox.frames ?? [];
  // A video pressed to play shows the provider's stand-in, not the browser's error page.
  if (frames.includes('videoProvider')) await stubVideoProvider(page);
  // The maps script, on the pages whose policy lets it in, is the fake the jsdom tests use (the real
  // one cannot be reached); a path whose script fails aborts it below (registered later, its route
  // runs first and falls back to this one).
  if (mapsAllowed(pagePath(flow.descriptor.page, lang))) await stubMapsScript(page);
  await abortDownloads(page, flow, path);
  if (frames.includes('carrierPages')) await holdCarrierPages(page);
  if (flow.model.answeredBy === 'route') await answerCalls(page, flow, path);
  else await injectFaults(page, flow, path);
  // Registered last, so it runs first: a held call then goes on to the routes above.
  await holdAnswers(page, flow, path, holds);
}

/**
 * The calls the walk holds (`walkHolds`, src/paths/holds.ts): the sandbox answers at once, so the
 * page could be past a state before the walk acts there. A call answered after a user step taken
 * while it was pending (the visitor types #previousQuotes while the page still waits for its
 * visitor token: the quote paths P303 and P540 ended one stage off, about 1 run in 10) is held
 * until the walk is at the step that answers it; so is the lead write while the path opens the
 * policy links under its busy Continue, or to the end of a path that ends there (then aborted).
 * Calls (fetch and XHR) are counted per API path as `injectFaults` counts them.
 */
async function holdAnswers(page: Page, flow: LoadedFlow, path: ModelPath, holds: WalkHolds): Promise<void> {
  const apiCalls = flow.model.apiCalls ?? {};
  const urls = new Map<string, RegExp>();
  for (const j of holds.answers) {
    const url = apiCalls[path.steps[j]!.actorId!];
    if (url) urls.set(url.source, url);
  }
  for (const actor of holds.toEnd) urls.set(apiCalls[actor]!.source, apiCalls[actor]!);
  const expected: CancelledRequest[] = [];
  cancelledRequests.set(page, expected);
  const sharingOf = (url: RegExp) => new Set(Object.entries(apiCalls).filter(([, u]) => u.source === url.source).map(([id]) => id));
  // A call the path cancels is held until the walk is past the step that cancels it.
  if (flow.model.walkCancelledCalls) for (const url of Object.values(apiCalls)) if (requestOrder(flow.widget.machine, path, sharingOf(url))) urls.set(url.source, url);
  for (const url of urls.values()) {
    const sharing = sharingOf(url);
    const calls = requestsOf(flow, path, sharing);
    const heldToEnd = [...sharing].some((id) => holds.toEnd.has(id));
    const walkReaches = async (step: number) => {
      const until = Date.now() + HOLD_LIMIT_MS;
      while ((walkAt.get(page)?.step ?? 0) < step && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    };
    let made = 0;
    calls.forEach((request, k) => {
      if (request.cancelledAt !== undefined) expected.push({ step: request.cancelledAt, arrived: () => made > k });
    });
    await page.route(url, async (route) => {
      const type = route.request().resourceType();
      const first = calls[0]?.answer;
      if (type === 'fetch' || type === 'xhr') {
        const request = calls[made];
        made += 1;
        if (request?.cancelledAt !== undefined) {
          // The path leaves the state that made it first: no answer until the walk has done so.
          await walkReaches(request.cancelledAt + 1);
          return route.abort('aborted').catch(() => undefined);
        }
        if (request?.answer !== undefined && holds.answers.has(request.answer)) await walkReaches(request.answer);
        if (request === undefined && heldToEnd) {
          // The path ends with the page waiting for it: no answer while the walk lasts.
          await walkReaches(Number.POSITIVE_INFINITY);
          return route.abort('aborted').catch(() => undefined);
        }
      } else if (first !== undefined && holds.answers.has(first)) {
        // A script (the later code): the browser asks for it once, maybe early as a preload, and
        // the path's first answer of it is when it comes.
        await walkReaches(first);
      }
      return route.fallback();
    });
  }
}

/** A request the path cancels at a step: the page must have made it before the walk takes that step. */
interface CancelledRequest {
  step: number;
  arrived: () => boolean;
}
const cancelledRequests = new WeakMap<Page, CancelledRequest[]>();

/**
 * Before the walk takes a step that cancels calls (the customer closes a dialog while its read is in
 * flight): wait until the page has made those requests, as the path has them started, so that each
 * later request is the one the path answers next (at most HOLD_LIMIT_MS; a failing step ends the test before).
 */
export async function cancelledCallsMade(page: Page, step: number): Promise<void> {
  const waiting = (cancelledRequests.get(page) ?? []).filter((r) => r.step === step);
  const until = Date.now() + HOLD_LIMIT_MS;
  while (waiting.some((r) => !r.arrived()) && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
}

/** How long a held call waits for the walk at most (a failing step ends the test before). */
const HOLD_LIMIT_MS = 30_000;

/** The page's Content-Security-Policy lets the maps script in (scripts/securityHeaders.ts). */
function mapsAllowed(path: string): boolean {
  const policy = headersFor(path)['Content-Security-Policy'] ?? '';
  return MAPS_ORIGINS.script.every((origin) => policy.includes(origin));
}

/**
 * The carriers' buy-now pages (`https://buy.<id>.example`, the sandbox's carriers, not reachable
 * here) never load by themselves in a frame: Chromium would fire the frame's load for its error page
 * at once, and the chart would never wait for it. A path's `{ frame: 'load' }` action is their load.
 */
async function holdCarrierPages(page: Page): Promise<void> {
  await page.route(/^https:\/\/buy\.[a-z]+\.example\//, () => {});
}

/** The step the walk is playing, per page (walkSteps moves it; infinity once the walk has ended): what an aborted download and a held call are decided by. */
export const walkAt = new WeakMap<Page, { step: number }>();

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
export async function runClockFor(page: Page, ms: number): Promise<void> {
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

export function trackCalls(page: Page): void {
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
