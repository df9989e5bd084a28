import type { HTMLAttributes, ReactNode } from 'react';

export type VisuallyHiddenProps = {
  children: ReactNode;
  /** Render a block element (`div`) instead of the default inline `span`. */
  as?: 'span' | 'div';
} & Omit<HTMLAttributes<HTMLElement>, 'children'>;

/**
 * Text for assistive technology only: kept in the accessibility tree,
 * removed from the visual layout (the `.ui-visually-hidden` class in styles.css).
 */
export function VisuallyHidden({ children, as: Tag = 'span', className, ...rest }: VisuallyHiddenProps) {
  return (
    <Tag className={cx('ui-visually-hidden', className)} {...rest}>
      {children}
    </Tag>
  );
}

/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
