/**
 * Every page of the site in both languages, as src/pages/render.ts makes it from its template,
 * the page catalog and the flow registry: its language, title, description, canonical link,
 * hreflang alternates, the language switch to its twin, and exactly the widget hosts the
 * registry places on it (the expectation is derived from `flows`, so it follows the registry).
 */
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../config/lang';
import { pagePath } from '../flows/kit';
import { accountHeaderText } from '../i18n/accountHeader';
import { commonText } from '../i18n/common';
import { pagesText } from '../i18n/pages';
import { widgetLoaders } from '../testing/widgetLoaders';
import { flows } from '../registry';
import { pages, type PageTemplate } from './pages';
import { DEFAULT_SITE_ORIGIN, pageScriptOf, pageScriptPath, pageTextOf, renderPage, siteOrigin, sitePages, widgetsOf, type SitePage } from './render';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const other = (lang: Lang): Lang => (lang === 'en' ? 'es' : 'en');

/** What the registry and the template put on a page, worked out here from the descriptors. */
function expectedWidgets(template: PageTemplate, list = flows): string[] {
  // A shell widget (the header's account control) is in every page's header, never in a body.
  const onPage = list.filter((f) => !f.shell && [f.page, ...(f.alsoOn ?? [])].includes(template.path));
  return [...onPage.map((f) => f.widget), ...(template.fixedWidgets ?? [])];
}

const hostsOf = (doc: Document) => [...doc.querySelectorAll<HTMLElement>('[data-widget]')];

describe('the page list', () => {
  it('has every template in English and in Spanish, each at its own path and file', () => {
    const list = sitePages();
    expect(list).toHaveLength(pages.length * LANGS.length);
    expect(list.map((p) => p.path)).toEqual(pages.flatMap((t) => [t.path, `/es${t.path}`]));
    expect(new Set(list.map((p) => p.file)).size).toBe(list.length);
    expect(list.find((p) => p.path === '/es/pay/')?.file).toBe('es/pay/index.html');
    expect(list.find((p) => p.path === '/')?.file).toBe('index.html');
  });

  it('puts every flow of the registry on its page, once per language', () => {
    // Each page parsed once (not once per flow: 86 pages times 30 flows went past the test's 20 s on a busy machine).
    const widgetsOf = sitePages().map((p) => ({ path: p.path, widgets: hostsOf(parse(renderPage(p))).map((h) => h.dataset.widget) }));
    for (const flow of flows.filter((f) => !f.shell)) {
      const hosting = widgetsOf.filter((p) => p.widgets.includes(flow.widget));
      expect(hosting.map((p) => p.path), flow.id).toEqual([flow.page, ...(flow.alsoOn ?? [])].flatMap((page) => LANGS.map((lang) => pagePath(page, lang))));
    }
  });
});

