/**
 * Finds the widget hosts of a page (`<div data-widget="payment" data-config='{...}'>`), picks
 * the language, lazy-loads each widget (a page loads only what it shows) and mounts it; the
 * widget validates its data-config. A bad config or a failed load shows a translated message
 * in that host and a console error naming the widget and field; other widgets still work.
 *
 * A page's script names the flows it hosts (scripts/pagesPlugin.ts makes one per set of widgets), so
 * a page carries the loaders of its own widgets only: `loadersOf` turns their descriptors (`widget`,
 * `load`, `catalogs`) into the page's widget list, plus a page's fixed widgets (the studio, which is
 * not a flow). A flow's widget draws in the page's language only: its catalogs in that language load
 * alongside its module (`loadWidget`), and a catalog that fails to load fails the widget's load like
 * its module would.
 *
 * A host drawn at build time (`data-first-paint`, src/pages/firstScreen.ts) already takes input:
 * with `onLoad` its widget loads with the page, with `onEngage` when the visitor first uses it (focus, a tap, a key, typing, a
 * submit). A submit before the widget runs is held (the page does not reload) and handed to the
 * widget, which takes over what was typed and sends it (src/widgets/takeOver.ts). A press in the
 * drawn screen is let go before the widget takes over, so the button pressed gets its click.
 */
import { detectLang, type Lang } from './config/lang';
import { commonText } from './i18n/common';
import { loadWidget, type FirstPaintVisit, type FlowDescriptor } from './flows/kit';
import { drawnFits, painted } from './drawnScreens';
import { hasCustomerToken, pageStorage } from './storage/session';
import type { WidgetContext, WidgetModule } from './widget';

/** Loads a widget for a page in a language (its module, and its texts in that language). */
export type Loader = (lang: Lang) => Promise<WidgetModule>;

/** Whether a waiting widget can show anything on this visit (its flow's `canAct`): `false`, it is never loaded. */
export type Gate = (lang: Lang) => Promise<boolean>;

/** The widgets of a page: its flows' (each in its own chunk, with its texts in the page's language) and its fixed ones. */
export function loadersOf(flows: readonly FlowDescriptor[], fixed: Readonly<Record<string, Loader>> = {}): Readonly<Record<string, Loader>> {
  return Object.freeze({
    ...Object.fromEntries(flows.map((f) => [f.widget, (lang: Lang) => loadWidget(f, lang)] as const)),
    ...fixed,
  });
}

function showProblem(host: HTMLElement, text: string): void {
  const p = document.createElement('p');
  p.className = 'ui-notice ui-notice--error';
  p.setAttribute('role', 'alert');
  p.textContent = text;
  host.replaceChildren(p);
  host.setAttribute('data-widget-state', 'error');
}

export interface MountOptions {
  root?: ParentNode;
  lang?: Lang;
  /** The widgets the page may host (`loadersOf`); a host naming another is a configuration error. */
  loaders: Readonly<Record<string, Loader>>;
  /**
   * For widgets that wait (`data-load`): whether each can act on this visit, asked once its wait is
   * over. One that cannot is never loaded, and neither is anything the page loads for its widgets
   * (the settings) on its account: its host says `data-widget-state="unneeded"`.
   */
  gates?: Readonly<Record<string, Gate>>;
  /** Is a customer signed in (a valid customer token stored)? The page's storage by default. */
  signedIn?: () => boolean;
  /**
   * Live inspection, given by the page (src/pages/inspector.ts: only a page opened with ?inspect):
   * loaded with the other downloads, and handed to every widget, whose actor then reports to the studio.
   */
  inspector?: () => Promise<WidgetContext['inspect']>;
  /**
   * Query parameters that carry a secret (the page's flows' `privateQuery`): removed from the
   * address bar before the page makes any request, and given to the widgets in the address as opened.
   */
  privateQuery?: readonly string[];
  /** Per widget, whether its drawn first screen is this visitor's (its flow's `firstPaintIf`). */
  firstPaintIf?: Readonly<Record<string, (visit: FirstPaintVisit) => boolean>>;
}

