import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { getTabbableElements } from './focus';
import { cx } from './VisuallyHidden';

export type ErrorSummaryItem = { fieldId: string; message: string };

export type ErrorSummaryProps = {
  /** Heading, e.g. "There is a problem" / "Hay un problema". */
  title: string;
  /** One entry per invalid field; nothing is rendered when the list is empty. */
  errors: ReadonlyArray<ErrorSummaryItem>;
  /**
   * Bump this number on every submit: the summary takes focus when the number changes while it
   * is shown (and when it mounts shown), never when it reappears as the visitor types.
   */
  focusKey?: number;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * The GOV.UK error summary: shown at the top of a form after a failed submit, takes focus,
 * and links each problem to its field (a click focuses the field and scrolls its label into view).
 */
export function ErrorSummary({ title, errors, focusKey, headingLevel = 2, className }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const visible = errors.length > 0;

  // Focus when the key changes (a failed submit) with the summary shown, or on mounting shown.
  // A summary that comes back while the visitor types (a field emptied on the way to a new
  // value) keeps the key it had, and must not pull focus out of the field.
  const lastKey = useRef<number | undefined | null>(null);
  useEffect(() => {
    const changed = focusKey !== lastKey.current;
    lastKey.current = focusKey;
    if (changed && visible) ref.current?.focus();
  }, [visible, focusKey]);

  if (!visible) return null;

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cx('ui-error-summary', className)}
    >
      <Heading className="ui-error-summary__title" id={headingId}>
        {title}
      </Heading>
      <ul className="ui-error-summary__list">
        {errors.map((error, index) => (
          <li key={`${error.fieldId}-${index}`}>
            <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string): void {
  event.preventDefault();
  const field = document.getElementById(fieldId);
  if (!field) return;
  // Bring the field's label (or a group's legend) into view too, as GOV.UK does, then focus without a second jump.
  const anchor = labelOf(field) ?? field;
  if (typeof anchor.scrollIntoView === 'function') anchor.scrollIntoView({ block: 'start' });
  // A group (the date of birth fieldset) cannot take focus itself: focus its first input.
  const target = field instanceof HTMLFieldSetElement ? (getTabbableElements(field)[0] ?? field) : field;
  target.focus({ preventScroll: true });
}

function labelOf(field: HTMLElement): HTMLElement | null {
  if (field instanceof HTMLFieldSetElement) return field.querySelector('legend');
  if (
    field instanceof HTMLInputElement ||
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement
  ) {
    const legend = field.closest('fieldset')?.querySelector('legend');
    return legend ?? field.labels?.[0] ?? null;
  }
  return null;
}
