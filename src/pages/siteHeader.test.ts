// @vitest-environment jsdom
/**
 * The header's site menu (site-2.30): as every page is built (src/siteMenu.ts via src/shell.ts),
 * enhanced by src/pages/siteHeader.ts (mega-menu and mobile menu, keys, focus, no-scroll,
 * outside press) and loaded on first use by src/pages/siteHeaderLoader.ts (the first press kept).
 * The breakpoint is the stylesheet's: the tests hide the mobile toggle with a style element for
 * the desktop width, as the stylesheet does from 60rem.
 */
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../config/lang';
import { commonText } from '../i18n/common';
import { siteHeaderText } from '../i18n/siteHeader';
import { header } from '../shell';
import { SITE_MENU_ID, siteMenuItems } from '../siteMenu';
import { pages } from './pages';
import { enhanceHeader, NO_SCROLL_CLASS, type HeaderHandle } from './siteHeader';
import { watchHeader, type SiteHeaderModule } from './siteHeaderLoader';

let handle: HeaderHandle | null = null;

afterEach(() => {
  handle?.destroy();
  handle = null;
  document.body.replaceChildren();
  document.head.querySelectorAll('style[data-test]').forEach((s) => s.remove());
  document.documentElement.classList.remove(NO_SCROLL_CLASS);
  window.location.hash = '';
});

/**
 * A page's header in the document, with a link after it (the page's content) and at a width. The
 * document is this page's only: a test file run before this one in the same worker (decision 23)
 * may have left its own page in it.
 */
function page(lang: Lang, width: 'phone' | 'desktop', path = lang === 'es' ? '/es/pay/' : '/pay/'): HTMLElement {
  document.body.replaceChildren();
  if (width === 'desktop') {
    const style = document.createElement('style');
    style.dataset.test = '';
    style.textContent = '.site-menu-toggle { display: none; }';
    document.head.append(style);
  }
  const shell = { lang, path, account: 'accountHeader', script: '/page.js' };
  document.body.insertAdjacentHTML('beforeend', `${header(shell)}<main id="main"><a href="/elsewhere/">Content</a></main>`);
  return document.querySelector<HTMLElement>('[data-site-header]')!;
}

const t = siteHeaderText.en;
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;
const panelOf = (b: HTMLElement) => document.getElementById(b.getAttribute('aria-controls')!)!;
const link = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;

