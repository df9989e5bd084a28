/** The hero top bar on the page (src/pages/heroCounts.ts): built without counts, filled from the sandbox's report. */
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_NO_REPORT_BRAND } from '../../fixtures/data/analytics';
import { connectSandbox, type SandboxHarness } from '../../fixtures/sandbox/testing';
import { heroCountsText } from '../i18n/heroCounts';
import { heroCountsBar } from './heroBar';
import { fillHeroCounts } from './heroCounts';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox();
});

afterEach(() => {
  document.body.replaceChildren();
});

function page(html: string): HTMLElement {
  const main = document.createElement('main');
  main.insertAdjacentHTML('beforeend', html);
  document.body.append(main);
  return main;
}

describe('hero counts on the page', () => {
  it('[site-7.1 site-2.30] the built bar has no placeholder; once read, the report fills {MILLION} and {COUNT} (en and es)', async () => {
    const en = page(heroCountsBar('en'));
    expect(en.textContent).toBe(heroCountsText.en.fallback);
    expect(en.textContent).not.toMatch(/\{/);
    await fillHeroCounts(en, 'en');
    expect(en.textContent).toBe('Over 2.4 million quotes compared · 48,213 Texas drivers insured with us');
    const es = page(heroCountsBar('es'));
    await fillHeroCounts(es, 'es');
    expect(es.textContent).toBe('Más de 2.4 millones de cotizaciones comparadas · 48,213 conductores de Texas asegurados con nosotros');
  });

  it('[site-7.1] a report that is missing or broken (HTTP 500, not JSON, not the schema) leaves the text without counts', async () => {
    const missing = page(heroCountsBar('en', `/api/analytics/${SANDBOX_NO_REPORT_BRAND}/report.json`));
    await fillHeroCounts(missing, 'en');
    expect(missing.textContent).toBe(heroCountsText.en.fallback);
    for (const fault of ['500', 'schema', 'malformed'] as const) {
      sandbox.fault = fault;
      const bar = page(heroCountsBar('es'));
      await fillHeroCounts(bar, 'es');
      expect(bar.textContent, fault).toBe(heroCountsText.es.fallback);
      expect(bar.textContent).not.toMatch(/\{(MILLION|COUNT)\}/);
    }
  });

  it('[site-3.11] a report without the ids the bar names leaves the text without counts', async () => {
    const bar = page(heroCountsBar('en', undefined, { million: 'quotes', count: 'policies' }));
    await fillHeroCounts(bar, 'en');
    expect(bar.textContent).toBe(heroCountsText.en.fallback);
  });
});
