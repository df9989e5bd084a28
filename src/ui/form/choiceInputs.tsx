/**
 * The form kit's plain choice inputs: a checkbox (with its policy in a modal), radio buttons in a
 * fieldset and a native select, each with a real label or legend, its hint and its inline error
 * (`aria-invalid`, `aria-describedby`). No formik and no yup (see inputs.tsx).
 */
import { useState, type FocusEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { FieldError, FieldFrame, fieldIds } from '../Field';
import { Modal } from '../Modal';
import { cx } from '../VisuallyHidden';

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

function joinIds(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
