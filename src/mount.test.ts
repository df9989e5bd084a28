/**
 * src/mount.ts with fake widgets (this tests mount itself): every host renders; a host with a
 * bad data-config or a failed load shows a translated message and logs which widget and field;
 * the other hosts of the page still render. A flow's widget loads with its catalogs in the page's
 * language only, and draws once both are there (the real quote-by-ZIP widget).
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as z from 'zod/mini';
import { commonText } from './i18n/common';
import type { Lang } from './config/lang';
import { parseConfig } from './config/schema';
import { loadersOf, mountAll, type MountOptions } from './mount';
import { widgetLoaders } from './testing/widgetLoaders';
import quoteZipFlow from './flows/quoteZip';
import type { FlowWidget } from './widgets/createWidget';
import { quoteZipText } from './i18n/quoteZip';
import { quoteZipCatalog } from './i18n/quoteZip.lazy';
import { flows } from './registry';
import type { WidgetContext, WidgetModule } from './widget';
import { requestedInspector } from './pages/inspector';

type Loaders = NonNullable<MountOptions['loaders']>;

const greeterSchema = z.strictObject({ greeting: z._default(z.string().check(z.minLength(1)), 'Hello') });
type GreeterConfig = z.output<typeof greeterSchema>;

const greeter: WidgetModule = {
  mount(host, { rawConfig, lang, site }) {
    const parsed = parseConfig(greeterSchema, rawConfig);
    if (!parsed.ok) return parsed;
    const config: GreeterConfig = parsed.value;
    host.textContent = `${config.greeting} (${lang}, ${site.brand})`;
    return { ok: true, unmount: () => host.replaceChildren() };
  },
};

const counterSchema = z.strictObject({ start: z._default(z.number().check(z.int()), 0) });
const counter: WidgetModule = {
  mount(host, { rawConfig }) {
    const parsed = parseConfig(counterSchema, rawConfig);
    if (!parsed.ok) return parsed;
    host.textContent = `Count: ${parsed.value.start}`;
    return { ok: true, unmount: () => host.replaceChildren() };
  },
};

function loaders(): Loaders {
  return {
    greeter: () => Promise.resolve(greeter),
    counter: () => Promise.resolve(counter),
    broken: () => Promise.reject(new Error('chunk failed to load')),
  };
}

function host(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (!el) throw new Error(`no #${id}`);
  return el;
}

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  window.dataLayer = [];
});

afterEach(() => {
  consoleError.mockRestore();
  setPage('');
  delete window.dataLayer;
});

/** Build the test page from static markup (parsed, not assigned as raw HTML). */
function setPage(markup: string): void {
  const parsed = new DOMParser().parseFromString(markup, 'text/html');
  document.body.replaceChildren(...Array.from(parsed.body.childNodes));
}

/** Every console.error line, joined, so that a test can look for the widget and field names. */
const logged = () => consoleError.mock.calls.map((args) => args.map(String).join(' '));

