/**
 * The header's site menu, enhanced (site-2.30). Every page is built with the menu as plain links
 * (src/siteMenu.ts); the page script loads this module on the visitor's first pointerdown, focusin
 * or keydown in the header (src/pages/siteHeaderLoader.ts) and calls `enhanceHeader`, which:
 *
 * - turns each group's label and the mobile toggle (in-page links to their panel and to the menu,
 *   so that they work without a script) into disclosure buttons with `aria-expanded` and
 *   `aria-controls`, with the same classes so nothing moves;
 * - mega-menu: a press opens its panel (and closes another); ArrowDown / ArrowUp on the button open
 *   it at its first / last link, and move through the open panel's links (Home, End too); Escape
 *   closes it and gives the focus back to its button; the focus leaving the item (Tab out) or a
 *   press outside the menu closes it;
 * - mobile menu (wherever the toggle is shown: the breakpoint is the stylesheet's alone): the toggle
 *   opens the menu, the page stops scrolling (`site-no-scroll` on <html>), Tab and Shift+Tab wrap
 *   between the toggle and the menu's links, Escape closes it and gives the focus back to the
 *   toggle, and following a link closes it.
 *
 * Plain DOM, no framework: it runs on every page, so it must stay small (its gzip size is in
 * docs/performance.md). Not an XState chart for the same reason as the A/B testing reveal
 * (src/pages/abTesting.ts): two booleans and a few keys, tested in jsdom (siteHeader.test.ts) and
 * in Chromium (e2e/siteHeader.spec.ts).
 */

/** The class on <html> while the mobile menu is open: the page under it does not scroll. */
export const NO_SCROLL_CLASS = 'site-no-scroll';

export interface HeaderHandle {
  /** Takes every listener off (tests; a page keeps its header for its life). */
  destroy(): void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** An in-page link that stands for a button without a script, made a real button with the same look. */
function toButton(link: HTMLElement, expanded: boolean): HTMLButtonElement {
  const doc = link.ownerDocument;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = link.className;
  for (const name of ['aria-controls', 'data-menu-trigger', 'data-menu-toggle']) {
    const value = link.getAttribute(name);
    if (value !== null) button.setAttribute(name, value);
  }
  button.setAttribute('aria-expanded', String(expanded));
  button.append(...link.childNodes);
  const focused = doc.activeElement === link;
  link.replaceWith(button);
  if (focused) button.focus();
  return button;
}

function isVisible(el: HTMLElement): boolean {
  for (let node: HTMLElement | null = el; node; node = node.parentElement) {
    if (node.hidden) return false;
    const style = node.ownerDocument.defaultView?.getComputedStyle(node);
    if (style && (style.display === 'none' || style.visibility === 'hidden')) return false;
  }
  return true;
}

/**
 * Enhances the page's header; `first` is the id a button controls whose press came before this
 * module (the loader held it), pressed now so the visitor's first activation is not lost.
 */
export function enhanceHeader(doc: Document, first?: string | null): HeaderHandle | null {
  const header = doc.querySelector<HTMLElement>('[data-site-header]');
  const nav = header?.querySelector<HTMLElement>('nav[id]');
  if (!header || !nav || header.hasAttribute('data-enhanced')) return null;
  const win = doc.defaultView ?? window;
  const html = doc.documentElement;
  const listeners = new AbortController();
  const on = <K extends keyof DocumentEventMap>(target: EventTarget, type: K, fn: (e: DocumentEventMap[K]) => void) =>
    target.addEventListener(type, fn as EventListener, { signal: listeners.signal });

  const toggleLink = header.querySelector<HTMLElement>('[data-menu-toggle]');
  const toggle = toggleLink ? toButton(toggleLink, false) : null;
  const triggers = [...header.querySelectorAll<HTMLElement>('[data-menu-trigger]')].map((a) => toButton(a, false));
  const panelOf = (trigger: HTMLElement) => doc.getElementById(trigger.getAttribute('aria-controls') ?? '');
  for (const trigger of triggers) {
    const panel = panelOf(trigger);
    if (panel) panel.hidden = true;
  }
  header.setAttribute('data-enhanced', '');

  /** The mobile menu's toggle is shown: the menu is a panel of its own. */
  const compact = () => Boolean(toggle && isVisible(toggle));
  const menuOpen = () => toggle?.getAttribute('aria-expanded') === 'true';
  const openTrigger = () => triggers.find((t) => t.getAttribute('aria-expanded') === 'true');
  const linksOf = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLElement>('a[href]')];

