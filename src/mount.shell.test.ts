/**
 * What src/mount.ts adds to a page's own widgets: the shell's account control, loaded for a
 * signed-in customer only, and the inspector of the studio's live mode handed to every widget.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { mountAll } from './mount';
import { counter, greeter, host, setPage } from './testing/mountPage';
import type { WidgetContext, WidgetModule } from './widget';
import { requestedInspector } from './pages/inspector';


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
