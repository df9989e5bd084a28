/**
 * Makes every page of the site in both languages from its template (src/pages/pages.ts), its
 * texts (src/i18n/pages.ts) and the flow registry: the head (language, title, description,
 * canonical link, hreflang alternates), the shared shell (src/shell.ts) and the widget hosts.
 * Runs in Node only: the Vite plugin (scripts/pagesPlugin.ts) builds and serves what it returns.
 */
import { LANGS, type Lang } from '../config/lang';
import { pagePath, type FlowDescriptor } from '../flows/kit';
import { commonText } from '../i18n/common';
import { pagesText, type PageText } from '../i18n/pages';
import { flows as registeredFlows } from '../siteFlows';
import { renderShell } from '../shell';
import { AB_HIDE_CLASS } from './abTesting';
import type { FirstScreens } from './firstScreen';
import { pages as templates, type PageBody, type PageTemplate } from './pages';

export interface RenderOptions {
  /**
   * The site's origin ("https://www.example.com"), for the absolute canonical and alternate links
   * (default: `DEFAULT_SITE_ORIGIN`).
   */
  origin?: string;
  /** The flows whose widgets go on their pages (default: the registry). */
  flows?: readonly FlowDescriptor[];
  /** The page templates (default: src/pages/pages.ts). */
  pages?: readonly PageTemplate[];
  /**
   * The first screens drawn at build time (src/pages/firstScreen.ts) of the flows whose `firstPaint`
   * is `onEngage` or `onLoad`. A host with one shows it (and says `data-first-paint` with the mode);
   * without one the host shows the loading line and its widget loads at once.
   */
  firstScreens?: FirstScreens;
}

