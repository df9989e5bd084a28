/**
 * The driver steps' fields through the rendered view, in English and Spanish: driver1 (licence
 * mode, licence number with show/hide, the licence lookup and its states, names and date of birth
 * with the age limits), driver2 (email, phone as typed and pasted, consent) and driver3 (the ZIP
 * lookup and its states, the answers and their codes, the licence ID when required). The view is
 * rendered as a widget root renders it; the chart's calls are held by a controller and its
 * browser effects recorded.
 */
import { fillDob, fillIn } from '../../src/testing/fill';
import { renderQuote } from '../../src/testing/quoteView';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { driver1Values, driver2Values, driver3RevisitInput, driver3Values, licenceOutcomes, newVisitInput, revisitInput, texasReading, zipOutcomes } from '../../fixtures/models/quote.model';
import type { QuoteInput, QuoteSaved } from '../../machines/quote/types';

import { formText } from '../../src/i18n/form';
import { quoteText } from '../../src/i18n/quote';
import { licenceImageText } from '../../src/i18n/quoteLicenceImage';

const HTTP_500 = { error: { kind: 'http', status: 500, message: 'The API answered 500.' } };

function savedOf(input: QuoteInput): QuoteSaved {
  if (!input.saved) throw new Error('this input has no saved visit');
  return input.saved;
}

