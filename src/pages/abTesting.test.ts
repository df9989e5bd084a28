/** A/B testing's body-hiding style (src/pages/abTesting.ts), on fake timers. */
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AB_CAP_MS, AB_HIDE_CLASS, AB_POLL_MS, isAuthorEnvironment, revealWhenTested, type TestingLibrary } from './abTesting';

let root: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  root = document.createElement('html');
  root.classList.add(AB_HIDE_CLASS);
});

afterEach(() => {
  vi.useRealTimers();
});

const hidden = () => root.classList.contains(AB_HIDE_CLASS);

describe('the body-hiding style', () => {
  it('[site-4.19] is removed at once on the author environment, without waiting for the library', async () => {
    const library = vi.fn(() => undefined);
    const why = await revealWhenTested({ root, author: true, library });
    expect(why).toBe('author');
    expect(hidden()).toBe(false);
    expect(library).not.toHaveBeenCalled();
  });

  it('[site-4.19] otherwise stays until the offers fetch resolves, then is removed', async () => {
    let answer: () => void = () => {};
    const lib: TestingLibrary = { getOffers: () => new Promise<void>((r) => (answer = r)) };
    const shown = revealWhenTested({ root, author: false, library: () => lib });
    await vi.advanceTimersByTimeAsync(1000);
    expect(hidden()).toBe(true);
    answer();
    await expect(shown).resolves.toBe('offers');
    expect(hidden()).toBe(false);
  });

  it('[site-4.19] is removed when the offers fetch fails (rejects or throws)', async () => {
    await expect(revealWhenTested({ root, author: false, library: () => ({ getOffers: () => Promise.reject(new Error('offline')) }) })).resolves.toBe('offersFailed');
    expect(hidden()).toBe(false);
    root.classList.add(AB_HIDE_CLASS);
    const throwing: TestingLibrary = {
      getOffers: () => {
        throw new Error('not ready');
      },
    };
    await expect(revealWhenTested({ root, author: false, library: () => throwing })).resolves.toBe('offersFailed');
    expect(hidden()).toBe(false);
  });

  it('[site-4.19 site-9.7] looks for the testing library every 30 ms until it exists, then fetches the offers once', async () => {
    let lib: TestingLibrary | undefined = undefined;
    const getOffers = vi.fn(() => Promise.resolve({}));
    const library = vi.fn(() => lib);
    const shown = revealWhenTested({ root, author: false, library });
    expect(library).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(AB_POLL_MS - 1);
    expect(library).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(library).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(AB_POLL_MS * 3);
    expect(library).toHaveBeenCalledTimes(5);
    lib = { getOffers };
    await vi.advanceTimersByTimeAsync(AB_POLL_MS);
    await expect(shown).resolves.toBe('offers');
    expect(getOffers).toHaveBeenCalledTimes(1);
    // No more looking once it is found.
    await vi.advanceTimersByTimeAsync(AB_POLL_MS * 10);
    expect(library).toHaveBeenCalledTimes(6);
  });

  it('[site-4.19] a library that never comes, or offers that never answer, leave the page hidden no longer than the cap (3 s)', async () => {
    const never = revealWhenTested({ root, author: false, library: () => undefined });
    await vi.advanceTimersByTimeAsync(AB_CAP_MS - 1);
    expect(hidden()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await expect(never).resolves.toBe('cap');
    expect(hidden()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);

    root.classList.add(AB_HIDE_CLASS);
    const slow = revealWhenTested({ root, author: false, library: () => ({ getOffers: () => new Promise(() => {}) }) });
    await vi.advanceTimersByTimeAsync(AB_CAP_MS);
    await expect(slow).resolves.toBe('cap');
    expect(hidden()).toBe(false);
  });

  it('does nothing on a page that is not hidden', async () => {
    root.classList.remove(AB_HIDE_CLASS);
    const library = vi.fn(() => undefined);
    await expect(revealWhenTested({ root, author: false, library })).resolves.toBeNull();
    expect(library).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('[site-4.19] the author environment: said by the page or by an author host', () => {
    const page = document.createElement('html');
    expect(isAuthorEnvironment(page, 'www.example.com')).toBe(false);
    expect(isAuthorEnvironment(page, 'author.example.com')).toBe(true);
    expect(isAuthorEnvironment(page, 'author-p123.example.com')).toBe(true);
    page.dataset.environment = 'author';
    expect(isAuthorEnvironment(page, 'www.example.com')).toBe(true);
  });
});
