/// <reference types="vitest/config" />
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { renderShell } from './src/shell';
import { detectLang } from './src/config/lang';

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

/** The sandbox API inside the dev and preview servers: one process, one port. */
function sandboxPlugin(): Plugin {
  const load = async () => (await import('./fixtures/sandbox/node')).sandboxMiddleware();
  return {
    name: 'agency-sandbox',
    async configureServer(server) {
      server.middlewares.use(await load());
    },
    async configurePreviewServer(server) {
      server.middlewares.use(await load());
    },
  };
}

export default defineConfig({
  root: pagesDir,
  publicDir: false,
  appType: 'mpa',
  plugins: [react(), shellPlugin(), sandboxPlugin()],
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
