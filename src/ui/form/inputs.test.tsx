/** The form kit's plain parts (no formik): what they keep of typing and pasting, and how they are announced. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formText } from '../../i18n/form';
import { CheckboxInput, EmailInput, PhoneInput, RadioGroupInput, SelectInput, SubmitButton, ZipInput, type ValueInputProps } from './plain';

function Controlled({ Input, label }: { Input: (p: ValueInputProps) => React.ReactNode; label: string }) {
  const [value, setValue] = useState('');
  return <Input id="f" name="f" label={label} value={value} onValueChange={setValue} errorPrefix="Error:" />;
}

describe('ZipInput', () => {
  it('[site-5.1] keeps digits only, at most 5, as typed', async () => {
    const user = userEvent.setup();
    render(<Controlled Input={ZipInput} label="ZIP code" />);
    const box = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.type(box, '7a5-2019');
    expect(box).toHaveValue('75201');
    expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(box).toHaveAttribute('autocomplete', 'postal-code');
  });

  it('[site-5.1] a pasted " 75201 " becomes "75201" (cleaned before the length cut)', async () => {
    const user = userEvent.setup();
    render(<Controlled Input={ZipInput} label="ZIP code" />);
    const box = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.click(box);
    await user.paste(' 75201 ');
    expect(box).toHaveValue('75201');
    expect(box).not.toHaveAttribute('maxlength');
  });
});

describe('PhoneInput', () => {
  it('writes 999-999-9999 as the digits are typed, and no more than 10 digits', async () => {
    const user = userEvent.setup();
    render(<Controlled Input={PhoneInput} label="Phone number" />);
    const box = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(box, '5125');
    expect(box).toHaveValue('512-5');
    await user.type(box, '55010099');
    expect(box).toHaveValue('512-555-0100');
    expect(box).toHaveAttribute('type', 'tel');
  });

  it.each(['(512) 555-0100', '+1 512 555 0100', ' 512.555.0100 '])('reads the paste %j as 512-555-0100', async (pasted) => {
    const user = userEvent.setup();
    render(<Controlled Input={PhoneInput} label="Phone number" />);
    const box = screen.getByRole('textbox', { name: 'Phone number' });
    await user.click(box);
    await user.paste(pasted);
    expect(box).toHaveValue('512-555-0100');
  });

  it('deleting goes back through the digits without leaving a dash at the end', async () => {
    const user = userEvent.setup();
    render(<Controlled Input={PhoneInput} label="Phone number" />);
    const box = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(box, '5125');
    await user.type(box, '{Backspace}');
    expect(box).toHaveValue('512');
  });
});

describe('EmailInput', () => {
  it('drops the spaces around a pasted address', async () => {
    const user = userEvent.setup();
    render(<Controlled Input={EmailInput} label="Email address" />);
    const box = screen.getByRole('textbox', { name: 'Email address' });
    await user.click(box);
    await user.paste('  maria@example.com  ');
    expect(box).toHaveValue('maria@example.com');
    expect(box).toHaveAttribute('type', 'email');
  });
});

describe('CheckboxInput with its policy', () => {
  function Consent({ lang }: { lang: 'en' | 'es' }) {
    const [checked, setChecked] = useState(false);
    const f = formText[lang];
    return (
      <CheckboxInput
        id="consent"
        name="consent"
        label={lang === 'en' ? 'I agree to be contacted' : 'Acepto que me contacten'}
        checked={checked}
        onCheckedChange={setChecked}
        errorPrefix={f.errorPrefix}
        policy={{
          linkLabel: f.readPolicy,
          title: lang === 'en' ? 'Contact policy' : 'Política de contacto',
          body: lang === 'en' ? 'We call only about your quote.\n\nYou can stop at any time.' : 'Solo lo llamamos por su cotización.',
          closeLabel: f.close,
        }}
      />
    );
  }

  it.each(['en', 'es'] as const)('[site-2.19] (%s) the policy button opens that checkbox’s policy in a modal with a close button', async (lang) => {
    const user = userEvent.setup();
    const f = formText[lang];
    render(<Consent lang={lang} />);
    const box = screen.getByRole('checkbox', { name: lang === 'en' ? 'I agree to be contacted' : 'Acepto que me contacten' });
    await user.click(box);
    expect(box).toBeChecked();

    const open = screen.getByRole('button', { name: f.readPolicy });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: lang === 'en' ? 'Contact policy' : 'Política de contacto' });
    expect(within(dialog).getByText(lang === 'en' ? 'We call only about your quote.' : 'Solo lo llamamos por su cotización.')).toBeVisible();
    const closeButtons = within(dialog).getAllByRole('button', { name: f.close });
    expect(closeButtons.at(-1)).toHaveFocus();
    await user.click(closeButtons.at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(box).toBeChecked();
  });

  it('an error marks the checkbox invalid and describes it', () => {
    render(
      <CheckboxInput id="c" name="c" label="I agree" checked={false} onCheckedChange={() => {}} errorPrefix="Error:" error="Tick the box to continue" />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Error: Tick the box to continue');
  });
});

describe('RadioGroupInput', () => {
  function Contact({ error }: { error?: string }) {
    const [value, setValue] = useState('');
    return (
      <RadioGroupInput
        id="contact"
        name="contact"
        legend="How should we contact you?"
        options={[
          { value: 'phone', label: 'Phone' },
          { value: 'email', label: 'Email' },
        ]}
        value={value}
        onValueChange={setValue}
        errorPrefix="Error:"
        error={error}
      />
    );
  }

  it('is a named group of radios; choosing one checks it', async () => {
    const user = userEvent.setup();
    render(<Contact />);
    const group = screen.getByRole('radiogroup', { name: 'How should we contact you?' });
    await user.click(within(group).getByRole('radio', { name: 'Email' }));
    expect(within(group).getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Phone' })).not.toBeChecked();
  });

  it('an error marks the group invalid and describes it', () => {
    render(<Contact error="Choose how we contact you" />);
    const group = screen.getByRole('radiogroup', { name: 'How should we contact you?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Error: Choose how we contact you');
  });
});

describe('SelectInput', () => {
  it('is a labelled select with an empty first choice; an error describes it', async () => {
    const user = userEvent.setup();
    function State() {
      const [value, setValue] = useState('');
      return (
        <SelectInput
          id="state"
          name="state"
          label="State"
          placeholder="Choose one"
          options={[
            { value: 'TX', label: 'Texas' },
            { value: 'CA', label: 'California' },
          ]}
          value={value}
          onValueChange={setValue}
          errorPrefix="Error:"
          error={value ? undefined : 'Choose a state'}
        />
      );
    }
    render(<State />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Error: Choose a state');
    await user.selectOptions(select, 'Texas');
    expect(select).toHaveValue('TX');
    expect(select).not.toHaveAttribute('aria-invalid');
  });
});

describe('SubmitButton', () => {
  it('while unavailable it is aria-disabled, not disabled: focusable, and described by the note', async () => {
    const user = userEvent.setup();
    render(
      <form onSubmit={(e) => e.preventDefault()}>
        <SubmitButton unavailable unavailableNote="Complete every field correctly to continue.">
          Continue
        </SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('disabled');
    expect(button).toHaveAccessibleDescription('Complete every field correctly to continue.');
    await user.tab();
    expect(button).toHaveFocus();
  });

  it('while busy it says so with aria-busy and its busy label', () => {
    render(
      <SubmitButton busy busyLabel="Sending…">
        Continue
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
