/** The quote card buttons' rules: which button, when calls to action show, how buy now opens, safe addresses, error events. */
import { describe, expect, it } from 'vitest';
import { ALL_RATE_CARRIERS, BINDING_BUY_RATE, bindingBuyUrl, BUY_NOW_URL_KINDS, buyNowUrlFor, FOREIGN_BUY_ORIGIN } from '../../fixtures/data/rateQuotes';
import { siteConfigSchema } from '../../src/config/site';
import {
  buyNowErrorEvent,
  buyNowOpenings,
  buyNowPresentation,
  buyOnlineForDay,
  cardAction,
  contactType,
  ctaVisible,
  isSafariOrInApp,
  phonePlanConditionHolds,
  safeBuyUrl,
  youngDriverRule,
  type BuyOnlineDay,
  type CardContext,
  type CardQuote,
  type PresentationInput,
} from './buyNow.rules';

const TODAY = '2026-11-22';

/** A type-1 carrier's monthly EFT rate with a buy button unless changed. */
function quote(companyID: string, fields: Partial<CardQuote> = {}): CardQuote {
  return { companyID, carrierType: 1, showBuyButton: true, payPlanDescription: 'Monthly EFT', payPlanNumOfPayments: 5, ...fields };
}

function ctx(fields: Partial<CardContext> = {}): CardContext {
  return { pseudoCarriers: ['BAP'], idleAgents: 0, driverDob: '1988-04-17', today: TODAY, ...fields };
}

describe('[quote-4.18] the button of a card', () => {
  it.each<[string, CardQuote, Partial<CardContext>, string]>([
    ['a buy button and no condition: buy now', quote('LSM'), {}, 'buyNow'],
    ['no buy button, not a pseudo-carrier: chat with an agent', quote('RRI', { showBuyButton: false }), {}, 'chat'],
    ['no buy button, a pseudo-carrier: buy from an agent', quote('BAP', { showBuyButton: false }), {}, 'buyFromAgent'],
    ['a pseudo-carrier matched in any case and spacing', quote('bap ', { showBuyButton: false }), {}, 'buyFromAgent'],
    ['a pseudo-carrier whose rate has a buy button (and no condition): buy now', quote('BAP'), {}, 'buyNow'],
    ['a buy button whose condition fails, not a pseudo-carrier: chat', quote('LSM', { payPlanNumOfPayments: 5 }), { conditions: { LSM: 4 } }, 'chat'],
    ['a buy button whose condition fails, a pseudo-carrier: buy from an agent', quote('BAP'), { conditions: { BAP: 2 } }, 'buyFromAgent'],
    ['a buy button whose condition holds: buy now', quote('LSM'), { conditions: { LSM: 3 } }, 'buyNow'],
    ['another carrier\'s condition does not apply', quote('LSM', { payPlanDescription: 'OD' }), { conditions: { GCA: 3 } }, 'buyNow'],
  ])('[quote-4.18] %s', (_case, q, c, expected) => {
    expect(cardAction(q, ctx(c))).toBe(expected);
  });
});

describe('[quote-4.19] a carrier of type 2', () => {
  const sri = quote('SRI', { carrierType: 2, payPlanDescription: 'OH', payPlanNumOfPayments: 2 });

  it.each<[number | null, string]>([
    [2, 'agentContact'],
    [1, 'agentContact'],
    [0, 'buyNow'],
    [null, 'buyNow'],
  ])('[quote-4.19] [quote-6.5] with %s idle agents shows %s', (idleAgents, expected) => {
    expect(cardAction(sri, ctx({ idleAgents }))).toBe(expected);
  });

  it('[quote-4.19] without a buy button there is no buy now to replace: chat', () => {
    expect(cardAction({ ...sri, showBuyButton: false }, ctx({ idleAgents: 3 }))).toBe('chat');
  });

  it('[quote-4.19] [quote-5.18] whose condition fails there is no buy now to replace: chat', () => {
    expect(cardAction(sri, ctx({ idleAgents: 3, conditions: { SRI: 4 } }))).toBe('chat');
  });

  it('[quote-4.19] a carrier of type 1 keeps buy now when agents are idle', () => {
    expect(cardAction(quote('LSM'), ctx({ idleAgents: 5 }))).toBe('buyNow');
  });
});

