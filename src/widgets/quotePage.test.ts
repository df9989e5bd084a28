/** The California quote page and the saved visit that matches it (quote 001 §2, quote-4.5). */
import { describe, expect, it } from 'vitest';
import { revisitInput } from '../../fixtures/models/quote.model';
import { isCaliforniaPage, visitForPage } from './quotePage';

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
