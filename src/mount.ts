/**
 * Finds the widget hosts of a page (`<div data-widget="payment" data-config='{...}'>`),
 * picks the language, lazy-loads each widget (a page loads only what it shows), validates
 * its data-config, and renders it. A bad config or a failed load shows a translated message
 * in that host and a console error naming the widget and field; other widgets still work.
 */
import { detectLang, type Lang } from './config/lang';
import { commonText } from './i18n/common';
import type { WidgetModule } from './widget';

type Loader = () => Promise<WidgetModule<unknown>>;

/** Every widget a page can host. Each loads in its own chunk. */
export const widgetLoaders: Record<string, Loader> = {
  payment: () => import('./widgets/payment') as Promise<WidgetModule<unknown>>,
  quoteZip: () => import('./widgets/quoteZip') as Promise<WidgetModule<unknown>>,
  studio: () => import('./widgets/studio') as Promise<WidgetModule<unknown>>,
};

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
  loaders?: Record<string, Loader>;
}

/** Mount every widget host under root; resolves when each has rendered or failed. */
export async function mountAll(options: MountOptions = {}): Promise<void> {
  const root = options.root ?? document;
  const lang = options.lang ?? detectLang(window.location);
  const loaders = options.loaders ?? widgetLoaders;
  const t = commonText[lang];
  const hosts = [...root.querySelectorAll<HTMLElement>('[data-widget]')];
  if (hosts.length === 0) return;
  const booted = import('./boot').then((m) => m.boot(lang, document.body.dataset.site));
  // ?inspect: the actors report to the studio (loaded only then).
  const inspect = new URLSearchParams(window.location.search).has('inspect')
    ? await import('./inspect').then((m) => m.createInspector().inspect).catch(() => undefined)
    : undefined;
  const { parseConfig } = await import('./config/schema');

  await Promise.all(
    hosts.map(async (host) => {
      const name = host.dataset.widget ?? '';
      const load = loaders[name];
      if (!load) {
        console.error(`[widget ${name}] is not a known widget`);
        showProblem(host, t.widget.configError);
        return;
      }
      let mod: WidgetModule<unknown>;
      let site;
      try {
        [mod, site] = await Promise.all([load(), booted]);
      } catch (e) {
        console.error(`[widget ${name}] could not load`, e);
        showProblem(host, t.widget.loadError);
        return;
      }
      const parsed = parseConfig(mod.configSchema, host.dataset.config);
      if (!parsed.ok) {
        for (const p of parsed.problems) console.error(`[widget ${name}] data-config.${p.field}: ${p.message}`);
        const { track } = await import('./analytics');
        for (const p of parsed.problems) track({ event: 'config_error', widget: name, field: p.field });
        showProblem(host, t.widget.configError);
        return;
      }
      mod.render(host, inspect ? { config: parsed.value, lang, site, inspect } : { config: parsed.value, lang, site });
      host.setAttribute('data-widget-state', 'ready');
    }),
  );
}
