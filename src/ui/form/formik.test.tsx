/**
 * The form kit connected to formik, in English and Spanish: errors shown after leaving a field,
 * the error summary taking focus on a failed submit with links to the fields, the submit button
 * aria-disabled (never disabled) while invalid, the busy state, and the date of birth's age
 * limits message with {0}/{1} filled.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import type { Lang } from '../../i18n';
import { formText } from '../../i18n/form';
import { fillDob, fillIn } from '../../testing/fill';
import { choiceRule, dobRule, emailRule, phoneRule, requiredCheckboxRule, zipRule } from '../../rules/fieldRules';
import {
  CheckboxField,
  DateOfBirthField,
  EmailField,
  FormSubmit,
  PhoneField,
  RadioGroupField,
  SelectField,
  TextField,
  ValidatedForm,
  ZipField,
} from './index';

/** The texts a flow would give, per language. */
const text = {
  en: {
    name: 'Full name',
    email: 'Email address',
    phone: 'Phone number',
    zip: 'ZIP code',
    dob: 'Date of birth',
    contact: 'How should we contact you?',
    phoneChoice: 'Phone',
    emailChoice: 'Email',
    state: 'State',
    consent: 'I agree to be contacted',
    policyTitle: 'Contact policy',
    policyBody: 'We contact you only about your quote.',
    submit: 'Continue',
    sending: 'Sending…',
    required: 'Complete this field',
    invalid: 'Check this field',
    ages: 'Drivers must be {0} to {1} years old.',
    agesFilled: 'Drivers must be 18 to 65 years old.',
  },
  es: {
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Número de teléfono',
    zip: 'Código postal',
    dob: 'Fecha de nacimiento',
    contact: '¿Cómo prefiere que lo contactemos?',
    phoneChoice: 'Teléfono',
    emailChoice: 'Correo',
    state: 'Estado',
    consent: 'Acepto que me contacten',
    policyTitle: 'Política de contacto',
    policyBody: 'Solo lo contactamos por su cotización.',
    submit: 'Continuar',
    sending: 'Enviando…',
    required: 'Complete este campo',
    invalid: 'Revise este campo',
    ages: 'Los conductores deben tener entre {0} y {1} años.',
    agesFilled: 'Los conductores deben tener entre 18 y 65 años.',
  },
};

const now = () => new Date('2026-11-21T12:00:00Z');

interface Values {
  name: string;
  email: string;
  phone: string;
  zip: string;
  dob: { month: string; day: string; year: string };
  contact: string;
  state: string;
  consent: boolean;
}

const EMPTY: Values = { name: '', email: '', phone: '', zip: '', dob: { month: '', day: '', year: '' }, contact: '', state: '', consent: false };

function renderForm(lang: Lang, options: { busy?: boolean; onSubmit?: (v: Values) => void; nameMax?: number } = {}) {
  const t = text[lang];
  const m = { required: t.required, invalid: t.invalid };
  const schema = yup.object({
    name: yup.string().trim().required(t.required),
    email: emailRule(m),
    phone: phoneRule(m),
    zip: zipRule(m),
    dob: dobRule({ minAge: 18, maxAge: 65, now }, { required: t.required, monthInvalid: t.invalid, dayInvalid: t.invalid, yearInvalid: t.invalid, ageLimits: t.ages }),
    contact: choiceRule(['phone', 'email'], t.required),
    state: choiceRule(['TX', 'CA'], t.required),
    consent: requiredCheckboxRule(t.required),
  });
  const onSubmit = vi.fn(options.onSubmit ?? (() => {}));
  render(
    <Formik<Values> initialValues={EMPTY} validationSchema={schema} validateOnMount onSubmit={(v) => onSubmit(v)}>
      <ValidatedForm texts={formText[lang]} busy={options.busy} busyText={t.sending}>
        <TextField name="name" id="name" label={t.name} maxLength={options.nameMax} />
        <EmailField name="email" id="email" label={t.email} />
        <PhoneField name="phone" id="phone" label={t.phone} />
        <ZipField name="zip" id="zip" label={t.zip} />
        <DateOfBirthField name="dob" id="dob" legend={t.dob} />
        <RadioGroupField
          name="contact"
          id="contact"
          legend={t.contact}
          options={[
            { value: 'phone', label: t.phoneChoice },
            { value: 'email', label: t.emailChoice },
          ]}
        />
        <SelectField
          name="state"
          id="state"
          label={t.state}
          options={[
            { value: 'TX', label: 'Texas' },
            { value: 'CA', label: 'California' },
          ]}
        />
        <CheckboxField name="consent" id="consent" label={t.consent} policy={{ title: t.policyTitle, body: t.policyBody }} />
        <FormSubmit busyLabel={t.sending}>{t.submit}</FormSubmit>
      </ValidatedForm>
    </Formik>,
  );
  return { onSubmit, user: userEvent.setup() };
}