describe('[quote-5.14] the driver age rule: date of birth between 21 years ago and 1 year ago', () => {
  it.each<[string | null, boolean]>([
    ['2005-11-22', true], // exactly 21 years ago: turns 21 today
    ['2005-11-21', false], // 21 years and a day
    ['2005-11-23', true], // 20, turning 21 tomorrow
    ['2010-06-01', true],
    ['2025-11-22', true], // exactly 1 year ago
    ['2025-11-23', false], // less than a year
    ['2026-11-22', false], // today
    ['2027-01-01', false], // the future
    ['1988-04-17', false],
    [null, false],
    ['', false],
    ['2005-02-30', false], // not a real day
    ['11-22-2005', false],
  ])('[quote-5.14] born %s on 2026-11-22: %s', (dob, expected) => {
    expect(youngDriverRule(dob, TODAY)).toBe(expected);
  });

  it('[quote-5.14] 29 February: 21 years before 2024-02-29 is 2003-02-28', () => {
    expect(youngDriverRule('2003-02-28', '2024-02-29')).toBe(true);
    expect(youngDriverRule('2003-02-27', '2024-02-29')).toBe(false);
  });
});

describe('[quote-5.18] the phone-plan conditions', () => {
  it.each<[1 | 2 | 3 | 4, Partial<CardQuote>, string | null, boolean]>([
    [1, {}, '2006-03-01', true],
    [1, {}, '1988-04-17', false],
    [1, {}, null, false],
    [2, { payPlanDescription: '1 Mo Down, 5 Pay' }, null, true],
    [2, { payPlanDescription: 'EFT 1 MO' }, null, true],
    [2, { payPlanDescription: 'Monthly EFT' }, null, false],
    [2, { payPlanDescription: '2 Mo Down' }, null, false],
    [3, { payPlanDescription: 'Monthly EFT' }, null, true],
    [3, { payPlanDescription: 'eft 6 pay' }, null, true],
    [3, { payPlanDescription: 'Monthly Direct Bill' }, null, false],
    [3, { payPlanDescription: 'LEFTOVER' }, null, false],
    [4, { payPlanNumOfPayments: 4 }, null, true],
    [4, { payPlanNumOfPayments: 5 }, null, false],
    [4, { payPlanNumOfPayments: 0 }, null, false],
  ])('[quote-5.18] type %i with %j (driver born %s): %s', (condition, fields, dob, expected) => {
    expect(phonePlanConditionHolds(condition, quote('X', fields), dob, TODAY)).toBe(expected);
  });

  it('[quote-5.18] [quote-5.14] [quote-4.18] type 1 on a carrier: buy now for a driver under 21 only', () => {
    const c = { conditions: { LSM: 1 as const } };
    expect(cardAction(quote('LSM'), ctx({ ...c, driverDob: '2007-05-05' }))).toBe('buyNow');
    expect(cardAction(quote('LSM'), ctx({ ...c, driverDob: '1988-04-17' }))).toBe('chat');
  });
});

describe('[quote-4.20] calls to action while effectiveDate plus the configured days is not past', () => {
  it.each<[string | null, number, string, boolean]>([
    ['2026-01-10', 0, TODAY, true], // 0 days: always
    ['2026-01-10', -3, TODAY, true], // read as 0
    ['2026-11-12', 10, TODAY, true], // the last day
    ['2026-11-11', 10, TODAY, false], // a day past
    ['2026-11-22', 1, TODAY, true],
    ['2026-12-01', 1, TODAY, true], // a future effective date
    ['2026-01-10', 30, TODAY, false], // Prairie Shield's past date
    ['2026-10-31', 22, TODAY, true], // across a month end
    ['2024-02-28', 1, '2024-02-29', true], // across a leap day
    ['2024-02-28', 1, '2024-03-01', false],
    [null, 10, TODAY, true], // no date to judge: shown
    ['soon', 10, TODAY, true],
  ])('[quote-4.20] effective %s + %i days on %s: %s', (effectiveDate, days, today, expected) => {
    expect(ctaVisible(effectiveDate, days, today)).toBe(expected);
  });
});

const UA = {
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  facebookIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/458.0.0.37.110;FBBV/589134571]',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Instagram 315.0.0.29.109 Android',
  lineAndroid: 'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Line/13.20.1',
  androidWebView: 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  linuxChromium: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/124.0.6367.82 Chrome/124.0.6367.82 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
} as const;

