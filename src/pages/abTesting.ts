/**
 * A/B testing (site-4.19, site-9.7): a page that runs tests is built with the body hidden
 * (`<html class="ab-hide">`, src/pages/abTesting.css), so a visitor never sees the original before
 * the test's variant replaces it. The page script shows the body again:
 * - at once on the author environment (the content authors' copy of the site, where no test runs);
 * - otherwise once the testing library's offers fetch resolves or fails, the library looked for
 *   every 30 ms until it exists;
 * - and in any case after AB_CAP_MS (3 s): a slow or missing library never leaves the page hidden.
 *   The stylesheet has the same cap in CSS (an animation that shows the body after 3 s), for a
 *   page whose script does not run at all.
 *
 * Not an XState chart: it is part of the script of a page built for tests (a template with `abTest`,
 * src/pages/pages.ts; no other page carries it), loaded at once, and XState is 12.5 kB gzip. Three outcomes and a timer are a few lines, tested with
 * fake timers (abTesting.test.ts). The site's CSP allows no inline script, so the hiding is a
 * class in the built HTML and this module, never an inline snippet.
 */

/** The class on `<html>` that hides the body while a test may still change the page. */
export const AB_HIDE_CLASS = 'ab-hide';
/** site-9.7: how often the page looks for the testing library. */
export const AB_POLL_MS = 30;
/** The longest the body stays hidden, whatever the library does. */
export const AB_CAP_MS = 3000;

/** The part of a testing library the page uses: one fetch of the offers (its variants) for the page. */
export interface TestingLibrary {
  getOffers(): Promise<unknown>;
}

/** Why the body was shown. */
export type Reveal = 'author' | 'offers' | 'offersFailed' | 'cap';

export interface AbTestingOptions {
  root: HTMLElement;
  /** The author environment: shown at once. */
  author: boolean;
  /** The testing library, once the page has it. */
  library: () => TestingLibrary | undefined;
  pollMs?: number;
  capMs?: number;
}

/** Shows the body as site-4.19 says; resolves with why, once it is shown. A page not hidden resolves at once with nothing to do. */
export function revealWhenTested({ root, author, library, pollMs = AB_POLL_MS, capMs = AB_CAP_MS }: AbTestingOptions): Promise<Reveal | null> {
  if (!root.classList.contains(AB_HIDE_CLASS)) return Promise.resolve(null);
  if (author) {
    root.classList.remove(AB_HIDE_CLASS);
    return Promise.resolve('author');
  }
  return new Promise((resolve) => {
    let done = false;
    let poll: ReturnType<typeof setTimeout> | undefined;
    const reveal = (why: Reveal) => {
      if (done) return;
      done = true;
      clearTimeout(poll);
      clearTimeout(cap);
      root.classList.remove(AB_HIDE_CLASS);
      resolve(why);
    };
    const cap = setTimeout(() => reveal('cap'), capMs);
    const look = () => {
      const lib = library();
      if (!lib) {
        poll = setTimeout(look, pollMs);
        return;
      }
      let offers: Promise<unknown>;
      try {
        offers = Promise.resolve(lib.getOffers());
      } catch {
        reveal('offersFailed');
        return;
      }
      offers.then(
        () => reveal('offers'),
        () => reveal('offersFailed'),
      );
    };
    look();
  });
}

/** The author environment: the page says so (`<html data-environment="author">`) or its host is an author host. */
export function isAuthorEnvironment(root: HTMLElement, hostname: string): boolean {
  return root.dataset.environment === 'author' || /^author[.-]/i.test(hostname);
}

/** The page's testing library, where its script defines one (`window.siteTesting`). */
export function pageTestingLibrary(): TestingLibrary | undefined {
  const lib = (window as { siteTesting?: unknown }).siteTesting;
  return typeof lib === 'object' && lib !== null && typeof (lib as TestingLibrary).getOffers === 'function' ? (lib as TestingLibrary) : undefined;
}

/** The script of a page built for A/B tests (a template with `abTest`) calls this first. */
export function revealTestedPage(): Promise<Reveal | null> {
  const html = document.documentElement;
  return revealWhenTested({ root: html, author: isAuthorEnvironment(html, window.location.hostname), library: pageTestingLibrary });
}
