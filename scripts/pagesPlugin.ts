/**
 * A Vite plugin that makes the site's pages from their templates (src/pages/render.ts): in
 * `vite build` each page in each language is a virtual HTML entry named like the file it becomes
 * (dist/index.html, dist/es/pay/index.html, ...); the dev server renders the page a request asks
 * for and passes it through Vite's HTML transforms. `vite preview` serves dist/ as built.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { flowsWithoutPage, pageScriptOf, pageScriptPath, renderPage, sitePages, type PageScript, type RenderOptions, type SitePage } from '../src/pages/render';

export interface PagesPluginOptions extends RenderOptions {
  /** Vite's root, where the entries seem to live (src/pages). */
  root: string;
}

const slash = (p: string) => p.replace(/\\/g, '/');

/** The entries of the build: entry name ("es/pay") -> the virtual HTML file under the root. */
export function pageEntries(root: string, list: readonly SitePage[] = sitePages()): Record<string, string> {
  return Object.fromEntries(list.map((p) => [p.file.replace(/\/?index\.html$/, '') || 'home', slash(join(root, p.file))]));
}

/** The page a dev-server request asks for: "/es/pay/" or "/es/pay/index.html" (as `vite preview` serves dist/). */
export function pageForUrl(url: string, list: readonly SitePage[] = sitePages()): SitePage | undefined {
  const pathname = new URL(url, 'http://localhost').pathname;
  const dir = pathname.endsWith('/index.html') ? pathname.slice(0, -'index.html'.length) : pathname;
  return list.find((p) => p.path === dir);
}

/**
 * The code of a page's script: the shared page module (src/pages/main.ts), the descriptors of the
 * page's flows and its fixed widgets, and the A/B reveal on a page built for tests.
 */
export function pageScriptCode(script: PageScript, src: string): string {
  const path = (p: string) => JSON.stringify(slash(join(src, p)));
  const lines = script.abTest ? [`import { revealTestedPage } from ${path('pages/abTesting.ts')};`, 'void revealTestedPage();'] : [];
  const descriptor = (id: string) => {
    const file = join(src, 'flows', `${id}.ts`);
    if (!existsSync(file)) throw new Error(`Flow "${id}" has no descriptor at src/flows/${id}.ts`);
    return JSON.stringify(slash(file));
  };
  const flows = script.flows.map((id, i) => ({ name: `flow${i}`, file: descriptor(id) }));
  // A widget that waits (near the viewport, idle) loads its descriptor with itself.
  const later = script.later.map((f) => `${JSON.stringify(f.widget)}: (lang) => import(${descriptor(f.id)}).then((m) => loadWidget(m.default, lang))`);
  const fixed = script.fixed.length ? [`...Object.fromEntries(${JSON.stringify(script.fixed)}.map((w) => [w, fixedWidgets[w]]))`] : [];
  const extra = [...later, ...fixed];
  // A waiting widget that first asks whether it can act (`canAct`): its descriptor answers, before the widget loads.
  const gates = script.later
    .filter((f) => f.gated)
    .map((f) => `${JSON.stringify(f.widget)}: (lang) => import(${descriptor(f.id)}).then((m) => m.default.canAct(lang))`);
  return [
    `import { startPage } from ${path('pages/main.ts')};`,
    ...(later.length ? [`import { loadWidget } from ${path('flows/kit.ts')};`] : []),
    ...flows.map((f) => `import ${f.name} from ${f.file};`),
    ...(script.fixed.length ? [`import { fixedWidgets } from ${path('pages/fixedWidgets.ts')};`] : []),
    ...lines,
    `startPage([${flows.map((f) => f.name).join(', ')}]${extra.length || gates.length ? `, { ${extra.join(', ')} }` : ''}${gates.length ? `, { ${gates.join(', ')} }` : ''});`,
    '',
  ].join('\n');
}

export function pagesPlugin(options: PagesPluginOptions): Plugin {
  const list = sitePages(options);
  const lost = flowsWithoutPage(options).map((f) => `Flow "${f.id}" names the page ${f.page}, which no template in src/pages/pages.ts has`);
  if (lost.length) throw new Error(lost.join('\n'));
  const byFile = new Map(list.map((p) => [slash(join(options.root, p.file)), p] as const));
  // Each page's script, by the address the page names it with, and by the id it resolves to.
  const scripts = new Map(list.map((p) => pageScriptOf(p.template, options.flows)).map((s) => [pageScriptPath(s.key), s] as const));
  const scriptIds = new Map([...scripts].map(([address, s]) => [slash(join(options.root, address)), s] as const));
  const src = dirname(options.root);
  return {
    name: 'agency-pages',
    enforce: 'pre',
    config() {
      return { build: { rollupOptions: { input: pageEntries(options.root, list) } } };
    },
    resolveId(id) {
      if (byFile.has(slash(id)) || scriptIds.has(slash(id))) return slash(id);
      // A page's script is named by its address ("/page-script/<key>.ts", under Vite's root).
      return scripts.has(id) ? slash(join(options.root, id)) : undefined;
    },
    load(id) {
      const page = byFile.get(slash(id));
      if (page) return renderPage(page, options);
      const script = scriptIds.get(slash(id));
      return script ? pageScriptCode(script, src) : undefined;
    },
    configureServer(server) {
      const serve: Connect.NextHandleFunction = (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const page = pageForUrl(req.url ?? '/', list);
        if (!page) return next();
        server
          .transformIndexHtml(`${page.path}index.html`, renderPage(page, options), req.originalUrl)
          .then((html) => {
            res.statusCode = 200;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(req.method === 'HEAD' ? undefined : html);
          })
          .catch(next);
      };
      server.middlewares.use(serve);
    },
  };
}
