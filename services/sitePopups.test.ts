/** What the site popups read of the browser (services/sitePopups.ts), on the test page (jsdom). */
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorage } from '../src/storage';
import {
  browserLangOf,
  isPageBusy,
  offersIdlePopup,
  offersLanguage,
  popupCanOpen,
  QUIET_RETRY_MS,
  idleShownInVisit,
  readVisitor,
  rememberIdleShown,
  rememberLanguage,
  visitedSiteOf,
  waitForQuietPage,
  watchActivity,
} from './sitePopups';

afterEach(() => {
  document.body.replaceChildren();
  document.cookie = 'visited_site=; path=/; max-age=0';
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('visited_site and the browser language', () => {
  it('[site-3.20] reads visited_site from the cookie first, else from storage; only en or es count', () => {
    expect(visitedSiteOf('a=1; visited_site=es; b=2', 'en')).toBe('es');
    expect(visitedSiteOf('a=1', 'en')).toBe('en');
    expect(visitedSiteOf('visited_site=fr', null)).toBeNull();
    expect(visitedSiteOf('', 'de')).toBeNull();
  });

  it('[site-4.13] the first two letters of navigator.language, any case', () => {
    expect(browserLangOf('es-MX')).toBe('es');
    expect(browserLangOf('EN_us')).toBe('en');
    expect(browserLangOf(undefined)).toBe('');
  });

  it.each([
    ['en', 'es-US', null, true],
    ['es', 'en-GB', null, true],
    ['en', 'en-US', null, false],
    ['es', 'es-419', null, false],
    ['en', 'es-US', 'en', false],
    ['en', 'es-US', 'es', false],
    ['en', 'fr-FR', null, false],
  ] as const)('[site-4.13] page %s, browser %s, visited_site %s: offered %s', (page, browser, visited, offered) => {
    expect(offersLanguage(page, browser, visited)).toBe(offered);
  });

  it('[site-4.13 site-4.14] readVisitor: the offer and the desktop view from the browser side', () => {
    expect(readVisitor('en', { cookie: '', stored: null, language: 'es-US', mobile: false, idleShown: false })).toEqual({ offerLanguage: true, desktop: true, idleShown: false });
    expect(readVisitor('en', { cookie: 'visited_site=en', stored: null, language: 'es-US', mobile: true, idleShown: true })).toEqual({ offerLanguage: false, desktop: false, idleShown: true });
  });

  it.each([
    [true, true, false, true, true],
    [true, false, false, false, true],
    [false, true, false, true, true],
    [false, true, true, false, false],
    [false, false, false, false, false],
    [false, false, true, false, false],
  ] as const)(
    '[site-4.13 site-4.14] offered the language %s, desktop %s, idle popup shown %s: the idle popup can open %s, a popup can open %s (else the page never loads them)',
    (offerLanguage, desktop, idleShown, idle, any) => {
      const visitor = { offerLanguage, desktop, idleShown };
      expect(offersIdlePopup(visitor)).toBe(idle);
      expect(popupCanOpen(visitor)).toBe(any);
    },
  );

  it('[site-4.14] the idle popup shown is remembered for the visit in session storage, not for later visits', () => {
    expect(readVisitor('en').idleShown).toBe(false);
    rememberIdleShown();
    expect(sessionStorage.getItem('idle_popup_shown')).toBe('true');
    expect(localStorage.getItem('idle_popup_shown')).toBeNull();
    expect(document.cookie).not.toContain('idle_popup_shown');
    // The next page of the visit reads it back.
    expect(readVisitor('en').idleShown).toBe(true);
    // A new visit (a new tab: its session storage is empty) is offered the idle popup again.
    sessionStorage.clear();
    expect(readVisitor('en').idleShown).toBe(false);
  });

  it('[site-4.14] a session entry that is not the mark, or a blocked session storage, reads as not shown', () => {
    sessionStorage.setItem('idle_popup_shown', 'yes');
    expect(idleShownInVisit()).toBe(false);
    const blocked = createStorage({
      getItem: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
      removeItem: () => {},
      clear: () => {},
      key: () => null,
      length: 0,
    });
    expect(() => rememberIdleShown(blocked)).not.toThrow();
    expect(idleShownInVisit(blocked)).toBe(false);
  });

  it('[site-3.20] remembering a language writes the cookie and the storage entry, both en or es', () => {
    rememberLanguage('es');
    expect(document.cookie).toContain('visited_site=es');
    expect(localStorage.getItem('visited_site')).toBe('es');
    // ... and the next page reads it back: no offer.
    expect(readVisitor('en').offerLanguage).toBe(false);
  });
});

describe('a quiet page', () => {
  it('[site-4.13 site-4.14] a focused form field or an open modal makes the page busy; a focused link does not', () => {
    const input = document.createElement('input');
    const link = document.createElement('a');
    link.href = '/x';
    document.body.append(input, link);
    expect(isPageBusy()).toBe(false);
    input.focus();
    expect(isPageBusy()).toBe(true);
    link.focus();
    expect(isPageBusy()).toBe(false);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    expect(isPageBusy()).toBe(true);
  });

  it('[site-4.13 site-4.14] waits while a field has focus, looking again every QUIET_RETRY_MS, and resolves once it is left', async () => {
    vi.useFakeTimers();
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    let quiet = false;
    void waitForQuietPage().then(() => (quiet = true));
    await vi.advanceTimersByTimeAsync(QUIET_RETRY_MS * 4);
    expect(quiet).toBe(false);
    input.blur();
    await vi.advanceTimersByTimeAsync(QUIET_RETRY_MS - 1);
    expect(quiet).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(quiet).toBe(true);
  });

  it('stops looking when aborted', async () => {
    vi.useFakeTimers();
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    const controller = new AbortController();
    const waiting = waitForQuietPage({ signal: controller.signal });
    const looking = vi.getTimerCount();
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
    expect(vi.getTimerCount()).toBe(looking - 1);
  });
});

describe('activity', () => {
  it('[site-4.14] mouse, key, touch and scroll count as activity; nothing after the unsubscribe', () => {
    const seen = vi.fn();
    const stop = watchActivity(seen);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    expect(seen).toHaveBeenCalledTimes(4);
    stop();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(seen).toHaveBeenCalledTimes(4);
  });
});
