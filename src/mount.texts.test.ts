/**
 * src/mount.ts with a real flow: the quote-by-ZIP widget loads with its catalogs in the page's
 * language only, and draws once both are there. It checks that the other language's catalog is
 * never loaded, so it runs in a fresh module graph (the `isolated` tests of vite.config.ts).
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { commonText } from './i18n/common';
import { mountAll } from './mount';
import { deferred, greeter, host, setPage } from './testing/mountPage';
import { widgetLoaders } from './testing/widgetLoaders';
import quoteZipFlow from './flows/quoteZip';
import type { FlowWidget } from './widgets/createWidget';
import { quoteZipText } from './i18n/quoteZip';
import { quoteZipCatalog } from './i18n/quoteZip.lazy';


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
