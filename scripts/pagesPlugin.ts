/**
 * A Vite plugin that makes the site's pages from their templates (src/pages/render.ts): in
 * `vite build` each page in each language is a virtual HTML entry named like the file it becomes
 * (dist/index.html, dist/es/pay/index.html, ...); the dev server renders the page a request asks
 * for and passes it through Vite's HTML transforms. `vite preview` serves dist/ as built.
 */
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { flowsWithoutPage, renderPage, sitePages, type RenderOptions, type SitePage } from '../src/pages/render';

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

export function pagesPlugin(options: PagesPluginOptions): Plugin {
  const list = sitePages(options);
  const lost = flowsWithoutPage(options).map((f) => `Flow "${f.id}" names the page ${f.page}, which no template in src/pages/pages.ts has`);
  if (lost.length) throw new Error(lost.join('\n'));
  const byFile = new Map(list.map((p) => [slash(join(options.root, p.file)), p] as const));
  return {
    name: 'agency-pages',
    enforce: 'pre',
    config() {
      return { build: { rollupOptions: { input: pageEntries(options.root, list) } } };
    },
    resolveId(id) {
      return byFile.has(slash(id)) ? slash(id) : undefined;
    },
    load(id) {
      const page = byFile.get(slash(id));
      return page ? renderPage(page, options) : undefined;
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
