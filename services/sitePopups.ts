/**
 * What the site's popups read of the browser (site-3.20, site-4.13, site-4.14): the visitor's
 * `visited_site` (a cookie and a storage entry, en or es), the browser's language, the view's
 * width, whether the idle popup was shown in this visit (session storage), and whether the page is
 * quiet (no form field focused, no modal open). The popups chart (machines/sitePopups.machine.ts)
 * invokes `readVisitor` and `waitForQuietPage`.
 */
import type { Lang } from '../src/config/lang';
import { browserSessionStorage, storageKeys, type TypedStorage } from '../src/storage';

/** What the page reads of the visitor when it starts. */
export interface Visitor {
  /** site-4.13: no `visited_site` yet, and the browser's language is the site's other language. */
  offerLanguage: boolean;
  /** site-4.14: a desktop view (wider than 768 px). */
  desktop: boolean;
  /** site-4.14: the idle popup opened on a page of this visit already (it opens once). */
  idleShown: boolean;
}

/** site-3.20: the cookie and the storage key. */
export const VISITED_SITE = 'visited_site';

/** How long the cookie lasts: a year (the specification names none). */
export const VISITED_SITE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** How often a popup that is due looks again while a field has focus or a modal is open. */
export const QUIET_RETRY_MS = 500;

/** The site's languages, as `visited_site` holds them. */
const asLang = (value: string | null | undefined): Lang | null => (value === 'en' || value === 'es' ? value : null);

/** site-3.20: the language the visitor chose before, from the cookie, else from storage. */
export function visitedSiteOf(cookie: string, stored: string | null): Lang | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === VISITED_SITE) {
      const lang = asLang(decodeURIComponent(rest.join('=')));
      if (lang) return lang;
    }
  }
  return asLang(stored);
}

/** The first two letters of a browser language tag, in lower case ("es-MX" -> "es"). */
export function browserLangOf(tag: string | undefined): string {
  return (tag ?? '').slice(0, 2).toLowerCase();
}

/**
 * site-4.13: offer the other language only when the visitor has not chosen one (`visited_site`)
 * and the browser's language is the site's other language (a French browser is offered nothing:
 * the other page would be no nearer to it).
 */
export function offersLanguage(pageLang: Lang, browserLanguage: string | undefined, visited: Lang | null): boolean {
  if (visited !== null) return false;
  const browser = browserLangOf(browserLanguage);
  return browser !== pageLang && asLang(browser) !== null;
}

/** site-4.14: a desktop view is wider than 768 px (src/ui/breakpoints.ts `MOBILE_MAX_PX`). */
export const MOBILE_QUERY = '(max-width: 768px)';

export interface BrowserSide {
  cookie: string;
  stored: string | null;
  language: string | undefined;
  mobile: boolean;
  /** site-4.14: this visit's session storage says the idle popup was shown. */
  idleShown: boolean;
}

const isShownMark = (v: unknown): v is true => v === true;

/** site-4.14: the idle popup opened in this visit (the tab's session storage, through the storage layer). */
export function idleShownInVisit(session: TypedStorage = browserSessionStorage()): boolean {
  return session.get(storageKeys.idlePopupShown(), isShownMark) === true;
}

/** site-4.14: remember for the rest of the visit that the idle popup opened (a new visit, or a new tab, offers it again). */
export function rememberIdleShown(session: TypedStorage = browserSessionStorage()): void {
  session.set(storageKeys.idlePopupShown(), true);
}

/** The browser as the page finds it. */
export function browserSide(win: Window = window): BrowserSide {
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(VISITED_SITE);
  } catch {
    // Storage blocked: the cookie still says.
  }
  const mobile = typeof win.matchMedia === 'function' ? win.matchMedia(MOBILE_QUERY).matches : win.innerWidth <= 768;
  return { cookie: win.document.cookie, stored, language: win.navigator.language, mobile, idleShown: idleShownInVisit() };
}

/** What the popups chart reads when the page starts. */
export function readVisitor(lang: Lang, side: BrowserSide = browserSide()): Visitor {
  return { offerLanguage: offersLanguage(lang, side.language, visitedSiteOf(side.cookie, side.stored)), desktop: !side.mobile, idleShown: side.idleShown };
}

/** site-4.14: the idle popup can open for this visitor: a desktop view, and not shown in this visit yet (the chart's `offersIdle`). */
export function offersIdlePopup(visitor: Visitor): boolean {
  return visitor.desktop && !visitor.idleShown;
}

/**
 * Whether any popup can open for this visitor on this page: the chart's first answer does not go
 * to `off`. The page loads the popups widget only then (its flow's `canAct`, src/flows/sitePopups.ts).
 */
export function popupCanOpen(visitor: Visitor): boolean {
  return visitor.offerLanguage || offersIdlePopup(visitor);
}

/** site-3.20: remember the visitor's language in the cookie and in storage. */
export function rememberLanguage(lang: Lang, win: Window = window): void {
  const secure = win.location.protocol === 'https:' ? '; Secure' : '';
  win.document.cookie = `${VISITED_SITE}=${lang}; path=/; max-age=${VISITED_SITE_MAX_AGE_S}; SameSite=Lax${secure}`;
  try {
    win.localStorage.setItem(VISITED_SITE, lang);
  } catch {
    // Storage blocked: the cookie is enough.
  }
}

const FIELD = 'input, select, textarea, [contenteditable=""], [contenteditable="true"]';

/** A form field has focus, or a modal is open (the site's dialogs say `aria-modal`, a native one is `dialog[open]`). */
export function isPageBusy(doc: Document = document): boolean {
  const active = doc.activeElement;
  if (active && typeof active.matches === 'function' && active.matches(FIELD)) return true;
  return doc.querySelector('[aria-modal="true"], dialog[open]') !== null;
}

/** Resolves once the page is quiet: at once, or at the first look (every `retryMs`) that finds it so. */
export function waitForQuietPage(options: { doc?: Document; signal?: AbortSignal; retryMs?: number } = {}): Promise<void> {
  const { doc = document, signal, retryMs = QUIET_RETRY_MS } = options;
  return new Promise<void>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new Error('aborted'));
    };
    const look = () => {
      if (signal?.aborted) return;
      if (!isPageBusy(doc)) {
        signal?.removeEventListener('abort', onAbort);
        resolve();
        return;
      }
      timer = setTimeout(look, retryMs);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    look();
  });
}

/** site-4.14: what counts as the visitor's activity: presses count each time, continuous moves at most every `throttleMs`. */
export const ACTIVITY_EVENTS = ['keydown', 'mousedown', 'touchstart', 'mousemove', 'scroll', 'wheel', 'touchmove'] as const;
const CONTINUOUS = new Set<string>(['mousemove', 'scroll', 'wheel', 'touchmove']);

/** Calls `onActivity` on each mouse, key, touch or scroll activity; returns the unsubscribe. */
export function watchActivity(onActivity: () => void, win: Window = window, throttleMs = 250): () => void {
  let lastMove = -Infinity;
  const listener = (event: Event) => {
    if (CONTINUOUS.has(event.type)) {
      const now = Date.now();
      if (now - lastMove < throttleMs) return;
      lastMove = now;
    }
    onActivity();
  };
  for (const type of ACTIVITY_EVENTS) win.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    for (const type of ACTIVITY_EVENTS) win.removeEventListener(type, listener, { capture: true });
  };
}
