/**
 * The form pages whose first screen is drawn at build time and whose widget loads with the page
 * (`firstPaint: 'onLoad'`, decision 48): sign-in, create-customer, pay and set-password, with the real page markup
 * and the flows' real widgets; the sandbox answers the calls in process. The take-over itself:
 * takeOver.test.tsx.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGN_IN_MAGIC } from '../../fixtures/data/accounts';
import type { Lang } from '../config/lang';
import createCustomer from '../flows/createCustomer';
import payment from '../flows/payment';
import setPassword from '../flows/setPassword';
import signIn from '../flows/signIn';
import { commonText } from '../i18n/common';
import { createCustomerText } from '../i18n/createCustomer';
import { paymentText } from '../i18n/payment';
import { setPasswordText } from '../i18n/setPassword';
import { signInText } from '../i18n/signIn';
import { mountAll } from '../mount';
import { createStorage, storageKeys } from '../storage';
import { builtPage, countedLoader, sandboxedPages } from '../testing/builtPages';
import { connectSandbox } from '../../fixtures/sandbox/testing';

const sandbox = sandboxedPages(connectSandbox);

const zipLookups = () => sandbox().records.filter((r) => r.path === '/api/address/citybyzip');
const checks = () => sandbox().records.filter((r) => /\/account\/checkCustomer$/.test(r.path));

describe.each(['en', 'es'] as const satisfies readonly Lang[])('the sign-in page drawn at build time, in %s', (lang) => {
  const t = signInText[lang];

  it('[site-2.27] takes input before any script, and its widget loads with the page, untouched', async () => {
    const host = await builtPage('/sign-in/', signIn, lang);
    expect(host).toHaveAttribute('data-first-paint', 'onLoad');
    expect(screen.getByRole('textbox', { name: t.emailLabel })).toBeEnabled();
    expect(screen.getByLabelText(t.passwordLabel)).toBeEnabled();
    const held = countedLoader({ hold: true, widget: 'signIn' });
    const mounted = mountAll({ lang, loaders: held.loaders });
    await waitFor(() => expect(held.loads()).toBe(1));
    held.arrive();
    await act(() => mounted);
    expect(host).toHaveAttribute('data-widget-state', 'ready');
  });

  it('[site-2.27] takes over an email and a password typed before the widget ran, with the focus', async () => {
    await builtPage('/sign-in/', signIn, lang);
    const held = countedLoader({ hold: true, widget: 'signIn' });
    const mounted = mountAll({ lang, loaders: held.loaders });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: t.emailLabel }), SIGN_IN_MAGIC.mainCustomer);
    await user.type(screen.getByLabelText(t.passwordLabel), 'Secret-pass1');
    held.arrive();
    await act(() => mounted);
    expect(screen.getByRole('textbox', { name: t.emailLabel })).toHaveValue(SIGN_IN_MAGIC.mainCustomer);
    const password = screen.getByLabelText(t.passwordLabel);
    expect(password).toHaveValue('Secret-pass1');
    expect(password).toHaveFocus();
    expect(checks()).toHaveLength(0);
  });

  it('[site-2.27] holds a submit made before the widget ran and sends it once', async () => {
    const host = await builtPage('/sign-in/', signIn, lang);
    const held = countedLoader({ hold: true, widget: 'signIn' });
    const mounted = mountAll({ lang, loaders: held.loaders });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: t.emailLabel }), SIGN_IN_MAGIC.mainCustomer);
    await user.type(screen.getByLabelText(t.passwordLabel), 'Secret-pass1{Enter}');
    expect(host).toHaveAttribute('aria-busy', 'true');
    held.arrive();
    await act(() => mounted);
    await waitFor(() => expect(checks()).toHaveLength(1));
  });

  it('[site-3.18] shows a remembered email once the widget is there, without the visitor touching the form', async () => {
    createStorage(window.localStorage).set(storageKeys.rememberMe('bluebonnet'), SIGN_IN_MAGIC.mainCustomer, { ttlHours: 168 });
    await builtPage('/sign-in/', signIn, lang);
    // Drawn at build time for every visitor: no remembered email in the markup.
    expect(screen.getByRole('textbox', { name: t.emailLabel })).toHaveValue('');
    const held = countedLoader({ hold: true, widget: 'signIn' });
    const mounted = mountAll({ lang, loaders: held.loaders });
    held.arrive();
    await act(() => mounted);
    expect(screen.getByRole('textbox', { name: t.emailLabel })).toHaveValue(SIGN_IN_MAGIC.mainCustomer);
  });
});

describe.each(['en', 'es'] as const satisfies readonly Lang[])('the create-customer page drawn at build time, in %s', (lang) => {
  const t = createCustomerText[lang];

  it('[portal-4.18] looks up a ZIP typed and left before the widget ran, once, and fills the city and state', async () => {
    const host = await builtPage('/create-customer/', createCustomer, lang);
    expect(host).toHaveAttribute('data-first-paint', 'onLoad');
    const held = countedLoader({ hold: true, widget: 'createCustomer' });
    const mounted = mountAll({ lang, loaders: held.loaders });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: t.form.zip }), '78701');
    await user.click(screen.getByRole('textbox', { name: t.form.city }));
    held.arrive();
    await act(() => mounted);
    await waitFor(() => expect(screen.getByRole('textbox', { name: t.form.city })).toHaveValue('AUSTIN'));
    expect(screen.getByRole('combobox', { name: t.form.state })).toHaveValue('TX');
    expect(zipLookups().map((r) => r.query.zip)).toEqual(['78701']);
    // The field the visitor is in keeps the focus, and is not left.
    expect(screen.getByRole('textbox', { name: t.form.city })).toHaveFocus();
  });

  it('[portal-4.18] does not look up a ZIP the visitor is still typing in when the widget takes over', async () => {
    await builtPage('/create-customer/', createCustomer, lang);
    const held = countedLoader({ hold: true, widget: 'createCustomer' });
    const mounted = mountAll({ lang, loaders: held.loaders });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: t.form.zip }), '7870');
    held.arrive();
    await act(() => mounted);
    const zip = screen.getByRole('textbox', { name: t.form.zip });
    expect(zip).toHaveValue('7870');
    expect(zip).toHaveFocus();
    expect(zipLookups()).toHaveLength(0);
  });
});

describe.each(['en', 'es'] as const satisfies readonly Lang[])('the pay page drawn at build time, in %s', (lang) => {
  const t = paymentText[lang];
  const lookups = () => sandbox().records.filter((r) => /\/payments\/lookup$/.test(r.path));
  const payPath = lang === 'es' ? '/es/pay/' : '/pay/';

  afterEach(() => window.history.replaceState(null, '', '/'));

  async function typePayment(user: ReturnType<typeof userEvent.setup>, policyNumber = 'LSM-100-PAY') {
    await user.type(screen.getByRole('textbox', { name: t.form.policyNumber }), policyNumber);
    await user.type(screen.getByRole('textbox', { name: t.form.email }), 'maria.garcia@example.com');
    await user.type(screen.getByRole('textbox', { name: t.form.phone }), '5125550100');
    const dob = screen.getByRole('group', { name: t.form.dob });
    await user.type(within(dob).getByRole('textbox', { name: t.form.month }), '04');
    await user.type(within(dob).getByRole('textbox', { name: t.form.day }), '21');
    await user.type(within(dob).getByRole('textbox', { name: t.form.year }), '1985');
  }

  it('[site-2.24] takes input before any script, the carrier list loading with the widget', async () => {
    window.history.replaceState(null, '', payPath);
    const host = await builtPage('/pay/', payment, lang);
    expect(host).toHaveAttribute('data-first-paint', 'onLoad');
    expect(screen.getByRole('textbox', { name: t.form.policyNumber })).toBeEnabled();
    expect(screen.queryByText(t.loading)).toBeNull();
    const held = countedLoader({ hold: true, widget: 'payment' });
    const mounted = mountAll({ lang, loaders: held.loaders });
    const user = userEvent.setup();
    await typePayment(user);
    held.arrive();
    await act(() => mounted);
    expect(host).toHaveAttribute('data-widget-state', 'ready');
    expect(screen.getByRole('textbox', { name: t.form.policyNumber })).toHaveValue('LSM-100-PAY');
    expect(within(screen.getByRole('group', { name: t.form.dob })).getByRole('textbox', { name: t.form.year })).toHaveFocus();
    expect(lookups()).toHaveLength(0);
  });

  it('[site-4.5] holds a submit made before the widget ran and looks the policy up once', async () => {
    window.history.replaceState(null, '', payPath);
    const host = await builtPage('/pay/', payment, lang);
    const held = countedLoader({ hold: true, widget: 'payment' });
    const mounted = mountAll({ lang, loaders: held.loaders });
    const user = userEvent.setup();
    await typePayment(user, 'LSM-500-PAID');
    await user.keyboard('{Enter}');
    expect(host).toHaveAttribute('aria-busy', 'true');
    held.arrive();
    await act(() => mounted);
    // The sandbox's already-paid policy: the lookup's own screen, once.
    expect(await screen.findByRole('heading', { name: t.alreadyPaid.title })).toBeVisible();
    expect(lookups().map((r) => (r.body as { policyNumber: string }).policyNumber)).toEqual(['LSM-500-PAID']);
  });

  it('[site-4.12] back from the provider (?token=): the loading line, never the drawn form, then the result', async () => {
    window.history.replaceState(null, '', `${payPath}?token=TOK-APPROVED-LSM-100-PAY`);
    const host = await builtPage('/pay/', payment, lang);
    expect(host).toHaveAttribute('data-first-paint-unless', 'token');
    const held = countedLoader({ hold: true, widget: 'payment' });
    const mounted = mountAll({ lang, loaders: held.loaders });
    // Before the widget is there: the loading line in place of the form.
    expect(screen.queryByRole('textbox', { name: t.form.policyNumber })).toBeNull();
    expect(screen.getByText(commonText[lang].widget.loading)).toBeVisible();
    expect(host).not.toHaveAttribute('data-first-paint');
    held.arrive();
    await act(() => mounted);
    expect(await screen.findByRole('heading', { name: t.result.paidTitle })).toBeVisible();
  });
});

describe.each(['en', 'es'] as const satisfies readonly Lang[])('the set-password page drawn at build time, in %s', (lang) => {
  const t = setPasswordText[lang];
  const setCalls = () => sandbox().records.filter((r) => /\/account\/setPassword$/.test(r.path));
  const page = lang === 'es' ? '/es/set-password/' : '/set-password/';

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('[site-2.29] opened from the email link: takes the new password before any script, and sets it once on a held submit', async () => {
    window.history.replaceState(null, '', `${page}?token=RESET-VALID`);
    const host = await builtPage('/set-password/', setPassword, lang);
    expect(host).toHaveAttribute('data-first-paint', 'onLoad');
    expect(host).toHaveAttribute('data-first-paint-needs', 'token');
    const held = countedLoader({ hold: true, widget: 'setPassword' });
    const mounted = mountAll({ lang, loaders: held.loaders, privateQuery: ['token'] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t.form.password), 'Bluebonnet#1');
    await user.type(screen.getByLabelText(t.form.verify), 'Bluebonnet#1{Enter}');
    // The link's token has left the address bar before anything loaded.
    expect(window.location.search).toBe('');
    held.arrive();
    await act(() => mounted);
    expect(await screen.findByRole('heading', { name: t.changed.title })).toBeVisible();
    expect(setCalls().map((r) => r.body)).toEqual([expect.objectContaining({ token: 'RESET-VALID' })]);
  });

  it('[site-2.29] opened without the link: the loading line in place of the drawn form, then the no-link message', async () => {
    window.history.replaceState(null, '', page);
    const host = await builtPage('/set-password/', setPassword, lang);
    const held = countedLoader({ hold: true, widget: 'setPassword' });
    const mounted = mountAll({ lang, loaders: held.loaders, privateQuery: ['token'] });
    expect(screen.queryByLabelText(t.form.password)).toBeNull();
    expect(screen.getByText(commonText[lang].widget.loading)).toBeVisible();
    expect(host).not.toHaveAttribute('data-first-paint');
    held.arrive();
    await act(() => mounted);
    expect(await screen.findByRole('heading', { name: t.noLink.title })).toBeVisible();
    expect(setCalls()).toHaveLength(0);
  });
});