describe('the Safari or in-app browser check (quote §4 "Buy now")', () => {
  it.each<[keyof typeof UA, boolean]>([
    ['macSafari', true],
    ['iphoneSafari', true],
    ['iphoneChrome', true],
    ['facebookIos', true],
    ['instagramAndroid', true],
    ['lineAndroid', true],
    ['androidWebView', true],
    ['windowsChrome', false],
    ['windowsEdge', false],
    ['androidChrome', false],
    ['linuxChromium', false],
    ['firefox', false],
  ])('%s: %s', (name, expected) => {
    expect(isSafariOrInApp(UA[name])).toBe(expected);
  });

  it('an empty user agent is neither', () => {
    expect(isSafariOrInApp('')).toBe(false);
  });
});

describe('the day-of-week buy-online configuration', () => {
  it('without one: the modal, 5 cards, no timer (always inside)', () => {
    expect(buyOnlineForDay(undefined, 3, 14)).toEqual({ type: 'modal', maxCards: 5, inTimer: true });
    expect(buyOnlineForDay({ monday: { type: 'iframe' } }, 2, 14)).toEqual({ type: 'modal', maxCards: 5, inTimer: true });
  });

  it('picks the day by luxon weekday (1 Monday to 7 Sunday); a field left out takes its default', () => {
    const config = { monday: { type: 'iframe' as const, maxCards: 3 }, sunday: { type: 'newTab' as const } };
    expect(buyOnlineForDay(config, 1, 10)).toEqual({ type: 'iframe', maxCards: 3, inTimer: true });
    expect(buyOnlineForDay(config, 7, 10)).toEqual({ type: 'newTab', maxCards: 5, inTimer: true });
    expect(buyOnlineForDay(config, 0, 10).type).toBe('modal');
  });

  it.each<[number | undefined, number | undefined, number, boolean]>([
    [8, 20, 8, true],
    [8, 20, 19.99, true],
    [8, 20, 20, false],
    [8, 20, 7.5, false],
    [8.5, 17, 8.25, false],
    [20, 6, 23, true], // past midnight
    [20, 6, 5, true],
    [20, 6, 12, false],
    [9, 9, 9, false], // an empty window
    [undefined, 12, 11, true], // no start: from 0
    [12, undefined, 23.5, true], // no end: to 24
    [12, undefined, 11, false],
  ])('timer %s to %s at %s: inside %s', (timerStartHour, timerEndHour, hour, expected) => {
    expect(buyOnlineForDay({ friday: { timerStartHour, timerEndHour } }, 5, hour).inTimer).toBe(expected);
  });
});

describe('how buy now opens (quote §4 "Buy now")', () => {
  const iframeDay: BuyOnlineDay = { type: 'iframe', maxCards: 5, inTimer: true };
  const base: PresentationInput = { openNewWindow: false, userAgent: UA.windowsChrome, companyID: 'LSM', pseudoCarriers: ['BAP'], day: iframeDay };

  it.each<[string, Partial<PresentationInput>, string]>([
    ['the day\'s type on Chrome', {}, 'iframe'],
    ['Safari: the confirmation modal, whatever the day says', { userAgent: UA.macSafari }, 'confirm'],
    ['an in-app browser: the confirmation modal', { userAgent: UA.instagramAndroid }, 'confirm'],
    ['Safari with openNewWindow: still the confirmation modal (Yes opens the tab)', { userAgent: UA.iphoneSafari, openNewWindow: true }, 'confirm'],
    ['the rate\'s openNewWindow: a new tab', { openNewWindow: true }, 'newTab'],
    ['the page\'s open-new-window flag: a new tab', { pageOpensNewWindow: true }, 'newTab'],
    ['a pseudo-carrier: a new tab', { companyID: 'BAP' }, 'newTab'],
    ['the day\'s modal type: the confirmation modal', { day: { ...iframeDay, type: 'modal' } }, 'confirm'],
    ['the day\'s new-tab type', { day: { ...iframeDay, type: 'newTab' } }, 'newTab'],
    ['outside the timer: the confirmation modal', { day: { ...iframeDay, inTimer: false } }, 'confirm'],
    ['no day given: the default modal', { day: undefined }, 'confirm'],
  ])('%s', (_case, fields, expected) => {
    expect(buyNowPresentation({ ...base, ...fields })).toBe(expected);
  });
});

