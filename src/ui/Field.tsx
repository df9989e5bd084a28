import type { ChangeEvent, ComponentPropsWithRef, FocusEvent, HTMLInputTypeAttribute, ReactNode } from 'react';
import { cx, VisuallyHidden } from './VisuallyHidden';

type OwnFieldProps = {
  /** The input's id; also the prefix of `${id}-hint` and `${id}-error`. */
  id: string;
  name: string;
  /** Visible label text (from the i18n catalog), rendered in a real `<label htmlFor>`. */
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The error message; when present the input gets `aria-invalid` and is described by it. */
  error?: string | undefined;
  /**
   * Visually hidden word read before the error message (e.g. "Error:" / "Error:"),
   * from the caller's i18n catalog.
   */
  errorPrefix: string;
  /** Help text under the label, e.g. "For example, 03 14 1980". */
  hint?: ReactNode;
  /**
   * Mark the input invalid without an inline message of its own: for inputs inside a
   * `FieldGroup` whose group error explains the problem.
   */
  invalid?: boolean;
  type?: HTMLInputTypeAttribute;
  inputMode?: ComponentPropsWithRef<'input'>['inputMode'];
  maxLength?: number;
  autoComplete?: string;
  required?: boolean;
  /** Class on the wrapper `div` (e.g. `ui-field--short`). */
  className?: string;
  /** Class on the `<input>` itself. */
  inputClassName?: string;
};

export type FieldProps = OwnFieldProps &
  Omit<ComponentPropsWithRef<'input'>, keyof OwnFieldProps | 'children' | 'aria-invalid'>;

/**
 * A labelled text input with an optional hint and an inline error below it.
 * Works with formik (`onChange={formik.handleChange}` / `onBlur={formik.handleBlur}`) and with plain state.
 */
export function Field({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  errorPrefix,
  hint,
  invalid = false,
  type = 'text',
  className,
  inputClassName,
  'aria-describedby': extraDescribedBy,
  ...rest
}: FieldProps) {
  const hasError = Boolean(error);
  const { hintId, errorId } = fieldIds(id);
  const describedBy = joinIds(hint ? hintId : undefined, hasError ? errorId : undefined, extraDescribedBy);

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} errorPrefix={errorPrefix} className={className}>
      <input
        {...rest}
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        className={cx('ui-field__input', inputClassName)}
        aria-invalid={hasError || invalid ? true : undefined}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  );
}

export type FieldGroupProps = {
  /** Id of the fieldset; also the prefix of `${id}-hint` and `${id}-error`. */
  id: string;
  /** Visible legend text, e.g. "Date of birth". */
  legend: ReactNode;
  hint?: ReactNode;
  /** The group's error (e.g. "Enter a real date of birth"); rendered once below the inputs. */
  error?: string | undefined;
  errorPrefix: string;
  /** The inputs of the group, usually `Field`s with `invalid` set when the group has an error. */
  children: ReactNode;
  /** Class on the fieldset; add `dob-group` for the month/day/year trio. */
  className?: string;
  /** Class on the `div` that lays the inputs out. */
  inputsClassName?: string;
};

/**
 * A fieldset with a legend, for inputs answered together (date of birth month/day/year).
 * The fieldset is described by its hint and error, so screen readers announce them on entering the group.
 */
export function FieldGroup({
  id,
  legend,
  hint,
  error,
  errorPrefix,
  children,
  className,
  inputsClassName,
}: FieldGroupProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = Boolean(error);
  return (
    <fieldset
      id={id}
      className={cx('ui-field-group', hasError && 'ui-field-group--error', className)}
      aria-describedby={joinIds(hint ? hintId : undefined, hasError ? errorId : undefined)}
    >
      <legend className="ui-field-group__legend">{legend}</legend>
      {hint ? (
        <div className="ui-field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      <div className={cx('ui-field-group__inputs', inputsClassName)}>{children}</div>
      {hasError ? <FieldError id={errorId} prefix={errorPrefix} message={error ?? ''} /> : null}
    </fieldset>
  );
}

/** The inline error message: a visually hidden prefix word, then the message (text only, no icon). */
export function FieldError({ id, prefix, message }: { id: string; prefix: string; message: string }) {
  return (
    <p className="ui-field__error" id={id}>
      {prefix ? (
        <>
          <VisuallyHidden>{prefix}</VisuallyHidden>{' '}
        </>
      ) : null}
      {message}
    </p>
  );
}

function joinIds(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter((x): x is string => Boolean(x && x.trim())).join(' ');
  return joined || undefined;
}

/** The ids a field's control points at with aria-describedby. */
export function fieldIds(id: string): { hintId: string; errorId: string } {
  return { hintId: `${id}-hint`, errorId: `${id}-error` };
}

/**
 * What every single-control field shares around its control: the label, the hint and the inline
 * error (the control itself sets aria-invalid and aria-describedby with `fieldIds`).
 */
export function FieldFrame(props: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  errorPrefix: string;
  className?: string;
  children: ReactNode;
}) {
  const { hintId, errorId } = fieldIds(props.id);
  return (
    <div className={cx('ui-field', props.error && 'ui-field--error', props.className)}>
      <label className="ui-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.hint ? (
        <div className="ui-field__hint" id={hintId}>
          {props.hint}
        </div>
      ) : null}
      {props.children}
      {props.error ? <FieldError id={errorId} prefix={props.errorPrefix} message={props.error} /> : null}
    </div>
  );
}
