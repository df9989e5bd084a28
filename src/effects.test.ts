// @vitest-environment jsdom
/** The browser effects of the address's hash: shown as history entries, heard when the visitor changes it. */
import { afterEach, describe, expect, it } from 'vitest';
import { browserEffects } from './effects';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the hash effects', () => {
  it('shows a hash as a new history entry, once', () => {
    window.history.replaceState(null, '', '/quote/');
    const fx = browserEffects();
    const before = window.history.length;
    fx.showHash('driver2');
    expect(window.location.hash).toBe('#driver2');
    expect(window.location.pathname).toBe('/quote/');
    fx.showHash('#driver2');
    expect(window.history.length).toBe(before + 1);
  });

  it('[quote-4.2] replaces the entry the address is on when asked (no new entry)', () => {
    window.history.replaceState(null, '', '/quote/#quotes');
    const fx = browserEffects();
    const before = window.history.length;
    fx.showHash('#coverage', 'replace');
    expect(window.location.hash).toBe('#coverage');
    expect(window.history.length).toBe(before);
  });

  it('hears the visitor change the hash, and stops hearing after unsubscribing', () => {
    const fx = browserEffects();
    const heard: string[] = [];
    const stop = fx.onHashChange((h) => heard.push(h));
    window.location.hash = '#driver1';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    stop();
    window.location.hash = '#driver3';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(heard).toEqual(['#driver1']);
  });
});
