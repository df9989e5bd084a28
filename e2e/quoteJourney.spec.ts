/**
 * The quote form's "done means" journey as a new visitor makes it, in the built site against its
 * sandbox: the home page's ZIP form, the main driver found by licence, contact and consent, the
 * address the lookup filled, a second driver added by hand, one vehicle by VIN and one by year,
 * make and model, a coverage package, the quotes the sandbox's carriers give; then a reload keeps every answer.
 * In English and Spanish on /quote/, and in English from a California ZIP on the home page to the
 * California page (/quote-ca/), where every vehicle needs its annual mileage. The magic inputs are the sandbox's (docs/sandbox.md);
 * every text comes from the catalogs. Also: one press of Continue after the last name on driver1.
 * Reloads, Back and Forward and Start over on a saved visit are in e2e/quoteHistory.spec.ts.
 */
import { expect, type Locator } from '@playwright/test';
import { test, usesPageClock } from './workerPage';
import { findByLicense, SANDBOX_DRIVERS } from '../fixtures/data/drivers';
import { detailByVin, detailsFor, SANDBOX_VINS } from '../fixtures/data/vehicles';
import type { Lang } from '../src/config/lang';
import { pagePath } from '../src/flows/kit';
import { fill } from '../src/i18n';
import { formText } from '../src/i18n/form';
import { quoteText } from '../src/i18n/quote';
import { quoteZipText } from '../src/i18n/quoteZip';
import { untilShown } from './rateClock';

interface Journey {
  title: string;
  spec: readonly string[];
  lang: Lang;
  /** The quote page (English path). */
  page: '/quote/' | '/quote-ca/';
  /** Typed in the home page's ZIP form (null: the visitor opens the quote page itself). */
  homeZip: string | null;
  license: string;
  /** YYYY-MM-DD */
  dob: string;
  /** quote-4.5: every vehicle needs its annual mileage. */
  mileageRequired: boolean;
}

const TEXAS = {
  page: '/quote/',
  homeZip: SANDBOX_DRIVERS.texasZip,
  license: SANDBOX_DRIVERS.texasLicense,
  dob: SANDBOX_DRIVERS.texasDob,
  mileageRequired: false,
} as const;

const JOURNEYS: readonly Journey[] = [
  { title: 'Texas, in English', spec: ['site-4.4', 'quote-1.1', 'quote-1.2', 'quote-1.3', 'quote-3.17', 'quote-7.5', 'quote-7.30', 'quote-9.4'], lang: 'en', ...TEXAS },
  { title: 'Texas, in Spanish', spec: ['site-4.4', 'quote-1.1', 'quote-1.2', 'quote-1.3', 'quote-3.17', 'quote-7.5', 'quote-7.30', 'quote-9.4'], lang: 'es', ...TEXAS },
  {
    title: 'the California page, in English',
    spec: ['quote-1.1', 'quote-1.2', 'quote-1.3', 'quote-3.17', 'quote-4.5', 'quote-7.5', 'quote-7.30', 'quote-9.4'],
    lang: 'en',
    // The home page's ZIP form sends every ZIP to /quote/ (the other-experiences option, site-2.22,
    // is off on this site); /quote/ sends a California driver on to /quote-ca/ before anything else.
    page: '/quote-ca/',
    homeZip: '90210',
    license: SANDBOX_DRIVERS.californiaLicense,
    dob: SANDBOX_DRIVERS.californiaDob,
    mileageRequired: true,
  },
];

/** The second driver, typed by hand: the main driver's spouse, 35 years old. */
const SECOND = { firstName: 'Ana', lastName: 'Diaz', dob: { month: '03', day: '09', year: String(new Date().getFullYear() - 35) } };
const VIN_CAR = detailByVin(SANDBOX_VINS.decoded);
const LIST_CAR = detailsFor(2019, 'Honda', 'CR-V')[0];
const PACKAGE = 'LUU';
const EMAIL = 'journey@example.com';
/** As the phone field writes it (999-999-9999) once typed. */
const PHONE = '214-555-0142';

