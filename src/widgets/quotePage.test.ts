/** The California quote page and the saved visit that matches it (quote 001 §2, quote-4.5). */
import { describe, expect, it } from 'vitest';
import { revisitInput } from '../../fixtures/models/quote.model';
import { isCaliforniaPage, otherQuotePage, pageForVisit, startOfVisit, visitForPage } from './quotePage';
import { readVisitorParams } from '../../machines/quote/quoteVisitor';
import { SANDBOX_LEADS } from '../../fixtures/data/leads';

const saved = revisitInput.saved;
if (!saved) throw new Error('the revisit start has a saved visit');
const inState = (state: string) => ({ ...saved, driver3: { ...saved.driver3, state } });

describe('the California quote page', () => {
  it.each([
    ['https://x.test/quote-ca/', true],
    ['https://x.test/es/quote-ca/#driver1', true],
    ['https://x.test/get-a-quote-ca', true],
    ['https://x.test/quote/', false],
    ['https://x.test/es/quote/', false],
    ['https://x.test/quote/?state=ca', false],
  ])('[quote-4.5] %s is the California page: %s', (url, expected) => {
    expect(isCaliforniaPage(new URL(url))).toBe(expected);
  });
});

describe('a saved visit on the wrong page is discarded', () => {
  it('[quote-4.5] a Texas driver\'s visit opens on the main page, not on the California page', () => {
    expect(visitForPage(inState('TX'), false)).toEqual(inState('TX'));
    expect(visitForPage(inState('TX'), true)).toBeNull();
  });

  it('[quote-4.5] a California driver\'s visit opens on the California page, not on the main page (any case)', () => {
    expect(visitForPage(inState('ca'), true)).toEqual(inState('ca'));
    expect(visitForPage(inState('CA'), false)).toBeNull();
  });

  it('a visit saved before the state was known opens on either page; no visit stays none', () => {
    expect(visitForPage(inState(''), true)).toEqual(inState(''));
    expect(visitForPage(inState(' '), false)).toEqual(inState(' '));
    expect(visitForPage(null, true)).toBeNull();
  });
});

describe('[quote-6.3] what the address makes of a saved visit', () => {
  const read = (query: string) => readVisitorParams(new URL(`https://x.test/quote/${query}`));
  const leadVisit = { ...saved, affiliate: { leadId: SANDBOX_LEADS.noConsent, consentSection: true } };

  it('[quote-6.3] a saved visit with neither code nor customerid in the address is a revisit; no lead is loaded', () => {
    expect(startOfVisit(read(''), saved)).toEqual({ saved, affiliateParams: null });
    expect(startOfVisit(read('?utm_source=qs'), saved)).toEqual({ saved, affiliateParams: null });
  });

  it('[quote-6.3] a code or a customerid in the address is not a revisit: the saved visit is not opened', () => {
    expect(startOfVisit(read('?code=Q123'), saved)).toEqual({ saved: null, affiliateParams: null });
    expect(startOfVisit(read('?customerid=C-9'), saved)).toEqual({ saved: null, affiliateParams: null });
  });

  it("[quote-6.3] an affiliate's link loads its lead, in place of another visit saved", () => {
    const params = read(`?customerid=${SANDBOX_LEADS.complete}&utm_source=QS`);
    expect(startOfVisit(params, null)).toEqual({ saved: null, affiliateParams: params });
    expect(startOfVisit(params, saved)).toEqual({ saved: null, affiliateParams: params });
    expect(startOfVisit(params, leadVisit)).toEqual({ saved: null, affiliateParams: params });
  });

  it("[quote-6.3] the same lead's link again (a reload, or back later) opens the visit saved: nothing is asked twice", () => {
    const params = read(`?customerid=${SANDBOX_LEADS.noConsent}&utm_source=eq`);
    expect(startOfVisit(params, leadVisit)).toEqual({ saved: leadVisit, affiliateParams: null });
  });
});

describe('[quote-4.5] a first visit opens on the quote page its state belongs to', () => {
  const page = (u: string) => new URL(`https://x.test${u}`);

  it('the other page keeps the language, the query and the hash', () => {
    expect(otherQuotePage(page('/quote/#driver3'))).toBe('/quote-ca/#driver3');
    expect(otherQuotePage(page('/es/quote-ca/?code=1#coverage'))).toBe('/es/quote/?code=1#coverage');
    expect(otherQuotePage(page('/es/quote'))).toBe('/es/quote-ca');
  });

  it("[quote-3.17] a visit kept for this page opens here, whatever state the home page stored", () => {
    expect(pageForVisit(page('/quote-ca/'), inState('ca'), null)).toBeNull();
    expect(pageForVisit(page('/quote/'), inState('TX'), 'CA')).toBeNull();
    expect(pageForVisit(page('/es/quote-ca/'), inState('CA'), 'TX')).toBeNull();
  });

  it('a first visit goes where the state the home page stored belongs; no state known: this page', () => {
    expect(pageForVisit(page('/quote/#driver1'), null, 'CA')).toBe('/quote-ca/#driver1');
    expect(pageForVisit(page('/quote/#driver1'), null, 'TX')).toBeNull();
    expect(pageForVisit(page('/quote-ca/'), null, null)).toBeNull();
    // A visit saved before the state was known stays, whatever the home page stored.
    expect(pageForVisit(page('/quote/'), inState(''), 'CA')).toBeNull();
  });
});