describe.each(['en', 'es'] as const satisfies readonly Lang[])('mountAll in %s', (lang) => {
  const t = commonText[lang].widget;

  it('renders every host with its config and marks it ready', async () => {
    setPage(`
      <div id="a" data-widget="greeter" data-config='{"greeting":"Howdy"}'>Loading…</div>
      <div id="b" data-widget="greeter"></div>
      <div id="c" data-widget="counter" data-config='{"start":3}'></div>`);
    await mountAll({ root: document, lang, loaders: loaders() });
    expect(host('a')).toHaveTextContent(`Howdy (${lang}, bluebonnet)`);
    expect(host('b')).toHaveTextContent(`Hello (${lang}, bluebonnet)`);
    expect(host('c')).toHaveTextContent('Count: 3');
    for (const id of ['a', 'b', 'c']) expect(host(id)).toHaveAttribute('data-widget-state', 'ready');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a host with invalid JSON shows the config error, logs the widget and field, and the others still render', async () => {
    setPage(`
      <div id="bad" data-widget="greeter" data-config='{greeting: "Howdy"}'></div>
      <div id="good" data-widget="counter" data-config='{"start":7}'></div>`);
    await mountAll({ root: document, lang, loaders: loaders() });
    expect(screen.getByRole('alert')).toHaveTextContent(t.configError);
    expect(host('bad')).toContainElement(screen.getByRole('alert'));
    expect(host('bad')).toHaveAttribute('data-widget-state', 'error');
    expect(host('good')).toHaveTextContent('Count: 7');
    expect(host('good')).toHaveAttribute('data-widget-state', 'ready');
    expect(logged()).toEqual([expect.stringMatching(/greeter.*\(data-config\)/)]);
  });

  const schemaRows: [string, string, string][] = [
    ['a wrong type', '{"greeting":5}', 'greeting'],
    ['an empty greeting', '{"greeting":""}', 'greeting'],
    ['an unknown field', '{"greting":"Hi"}', '(root)'],
  ];
  it.each(schemaRows)('a host whose config fails its schema (%s) shows the config error and names the field %j', async (_label, raw, field) => {
    setPage(`
      <div id="good1" data-widget="counter"></div>
      <div id="bad" data-widget="greeter"></div>
      <div id="good2" data-widget="greeter" data-config='{"greeting":"Hi"}'></div>`);
    host('bad').dataset.config = raw;
    await mountAll({ root: document, lang, loaders: loaders() });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(t.configError);
    expect(host('bad')).toContainElement(alert);
    expect(host('bad')).toHaveAttribute('data-widget-state', 'error');
    expect(host('bad')).not.toHaveTextContent('Hello');
    expect(host('good1')).toHaveTextContent('Count: 0');
    expect(host('good2')).toHaveTextContent(`Hi (${lang}, bluebonnet)`);
    const lines = logged();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('greeter');
    expect(lines[0]).toContain(`data-config.${field}`);
    expect(window.dataLayer).toContainEqual({ event: 'config_error', widget: 'greeter', field });
  });

  it('a widget name that is an object property ("constructor", "toString") is an unknown widget, not a crash', async () => {
    setPage(`
      <div id="ctor" data-widget="constructor"></div>
      <div id="str" data-widget="toString"></div>
      <div id="good" data-widget="counter"></div>`);
    await mountAll({ root: document, lang, loaders: loaders() });
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    for (const id of ['ctor', 'str']) expect(host(id)).toHaveAttribute('data-widget-state', 'error');
    expect(host('good')).toHaveTextContent('Count: 0');
  });

  it('an unknown widget name shows the config error and logs the name', async () => {
    setPage(`
      <div id="unknown" data-widget="mystery"></div>
      <div id="good" data-widget="counter"></div>`);
    await mountAll({ root: document, lang, loaders: loaders() });
    expect(screen.getByRole('alert')).toHaveTextContent(t.configError);
    expect(host('unknown')).toContainElement(screen.getByRole('alert'));
    expect(host('unknown')).toHaveAttribute('data-widget-state', 'error');
    expect(host('good')).toHaveTextContent('Count: 0');
    expect(logged()).toEqual([expect.stringContaining('mystery')]);
  });

  it('a widget that cannot load shows the load error, and the others still render', async () => {
    setPage(`
      <div id="broken" data-widget="broken"></div>
      <div id="good" data-widget="greeter"></div>`);
    await mountAll({ root: document, lang, loaders: loaders() });
    expect(screen.getByRole('alert')).toHaveTextContent(t.loadError);
    expect(host('broken')).toContainElement(screen.getByRole('alert'));
    expect(host('broken')).toHaveAttribute('data-widget-state', 'error');
    expect(host('good')).toHaveTextContent(`Hello (${lang}, bluebonnet)`);
    expect(logged()).toEqual([expect.stringContaining('broken')]);
  });
});

