/// <reference types="vitest/config" />
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { renderShell } from './src/shell';
import { detectLang } from './src/config/lang';
import { bundleReport } from './scripts/bundleReport';
import { sandboxMiddleware } from './fixtures/sandbox/node';

const here = dirname(fileURLToPath(import.meta.url));
const pagesDir = resolve(here, 'src/pages');

/** Every index.html under src/pages is a page of the site (multi-page build). */
function pageInputs(dir = pagesDir): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) Object.assign(found, pageInputs(p));
    else if (name === 'index.html') found[relative(pagesDir, dir) || 'home'] = p;
  }
  return found;
}

/** Fills each page's <!-- shell:header --> and <!-- shell:footer --> in the page's language. */
function shellPlugin(): Plugin {
  return {
    name: 'agency-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        const path = '/' + relative(pagesDir, ctx.filename).replace(/index\.html$/, '').split('\\').join('/');
        const lang = detectLang({ pathname: path, hostname: 'localhost' });
        return renderShell(html, { lang, path });
      },
    },
  };
}

/** After the server starts, print the address of every page (English and Spanish). */
function pageListPlugin(): Plugin {
  const print = (port: number | undefined, kind: string) => {
    const base = `http://localhost:${port ?? 5173}`;
    const paths = Object.keys(pageInputs())
      .map((k) => (k === 'home' ? '/' : `/${k}/`))
      .sort((a, b) => a.replace(/^\/es\//, '/').localeCompare(b.replace(/^\/es\//, '/')) || a.length - b.length);
    console.log(`\n  Pages (${kind}; the sandbox API answers under ${base}/api/):`);
    for (const p of paths) console.log(`    ${base}${p}`);
    console.log('  Magic inputs for every outcome: docs/sandbox.md\n');
  };
  return {
    name: 'agency-page-list',
    configureServer(server) {
      server.httpServer?.once('listening', () => setTimeout(() => print(server.config.server.port, 'dev server'), 20));
    },
    configurePreviewServer(server) {
      server.httpServer.once('listening', () => setTimeout(() => print(server.config.preview.port, 'preview of dist/'), 20));
    },
  };
}

/** The sandbox API inside the dev and preview servers: one process, one port. */
function sandboxPlugin(): Plugin {
  return {
    name: 'agency-sandbox',
    configureServer(server) {
      server.middlewares.use(sandboxMiddleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(sandboxMiddleware());
    },
  };
}

export default defineConfig({
  root: pagesDir,
  publicDir: false,
  appType: 'mpa',
  plugins: [react(), shellPlugin(), sandboxPlugin(), pageListPlugin(), bundleReport(resolve(here, 'dist'))],
  server: { fs: { allow: [here] } },
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    rollupOptions: { input: pageInputs() },
  },
  test: {
    root: here,
    environment: 'jsdom',
    setupFiles: [resolve(here, 'src/testing/setup.ts')],
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'e2e/**'],
    testTimeout: 20_000,
  },
});
