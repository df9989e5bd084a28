/**
 * The flow kit: one small descriptor per flow (`src/flows/<id>.ts`), listed once in
 * `src/registry.ts`. Everything else is derived from the descriptors: the widget list of
 * `src/mount.ts`, the widget hosts of the pages, the studio, `npm run charts`, the generic model
 * tests (machine alone and through the view) and the browser walk.
 *
 * A descriptor holds only names and lazy loaders, so a customer page that imports the registry
 * pays a few hundred bytes per flow; the chart, view, path model and screens load when used.
 */
import { LANGS, type Lang } from '../config/lang';
import type { FlowText } from '../i18n/texts';
import type { PathModel } from '../paths/types';
import type { FlowScreens } from '../paths/screens';
import type { FlowWidget } from '../widgets/createWidget';
import type { TypedStorage } from '../storage';

/** What the studio and the charts say about a flow (its title and summary). */
export type FlowCatalogText = FlowText;

/** A catalog a flow's views read, loaded one language at a time (`lazyCatalog`, src/i18n/catalog.ts). */
export interface FlowCatalog {
  load(lang: Lang): Promise<unknown>;
}

/** What a flow's `firstPaintIf` reads of the visitor: the address as opened, the page's storage, the brand its keys carry. */
export interface FirstPaintVisit {
  url: URL;
  local: TypedStorage;
  session: TypedStorage;
  brand: string;
}

