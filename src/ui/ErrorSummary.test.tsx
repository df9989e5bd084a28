import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';
import { Field, FieldGroup } from './Field';

afterEach(cleanup);

const errors: ErrorSummaryItem[] = [
  { fieldId: 'zip', message: 'Enter a 5-digit ZIP code' },
  { fieldId: 'email', message: 'Enter an email address like name@example.com' },
];

function Form({ shown, focusKey }: { shown: ErrorSummaryItem[]; focusKey?: number }) {
  return (
    <form noValidate>
      <ErrorSummary title="There is a problem" errors={shown} focusKey={focusKey} />
      <Field id="zip" name="zip" label="ZIP code" value="" onChange={() => {}} errorPrefix="Error:" />
      <Field id="email" name="email" label="Email" value="" onChange={() => {}} errorPrefix="Error:" />
      <FieldGroup id="dob" legend="Date of birth" errorPrefix="Error:">
        <Field id="dob-month" name="month" label="Month" value="" onChange={() => {}} errorPrefix="Error:" />
        <Field id="dob-day" name="day" label="Day" value="" onChange={() => {}} errorPrefix="Error:" />
      </FieldGroup>
      <button type="submit">Continue</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('renders nothing when there are no errors', () => {
    render(<Form shown={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes focus when it appears, with a heading and one link per error', () => {
    const { rerender } = render(<Form shown={[]} />);
    rerender(<Form shown={errors} focusKey={1} />);

    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter a 5-digit ZIP code' })).toHaveAttribute('href', '#zip');
    expect(screen.getByRole('link', { name: 'Enter an email address like name@example.com' })).toHaveAttribute(
      'href',
      '#email',
    );
  });

  it('takes focus again when focusKey changes on another failed submit', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Form shown={errors} focusKey={1} />);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();

    await user.click(screen.getByRole('textbox', { name: 'ZIP code' }));
    expect(summary).not.toHaveFocus();

    rerender(<Form shown={errors} focusKey={1} />);
    expect(summary).not.toHaveFocus();

    rerender(<Form shown={errors} focusKey={2} />);
    expect(summary).toHaveFocus();
  });

  it('focuses the field when its link is clicked, without changing the address', async () => {
    const user = userEvent.setup();
    render(<Form shown={errors} focusKey={1} />);
    const before = window.location.href;

    await user.click(screen.getByRole('link', { name: 'Enter an email address like name@example.com' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Enter a 5-digit ZIP code' }));
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveFocus();
    expect(window.location.href).toBe(before);
  });

  it('focuses the first input of a group when the link points at the group', async () => {
    const user = userEvent.setup();
    render(<Form shown={[{ fieldId: 'dob', message: 'Enter your date of birth' }]} focusKey={1} />);

    await user.click(screen.getByRole('link', { name: 'Enter your date of birth' }));
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveFocus();
  });
});