/**
 * Remove the query parameters `names` from the address bar (history.replaceState: no reload, no
 * new history entry) and return the address as it was opened; null when it had none of them.
 */
export function dropPrivateQuery(names: readonly string[]): URL | null {
  if (names.length === 0) return null;
  const opened = new URL(window.location.href);
  if (!names.some((name) => opened.searchParams.has(name))) return null;
  const shown = new URL(opened.href);
  for (const name of names) shown.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', shown.href);
  return opened;
}

/**
 * The hosts to mount: the shell's (the header's account control, `data-shell-widget`) only for a
 * signed-in customer, then the page's own (`data-widget`). A signed-out visitor's page keeps the
 * shell's static sign-in link and loads nothing for it beyond the small token check.
 */
function hostsOf(root: ParentNode, signedIn: () => boolean): Array<{ host: HTMLElement; name: string; shell: boolean }> {
  const shell = [...root.querySelectorAll<HTMLElement>('[data-shell-widget]')];
  const own = [...root.querySelectorAll<HTMLElement>('[data-widget]')];
  return [
    ...(shell.length > 0 && signedIn() ? shell.map((host) => ({ host, name: host.dataset.shellWidget ?? '', shell: true })) : []),
    ...own.map((host) => ({ host, name: host.dataset.widget ?? '', shell: false })),
  ];
}

/** What makes a visitor's first use of a host drawn at build time. */
const ENGAGING = ['focusin', 'pointerdown', 'keydown', 'input', 'submit'] as const;

/** The longest the widget waits for a press in the drawn screen to be released. */
const PRESS_WAIT_MS = 1000;

/**
 * Until the widget runs: the host's first use, the index of a form submitted meanwhile, and a
 * press not yet released. The widget takes over once the press is released: a button pressed on the
 * drawn screen and released on the widget's (the screen drawn again between the two) makes no
 * click, so the press would be lost; released on the drawn one, its click is the held submit.
 */
function engagement(
  host: HTMLElement,
  atOnce = false,
): {
  engaged: Promise<void>;
  submitted: () => number | undefined;
  unpressed: () => Promise<void>;
  release: () => void;
} {
  let submitted: number | undefined;
  let pressing = false;
  let waiting: Array<() => void> = [];
  const lifted = () => {
    pressing = false;
    const waiters = waiting;
    waiting = [];
    for (const resume of waiters) resume();
  };
  const down = () => {
    pressing = true;
  };
  // The click a release makes is dispatched with it: the widget takes over in a task after it.
  const up = () => {
    if (pressing) setTimeout(lifted, 0);
  };
  host.addEventListener('pointerdown', down, true);
  window.addEventListener('pointerup', up, true);
  window.addEventListener('pointercancel', up, true);
  const unpressed = () =>
    pressing
      ? new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(lifted, PRESS_WAIT_MS);
        })
      : Promise.resolve();
  const hold = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    submitted = [...host.querySelectorAll('form')].indexOf(event.target);
    host.setAttribute('aria-busy', 'true');
  };
  host.addEventListener('submit', hold, true);
  // `onLoad`: the widget loads with the page; a submit or a press before it is there is held all the same.
  const engaged = atOnce
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const first = () => {
          for (const type of ENGAGING) host.removeEventListener(type, first, true);
          resolve();
        };
        for (const type of ENGAGING) host.addEventListener(type, first, true);
      });
  const release = () => {
    host.removeEventListener('submit', hold, true);
    host.removeEventListener('pointerdown', down, true);
    window.removeEventListener('pointerup', up, true);
    window.removeEventListener('pointercancel', up, true);
    host.removeAttribute('aria-busy');
  };
  return { engaged, submitted: () => submitted, unpressed, release };
}

/** How far below (or above) the viewport a host may be for its widget to start loading. */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';