describe('the buy-now address a page may open', () => {
  it.each<[string | null | undefined, string | null]>([
    ['https://buy.lsm.example/start?quote=RQ-LSM-6', 'https://buy.lsm.example/start?quote=RQ-LSM-6'],
    ['HTTPS://Buy.LSM.example/start', 'https://buy.lsm.example/start'],
    ['http://localhost:5173/sandbox/buy?quote=RQ-LSM-6', 'http://localhost:5173/sandbox/buy?quote=RQ-LSM-6'],
    ['http://127.0.0.1:4173/x', 'http://127.0.0.1:4173/x'],
    ['http://buy.psh.example/start?quote=RQ-PSH-12', null],
    ['http://evil.example/', null],
    ['http://localhost.evil.example/', null],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(document.cookie)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['/buy/start?quote=RQ-LSM-6', null],
    ['buy.lsm.example/start', null],
    ['//evil.example/start', null],
    ['https:\\\\evil.example', null],
    ['https://evil.example\\@buy.lsm.example/', null],
    [' https://buy.lsm.example/', null],
    ['https://buy.lsm.example/\n', null],
    ['https://user:pass@buy.lsm.example/', null],
    ['ftp://buy.lsm.example/', null],
    ['https://', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (url, expected) => {
    expect(safeBuyUrl(url)).toBe(expected);
  });
});

describe('[quote-8.8] the buy-now error events', () => {
  it('[quote-8.8] an empty address: "Buy Now url empty for carrier:{carrier}", code 200, API Error, with the rateQuoteId', () => {
    expect(buyNowErrorEvent('emptyUrl', 'Prairie Shield', 'RQ-PSH-6')).toEqual({
      type: 'API Error',
      code: 200,
      message: 'Buy Now url empty for carrier:Prairie Shield',
      rateQuoteId: 'RQ-PSH-6',
    });
  });

  it('[quote-8.8] a failed selectQuote: "Error sending FW event to selectQuote", code 200, API Error', () => {
    expect(buyNowErrorEvent('selectQuote', 'Sierra Ridge Insurance', 'RQ-SRI-6')).toEqual({
      type: 'API Error',
      code: 200,
      message: 'Error sending FW event to selectQuote',
    });
  });
});

describe('[quote-7.28] the contact type', () => {
  it('[quote-7.28] 0 for a text message, 1 for a call', () => {
    expect(contactType('text')).toBe(0);
    expect(contactType('call')).toBe(1);
  });
});

describe('buy-now addresses by origin (site config allowedOrigins.buyNow and .frame)', () => {
  const site = siteConfigSchema.parse({});
  const page = 'https://www.agency.example/quote/#quotes';
  const targets = { pageOrigin: page, buyNow: site.allowedOrigins.buyNow, frame: site.allowedOrigins.frame };

  it("every sandbox carrier's https address may open in a tab and in the frame with the default site config", () => {
    const ids = ALL_RATE_CARRIERS.flatMap((c) => c.rates.map((r) => r.rateQuoteId)).filter((id) => !BUY_NOW_URL_KINDS[id]);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) {
      const url = buyNowUrlFor(id) ?? '';
      expect(buyNowOpenings(url, targets), id).toEqual({ tab: url, frame: url });
    }
  });

  it('another origin, a look-alike host or an http one is refused for both; the page\'s own origin opens in a tab, never in the frame', () => {
    for (const url of [`${FOREIGN_BUY_ORIGIN}/start?quote=RQ-GCA-12`, 'https://buy.lsm.example.evil.example/start', 'https://buy.lsm.example:8443/start', 'http://buy.lsm.example/start', 'https://evil.example/?u=https://buy.lsm.example']) {
      expect(buyNowOpenings(url, targets), url).toEqual({ tab: null, frame: null });
    }
    // The agency's online binding (the sandbox's Lone Star Mutual 12-month quote) has payment and e-sign frames of its own.
    const binding = bindingBuyUrl('https://www.agency.example', BINDING_BUY_RATE, 'tx-1');
    expect(buyNowOpenings(binding, targets)).toEqual({ tab: binding, frame: null });
    expect(buyNowOpenings(binding, { ...targets, frame: ['https://www.agency.example'] })).toEqual({ tab: binding, frame: null });
  });

  it('each purpose reads its own list', () => {
    const url = 'https://buy.lsm.example/start';
    // A frame only where a tab may go too (its Open in a new window and its fallback are tabs).
    expect(buyNowOpenings(url, { ...targets, buyNow: [] })).toEqual({ tab: null, frame: null });
    expect(buyNowOpenings(url, { ...targets, frame: [] })).toEqual({ tab: url, frame: null });
  });
});