/**
 * Every field valid, each text field filled in one go (src/testing/fill.ts): what the inputs keep of
 * each key is their own tests' (inputs.test.tsx, src/rules/fieldInput.test.ts).
 */
async function fillValid(user: ReturnType<typeof userEvent.setup>, lang: Lang, dob = { month: '04', day: '21', year: '1985' }) {
  const t = text[lang];
  await fillIn(user, screen.getByRole('textbox', { name: t.name }), 'María García');
  await fillIn(user, screen.getByRole('textbox', { name: t.email }), 'maria@example.com');
  await fillIn(user, screen.getByRole('textbox', { name: t.phone }), '5125550100');
  await fillIn(user, screen.getByRole('textbox', { name: t.zip }), '75201');
  await fillDob(user, screen.getByRole('group', { name: t.dob }), formText[lang], dob);
  await user.click(screen.getByRole('radio', { name: t.emailChoice }));
  await user.selectOptions(screen.getByRole('combobox', { name: t.state }), 'Texas');
  await user.click(screen.getByRole('checkbox', { name: t.consent }));
}

describe.each(['en', 'es'] as const)('form kit with formik (%s)', (lang) => {
  const t = text[lang];
  const f = formText[lang];
  const submit = () => screen.getByRole('button', { name: t.submit });

  it('shows a field’s error only after the field is left, with aria-invalid and the error in its description', async () => {
    const { user } = renderForm(lang);
    const email = screen.getByRole('textbox', { name: t.email });
    await user.type(email, 'maria@');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(`${f.errorPrefix} ${t.invalid}`);
  });

  it('submit is aria-disabled (not disabled) while invalid; pressing it shows the summary with focus, in page order, and sends nothing', async () => {
    const { user, onSubmit } = renderForm(lang);
    // The form is validated on mount.
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'true'));
    expect(submit()).not.toBeDisabled();
    expect(submit()).toHaveAccessibleDescription(f.fixErrors);
    await user.click(submit());
    const summary = await screen.findByRole('alert', { name: f.summaryTitle });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#name', '#email', '#phone', '#zip', '#dob', '#contact', '#state', '#consent']);
    expect(onSubmit).not.toHaveBeenCalled();
    // Every field now shows its error.
    expect(screen.getByRole('checkbox', { name: t.consent })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup', { name: t.contact })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: t.state })).toHaveAttribute('aria-invalid', 'true');
  });

  it('the summary’s links move focus to their field (the first input of a group)', async () => {
    const { user } = renderForm(lang);
    await user.click(submit());
    const summary = await screen.findByRole('alert', { name: f.summaryTitle });
    const linkTo = (href: string) => within(summary).getAllByRole('link').find((a) => a.getAttribute('href') === href)!;
    await user.click(linkTo('#phone'));
    expect(screen.getByRole('textbox', { name: t.phone })).toHaveFocus();
    await user.click(linkTo('#dob'));
    expect(within(screen.getByRole('group', { name: t.dob })).getByRole('textbox', { name: f.month })).toHaveFocus();
    await user.click(linkTo('#contact'));
    expect(screen.getByRole('radio', { name: t.phoneChoice })).toHaveFocus();
  });

  it('a valid form is submitted with the cleaned values; the button is then available', async () => {
    const { user, onSubmit } = renderForm(lang);
    await fillValid(user, lang);
    expect(submit()).not.toHaveAttribute('aria-disabled');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'María García',
      email: 'maria@example.com',
      phone: '512-555-0100',
      zip: '75201',
      dob: { month: '04', day: '21', year: '1985' },
      contact: 'email',
      state: 'TX',
      consent: true,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a submit, typing over a field never moves focus: the summary takes focus on a failed submit only', async () => {
    const { user, onSubmit } = renderForm(lang);
    await fillValid(user, lang);
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Typing the month again: cleared, it is briefly missing (the summary shows it), and the typing goes on in the box.
    const month = within(screen.getByRole('group', { name: t.dob })).getByRole('textbox', { name: f.month });
    await user.clear(month);
    await screen.findByRole('alert', { name: f.summaryTitle });
    expect(month).toHaveFocus();
    await user.keyboard('05');
    expect(month).toHaveValue('05');
    await waitFor(() => expect(screen.queryByRole('alert', { name: f.summaryTitle })).toBeNull());
    // A failed submit takes focus to the summary; fixing the field and breaking it again does not.
    await user.clear(month);
    await user.click(submit());
    const summary = await screen.findByRole('alert', { name: f.summaryTitle });
    expect(summary).toHaveFocus();
    await user.click(month);
    await user.keyboard('06');
    await waitFor(() => expect(screen.queryByRole('link', { name: t.invalid })).toBeNull());
    await user.clear(month);
    await waitFor(() => expect(within(summary).getAllByRole('link').length).toBeGreaterThan(0));
    expect(month).toHaveFocus();
    await user.keyboard('07');
    expect(month).toHaveValue('07');
  });

  it('values pasted with spaces, formatting and invisible characters (zero-width, RTL marks) are accepted as meant, in every field type', async () => {
    const { user, onSubmit } = renderForm(lang);
    await fillValid(user, lang);
    const paste = async (box: HTMLElement, text: string) => {
      await user.clear(box);
      await user.click(box);
      await user.paste(text);
    };
    await paste(screen.getByRole('textbox', { name: t.name }), '\u200F  María\u200B García\uFEFF ');
    await paste(screen.getByRole('textbox', { name: t.email }), ' maria\u200D@example.com\u2060 ');
    await paste(screen.getByRole('textbox', { name: t.phone }), '\u202A+1 (512) 555\u200B-0100\u202C');
    await paste(screen.getByRole('textbox', { name: t.zip }), ' 75201\u200B ');
    await paste(within(screen.getByRole('group', { name: t.dob })).getByRole('textbox', { name: f.year }), '\u200E1985');
    await user.tab();
    expect(screen.getByRole('textbox', { name: t.name })).toHaveValue('María García');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'María García',
        email: 'maria@example.com',
        phone: '512-555-0100',
        zip: '75201',
        dob: { month: '04', day: '21', year: '1985' },
      }),
    );
  });

  it('a text field with a maximum cuts a paste after cleaning it, not before', async () => {
    const { user } = renderForm(lang, { nameMax: 12 });
    const name = screen.getByRole('textbox', { name: t.name });
    expect(name).not.toHaveAttribute('maxlength');
    await user.click(name);
    await user.paste('   \u200BMaría García');
    expect(name).toHaveValue('María García');
  });

  it('the date of birth outside the limits shows the age-limits message with {0} and {1} filled', async () => {
    const { user } = renderForm(lang);
    await fillValid(user, lang, { month: '01', day: '01', year: '1950' });
    await user.tab();
    const group = screen.getByRole('group', { name: t.dob });
    expect(group).toHaveAccessibleDescription(`${f.errorPrefix} ${t.agesFilled}`);
    expect(within(group).getByRole('textbox', { name: f.year })).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
  });

  it('the checkbox’s policy opens in a modal from the button beside it', async () => {
    const { user } = renderForm(lang);
    await user.click(screen.getByRole('button', { name: f.readPolicy }));
    const dialog = screen.getByRole('dialog', { name: t.policyTitle });
    expect(within(dialog).getByText(t.policyBody)).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('checkbox', { name: t.consent })).not.toBeChecked();
  });

  it('while busy, the button is busy, the work is announced, and a submit sends nothing more', async () => {
    const { user, onSubmit } = renderForm(lang, { busy: true });
    await fillValid(user, lang);
    const button = screen.getByRole('button', { name: t.sending });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(t.sending);
    await user.type(screen.getByRole('textbox', { name: t.zip }), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
