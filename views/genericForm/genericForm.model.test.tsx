/**
 * The generic form's own checks through the rendered view, in both languages: the first failing
 * field takes focus, messages from the fields' attributes, what a native submit sends (checkbox
 * values, the redirect, the captcha response), the spam trap to the error page, the captcha, and
 * the native submit itself (the browser's submit is let go only when the chart accepts the form).
 * The generic suites (src/flows/flows.view.*.test.tsx) walk the paths' screens.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { genericFormConfigSchema } from '../../src/config/genericForm';
import genericForm from '../../src/flows/genericForm';
import { loadFlow, pageSetupFor } from '../../src/flows/kit';
import { genericFormText } from '../../src/i18n/genericForm';
import { createActorController } from '../../src/paths/actors';
import { recordingEffects } from '../../src/testing/flows';
import { CAPTCHA_FIELD, CAPTCHA_STAND_IN_RESPONSE } from './GenericFormView';

const flow = await loadFlow(genericForm);

/** The submit events the page saw, with whether the browser's own submit was let go and what it would send. */
const submits: Array<{ prevented: boolean; fields: Array<[string, string]>; action: string; method: string }> = [];
function watchSubmits(event: Event) {
  const form = event.target as HTMLFormElement;
  // Read after the form's own handler ran (this listener is on the window, in the bubbling phase).
  const fields = [...new FormData(form).entries()].map(([k, v]) => [k, String(v)] as [string, string]);
  submits.push({ prevented: event.defaultPrevented, fields, action: form.getAttribute('action') ?? '', method: form.getAttribute('method') ?? '' });
  // jsdom does not navigate: the native submit itself is the browser's (e2e/contentWidgets.spec.ts follows it).
  event.preventDefault();
}

afterEach(() => {
  window.removeEventListener('submit', watchSubmits);
  submits.length = 0;
});

function openPage(lang: 'en' | 'es', start: { config?: Record<string, unknown>; query?: Record<string, string> } = {}) {
  window.addEventListener('submit', watchSubmits);
  const controller = createActorController(flow.widget.machine);
  const effects = recordingEffects();
  const { App } = flow.widget;
  render(<App page={pageSetupFor(flow.descriptor, lang, start)} effects={effects} actors={controller.actors} />);
  return { effects };
}

