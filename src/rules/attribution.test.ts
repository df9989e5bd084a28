/** quote-3.13: the lead attribution read from the source cookie and the page's query, table by table. */
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_MAX_LENGTH, cookieValue, NO_ATTRIBUTION, readAttribution, readSourceCookie } from './attribution';

const page = (query = '') => new URL(`https://www.example.com/create-customer/${query}`);
const cookie = (value: string) => `other=1; source=${encodeURIComponent(value)}; last=2`;

describe('[quote-3.13] the source cookie', () => {
  it.each([
    [
      'a JSON object with the field names',
      '{"adId":"A1","adGroupId":"G1","campaignId":"C1","gclId":"gcl","fbclId":"fb","anonymousId":"anon-1","utmSource":"google","medium":"cpc","utmCampaign":"spring","landingPage":"/quote/?utm_source=google"}',
      {
        adId: 'A1',
        adGroupId: 'G1',
        campaignId: 'C1',
        gclId: 'gcl',
        fbclId: 'fb',
        anonymousId: 'anon-1',
        utmSource: 'google',
        medium: 'cpc',
        utmCampaign: 'spring',
        landingPage: '/quote/?utm_source=google',
      },
    ],
    ['a query string with utm_ names', 'utm_source=bing&utm_medium=cpc&utm_campaign=fall&gclid=g2', { utmSource: 'bing', medium: 'cpc', utmCampaign: 'fall', gclId: 'g2' }],
    ['names in any case, with _ or -', '{"AD_ID":"a","ad-group-id":"b","CampaignID":"c","FBCLID":"d"}', { adId: 'a', adGroupId: 'b', campaignId: 'c', fbclId: 'd' }],
    ['numbers as text', '{"adId":12345}', { adId: '12345' }],
    ['blank, nested and unknown values left out', '{"adId":"  ","gclId":{"x":1},"other":"y","medium":"email"}', { medium: 'email' }],
    ['invisible characters and spaces removed', '{"utmSource":" goo\u200Bgle "}', { utmSource: 'google' }],
    ['a value over the limit left out', `{"adId":"${'x'.repeat(ATTRIBUTION_MAX_LENGTH + 1)}","medium":"cpc"}`, { medium: 'cpc' }],
    ['a quoted value', '"utm_source=google"', { utmSource: 'google' }],
    ['broken JSON gives nothing', '{"adId":', {}],
    ['a JSON array gives nothing', '["adId"]', {}],
  ])('[quote-3.13] %s', (_what, raw, read) => {
    expect(readSourceCookie(encodeURIComponent(raw))).toEqual(read);
  });

  it('[quote-3.13] a value that is not URL-encoding gives nothing, and no cookie gives nothing', () => {
    expect(readSourceCookie('%E0%A4%A')).toEqual({});
    expect(readSourceCookie(null)).toEqual({});
    expect(readSourceCookie('')).toEqual({});
  });

  it.each([
    ['a=1; source=x; b=2', 'x'],
    ['source=first; source=second', 'first'],
    ['mysource=no; sources=no', null],
    ['', null],
  ])('[quote-3.13] the source cookie of %j is %j', (cookies, value) => {
    expect(cookieValue(cookies, 'source')).toBe(value);
  });
});

describe('[quote-3.13] the attribution of a visit on the page', () => {
  it('[quote-3.13] with no cookie and no query: only the landing page, this page', () => {
    expect(readAttribution(page(), '')).toEqual({ ...NO_ATTRIBUTION, landingPage: '/create-customer/' });
  });

  it('[quote-3.13] the page query fills what the cookie lacks; the cookie wins where both have a field', () => {
    const read = readAttribution(page('?utm_source=facebook&utm_medium=social&fbclid=F1&anonymousId=no&landingPage=/no/'), cookie('{"utmSource":"google","anonymousId":"anon-7"}'));
    expect(read).toEqual({
      ...NO_ATTRIBUTION,
      utmSource: 'google',
      medium: 'social',
      fbclId: 'F1',
      // Only the cookie knows the anonymous id and the landing page.
      anonymousId: 'anon-7',
      landingPage: '/create-customer/',
    });
  });

  it('[quote-3.13] the landing page of the cookie is kept', () => {
    expect(readAttribution(page(), cookie('landing_page=/quote/')).landingPage).toBe('/quote/');
  });

  it('[quote-3.13] the Spanish page is its own landing page', () => {
    expect(readAttribution(new URL('https://www.example.com/es/create-customer/'), '').landingPage).toBe('/es/create-customer/');
  });
});
