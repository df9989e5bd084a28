/** One rule for configured messages: non-blank ones replace the catalog's `configured` defaults. */
import { describe, expect, it } from 'vitest';
import { paymentText } from './payment';
import { quoteZipText } from './quoteZip';
import { textsFor } from './texts';

describe('textsFor', () => {
  it('with no configured messages, gives the texts of the language', () => {
    expect(textsFor(quoteZipText.es, {})).toEqual(quoteZipText.es);
    expect(textsFor(paymentText.en)).toEqual(paymentText.en);
  });

  it('[site-5.1] a configured message replaces its default, the others stay', () => {
    const t = textsFor(quoteZipText.en, { invalidZip: 'Enter a Texas ZIP' });
    expect(t.configured.invalidZip).toBe('Enter a Texas ZIP');
    expect(t.configured.outOfArea).toBe(quoteZipText.en.configured.outOfArea);
    expect(t.zipLabel).toBe(quoteZipText.en.zipLabel);
  });

  it('blank or missing configured messages leave the default', () => {
    const t = textsFor(paymentText.es, { pastDueTitle: '   ', dueSoonTitle: undefined, invalidDob: '' });
    expect(t.configured).toEqual(paymentText.es.configured);
  });

  it('a message the catalog does not configure is ignored, and the catalog is not changed', () => {
    const before = structuredClone(quoteZipText.en);
    const t = textsFor(quoteZipText.en, { outOfArea: 'Not here yet', other: 'x' } as never);
    expect(t.configured).toEqual({ invalidZip: quoteZipText.en.configured.invalidZip, outOfArea: 'Not here yet' });
    expect(quoteZipText.en).toEqual(before);
  });
});
