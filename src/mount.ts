/**
 * Finds the widget hosts of a page (`<div data-widget="payment" data-config='{...}'>`), picks
 * the language, lazy-loads each widget (a page loads only what it shows) and mounts it; the
 * widget validates its data-config. A bad config or a failed load shows a translated message
 * in that host and a console error naming the widget and field; other widgets still work.
 *
 * The widget list is derived from the flow registry (each descriptor's `widget` and `load`),
 * plus the studio, which is not a flow.
 */
import { detectLang, type Lang } from './config/lang';
import { commonText } from './i18n/common';
import { flows } from './registry';
import type { WidgetModule } from './widget';

type Loader = () => Promise<WidgetModule>;

/** Every widget a page can host. Each loads in its own chunk. */
export const widgetLoaders: Readonly<Record<string, Loader>> = Object.freeze({
  ...Object.fromEntries(flows.map((f) => [f.widget, f.load] as const)),
  studio: () => import('./widgets/studio'),
});

function showProblem(host: HTMLElement, text: string): void {
  const p = document.createElement('p');
  p.className = 'ui-notice ui-notice--error';
  p.setAttribute('role', 'alert');
  p.textContent = text;
  host.replaceChildren(p);
  host.setAttribute('data-widget-state', 'error');
}

export interface MountOptions {
  root?: ParentNode;
  lang?: Lang;
  loaders?: Readonly<Record<string, Loader>>;
}

/** Mount every widget host under root; resolves when each has rendered or failed. */
export async function mountAll(options: MountOptions = {}): Promise<void> {
  const root = options.root ?? document;
  const lang = options.lang ?? detectLang(window.location);
  const loaders = options.loaders ?? widgetLoaders;
  const t = commonText[lang];
  const hosts = [...root.querySelectorAll<HTMLElement>('[data-widget]')];
  if (hosts.length === 0) return;
  // Every download starts at once: the page settings, the inspector when asked, each widget.
  const booted = import('./boot').then((m) => m.boot(lang, document.body.dataset.site));
  const inspecting = new URLSearchParams(window.location.search).has('inspect')
    ? import('./inspect').then((m) => m.createInspector().inspect).catch(() => undefined)
    : Promise.resolve(undefined);

  await Promise.all(
    hosts.map(async (host) => {
      const name = host.dataset.widget ?? '';
      // An own property only: "constructor" or "toString" are not widgets.
      const load = Object.prototype.hasOwnProperty.call(loaders, name) ? loaders[name] : undefined;
      if (!load) {
        console.error(`[widget ${name}] is not a known widget`);
        showProblem(host, t.widget.configError);
        return;
      }
      let mod: WidgetModule;
      let site;
      let inspect;
      try {
        [mod, site, inspect] = await Promise.all([load(), booted, inspecting]);
      } catch (e) {
        console.error(`[widget ${name}] could not load`, e);
        showProblem(host, t.widget.loadError);
        return;
      }
      const mounted = mod.mount(host, inspect ? { rawConfig: host.dataset.config, lang, site, inspect } : { rawConfig: host.dataset.config, lang, site });
      if (!mounted.ok) {
        for (const p of mounted.problems) console.error(`[widget ${name}] data-config.${p.field}: ${p.message}`);
        const { track } = await import('./analytics');
        for (const p of mounted.problems) track({ event: 'config_error', widget: name, field: p.field });
        showProblem(host, t.widget.configError);
        return;
      }
      host.setAttribute('data-widget-state', 'ready');
    }),
  );
}
