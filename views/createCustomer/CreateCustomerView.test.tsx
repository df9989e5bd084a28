/**
 * The create-customer page as a customer uses it, in both languages (portal-2.7, portal-4.17,
 * portal-4.18, portal-5.2, portal-6.1, portal-8.2, quote-3.13): the widget's whole app on its page,
 * with the chart's calls held so each answer is the test's to give.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { zipOutcomes } from '../../fixtures/models/quoteZip.model';
import type { CreateCustomerFormValues } from '../../machines/createCustomer.rules';
import { ApiError } from '../../services/http';
import { createCustomerConfigSchema } from '../../src/config/createCustomer';
import createCustomer from '../../src/flows/createCustomer';
import { loadFlow, pagePath } from '../../src/flows/kit';
import { fill } from '../../src/i18n';
import { createCustomerText } from '../../src/i18n/createCustomer';
import { formText } from '../../src/i18n/form';
import { createActorController } from '../../src/paths/actors';
import { MODEL_EPOCH } from '../../src/paths/system';
import type { ActorResult } from '../../src/paths/types';
import { storageWith } from '../../src/storage';
import { fillDob, fillIn } from '../../src/testing/fill';
import { recordingEffects } from '../../src/testing/flows';

const flow = await loadFlow(createCustomer);

const sample: CreateCustomerFormValues = {
  firstName: 'Ana',
  lastName: 'López-Ortiz',
  email: 'ana@example.com',
  phone: '5125550123',
  dob: { month: '4', day: '7', year: '1990' },
  zip: '78701',
  city: 'Austin',
  state: 'TX',
};

const token = { kind: 'anonymous', token: 'sbx-anon-1', createdAt: MODEL_EPOCH, expiresAt: MODEL_EPOCH + 86_400_000 };
const refused = (message: string | null) =>
  new ApiError('rejected', '/api/account/createCustomer', 200, message ?? 'The API answered isSuccess: false.', { isSuccess: false, message });

afterEach(() => {
  document.cookie = 'source=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe.each(['en', 'es'] as const)('the create-customer page (%s)', (lang) => {
  const t = createCustomerText[lang];
  const kit = formText[lang];
  const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const dobGroup = () => screen.getByRole('group', { name: t.form.dob });
  const dobPart = (name: string) => within(dobGroup()).getByRole('textbox', { name }) as HTMLInputElement;
  const stateSelect = () => screen.getByRole('combobox', { name: t.form.state }) as HTMLSelectElement;
  const submit = () => screen.getByRole('button', { name: new RegExp(`^(${t.form.submit}|${t.form.submitting}|${t.form.leaving})$`) });

  function renderPage(options: { config?: unknown; query?: string } = {}) {
    const controller = createActorController(flow.widget.machine);
    const effects = recordingEffects();
    const url = new URL(`http://localhost${pagePath('/create-customer/', lang)}${options.query ?? ''}`);
    const page = options.config === undefined ? { lang, url } : { lang, url, config: options.config };
    render(<flow.widget.App page={page} effects={effects} actors={controller.actors} now={() => new Date(MODEL_EPOCH)} />);
    const settle = async (id: string, result: ActorResult) => {
      await act(async () => controller.settle(id, result));
    };
    return { controller, effects, settle, user: userEvent.setup() };
  }

  /** The form filled field by field, each in one go (src/testing/fill.ts): these tests are about what the form does with the values. */
  async function fillForm(user: ReturnType<typeof userEvent.setup>, values: CreateCustomerFormValues = sample) {
    const fillNonEmpty = async (el: HTMLElement, value: string) => {
      if (value !== '') await fillIn(user, el, value);
    };
    await fillNonEmpty(box(t.form.firstName), values.firstName);
    await fillNonEmpty(box(t.form.lastName), values.lastName);
    await fillNonEmpty(box(t.form.email), values.email);
    await fillNonEmpty(box(t.form.phone), values.phone);
    await fillNonEmpty(dobPart(kit.month), values.dob.month);
    await fillNonEmpty(dobPart(kit.day), values.dob.day);
    await fillNonEmpty(dobPart(kit.year), values.dob.year);
    await fillNonEmpty(box(t.form.city), values.city);
    if (values.state !== '') await user.selectOptions(stateSelect(), values.state);
    // The ZIP last, then the submit: leaving the field asks for a lookup, which the submit overtakes.
    await fillNonEmpty(box(t.form.zip), values.zip);
  }

  it('[portal-2.7 portal-5.2] has first and last name, email, phone, date of birth in three parts, ZIP, city and state; the phone shows as 999-999-9999 while typed', async () => {
    const { user } = renderPage();
    for (const name of [t.form.firstName, t.form.lastName, t.form.email, t.form.phone, t.form.zip, t.form.city]) expect(box(name)).toBeVisible();
    for (const part of [kit.month, kit.day, kit.year]) expect(dobPart(part)).toBeVisible();
    expect(within(stateSelect()).getByRole('option', { name: t.stateNames.TX })).toHaveValue('TX');
    await user.type(box(t.form.phone), '5125550123');
    expect(box(t.form.phone)).toHaveValue('512-555-0123');
  });

  it('[portal-4.17] the submit is unavailable until every field is valid: pressing it lists the problems and sends nothing', async () => {
    const { user, controller } = renderPage();
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'true'));
    await user.click(submit());
    expect(await screen.findByRole('alert', { name: new RegExp(t.errors.summaryTitle) })).toHaveFocus();
    expect(screen.getAllByText(t.errors.firstNameRequired).length).toBeGreaterThan(0);
    expect(controller.calls.filter((c) => c.src !== 'lookupZip')).toEqual([]);
    await fillForm(user);
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });

  it('[portal-5.2] the age limits are 18 to 85 by default, with the invalid-date message', async () => {
    const { user } = renderPage();
    // On 2026-01-05 someone born on 2008-01-06 is 17.
    await fillDob(user, dobGroup(), kit, { month: '1', day: '6', year: '2008' });
    await user.tab();
    expect(await screen.findByText(t.configured.invalidDob.replace('{min}', '18').replace('{max}', '85'))).toBeVisible();
  });

  it('[portal-5.2] the page may configure the age limits and the invalid-date message', async () => {
    const { user } = renderPage({ config: { minAge: 21, maxAge: 60, messages: { invalidDob: 'Only ages {0} to {1}' } } });
    await fillDob(user, dobGroup(), kit, { month: '1', day: '5', year: '2006' });
    await user.tab();
    expect(await screen.findByText('Only ages 21 to 60')).toBeVisible();
  });

  it('[portal-4.18 portal-7.15] leaving the ZIP field looks it up and fills the city and state in upper case', async () => {
    const { user, controller, settle } = renderPage();
    await fillForm(user, { ...sample, city: '', state: '', zip: '' });
    await fillIn(user, box(t.form.zip), '78701');
    await user.tab();
    expect(controller.lastInput('lookupZip')).toEqual({ zip: '78701', brand: 'bluebonnet' });
    expect(screen.getByText(t.zip.checking)).toBeVisible();
    await settle('lookupZip', { done: zipOutcomes.quote });
    expect(box(t.form.city)).toHaveValue('AUSTIN');
    expect(stateSelect()).toHaveValue('TX');
    expect(screen.getByText(t.zip.filled)).toBeVisible();
    // portal-4.17: the filled form is complete: the submit is available.
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));
  });

  it('[portal-4.18] leaving the field again with the same ZIP does not fill over a correction', async () => {
    const { user, controller, settle } = renderPage();
    await fillIn(user, box(t.form.zip), '78701');
    await user.tab();
    await settle('lookupZip', { done: zipOutcomes.quote });
    await fillIn(user, box(t.form.city), 'Rollingwood');
    await user.click(box(t.form.zip));
    await user.tab();
    expect(controller.calls.filter((c) => c.src === 'lookupZip')).toHaveLength(1);
    expect(box(t.form.city)).toHaveValue('Rollingwood');
  });

  it.each([
    ['no quote there', { done: zipOutcomes.comingSoon }, 'notFilled'],
    ['no address', { done: zipOutcomes.empty }, 'notFilled'],
    ['the lookup failing', { error: new ApiError('http', '/api/address/citybyzip', 500, 'The API answered 500.') }, 'failed'],
  ] as const)('[portal-4.18] with %s, what was typed stays and the page says the ZIP could not fill it', async (_what, answer, note) => {
    const { user, settle } = renderPage();
    await fillIn(user, box(t.form.city), 'Dallas');
    await user.selectOptions(stateSelect(), 'TX');
    await fillIn(user, box(t.form.zip), '10001');
    await user.tab();
    await settle('lookupZip', answer);
    expect(screen.getByText(t.zip[note])).toBeVisible();
    expect(box(t.form.city)).toHaveValue('Dallas');
    expect(stateSelect()).toHaveValue('TX');
  });

  it("[portal-4.17 portal-8.2] a refused creation shows the server's message as text, takes focus, and leaves the form enabled with every field kept", async () => {
    const { user, settle } = renderPage();
    await fillForm(user);
    await user.click(submit());
    // portal-4.17: the spinner while the calls run; the button cannot be pressed twice.
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAccessibleName(t.form.submitting);
    await settle('getToken', { done: token });
    const markup = '<b>Taken.</b> <img src="x" onerror="alert(1)"> Call us.';
    await settle('createCustomer', { error: refused(markup) });
    const alert = screen.getByRole('alert', { name: t.failedTitle });
    expect(alert).toHaveFocus();
    expect(within(alert).getByText(markup)).toBeVisible();
    expect(alert.querySelector('img, b')).toBeNull();
    expect(submit()).toBeEnabled();
    expect(submit()).not.toHaveAttribute('aria-disabled');
    expect(submit()).not.toHaveAttribute('aria-busy');
    expect(box(t.form.firstName)).toHaveValue(sample.firstName);
    expect(box(t.form.lastName)).toHaveValue(sample.lastName);
    expect(box(t.form.email)).toHaveValue(sample.email);
    expect(box(t.form.phone)).toHaveValue('512-555-0123');
    expect(dobPart(kit.month)).toHaveValue('4');
    expect(box(t.form.zip)).toHaveValue(sample.zip);
    expect(box(t.form.city)).toHaveValue(sample.city);
    expect(stateSelect()).toHaveValue(sample.state);
  });

  it('[portal-8.2] a failure without a server message shows the configured default message, and the catalog one by default', async () => {
    const configured = renderPage({ config: { messages: { createFailed: 'Please call 1-800-555-0100.' } } });
    await fillForm(configured.user);
    await configured.user.click(submit());
    await configured.settle('getToken', { done: token });
    await configured.settle('createCustomer', { error: refused(null) });
    expect(within(screen.getByRole('alert', { name: t.failedTitle })).getByText('Please call 1-800-555-0100.')).toBeVisible();
    expect(screen.queryByText(t.configured.createFailed)).toBeNull();
  });

  it('[portal-8.2] a failed token fetch shows the default message, not the token call\'s own', async () => {
    const { user, settle } = renderPage();
    await fillForm(user);
    await user.click(submit());
    await settle('getToken', { error: new ApiError('rejected', '/api/account/loginWithToken', 200, 'Token refused', { isSuccess: false, message: 'Token refused' }) });
    expect(within(screen.getByRole('alert', { name: t.failedTitle })).getByText(t.configured.createFailed)).toBeVisible();
    expect(screen.queryByText('Token refused')).toBeNull();
  });

  it('[portal-2.7] a created customer goes to the configured page (a site path in the page language)', async () => {
    const configured = renderPage({ config: { successUrl: 'https://portal.example.com/welcome' } });
    await fillForm(configured.user);
    await configured.user.click(submit());
    await configured.settle('getToken', { done: token });
    await configured.settle('createCustomer', { done: { isSuccess: true, message: null } });
    expect(configured.effects.navigated).toEqual(['https://portal.example.com/welcome']);
    expect(submit()).toHaveAccessibleName(t.form.leaving);
    const pageUrl = new URL(`http://localhost${pagePath('/create-customer/', lang)}`);
    expect(flow.widget.input({ lang, url: pageUrl, config: { successUrl: '/welcome/' } }, configured.effects.storage)).toMatchObject({ successUrl: pagePath('/welcome/', lang) });
    expect(flow.widget.input({ lang, url: pageUrl }, configured.effects.storage)).toMatchObject({ successUrl: null });
  });

  it('[portal-7.14] the chart keeps its sign-up token in the token store the page gives it: the page storage, under the brand', () => {
    const storage = storageWith();
    const pageUrl = new URL('http://localhost/create-customer/');
    const input = flow.widget.input({ lang: 'en', url: pageUrl }, storage) as { tokens: { save(kind: 'anonymous', token: string): unknown } };
    input.tokens.save('anonymous', 'sbx-anon-page');
    expect(storage.get('bluebonnet-token', (v): v is object => typeof v === 'object' && v !== null)).toMatchObject({ kind: 'anonymous', token: 'sbx-anon-page' });
  });

  it('[portal-2.7 portal-4.17] with no page configured, the account created ends in a confirmation: what happened, to whom, and what to do next (not a bare sign-in page)', async () => {
    const { user, settle, effects } = renderPage();
    await fillForm(user);
    await user.click(submit());
    await settle('getToken', { done: token });
    await settle('createCustomer', { done: { isSuccess: true, message: null } });
    expect(effects.navigated).toEqual([]);
    const heading = screen.getByRole('heading', { name: t.confirmed.title });
    expect(heading).toHaveFocus();
    expect(screen.getByText(fill(t.confirmed.lead, { firstName: sample.firstName, email: sample.email }))).toBeVisible();
    expect(screen.getByRole('heading', { name: t.confirmed.nextTitle })).toBeVisible();
    expect(screen.getByRole('link', { name: t.confirmed.setPasswordLink })).toHaveAttribute('href', pagePath('/forgot-password/', lang));
    // The form is gone: nothing to send twice.
    expect(screen.queryByRole('button', { name: t.form.submit })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('[portal-2.7] a success page that is not this site or https is refused by the page config', () => {
    for (const successUrl of ['http://evil.example/', 'javascript:alert(1)', '//evil.example/', '/\\evil.example/']) {
      expect(createCustomerConfigSchema.safeParse({ successUrl }).success, successUrl).toBe(false);
    }
    expect(createCustomerConfigSchema.safeParse({ successUrl: '/welcome/' }).success).toBe(true);
  });

  it("[quote-3.13] the source cookie's attribution, and the page query's for what it lacks, go with the creation", async () => {
    document.cookie = `source=${encodeURIComponent('{"adId":"AD-9","gclId":"GCL-1","anonymousId":"anon-42","landingPage":"/quote/"}')}; path=/`;
    const { user, controller, settle } = renderPage({ query: '?utm_source=newsletter&utm_medium=email&utm_campaign=spring&fbclid=FB-2' });
    await fillForm(user);
    await user.click(submit());
    await settle('getToken', { done: token });
    expect(controller.lastInput('createCustomer')).toMatchObject({
      request: {
        loyaltyEnrollmentStatus: true,
        adId: 'AD-9',
        adGroupId: null,
        campaignId: null,
        gclId: 'GCL-1',
        fbclId: 'FB-2',
        anonymousId: 'anon-42',
        utmSource: 'newsletter',
        medium: 'email',
        utmCampaign: 'spring',
        landingPage: '/quote/',
      },
    });
  });

  it('[portal-6.1] a visitor, signed out with nothing stored, can create a customer: the submit goes straight to the token fetch', async () => {
    window.localStorage.clear();
    const { user, controller } = renderPage();
    await fillForm(user);
    await user.click(submit());
    expect(controller.hasPending('getToken')).toBe(true);
    expect(controller.lastInput('getToken')).toEqual({
      tokens: expect.objectContaining({ read: expect.any(Function), save: expect.any(Function) }),
      identity: { email: sample.email, phone: '5125550123', dob: '1990-04-07', state: 'TX' },
    });
  });
});