describe("the shell's account control (data-shell-widget): loaded for a signed-in customer only", () => {
  const SHELL = `
    <header><div id="account" data-shell-widget="greeter" data-config="{}"><a href="/sign-in/">Sign in</a></div></header>`;
  const validToken = (): string => JSON.stringify({ kind: 'customer', token: 'sbx-session-maria-garcia', createdAt: Date.now(), expiresAt: Date.now() + 60_000, email: 'maria.garcia@example.com', state: null });

  afterEach(() => window.localStorage.clear());

  it('[site-2.28] [site-6.1] a signed-out visitor: the sign-in link stays and nothing loads for it', async () => {
    setPage(SHELL);
    const load = vi.fn(() => Promise.resolve(greeter));
    await mountAll({ root: document, lang: 'en', loaders: { greeter: load }, signedIn: () => false });
    expect(load).not.toHaveBeenCalled();
    expect(host('account')).toHaveTextContent('Sign in');
    expect(host('account')).not.toHaveAttribute('data-widget-state');
  });

  it('[site-2.28] [site-6.1] a signed-in customer: the control loads and takes the place of the link, before the page\'s own widgets', async () => {
    setPage(`${SHELL}<div id="c" data-widget="counter"></div>`);
    const order: string[] = [];
    const load = (name: string, mod: WidgetModule) => () => {
      order.push(name);
      return Promise.resolve(mod);
    };
    await mountAll({ root: document, lang: 'es', loaders: { greeter: load('greeter', greeter), counter: load('counter', counter) }, signedIn: () => true });
    expect(order).toEqual(['greeter', 'counter']);
    expect(host('account')).toHaveTextContent('Hello (es, bluebonnet)');
    expect(host('account')).toHaveAttribute('data-widget-state', 'ready');
  });

  const rows: Array<[string, () => string | null, boolean]> = [
    ['a valid customer token', validToken, true],
    ['no token', () => null, false],
    ['an expired one', () => JSON.stringify({ ...(JSON.parse(validToken()) as object), expiresAt: Date.now() - 1 }), false],
    ['an unreadable one', () => '{"kind":"customer"', false],
  ];
  it.each(rows)('[site-6.1] by default the page reads the stored customer token: %s, loaded %s', async (_label, record, loads) => {
    const value = record();
    if (value !== null) window.localStorage.setItem('customer-token', value);
    setPage(SHELL);
    const load = vi.fn(() => Promise.resolve(greeter));
    await mountAll({ root: document, lang: 'en', loaders: { greeter: load } });
    expect(load).toHaveBeenCalledTimes(loads ? 1 : 0);
  });

  /** The page shown again from the back/forward cache (or, with persisted false, loaded anew). */
  const pageShow = (persisted: boolean) => {
    const event = new Event('pageshow');
    Object.defineProperty(event, 'persisted', { value: persisted });
    window.dispatchEvent(event);
  };

  it('[site-6.1] a page shown again from the back/forward cache after the customer signed out elsewhere: the sign-in link comes back', async () => {
    setPage(SHELL);
    let customer = true;
    const unmounted = vi.fn();
    const control: WidgetModule = {
      mount(el) {
        el.textContent = 'Maria Garcia';
        return { ok: true, unmount: unmounted };
      },
    };
    await mountAll({ root: document, lang: 'en', loaders: { greeter: () => Promise.resolve(control) }, signedIn: () => customer });
    expect(host('account')).toHaveTextContent('Maria Garcia');
    pageShow(true);
    expect(unmounted).not.toHaveBeenCalled();
    customer = false;
    pageShow(false);
    expect(host('account')).toHaveTextContent('Maria Garcia');
    pageShow(true);
    expect(unmounted).toHaveBeenCalledTimes(1);
    expect(host('account').querySelector('a')).toHaveAttribute('href', '/sign-in/');
    expect(host('account')).toHaveTextContent('Sign in');
    expect(host('account')).not.toHaveAttribute('data-widget-state');
    pageShow(true);
    expect(unmounted).toHaveBeenCalledTimes(1);
  });

  it('a control that cannot load keeps the sign-in link (no error in the header)', async () => {
    setPage(SHELL);
    await mountAll({ root: document, lang: 'en', loaders: { greeter: () => Promise.reject(new Error('chunk failed')) }, signedIn: () => true });
    expect(host('account')).toHaveTextContent('Sign in');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged()).toEqual([expect.stringContaining('greeter')]);
  });
});

describe('the widget list', () => {
  it('is derived from the flows a page names: their widgets, plus its fixed ones', () => {
    expect(Object.keys(widgetLoaders).sort()).toEqual([...flows.map((f) => f.widget), 'studio'].sort());
    const fixed = () => Promise.resolve(greeter);
    const pageLoaders = loadersOf([quoteZipFlow], { greeter: fixed });
    expect(Object.keys(pageLoaders)).toEqual(['quoteZip', 'greeter']);
    expect(pageLoaders.greeter).toBe(fixed);
  });

  it('a host naming a widget the page does not list is a configuration error, and the others still mount', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setPage('<div id="zip" data-widget="quoteZip">…</div><div id="g" data-widget="greeter" data-config=\'{"greeting":"Hi"}\'>…</div>');
    await mountAll({ root: document, lang: 'en', loaders: loadersOf([], { greeter: () => Promise.resolve(greeter) }) });
    expect(host('zip')).toHaveTextContent(commonText.en.widget.configError);
    expect(host('g')).toHaveAttribute('data-widget-state', 'ready');
    expect(logged.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('[widget quoteZip] is not a known widget')]);
    logged.mockRestore();
    act(() => setPage(''));
  });
});

