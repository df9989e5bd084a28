/**
 * Online binding as a new customer does it (issue 33, "Done means"), in a real Chromium against
 * the sandbox, with the sandbox's agent desk (`/sandbox/agent/`) in a second page standing in for
 * the agency's agent: a quote completed and bought from its card (the binding page opens in a new
 * tab, a transactionId of its own), the codes typed, the agent's No to the email code then Yes, a call back asked,
 * the driver check passed, a spouse and an excluded driver added, the questions answered with a
 * wrong answer first, and the final success. Then the same page in Spanish loads and is usable.
 * Each run uses a transactionId of its own (the buy now's, or a new one), so the sandbox's
 * verification log starts empty for it.
 * The generated paths of the chart are walked by paths.spec.ts.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { pagePath } from '../src/flows/kit';
import { CONSENT_MESSAGE } from '../src/pages/bindingPageConfig';
import { fill } from '../src/i18n';
import { bindingText } from '../src/i18n/binding';
import { formText } from '../src/i18n/form';
import { BINDING_QUOTES, PAPERLESS_CONSENT_MESSAGE, QUESTION_MESSAGES } from '../fixtures/data/binding';
import { BINDING_BUY_RATE } from '../fixtures/data/rateQuotes';
import { quoteText } from '../src/i18n/quote';
import { scan } from './axeScan';
import { completeQuote } from './quoteEntry';

const bindAddress = (lang: 'en' | 'es', transactionId: string, rateQuoteId: string) => `${pagePath('/bind/', lang)}?transactionId=${transactionId}&rateQuoteId=${rateQuoteId}`;

/** The sandbox's agent desk (fixtures/sandbox/agentDesk.ts, served by the preview server; the suite reads it as a visitor does). */
const AGENT_DESK_PATH = '/sandbox/agent/';
const DESK_TITLE = 'Sandbox agent desk';
/** A desk button's name: "Yes to the email code, attempt 1 (123456), of transaction T". */
const deskButton = (word: 'Yes' | 'No', channel: 'Email' | 'Text', attempt: 1 | 2, code: string, transactionId: string) =>
  `${word} to the ${channel.toLowerCase()} code, attempt ${attempt} (${code}), of transaction ${transactionId}`;

/** The agent answers one code on the desk (the page reloads with the row changed). */
async function agentSays(desk: Page, customer: Page, word: 'Yes' | 'No', channel: 'Email' | 'Text', attempt: 1 | 2, code: string, transactionId: string) {
  await desk.bringToFront();
  await desk.goto(AGENT_DESK_PATH);
  await desk.getByRole('button', { name: deskButton(word, channel, attempt, code, transactionId), exact: true }).click();
  await expect(desk.getByRole('heading', { name: DESK_TITLE })).toBeVisible();
  // Back to the customer's tab (a tab in the background has its frames throttled).
  await customer.bringToFront();
}

async function fillDob(scope: ReturnType<Page['getByRole']> | Page, legend: string, lang: 'en' | 'es', month: string, day: string, year: string) {
  const f = formText[lang];
  const group = scope.getByRole('group', { name: legend });
  await group.getByRole('textbox', { name: f.month }).fill(month);
  await group.getByRole('textbox', { name: f.day }).fill(day);
  await group.getByRole('textbox', { name: f.year }).fill(year);
}

