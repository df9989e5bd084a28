/**
 * The form kit's plain parts: controlled inputs that clean what is typed or pasted, with real
 * labels, hints and inline errors (`aria-invalid`, `aria-describedby`). No formik and no yup:
 * a page that must stay light (the home page's ZIP form) uses these directly; formik.tsx
 * connects the same parts to a formik form.
 */
import { useId, type FocusEvent, type ReactNode } from 'react';
import {
  normalizeDobPart,
  normalizeEmailInput,
  normalizePhoneInput,
  normalizeZipInput,
  type DobPart,
} from '../../rules/fieldInput';
import { Button, type ButtonProps } from '../Button';
import { Field, FieldGroup, type FieldProps } from '../Field';
import { cx } from '../VisuallyHidden';

/** A text input given its value and told the cleaned new value. */
export type ValueInputProps = Omit<FieldProps, 'onChange' | 'value' | 'type' | 'maxLength'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A ZIP code (site-5.1): digits only, at most 5, the paste " 75201 " kept as "75201". There is
 * no maxLength attribute on purpose: it would cut a paste before it is cleaned.
 */
export function ZipInput({ value, onValueChange, className, ...rest }: ValueInputProps) {
  return (
    <Field
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="postal-code"
      {...rest}
      value={value}
      onChange={(e) => onValueChange(normalizeZipInput(e.target.value))}
      className={cx('ui-field--medium', className)}
    />
  );
}

/** A US phone number, shown as 999-999-9999 while typed; pasted "(512) 555-0100" or "+1 512 555 0100" are read too. */
export function PhoneInput({ value, onValueChange, className, ...rest }: ValueInputProps) {
  return (
    <Field
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...rest}
      value={value}
      onChange={(e) => onValueChange(normalizePhoneInput(e.target.value))}
      className={cx('ui-field--medium', className)}
    />
  );
}

/** An email address: surrounding spaces dropped, at most 254 characters. */
export function EmailInput({ value, onValueChange, ...rest }: ValueInputProps) {
  return (
    <Field
      type="email"
      autoComplete="email"
      spellCheck={false}
      autoCapitalize="none"
      {...rest}
      value={value}
      onChange={(e) => onValueChange(normalizeEmailInput(e.target.value))}
    />
  );
}

export interface DobParts {
  month: string;
  day: string;
  year: string;
}

const DOB_PARTS: ReadonlyArray<{ part: DobPart; autoComplete: string }> = [
  { part: 'month', autoComplete: 'bday-month' },
  { part: 'day', autoComplete: 'bday-day' },
  { part: 'year', autoComplete: 'bday-year' },
];

export interface DateOfBirthInputProps {
  /** Id of the fieldset; the parts are `${id}-month`, `${id}-day`, `${id}-year`. */
  id: string;
  /** Prefix of the parts' names: `${name}.month`... (formik's nested names). */
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  /** The part labels: "Month", "Day", "Year". */
  labels: Record<DobPart, string>;
  value: DobParts;
  onPartChange: (part: DobPart, value: string) => void;
  onPartBlur?: (part: DobPart, event: FocusEvent<HTMLInputElement>) => void;
  /** The one message of the group (a part's or the age limits'). */
  error?: string | undefined;
  errorPrefix: string;
  className?: string;
}

/** A date of birth as month, day and year in a fieldset, each part digits only (2, 2 and 4). */
export function DateOfBirthInput({
  id,
  name,
  legend,
  hint,
  labels,
  value,
  onPartChange,
  onPartBlur,
  error,
  errorPrefix,
  className,
}: DateOfBirthInputProps) {
  return (
    <FieldGroup id={id} legend={legend} hint={hint} error={error} errorPrefix={errorPrefix} className={cx('dob-group', className)}>
      {DOB_PARTS.map(({ part, autoComplete }) => (
        <Field
          key={part}
          id={`${id}-${part}`}
          name={`${name}.${part}`}
          label={labels[part]}
          value={value[part]}
          onChange={(e) => onPartChange(part, normalizeDobPart(part, e.target.value))}
          onBlur={onPartBlur ? (e) => onPartBlur(part, e) : undefined}
          errorPrefix={errorPrefix}
          invalid={Boolean(error)}
          inputMode="numeric"
          autoComplete={autoComplete}
          className={part === 'year' ? 'ui-field--medium' : 'ui-field--short'}
        />
      ))}
    </FieldGroup>
  );
}

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'disabled' | 'aria-disabled'> & {
  /**
   * The form is not ready: the button is `aria-disabled` (announced and shown as unavailable)
   * but stays focusable and pressable, so pressing it can show what is wrong.
   */
  unavailable?: boolean;
  /** Said beside the button while it is unavailable (and describes it). */
  unavailableNote?: string;
};

/** A form's submit button: `aria-disabled` while the form is invalid, `aria-busy` with a spinner while it works. */
export function SubmitButton({ unavailable = false, unavailableNote, className, id, busy, ...rest }: SubmitButtonProps) {
  const generated = useId();
  const noteId = `${id ?? generated}-note`;
  const showNote = unavailable && !busy && Boolean(unavailableNote);
  return (
    <div className="form-actions">
      <Button
        {...rest}
        id={id}
        busy={busy}
        type="submit"
        variant={rest.variant ?? 'primary'}
        aria-disabled={unavailable && !busy ? true : undefined}
        aria-describedby={showNote ? noteId : undefined}
        className={className}
      />
      {showNote ? (
        <p id={noteId} className="ui-muted">
          {unavailableNote}
        </p>
      ) : null}
    </div>
  );
}