export interface FlowDescriptor {
  /** The chart's id (machine id, path model id, docs/charts/<id>.svg). */
  id: string;
  /** The widget name a page host names (`<div data-widget="payment">`). */
  widget: string;
  /** The page that hosts the widget, as its English path ("/pay/"); Spanish is under /es/. */
  page: string;
  /**
   * Other pages that host the same widget (the California quote page, "/quote-ca/"): the widget
   * reads which page it is on from its address. The browser walk and the studio use `page`.
   */
  alsoOn?: readonly string[];
  /**
   * An engine fixture: a small chart that proves a feature of the path engine. The registry keeps
   * it out of `flows` (no page hosts it, no mount list names it); the studio lists it under
   * "Engine fixtures" and shows it alone at `/studio/?run=<id>`, where the browser walk plays it.
   */
  fixture?: boolean;
  /**
   * A flow still being built: its chart, views and path model are tested in jsdom (the generic
   * suites walk it) and the studio shows it, but no page hosts it yet and the browser walk does not
   * run it. It goes on its page, and into the browser walk, when it is done.
   */
  draft?: boolean;
  /**
   * What the page shows before the widget's JavaScript runs (default `loading`):
   * - `loading`: a "Loading…" line in a host that keeps the form's room; the widget loads at once.
   * - `onEngage`: the flow's first screen, drawn at build time (src/pages/firstScreen.ts), takes
   *   input at once; the widget's JavaScript loads only when the visitor first uses it (focus, a
   *   tap, a key, a submit) and takes over what was typed, the focus and a pending submit
   *   (src/widgets/takeOver.ts). For a page whose first screen is all a visitor may need.
   * - `onLoad`: the same drawn first screen, taking input at once, but the widget loads with the
   *   page and takes over as soon as it is there, the same way: for a form whose chart reads the
   *   visitor when it starts (a remembered email, a wait left by refusals), which the visitor sees
   *   without having to touch the form first.
   */
  firstPaint?: 'loading' | 'onEngage' | 'onLoad';
  /**
   * Query parameters that open the flow on another first screen than the drawn one (the pay page
   * back from the payment provider with `?token=`): with one of them in the address, the page puts
   * the loading line in the host before anything is loaded (`src/mount.ts`), as with `loading`.
   */
  firstPaintUnless?: readonly string[];
  /**
   * Query parameters the drawn first screen is opened with (the set-password form needs the reset
   * link's `?token=`): it is drawn at build time as if each were there, and without one of them in
   * the address the page puts the loading line in the host, as for `firstPaintUnless`.
   */
  firstPaintNeeds?: readonly string[];
  /**
   * Whether the drawn first screen is this visitor's where the address alone cannot say (the quote
   * form opens elsewhere for a saved visit, a draft, a hash past its first step, an affiliate's
   * link or a state of the other quote page): asked by the page script before anything loads;
   * `false` puts the loading line in the host, as `firstPaintUnless` does. Synchronous and small:
   * it is part of the page's script.
   */
  firstPaintIf?: (visit: FirstPaintVisit) => boolean;
  /**
   * When the widget's JavaScript loads (default `now`, with the page):
   * - `nearViewport`: once the page is idle (below) and its host is within 400 px of the viewport (an IntersectionObserver;
   *   at once where there is none). For a widget further down a page (a reviews slider, a video):
   *   the page's first screen does not wait for it, and a visitor who never scrolls there never
   *   downloads it. The host keeps its room meanwhile (its min-height), so nothing moves.
   * - `idle`: once the page has loaded and the browser is idle (`requestIdleCallback`, at most 2 s
   *   after the load event). For a widget that shows nothing at first (the site's popups, which
   *   wait 5 s): it never adds to the page's JavaScript at load. Its host is empty.
   */
  loadWhen?: 'now' | 'nearViewport' | 'idle';
  /**
   * For a widget that waits (`loadWhen`): whether it can show anything to this visitor on this
   * page, read when its wait is over and before any of its code or the page settings load. `false`:
   * the widget is never loaded and its host says `data-widget-state="unneeded"` (src/mount.ts). The
   * popups read the visitor as their chart's first call does, so a phone whose language matches the
   * page fetches no framework for them. A small module of its own, imported when asked.
   */
  canAct?: (lang: Lang) => Promise<boolean>;
  /**
   * A widget of the page shell rather than of one page: `header` puts its host in every page's
   * header (src/shell.ts), drawn at build time as a signed-out visitor sees it (the sign-in link),
   * and the page script loads the widget only for a signed-in customer (a valid, unexpired
   * customer token: src/storage/session.ts). No page body hosts it; `page` is where the studio and
   * the browser walk show it.
   */
  shell?: 'header';
  /**
   * Query parameters of the page's address that carry a secret (the set-password page's reset
   * token, the consent page's customer id): the page script removes them from the address bar
   * before it makes any request of its own (the widget's chunk, its catalogs, the API), so that no
   * Referer, history entry or bookmark keeps them, and the widget reads the address as it was
   * opened (src/mount.ts). Their pages also send `Referrer-Policy: no-referrer`
   * (scripts/securityHeaders.ts NO_REFERRER_PAGES).
   */
  privateQuery?: readonly string[];
  /** The flow's title and summary in both languages, for the studio and the charts (`quoteFlowText`). */
  text: () => Promise<Record<Lang, FlowCatalogText>>;
  /**
   * The catalogs the widget's views read, each loaded one language at a time: a page loads them in
   * its language alongside the widget's module and draws once both are there (`loadWidget`); the
   * studio and the tests load both languages (`loadFlow`). A loader of the list (the `.lazy`
   * modules, which the widget's views import too), so that a page's script does not carry every
   * flow's catalog definitions. None for a flow whose views import their catalogs (the engine
   * fixtures).
   */
  catalogs?: () => Promise<readonly FlowCatalog[]>;
  /** The widget module: config schema, chart, view, input from the page, browser effects. */
  load: () => Promise<FlowWidget>;
  /** The chart's path model (fixtures/models): for the studio and the tests only. */
  model: () => Promise<PathModel>;
  /** What each state shows and what the user does (fixtures/screens/<flow>.screens.ts). */
  screens: () => Promise<(lang: Lang) => FlowScreens>;
}

/**
 * What only the studio, the charts and the tests load of a flow: its title and summary, its path
 * model and its screens, each a lazy loader. A flow keeps them in `src/flows/<id>.tools.ts` and its
 * descriptor names that module with one loader (`tools`): every page carries the descriptors of the
 * site's flows (the mount list), and three loaders with their dependency lists per flow were bytes
 * on every page for what no page loads.
 */
