/**
 * The payment form's field rules through the rendered view (site-5.3, site-9.4): validated on
 * blur, submit unavailable while invalid, the error summary on a failed submit, the configured
 * age limits and invalid-date-of-birth message, and nothing lost after an error. The view is
 * rendered as a widget root renders it: inside the flow's actor provider, with the page's
 * language and validated data-config.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lookupOutcomes } from '../../fixtures/models/payment.model';
import { paymentMachine } from '../../machines/payment.machine';
import { paymentConfigSchema } from '../../src/config/payment';
import type { Lang } from '../../src/i18n';
import { formText } from '../../src/i18n/form';
import { paymentText } from '../../src/i18n/payment';
import { CARRIERS } from '../../fixtures/data/carriers';
import { createActorController } from '../../src/paths/actors';
import { provideControlled } from '../../src/paths/play';
import { PaymentFlow } from './PaymentFlow';
import { PaymentView } from './PaymentView';
import { provideTexts } from '../../src/testing/texts';

// The flows' catalogs in both languages (a page loads its own before its widget draws).
provideTexts();

const t = paymentText.en;
const NOW = () => new Date('2026-11-21T12:00:00Z');

async function renderForm(rawConfig: unknown = {}, lang: Lang = 'en') {
  const controller = createActorController(paymentMachine);
  const config = paymentConfigSchema.parse(rawConfig);
  render(
    <PaymentFlow.Provider
      logic={provideControlled(paymentMachine, controller)}
      options={{ input: { resultToken: null, pageUrl: 'http://localhost/pay/', now: () => NOW().getTime() } }}
    >
      <PaymentView lang={lang} config={config} now={NOW} />
    </PaymentFlow.Provider>,
  );
  await act(async () => controller.settle('loadCarriers', { done: [...CARRIERS] }));
  await screen.findByRole('textbox', { name: paymentText[lang].form.policyNumber });
  return { controller, user: userEvent.setup() };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: t.form.submit });

async function fillValid(user: ReturnType<typeof userEvent.setup>, dob = { month: '04', day: '21', year: '1985' }) {
  await user.type(box(t.form.policyNumber), 'lsm-100-pay');
  await user.type(box(t.form.email), 'maria@example.com');
  await user.type(box(t.form.phone), '512-555-0100');
  await user.type(box(t.form.month), dob.month);
  await user.type(box(t.form.day), dob.day);
  await user.type(box(t.form.year), dob.year);
  await user.tab();
}

describe('payment form rules through the widget', () => {
  it('[site-5.3] validates a field on blur, not while typing', async () => {
    const { user } = await renderForm();
    await user.type(box(t.form.email), 'maria@');
    expect(box(t.form.email)).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(await screen.findByText(t.errors.emailInvalid)).toBeVisible();
    expect(box(t.form.email)).toHaveAttribute('aria-invalid', 'true');
    expect(box(t.form.email)).toHaveAccessibleDescription(expect.stringContaining(t.errors.emailInvalid));
  });

  it('[site-5.3] submit is unavailable while invalid; pressing it shows the error summary with focus and sends nothing', async () => {
    const { user, controller } = await renderForm();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(submit()).not.toBeDisabled();
    await user.click(submit());
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '#payment-policy-number',
      '#payment-email',
      '#payment-phone',
      '#payment-dob',
    ]);
    expect(within(summary).getByRole('link', { name: t.errors.policyNumberRequired })).toBeVisible();
    expect(controller.calls.filter((c) => c.src === 'lookup')).toHaveLength(0);
    await user.click(within(summary).getByRole('link', { name: t.errors.policyNumberRequired }));
    expect(box(t.form.policyNumber)).toHaveFocus();
  });

  it('[site-5.3] once every field is valid, submit is available and sends the policy uppercased and the phone without dashes', async () => {
    const { user, controller } = await renderForm();
    await fillValid(user);
    expect(submit()).not.toHaveAttribute('aria-disabled');
    await user.click(submit());
    expect(controller.lastInput('lookup')).toEqual({
      policyNumber: 'LSM-100-PAY',
      receiptEmail: 'maria@example.com',
      receiptPhone: '5125550100',
      dob: '1985-04-21',
    });
  });

  it('[site-2.24 site-5.3] values pasted as people copy them (spaces, brackets, +1, zero-width and RTL marks) are sent as meant', async () => {
    const { user, controller } = await renderForm();
    const paste = async (name: string, text: string) => {
      await user.click(box(name));
      await user.paste(text);
    };
    await paste(t.form.policyNumber, '  lsm-100-pay\u200B ');
    await paste(t.form.email, ' maria@example.com\u200F ');
    await paste(t.form.phone, '+1 (512) 555-0100');
    await paste(t.form.month, '\u200E04');
    await paste(t.form.day, '21');
    await paste(t.form.year, '1985\uFEFF');
    await user.tab();
    expect(box(t.form.policyNumber)).toHaveValue('lsm-100-pay');
    await user.click(submit());
    expect(controller.lastInput('lookup')).toEqual({
      policyNumber: 'LSM-100-PAY',
      receiptEmail: 'maria@example.com',
      receiptPhone: '5125550100',
      dob: '1985-04-21',
    });
  });

  it.each([
    ['an impossible date (31 April)', { month: '04', day: '31', year: '1985' }],
    ['under the minimum age of 16', { month: '01', day: '01', year: '2012' }],
    ['over the maximum age of 75', { month: '01', day: '01', year: '1940' }],
  ])('[site-5.3 site-9.4] a date of birth %s shows the invalid-date-of-birth message', async (_label, dob) => {
    const { user } = await renderForm();
    await fillValid(user, dob);
    expect(await screen.findByText('Enter a valid date of birth. The policyholder must be 16 to 75 years old.')).toBeVisible();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
  });

  it('[site-5.3 site-9.4] the age limits and the invalid-date-of-birth message come from the page configuration', async () => {
    const { user } = await renderForm({ minAge: 18, maxAge: 65, messages: { invalidDob: 'Policyholders are {min} to {max}.' } });
    await fillValid(user, { month: '06', day: '01', year: '2010' });
    expect(await screen.findByText('Policyholders are 18 to 65.')).toBeVisible();
  });

  it('[site-5.3] the configured invalid-date-of-birth message may use {0} and {1} for the limits', async () => {
    const { user } = await renderForm({ minAge: 18, maxAge: 65, messages: { invalidDob: 'From {0} to {1} years only.' } });
    await fillValid(user, { month: '06', day: '01', year: '1950' });
    expect(await screen.findByText('From 18 to 65 years only.')).toBeVisible();
  });

  it('[site-5.3] a pasted "+1 (512) 555-0100" is kept as 512-555-0100 and sent without dashes', async () => {
    const { user, controller } = await renderForm();
    await fillValid(user);
    await user.clear(box(t.form.phone));
    await user.paste('+1 (512) 555-0100');
    expect(box(t.form.phone)).toHaveValue('512-555-0100');
    await user.click(submit());
    expect(controller.lastInput('lookup')).toMatchObject({ receiptPhone: '5125550100' });
  });

  it('[site-5.3] in Spanish, the summary, the field messages and the unavailable note are in Spanish', async () => {
    const es = paymentText.es;
    const { user } = await renderForm({}, 'es');
    const button = screen.getByRole('button', { name: es.form.submit });
    expect(button).toHaveAccessibleDescription(es.form.fixErrors);
    await user.click(button);
    const summary = await screen.findByRole('alert', { name: es.errors.summaryTitle });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: es.errors.emailRequired })).toBeVisible();
    await user.click(within(summary).getByRole('link', { name: es.errors.dobRequired }));
    expect(screen.getByRole('textbox', { name: es.form.month })).toHaveFocus();
    expect(screen.getByRole('group', { name: es.form.dob })).toHaveAccessibleDescription(
      `${es.form.dobHint} ${formText.es.errorPrefix} ${es.errors.dobRequired}`,
    );
  });

  it('[site-8.6] nothing typed is lost after an error: the form comes back with the values', async () => {
    const { user, controller } = await renderForm();
    await fillValid(user);
    await user.click(submit());
    await act(async () => controller.settle('lookup', { done: lookupOutcomes.pastDue }));
    const dialog = await screen.findByRole('dialog', { name: t.configured.pastDueTitle });
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(box(t.form.policyNumber)).toHaveValue('lsm-100-pay');
    expect(box(t.form.phone)).toHaveValue('512-555-0100');
    expect(box(t.form.year)).toHaveValue('1985');
  });
});
