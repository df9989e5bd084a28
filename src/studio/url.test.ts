import { describe, expect, it } from 'vitest';
import { locationUrl, readLocation } from './url';

describe('studio addresses', () => {
  it('a step of a path has an address that opens the same step', () => {
    const url = locationUrl({ flow: 'payment', tab: 'player', path: 'P8', step: 3, state: null, focus: null }, 'http://localhost:5173/studio/');
    expect(url).toBe('http://localhost:5173/studio/?flow=payment&tab=player&path=P8&step=3');
    expect(readLocation(new URL(url).search)).toEqual({ flow: 'payment', tab: 'player', path: 'P8', step: 3, state: null, focus: null });
  });

  it('a compound state shown on its own has an address that shows it again', () => {
    const loc = { flow: 'payment', tab: 'chart', path: null, step: 0, state: 'payment.details.readyToPay', focus: 'payment.details' } as const;
    const url = locationUrl(loc, 'http://localhost:5173/es/studio/?flow=quoteZip');
    expect(url).toBe('http://localhost:5173/es/studio/?flow=payment&tab=chart&state=payment.details.readyToPay&focus=payment.details');
    expect(readLocation(new URL(url).search)).toEqual(loc);
  });

  it.each(['?tab=nope', '?step=-2', '?step=abc', ''])('a bad or missing value (%s) falls back to the chart at step 0', (search) => {
    const loc = readLocation(search);
    expect(loc.tab === 'chart' || loc.tab === 'player').toBe(true);
    expect(loc.step).toBe(0);
  });
});