describe('live inspection (the studio\'s live mode)', () => {
  afterEach(() => act(() => setPage('')));

  /** A widget that keeps the inspector its mount was given. */
  function recording(): { seen: WidgetContext['inspect'][]; widget: WidgetModule } {
    const seen: WidgetContext['inspect'][] = [];
    return {
      seen,
      widget: {
        mount(target, context) {
          seen.push(context.inspect);
          target.textContent = 'mounted';
          return { ok: true, unmount: () => target.replaceChildren() };
        },
      },
    };
  }

  it('hands the inspector the page gives to every widget', async () => {
    const { seen, widget } = recording();
    const inspect: NonNullable<WidgetContext['inspect']> = () => undefined;
    setPage('<div id="a" data-widget="greeter"></div><div id="b" data-widget="greeter"></div>');
    await mountAll({ root: document, lang: 'en', loaders: { greeter: () => Promise.resolve(widget) }, inspector: () => Promise.resolve(inspect) });
    expect(seen).toEqual([inspect, inspect]);
  });

  it('mounts without one when the page gives none, or when it cannot load', async () => {
    const { seen, widget } = recording();
    setPage('<div id="a" data-widget="greeter"></div>');
    await mountAll({ root: document, lang: 'en', loaders: { greeter: () => Promise.resolve(widget) } });
    await mountAll({ root: document, lang: 'en', loaders: { greeter: () => Promise.resolve(widget) }, inspector: () => Promise.reject(new Error('chunk failed')) });
    expect(seen).toEqual([undefined, undefined]);
    expect(host('a')).toHaveAttribute('data-widget-state', 'ready');
  });

  it('is asked for by a page opened with ?inspect only, and is the studio\'s inspector', async () => {
    expect(requestedInspector('')).toBeUndefined();
    expect(requestedInspector('?token=abc')).toBeUndefined();
    const load = requestedInspector('?inspect');
    expect(load).toBeTypeOf('function');
    const inspect = await load!();
    expect(inspect).toBeTypeOf('function');
  });
});

