/**
 * quote-2.32, the quote results screen: "old and new layouts, sort dropdowns, show-more/less, a
 * back-to-top link after scrolling beyond 400 px, and a nearest-office link". The layouts are the
 * page's `cardLayout` (src/config/quote.ts): 'new', the cards (the default), or 'old', compact
 * rows, one per carrier; both draw the same list, facts and buttons (docs/architecture.md says
 * why). Rendered with the real chart, its calls held and answered (src/testing/quoteStage.ts), in
 * English and Spanish.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { coverageRevisitInput, texasCoverages } from '../../fixtures/models/quote.model';
import { commonText, fill } from '../../src/i18n';
import { quoteText } from '../../src/i18n/quote';
import { BY_PRICE, finish, quoteStage, type Rendered } from '../../src/testing/quoteStage';

const { atPolling } = quoteStage({ revisit: coverageRevisitInput, coverages: texasCoverages });

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  act(() => scrollTo(0));
});

const LAYOUTS = [{ name: 'new', config: {} }, { name: 'old', config: { cardLayout: 'old' } }] as const;

describe.each(['en', 'es'] as const)("the quote cards' layouts (%s)", (lang) => {
  const t = quoteText[lang];
  const q = t.quotes;
  const list = () => screen.getByRole('list', { name: q.list });
  const items = () => within(list()).getAllByRole('listitem');

  /** At the cards, every carrier shown (Show more pressed). */
  async function allCards(config: unknown): Promise<Rendered> {
    const r = await atPolling(lang, { config });
    await finish(r);
    await r.user.click(screen.getByRole('button', { name: q.showMore }));
    return r;
  }

  /**
   * What each carrier's item says and offers, in order: its heading (the carrier's name, from the
   * logo's text alternative or the text), all its words, its group of actions, its buttons and links.
   */
  const facts = () =>
    items().map((item) => {
      const heading = within(item).getByRole('heading', { level: 3 });
      return {
        carrier: heading.querySelector('img')?.getAttribute('alt') ?? heading.textContent,
        text: item.textContent,
        group: within(item).getByRole('group').getAttribute('aria-label'),
        buttons: within(item)
          .queryAllByRole('button')
          .map((b) => [b.getAttribute('aria-label'), b.textContent]),
        links: within(item)
          .queryAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      };
    });

  it('[quote-2.32] the default is the new layout: each carrier a card, the list not drawn as rows', async () => {
    await allCards(undefined);
    expect(list()).not.toHaveClass('quote-offers--rows');
    expect(items()).toHaveLength(7);
    for (const item of items()) {
      expect(item).toHaveClass('card', 'quote-offer');
      expect(item).not.toHaveClass('quote-offer--row');
    }
  });

  it('[quote-2.32] draws the old layout as one row per carrier, with the same carriers, terms, amounts, buttons and links as the cards, in the same order', async () => {
    await allCards({});
    const cards = facts();
    cleanup();
    await allCards({ cardLayout: 'old' });
    expect(list()).toHaveClass('quote-offers', 'quote-offers--rows');
    for (const item of items()) {
      expect(item).toHaveClass('quote-offer', 'quote-offer--row');
      expect(item).not.toHaveClass('card');
    }
    const rows = facts();
    expect(rows).toEqual(cards);
    // Not two empty lists alike: the seven carriers by price, each row with its term, payment and buttons.
    expect(rows.map((r) => r.carrier)).toEqual(BY_PRICE);
    const gulf = rows.find((r) => r.carrier === 'Gulf Coast Auto');
    expect(gulf?.text).toContain(fill(q.card.term.other, { months: 6 }));
    expect(gulf?.text).toContain(fill(q.card.payInFull, { amount: '$1,184.50' }));
    expect(gulf?.group).toBe(fill(q.card.actionsFor, { carrier: 'Gulf Coast Auto' }));
    expect(gulf?.buttons).toEqual([[fill(q.card.buyNowFor, { carrier: 'Gulf Coast Auto' }), q.card.buyNow]]);
    expect(gulf?.links).toEqual([[fill(q.card.call, { phone: '1-800-555-0199' }), 'tel:+18005550199']]);
    const bluebonnet = rows.find((r) => r.carrier === 'Bluebonnet Agency Plan');
    expect(bluebonnet?.links).toContainEqual([q.chat, lang === 'es' ? '/es/contact/' : '/contact/']);
  });

  it('[quote-2.32] pressing Buy now in a row does what it does on a card: the same quote is chosen (the card press reaches the API)', async () => {
    const chosen: unknown[] = [];
    for (const layout of LAYOUTS) {
      const r = await allCards(layout.config);
      const row = screen.getByRole('heading', { level: 3, name: 'Lone Star Mutual' }).closest('li');
      if (!row) throw new Error(`no item for Lone Star Mutual (${layout.name})`);
      expect(row).toHaveClass(layout.name === 'old' ? 'quote-offer--row' : 'card');
      expect(r.calls('selectQuote')).toHaveLength(0);
      await r.user.click(within(row).getByRole('button', { name: fill(q.card.buyNowFor, { carrier: 'Lone Star Mutual' }) }));
      expect(r.calls('selectQuote')).toHaveLength(1);
      const { rateQuoteId, region } = r.calls('selectQuote')[0]?.input as { rateQuoteId: string; region: string };
      chosen.push({ rateQuoteId, region });
      cleanup();
    }
    expect(chosen).toEqual([
      { rateQuoteId: 'LSM-6', region: 'main' },
      { rateQuoteId: 'LSM-6', region: 'main' },
    ]);
  });

  it('[quote-2.32] the results screen in either layout: the sort dropdown, Show more then Show fewer, the nearest-office link, and Back to top only past 400 px', async () => {
    for (const layout of LAYOUTS) {
      const r = await atPolling(lang, { config: layout.config });
      await finish(r);
      if (layout.name === 'old') expect(list()).toHaveClass('quote-offers--rows');
      else expect(list()).not.toHaveClass('quote-offers--rows');
      const sort = screen.getByRole('combobox', { name: q.sortBy });
      // Every option: Top rated (3) too, as the quote pages list top-rated carriers among the quotes.
      expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual([...q.sortOptions]);
      await r.user.selectOptions(sort, q.sortOptions[1] ?? '');
      expect(within(list()).getAllByRole('heading', { level: 3 }).map((h) => h.querySelector('img')?.getAttribute('alt') ?? h.textContent)).toEqual([...BY_PRICE].reverse().slice(0, 5));
      await r.user.click(screen.getByRole('button', { name: q.showMore }));
      expect(items()).toHaveLength(7);
      await r.user.click(screen.getByRole('button', { name: q.showFewer }));
      expect(items()).toHaveLength(5);
      expect(screen.getByRole('link', { name: q.nearestOffice })).toHaveAttribute('href', lang === 'es' ? '/es/offices/' : '/offices/');
      const backToTop = commonText[lang].backToTop;
      act(() => scrollTo(400));
      expect(screen.queryByRole('button', { name: backToTop })).toBeNull();
      act(() => scrollTo(401));
      expect(screen.getByRole('button', { name: backToTop })).toBeVisible();
      act(() => scrollTo(0));
      cleanup();
    }
  });
});
