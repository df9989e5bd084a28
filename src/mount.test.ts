/**
 * src/mount.ts with fake widgets (this tests mount itself): every host renders; a host with a
 * bad data-config or a failed load shows a translated message and logs which widget and field;
 * the other hosts of the page still render. The widget list a page gives, the root and site
 * settings, and widgets further down the page that load once they come near.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { commonText } from './i18n/common';
import type { Lang } from './config/lang';
import { loadersOf, mountAll } from './mount';
import { greeter, host, loaders, setPage } from './testing/mountPage';
import { widgetLoaders } from './testing/widgetLoaders';
import quoteZipFlow from './flows/quoteZip';
import { flows } from './registry';


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

describe('a widget that waits and first asks whether it can act (its flow\'s canAct: the popups)', () => {
  it('is never loaded when it can show this visitor nothing: its host says unneeded', async () => {
    setPage('<div id="popups" data-widget="greeter" data-load="idle"></div>');
    const greeterLoad = vi.fn(() => Promise.resolve(greeter));
    const gate = vi.fn(() => Promise.resolve(false));
    await mountAll({ root: document, lang: 'en', loaders: { greeter: greeterLoad }, gates: { greeter: gate } });
    expect(gate).toHaveBeenCalledWith('en');
    expect(greeterLoad).not.toHaveBeenCalled();
    expect(host('popups')).toHaveAttribute('data-widget-state', 'unneeded');
    expect(host('popups')).toBeEmptyDOMElement();
  });

  it('loads like every waiting widget when it can, and the page\'s other widgets are not held by the question', async () => {
    setPage('<div id="top" data-widget="counter"></div><div id="popups" data-widget="greeter" data-load="idle"></div>');
    let answer: (yes: boolean) => void = () => undefined;
    const gate = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const mounted = mountAll({ root: document, lang: 'es', loaders: loaders(), gates: { greeter: gate } });
    await vi.waitFor(() => expect(host('top')).toHaveAttribute('data-widget-state', 'ready'));
    await vi.waitFor(() => expect(gate).toHaveBeenCalledWith('es'));
    expect(host('popups')).not.toHaveAttribute('data-widget-state');
    await act(async () => {
      answer(true);
      await mounted;
    });
    expect(host('popups')).toHaveTextContent('Hello (es, ');
    expect(host('popups')).toHaveAttribute('data-widget-state', 'ready');
  });

  it('loads when the question itself fails (its module did not come): the widget\'s own load then says what went wrong', async () => {
    setPage('<div id="popups" data-widget="greeter" data-load="idle"></div>');
    const greeterLoad = vi.fn(() => Promise.resolve(greeter));
    await mountAll({ root: document, lang: 'en', loaders: { greeter: greeterLoad }, gates: { greeter: () => Promise.reject(new Error('offline')) } });
    expect(greeterLoad).toHaveBeenCalledTimes(1);
    expect(host('popups')).toHaveAttribute('data-widget-state', 'ready');
  });

  it('asks nothing of a widget without a question, and no question makes a widget that loads at once wait', async () => {
    setPage('<div id="a" data-widget="greeter"></div>');
    const gate = vi.fn(() => Promise.resolve(false));
    await mountAll({ root: document, lang: 'en', loaders: loaders(), gates: { greeter: gate } });
    expect(gate).not.toHaveBeenCalled();
    expect(host('a')).toHaveAttribute('data-widget-state', 'ready');
  });
});