/** A promise and its resolve, to hold a load. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('a flow\'s texts (the real quote-by-ZIP widget)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => setPage(''));
  });

  it('load in the page\'s language only, at once with the widget\'s module', async () => {
    const realLoad = quoteZipFlow.load;
    const module = deferred<FlowWidget>();
    vi.spyOn(quoteZipFlow, 'load').mockImplementation(() => module.promise);
    const catalogLoad = vi.spyOn(quoteZipCatalog, 'load');
    const loading = widgetLoaders.quoteZip!('es');
    // Asked for while the module is still on its way (once the descriptor's catalog list is there).
    await vi.waitFor(() => expect(catalogLoad.mock.calls).toEqual([['es']]));
    module.resolve(await realLoad());
    expect(await loading).toBe(await realLoad());
    expect(quoteZipCatalog.get('es')).toBe(quoteZipText.es);
    expect(() => quoteZipCatalog.get('en')).toThrow(/not loaded/);
  });

  it('the widget draws only once its catalog is there, in the page\'s language', async () => {
    await quoteZipFlow.load();
    const load = quoteZipCatalog.load;
    const catalog = deferred<void>();
    vi.spyOn(quoteZipCatalog, 'load').mockImplementation(async (lang) => {
      await catalog.promise;
      return load(lang);
    });
    setPage('<div id="zip" data-widget="quoteZip">Cargando…</div>');
    const mounting = mountAll({ root: document, lang: 'es', loaders: widgetLoaders });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(host('zip')).toHaveTextContent('Cargando…');
    expect(screen.queryByRole('textbox')).toBeNull();
    catalog.resolve();
    await act(() => mounting);
    expect(host('zip')).toHaveAttribute('data-widget-state', 'ready');
    expect(screen.getByRole('textbox', { name: new RegExp(quoteZipText.es.zipLabel) })).toBeVisible();
    expect(host('zip')).not.toHaveTextContent(quoteZipText.en.submit);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a catalog that cannot load shows the load error, as a widget that cannot load, and the others still render', async () => {
    vi.spyOn(quoteZipCatalog, 'load').mockRejectedValue(new Error('catalog chunk failed to load'));
    setPage(`
      <div id="zip" data-widget="quoteZip">Cargando…</div>
      <div id="good" data-widget="greeter"></div>`);
    await act(() => mountAll({ root: document, lang: 'es', loaders: { quoteZip: widgetLoaders.quoteZip!, greeter: () => Promise.resolve(greeter) } }));
    expect(screen.getByRole('alert')).toHaveTextContent(commonText.es.widget.loadError);
    expect(host('zip')).toContainElement(screen.getByRole('alert'));
    expect(host('zip')).toHaveAttribute('data-widget-state', 'error');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(host('good')).toHaveTextContent('Hello (es, bluebonnet)');
    expect(logged()).toEqual([expect.stringContaining('[widget quoteZip] could not load')]);
  });
});

describe('mountAll', () => {
  it('does nothing on a page with no widget hosts', async () => {
    setPage('<main><p id="p">Just text</p></main>');
    const load = vi.fn(() => Promise.resolve(greeter));
    await mountAll({ root: document, lang: 'en', loaders: { greeter: load } });
    expect(load).not.toHaveBeenCalled();
    expect(document.body.innerHTML).toBe('<main><p id="p">Just text</p></main>');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('mounts only the hosts under the given root', async () => {
    setPage(`
      <section id="root"><div id="inside" data-widget="counter"></div></section>
      <div id="outside" data-widget="counter">untouched</div>`);
    await mountAll({ root: host('root'), lang: 'en', loaders: loaders() });
    expect(host('inside')).toHaveTextContent('Count: 0');
    expect(host('outside')).toHaveTextContent('untouched');
    expect(host('outside')).not.toHaveAttribute('data-widget-state');
  });

  it('passes the page-wide data-site configuration to the widgets', async () => {
    setPage('<div id="a" data-widget="greeter"></div>');
    document.body.dataset.site = '{"brand":"lonestar-auto"}';
    try {
      await mountAll({ root: document, lang: 'es', loaders: loaders() });
    } finally {
      delete document.body.dataset.site;
    }
    expect(host('a')).toHaveTextContent('Hello (es, lonestar-auto)');
  });
});

describe('a widget further down the page (data-load="nearViewport")', () => {
  /** The browser's IntersectionObserver as the page meets it: the test says when the host comes near. */
  class Observer {
    static made: Observer[] = [];
    observed: Element[] = [];
    disconnected = false;
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit | undefined,
    ) {
      Observer.made.push(this);
    }
    observe(el: Element) {
      this.observed.push(el);
    }
    disconnect() {
      this.disconnected = true;
    }
    /** The host scrolled within the margin (or not). */
    report(isIntersecting: boolean) {
      const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  beforeEach(() => {
    Observer.made = [];
    vi.stubGlobal('IntersectionObserver', Observer);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads only once the page is idle and its host comes within 400 px of the viewport; the page\'s other widgets load at once', async () => {
    setPage('<div id="top" data-widget="counter"></div><div id="below" data-widget="greeter" data-load="nearViewport">Loading…</div>');
    const greeterLoad = vi.fn(() => Promise.resolve(greeter));
    const mounted = mountAll({ root: document, lang: 'en', loaders: { ...loaders(), greeter: greeterLoad } });
    await vi.waitFor(() => expect(host('top')).toHaveTextContent('Count: 0'));
    // Watched once the page is idle.
    await vi.waitFor(() => expect(Observer.made).toHaveLength(1));
    expect(greeterLoad).not.toHaveBeenCalled();
    expect(host('below')).toHaveTextContent('Loading…');
    const [watch] = Observer.made;
    expect(watch?.observed).toEqual([host('below')]);
    expect(watch?.options?.rootMargin).toBe('400px 0px');
    watch!.report(false);
    await Promise.resolve();
    expect(greeterLoad).not.toHaveBeenCalled();
    await act(async () => {
      watch!.report(true);
      await mounted;
    });
    expect(greeterLoad).toHaveBeenCalledTimes(1);
    expect(watch?.disconnected).toBe(true);
    expect(host('below')).toHaveTextContent('Hello (en, ');
    expect(host('below')).toHaveAttribute('data-widget-state', 'ready');
  });

  it('a page whose only widget is further down loads nothing (not even the page settings) until it comes near', async () => {
    setPage('<div id="below" data-widget="greeter" data-load="nearViewport"></div>');
    const greeterLoad = vi.fn(() => Promise.resolve(greeter));
    let done = false;
    const mounted = mountAll({ root: document, lang: 'es', loaders: { greeter: greeterLoad } }).then(() => {
      done = true;
    });
    await vi.waitFor(() => expect(Observer.made).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(greeterLoad).not.toHaveBeenCalled();
    expect(done).toBe(false);
    await act(async () => {
      Observer.made[0]!.report(true);
      await mounted;
    });
    expect(host('below')).toHaveTextContent('Hello (es, ');
  });

});
