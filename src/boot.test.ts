// @vitest-environment jsdom
/** The page boot's API wiring: the visitor's token for bearer calls and the reCAPTCHA stand-in (quote §6). */
import { afterEach, describe, expect, it } from 'vitest';
import { apiSettings } from '../services/http';
import { boot, recaptchaToken } from './boot';
import { browserTokenStore } from './storage/tokens';

afterEach(() => window.localStorage.clear());

describe('boot', () => {
  it('sends the customer token while signed in, else the anonymous one, else none', () => {
    boot('en', JSON.stringify({ brand: 'acme' }));
    const { getBearerToken } = apiSettings();
    expect(getBearerToken()).toBeNull();
    const tokens = browserTokenStore('acme');
    tokens.save('anonymous', 'anon-1');
    expect(getBearerToken()).toBe('anon-1');
    tokens.save('customer', 'cust-1', { email: 'ana@example.com', state: 'TX' });
    expect(getBearerToken()).toBe('cust-1');
  });

  it("answers the sandbox's stand-in by default and the configured one when set", async () => {
    boot('en', undefined);
    expect(await apiSettings().getRecaptchaToken()).toBe('sandbox-recaptcha-pass');
    expect(await recaptchaToken({}, {})).toBeNull();
  });

  it('runs reCAPTCHA v3 with the site key when its script is on the page', async () => {
    const asked: string[] = [];
    const grecaptcha = {
      ready: (f: () => void) => f(),
      execute: (key: string, o: { action: string }) => {
        asked.push(`${key} ${o.action}`);
        return Promise.resolve('g-token');
      },
    };
    expect(await recaptchaToken({ siteKey: 'site-key-0123456789' }, { grecaptcha })).toBe('g-token');
    expect(asked).toEqual(['site-key-0123456789 token']);
    const failing = { ...grecaptcha, execute: () => Promise.reject(new Error('blocked')) };
    expect(await recaptchaToken({ siteKey: 'site-key-0123456789' }, { grecaptcha: failing })).toBeNull();
  });
});
