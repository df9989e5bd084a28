/**
 * A page as the build writes it, for the tests of first screens drawn at build time and their
 * take-over (src/widgets/takeOver*.test.tsx): its body in the document, its flow's host holding the
 * drawn screen; a flow's real widget loader, counted and held back on demand; and the hooks of
 * such a test file.
 */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import type { Lang } from '../config/lang';
import type { FlowDescriptor } from '../flows/kit';
import { firstScreens } from '../pages/firstScreen';
import { renderPage, sitePages } from '../pages/render';
import type { WidgetModule } from '../widget';
import { widgetLoaders } from './widgetLoaders';

/** A page's body as built, its flow's host holding the drawn first screen. */
export async function builtPage(path: string, flow: FlowDescriptor, lang: Lang): Promise<HTMLElement> {
  const page = sitePages().find((p) => p.template.path === path && p.lang === lang);
  if (!page) throw new Error(`no page ${path}`);
  const html = renderPage(page, { firstScreens: await firstScreens([flow]) });
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.body.replaceChildren(...Array.from(parsed.body.childNodes));
  const host = document.querySelector<HTMLElement>(`[data-widget="${flow.widget}"]`);
  if (!host) throw new Error(`no ${flow.widget} host`);
  return host;
}

/**
 * The widgets the loaders below mounted and not yet unmounted: `sandboxedPages` unmounts them after
 * each test, since the test files of a worker share one window (vite.config.ts, `isolate: false`)
 * and a widget left running would answer the next file's address changes.
 */
const running = new Set<() => void>();

/** A flow's real loader (quote by ZIP unless named), counted, and held until `arrive()` when asked. */
export function countedLoader(options: { hold?: boolean; widget?: string } = {}) {
  const widget = options.widget ?? 'quoteZip';
  let loads = 0;
  let arrive: () => void = () => undefined;
  const arrived = options.hold ? new Promise<void>((resolve) => (arrive = resolve)) : Promise.resolve();
  const load = async (lang: Lang): Promise<WidgetModule> => {
    loads += 1;
    const mod = await widgetLoaders[widget]!(lang);
    await arrived;
    return {
      mount: (host, context) => {
        const result = mod.mount(host, context);
        if (result.ok) running.add(result.unmount);
        return result;
      },
    };
  };
  return { loaders: { [widget]: load }, loads: () => loads, arrive: () => arrive() };
}

/**
 * The hooks of a test file of built pages: the sandbox answering in process (`connect`: the
 * sandbox's `connectSandbox`, given by the test file, since nothing in src/ imports the sandbox),
 * each test's own; the widgets' logged errors kept out of the output; the page and the storage
 * emptied after each test. Returns the running test's sandbox.
 */
export function sandboxedPages<S>(connect: () => S): () => S {
  let sandbox: S | undefined;
  let consoleError: MockInstance<typeof console.error> | undefined;
  beforeEach(() => {
    sandbox = connect();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.clear();
  });
  afterEach(() => {
    for (const unmount of running) act(unmount);
    running.clear();
    consoleError?.mockRestore();
    document.body.replaceChildren();
    localStorage.clear();
  });
  return () => {
    if (!sandbox) throw new Error('sandboxedPages: no test is running');
    return sandbox;
  };
}
