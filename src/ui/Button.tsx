import type { ComponentPropsWithRef } from 'react';
import { SpinnerGraphic } from './Spinner';
import { cx } from './VisuallyHidden';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

type CommonButtonProps = {
  /** Visual style; defaults to `primary`. */
  variant?: ButtonVariant;
  /** Stretch to the width of the container (used on narrow screens and in modals). */
  fullWidth?: boolean;
};

export type ButtonProps = CommonButtonProps & {
  /**
   * Work in progress: shows an inline spinner, sets `aria-busy="true"` and disables the button
   * so it cannot be submitted twice.
   */
  busy?: boolean;
  /** Optional text shown instead of the children while busy (e.g. "Sending…"). */
  busyLabel?: string;
} & ComponentPropsWithRef<'button'>;

/**
 * The site's button. `type` defaults to `"button"`; pass `type="submit"` for a form's submit button.
 * All other button props (and `ref`) are forwarded.
 */
export function Button({
  variant = 'primary',
  fullWidth = false,
  busy = false,
  busyLabel,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, fullWidth, className, busy)}
      disabled={Boolean(disabled) || busy}
      aria-busy={busy ? true : undefined}
      {...rest}
    >
      {busy ? <SpinnerGraphic className="ui-button__spinner" /> : null}
      <span className="ui-button__text">{busy && busyLabel ? busyLabel : children}</span>
    </button>
  );
}

export type ButtonLinkProps = CommonButtonProps & ComponentPropsWithRef<'a'>;

/** A link (`<a href>`) that looks like a button: use it for navigation, `Button` for actions. */
export function ButtonLink({ variant = 'primary', fullWidth = false, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a className={buttonClassName(variant, fullWidth, className, false)} {...rest}>
      <span className="ui-button__text">{children}</span>
    </a>
  );
}

function buttonClassName(variant: ButtonVariant, fullWidth: boolean, className: string | undefined, busy: boolean) {
  return cx(
    'ui-button',
    `ui-button--${variant}`,
    fullWidth && 'ui-button--full',
    busy && 'ui-button--busy',
    className,
  );
}