describe('the menu as built: links that work without a script (site-2.30)', () => {
  it.each(['en', 'es'] as const)('[site-2.30] in %s: a toggle and one link per group to its panel, each panel holding links to pages of the site', (lang) => {
    const built = page(lang, 'phone');
    const nav = built.querySelector(`nav#${SITE_MENU_ID}`)!;
    expect(nav.getAttribute('aria-label')).toBe(commonText[lang].nav.label);
    expect(built.querySelector('button')).toBeNull();
    const toggle = built.querySelector<HTMLAnchorElement>('[data-menu-toggle]')!;
    expect(toggle.getAttribute('href')).toBe(`#${SITE_MENU_ID}`);
    expect(toggle.textContent).toBe(siteHeaderText[lang].menu);
    const triggers = [...built.querySelectorAll<HTMLAnchorElement>('[data-menu-trigger]')];
    expect(triggers.map((a) => a.textContent)).toEqual(Object.values(siteHeaderText[lang].groups));
    const paths = new Set(pages.map((p) => (lang === 'es' ? `/es${p.path}` : p.path)));
    for (const trigger of triggers) {
      const panel = panelOf(trigger);
      expect(trigger.getAttribute('href')).toBe(`#${panel.id}`);
      const hrefs = [...panel.querySelectorAll('a')].map((a) => a.getAttribute('href')!.split('#')[0]!);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(paths, href).toContain(href);
    }
    // The language switch stays the menu's last item; the current page is marked once.
    expect(nav.querySelector('.site-nav__list > li:last-child a')?.getAttribute('hreflang')).toBe(lang === 'es' ? 'en' : 'es');
    expect([...built.querySelectorAll('[aria-current="page"]')].map((a) => a.getAttribute('href'))).toEqual([lang === 'es' ? '/es/pay/' : '/pay/']);
  });

  it('the menu names the real pages the site has: quote, offices and locations, an office, pay, reviews, the team', () => {
    const hrefs = siteMenuItems('en').flatMap((i) => (i.kind === 'link' ? [i.href] : i.columns.flatMap((c) => c.links.map((l) => l.href))));
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/pay/', '/offices/', '/locations/', '/reviews/', '/auto-insurance-101/', '/offices/austin-downtown/', '/#meet-the-team']));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});

describe('the mega-menu, enhanced (site-2.30)', () => {
  it('[site-2.30] the labels become disclosure buttons (aria-expanded, aria-controls) with the same look, their panels hidden', () => {
    const built = page('en', 'desktop');
    const classes = [...built.querySelectorAll('[data-menu-trigger]')].map((a) => a.className);
    handle = enhanceHeader(document);
    const triggers = [...built.querySelectorAll<HTMLButtonElement>('[data-menu-trigger]')];
    expect(triggers.map((b) => b.tagName)).toEqual(classes.map(() => 'BUTTON'));
    expect(triggers.map((b) => b.className)).toEqual(classes);
    for (const trigger of triggers) {
      expect(trigger.type).toBe('button');
      expect(trigger.getAttribute('aria-expanded')).toBe('false');
      expect(panelOf(trigger).hidden).toBe(true);
    }
    expect(built.hasAttribute('data-enhanced')).toBe(true);
    expect(enhanceHeader(document)).toBeNull();
  });

  it('[site-2.30] Enter and Space open a panel; opening another closes the first; a press on its button closes it', async () => {
    page('en', 'desktop');
    handle = enhanceHeader(document);
    const user = userEvent.setup();
    const offices = button(t.groups.offices);
    const policy = button(t.groups.policy);
    offices.focus();
    await user.keyboard('{Enter}');
    expect(offices).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(offices).hidden).toBe(false);
    policy.focus();
    await user.keyboard(' ');
    expect(policy).toHaveAttribute('aria-expanded', 'true');
    expect(offices).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(offices).hidden).toBe(true);
    await user.click(policy);
    expect(policy).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(policy).hidden).toBe(true);
  });

  it('[site-2.30] ArrowDown opens at the first link, the arrows move through the panel (wrapping), Escape closes it and focuses its button', async () => {
    page('en', 'desktop');
    handle = enhanceHeader(document);
    const user = userEvent.setup();
    const offices = button(t.groups.offices);
    const links = [...panelOf(offices).querySelectorAll('a')];
    offices.focus();
    await user.keyboard('{ArrowDown}');
    expect(offices).toHaveAttribute('aria-expanded', 'true');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links[links.length - 1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(links[links.length - 1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(offices).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(offices).hidden).toBe(true);
    expect(offices).toHaveFocus();
    // ArrowUp on a closed button opens it at its last link.
    await user.keyboard('{ArrowUp}');
    expect(links[links.length - 1]).toHaveFocus();
  });

  it('[site-2.30] Tab out of the open panel closes it; a press outside the menu closes it; a press inside the panel does not', async () => {
    page('en', 'desktop');
    handle = enhanceHeader(document);
    const user = userEvent.setup();
    const auto = button(t.groups.auto);
    auto.focus();
    await user.keyboard('{ArrowUp}');
    expect(link(t.links.insurance101)).toHaveFocus();
    await user.tab();
    expect(button(t.groups.offices)).toHaveFocus();
    expect(auto).toHaveAttribute('aria-expanded', 'false');

    await user.click(auto);
    await user.click(panelOf(auto));
    expect(auto).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.querySelector('main')!);
    expect(auto).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(auto).hidden).toBe(true);
  });

  it('Escape with nothing open does nothing, and the page keeps scrolling on a desktop', async () => {
    page('en', 'desktop');
    handle = enhanceHeader(document);
    const user = userEvent.setup();
    const offices = button(t.groups.offices);
    offices.focus();
    await user.keyboard('{Escape}');
    expect(offices).toHaveFocus();
    await user.click(offices);
    expect(document.documentElement).not.toHaveClass(NO_SCROLL_CLASS);
  });
});

describe('the mobile menu, enhanced (site-2.30)', () => {
  it.each(['en', 'es'] as const)('[site-2.30] in %s: the toggle opens the menu and the page stops scrolling; Tab and Shift+Tab wrap inside it; Escape closes it and focuses the toggle', async (lang) => {
    const built = page(lang, 'phone');
    handle = enhanceHeader(document);
    const user = userEvent.setup();
    const toggle = built.querySelector<HTMLButtonElement>('button[data-menu-toggle]')!;
    const nav = document.getElementById(SITE_MENU_ID)!;
    expect(toggle.getAttribute('aria-controls')).toBe(SITE_MENU_ID);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.textContent).toBe(siteHeaderText[lang].menu);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav.hasAttribute('data-open')).toBe(true);
    expect(document.documentElement).toHaveClass(NO_SCROLL_CLASS);
    expect(toggle).toHaveFocus();

    // Shift+Tab from the toggle goes to the menu's last link (the language switch), Tab from there back to the toggle.
    const last = nav.querySelector<HTMLAnchorElement>('.site-nav__item--lang a')!;
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.tab();
    expect(nav.querySelector('button')).toHaveFocus();

    // A group opens in place (its links join the loop); Escape closes the whole menu.
    await user.keyboard('{Enter}');
    const first = nav.querySelector('button')!;
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(panelOf(first).querySelector('a')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav.hasAttribute('data-open')).toBe(false);
    expect(document.documentElement).not.toHaveClass(NO_SCROLL_CLASS);
    expect(toggle).toHaveFocus();
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('[site-2.30] following a link of the menu closes it (and lets the page scroll)', async () => {
    const built = page('en', 'phone');
    handle = enhanceHeader(document);
    const user = userEvent.setup();
    const toggle = built.querySelector<HTMLButtonElement>('button[data-menu-toggle]')!;
    await user.click(toggle);
    await user.click(button(t.groups.about));
    const team = link(t.links.team);
    team.addEventListener('click', (e) => e.preventDefault());
    await user.click(team);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).not.toHaveClass(NO_SCROLL_CLASS);
  });

  it('Escape closes it with the focus on the page (a press on the menu\'s background), and Tab from there goes into the menu', async () => {
    const built = page('en', 'phone');
    handle = enhanceHeader(document);
    const user = userEvent.setup();
    const toggle = built.querySelector<HTMLButtonElement>('button[data-menu-toggle]')!;
    await user.click(toggle);
    toggle.blur();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(toggle).toHaveFocus();
    toggle.blur();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('a press outside closes it; growing to a desktop width closes it', async () => {
    const built = page('en', 'phone');
    handle = enhanceHeader(document);
    const user = userEvent.setup();
    const toggle = built.querySelector<HTMLButtonElement>('button[data-menu-toggle]')!;
    await user.click(toggle);
    await user.click(built.querySelector('.site-brand')!);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(document.documentElement).toHaveClass(NO_SCROLL_CLASS);
    toggle.style.display = 'none';
    window.dispatchEvent(new Event('resize'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).not.toHaveClass(NO_SCROLL_CLASS);
  });
});

describe('loaded on first use (src/pages/siteHeaderLoader.ts)', () => {
  function deferred() {
    let resolve!: (m: SiteHeaderModule) => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<SiteHeaderModule>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('[site-2.30] nothing loads before the header is used; a press made while the code is on its way is held, then pressed on the enhanced button', async () => {
    const built = page('en', 'desktop');
    const code = deferred();
    const load = vi.fn(() => code.promise);
    watchHeader(document, load);
    document.querySelector<HTMLAnchorElement>('main a')!.focus();
    expect(load).not.toHaveBeenCalled();

    const label = built.querySelector<HTMLAnchorElement>('[data-menu-trigger]')!;
    label.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    label.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(window.location.hash).toBe('');

    code.resolve({ enhanceHeader: (doc, first) => (handle = enhanceHeader(doc, first)) });
    await vi.waitFor(() => expect(handle).not.toBeNull());
    const trigger = button(t.groups.auto);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(trigger).hidden).toBe(false);
    expect(trigger).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('Space on the mobile toggle before the code is there is held too; a code that cannot load follows the held press as a link (the menu shown by the stylesheet)', async () => {
    const built = page('es', 'phone');
    const code = deferred();
    watchHeader(document, () => code.promise);
    const toggle = built.querySelector<HTMLAnchorElement>('[data-menu-toggle]')!;
    toggle.focus();
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    toggle.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    code.reject(new Error('offline'));
    await vi.waitFor(() => expect(window.location.hash).toBe(`#${SITE_MENU_ID}`));
    // The links stay links: nothing was enhanced.
    expect(built.querySelector('button')).toBeNull();
  });
});