describe.each(['en', 'es'] as const)('driver1 (%s)', (lang) => {
  const t = quoteText[lang];
  const kit = formText[lang];
  const box = (name: string) => screen.getByRole('textbox', { name });
  const dobGroup = () => screen.getByRole('group', { name: t.driver1.dob });
  const dobPart = (name: string) => within(dobGroup()).getByRole('textbox', { name });
  const next = () => screen.getByRole('button', { name: t.buttons.continue });

  /** The licence and the date of birth filled (src/testing/fill.ts), then left: what the lookup waits for. */
  async function fillLicenceAndDob(user: ReturnType<typeof userEvent.setup>, license = driver1Values.license, dob = driver1Values.dob) {
    await fillIn(user, box(t.driver1.license), license);
    await fillDob(user, dobGroup(), kit, dob);
    await user.tab();
  }

  it('[quote-2.6 quote-4.9] offers the licence number, none, a photo uploaded or taken with the camera; without a licence number, no licence field', async () => {
    const { user } = await renderQuote(newVisitInput, { lang });
    const modes = within(screen.getByRole('radiogroup', { name: t.driver1.licenseMode })).getAllByRole('radio');
    expect(modes.map((r) => r.getAttribute('value'))).toEqual(['dl', 'nondl', 'uploadimage', 'scanimage']);
    expect(screen.getByRole('radio', { name: t.driver1.modes.dl })).toBeChecked();
    expect(box(t.driver1.license)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: t.driver1.modes.nondl }));
    expect(screen.queryByRole('textbox', { name: t.driver1.license })).toBeNull();
    expect(screen.queryByRole('button', { name: t.driver1.hideLicense })).toBeNull();
  });

  it('[quote-2.6] the licence number has a show/hide toggle (a pressed button hides it)', async () => {
    const { user } = await renderQuote(newVisitInput, { lang });
    const toggle = screen.getByRole('button', { name: t.driver1.hideLicense });
    await fillIn(user, box(t.driver1.license), 'TX123');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(t.driver1.license)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(t.driver1.license)).toHaveValue('TX123');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(box(t.driver1.license)).toHaveAttribute('type', 'text');
  });

  it('[quote-5.8 quote-7.5] the licence and a complete date of birth look the licence up: the wait is announced, the driver found fills the names', async () => {
    const { user, controller, calls } = await renderQuote(newVisitInput, { lang });
    const { dob } = driver1Values;
    await fillIn(user, box(t.driver1.license), driver1Values.license);
    await fillIn(user, dobPart(kit.month), dob.month);
    await user.tab();
    expect(calls('lookUpDriver')).toHaveLength(0);
    await fillIn(user, dobPart(kit.day), dob.day);
    await fillIn(user, dobPart(kit.year), dob.year);
    await user.tab();
    expect(calls('lookUpDriver')).toHaveLength(1);
    // The date of birth goes as an ISO date (quote-5.4).
    const iso = `${dob.year}-${dob.month.padStart(2, '0')}-${dob.day.padStart(2, '0')}`;
    expect(controller.lastInput('lookUpDriver')).toEqual({ strategy: 'public', region: 'main', tokens: newVisitInput.tokens, ask: { license: driver1Values.license, firstName: '', lastName: '', dob: iso } });
    expect(screen.getByText(t.driver1.lookingUp)).toBeVisible();
    // Leaving the fields again with the same values asks nothing more.
    await user.click(dobPart(kit.year));
    await user.tab();
    expect(calls('lookUpDriver')).toHaveLength(1);
    await act(async () => controller.settle('lookUpDriver', { done: licenceOutcomes.found }));
    expect(screen.getByText(t.driver1.found)).toBeVisible();
    const found = licenceOutcomes.found.drivers.map((d) => [d.firstName, d.lastName])[0];
    expect([box(t.driver1.firstName), box(t.driver1.lastName)].map((b) => (b as HTMLInputElement).value)).toEqual(found);
    expect(next()).not.toHaveAttribute('aria-disabled');
  });

  it('[quote-4.10] without a licence number, the names and date of birth are searched once both are typed, whichever comes last', async () => {
    const { user, controller, calls } = await renderQuote(newVisitInput, { lang });
    const { dob } = driver1Values;
    await user.click(screen.getByRole('radio', { name: t.driver1.modes.nondl }));
    await fillDob(user, dobGroup(), kit, dob);
    await user.tab();
    // No names yet: nothing to search.
    expect(calls('lookUpDriver')).toHaveLength(0);
    await fillIn(user, box(t.driver1.firstName), 'Rosa');
    await fillIn(user, box(t.driver1.lastName), 'Delgado');
    expect(calls('lookUpDriver')).toHaveLength(0);
    await user.tab();
    expect(calls('lookUpDriver')).toHaveLength(1);
    const iso = `${dob.year}-${dob.month.padStart(2, '0')}-${dob.day.padStart(2, '0')}`;
    expect(controller.lastInput('lookUpDriver')).toEqual({ strategy: 'public', region: 'main', tokens: newVisitInput.tokens, ask: { license: '', firstName: 'Rosa', lastName: 'Delgado', dob: iso } });
    expect(screen.getByText(t.driver1.lookingUp)).toBeVisible();
    await act(async () => controller.settle('lookUpDriver', { done: { ...licenceOutcomes.found, by: 'searchApi' } }));
    expect(screen.getByText(t.driver1.found)).toBeVisible();
  });

  it('[quote-5.8] moving between the licence and the date of birth looks nothing up; leaving them does', async () => {
    const { user, calls } = await renderQuote(newVisitInput, { lang });
    const { dob } = driver1Values;
    await fillDob(user, dobGroup(), kit, dob);
    await fillIn(user, box(t.driver1.license), driver1Values.license);
    // Back to the month to check it: the visitor is still in the licence and date of birth.
    await user.click(dobPart(kit.month));
    expect(calls('lookUpDriver')).toHaveLength(0);
    await user.click(box(t.driver1.firstName));
    expect(calls('lookUpDriver')).toHaveLength(1);
  });

  it('[quote-5.8] no driver found: the message, and the visitor types the details', async () => {
    const { user, controller } = await renderQuote(newVisitInput, { lang });
    await fillLicenceAndDob(user);
    await act(async () => controller.settle('lookUpDriver', { done: licenceOutcomes.none }));
    expect(screen.getByText(t.driver1.notFound)).toBeVisible();
    expect(box(t.driver1.firstName)).toHaveValue('');
  });

  it('[quote-5.8] a failed lookup says so, keeps what was typed, and can be tried again', async () => {
    const { user, controller, calls } = await renderQuote(newVisitInput, { lang });
    await fillLicenceAndDob(user);
    await act(async () => controller.settle('lookUpDriver', HTTP_500));
    expect(screen.getByText(t.driver1.lookupFailed)).toBeVisible();
    expect(box(t.driver1.license)).toHaveValue(driver1Values.license);
    await user.click(screen.getByRole('button', { name: t.buttons.retry }));
    expect(calls('lookUpDriver')).toHaveLength(2);
    expect(screen.getByText(t.driver1.lookingUp)).toBeVisible();
  });

  it('[quote-5.1 quote-5.13 quote-4.6] a one-letter name is refused on leaving the field; Continue is unavailable until the form is valid and shows the summary', async () => {
    const { user, saved } = await renderQuote(newVisitInput, { lang });
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await user.type(box(t.driver1.firstName), 'M');
    await user.tab();
    expect(box(t.driver1.firstName)).toHaveAttribute('aria-invalid', 'true');
    expect(box(t.driver1.firstName)).toHaveAccessibleDescription(expect.stringContaining(t.errors.firstNameShort));
    await user.click(next());
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: t.errors.firstNameShort })).toBeVisible();
    expect(within(summary).getByRole('link', { name: t.errors.licenseRequired })).toBeVisible();
    expect(saved).toEqual([]);
    await user.click(within(summary).getByRole('link', { name: t.errors.lastNameRequired }));
    expect(box(t.driver1.lastName)).toHaveFocus();
  });

  it('[quote-5.4 quote-5.5] the date of birth: each part by its pattern, then the age limits in the invalid-DOB message with {0} and {1} filled', async () => {
    const { user } = await renderQuote(newVisitInput, { lang });
    await fillDob(user, dobGroup(), kit, { month: '13', day: '1', year: '1985' });
    await user.tab();
    expect(screen.getByText(t.errors.monthInvalid)).toBeVisible();
    await fillIn(user, dobPart(kit.month), '1');
    await fillIn(user, dobPart(kit.year), '2015');
    await user.tab();
    const message = t.configured.invalidDob.replace('{0}', '16').replace('{1}', '75');
    expect(screen.getByText(message)).toBeVisible();
    expect(dobPart(kit.year)).toHaveAttribute('aria-invalid', 'true');
  });

  it('[quote-5.5] the configured invalid-DOB message, with the chart\'s age limits', async () => {
    const { user } = await renderQuote({ ...newVisitInput, primaryAge: { min: 18, max: 70 } }, { lang, config: { messages: { invalidDob: 'Drivers must be {0} to {1}' } } });
    await fillDob(user, dobGroup(), kit, { month: '1', day: '1', year: '1950' });
    await user.tab();
    expect(screen.getByText('Drivers must be 18 to 70')).toBeVisible();
  });

  it('[quote-5.4] a year before 1920 is refused by its own message, whatever the age limits', async () => {
    const { user } = await renderQuote({ ...newVisitInput, primaryAge: { min: 16, max: 120 } }, { lang });
    await fillDob(user, dobGroup(), kit, { month: '1', day: '1', year: '1915' });
    await user.tab();
    expect(screen.getByText(t.errors.yearInvalid)).toBeVisible();
  });

  it('[quote-2.6 quote-5.1] a complete driver1 continues to driver2 with the values typed', async () => {
    const { user, saved } = await renderQuote(newVisitInput, { lang });
    await fillLicenceAndDob(user);
    // Surrounding spaces go when the field is left.
    await fillIn(user, box(t.driver1.firstName), ` ${driver1Values.firstName} `);
    await fillIn(user, box(t.driver1.lastName), driver1Values.lastName);
    await user.click(next());
    expect(screen.getByRole('heading', { level: 2, name: t.driver2.heading })).toHaveFocus();
    expect(saved.at(-1)?.driver1).toEqual(driver1Values);
  });
});

