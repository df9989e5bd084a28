/**
 * The previous-quotes view through the rendered screen, with a real actor of the previous quotes
 * machine whose calls go through the real services to the in-process sandbox (its magic inputs,
 * docs/sandbox.md): the look-up form, the list newest first within the look-back, the owner's
 * dialog (focus, Escape, the mismatch and the attempts left, the server's message as text, "Quote
 * not found!"), the group's quotes, the requote and its time-out, and axe on the screens. English
 * throughout, Spanish for its texts.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { MISMATCH_AS_FAILURE_DOB, OWNER_CHECK_FAILURE_MESSAGE, PREVIOUS_QUOTES_CUSTOMER } from '../../fixtures/data/previousQuotes';
import { SANDBOX_BASIC } from '../../fixtures/models/previousQuotes.calls';
import { connectSandbox, TEST_BEARER_TOKEN, TEST_NOW } from '../../fixtures/sandbox/testing';
import { previousQuotesMachine, type PreviousQuotesConfig } from '../../machines/quote/previousQuotes.machine';
import { daysBefore } from '../../machines/quote/previousQuotes.rules';
import { commonText, fill } from '../../src/i18n';
import { formText } from '../../src/i18n/form';
import { fillDob, fillIn } from '../../src/testing/fill';
import { seriousViolations } from '../../src/testing/quoteView';
import { PreviousQuotes } from './PreviousQuotes';
import { dayText, previousQuotesText } from './previousQuotesText';
import { createTokenStore } from '../../src/storage/tokens';

type Lang = 'en' | 'es';
let running: Array<Actor<typeof previousQuotesMachine>> = [];
afterEach(() => {
  for (const a of running) a.stop();
  running = [];
});

function renderView(lang: Lang = 'en', config: Partial<PreviousQuotesConfig> = {}) {
  const sandbox = connectSandbox({
    api: { lang, getBearerToken: () => TEST_BEARER_TOKEN, getRecaptchaToken: async () => 'sandbox-recaptcha-pass', basic: SANDBOX_BASIC },
  });
  const tokens = createTokenStore({ backend: null, brand: 'bluebonnet' });
  const actor = createActor(previousQuotesMachine, { input: { now: () => TEST_NOW.getTime(), tokens, config: { pollIntervalMs: 5, ...config } } });
  running.push(actor);
  actor.start();
  const user = userEvent.setup();
  const view = render(<PreviousQuotes actorRef={actor} lang={lang} />);
  return { actor, sandbox, user, ...view };
}

const day = (daysAgo: number, lang: Lang = 'en') => dayText(daysBefore('2025-03-10', daysAgo), lang);

async function lookUp(user: ReturnType<typeof userEvent.setup>, lang: Lang, phone: string, dob: { month: string; day: string; year: string } = PREVIOUS_QUOTES_CUSTOMER.dob) {
  const t = previousQuotesText[lang];
  await fillIn(user, screen.getByLabelText(new RegExp(t.lookup.phone)), phone);
  await fillDob(user, screen.getByRole('group', { name: t.lookup.dob }), formText[lang], dob);
  await user.click(screen.getByRole('button', { name: t.lookup.submit }));
}

async function openGroup(user: ReturnType<typeof userEvent.setup>, lang: Lang, daysAgo: number) {
  const t = previousQuotesText[lang];
  await user.click(await screen.findByRole('button', { name: fill(t.list.open, { date: day(daysAgo, lang) }) }));
  return screen.findByRole('dialog', { name: t.owner.title });
}

/** The owner's date of birth filled in the dialog (it starts empty), then Confirm. */
async function confirmOwner(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, lang: Lang = 'en', dob: { month: string; day: string; year: string } = PREVIOUS_QUOTES_CUSTOMER.dob) {
  const t = previousQuotesText[lang];
  for (const [part, value] of [
    [formText[lang].month, dob.month],
    [formText[lang].day, dob.day],
    [formText[lang].year, dob.year],
  ] as const) {
    await fillIn(user, within(dialog).getByLabelText(part), value);
  }
  await user.click(within(dialog).getByRole('button', { name: t.owner.submit }));
}

const t = previousQuotesText.en;

