/**
 * The header's site menu (site-2.30), drawn at build time into every page by `header()` in
 * src/shell.ts: a plain list of links that works without any script, which
 * src/pages/siteHeader.ts enhances once the visitor first uses the header.
 *
 * Without a script every link is reachable: each group's label is an in-page link to its panel
 * (`href="#site-menu-offices"`) and the mobile toggle a link to the menu (`href="#site-menu"`);
 * the stylesheet shows the `:target` one. The script turns those links into disclosure buttons
 * (`aria-expanded`, `aria-controls`) with the same classes, so nothing moves.
 */
import type { Lang } from './config/lang';
import { commonText } from './i18n/common';
import { siteHeaderText } from './i18n/siteHeader';
import { officesFor } from './rules/officesContent';

/** A link of the menu: its English path, its text in the page's language. */
export interface MenuLink {
  kind: 'link';
  href: string;
  text: string;
}

/** A top-level item with a panel of links (a mega-menu item), in one or two columns. */
export interface MenuGroup {
  kind: 'group';
  /** The panel's id is `site-menu-<id>`. */
  id: string;
  label: string;
  columns: readonly { heading?: string; links: readonly MenuLink[] }[];
}

export type MenuItem = MenuGroup | MenuLink;

/** The id of the menu (the `<nav>`), which the mobile toggle controls. */
export const SITE_MENU_ID = 'site-menu';

/** The office pages the offices panel names (its "Popular offices" column). */
export const FEATURED_OFFICES = ['austin-downtown', 'dallas-downtown', 'houston-downtown', 'san-antonio-downtown'] as const;

/** The id of the home page's "Meet the team" section (src/pages/homeSections.ts), which the menu links to. */
export const TEAM_SECTION_ID = 'meet-the-team';

const link = (href: string, text: string): MenuLink => ({ kind: 'link', href, text });

/** The menu's items in a language, their paths in English (the markup puts them in the page's language). */
export function siteMenuItems(lang: Lang): MenuItem[] {
  const t = siteHeaderText[lang];
  const nav = commonText[lang].nav;
  const offices = officesFor('en');
  const officeLink = (slug: string) => {
    const office = offices.find((o) => o.url === `/offices/${slug}/`);
    if (!office) throw new Error(`The menu names the office ${slug}, which the office list does not have`);
    return link(`/offices/${slug}/`, office.title ?? slug);
  };
  return [
    { kind: 'group', id: 'auto', label: t.groups.auto, columns: [{ links: [link('/', nav.quote), link('/auto-insurance-101/', t.links.insurance101)] }] },
    {
      kind: 'group',
      id: 'offices',
      label: t.groups.offices,
      columns: [
        { links: [link('/offices/', t.links.offices), link('/locations/', t.links.locations)] },
        { heading: t.popularOffices, links: FEATURED_OFFICES.map(officeLink) },
      ],
    },
    {
      kind: 'group',
      id: 'policy',
      label: t.groups.policy,
      columns: [
        {
          // Sign in is the header's account control (site-2.28), beside the menu on every page.
          links: [link('/pay/', nav.pay), link('/create-customer/', t.links.createAccount), link('/forgot-password/', t.links.forgotPassword)],
        },
      ],
    },
    {
      kind: 'group',
      id: 'about',
      label: t.groups.about,
      columns: [{ links: [link(`/#${TEAM_SECTION_ID}`, t.links.team), link('/reviews/', t.links.reviews)] }],
    },
  ];
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An English path in the page's language: "/pay/" -> "/es/pay/", "/#team" -> "/es/#team". */
function localHref(href: string, lang: Lang): string {
  return lang === 'es' ? `/es${href}` : href;
}

export interface SiteMenuPage {
  lang: Lang;
  /** The page's path ("/es/pay/"): its link is marked `aria-current="page"`. */
  path: string;
  /** The language switch, the menu's last item (the same page in the other language). */
  languageLink: string;
}

/** The mobile toggle and the menu, as every page is built with them. */
export function siteMenu({ lang, path, languageLink }: SiteMenuPage): string {
  const t = siteHeaderText[lang];
  const anchor = (l: MenuLink, cls = '') => {
    const href = localHref(l.href, lang);
    const current = href === path ? ' aria-current="page"' : '';
    return `<a${cls ? ` class="${cls}"` : ''} href="${escape(href)}"${current}>${escape(l.text)}</a>`;
  };
  const item = (entry: MenuItem) => {
    if (entry.kind === 'link') return `<li class="site-nav__item">${anchor(entry, 'site-nav__link')}</li>`;
    const panel = `${SITE_MENU_ID}-${entry.id}`;
    const columns = entry.columns
      .map((c) => {
        const heading = c.heading ? `<p class="site-nav__heading">${escape(c.heading)}</p>` : '';
        return `<div class="site-nav__column">${heading}<ul class="site-nav__links">${c.links.map((l) => `<li>${anchor(l)}</li>`).join('')}</ul></div>`;
      })
      .join('');
    return `<li class="site-nav__item">
          <a class="site-nav__trigger" href="#${panel}" aria-controls="${panel}" data-menu-trigger>${escape(entry.label)}<span class="site-nav__caret" aria-hidden="true"></span></a>
          <div class="site-nav__panel" id="${panel}">${columns}</div>
        </li>`;
  };
  return `<a class="site-menu-toggle" href="#${SITE_MENU_ID}" aria-controls="${SITE_MENU_ID}" data-menu-toggle><span class="site-menu-toggle__icon" aria-hidden="true"></span>${escape(t.menu)}</a>
    <nav class="site-nav" id="${SITE_MENU_ID}" aria-label="${escape(commonText[lang].nav.label)}">
      <ul class="site-nav__list">
        ${siteMenuItems(lang).map(item).join('\n        ')}
        <li class="site-nav__item site-nav__item--lang">${languageLink}</li>
      </ul>
    </nav>`;
}