describe.each(['en', 'es'] as const)('driver2 (%s)', (lang) => {
  const t = quoteText[lang];
  const box = (name: string) => screen.getByRole('textbox', { name });
  const next = () => screen.getByRole('button', { name: t.buttons.continue });

  it('[quote-5.2] the phone is shown as 999-999-9999 while typed; a paste like "(512) 555-0100" is accepted', async () => {
    const { user } = await renderQuote(revisitInput, { lang });
    await user.clear(box(t.driver2.phone));
    await user.type(box(t.driver2.phone), '5125');
    expect(box(t.driver2.phone)).toHaveValue('512-5');
    await user.type(box(t.driver2.phone), 'x550100');
    expect(box(t.driver2.phone)).toHaveValue('512-555-0100');
    await user.clear(box(t.driver2.phone));
    await user.click(box(t.driver2.phone));
    await user.paste('(512) 555-0100');
    expect(box(t.driver2.phone)).toHaveValue('512-555-0100');
    await user.tab();
    expect(box(t.driver2.phone)).not.toHaveAttribute('aria-invalid');
  });

  it('[quote-5.2] email and phone must match their patterns; the phone is required', async () => {
    const { user } = await renderQuote(revisitInput, { lang });
    await fillIn(user, box(t.driver2.email), 'maria@');
    await fillIn(user, box(t.driver2.phone), '512555');
    await user.tab();
    expect(box(t.driver2.email)).toHaveAccessibleDescription(expect.stringContaining(t.errors.emailInvalid));
    expect(box(t.driver2.phone)).toHaveAccessibleDescription(expect.stringContaining(t.errors.phoneInvalid));
    await user.clear(box(t.driver2.phone));
    await user.tab();
    expect(box(t.driver2.phone)).toHaveAccessibleDescription(expect.stringContaining(t.errors.phoneRequired));
  });

  it('[quote-2.7 quote-5.6 quote-5.13 quote-7.31] the consent must be ticked: unticked, Continue is unavailable and the summary names it; ticked, Continue creates the lead (busy until the store answers)', async () => {
    const { user, saved, settle, controller, calls } = await renderQuote(revisitInput, { lang });
    const consent = screen.getByRole('checkbox', { name: t.driver2.consent });
    expect(consent).not.toBeChecked();
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await user.click(next());
    expect(within(screen.getByRole('alert')).getByRole('link', { name: t.errors.consentRequired })).toBeVisible();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
    await user.click(consent);
    expect(next()).not.toHaveAttribute('aria-disabled');
    await user.click(next());
    expect(controller.lastInput('saveLead')).toMatchObject({ create: true, lead: { quoteStatus: 'Lead', email: savedOf(revisitInput).driver2.email } });
    expect(next()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(t.driver2.saving)).toBeInTheDocument();
    await user.click(next());
    expect(calls('saveLead')).toHaveLength(1);
    await settle('saveLead', { error: { kind: 'http', status: 500, message: 'The API answered 500.' } });
    expect(screen.getByRole('heading', { level: 2, name: t.driver3.heading })).toHaveFocus();
    expect(saved.at(-1)?.driver2).toEqual({ ...savedOf(revisitInput).driver2, consent: true });
  });
});

