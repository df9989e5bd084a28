/**
 * A password field with a show/hide toggle (site-2.29): the form kit's label, hint and inline
 * error around a password input, and beside it a real button with `aria-pressed` (pressed: the
 * password is shown as text) whose name says which password it shows. The value is never cleaned,
 * trimmed or cut: what is typed is what is judged and sent. `autoComplete` tells the browser's
 * password manager what the field is (`new-password` for a new one, `current-password` to sign in).
 *
 * `PasswordField` (./PasswordField.tsx) is the same connected to formik and to the form's error
 * summary; this file loads no formik, so a form without it (sign-in) uses the plain input. The
 * styles are password.css, loaded with the page's shared styles (src/pages/main.ts).
 */
import { useState } from 'react';
import { FieldFrame, fieldIds } from '../Field';
import { cx, VisuallyHidden } from '../VisuallyHidden';
import type { ValueInputProps } from './inputs';

export type PasswordInputProps = ValueInputProps & {
  autoComplete: 'new-password' | 'current-password';
  /** The toggle's visible text ("Show"). */
  toggleText: string;
  /** The toggle's accessible name, which starts with its visible text ("Show the new password"). */
  toggleLabel: string;
};

function joinIds(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter((x): x is string => Boolean(x && x.trim())).join(' ');
  return joined || undefined;
}

export function PasswordInput({
  id,
  name,
  label,
  hint,
  value,
  onValueChange,
  onBlur,
  error,
  errorPrefix,
  invalid = false,
  toggleText,
  toggleLabel,
  className,
  inputClassName,
  'aria-describedby': extraDescribedBy,
  ...rest
}: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const { hintId, errorId } = fieldIds(id);
  const hasError = Boolean(error);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} errorPrefix={errorPrefix} className={cx('password-input', className)}>
      <div className="password-input__row">
        <input
          {...rest}
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          onBlur={onBlur}
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
          className={cx('ui-field__input', inputClassName)}
          aria-invalid={hasError || invalid ? true : undefined}
          aria-describedby={joinIds(hint ? hintId : undefined, hasError ? errorId : undefined, extraDescribedBy)}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-pressed={shown}
          aria-controls={id}
          aria-label={toggleLabel}
          onClick={() => setShown((s) => !s)}
        >
          <span className="password-input__eye" aria-hidden="true" />
          {toggleText}
        </button>
      </div>
    </FieldFrame>
  );
}

export interface PasswordChecklistProps {
  /** Referenced by the password input's aria-describedby, so the list is read with the field. */
  id: string;
  title: string;
  /** Each requirement in order, with whether the password meets it now. */
  items: ReadonlyArray<{ key: string; text: string; met: boolean }>;
  /** What a screen reader hears after each item: "met" / "not met". */
  metText: string;
  notMetText: string;
}

/**
 * The live requirements checklist of a new password: updated as the password is typed, each item
 * marked met or not, in words for screen readers (the marks are decoration).
 */
export function PasswordChecklist({ id, title, items, metText, notMetText }: PasswordChecklistProps) {
  return (
    <div className="password-checklist" id={id}>
      <p className="password-checklist__title">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.key} className={item.met ? 'is-met' : undefined}>
            <span className="password-checklist__mark" aria-hidden="true">
              {item.met ? '✓' : '○'}
            </span>
            <span>
              {item.text}
              <VisuallyHidden>{`: ${item.met ? metText : notMetText}`}</VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
