/**
 * A quote completed from the first step as a new visitor does it, in the built site against its
 * sandbox: the licence looked up, contact, address, one vehicle by VIN, a package (and the term),
 * until the cards are shown. The results spec sorts them; the binding spec buys one.
 */
import { expect, type Page } from '@playwright/test';
import { SANDBOX_DRIVERS } from '../fixtures/data/drivers';
import { SANDBOX_VINS } from '../fixtures/data/vehicles';
import type { Lang } from '../src/config/lang';
import { pagePath } from '../src/flows/kit';
import { fill } from '../src/i18n';
import { formText } from '../src/i18n/form';
import { quoteText } from '../src/i18n/quote';
import { untilShown } from './rateClock';
import { usesPageClock } from './workerPage';

export async function completeQuote(page: Page, lang: Lang, { term = 6 }: { term?: 6 | 12 } = {}): Promise<void> {
  const t = quoteText[lang];
  const kit = formText[lang];
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  await page.goto(`${pagePath('/quote/', lang)}#driver1`);
  await page.getByRole('radiogroup', { name: t.driver1.licenseMode }).getByRole('radio', { name: t.driver1.modes.dl }).check();
  await box(t.driver1.license).fill(SANDBOX_DRIVERS.texasLicense);
  const [year = '', month = '', day = ''] = SANDBOX_DRIVERS.texasDob.split('-');
  const dob = page.getByRole('group', { name: t.driver1.dob });
  await dob.getByRole('textbox', { name: kit.month, exact: true }).fill(month);
  await dob.getByRole('textbox', { name: kit.day, exact: true }).fill(day);
  await dob.getByRole('textbox', { name: kit.year, exact: true }).fill(year);
  await page.keyboard.press('Tab');
  await expect(page.getByText(t.driver1.found)).toBeVisible();
  await button(t.buttons.continue).click();
  await box(t.driver2.email).fill('sorting@example.com');
  await box(t.driver2.phone).fill('214-555-0142');
  await page.getByRole('checkbox', { name: t.driver2.consent }).check();
  await button(t.buttons.continue).click();
  await expect(page.getByRole('heading', { name: t.driver3.heading })).toBeVisible();
  await expect(box(t.driver3.city)).not.toHaveValue('');
  await button(t.buttons.continue).click();
  await expect(page.getByRole('heading', { name: t.summary.heading })).toBeVisible();
  await button(t.buttons.continue).click();
  const d = t.vehicleDialog;
  await button(t.vehicles.add).click();
  const dialog = page.getByRole('dialog', { name: d.addTitle });
  await dialog.getByRole('textbox', { name: d.vin }).fill(SANDBOX_VINS.decoded);
  await dialog.getByRole('button', { name: d.lookUp }).click();
  await expect(dialog.getByRole('button', { name: d.save })).not.toHaveAttribute('aria-disabled');
  await dialog.getByRole('button', { name: d.save }).click();
  await expect(dialog).toBeHidden();
  await button(t.buttons.continue).click();
  if (term !== 6) await page.getByRole('radiogroup', { name: t.coverage.term }).getByRole('radio', { name: fill(t.coverage.months, { months: term }) }).check();
  await page.getByRole('radiogroup', { name: t.coverage.packages }).locator('input[type="radio"][value="LUU"]').check();
  // The sandbox's carriers answer over two polls, 3 s apart: on the page's clock from the rate request on.
  usesPageClock(page);
  await page.clock.install();
  await button(t.buttons.continue).click();
  await untilShown(page, page.getByRole('combobox', { name: t.quotes.sortBy }));
}