describe.each(sitePages().map((p) => [p.path, p] as [string, SitePage]))('the page %s', (_path, page) => {
  const { template, lang } = page;
  const t = pageTextOf(template, lang);
  const doc = parse(renderPage(page));
  const twin = pagePath(template.path, other(lang));

  it('is in its language, with its title, description, heading and lead', () => {
    expect(doc.documentElement.getAttribute('lang')).toBe(lang);
    expect(doc.title).toBe(t.title);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(t.description);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('h1')?.textContent).toBe(t.heading);
    expect(doc.querySelector('.page-lead')?.textContent).toBe(t.lead);
  });

  it('has a canonical link to itself and hreflang alternates for both languages and x-default', () => {
    const canonical = doc.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    const at = (path: string) => `${DEFAULT_SITE_ORIGIN}${path}`;
    expect(canonical[0]?.getAttribute('href')).toBe(at(page.path));
    const alternates = [...doc.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
    expect(alternates).toEqual([
      ['en', at(pagePath(template.path, 'en'))],
      ['es', at(pagePath(template.path, 'es'))],
      ['x-default', at(pagePath(template.path, 'en'))],
    ]);
    expect(doc.querySelector('[vite-ignore]')).not.toBeNull(); // Vite leaves these addresses alone
  });

  it('keeps the charset, viewport, icon and one script: the page\'s own, naming its flows (the shell\'s too) and fixed widgets', () => {
    expect(doc.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
    expect(doc.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(doc.querySelector('link[rel="icon"]')).not.toBeNull();
    const script = pageScriptOf(template);
    expect([...doc.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'))).toEqual([pageScriptPath(script.key)]);
    const placed = expectedWidgets(template);
    expect([...script.flows, ...script.later.map((f) => f.id)].sort()).toEqual(flows.filter((f) => f.shell || placed.includes(f.widget)).map((f) => f.id).sort());
    // The widgets that wait (near the viewport, idle) are not in the page's first download.
    expect(script.later.map((f) => f.id)).toEqual(flows.filter((f) => !f.shell && placed.includes(f.widget) && (f.loadWhen === 'nearViewport' || f.loadWhen === 'idle')).map((f) => f.id));
    expect(script.fixed).toEqual(template.fixedWidgets ?? []);
    expect(script.abTest).toBe(false);
    expect(doc.documentElement.classList.contains('ab-hide')).toBe(false);
  });

  it('switches language to the same page in the other language', () => {
    const link = doc.querySelector<HTMLAnchorElement>(`nav a[hreflang="${other(lang)}"]`);
    expect(link?.getAttribute('href')).toBe(twin);
    expect(link?.textContent).toBe(commonText[lang].switchLanguage);
    expect(sitePages().some((p) => p.path === twin && p.lang === other(lang))).toBe(true);
  });

  it('has the shell: skip link to the main content, header and footer', () => {
    expect(doc.querySelector('.skip-link')?.getAttribute('href')).toBe('#main');
    expect(doc.querySelector('main#main')).not.toBeNull();
    expect(doc.querySelector('footer.site-footer')?.textContent).toContain(commonText[lang].footer.rights);
  });

  it('hosts exactly the widgets the registry places on it, each with an empty config and a loading text', () => {
    const hosts = hostsOf(doc);
    expect(hosts.map((h) => h.dataset.widget)).toEqual(expectedWidgets(template));
    for (const host of hosts) {
      expect(Object.keys(widgetLoaders)).toContain(host.dataset.widget);
      expect(JSON.parse(host.dataset.config ?? '')).toEqual(template.hostConfig?.(lang)[host.dataset.widget ?? ''] ?? {});
      // A widget that shows nothing at first and loads once the page is idle (the popups) has an empty host.
      expect(host.textContent).toBe(host.dataset.load === 'idle' ? '' : commonText[lang].widget.loading);
    }
  });

  it("[site-2.28] [site-6.1] has the header's account control: the sign-in link in its language, no widget host until a customer signs in", () => {
    const shellFlows = flows.filter((f) => f.shell === 'header');
    const slots = [...doc.querySelectorAll<HTMLElement>('header.site-header [data-shell-widget]')];
    expect(slots.map((s) => s.dataset.shellWidget)).toEqual(shellFlows.map((f) => f.widget));
    for (const slot of slots) {
      expect(slot.hasAttribute('data-widget')).toBe(false);
      const link = slot.querySelector('a');
      expect(link?.getAttribute('href')).toBe(pagePath('/sign-in/', lang));
      expect(link?.textContent).toBe(accountHeaderText[lang].signIn);
      expect(link?.getAttribute('aria-current')).toBe(page.path === pagePath('/sign-in/', lang) ? 'page' : null);
    }
  });

  it(template.noindex ? 'is kept out of search indexes' : 'may be indexed', () => {
    expect(doc.querySelectorAll('meta[name="robots"][content="noindex"]')).toHaveLength(template.noindex ? 1 : 0);
  });
});

describe('widget hosts follow the registry', () => {
  it('a page with no descriptor left for it hosts nothing, with no other edit', () => {
    // One page per template and language: the pages made per item (an office's) are built alike.
    const seen = new Set<string>();
    const onePerTemplate = sitePages().filter((p) => !seen.has(`${p.template.id} ${p.lang}`) && Boolean(seen.add(`${p.template.id} ${p.lang}`)));
    for (const removed of flows) {
      const rest = flows.filter((f) => f !== removed);
      for (const page of onePerTemplate) {
        // The hosts read from the markup itself (800 pages: a DOM parse each took half a minute on a busy machine).
        const hosts = [...renderPage(page, { flows: rest }).matchAll(/<div [^>]*\bdata-widget="([^"]+)"/g)].map((m) => m[1]);
        expect(hosts).toEqual(expectedWidgets(page.template, rest));
        expect(hosts).not.toContain(removed.widget);
      }
    }
  });

  it('a page may host any number of widgets, in registry order', () => {
    const home = sitePages().find((p) => p.path === '/')!;
    const extra = ['reviews', 'officeBanner', 'popups'].map((widget) => ({ ...flows[0]!, id: widget, widget, page: '/' }));
    const doc = parse(renderPage(home, { flows: [...flows, ...extra] }));
    expect(hostsOf(doc).map((h) => h.dataset.widget)).toEqual([...widgetsOf(home.template), 'reviews', 'officeBanner', 'popups']);
  });

  it('a flow that loads near the viewport (loadWhen) gets a host marked data-load="nearViewport"; the others none', () => {
    const home = sitePages().find((p) => p.path === '/')!;
    const below = { ...flows[0]!, id: 'below', widget: 'below', page: '/', loadWhen: 'nearViewport' as const };
    const now = { ...flows[0]!, id: 'top', widget: 'top', page: '/' };
    const doc = parse(renderPage(home, { flows: [now, below] }));
    const byName = new Map(hostsOf(doc).map((h) => [h.dataset.widget, h] as const));
    expect(byName.get('below')?.dataset.load).toBe('nearViewport');
    expect(byName.get('top')?.dataset.load).toBeUndefined();
  });

  it('a template that leaves out a widget its page hosts does not render', () => {
    const quote = sitePages().find((p) => p.path === '/es/quote/')!;
    const broken = { ...quote.template, body: () => '<p>nothing</p>' };
    const flow = { ...flows[0]!, page: '/quote/' };
    expect(() => renderPage({ ...quote, template: broken }, { flows: [flow] })).toThrow(/does not place the widget/);
  });

  it('a template places a named widget where it says, and the rest after it', () => {
    const page = sitePages().find((p) => p.path === '/')!;
    const template: PageTemplate = { ...page.template, body: (b) => `<aside>${b.widget('b')}</aside>${b.widgets()}<footer>${b.widget('gone')}</footer>` };
    const two = ['a', 'b'].map((widget) => ({ ...flows[0]!, id: widget, widget, page: '/' }));
    const doc = parse(renderPage({ ...page, template }, { flows: two }));
    expect(doc.querySelector('aside [data-widget]')?.getAttribute('data-widget')).toBe('b');
    expect(hostsOf(doc).map((h) => h.dataset.widget)).toEqual(['b', 'a']);
    expect(doc.querySelector('main footer')?.children).toHaveLength(0);
  });
});

describe('canonical and alternate addresses', () => {
  it('are absolute when the site origin is configured', () => {
    const page = sitePages().find((p) => p.path === '/es/pay/')!;
    const doc = parse(renderPage(page, { origin: 'https://www.example.com' }));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.example.com/es/pay/');
    expect([...doc.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('href'))).toEqual([
      'https://www.example.com/pay/',
      'https://www.example.com/es/pay/',
      'https://www.example.com/pay/',
    ]);
  });

  it('are absolute without a configured origin too, on the default one', () => {
    const page = sitePages().find((p) => p.path === '/pay/')!;
    const doc = parse(renderPage(page));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${DEFAULT_SITE_ORIGIN}/pay/`);
    for (const link of doc.querySelectorAll('link[rel="alternate"]')) expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.bluebonnet\.example\/(es\/)?pay\/$/);
  });

  it('take an origin only (no path, query or credentials)', () => {
    expect(siteOrigin(undefined)).toBe(DEFAULT_SITE_ORIGIN);
    expect(siteOrigin('')).toBe(DEFAULT_SITE_ORIGIN);
    expect(siteOrigin('https://www.example.com/')).toBe('https://www.example.com');
    for (const bad of ['www.example.com', 'ftp://example.com', 'https://example.com/site/', 'https://example.com/?a=1', 'https://u@example.com']) {
      expect(() => siteOrigin(bad), bad).toThrow(/SITE_ORIGIN/);
    }
  });
});

describe('the page catalog', () => {
  it.each(pages.map((p) => [p.id] as const))('%s has every text in both languages, none blank, Spanish not a copy of English', (id) => {
    for (const lang of LANGS) {
      for (const [key, value] of Object.entries(pagesText[lang].page[id])) expect(value.trim(), `${lang} ${id}.${key}`).not.toBe('');
    }
    for (const key of ['description', 'heading', 'lead'] as const) {
      expect(pagesText.es.page[id][key], `${id}.${key}`).not.toBe(pagesText.en.page[id][key]);
    }
    expect(pagesText.es.backHome.trim()).not.toBe('');
  });
});