/** One page in one language. */
export interface SitePage {
  template: PageTemplate;
  lang: Lang;
  /** Its address: "/", "/es/", "/pay/", "/es/pay/". */
  path: string;
  /** The built file under dist/ (and the entry's name under Vite's root): "es/pay/index.html". */
  file: string;
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page's title, description, heading and lead: its template's own (a page per office), else the catalog's. */
export function pageTextOf(template: PageTemplate, lang: Lang): PageText {
  return template.text?.(lang) ?? pagesText[lang].page[template.id];
}

/** Every page of the site in both languages, English then Spanish per page, in template order. */
export function sitePages(options: Pick<RenderOptions, 'pages'> = {}): SitePage[] {
  const list = options.pages ?? templates;
  const seen = new Set<string>();
  return list.flatMap((template) => {
    if (!/^\/([a-z0-9-]+\/)*$/.test(template.path)) throw new Error(`Page "${template.id}": path "${template.path}" must be "/" or "/name/"`);
    if (seen.has(template.path)) throw new Error(`Page "${template.id}": another page has the path ${template.path}`);
    seen.add(template.path);
    return LANGS.map((lang) => {
      const path = pagePath(template.path, lang);
      return { template, lang, path, file: `${path.slice(1)}index.html` };
    });
  });
}

/** The widgets a page hosts, in order: the flows placed on it by their descriptors, then its fixed widgets. */
export function widgetsOf(template: PageTemplate, flows: readonly FlowDescriptor[] = registeredFlows): string[] {
  // A widget of the shell (the header's account control) is in every page's header, never in a body.
  const onPage = flows.filter((f) => !f.shell && (f.page === template.path || f.alsoOn?.includes(template.path)));
  const names = [...onPage.map((f) => f.widget), ...(template.fixedWidgets ?? [])];
  return [...new Set(names)];
}

/**
 * What a page's script loads (scripts/pagesPlugin.ts makes it): the flows it hosts (the shell's
 * too, such as the header's account control) and its fixed widgets, and whether it reveals an A/B
 * tested page. Pages with the same set share one script; `key` names it.
 */
export interface PageScript {
  key: string;
  /** Flow ids, in registry order, whose descriptors the script imports. */
  flows: string[];
  /**
   * The flows whose widgets wait (`loadWhen` near the viewport or idle): their descriptors load
   * with their widgets, not with the page. Widget name and flow id, and whether the flow first asks
   * if it can act (`canAct`).
   */
  later: Array<{ id: string; widget: string; gated?: true }>;
  /** Fixed widgets (src/pages/fixedWidgets.ts). */
  fixed: string[];
  abTest: boolean;
}

/** The address of the script of a page whose set of widgets is `key` (served by scripts/pagesPlugin.ts). */
export const pageScriptPath = (key: string) => `/page-script/${key}.ts`;

export function pageScriptOf(template: PageTemplate, flows: readonly FlowDescriptor[] = registeredFlows): PageScript {
  const hosted = new Set(widgetsOf(template, flows));
  const onPage = flows.filter((f) => f.shell || hosted.has(f.widget));
  const waits = (f: FlowDescriptor) => !f.shell && (f.loadWhen === 'nearViewport' || f.loadWhen === 'idle');
  const own = onPage.map((f) => f.id);
  const fixed = [...(template.fixedWidgets ?? [])];
  const abTest = template.abTest === true;
  const key = [...[...own].sort(), ...[...fixed].sort(), ...(abTest ? ['abTest'] : [])].join('-') || 'page';
  return {
    key,
    flows: onPage.filter((f) => !waits(f)).map((f) => f.id),
    later: onPage.filter(waits).map((f) => ({ id: f.id, widget: f.widget, ...(f.canAct ? { gated: true as const } : {}) })),
    fixed,
    abTest,
  };
}

/** Flows whose `page` is no page of the site: their widget would be on no page. */
export function flowsWithoutPage(options: Pick<RenderOptions, 'flows' | 'pages'> = {}): FlowDescriptor[] {
  const paths = new Set((options.pages ?? templates).map((t) => t.path));
  return (options.flows ?? registeredFlows).filter((f) => !paths.has(f.page));
}

/** The absolute address of a path on the site. */
function address(path: string, origin: string): string {
  return new URL(path, origin).href;
}

function headOf(page: SitePage, options: RenderOptions): string {
  const t = pageTextOf(page.template, page.lang);
  const origin = options.origin ?? DEFAULT_SITE_ORIGIN;
  // vite-ignore: these are addresses of pages, not assets for Vite to bundle.
  const alternates = [
    ...LANGS.map((lang) => [lang, pagePath(page.template.path, lang)] as const),
    ['x-default', pagePath(page.template.path, 'en')] as const,
  ].map(([hreflang, path]) => `<link rel="alternate" hreflang="${hreflang}" href="${escape(address(path, origin))}" vite-ignore />`);
  return [
    '<!-- shell:head -->',
    `<title>${escape(t.title)}</title>`,
    `<meta name="description" content="${escape(t.description)}" />`,
    ...(page.template.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<link rel="canonical" href="${escape(address(page.path, origin))}" vite-ignore />`,
    ...alternates,
  ].join('\n    ');
}

function bodyOf(page: SitePage, options: RenderOptions): string {
  const { template, lang } = page;
  const loading = escape(commonText[lang].widget.loading);
  const hosted = widgetsOf(template, options.flows ?? registeredFlows);
  const lazyWidgets = new Set((options.flows ?? registeredFlows).filter((f) => f.loadWhen === 'nearViewport').map((f) => f.widget));
  // A widget that shows nothing at first (the popups) loads once the page is idle, in an empty host.
  const idleWidgets = new Set((options.flows ?? registeredFlows).filter((f) => f.loadWhen === 'idle').map((f) => f.widget));
  const firstPaintOf = new Map((options.flows ?? registeredFlows).map((f) => [f.widget, f.firstPaint] as const));
  const flowOf = new Map((options.flows ?? registeredFlows).map((f) => [f.widget, f] as const));
  const placed = new Set<string>();
  const host = (name: string) => {
    if (!hosted.includes(name) || placed.has(name)) return '';
    placed.add(name);
    // Markup React drew from the flow's own view (src/pages/firstScreen.ts): inserted as it is.
    const first = options.firstScreens?.get(name)?.[lang];
    // The page element's own settings for its widget (an office list), as JSON; else none.
    const config = escape(JSON.stringify(template.hostConfig?.(lang)[name] ?? {}));
    if (first) {
      const flow = flowOf.get(name);
      const unless = flow?.firstPaintUnless ?? [];
      const needs = flow?.firstPaintNeeds ?? [];
      const other =
        (unless.length > 0 ? ` data-first-paint-unless="${escape(unless.join(' '))}"` : '') +
        (needs.length > 0 ? ` data-first-paint-needs="${escape(needs.join(' '))}"` : '');
      return `<div data-widget="${escape(name)}" data-config="${config}" data-first-paint="${firstPaintOf.get(name) ?? 'onEngage'}"${other}>${first}</div>`;
    }
    if (idleWidgets.has(name)) return `<div data-widget="${escape(name)}" data-config="${config}" data-load="idle"></div>`;
    // A widget further down the page loads when it comes near the viewport (src/mount.ts).
    const later = lazyWidgets.has(name) ? ' data-load="nearViewport"' : '';
    return `<div data-widget="${escape(name)}" data-config="${config}"${later}><p class="ui-muted">${loading}</p></div>`;
  };
  const b: PageBody = {
    lang,
    text: pagesText[lang],
    page: pageTextOf(template, lang),
    widget: host,
    widgets: () => hosted.map(host).filter(Boolean).join('\n        '),
    link: (path, text) => `<a href="${escape(pagePath(path, lang))}">${escape(text)}</a>`,
  };
  const content = (template.body ?? ((x: PageBody) => x.widgets()))(b);
  const missing = hosted.filter((name) => !placed.has(name));
  if (missing.length) throw new Error(`Page "${template.id}" does not place the widget(s) ${missing.join(', ')} that it hosts`);
  const titleId = `${template.id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-title`;
  return `<main id="main" class="site-main" tabindex="-1">
      <section class="${escape(template.layout)}" aria-labelledby="${titleId}">
        <h1 id="${titleId}" class="page-title">${escape(b.page.heading)}</h1>
        <p class="page-lead">${escape(b.page.lead)}</p>
        ${content}
      </section>
    </main>`;
}

/** The whole HTML of one page in one language. */
export function renderPage(page: SitePage, options: RenderOptions = {}): string {
  const html = `<!doctype html>
<html lang="${page.lang}"${page.template.abTest ? ` class="${AB_HIDE_CLASS}"` : ''}>
  <head>
    ${headOf(page, options)}
  </head>
  <body>
    <!-- shell:header -->
    ${bodyOf(page, options)}
    <!-- shell:footer -->
  </body>
</html>
`;
  const flows = options.flows ?? registeredFlows;
  const account = flows.find((f) => f.shell === 'header')?.widget;
  const script = pageScriptPath(pageScriptOf(page.template, flows).key);
  return renderShell(html, { lang: page.lang, path: page.path, script, ...(account ? { account } : {}) });
}

/**
 * The origin a build without `SITE_ORIGIN` names in its canonical and alternate links: absolute, as
 * search engines read them, on a `.example` name (reserved, RFC 2606) that no deployment can be
 * mistaken for. A production build sets `SITE_ORIGIN`; the build says so when it is not set.
 */
export const DEFAULT_SITE_ORIGIN = 'https://www.bluebonnet.example';

/** Checks a configured site origin ("https://www.example.com": no path, query or hash); unset, the default. */
export function siteOrigin(value: string | undefined): string {
  if (!value) return DEFAULT_SITE_ORIGIN;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_ORIGIN "${value}" is not an address`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`SITE_ORIGIN "${value}" must be an origin such as https://www.example.com`);
  }
  return url.origin;
}
