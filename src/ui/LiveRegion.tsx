import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './VisuallyHidden';

export type LiveRegionProps = {
  /**
   * What to announce (e.g. "12 offices found"). Keep the component mounted and change this:
   * screen readers only announce changes to a region that already exists.
   */
  children?: ReactNode;
  /** `polite` (default) waits for the user to pause; `assertive` interrupts (use sparingly). */
  politeness?: 'polite' | 'assertive';
  /** Show the text on screen too (default: visually hidden). */
  visible?: boolean;
} & Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role' | 'aria-live'>;

/** A live region for announcing results and status changes to screen-reader users. */
export function LiveRegion({ children, politeness = 'polite', visible = false, className, ...rest }: LiveRegionProps) {
  return (
    <div
      role={politeness === 'assertive' ? 'alert' : 'status'}
      aria-live={politeness}
      aria-atomic="true"
      className={cx(visible ? 'ui-live-region' : 'ui-visually-hidden', className)}
      {...rest}
    >
      {children}
    </div>
  );
}
