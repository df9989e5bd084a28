import type { ComponentPropsWithRef } from 'react';
import { cx } from './VisuallyHidden';

export type SpinnerSize = 'small' | 'medium' | 'large';

export type SpinnerProps = {
  /** Visible text read by screen readers too, e.g. "Loading your quote…" (from the i18n catalog). */
  label: string;
  size?: SpinnerSize;
} & Omit<ComponentPropsWithRef<'div'>, 'children' | 'role'>;

/**
 * An accessible loading indicator: a polite status region with a visible label
 * beside an animated ring (the ring is decorative and hidden from assistive technology;
 * under prefers-reduced-motion it pulses slowly instead of spinning).
 */
export function Spinner({ label, size = 'medium', className, ...rest }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx('ui-spinner', `ui-spinner--${size}`, className)}
      {...rest}
    >
      <SpinnerGraphic />
      <span className="ui-spinner__label">{label}</span>
    </div>
  );
}

/** The decorative ring alone (used inside busy buttons). */
export function SpinnerGraphic({ className }: { className?: string }) {
  return <span className={cx('ui-spinner__ring', className)} aria-hidden="true" />;
}