  function setPanel(trigger: HTMLElement, open: boolean): void {
    for (const other of triggers) {
      const expanded = other === trigger && open;
      other.setAttribute('aria-expanded', String(expanded));
      const panel = panelOf(other);
      if (panel) panel.hidden = !expanded;
    }
  }
  const closePanels = () => triggers.forEach((t) => setPanel(t, false));

  function setMenu(open: boolean): void {
    if (!toggle) return;
    toggle.setAttribute('aria-expanded', String(open));
    nav!.toggleAttribute('data-open', open);
    html.classList.toggle(NO_SCROLL_CLASS, open);
    if (open) html.style.setProperty('--site-menu-top', `${Math.max(0, header!.getBoundingClientRect().bottom)}px`);
    else closePanels();
  }

  /** The menu's focusable elements while the mobile menu is open: the toggle first, then what is shown in the menu. */
  const trapped = () => [toggle!, ...[...nav.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isVisible)];

  if (toggle) on(toggle, 'click', () => setMenu(!menuOpen()));
  for (const trigger of triggers) on(trigger, 'click', () => setPanel(trigger, trigger.getAttribute('aria-expanded') !== 'true'));

  // On the document: the focus may have gone to the page's body (a press on the open menu's background).
  on(doc, 'keydown', (e) => {
    const target = e.target as HTMLElement;
    const trigger = triggers.find((t) => t === target);
    const current = openTrigger();
    const panel = current ? panelOf(current) : null;
    if (e.key === 'Escape') {
      if (menuOpen() && compact()) {
        setMenu(false);
        toggle!.focus();
        e.preventDefault();
      } else if (current && (current === target || panel?.contains(target))) {
        setPanel(current, false);
        current.focus();
        e.preventDefault();
      }
      return;
    }
    if (e.key === 'Tab' && menuOpen() && compact()) {
      const list = trapped();
      const edge = e.shiftKey ? list[0] : list[list.length - 1];
      if (target === edge || !list.includes(target)) {
        e.preventDefault();
        (e.shiftKey ? list[list.length - 1] : list[0])?.focus();
      }
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
    if (trigger && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      const own = panelOf(trigger);
      if (!own) return;
      setPanel(trigger, true);
      const links = linksOf(own);
      (e.key === 'ArrowDown' ? links[0] : links[links.length - 1])?.focus();
      e.preventDefault();
      return;
    }
    if (!panel || !panel.contains(target)) return;
    const links = linksOf(panel);
    const at = links.indexOf(target);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: links.length - 1 }[e.key] ?? at;
    links[(next + links.length) % links.length]?.focus();
    e.preventDefault();
  });

  // Tab out of an open mega-menu item closes it (the mobile menu keeps its open groups).
  on(header, 'focusout', (e) => {
    const current = openTrigger();
    const to = e.relatedTarget as Node | null;
    if (!current || !to || compact()) return;
    if (!current.parentElement?.contains(to)) setPanel(current, false);
  });

  // A press outside the menu closes what is open; following a link in it closes it too.
  on(doc, 'click', (e) => {
    const target = e.target as Element;
    if (toggle?.contains(target)) return;
    const inMenu = nav.contains(target);
    if (inMenu && !target.closest?.('a[href]')) return;
    closePanels();
    if (menuOpen()) setMenu(false);
  });

  // From a phone's width to a desktop's (a turned tablet), an open mobile menu lets the page scroll again.
  on(win, 'resize', () => {
    if (menuOpen() && !compact()) setMenu(false);
  });

  if (first) {
    const pressed = [toggle, ...triggers].find((b) => b?.getAttribute('aria-controls') === first);
    if (pressed) {
      pressed.focus();
      pressed.click();
    }
  }

  return {
    destroy() {
      listeners.abort();
      html.classList.remove(NO_SCROLL_CLASS);
    },
  };
}