async function fillDate(group: Locator, lang: Lang, date: { month: string; day: string; year: string }): Promise<void> {
  const kit = formText[lang];
  await group.getByRole('textbox', { name: kit.month, exact: true }).fill(date.month);
  await group.getByRole('textbox', { name: kit.day, exact: true }).fill(date.day);
  await group.getByRole('textbox', { name: kit.year, exact: true }).fill(date.year);
}

function parts(iso: string): { month: string; day: string; year: string } {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { month, day, year };
}

for (const j of JOURNEYS) {
  // A newcomer's first quote, from the home page's ZIP form: also walked under `npm start` (e2e/devServer.spec.ts).
  const tag = j.title === 'Texas, in Spanish' ? ['@newcomer'] : [];
  test(`[${j.spec.join(' ')}] quote journey: ${j.title}, every answer kept after a reload`, { tag }, async ({ page }) => {
    const t = quoteText[j.lang];
    const found = findByLicense(j.license, j.dob);
    if (!found || !VIN_CAR || !LIST_CAR) throw new Error('the sandbox data changed');
    const main = found.driver;
    const address = main.address;
    if (!address) throw new Error('the sandbox driver has no address');
    const mainName = `${main.firstName} ${main.lastName}`;
    const secondName = `${SECOND.firstName} ${SECOND.lastName}`;
    const vehicleName = (v: { year: number; maker: string; model: string }) => fill(t.vehicles.name, { year: String(v.year), maker: v.maker, model: v.model });
    const quotePage = pagePath(j.page, j.lang);
    const heading = (name: string) => page.getByRole('heading', { name, exact: true });
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    const box = (name: string) => page.getByRole('textbox', { name, exact: true });
    const progress = page.getByRole('navigation', { name: t.progress.label });
    const term = (months: number) =>
      page.getByRole('radiogroup', { name: t.coverage.term }).getByRole('radio', { name: fill(t.coverage.months, { months: String(months) }), exact: true });
    // A package by the code its card shows ("Package LUU"): its name and description come from the API.
    // A package by its code, the radio's value (its name and description are the API's, in the page's language).
    const coverage = (code: string) => page.getByRole('radiogroup', { name: t.coverage.packages }).locator(`input[type="radio"][value="${code}"]`);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    // quote-4.5: the form's calls go to the California endpoint on the California page, to the main
    // one elsewhere; the ZIP lookup, which tells the state, is the site's own (the main endpoint).
    const endpoints = new Set<string>();
    page.on('request', (r) => {
      const m = /^\/(api|api-ca)(\/.*)$/.exec(new URL(r.url()).pathname);
      // The home page's own calls (its ZIP lookup, its hero counts' report) are not the quote form's.
      if (m?.[1] && m[2] && m[2] !== '/address/citybyzip' && !m[2].startsWith('/analytics/')) endpoints.add(m[1]);
    });
    // quote-7.30: the records the page sends in the background (services/records.ts), with their bodies.
    const records: Array<{ path: string; body: unknown }> = [];
    page.on('request', (r) => {
      const m = /^\/api(?:-ca)?(\/(?:quote\/save\w+|helper\/ocr\/attachFile|log\/error))$/.exec(new URL(r.url()).pathname);
      if (m?.[1] && r.method() === 'POST') records.push({ path: m[1], body: r.postDataJSON() as unknown });
    });
    const recorded = (path: string) => records.filter((r) => r.path === path).map((r) => r.body);
    const header = expect.objectContaining({ lang: j.lang, trackId: expect.any(String), requestDate: expect.any(String) });

    await test.step('the home page ZIP form, or the quote page opened directly', async () => {
      if (j.homeZip !== null) {
        const z = quoteZipText[j.lang];
        await page.goto(pagePath('/', j.lang));
        await page.getByRole('textbox', { name: z.zipLabel }).fill(j.homeZip);
        await page.getByRole('button', { name: z.submit }).click();
      } else {
        await page.goto(`${quotePage}#driver1`);
      }
      await expect(page).toHaveURL(new URL(`${quotePage}#driver1`, page.url()).href);
    });

    await test.step('driver1: the licence lookup finds the main driver', async () => {
      await expect(heading(t.driver1.heading)).toBeVisible();
      await page.getByRole('radiogroup', { name: t.driver1.licenseMode }).getByRole('radio', { name: t.driver1.modes.dl }).check();
      await box(t.driver1.license).fill(j.license);
      await fillDate(page.getByRole('group', { name: t.driver1.dob }), j.lang, parts(j.dob));
      await page.keyboard.press('Tab');
      await expect(page.getByText(t.driver1.found)).toBeVisible();
      await expect(box(t.driver1.firstName)).toHaveValue(main.firstName);
      await expect(box(t.driver1.lastName)).toHaveValue(main.lastName);
      await button(t.buttons.continue).click();
    });

    await test.step('driver2: contact and consent', async () => {
      await expect(heading(t.driver2.heading)).toBeVisible();
      await box(t.driver2.email).fill(EMAIL);
      await box(t.driver2.phone).fill(PHONE);
      await page.getByRole('checkbox', { name: t.driver2.consent }).check();
      await button(t.buttons.continue).click();
      // quote-7.30: the contact, once: the e-mail, the phone's 10 digits, the main driver's date of birth.
      await expect.poll(() => recorded('/quote/saveContact')).toEqual([{ header, email: EMAIL, phone: PHONE.replace(/\D/g, ''), dob: j.dob }]);
    });

    await test.step('driver3: the address the lookup found', async () => {
      await expect(heading(t.driver3.heading)).toBeVisible();
      await expect(box(t.driver3.address)).toHaveValue(address.address);
      await expect(box(t.driver3.zip)).toHaveValue(address.zipCode);
      // A ZIP the licence lookup filled in (another than the home page's) is looked up as the step opens.
      await expect(box(t.driver3.city)).toHaveValue(address.city);
      await expect(box(t.driver3.state)).toHaveValue(address.state);
      await button(t.buttons.continue).click();
      // quote-7.30: the personal data, once: the main driver's names and date of birth with the address step's answers.
      await expect
        .poll(() => recorded('/quote/savePersonalData'))
        .toEqual([
          expect.objectContaining({
            header,
            firstName: main.firstName,
            lastName: main.lastName,
            dob: j.dob,
            address: address.address,
            city: address.city,
            state: address.state,
            zipCode: address.zipCode,
            gender: expect.any(Number),
            maritalStatus: expect.any(Number),
          }),
        ]);
    });

    await test.step('driver summary: a second driver added by hand', async () => {
      await expect(heading(t.summary.heading)).toBeVisible();
      await expect(heading(mainName)).toBeVisible();
      await button(t.summary.add).click();
      const dd = t.driverDialog;
      const dialog = page.getByRole('dialog', { name: dd.addTitle });
      await dialog.getByRole('textbox', { name: dd.firstName, exact: true }).fill(SECOND.firstName);
      await dialog.getByRole('textbox', { name: dd.lastName, exact: true }).fill(SECOND.lastName);
      await fillDate(dialog.getByRole('group', { name: dd.dob }), j.lang, SECOND.dob);
      await dialog.getByRole('radiogroup', { name: dd.gender }).getByRole('radio', { name: t.driver3.female }).check();
      await dialog.getByRole('radiogroup', { name: dd.marital }).getByRole('radio', { name: t.driver3.married }).check();
      await dialog.getByRole('combobox', { name: dd.relation }).selectOption({ label: dd.relations.spouse });
      await dialog.getByRole('button', { name: dd.save }).click();
      await expect(page.getByRole('dialog', { name: t.summary.anotherTitle })).toBeVisible();
      await button(t.summary.anotherNo).click();
      await expect(heading(secondName)).toBeVisible();
      await button(t.buttons.continue).click();
    });

    await test.step('vehicles: one by VIN, one by year, make and model', async () => {
      await expect(heading(t.vehicles.heading)).toBeVisible();
      const d = t.vehicleDialog;
      const dialog = page.getByRole('dialog', { name: d.addTitle });
      const mileage = dialog.getByRole('combobox', { name: t.vehicles.mileage });
      const save = dialog.getByRole('button', { name: d.save });

      await button(t.vehicles.add).click();
      await dialog.getByRole('textbox', { name: d.vin }).fill(SANDBOX_VINS.decoded);
      await dialog.getByRole('button', { name: d.lookUp }).click();
      await expect(dialog.getByText(fill(d.decoded, { vehicle: vehicleName(VIN_CAR) }))).toBeVisible();
      if (j.mileageRequired) {
        // quote-4.5: no mileage chosen for the visitor, and no saving without one.
        await expect(mileage).toHaveValue('');
        await expect(save).toHaveAttribute('aria-disabled', 'true');
        await mileage.selectOption({ label: t.mileageBands['10000'] });
      } else {
        await expect(mileage).toHaveValue('10000');
      }
      await expect(save).not.toHaveAttribute('aria-disabled');
      await save.click();
      await expect(heading(vehicleName(VIN_CAR))).toBeVisible();

      await button(t.vehicles.add).click();
      await dialog.getByRole('button', { name: d.useDropdowns }).click();
      await dialog.getByRole('combobox', { name: d.year }).selectOption(String(LIST_CAR.year));
      await dialog.getByRole('combobox', { name: d.make }).selectOption(LIST_CAR.maker);
      await dialog.getByRole('combobox', { name: d.model }).selectOption(LIST_CAR.model);
      await expect(dialog.getByText(fill(d.chosen, { vehicle: vehicleName(LIST_CAR) }))).toBeVisible();
      if (j.mileageRequired) await mileage.selectOption({ label: t.mileageBands['12000'] });
      await save.click();
      await expect(heading(vehicleName(LIST_CAR))).toBeVisible();
      await button(t.buttons.continue).click();
    });

    await test.step('coverage: a term and a package, then the quotes as the carriers answer', async () => {
      await expect(heading(t.coverage.heading)).toBeVisible();
      await expect(term(6)).toBeChecked();
      await term(12).check();
      await coverage(PACKAGE).check();
      // The rate request's polls on the page's clock from here on (e2e/rateClock.ts).
      usesPageClock(page);
      await page.clock.install();
      await button(t.buttons.continue).click();
      // The sandbox's carriers answer over two polls, 3 s apart (docs/sandbox.md): seven 12-month quotes, five shown first.
      await untilShown(page, heading(t.configured.quotesTitle));
      await expect(button(t.quotes.showMore)).toBeVisible();
    });

    await test.step('quote-9.4: the mobile breakpoint is 1024 px: from it a card\'s buttons sit beside its plan, below it under the plan', async () => {
      const card = page.locator('.quote-offer__body').first();
      const box = async (selector: string) => {
        const found = await card.locator(selector).boundingBox();
        if (!found) throw new Error(`no ${selector} on the first card`);
        return found;
      };
      const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
      await page.setViewportSize({ width: 1023, height: viewport.height });
      let plan = await box('.quote-offer__plan');
      let actions = await box('.quote-offer__actions');
      expect(actions.y, 'at 1023 px the buttons are under the plan').toBeGreaterThanOrEqual(plan.y + plan.height - 1);
      await page.setViewportSize({ width: 1024, height: viewport.height });
      plan = await box('.quote-offer__plan');
      actions = await box('.quote-offer__actions');
      expect(actions.x, 'at 1024 px the buttons are beside the plan').toBeGreaterThanOrEqual(plan.x + plan.width - 1);
      expect(actions.y, 'at 1024 px the buttons are beside the plan').toBeLessThan(plan.y + plan.height);
      await page.setViewportSize(viewport);
    });

    await test.step('the visit is stored (driverPrefill), with the quotes its cards showed', async () => {
      const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('driverPrefill') ?? 'null') as unknown);
      expect(stored).toMatchObject({
        section: 'quotes',
        reached: 'quotes',
        quoteTransaction: { transactionId: expect.any(String), quotedAt: expect.any(Number) },
        policyTerm: 12,
        policyCoverage: PACKAGE,
        drivers: [{ firstName: SECOND.firstName, lastName: SECOND.lastName, isManualDriver: true }],
        vehicles: [
          { vin: VIN_CAR.vin, year: VIN_CAR.year, maker: VIN_CAR.maker, model: VIN_CAR.model },
          { year: LIST_CAR.year, maker: LIST_CAR.maker, model: LIST_CAR.model },
        ],
        data: { driverFirstName: main.firstName, driverLastName: main.lastName, driverZipCode: address.zipCode, driverState: address.state },
      });
    });

    await test.step('a reload shows the same quotes again (no new rate request), then keeps every answer', async () => {
      const prepared: string[] = [];
      const onRequest = (r: { url(): string }) => {
        if (/\/rating\/prepareTransaction$/.test(new URL(r.url()).pathname)) prepared.push(r.url());
      };
      page.on('request', onRequest);
      await page.reload();
      // A revisit's cards have the requote title (quote-2.33).
      await expect(heading(t.quotes.requoteTitle)).toBeVisible();
      await expect(button(t.quotes.showMore)).toBeVisible();
      expect(prepared, 'rate requests after the reload').toEqual([]);
      page.off('request', onRequest);
      await button(t.buttons.back).click();
      await expect(heading(t.coverage.heading)).toBeVisible();
      await expect(term(12)).toBeChecked();
      await expect(coverage(PACKAGE)).toBeChecked();
      await button(t.buttons.back).click();
      await expect(heading(t.vehicles.heading)).toBeVisible();
      await expect(heading(vehicleName(VIN_CAR))).toBeVisible();
      await expect(heading(vehicleName(LIST_CAR))).toBeVisible();
      await progress.getByRole('link', { name: t.progress.stages.driver, exact: true }).click();
      await expect(heading(t.summary.heading)).toBeVisible();
      await expect(heading(mainName)).toBeVisible();
      await expect(heading(secondName)).toBeVisible();
      await progress.getByRole('link', { name: t.progress.steps.driver2, exact: true }).click();
      await expect(heading(t.driver2.heading)).toBeVisible();
      await expect(box(t.driver2.email)).toHaveValue(EMAIL);
      await expect(box(t.driver2.phone)).toHaveValue(PHONE);
    });

    expect([...endpoints], 'the endpoints the page called').toEqual([j.page === '/quote-ca/' ? 'api-ca' : 'api']);
    // quote-7.30, quote-8.1: no licence photo, so no file to attach; no call failed, so nothing logged.
    expect(recorded('/helper/ocr/attachFile'), 'files attached').toEqual([]);
    expect(recorded('/log/error'), 'API errors logged').toEqual([]);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });
}

/**
 * Without a licence number, leaving a name starts the search by name (quote-4.10); a visitor most
 * often leaves the last name by pressing Continue. The look-up's status line appearing above the
 * button between the press and the release used to move the button from under the pointer, and
 * the click was lost: one press must be enough, on a phone and on a desktop, in both languages.
 */
for (const lang of ['en', 'es'] as const) {
  for (const width of [390, 1280]) {
    test(`[quote-2.6 quote-4.10] driver1 without a licence number (${lang}, ${width} px): one press of Continue after the last name goes on`, async ({ page }) => {
      const t = quoteText[lang];
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${pagePath('/quote/', lang)}#driver1`);
      await page.getByRole('radio', { name: t.driver1.modes.nondl, exact: true }).check();
      await fillDate(page.getByRole('group', { name: t.driver1.dob, exact: true }), lang, { month: '03', day: '21', year: '1990' });
      await page.getByRole('textbox', { name: t.driver1.firstName, exact: true }).fill('Maria');
      await page.getByRole('textbox', { name: t.driver1.lastName, exact: true }).fill('Lopez');
      await page.getByRole('button', { name: t.buttons.continue, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: t.driver2.heading, exact: true })).toBeVisible();
    });
  }
}