/** Resolves once the host is within NEAR_VIEWPORT_MARGIN of the viewport (at once without IntersectionObserver). */
function nearViewport(host: HTMLElement): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const watch = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        watch.disconnect();
        resolve();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    watch.observe(host);
  });
}

/** The longest a widget that loads when the page is idle waits after the load event. */
export const IDLE_WAIT_MS = 2000;

/**
 * Resolves once the page has loaded and the browser is idle: a background-priority task
 * (`scheduler.postTask`, which runs after the page's other work), else `requestIdleCallback` (at
 * most IDLE_WAIT_MS after the load event), else the next task.
 */
export function pageIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  const { scheduler } = globalThis as { scheduler?: { postTask?: (task: () => void, options: { priority: 'background' }) => Promise<unknown> } };
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof scheduler?.postTask === 'function') void scheduler.postTask(resolve, { priority: 'background' });
        else if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
        else setTimeout(resolve, 1);
      }),
  );
}

/** Mount every widget host under root; resolves when each has rendered or failed. */
export async function mountAll(options: MountOptions): Promise<void> {
  // Before anything is requested: a secret in the address must not go out as a Referer.
  const opened = dropPrivateQuery(options.privateQuery ?? []);
  const root = options.root ?? document;
  const lang = options.lang ?? detectLang(window.location);
  const { loaders } = options;
  const t = commonText[lang];
  const signedIn = options.signedIn ?? (() => hasCustomerToken(pageStorage()));
  const named = hostsOf(root, signedIn);
  const hosts = named.map((h) => h.host);
  if (hosts.length === 0) return;
  // A drawn first screen that is not this visitor's (the pay page back from the provider, the
  // set-password page without its link): the loading line instead, and the widget loads at once
  // (the flow's `firstPaintUnless` and `firstPaintNeeds`).
  const address = opened ?? new URL(window.location.href);
  const names = (list: string | undefined) => list?.split(' ').filter(Boolean) ?? [];
  const fits = drawnFits(options.firstPaintIf ?? {}, address);
  for (const h of hosts) {
    if (!h.dataset.firstPaint) continue;
    const other =
      names(h.dataset.firstPaintUnless).some((name) => address.searchParams.has(name)) ||
      names(h.dataset.firstPaintNeeds).some((name) => !address.searchParams.has(name)) ||
      !fits(h.dataset.widget ?? '');
    if (!other) continue;
    delete h.dataset.firstPaint;
    const line = document.createElement('p');
    line.className = 'ui-muted';
    line.textContent = t.widget.loading;
    h.replaceChildren(line);
  }
  const drawnFirst = (h: HTMLElement) => h.dataset.firstPaint === 'onEngage' || h.dataset.firstPaint === 'onLoad';
  const early = new Map(hosts.filter(drawnFirst).map((h) => [h, engagement(h, h.dataset.firstPaint === 'onLoad')] as const));
  const gates = options.gates ?? {};
  // Whether a waiting widget can act, once its wait is over (a gate that cannot answer lets it load).
  const canAct = (h: HTMLElement): Promise<boolean> => {
    const name = h.dataset.widget ?? '';
    const gate = Object.prototype.hasOwnProperty.call(gates, name) ? gates[name] : undefined;
    return gate ? gate(lang).then((yes) => yes !== false, () => true) : Promise.resolve(true);
  };
  const later = new Map(
    hosts
      .filter((h) => !early.has(h) && (h.dataset.load === 'nearViewport' || h.dataset.load === 'idle'))
      // Near the viewport, and not before the page is idle: a slider in the first screen of the home
      // page must not hold up what the page shows first (its host keeps the room meanwhile).
      .map((h) => [h, (h.dataset.load === 'idle' ? pageIdle() : pageIdle().then(() => nearViewport(h))).then(() => canAct(h))] as const),
  );
  // Every download starts at once (the page settings, the inspector when asked, each widget),
  // or, on a page whose widgets all wait, at the first use of one or when one comes near the viewport
  // and can act (a widget that cannot never starts them).
  const anyNow = hosts.some((h) => (!early.has(h) && !later.has(h)) || h.dataset.firstPaint === 'onLoad');
  const never = new Promise<void>(() => {});
  const firstUse = anyNow
    ? Promise.resolve()
    : Promise.race([...[...early.values()].map((e) => e.engaged), ...[...later.values()].map((acts) => acts.then((yes) => (yes ? undefined : never)))]);
  const booted = firstUse.then(() => import('./boot')).then((m) => m.boot(lang, document.body.dataset.site));
  // A page that cannot inspect still works: its widgets mount without reporting.
  const inspecting = options.inspector ? options.inspector().catch(() => undefined) : Promise.resolve(undefined);

  // The shell's widgets that run, with the markup the page was built with (the sign-in link).
  const shellMounted = new Map<HTMLElement, { unmount: () => void; built: Node[] }>();

  await Promise.all(
    named.map(async ({ host, name, shell }) => {
      // A shell widget that cannot run keeps the page's own markup (the header's sign-in link).
      const problem = (text: string) => {
        if (!shell) showProblem(host, text);
      };
      const built = shell ? [...host.childNodes].map((n) => n.cloneNode(true)) : [];
      // An own property only: "constructor" or "toString" are not widgets.
      const load = Object.prototype.hasOwnProperty.call(loaders, name) ? loaders[name] : undefined;
      if (!load) {
        console.error(`[widget ${name}] is not a known widget`);
        problem(t.widget.configError);
        return;
      }
      const waiting = early.get(host);
      if (waiting) await waiting.engaged;
      if ((await later.get(host)) === false) {
        host.setAttribute('data-widget-state', 'unneeded');
        return;
      }
      let mod: WidgetModule;
      let site;
      let inspect;
      try {
        [mod, site, inspect] = await Promise.all([load(lang), booted, inspecting]);
      } catch (e) {
        waiting?.release();
        console.error(`[widget ${name}] could not load`, e);
        problem(t.widget.loadError);
        return;
      }
      // A drawn screen is on the screen before its widget's first render, however fast the code came
      // (from a cache, a near server): the take-over's render does not hold up the first paint.
      if (waiting && host.dataset.firstPaint === 'onLoad') await painted();
      // A press on the drawn screen goes to the drawn screen (its click, a held submit), then the widget takes over.
      if (waiting) await waiting.unpressed();
      const submitted = waiting?.submitted();
      waiting?.release();
      const mounted = mod.mount(host, {
        rawConfig: host.dataset.config,
        lang,
        site,
        ...(opened ? { url: opened } : {}),
        ...(inspect ? { inspect } : {}),
        ...(submitted !== undefined ? { submitted } : {}),
      });
      if (!mounted.ok) {
        for (const p of mounted.problems) console.error(`[widget ${name}] data-config.${p.field}: ${p.message}`);
        const { track } = await import('./analytics');
        for (const p of mounted.problems) track({ event: 'config_error', widget: name, field: p.field });
        problem(t.widget.configError);
        return;
      }
      host.setAttribute('data-widget-state', 'ready');
      if (shell) shellMounted.set(host, { unmount: mounted.unmount, built });
    }),
  );
  if (shellMounted.size > 0) signOutOnReturn(shellMounted, signedIn);
}

/**
 * A page shown again from the back/forward cache after the customer signed out (on another page):
 * the shell's widgets stop and the page's own markup (the sign-in link) comes back, so no name stays
 * in the header of a signed-out visitor.
 */
function signOutOnReturn(mounted: Map<HTMLElement, { unmount: () => void; built: Node[] }>, signedIn: () => boolean): void {
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || signedIn()) return;
    for (const [host, { unmount, built }] of mounted) {
      unmount();
      host.replaceChildren(...built);
      host.removeAttribute('data-widget-state');
    }
    mounted.clear();
    window.removeEventListener('pageshow', onPageShow);
  };
  window.addEventListener('pageshow', onPageShow);
}