describe.each(['en', 'es'] as const)('driver3 (%s)', (lang) => {
  const dallas = zipOutcomes.dallas.addresses[0] ?? { zip: '', city: '', state: '' };
  const t = quoteText[lang];
  const box = (name: string) => screen.getByRole('textbox', { name });
  const next = () => screen.getByRole('button', { name: t.buttons.continue });
  const radio = (group: string, name: string) => within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });

  it('[quote-5.3 quote-7.8] the fifth digit looks the ZIP up (Continue busy meanwhile); the city and state found are shown', async () => {
    const { user, controller, calls } = await renderQuote(driver3RevisitInput, { lang });
    await user.clear(box(t.driver3.zip));
    await user.type(box(t.driver3.zip), dallas.zip.slice(0, 4));
    expect(calls('lookupZip')).toHaveLength(0);
    await user.type(box(t.driver3.zip), dallas.zip.slice(4));
    expect(controller.lastInput('lookupZip')).toEqual({ zip: dallas.zip, brand: newVisitInput.brand });
    expect(next()).toHaveAttribute('aria-busy', 'true');
    // Leaving the field does not look the same ZIP up again.
    await user.tab();
    expect(calls('lookupZip')).toHaveLength(1);
    await act(async () => controller.settle('lookupZip', { done: zipOutcomes.dallas }));
    expect(box(t.driver3.city)).toHaveValue(dallas.city);
    expect(box(t.driver3.city)).toHaveAttribute('readonly');
    expect(box(t.driver3.state)).toHaveValue(dallas.state);
    expect(next()).not.toHaveAttribute('aria-busy');
    expect(next()).not.toHaveAttribute('aria-disabled');
  });

  it('[quote-5.3] no quote in the ZIP: the ZIP is marked invalid with the not-available message, city and state cleared; Continue unavailable', async () => {
    const { user, controller } = await renderQuote(driver3RevisitInput, { lang });
    await fillIn(user, box(t.driver3.zip), '10001');
    await act(async () => controller.settle('lookupZip', { done: zipOutcomes.newYork }));
    expect(box(t.driver3.zip)).toHaveAttribute('aria-invalid', 'true');
    expect(box(t.driver3.zip)).toHaveAccessibleDescription(expect.stringContaining(t.configured.zipNotAvailable));
    expect(box(t.driver3.city)).toHaveValue('');
    expect(box(t.driver3.state)).toHaveValue('');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  it('[quote-5.3] the configured not-available message replaces the catalog\'s', async () => {
    const { user, controller } = await renderQuote(driver3RevisitInput, { lang, config: { messages: { zipNotAvailable: 'Not in Texas yet' } } });
    await fillIn(user, box(t.driver3.zip), '10001');
    await act(async () => controller.settle('lookupZip', { done: zipOutcomes.newYork }));
    expect(box(t.driver3.zip)).toHaveAccessibleDescription(expect.stringContaining('Not in Texas yet'));
  });

  it('[quote-5.3] on a first visit the home page\'s ZIP, looked up there, fills the address and is not looked up again', async () => {
    const { user, calls, settle } = await renderQuote(newVisitInput, { lang });
    const kit = formText[lang];
    // driver1 without a licence (no lookup), then driver2.
    await user.click(screen.getByRole('radio', { name: t.driver1.modes.nondl }));
    await fillDob(user, screen.getByRole('group', { name: t.driver1.dob }), kit, driver1Values.dob);
    await fillIn(user, box(t.driver1.firstName), driver1Values.firstName);
    await fillIn(user, box(t.driver1.lastName), driver1Values.lastName);
    await user.click(next());
    await fillIn(user, box(t.driver2.email), driver2Values.email);
    await fillIn(user, box(t.driver2.phone), driver2Values.phone);
    await user.click(screen.getByRole('checkbox', { name: t.driver2.consent }));
    await user.click(next());
    await settle('saveLead', { done: 'rosa.delgado@example.com-1763834400000' });
    const stored = newVisitInput.storedAddress ?? { zip: '', city: '', state: '' };
    expect(box(t.driver3.zip)).toHaveValue(stored.zip);
    expect(box(t.driver3.city)).toHaveValue(stored.city);
    await fillIn(user, box(t.driver3.address), driver3Values.address);
    await user.click(radio(t.driver3.gender, t.driver3.female));
    await user.click(radio(t.driver3.marital, t.driver3.married));
    await user.click(radio(t.driver3.insured, t.driver3.insuredYes));
    expect(next()).not.toHaveAttribute('aria-disabled');
    await user.click(next());
    expect(calls('lookupZip')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: t.summary.heading })).toHaveFocus();
  });

  it('[quote-5.3] a failed ZIP lookup says so and can be tried again; a ZIP not looked up is not accepted', async () => {
    const { user, controller, calls } = await renderQuote(driver3RevisitInput, { lang });
    await fillIn(user, box(t.driver3.zip), '00010');
    await act(async () => controller.settle('lookupZip', HTTP_500));
    expect(screen.getByRole('alert')).toHaveTextContent(t.driver3.zipFailed);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: t.buttons.retry }));
    expect(calls('lookupZip')).toHaveLength(2);
    expect(controller.lastInput('lookupZip')).toEqual({ zip: '00010', brand: newVisitInput.brand });
  });

  it('[quote-5.1 quote-5.6] the address needs 5 characters; gender, marital status and insurance are required', async () => {
    const { user } = await renderQuote(driver3RevisitInput, { lang });
    const address = box(t.driver3.address);
    await fillIn(user, address, '12 A');
    await user.tab();
    expect(address).toHaveAccessibleDescription(expect.stringContaining(t.errors.addressShort));
  });

  it('[quote-5.6 quote-3.2 quote-5.7] the answers are required and sent as codes (female 1, married 0, insured 0), the licence type 6 by default; no licence ID unless required', async () => {
    const kept = savedOf(driver3RevisitInput);
    const saved: QuoteSaved = { ...kept, driver3: { ...kept.driver3, gender: '', marital: '', insured: '' } };
    const { user, saved: recorded } = await renderQuote({ ...driver3RevisitInput, saved }, { lang });
    expect(screen.queryByRole('textbox', { name: t.driver3.licenseId })).toBeNull();
    expect(screen.getByRole('combobox', { name: t.driver3.licenseType })).toHaveValue('6');
    await user.click(next());
    const summary = screen.getByRole('alert');
    for (const message of [t.errors.genderRequired, t.errors.maritalRequired, t.errors.insuredRequired]) {
      expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    expect(screen.getByRole('radiogroup', { name: t.driver3.gender })).toHaveAttribute('aria-invalid', 'true');
    await user.click(radio(t.driver3.gender, t.driver3.female));
    await user.click(radio(t.driver3.marital, t.driver3.married));
    await user.click(radio(t.driver3.insured, t.driver3.insuredYes));
    await user.click(screen.getByRole('checkbox', { name: t.driver3.rentersAndHome }));
    await user.click(next());
    expect(screen.getByRole('heading', { level: 2, name: t.summary.heading })).toHaveFocus();
    expect(recorded.at(-1)?.driver3).toMatchObject({ gender: '1', marital: '0', insured: '0', licenseType: '6', licenseId: '', rentersAndHome: true, city: driver3Values.city, state: driver3Values.state });
  });

  it('[quote-5.7] the licence ID is asked for and required when the page requires it', async () => {
    const { user } = await renderQuote({ ...driver3RevisitInput, licenseIdRequired: true }, { lang });
    const licenseId = box(t.driver3.licenseId);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await user.click(next());
    expect(within(screen.getByRole('alert')).getByRole('link', { name: t.errors.licenseIdRequired })).toBeVisible();
    await fillIn(user, licenseId, 'ID-42');
    expect(next()).not.toHaveAttribute('aria-disabled');
  });
});