describe('the previous quotes (en)', () => {
  it('[quote-4.30] [quote-7.19] looks up by phone and date of birth and lists the groups of the last 30 days, newest first', async () => {
    const { user, container, sandbox } = renderView();
    expect(screen.getByRole('heading', { name: t.title })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
    await lookUp(user, 'en', PREVIOUS_QUOTES_CUSTOMER.phone);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('button').map((b) => b.textContent);
    expect(items).toEqual([2, 5, 10, 25].map((n) => fill(t.list.open, { date: day(n) })));
    expect(screen.queryByText(fill(t.list.quoted, { date: day(45) }))).toBeNull();
    expect(sandbox.records.at(-1)?.query).toMatchObject({ PhoneNumber: '5550100001', DateOfBirth: '1985-04-12', FromDate: '2025-02-08', ToDate: '2025-03-10' });
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('[quote-4.30] an invalid phone is refused by the quote form\'s rule; a phone with no quotes says so; a failed look-up offers Try again', async () => {
    const { user, sandbox } = renderView();
    await fillIn(user, screen.getByLabelText(new RegExp(t.lookup.phone)), '512');
    await user.click(screen.getByRole('button', { name: t.lookup.submit }));
    expect((await screen.findAllByText(t.lookup.phoneInvalid)).length).toBeGreaterThan(0);
    expect(sandbox.records).toEqual([]);
    await lookUp(user, 'en', '555-010-0002');
    expect(await screen.findByText(fill(t.none, { count: 30 }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.edit }));
    await fillIn(user, screen.getByLabelText(new RegExp(t.lookup.phone)), '555-010-0003');
    await user.click(screen.getByRole('button', { name: t.lookup.submit }));
    expect(await screen.findByText(t.failed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.retry })).toBeInTheDocument();
  });

  it("[quote-2.27] [quote-4.31] [quote-6.4] [quote-8.6] the owner's dialog: focus inside, a wrong date of birth shows the message and the attempts left, Escape cancels, the right one opens the quotes", async () => {
    const { user, container } = renderView();
    await lookUp(user, 'en', PREVIOUS_QUOTES_CUSTOMER.phone);
    let dialog = await openGroup(user, 'en', 2);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Empty: the date of birth of the look-up is not filled in for the visitor (that would check nothing).
    for (const part of [formText.en.month, formText.en.day, formText.en.year]) expect(within(dialog).getByLabelText(part)).toHaveValue('');
    await confirmOwner(user, dialog, 'en', { ...PREVIOUS_QUOTES_CUSTOMER.dob, year: '1990' });
    expect(await within(dialog).findByText(`${t.owner.mismatch} ${fill(t.owner.attemptsLeft.other, { count: 2 })}`)).toBeInTheDocument();
    expect(await seriousViolations(container.ownerDocument.body)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openGroup(user, 'en', 2);
    for (const part of [formText.en.month, formText.en.day, formText.en.year]) expect(within(dialog).getByLabelText(part)).toHaveValue('');
    await confirmOwner(user, dialog);
    expect(await screen.findByRole('heading', { name: fill(t.detail.heading, { date: day(2) }) })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByText(fill(t.detail.drivers, { names: 'Rosa Delgado, Mateo Delgado' }))).toHaveLength(2);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('[quote-3.15] the quotes of a group show their carrier, their total and their vehicles', async () => {
    const { user } = renderView();
    await lookUp(user, 'en', PREVIOUS_QUOTES_CUSTOMER.phone);
    await confirmOwner(user, await openGroup(user, 'en', 2));
    await screen.findByRole('heading', { name: fill(t.detail.heading, { date: day(2) }) });
    const quotes = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(quotes.map((q) => within(q).getByRole('heading', { level: 4 }).textContent)).toEqual(['Lone Star Mutual', 'Gulf Coast Auto', 'Sierra Ridge Insurance']);
    expect(within(quotes[0] as HTMLElement).getByText(fill(t.detail.total.other, { months: 6, amount: '$812.40' }))).toBeInTheDocument();
    expect(within(quotes[0] as HTMLElement).getByText(fill(t.detail.vehicles, { vehicles: '2021 Honda Accord, 2019 Toyota Camry' }))).toBeInTheDocument();
    expect(within(quotes[1] as HTMLElement).getByText(fill(t.detail.total.other, { months: 6, amount: '$1,184.50' }))).toBeInTheDocument();
  });

  it('[quote-4.31] [quote-6.4] the third wrong date of birth ends the previous quotes: back to the start', async () => {
    const { user, actor } = renderView();
    await lookUp(user, 'en', PREVIOUS_QUOTES_CUSTOMER.phone);
    const dialog = await openGroup(user, 'en', 2);
    for (const left of [2, 1]) {
      await confirmOwner(user, dialog, 'en', { ...PREVIOUS_QUOTES_CUSTOMER.dob, year: '1990' });
      const attempts = left === 1 ? t.owner.attemptsLeft.one : t.owner.attemptsLeft.other;
      expect(await within(dialog).findByText(`${t.owner.mismatch} ${fill(attempts, { count: left })}`)).toBeInTheDocument();
    }
    await confirmOwner(user, dialog, 'en', { ...PREVIOUS_QUOTES_CUSTOMER.dob, year: '1990' });
    await waitFor(() => expect(actor.getSnapshot().output).toEqual({ kind: 'restart' }));
    expect(screen.queryByRole('heading', { name: t.title })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[quote-4.31] [quote-8.6] a mismatch the API answers as a failure (its message) uses an attempt too: the third ends at the start', async () => {
    const { user, actor } = renderView();
    await lookUp(user, 'en', PREVIOUS_QUOTES_CUSTOMER.phone);
    const dialog = await openGroup(user, 'en', 2);
    const [year = '', month = '', dd = ''] = MISMATCH_AS_FAILURE_DOB.split('-');
    const asFailure = { month, day: dd, year };
    await confirmOwner(user, dialog, 'en', asFailure);
    expect(await within(dialog).findByText(`${t.owner.mismatch} ${fill(t.owner.attemptsLeft.other, { count: 2 })}`)).toBeInTheDocument();
    await confirmOwner(user, dialog, 'en', asFailure);
    expect(await within(dialog).findByText(`${t.owner.mismatch} ${fill(t.owner.attemptsLeft.one, { count: 1 })}`)).toBeInTheDocument();
    await confirmOwner(user, dialog, 'en', asFailure);
    await waitFor(() => expect(actor.getSnapshot().output).toEqual({ kind: 'restart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[quote-8.6] "Quote not found!" goes back to the start; another failure shows the server\'s message as text', async () => {
    const { user, actor } = renderView();
    await lookUp(user, 'en', PREVIOUS_QUOTES_CUSTOMER.phone);
    let dialog = await openGroup(user, 'en', 25);
    await confirmOwner(user, dialog);
    expect(await within(dialog).findByText(OWNER_CHECK_FAILURE_MESSAGE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.owner.cancel }));
    dialog = await openGroup(user, 'en', 10);
    await confirmOwner(user, dialog);
    await waitFor(() => expect(actor.getSnapshot().output).toEqual({ kind: 'restart' }));
  });

  it('[quote-4.32] [quote-7.23] [quote-7.18] Get new quote asks again from the stored quote and ends with the new quotes', async () => {
    const { user, actor, sandbox } = renderView();
    await lookUp(user, 'en', PREVIOUS_QUOTES_CUSTOMER.phone);
    const dialog = await openGroup(user, 'en', 2);
    await confirmOwner(user, dialog);
    await user.click(await screen.findByRole('button', { name: fill(t.detail.requoteFor, { date: day(1) }) }));
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    const output = actor.getSnapshot().output;
    expect(output).toMatchObject({ kind: 'requoted', transactionId: 'RQT-PQ-0201', transaction: { customer: { name: 'Rosa' } } });
    expect(output?.kind === 'requoted' ? output.quotes.length : 0).toBe(14);
    expect(sandbox.records.map((r) => r.path).filter((p) => p.includes('/rating/'))).toEqual([
      '/api/rating/requote',
      '/api/rating/getRequoteResults',
      '/api/rating/getRequoteResults',
      '/api/rating/loadByRateQuoteId/PQ-0201',
    ]);
  });

  it('[quote-4.32] a requote that never finishes stops at its limit: the time-out message, Try again or back to the quotes', async () => {
    const { user } = renderView('en', { requoteLimitMs: 150 });
    await lookUp(user, 'en', PREVIOUS_QUOTES_CUSTOMER.phone);
    const dialog = await openGroup(user, 'en', 2);
    await confirmOwner(user, dialog);
    await user.click(await screen.findByRole('button', { name: fill(t.detail.requoteFor, { date: day(-5) }) }));
    expect(await screen.findByText(t.requoting)).toBeInTheDocument();
    expect(await screen.findByText(t.timedOut)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.backToQuotes }));
    expect(screen.queryByText(t.timedOut)).toBeNull();
    await user.click(screen.getByRole('button', { name: fill(t.detail.requoteFor, { date: day(-12) }) }));
    expect(await screen.findByText(t.requoteFailed)).toBeInTheDocument();
  });

  it('[quote-4.30] leaving: Back to the quote form ends with closed', async () => {
    const { user, actor } = renderView();
    await user.click(screen.getByRole('button', { name: t.close }));
    expect(actor.getSnapshot().output).toEqual({ kind: 'closed' });
  });
});

describe('the previous quotes (es)', () => {
  it('[quote-4.30] [quote-2.27] the look-up, the list and the dialog in Spanish', async () => {
    const es = previousQuotesText.es;
    const { user, container } = renderView('es');
    expect(screen.getByRole('heading', { name: es.title })).toBeInTheDocument();
    await lookUp(user, 'es', PREVIOUS_QUOTES_CUSTOMER.phone);
    expect(await screen.findByRole('heading', { name: fill(es.list.heading, { count: 30 }) })).toBeInTheDocument();
    const dialog = await openGroup(user, 'es', 2);
    expect(within(dialog).getByRole('button', { name: commonText.es.close })).toBeInTheDocument();
    await act(async () => {
      await confirmOwner(user, dialog, 'es');
    });
    expect(await screen.findByRole('heading', { name: fill(es.detail.heading, { date: day(2, 'es') }) })).toBeInTheDocument();
    expect(screen.getByText(fill(es.detail.total.other, { months: 6, amount: new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(812.4) }))).toBeInTheDocument();
    expect(screen.getAllByText(fill(es.detail.vehicles, { vehicles: '2021 Honda Accord' })).length).toBeGreaterThan(0);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
