// @vitest-environment node
/**
 * The pages plugin: the build's entries are the page files dist/ must hold (the bundle report and
 * the browser tests read them by name), each loads as the rendered page, and the dev server finds
 * the page a request asks for the way `vite preview` finds it in dist/.
 */
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { pageScriptOf, pageScriptPath, renderPage, sitePages } from '../src/pages/render';
import { pages } from '../src/pages/pages';
import { flows } from '../src/registry';
import { pageEntries, pageForUrl, pageScriptCode, pagesPlugin } from './pagesPlugin';

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
    expect(hook(plugin, 'resolveId')('/page-script/nope.ts')).toBeUndefined();
    expect(hook(plugin, 'load')(`${root}/nope/index.html`)).toBeUndefined();
  });

  it('refuses a flow whose page has no template (its widget would be on no page)', () => {
    const lost = { ...flows[0]!, id: 'lost', page: '/lost/' };
    expect(() => pagesPlugin({ root, flows: [...flows, lost] })).toThrow(/Flow "lost" names the page \/lost\//);
  });
});

describe('the page scripts', () => {
  const src = fileURLToPath(new URL('../src', import.meta.url));
  const real = pagesPlugin({ root: `${src}/pages` });
  const importsOf = (code: string) => [...code.matchAll(/from "([^"]+)"/g)].map((m) => m[1]!.slice(src.length + 1));

  it('each page names one, which resolves and loads as code importing the page module and its own flows only', () => {
    const keys = new Set<string>();
    const gatedPages: string[] = [];
    for (const page of sitePages()) {
      const script = pageScriptOf(page.template);
      keys.add(script.key);
      const id = hook(real, 'resolveId')(pageScriptPath(script.key)) as string;
      expect(id).toBe(`${src}/pages/page-script/${script.key}.ts`);
      const code = hook(real, 'load')(id) as string;
      expect(importsOf(code)).toEqual([
        'pages/main.ts',
        ...(script.later.length ? ['flows/kit.ts'] : []),
        ...script.flows.map((f) => `flows/${f}.ts`),
        ...(script.fixed.length ? ['pages/fixedWidgets.ts'] : []),
      ]);
      expect(code).toContain('startPage(');
      // A widget that waits loads its descriptor with itself: imported lazily, under its widget's name.
      const lazy = [...code.matchAll(/"(\w+)": \(lang\) => import\("([^"]+)"\)\.then\(\(m\) => loadWidget\(/g)].map((m) => [m[1], m[2]!.slice(src.length + 1)]);
      expect(lazy).toEqual(script.later.map((f) => [f.widget, `flows/${f.id}.ts`]));
      // One that first asks whether it can act: its descriptor answers, under its widget's name, in the third argument.
      const gates = [...code.matchAll(/"(\w+)": \(lang\) => import\("([^"]+)"\)\.then\(\(m\) => m\.default\.canAct\(lang\)\)/g)].map((m) => [m[1], m[2]!.slice(src.length + 1)]);
      expect(gates).toEqual(script.later.filter((f) => f.gated).map((f) => [f.widget, `flows/${f.id}.ts`]));
      if (gates.length) gatedPages.push(page.path);
      expect(code).not.toContain('revealTestedPage');
    }
    // The popups ask first on the pages that host them (src/flows/sitePopups.ts `canAct`).
    expect(gatedPages).toContain('/');
    // Pages with the same widgets share a script: the 26 office pages one.
    expect(keys.size).toBeLessThan(sitePages().length / 2);
    expect(hook(real, 'resolveId')('/page-script/payment-quote.ts')).toBeUndefined();
  });

  it('[site-4.19] a page built for A/B tests is hidden and its script alone carries the reveal', () => {
    const home = pages.find((t) => t.id === 'home')!;
    const tested = { ...home, abTest: true };
    const script = pageScriptOf(tested);
    expect(script.key).toBe(`${pageScriptOf(home).key}-abTest`);
    const code = pageScriptCode(script, src);
    expect(code.indexOf('revealTestedPage()')).toBeGreaterThan(-1);
    expect(code.indexOf('revealTestedPage()')).toBeLessThan(code.indexOf('startPage('));
    const html = renderPage({ template: tested, lang: 'es', path: '/es/', file: 'es/index.html' });
    expect(html).toMatch(/<html lang="es" class="ab-hide">/);
    expect(html).toContain(`src="${pageScriptPath(script.key)}"`);
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