describe('[quote-3.16] a licence photo read, then the step shown again', () => {
  it('opens with the names the visitor continued with, not the photo\'s again', async () => {
    const t = quoteText.en;
    const q = await renderQuote(newVisitInput);
    await q.user.click(within(screen.getByRole('radiogroup', { name: t.driver1.licenseMode })).getByRole('radio', { name: t.driver1.modes.uploadimage }));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'licence-front.jpg', { type: 'image/jpeg' });
    await q.user.upload(await screen.findByLabelText(licenceImageText.en.label.uploadimage), photo);
    await q.settle('checkImage', { done: undefined });
    await q.settle('uploadLicence', { done: texasReading });
    // The photo's names fill the form.
    expect(screen.getByRole('textbox', { name: t.driver1.lastName })).toHaveValue(texasReading.lastName ?? '');
    await q.send({ type: 'driver1.submit', values: driver1Values });
    expect(q.shown.at(-1)).toBe('driver2');
    await q.user.click(screen.getByRole('button', { name: t.buttons.back }));
    expect(q.shown.at(-1)).toBe('driver1');
    expect(screen.getByRole('textbox', { name: t.driver1.firstName })).toHaveValue(driver1Values.firstName);
    expect(screen.getByRole('textbox', { name: t.driver1.lastName })).toHaveValue(driver1Values.lastName);
  });
});
