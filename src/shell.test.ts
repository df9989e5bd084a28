/**
 * The shared header and footer filled into every page: the page's language on <html>, the
 * current page marked in the navigation, the language switch to the twin page, escaped text.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from './config/lang';
import { commonText } from './i18n/common';
import { renderShell, twinPath } from './shell';

/** The page's script (src/pages/render.ts names it); PAGE has no head marker, so it is not written. */
const SCRIPT = '/page-script/accountHeader.ts';

const PAGE = `<!doctype html>
<html>
  <head><meta charset="utf-8" /><title>Page</title></head>
  <body>
    <!-- shell:header -->
    <main id="main"><h1>Content</h1></main>
    <!-- shell:footer -->
  </body>
</html>`;

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

function navLink(doc: Document, name: string): HTMLAnchorElement {
  const link = [...doc.querySelectorAll<HTMLAnchorElement>('nav a')].find((a) => a.textContent === name);
  if (!link) throw new Error(`no nav link ${name}`);
  return link;
}

describe('twinPath', () => {
  const rows: [string, Lang, string][] = [
    ['/pay/', 'en', '/es/pay/'],
    ['/es/pay/', 'es', '/pay/'],
    ['/', 'en', '/es/'],
    ['/es/', 'es', '/'],
    ['/es', 'es', '/'],
    ['/quote/', 'en', '/es/quote/'],
    ['/es/coming-soon/', 'es', '/coming-soon/'],
  ];
  it.each(rows)('%s in %s has its twin at %s', (path, lang, twin) => {
    expect(twinPath(path, lang)).toBe(twin);
  });
});

describe.each([
  ['en', '/pay/', '/es/pay/'],
  ['es', '/es/pay/', '/pay/'],
] as const)('renderShell in %s for %s', (lang, path, twin) => {
  const t = commonText[lang];
  const doc = parse(renderShell(PAGE, { lang, path, script: SCRIPT }));

  it('sets the language of <html>', () => {
    expect(doc.documentElement.getAttribute('lang')).toBe(lang);
  });

  it('replaces both markers with the header and the footer, keeping the content between', () => {
    const out = renderShell(PAGE, { lang, path, script: SCRIPT });
    expect(out).not.toContain('<!-- shell:header -->');
    expect(out).not.toContain('<!-- shell:footer -->');
    const header = doc.querySelector('header.site-header');
    const main = doc.querySelector('main#main');
    const footer = doc.querySelector('footer.site-footer');
    expect(header).not.toBeNull();
    expect(footer).not.toBeNull();
    expect(main).not.toBeNull();
    if (header && main && footer) {
      expect(header.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('writes the header and footer text in the page language', () => {
    expect(doc.querySelector('.skip-link')?.textContent).toBe(t.skipToContent);
    expect(doc.querySelector('nav')?.getAttribute('aria-label')).toBe(t.nav.label);
    expect(doc.querySelector('footer')?.textContent).toContain(t.footer.rights);
  });

  it('marks the current page in the navigation, and only it', () => {
    expect(navLink(doc, t.nav.pay).getAttribute('aria-current')).toBe('page');
    expect(navLink(doc, t.nav.pay).getAttribute('href')).toBe(path);
    expect(doc.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('links the language switch to the twin page', () => {
    const other = lang === 'en' ? 'es' : 'en';
    const link = doc.querySelector<HTMLAnchorElement>(`nav a[hreflang="${other}"]`);
    expect(link?.getAttribute('href')).toBe(twin);
    expect(link?.textContent).toBe(t.switchLanguage);
    expect(link?.getAttribute('lang')).toBe(other);
  });
});

describe('renderShell', () => {
  const homeRows: [Lang, string][] = [
    ['en', '/'],
    ['es', '/es/'],
  ];
  it.each(homeRows)('on the %s home page (%s) the home link is the current page', (lang, path) => {
    const doc = parse(renderShell(PAGE, { lang, path, script: SCRIPT }));
    const current = doc.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute('href')).toBe(path);
  });

  it('a page outside the navigation marks no link', () => {
    const doc = parse(renderShell(PAGE, { lang: 'en', path: '/coming-soon/', script: SCRIPT }));
    expect(doc.querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it('adds lang to an <html> tag that has other attributes', () => {
    const out = renderShell('<!doctype html><html class="no-js"><body><!-- shell:header --></body></html>', { lang: 'es', path: '/es/', script: SCRIPT });
    const doc = parse(out);
    expect(doc.documentElement.getAttribute('lang')).toBe('es');
    expect(doc.documentElement.getAttribute('class')).toBe('no-js');
  });

  it('escapes text placed in attributes (a hostile path cannot inject markup)', () => {
    const path = '/pay/"><script>alert(1)</script><a href="';
    const out = renderShell(PAGE, { lang: 'en', path, script: SCRIPT });
    expect(out).not.toContain('<script>');
    const doc = parse(out);
    expect(doc.querySelector('script')).toBeNull();
    const other = doc.querySelector<HTMLAnchorElement>('nav a[hreflang="es"]');
    expect(other?.getAttribute('href')).toBe(`/es${path}`);
  });
});

describe("the header's account control (site-2.28)", () => {
  it.each([
    ['en', '/pay/', '/sign-in/', 'Sign in'],
    ['es', '/es/pay/', '/es/sign-in/', 'Iniciar sesión'],
  ] as const)('[site-2.28] in %s: the sign-in link of a signed-out visitor, in a host the page script mounts only for a customer', (lang, path, href, text) => {
    const doc = parse(renderShell(PAGE, { lang, path, account: 'accountHeader', script: SCRIPT }));
    const slot = doc.querySelector<HTMLElement>('header.site-header [data-shell-widget]');
    expect(slot?.dataset.shellWidget).toBe('accountHeader');
    expect(slot?.dataset.config).toBe('{}');
    expect(slot?.hasAttribute('data-widget')).toBe(false);
    const link = slot?.querySelector('a');
    expect(link?.getAttribute('href')).toBe(href);
    expect(link?.textContent).toBe(text);
    expect(link?.hasAttribute('aria-current')).toBe(false);
  });

  it('on the sign-in page the link is the current page', () => {
    const doc = parse(renderShell(PAGE, { lang: 'es', path: '/es/sign-in/', account: 'accountHeader', script: SCRIPT }));
    expect(doc.querySelector('[data-shell-widget] a')?.getAttribute('aria-current')).toBe('page');
  });

  it('a site without the control has no host', () => {
    const doc = parse(renderShell(PAGE, { lang: 'en', path: '/', script: SCRIPT }));
    expect(doc.querySelector('[data-shell-widget]')).toBeNull();
  });
});
