/**
 * Content-Security-Policy checks shared by the browser tests: the violations a page reports (its
 * `securitypolicyviolation` events and CSP console messages) and the site's headers on a response.
 */
import { expect, type ConsoleMessage, type Page, type Response } from '@playwright/test';
import { headersFor } from '../scripts/securityHeaders';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every violation the page (or its console) reports. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const reports: string[] = [];
  const listener = (m: ConsoleMessage) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) reports.push(`console: ${m.text()}`);
  };
  page.on('console', listener);
  // Read once, at the test's end: the listener goes then (a reused context keeps the page for the next test).
  return async () => {
    page.off('console', listener);
    return [...reports, ...(await page.evaluate(() => window.__cspViolations ?? []))];
  };
}


/** The response of a page carries exactly the site's headers for that path (scripts/securityHeaders.ts). */
export function expectSiteHeaders(response: Response | null, path: string): void {
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  for (const [name, value] of Object.entries(headersFor(path))) expect(headers[name.toLowerCase()], name).toBe(value);
}
