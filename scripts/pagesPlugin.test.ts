// @vitest-environment node
/**
 * The pages plugin: the build's entries are the page files dist/ must hold (the bundle report and
 * the browser tests read them by name), each loads as the rendered page, and the dev server finds
 * the page a request asks for the way `vite preview` finds it in dist/.
 */
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { renderPage, sitePages } from '../src/pages/render';
import { flows } from '../src/registry';
import { pageEntries, pageForUrl, pagesPlugin } from './pagesPlugin';

const root = '/site/src/pages';

type Hook = (...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'config' | 'resolveId' | 'load') => plugin[name] as unknown as Hook;

describe('pagesPlugin', () => {
  const plugin = pagesPlugin({ root });

  it('builds every page in both languages under its file name', () => {
    const config = hook(plugin, 'config')() as { build: { rollupOptions: { input: Record<string, string> } } };
    const input = config.build.rollupOptions.input;
    expect(Object.values(input).map((f) => f.slice(root.length + 1))).toEqual(sitePages().map((p) => p.file));
    expect(input).toMatchObject({
      home: `${root}/index.html`,
      es: `${root}/es/index.html`,
      pay: `${root}/pay/index.html`,
      'es/pay': `${root}/es/pay/index.html`,
      'coming-soon': `${root}/coming-soon/index.html`,
      'es/studio': `${root}/es/studio/index.html`,
    });
    expect(pageEntries(root)).toEqual(input);
  });

  it('resolves and loads each entry as the rendered page, and nothing else', () => {
    for (const page of sitePages()) {
      const id = `${root}/${page.file}`;
      expect(hook(plugin, 'resolveId')(id)).toBe(id);
      expect(hook(plugin, 'load')(id)).toBe(renderPage(page));
    }
    expect(hook(plugin, 'resolveId')(`${root}/main.ts`)).toBeUndefined();
    expect(hook(plugin, 'load')(`${root}/nope/index.html`)).toBeUndefined();
  });

  it('refuses a flow whose page has no template (its widget would be on no page)', () => {
    const lost = { ...flows[0]!, id: 'lost', page: '/lost/' };
    expect(() => pagesPlugin({ root, flows: [...flows, lost] })).toThrow(/Flow "lost" names the page \/lost\//);
  });
});

describe('pageForUrl (dev server)', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/es/', '/es/'],
    ['/es/pay/', '/es/pay/'],
    ['/es/pay/index.html?token=abc', '/es/pay/'],
    ['/pay/?inspect', '/pay/'],
  ])('%s is the page %s', (url, path) => {
    expect(pageForUrl(url)?.path).toBe(path);
  });

  it.each(['/pay', '/es/nope/', '/main.ts', '/api/payments'])('%s is no page (left to the next middleware)', (url) => {
    expect(pageForUrl(url)).toBeUndefined();
  });
});