test("online binding: [quote-2.29 quote-7.16 portal-2.10 portal-2.11 portal-4.19 portal-4.20 portal-4.21 portal-4.30 portal-5.5 portal-5.8 portal-5.9 portal-5.10 portal-5.11 portal-5.12 portal-5.15 portal-7.18 portal-7.19 portal-7.21] from a quote card's Buy now, a new customer verifies with the agent (No, then Yes), asks for a call back, adds a spouse and an excluded driver, answers the questions (one wrong first), and reaches the success, in en", async ({ page: quotePage, context }) => {
  test.setTimeout(120_000);
  const t = bindingText.en;
  const v = t.verification;
  const a = t.additional;
  const q = quoteText.en.quotes;
  const lsm = { carrier: 'Lone Star Mutual' };

  // A quote for 12 months; Lone Star Mutual's 12-month quote is bought with the agency online (the
  // sandbox's BINDING_BUY_RATE). completeQuote installs the context's clock, the binding tab's too:
  // each poll of the log (every 3 s) comes when the agent has answered, not 3 s later.
  await completeQuote(quotePage, 'en', { term: 12 });
  await quotePage.getByRole('button', { name: fill(q.card.buyNowFor, lsm) }).click();
  const confirm = quotePage.getByRole('dialog', { name: fill(q.action.confirmTitle, lsm) });
  await expect(confirm.getByText(fill(q.action.confirmTextOwnSite, lsm))).toBeVisible();
  const opening = context.waitForEvent('page');
  await confirm.getByRole('button', { name: q.action.yes }).click();
  const page = await opening;
  await expect(page).toHaveURL(new RegExp(`/bind/\\?transactionId=buy-[0-9a-f-]{36}&rateQuoteId=${BINDING_BUY_RATE}$`));
  const transactionId = new URL(page.url()).searchParams.get('transactionId') ?? '';
  const desk = await context.newPage();
  await page.bringToFront();

  // Contact verification opens with the driver step: both codes typed and sent.
  const codes = page.getByRole('dialog', { name: v.title });
  await expect(codes.getByRole('textbox', { name: v.emailCode })).toBeVisible();
  await expect(codes.getByRole('textbox', { name: v.emailCode })).toHaveAttribute('autocomplete', 'one-time-code');
  await codes.getByRole('textbox', { name: v.emailCode }).fill('123456');
  await codes.getByRole('textbox', { name: v.textCode }).fill('654321');
  await codes.getByRole('button', { name: v.submit }).click();
  const waiting = page.getByRole('dialog', { name: v.waitingTitle });
  await expect(waiting.getByRole('timer')).toBeVisible();
  expect(await scan(page)).toEqual([]);

  // The agent: No to the email code, Yes to the text code.
  await agentSays(desk, page, 'No', 'Email', 1, '123456', transactionId);
  await agentSays(desk, page, 'Yes', 'Text', 1, '654321', transactionId);
  await page.clock.fastForward(3_000);
  // The page's next poll: the email code refused (its message, its field cleared), the text code verified.
  await expect(codes.getByText(t.configured.emailValidationFailed)).toBeVisible({ timeout: 15_000 });
  await expect(codes.getByRole('textbox', { name: v.emailCode })).toHaveValue('');
  await expect(codes.getByRole('textbox', { name: v.textCode })).toHaveValue('654321');
  await codes.getByRole('textbox', { name: v.emailCode }).fill('123457');
  await codes.getByRole('button', { name: v.submit }).click();
  await expect(waiting.getByRole('timer')).toBeVisible();

  // A call back asked while waiting: the agent calls the customer's phone; the button disabled.
  await waiting.getByRole('button', { name: v.callBack }).click();
  await expect(waiting.getByText(fill(v.callBackRequested, { phone: '2145550147' }))).toBeVisible();
  await expect(waiting.getByRole('button', { name: v.callBack })).toBeDisabled();
  await desk.bringToFront();
  await desk.goto(AGENT_DESK_PATH);
  await expect(desk.getByRole('heading', { name: /^Call backs requested \([1-9]\d*\)$/ })).toBeVisible();

  // The agent: Yes to the second email code. The page's next poll: verified, the dialog closes.
  await agentSays(desk, page, 'Yes', 'Email', 2, '123457', transactionId);
  await page.clock.fastForward(3_000);
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 15_000 });

  // Section 1: the licence, the date of birth (from the quote), the VIN (from the quote), the consent.
  await expect(page.getByRole('heading', { name: t.driver.heading })).toBeVisible();
  await page.getByRole('textbox', { name: t.driver.licence }).fill('24681357');
  await expect(page.getByRole('group', { name: t.driver.dob }).getByRole('textbox', { name: 'Year' })).toHaveValue('1988');
  await page.getByRole('checkbox', { name: PAPERLESS_CONSENT_MESSAGE }).check();
  await page.getByRole('button', { name: t.page.next }).click();

  // Section 2: the contact preference; Next runs the driver check (the licence lookup, the VIN decode).
  await expect(page.getByRole('heading', { name: t.contact.heading })).toBeVisible();
  await page.getByRole('radio', { name: t.contact.text }).check();
  await page.getByRole('button', { name: t.page.next }).click();

  // Section 3: Rosa, married, needs her spouse: Luis added; then Marco, excluded (no licence asked).
  await expect(page.getByRole('heading', { name: a.heading })).toBeVisible();
  await page.getByRole('button', { name: a.add }).click();
  let dialog = page.getByRole('dialog', { name: a.dialogAdd });
  await dialog.getByRole('textbox', { name: a.firstName }).fill('Luis');
  await dialog.getByRole('textbox', { name: a.lastName }).fill('Delgado');
  await fillDob(dialog, a.dob, 'en', '01', '30', '1986');
  await dialog.getByRole('combobox', { name: a.relation }).selectOption({ label: a.relations[1] });
  await dialog.getByRole('radiogroup', { name: a.gender }).getByRole('radio', { name: a.genders[0], exact: true }).check();
  await dialog.getByRole('radiogroup', { name: a.marital }).getByRole('radio', { name: a.maritals[0], exact: true }).check();
  await dialog.getByRole('textbox', { name: a.licence }).fill('13572468');
  await dialog.getByRole('combobox', { name: a.residence }).selectOption({ label: a.residences[0] });
  await dialog.getByRole('button', { name: a.save }).click();
  await expect(page.getByRole('heading', { name: 'Luis Delgado' })).toBeVisible();

  await page.getByRole('button', { name: a.add }).click();
  dialog = page.getByRole('dialog', { name: a.dialogAdd });
  await dialog.getByRole('textbox', { name: a.firstName }).fill('Marco');
  await dialog.getByRole('textbox', { name: a.lastName }).fill('Delgado');
  await fillDob(dialog, a.dob, 'en', '05', '05', '2005');
  await dialog.getByRole('combobox', { name: a.relation }).selectOption({ label: a.relations[2] });
  await dialog.getByRole('combobox', { name: a.status }).selectOption({ label: a.statuses[1] });
  // portal-4.22: an excluded driver: no licence asked.
  await expect(dialog.getByRole('textbox', { name: a.licence })).toHaveCount(0);
  await dialog.getByRole('radiogroup', { name: a.gender }).getByRole('radio', { name: a.genders[0], exact: true }).check();
  await dialog.getByRole('radiogroup', { name: a.marital }).getByRole('radio', { name: a.maritals[1], exact: true }).check();
  await dialog.getByRole('combobox', { name: a.residence }).selectOption({ label: a.residences[0] });
  await dialog.getByRole('button', { name: a.save }).click();
  await expect(page.getByRole('heading', { name: 'Marco Delgado' })).toBeVisible();
  // portal-2.11: Remove asks "Remove {first} {last} ?"; No keeps him.
  await page.getByRole('button', { name: fill(a.remove, { name: 'Marco Delgado' }) }).click();
  await page.getByRole('dialog', { name: 'Remove Marco Delgado ?' }).getByRole('button', { name: a.no }).click();
  await expect(page.getByRole('heading', { name: 'Marco Delgado' })).toBeVisible();
  await page.getByRole('button', { name: t.page.next }).click();

  // Section 4: a wrong answer first: its own message, and no way on.
  await expect(page.getByRole('heading', { name: t.questions.heading })).toBeVisible();
  const question = (text: RegExp) => page.getByRole('radiogroup', { name: text });
  await question(/suspended or revoked/).getByRole('radio', { name: t.questions.yes }).check();
  await question(/ridesharing/).getByRole('radio', { name: t.questions.no }).check();
  await question(/SR-22/).getByRole('radio', { name: t.questions.no }).check();
  await page.getByRole('button', { name: t.page.next }).click();
  await expect(page.getByRole('alert').filter({ hasText: QUESTION_MESSAGES.suspended })).toBeVisible();
  await question(/suspended or revoked/).getByRole('radio', { name: t.questions.no }).check();
  await page.getByRole('button', { name: t.page.next }).click();

  // portal-4.20: the questions answered and verification complete: the final success.
  await expect(page.getByRole('heading', { name: t.success.heading })).toBeVisible();
  await expect(page.getByText(t.success.lead)).toBeVisible();
  expect(await scan(page)).toEqual([]);
  await desk.close();
});

