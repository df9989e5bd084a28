import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, FieldGroup } from './Field';

afterEach(cleanup);

function ZipField({ error, hint }: { error?: string; hint?: string }) {
  const [value, setValue] = useState('');
  return (
    <Field
      id="zip"
      name="zip"
      label="ZIP code"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={error}
      errorPrefix="Error:"
      hint={hint}
      inputMode="numeric"
      maxLength={5}
      autoComplete="postal-code"
    />
  );
}

describe('Field', () => {
  it('labels the input with a real label and accepts typing', async () => {
    const user = userEvent.setup();
    render(<ZipField />);
    const input = screen.getByLabelText('ZIP code');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'postal-code');

    await user.type(input, '606011');
    expect(input).toHaveValue('60601');
  });

  it('is not marked invalid and not described by an error when there is no error', () => {
    render(<ZipField />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(document.getElementById('zip-error')).toBeNull();
  });

  it('describes the input by its hint', () => {
    render(<ZipField hint="Five digits" />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(input).toHaveAttribute('aria-describedby', 'zip-hint');
    expect(input).toHaveAccessibleDescription('Five digits');
  });

  it('marks the input invalid and describes it by the hint and the prefixed error', () => {
    render(<ZipField hint="Five digits" error="Enter a 5-digit ZIP code" />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'zip-hint zip-error');
    expect(input).toHaveAccessibleDescription('Five digits Error: Enter a 5-digit ZIP code');

    const error = document.getElementById('zip-error');
    expect(error).toHaveTextContent('Error: Enter a 5-digit ZIP code');
    // The error comes after the input in the document (inline, below the field).
    expect(input.compareDocumentPosition(error as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps a caller-supplied aria-describedby', () => {
    render(
      <>
        <p id="zip-why">We use it to find carriers near you.</p>
        <Field
          id="zip"
          name="zip"
          label="ZIP code"
          value=""
          onChange={() => {}}
          error="Required"
          errorPrefix="Error:"
          aria-describedby="zip-why"
        />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute('aria-describedby', 'zip-error zip-why');
  });
});

describe('FieldGroup', () => {
  function Dob({ error }: { error?: string }) {
    const parts = ['month', 'day', 'year'] as const;
    const labels = { month: 'Month', day: 'Day', year: 'Year' };
    return (
      <FieldGroup id="dob" legend="Date of birth" hint="For example, 03 14 1980" error={error} errorPrefix="Error:" className="dob-group">
        {parts.map((part) => (
          <Field
            key={part}
            id={`dob-${part}`}
            name={`dob.${part}`}
            label={labels[part]}
            value=""
            onChange={() => {}}
            errorPrefix="Error:"
            invalid={Boolean(error)}
            inputMode="numeric"
          />
        ))}
      </FieldGroup>
    );
  }

  it('is a named group described by its hint', () => {
    render(<Dob />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group).toHaveAttribute('aria-describedby', 'dob-hint');
    expect(screen.getByRole('textbox', { name: 'Month' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows its error once and is described by it; its inputs are marked invalid', () => {
    render(<Dob error="Enter a real date of birth" />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group).toHaveAttribute('aria-describedby', 'dob-hint dob-error');
    expect(group).toHaveAccessibleDescription('For example, 03 14 1980 Error: Enter a real date of birth');
    expect(screen.getAllByText('Enter a real date of birth')).toHaveLength(1);
    for (const name of ['Month', 'Day', 'Year']) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
  });
});
