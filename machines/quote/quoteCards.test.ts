/**
 * The cards' buttons and order as the quote chart reads them (machines/quote/quoteCards.ts): at most the
 * day's maximum of cards offer Buy now (quote-4.21), whatever the sorting; a buy-now address that
 * could not be opened takes that quote's Buy now away; a type 2 carrier waits for the idle agents
 * (quote-4.19); "Buy online" (option 2) keeps what can be bought now (quote-4.25); the chat is a
 * press like the others (quote-3.11).
 */
import { describe, expect, it } from 'vitest';
import type { RateQuote } from '../../services/rateQuotes';
import { allCardButtons, cardButtons, impressionEvents, offeredSortOptions, pressEvents, sellsNow, shownQuotes, type ShownState } from './quoteCards';
import { DEFAULT_CARD_SETTINGS, DEFAULT_RESULT_SETTINGS, type SortOption } from './quoteSettings';

/** Sunday 22 November 2026, noon in Chicago. */
const NOW = Date.parse('2026-11-22T18:00:00.000Z');

/** A 6-month quote with a buy button, paid monthly, `total` in all. */
function quote(id: string, total: number, fields: Partial<RateQuote> = {}): RateQuote {
  return {
    rateQuoteId: `RQ-${id}`,
    companyID: id,
    companyName: `Carrier ${id}`,
    logoUrl: null,
    carrierType: 1,
    term: 6,
    totalPremium: total,
    payPlanDownPayment: 100,
    payPlanPaymentAmount: (total - 100) / 5,
    payPlanNumOfPayments: 5,
    payPlanDescription: 'Monthly EFT',
    payPlanPercentDown: null,
    quoteNumber: null,
    showBuyButton: true,
    openNewWindow: false,
    effectiveDate: '2026-12-01',
    bolType: 1,
    ...fields,
  };
}

function state(quotes: RateQuote[], fields: Partial<ShownState> = {}): ShownState {
  return {
    quotes,
    coverage: { term: 6, product: 'SML', custom: {} },
    terms: [6, 12],
    sortOption: 0,
    results: DEFAULT_RESULT_SETTINGS,
    cards: DEFAULT_CARD_SETTINGS,
    idleAgents: 0,
    driver1: { dob: { month: '06', day: '14', year: '1988' } },
    now: () => NOW,
    buyUnavailable: [],
    ...fields,
  };
}

const actions = (s: ShownState) => Object.fromEntries([...allCardButtons(s)].map(([id, b]) => [id.replace('RQ-', ''), b.action]));
const order = (s: ShownState) => shownQuotes(s).map((q) => q.companyID);

// Seven carriers that would all offer Buy now, listed from the dearest to the cheapest.
const SEVEN = ['G', 'F', 'E', 'D', 'C', 'B', 'A'].map((id, i) => quote(id, 900 - i * 50));

describe('[quote-4.21] at most the maximum buy-online cards offer Buy now', () => {
  it('[quote-4.21] 5 by default: the five cheapest of the seven; the other two offer chat', () => {
    expect(actions(state(SEVEN))).toEqual({ A: 'buyNow', B: 'buyNow', C: 'buyNow', D: 'buyNow', E: 'buyNow', F: 'chat', G: 'chat' });
    const buying = [...allCardButtons(state(SEVEN)).values()].filter((b) => b.kinds.includes('buyNow'));
    expect(buying).toHaveLength(5);
  });

  it.each<SortOption>([0, 1, 4, 5, 6])('[quote-4.21] sorting (option %i) does not change which quotes can be bought online', (sortOption) => {
    expect(actions(state(SEVEN, { sortOption }))).toEqual(actions(state(SEVEN)));
  });

  it("[quote-4.21] the day's configured maximum; a pseudo-carrier past it offers buy from an agent", () => {
    const cards = { ...DEFAULT_CARD_SETTINGS, buyOnline: { sunday: { maxCards: 2 } } };
    const results = { ...DEFAULT_RESULT_SETTINGS, pseudoCarriers: ['G'] };
    expect(actions(state(SEVEN, { cards, results }))).toEqual({ A: 'buyNow', B: 'buyNow', C: 'chat', D: 'chat', E: 'chat', F: 'chat', G: 'buyFromAgent' });
    // Another day keeps the default.
    const monday = { ...DEFAULT_CARD_SETTINGS, buyOnline: { monday: { maxCards: 2 } } };
    expect(Object.values(actions(state(SEVEN, { cards: monday }))).filter((a) => a === 'buyNow')).toHaveLength(5);
  });

  it('[quote-4.21 quote-4.19] a type 2 carrier turned to agent contact takes no place: the next cheapest offers Buy now', () => {
    const quotes = SEVEN.map((q) => (q.companyID === 'A' ? { ...q, carrierType: 2 } : q));
    expect(actions(state(quotes, { idleAgents: 2 }))).toEqual({ A: 'agentContact', B: 'buyNow', C: 'buyNow', D: 'buyNow', E: 'buyNow', F: 'buyNow', G: 'chat' });
  });

  it('a buy-now address that could not be opened: that quote offers chat, and its place goes to the next one', () => {
    expect(actions(state(SEVEN, { buyUnavailable: ['RQ-A'] }))).toEqual({ A: 'chat', B: 'buyNow', C: 'buyNow', D: 'buyNow', E: 'buyNow', F: 'buyNow', G: 'chat' });
  });

  it('[quote-4.20] a card past its effective date offers nothing and takes no place', () => {
    const cards = { ...DEFAULT_CARD_SETTINGS, ctaDays: 1 };
    const quotes = SEVEN.map((q) => (q.companyID === 'A' ? { ...q, effectiveDate: '2026-01-10' } : q));
    const buttons = allCardButtons(state(quotes, { cards }));
    expect(buttons.get('RQ-A')).toMatchObject({ ctas: false, kinds: [] });
    expect([...buttons.values()].filter((b) => b.kinds.includes('buyNow'))).toHaveLength(5);
    expect(buttons.get('RQ-F')?.kinds).toEqual(['buyNow']);
  });
});

