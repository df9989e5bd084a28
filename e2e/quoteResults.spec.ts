/**
 * The quote results as a new visitor reads them, in the built site against its sandbox: a quote
 * completed from the first step (licence lookup, contact, address, one vehicle by VIN, a package),
 * then the cards sorted each way, in English and Spanish, on a phone (390 px) and a desktop
 * (1280 px). The page lists Gulf Coast Auto then Lone Star Mutual as top rated and Bluebonnet as
 * sold through an agent (its data-config, set as the page is parsed), so that every option is
 * offered and the seven carriers' 6-month quotes tell the options apart (docs/sandbox.md,
 * "Carriers and rates"): Pioneer's installment is high but its total low, the top-rated carriers
 * are not the cheapest, Red River and Pioneer have no buy button. Every screen: no horizontal
 * scroll, every card's buttons on screen, the note that says what the option sorts by.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './workerPage';
import { fill } from '../src/i18n';
import { quoteText } from '../src/i18n/quote';
import { QUOTE_PAGE_CONFIG } from '../src/pages/quotePageConfig';
import { completeQuote } from './quoteEntry';
import { configureHost } from './walk';

// The quote page's own top-rated carriers, and Bluebonnet sold through an agent.
const PAGE_CONFIG = { ...QUOTE_PAGE_CONFIG, pseudoCarriers: ['BAP'] };

const RRI = 'Red River Indemnity';
const PCX = 'Pioneer Casualty';
const LSM = 'Lone Star Mutual';
const BAP = 'Bluebonnet Agency Plan';
const SRI = 'Sierra Ridge Insurance';
const GCA = 'Gulf Coast Auto';
const PSH = 'Prairie Shield';

/** Each option's cards as a shopper reads them, top to bottom (Show more pressed). */
const ORDERS: ReadonlyArray<[option: number, carriers: string[]]> = [
  // 0, 1, 6: the total of the term ($558.40, $569.15, $812.40, $905.80, $907.45, $1,184.50, $1,342.75).
  [0, [RRI, PCX, LSM, BAP, SRI, GCA, PSH]],
  [1, [PSH, GCA, SRI, BAP, LSM, PCX, RRI]],
  // What can be bought now: Buy now, buy from an agent, or Sierra Ridge's agent contact (agents free).
  [2, [LSM, BAP, SRI, GCA, PSH]],
  // The top-rated carriers in the page's order, then the others by price.
  [3, [GCA, LSM, RRI, PCX, BAP, SRI, PSH]],
  // Per month: Pioneer's $189.70 every two months is $94.85 a month; paid in full last.
  [4, [RRI, PCX, LSM, SRI, BAP, GCA, PSH]],
  [5, [RRI, LSM, PCX, BAP, SRI, GCA, PSH]],
  [6, [RRI, PCX, LSM, BAP, SRI, GCA, PSH]],
];

/** The page's data-config, set as the page is parsed (as a path that starts on a configured page has it). */
const configurePage = (page: Page) => configureHost(page, 'quote', PAGE_CONFIG);

for (const lang of ['en', 'es'] as const) {
  for (const width of [390, 1280]) {
    test(`[quote-4.23 quote-4.24 quote-4.25 quote-4.26 quote-4.27 quote-4.28 quote-4.29 quote-4.17] a new visitor completes a quote and sorts it each way (${lang}, ${width} px)`, async ({ page }) => {
      test.setTimeout(60_000);
      const t = quoteText[lang];
      const q = t.quotes;
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.setViewportSize({ width, height: 900 });
      await configurePage(page);
      await completeQuote(page, lang);
      const sort = page.getByRole('combobox', { name: q.sortBy });
      const list = page.getByRole('list', { name: q.list });
      await page.getByRole('button', { name: q.showMore, exact: true }).click();
      await expect(sort.getByRole('option')).toHaveText(q.sortOptions);
      for (const [option, carriers] of ORDERS) {
        await sort.selectOption({ label: q.sortOptions[option] ?? '' });
        await expect(list.getByRole('heading', { level: 3 })).toHaveText(carriers);
        // Which amount the option sorts by, said under the sorting.
        await expect(sort).toHaveAccessibleDescription(fill(q.sortNotes[option] ?? '', { term: fill(q.termPhrase.other, { months: 6 }) }));
        // Nothing wider than the screen; every card's buttons reachable.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        for (const group of await list.getByRole('group').all()) await expect(group.getByRole('link').last()).toBeVisible();
      }
      // quote-4.17: the total of the term on a card paid in installments; paid in full, its one amount.
      const card = (name: string) => list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
      await expect(card(LSM).getByText(fill(q.card.total.other, { months: 6, amount: '$812.40' }))).toBeVisible();
      await expect(card(GCA).getByText(fill(q.card.payInFull, { amount: '$1,184.50' }))).toBeVisible();
      await expect(card(GCA).getByText(q.card.topRated)).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
}
