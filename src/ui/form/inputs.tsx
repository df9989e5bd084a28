/**
 * The form kit's plain parts: controlled inputs that clean what is typed or pasted, with real
 * labels, hints and inline errors (`aria-invalid`, `aria-describedby`). No formik and no yup:
 * a page that must stay light (the home page's ZIP form) uses these directly; formik.tsx
 * connects the same parts to a formik form.
 */
import { useId, useState, type FocusEvent, type ReactNode } from 'react';
import {
  normalizeDobPart,
  normalizeEmailInput,
  normalizePhoneInput,
  normalizeZipInput,
  type DobPart,
} from '../../rules/fieldInput';
import { Button, type ButtonProps } from '../Button';
import { Field, FieldError, FieldFrame, FieldGroup, fieldIds, type FieldProps } from '../Field';
import { Modal } from '../Modal';
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

export interface PolicyText {
  /** The button beside the checkbox, e.g. "Read the privacy policy". */
  linkLabel: string;
  /** The modal's title. */
  title: string;
  /** The policy text; blank lines separate paragraphs. */
  body: string;
  /** The modal's close button. */
  closeLabel: string;
}

export interface CheckboxInputProps {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  errorPrefix: string;
  required?: boolean;
  /** The checkbox's policy (site-2.19): a button in the label's line opens it in a modal. */
  policy?: PolicyText;
  className?: string;
}

/** A checkbox with a real label, and optionally its policy in a modal. */
export function CheckboxInput({
  id,
  name,
  label,
  hint,
  checked,
  onCheckedChange,
  onBlur,
  error,
  errorPrefix,
  required,
  policy,
  className,
}: CheckboxInputProps) {
  const [policyOpen, setPolicyOpen] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={cx('ui-check', error && 'ui-field--error', className)}>
      <div className="ui-check__row">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="ui-check__input"
          checked={checked}
          onChange={(e) => onCheckedChange(e.target.checked)}
          onBlur={onBlur}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(hint ? hintId : undefined, error ? errorId : undefined)}
        />
        <label htmlFor={id} className="ui-check__label">
          {label}
        </label>
        {policy ? (
          <button type="button" className="ui-check__policy" aria-haspopup="dialog" onClick={() => setPolicyOpen(true)}>
            {policy.linkLabel}
          </button>
        ) : null}
      </div>
      {hint ? (
        <div className="ui-field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {error ? <FieldError id={errorId} prefix={errorPrefix} message={error} /> : null}
      {policy && policyOpen ? (
        <Modal
          title={policy.title}
          onClose={() => setPolicyOpen(false)}
          closeLabel={policy.closeLabel}
          className="ui-policy"
          actions={
            <Button variant="primary" data-autofocus onClick={() => setPolicyOpen(false)}>
              {policy.closeLabel}
            </Button>
          }
        >
          {policy.body
            .split(/\n\s*\n/)
            .filter((p) => p.trim())
            .map((paragraph, i) => (
              <p key={i}>{paragraph.trim()}</p>
            ))}
        </Modal>
      ) : null}
    </div>
  );
}

export interface Choice {
  value: string;
  label: ReactNode;
}

export interface RadioGroupInputProps {
  /** Id of the fieldset; each radio is `${id}-${value}`. */
  id: string;
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly Choice[];
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  errorPrefix: string;
  required?: boolean;
  /** Lay the choices side by side (short answers like Yes / No). */
  inline?: boolean;
  className?: string;
}

/** Radio buttons in a fieldset with a legend; the group carries the hint, the error and `aria-invalid`. */
export function RadioGroupInput({
  id,
  name,
  legend,
  hint,
  options,
  value,
  onValueChange,
  onBlur,
  error,
  errorPrefix,
  required,
  inline = false,
  className,
}: RadioGroupInputProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      role="radiogroup"
      className={cx('ui-field-group', 'ui-choices', inline && 'ui-choices--inline', error && 'ui-field-group--error', className)}
      aria-invalid={error ? true : undefined}
      aria-required={required ? true : undefined}
      aria-describedby={joinIds(hint ? hintId : undefined, error ? errorId : undefined)}
    >
      <legend className="ui-field-group__legend">{legend}</legend>
      {hint ? (
        <div className="ui-field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      <div className="ui-choices__options">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="ui-check__row">
              <input
                id={optionId}
                name={name}
                type="radio"
                className="ui-check__input"
                value={option.value}
                checked={value === option.value}
                onChange={() => onValueChange(option.value)}
                onBlur={onBlur}
              />
              <label htmlFor={optionId} className="ui-check__label">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      {error ? <FieldError id={errorId} prefix={errorPrefix} message={error} /> : null}
    </fieldset>
  );
}

export interface SelectInputProps {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first, empty choice (e.g. "Choose one"); leave it out when a choice is always made. */
  placeholder?: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  error?: string | undefined;
  errorPrefix: string;
  required?: boolean;
  autoComplete?: string;
  className?: string;
}

/** A labelled native select (the platform's own accessible list). */
export function SelectInput({
  id,
  name,
  label,
  hint,
  options,
  placeholder,
  value,
  onValueChange,
  onBlur,
  error,
  errorPrefix,
  required,
  autoComplete,
  className,
}: SelectInputProps) {
  const { hintId, errorId } = fieldIds(id);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} errorPrefix={errorPrefix} className={className}>
      <select
        id={id}
        name={name}
        className="ui-field__input ui-select"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        onBlur={onBlur}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(hint ? hintId : undefined, error ? errorId : undefined)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
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

function joinIds(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