describe.each(['en', 'es'] as const)('the generic form (%s)', (lang) => {
  const t = genericFormText[lang];
  const prefix = lang === 'es' ? '/es' : '';
  const f = (name: string) => t.fields.find((x) => x.name === name)!;
  const box = (name: string) => screen.getByRole(f(name).kind === 'checkbox' ? 'checkbox' : 'textbox', { name: new RegExp(`^${f(name).label}`) });

  it('[site-2.19 site-5.7 site-8.8] the generic form: every field is checked on submit: required and constraint messages from the attributes, the first failing field focused, nothing sent', async () => {
    const user = userEvent.setup();
    openPage(lang);
    await user.type(box('fullName'), 'Maria Garcia');
    await user.type(box('phone'), '555');
    await user.click(screen.getByRole('button', { name: t.configured.submit }));
    expect(screen.getByText(f('email').requiredMessage!)).toBeVisible();
    expect(screen.getByText(f('phone').constraintMessage!)).toBeVisible();
    expect(screen.getByText(f('question').requiredMessage!)).toBeVisible();
    expect(screen.getByText(f('agree').requiredMessage!)).toBeVisible();
    expect(box('fullName')).not.toHaveAttribute('aria-invalid');
    expect(box('email')).toHaveAttribute('aria-invalid', 'true');
    expect(box('email')).toHaveAccessibleDescription(expect.stringContaining(f('email').requiredMessage!));
    // The first failing field in page order takes focus; what was typed stays.
    expect(box('email')).toHaveFocus();
    expect(box('fullName')).toHaveValue('Maria Garcia');
    expect(submits.map((s) => s.prevented)).toEqual([true]);
  });

  it('[site-5.7 site-7.14] a correct form is submitted natively to its action: checked, Unchecked, the redirect back to this page', async () => {
    const user = userEvent.setup();
    openPage(lang);
    await user.type(box('fullName'), 'Maria Garcia');
    await user.type(box('email'), 'maria.garcia@example.com');
    await user.type(box('question'), 'Is rental car coverage included?');
    await user.click(box('agree'));
    await user.click(screen.getByRole('button', { name: t.configured.submit }));
    expect(submits).toHaveLength(1);
    const [sent] = submits;
    expect(sent!.prevented).toBe(false);
    expect(sent!.action).toBe('/api/forms/submit');
    expect(sent!.method).toBe('post');
    expect(Object.fromEntries(sent!.fields)).toEqual({
      fullName: 'Maria Garcia',
      email: 'maria.garcia@example.com',
      phone: '',
      question: 'Is rental car coverage included?',
      textUpdates: 'Unchecked',
      agree: 'checked',
      website: '',
      redirect: `${prefix}/auto-insurance-101/?sent=1`,
    });
    expect(screen.getByRole('button', { name: t.sending })).toHaveAttribute('aria-busy', 'true');
  });

  it('[site-5.8 site-3.3] a filled spam trap sends the visitor to the error page instead of submitting', async () => {
    const user = userEvent.setup();
    const { effects } = openPage(lang);
    const trap = screen.getByLabelText(t.trapLabel);
    expect(trap).toHaveClass('text');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(trap, 'https://spam.example/');
    await user.click(screen.getByRole('button', { name: t.configured.submit }));
    expect(effects.navigated).toEqual([`${prefix}/form-error/`]);
    expect(submits.map((s) => s.prevented)).toEqual([true]);
  });

  it('[site-5.8 site-3.3] a configured error page', async () => {
    const user = userEvent.setup();
    const { effects } = openPage(lang, { config: { errorpage: '/oops/' } });
    await user.type(screen.getByLabelText(t.trapLabel), 'x');
    await user.click(screen.getByRole('button', { name: t.configured.submit }));
    expect(effects.navigated).toEqual(['/oops/']);
  });

  it('[site-5.9 site-8.8] with a captcha: no response shows the captcha error with focus; once answered the form is sent with the response', async () => {
    const user = userEvent.setup();
    openPage(lang, { config: { captcha: true, fields: [{ name: 'email', label: 'Email', kind: 'email', required: true }], messages: { captchaMessage: 'Prove it.' } } });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria.garcia@example.com');
    await user.click(screen.getByRole('button', { name: t.configured.submit }));
    const standIn = screen.getByRole('checkbox', { name: t.captchaStandIn });
    expect(screen.getByText('Prove it.')).toBeVisible();
    expect(standIn).toHaveFocus();
    expect(standIn).toHaveAttribute('aria-invalid', 'true');
    await user.click(standIn);
    await user.click(screen.getByRole('button', { name: t.configured.submit }));
    expect(submits.map((s) => s.prevented)).toEqual([true, false]);
    expect(Object.fromEntries(submits[1]!.fields)[CAPTCHA_FIELD]).toBe(CAPTCHA_STAND_IN_RESPONSE);
  });

  it('[site-5.7 site-8.8 site-3.3] a page’s own fields: kinds, patterns and messages from their attributes; a required box sends nothing unticked', async () => {
    const user = userEvent.setup();
    openPage(lang, {
      config: {
        fields: [
          { name: 'policy', label: 'Policy number', required: true, pattern: '[A-Z]{3}-\\d{4}', requiredMessage: 'Policy number, please.', constraintMessage: 'Like ABC-1234.' },
          { name: 'consent', label: 'Yes', kind: 'checkbox', required: true },
        ],
        action: '/api/forms/submit',
        method: 'get',
      },
    });
    await user.click(screen.getByRole('button', { name: t.configured.submit }));
    expect(screen.getByText('Policy number, please.')).toBeVisible();
    expect(screen.getByText(t.defaults.checkboxRequired.replace('{label}', 'Yes'))).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Policy number' }), 'abc');
    await user.click(screen.getByRole('button', { name: t.configured.submit }));
    expect(screen.getByText('Like ABC-1234.')).toBeVisible();
    // The required box unticked is sent as nothing (the browser leaves it out): no field of that name.
    expect(submits.at(-1)!.fields.some(([k]) => k === 'consent')).toBe(false);
    expect(submits.at(-1)!.method).toBe('get');
  });

  it('[site-7.14 site-1.7] opened again by the action’s handler (?sent=1): the thank-you with focus and a way back to the form', () => {
    openPage(lang, { query: { sent: '1' } });
    expect(screen.getByRole('heading', { name: t.thankYouTitle })).toHaveFocus();
    expect(screen.getByText(t.configured.thankYou)).toBeVisible();
    expect(screen.getByRole('link', { name: t.another })).toHaveAttribute('href', `${prefix}/auto-insurance-101/`);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('the generic form’s data-config', () => {
  it('[site-5.7] refuses a pattern that does not compile, two fields of one name, an action off the site over http', () => {
    const field = { name: 'a', label: 'A' };
    expect(genericFormConfigSchema.safeParse({ fields: [{ ...field, pattern: '([' }] }).success).toBe(false);
    expect(genericFormConfigSchema.safeParse({ fields: [field, field] }).success).toBe(false);
    expect(genericFormConfigSchema.safeParse({ action: 'http://forms.example/submit' }).success).toBe(false);
    expect(genericFormConfigSchema.safeParse({ fields: [field], action: 'https://forms.example/submit' }).success).toBe(true);
  });
});
