/**
 * The form shell, in English and Spanish: a failed submit puts the error summary first and in focus
 * and sends nothing; a valid submit hands the typed values over once; while busy the button is
 * busy, the busy text is said and a submit is ignored; the chart's failure is an alert above the
 * fields that takes focus and leaves every field as typed.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import type { Lang } from '../../i18n';
import { formText } from '../../i18n/form';
import { emailRule } from '../../rules/fieldRules';
import { EmailField, TextField } from './index';
import { FormShell, type FormFailure } from './FormShell';

const text = {
  en: { name: 'Full name', email: 'Email address', submit: 'Continue', sending: 'Sending…', required: 'Complete this field', invalid: 'Check this field', failed: 'We could not save it', later: 'Try again later.' },
  es: { name: 'Nombre completo', email: 'Correo electrónico', submit: 'Continuar', sending: 'Enviando…', required: 'Complete este campo', invalid: 'Revise este campo', failed: 'No pudimos guardarlo', later: 'Inténtelo más tarde.' },
};

interface Values {
  name: string;
  email: string;
}

function shell(lang: Lang, props: { busy?: boolean; failure?: FormFailure | null; onSubmit?: (v: Values) => void } = {}) {
  const t = text[lang];
  const schema = yup.object({ name: yup.string().trim().required(t.required), email: emailRule({ required: t.required, invalid: t.invalid }) });
  return (
    <FormShell<Values>
      initialValues={{ name: '', email: '' }}
      schema={schema}
      onSubmit={props.onSubmit ?? (() => undefined)}
      texts={formText[lang]}
      busy={props.busy ?? false}
      busyText={t.sending}
      submitLabel={t.submit}
      failure={props.failure ?? null}
    >
      <TextField name="name" id="name" label={t.name} />
      <EmailField name="email" id="email" label={t.email} />
    </FormShell>
  );
}

describe.each(['en', 'es'] as const)('FormShell in %s', (lang) => {
  const t = text[lang];
  const f = formText[lang];

  it('a submit with errors shows the summary in focus, linking each field, and sends nothing', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(shell(lang, { onSubmit }));
    const button = screen.getByRole('button', { name: t.submit });
    // Judged on mount: invalid until filled.
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAccessibleDescription(f.fixErrors);
    await user.click(button);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: f.summaryTitle })).toBeVisible();
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#name', '#email']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a valid submit hands the values over once', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(shell(lang, { onSubmit }));
    await user.type(screen.getByRole('textbox', { name: t.name }), 'María García');
    await user.type(screen.getByRole('textbox', { name: t.email }), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'María García', email: 'maria@example.com' });
  });

  it('while busy: the button is busy, the busy text is said, and a submit is ignored', async () => {
    const onSubmit = vi.fn();
    render(shell(lang, { onSubmit, busy: true }));
    const button = screen.getByRole('button', { name: t.sending });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(t.sending);
    button.closest('form')!.requestSubmit();
    await new Promise((r) => setTimeout(r, 20));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("the chart's failure is an alert above the fields that takes focus, the fields left as typed", async () => {
    const user = userEvent.setup();
    const { rerender } = render(shell(lang));
    await user.type(screen.getByRole('textbox', { name: t.name }), 'María García');
    rerender(shell(lang, { failure: { title: t.failed, message: t.later } }));
    const alert = screen.getByRole('alert', { name: t.failed });
    expect(alert).toHaveTextContent(t.later);
    expect(alert).toHaveFocus();
    expect(alert.compareDocumentPosition(screen.getByRole('textbox', { name: t.name })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('textbox', { name: t.name })).toHaveValue('María García');
    rerender(shell(lang, { failure: null }));
    expect(screen.queryByRole('alert', { name: t.failed })).toBeNull();
  });
});