export interface FlowTools {
  text: FlowDescriptor['text'];
  model: FlowDescriptor['model'];
  screens: FlowDescriptor['screens'];
}

/** A descriptor as written in src/flows/<id>.ts: its tools in one module. */
export type FlowDescriptorSource = Omit<FlowDescriptor, keyof FlowTools> & {
  /** `() => import('./<id>.tools').then((m) => m.default)` */
  tools: () => Promise<FlowTools>;
};

/** Keeps the descriptor's shape checked where it is written; its tools load through its tools module. */
export function defineFlow({ tools, ...descriptor }: FlowDescriptorSource): FlowDescriptor {
  return {
    ...descriptor,
    text: () => tools().then((t) => t.text()),
    model: () => tools().then((t) => t.model()),
    screens: () => tools().then((t) => t.screens()),
  };
}

/** Where a fixture runs alone: the studio page with `?run=<id>`. */
export const FIXTURE_RUN_PARAM = 'run';

/** The page's address in a language: "/pay/" -> "/es/pay/". */
export function pagePath(page: string, lang: Lang): string {
  return lang === 'es' ? `/es${page}` : page;
}

/** Load the flow's catalogs in a language. */
export async function loadCatalogs(descriptor: FlowDescriptor, lang: Lang): Promise<void> {
  const catalogs = (await descriptor.catalogs?.()) ?? [];
  await Promise.all(catalogs.map((c) => c.load(lang)));
}

/**
 * What a page mounts: the flow's widget with its catalogs in the page language, both downloads
 * started at once. Either failing fails the load (the host says the part could not load).
 */
export async function loadWidget(descriptor: FlowDescriptor, lang: Lang): Promise<FlowWidget> {
  const [widget] = await Promise.all([descriptor.load(), loadCatalogs(descriptor, lang)]);
  return widget;
}

/** A flow with everything loaded (its catalogs in both languages): for the studio once picked, and for tests and scripts. */
export interface LoadedFlow {
  descriptor: FlowDescriptor;
  id: string;
  text: Record<Lang, FlowCatalogText>;
  widget: FlowWidget;
  model: PathModel;
  screens: (lang: Lang) => FlowScreens;
}

export async function loadFlow(descriptor: FlowDescriptor): Promise<LoadedFlow> {
  const [text, widget, model, screens] = await Promise.all([
    descriptor.text(),
    descriptor.load(),
    descriptor.model(),
    descriptor.screens(),
    ...LANGS.map((lang) => loadCatalogs(descriptor, lang)),
  ]);
  if (model.machine !== widget.machine) {
    throw new Error(`Flow "${descriptor.id}": its path model and its widget run different charts`);
  }
  if (widget.machine.id !== descriptor.id || model.id !== descriptor.id) {
    throw new Error(`Flow "${descriptor.id}": the chart id is "${widget.machine.id}" and the model id "${model.id}"`);
  }
  return { descriptor, id: descriptor.id, text, widget, model, screens };
}

export function loadFlows(descriptors: readonly FlowDescriptor[]): Promise<LoadedFlow[]> {
  return Promise.all(descriptors.map(loadFlow));
}

/**
 * The page a path starts on, as the tests and the player set it up: the flow's page in a
 * language, with the start's query and hash (the start's storage is `storageWith(start.storage)`).
 */
export function pageSetupFor(
  descriptor: FlowDescriptor,
  lang: Lang,
  start: { query?: Record<string, string>; hash?: string; config?: Record<string, unknown> } = {},
): { lang: Lang; url: URL; config?: Record<string, unknown> } {
  const url = new URL(pagePath(descriptor.page, lang), 'http://localhost');
  if (descriptor.fixture) url.searchParams.set(FIXTURE_RUN_PARAM, descriptor.id);
  for (const [k, v] of Object.entries(start.query ?? {})) url.searchParams.set(k, v);
  if (start.hash) url.hash = start.hash;
  return start.config ? { lang, url, config: start.config } : { lang, url };
}