test('online binding: [portal-2.9 portal-2.10 portal-4.20 portal-9.9] the same page in Spanish loads and is usable: the codes, the driver step, the contact preference, in es', async ({ page }) => {
  const t = bindingText.es;
  const v = t.verification;
  const transactionId = `E2E-${randomUUID()}`;
  await page.goto(bindAddress('es', transactionId, BINDING_QUOTES.texas));
  await expect(page).toHaveTitle(/Termine su póliza/);
  const codes = page.getByRole('dialog', { name: v.title });
  // The sandbox's agent says yes to 111111 at once.
  await codes.getByRole('textbox', { name: v.emailCode }).fill('111111');
  await codes.getByRole('textbox', { name: v.textCode }).fill('111111');
  await codes.getByRole('button', { name: v.submit }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: t.driver.heading })).toBeVisible();
  await expect(page.getByRole('navigation', { name: t.page.progressLabel })).toContainText(t.sections.driver);
  await page.getByRole('textbox', { name: t.driver.licence }).fill('24681357');
  // portal-9.9: a VIN keeps 17 characters, upper case, whatever is typed or pasted.
  const civic = page.getByRole('textbox', { name: /^VIN del 2017 Honda Civic/ });
  await civic.fill('2hgfc2f58hh264186xyz');
  await expect(civic).toHaveValue('2HGFC2F58HH264186');
  // Lone Star Mutual's consent message, as the Spanish page configures it.
  await page.getByRole('checkbox', { name: CONSENT_MESSAGE.es }).check();
  await page.getByRole('button', { name: t.page.next }).click();
  await expect(page.getByRole('heading', { name: t.contact.heading })).toBeVisible();
  await page.getByRole('radio', { name: t.contact.email }).check();
  await page.getByRole('button', { name: t.page.next }).click();
  await expect(page.getByRole('heading', { name: t.additional.heading })).toBeVisible();
  expect(await scan(page)).toEqual([]);
});

test('online binding: [portal-2.9] no quote in the address: a link to start one, in en', async ({ page }) => {
  await page.goto(pagePath('/bind/', 'en'));
  await expect(page.getByRole('heading', { name: bindingText.en.page.noQuoteTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: bindingText.en.page.startQuote })).toHaveAttribute('href', '/quote/');
});
