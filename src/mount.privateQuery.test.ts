// @vitest-environment jsdom
/**
 * A secret in the page's address (the set-password page's reset token, the consent page's id)
 * leaves the address bar before the page makes a request of its own: the widget's chunk, its
 * catalogs, the site settings, the API. The widget still reads the address as it was opened.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import consentFlow from './flows/consent';
import setPasswordFlow from './flows/setPassword';
import { loadWidget } from './flows/kit';
import { setPasswordText } from './i18n/setPassword';
import { mountAll } from './mount';
import { setPage } from './testing/mountPage';
import type { WidgetContext, WidgetModule } from './widget';

afterEach(() => {
  setPage('');
  window.history.replaceState(null, '', '/');
});

describe('the query of a secret leaves the address bar before the first request', () => {
  it('the page address has no token when the widget starts loading, and the widget gets the address as opened', async () => {
    window.history.replaceState(null, '', '/set-password/?token=RESET-VALID-1&state=ca#top');
    setPage('<div id="w" data-widget="spy"></div>');
    const seen: { atLoad?: string; url?: string } = {};
    const spy: WidgetModule = {
      mount(_host, context: WidgetContext) {
        seen.url = context.url?.href;
        return { ok: true, unmount: () => undefined };
      },
    };
    await mountAll({
      lang: 'en',
      privateQuery: ['token'],
      loaders: {
        spy: () => {
          seen.atLoad = window.location.href;
          return Promise.resolve(spy);
        },
      },
    });
    expect(seen.atLoad).toBe(`${window.location.origin}/set-password/?state=ca#top`);
    expect(window.location.search).toBe('?state=ca');
    expect(seen.url).toBe(`${window.location.origin}/set-password/?token=RESET-VALID-1&state=ca#top`);
  });

  it('the set-password page drops its reset token and the consent page its id', () => {
    expect(setPasswordFlow.privateQuery).toEqual(['token']);
    expect(consentFlow.privateQuery).toEqual(['id']);
  });

  it('the set-password widget reads the token of the address as opened, after the address bar lost it', async () => {
    window.history.replaceState(null, '', '/set-password/?token=RESET-VALID-1');
    setPage('<div id="w" data-widget="setPassword"></div>');
    await mountAll({ lang: 'en', privateQuery: setPasswordFlow.privateQuery ?? [], loaders: { setPassword: (lang) => loadWidget(setPasswordFlow, lang) } });
    expect(window.location.search).toBe('');
    const t = setPasswordText.en;
    expect(await screen.findByRole('button', { name: t.form.submit })).toBeVisible();
    expect(screen.queryByText(t.noLink.title)).toBeNull();
  });
});