describe('[quote-4.19] a type 2 carrier and the idle agents', () => {
  const sierra = quote('SRI', 700, { carrierType: 2 });
  const plain = quote('LSM', 800);

  it('[quote-4.19] while the agents are counted: no Buy now to press, the card says it waits; the others are not held', () => {
    const s = state([sierra, plain], { idleAgents: null, agentsPending: true });
    expect(cardButtons(s, sierra)).toMatchObject({ pending: true, kinds: [] });
    expect(cardButtons(s, plain)).toMatchObject({ pending: false, action: 'buyNow', kinds: ['buyNow'] });
  });

  it('[quote-4.19 quote-6.5] agents free: Call me and Text me; none free or the count failed: Buy now', () => {
    expect(cardButtons(state([sierra], { idleAgents: 2 }), sierra)).toMatchObject({ action: 'agentContact', kinds: ['call', 'text'] });
    expect(cardButtons(state([sierra], { idleAgents: 0 }), sierra)).toMatchObject({ action: 'buyNow', kinds: ['buyNow'] });
    expect(cardButtons(state([sierra], { idleAgents: null }), sierra)).toMatchObject({ action: 'buyNow', kinds: ['buyNow'] });
  });

  it('[quote-3.11] the impressions say agent contact once the agents are known', () => {
    const events = impressionEvents({ ...state([sierra, plain], { idleAgents: 2 }), visitor: 'new', driver3: { state: 'TX' } as never, transactionId: 'T-1' }, [sierra, plain]);
    expect(events.map((e) => ('cta' in e ? e.cta : null))).toEqual(['agentContact', 'buyNow']);
  });
});

describe('[quote-4.25] "Buy online" keeps what can be bought now', () => {
  // LSM: Buy now; PSH: Buy now but its address did not open; RRI: no buy button (chat); BAP: sold
  // through an agent; SRI: type 2 with agents free (agent contact); OLD: its calls to action expired.
  const quotes = [
    quote('LSM', 800),
    quote('PSH', 500),
    quote('RRI', 450, { showBuyButton: false }),
    quote('BAP', 900, { showBuyButton: false }),
    quote('SRI', 700, { carrierType: 2 }),
    quote('OLD', 400, { effectiveDate: '2026-01-10' }),
  ];
  const s = state(quotes, {
    sortOption: 2,
    idleAgents: 2,
    buyUnavailable: ['RQ-PSH'],
    results: { ...DEFAULT_RESULT_SETTINGS, pseudoCarriers: ['BAP'] },
    cards: { ...DEFAULT_CARD_SETTINGS, ctaDays: 30 },
  });

  it('[quote-4.25] a working Buy now, an agent-sold carrier, a type 2 carrier through an agent; by price', () => {
    expect(order(s)).toEqual(['SRI', 'LSM', 'BAP']);
    expect(order({ ...s, sortOption: 0 })).toEqual(['OLD', 'RRI', 'PSH', 'SRI', 'LSM', 'BAP']);
  });

  it('[quote-4.25] what sells now is what the card offers', () => {
    const buttons = allCardButtons(s);
    expect(quotes.filter((q) => sellsNow(buttons.get(q.rateQuoteId))).map((q) => q.companyID)).toEqual(['LSM', 'BAP', 'SRI']);
  });
});

describe('[quote-4.26] the sorting options offered', () => {
  it('[quote-4.26] Top rated only with a top-rated carrier among the cards of the term', () => {
    const quotes = [quote('LSM', 800), quote('GCA', 900, { term: 12 })];
    expect(offeredSortOptions(state(quotes))).not.toContain(3);
    expect(offeredSortOptions(state(quotes, { results: { ...DEFAULT_RESULT_SETTINGS, topRated: ['GCA'] } }))).not.toContain(3);
    expect(offeredSortOptions(state(quotes, { results: { ...DEFAULT_RESULT_SETTINGS, topRated: ['GCA', 'LSM'] } }))).toContain(3);
  });
});

describe('[quote-3.11] a press on the chat', () => {
  it('[quote-3.11] is quote_click then nonbol_cta, with the chat and where it goes', () => {
    const q = quote('RRI', 450, { showBuyButton: false });
    const events = pressEvents({ visitor: 'new', driver3: { state: 'TX' } as never, transactionId: 'T-1' }, q, 1, 'chat', '/contact/');
    expect(events).toEqual([
      expect.objectContaining({ event: 'quote_click', cta: 'chat', ctaUrl: '/contact/', carrierName: 'Carrier RRI', quotePosition: 1 }),
      expect.objectContaining({ event: 'nonbol_cta', cta: 'chat', ctaUrl: '/contact/', carrierName: 'Carrier RRI', quotePosition: 1 }),
    ]);
  });
});
