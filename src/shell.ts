/**
 * The shared header and footer of every page, filled into each HTML entry at build time (and
 * by the dev server) by the shell plugin in vite.config.ts. Static markup: no script needed.
 */
import type { Lang } from './config/lang';
import { accountHeaderText } from './i18n/accountHeader';
import { commonText } from './i18n/common';
import { siteMenu } from './siteMenu';

export interface ShellPage {
  lang: Lang;
  /** The page's path: "/", "/pay/", "/es/pay/". */
  path: string;
  /**
   * The widget of the header's account control (a flow whose descriptor says `shell: 'header'`),
   * when the site has one: its host holds the sign-in link a signed-out visitor sees, and the page
   * script loads the widget only for a signed-in customer (src/mount.ts).
   */
  account?: string;
  /** The page's script (src/pages/render.ts `pageScriptPath`): it loads the page's own widgets. */
  script: string;
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same page in the other language: /pay/ <-> /es/pay/. */
export function twinPath(path: string, lang: Lang): string {
  if (lang === 'es') return path.replace(/^\/es(\/|$)/, '/') || '/';
  return `/es${path === '/' ? '/' : path}`;
}

export function localPath(path: string, lang: Lang): string {
  return lang === 'es' ? `/es${path}` : path;
}

/** The account control's host: the sign-in link (site-2.28), static, until a signed-in customer's page loads the widget. */
export function accountSlot(widget: string, lang: Lang, path: string): string {
  const href = localPath('/sign-in/', lang);
  const current = href === path ? ' aria-current="page"' : '';
  return `<div class="site-account" data-shell-widget="${escape(widget)}" data-config="{}"><a class="site-account__link" href="${href}"${current}>${escape(accountHeaderText[lang].signIn)}</a></div>`;
}

/**
 * The header: the brand and the account control, then the site menu (site-2.30, src/siteMenu.ts;
 * enhanced by src/pages/siteHeader.ts): its own row on a desktop, behind its toggle on a phone.
 */
export function header({ lang, path, account }: ShellPage): string {
  const t = commonText[lang];
  const other: Lang = lang === 'es' ? 'en' : 'es';
  const languageLink = `<a class="site-nav__link" href="${escape(twinPath(path, lang))}" hreflang="${other}" lang="${other}" aria-label="${escape(t.switchLanguageLabel)}">${escape(t.switchLanguage)}</a>`;
  return `<a class="skip-link" href="#main">${escape(t.skipToContent)}</a>
<header class="site-header" data-site-header>
  <div class="site-header__inner">
    <a class="site-brand" href="${localPath('/', lang)}">${escape(t.brandName)}</a>${account ? `\n    ${accountSlot(account, lang, path)}` : ''}
    ${siteMenu({ lang, path, languageLink })}
  </div>
</header>`;
}

export function footer({ lang }: ShellPage): string {
  const t = commonText[lang];
  return `<footer class="site-footer">
  <div class="site-footer__inner">
    <p>${escape(t.footer.licensed)}</p>
    <p>&copy; 2026 ${escape(t.brandName)}. ${escape(t.footer.rights)}</p>
  </div>
</footer>`;
}

/** What every page's <head> starts with; the page's script is added here too. */
export function head(script: string): string {
  return `<meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <script type="module" src="${escape(script)}"></script>`;
}

/** Fill the shell markers of a page and set its language. */
export function renderShell(html: string, page: ShellPage): string {
  return html
    .replace(/<html(\s[^>]*)?>/, (tag) => (/\slang=/.test(tag) ? tag : tag.replace('<html', `<html lang="${page.lang}"`)))
    .replace('<!-- shell:head -->', head(page.script))
    .replace('<!-- shell:header -->', header(page))
    .replace('<!-- shell:footer -->', footer(page));
}
