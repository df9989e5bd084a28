/**
 * A list of things the visitor added, each a card with its name, its details as label and value,
 * and its change actions (Edit, Remove): the quote form's drivers and vehicles. Each action's
 * accessible name ends with the item's name ("Edit Rosa Díaz"), so a list of Edit buttons reads
 * apart. An item the visitor may not change (a driver found by licence) has no actions; while the
 * flow works, every action is unavailable (`disabled`). The view sends its chart's events.
 */
import type { ReactNode } from 'react';
import { Button } from './Button';
import { cx, VisuallyHidden } from './VisuallyHidden';

export interface SummaryRow {
  label: ReactNode;
  value: ReactNode;
  /** The value's class (a VIN in a monospace face). */
  className?: string;
}

export interface SummaryAction {
  /** What it does ("Edit", "Remove"); the item's name follows it for screen readers. */
  label: string;
  onClick: () => void;
  /** Default: the first action `secondary`, the others `link`. */
  variant?: 'secondary' | 'link';
}

export interface SummaryItem {
  /** Stable among the items (an index, a VIN). */
  key: string;
  /** The item's name: its card's heading. */
  title: string;
  /** A line under the heading ("Primary driver (found by licence)"). */
  note?: ReactNode;
  rows: readonly SummaryRow[];
  /** Its change actions; none for an item the visitor may not change. */
  actions?: readonly SummaryAction[];
}

export interface SummaryListProps {
  items: readonly SummaryItem[];
  /** The flow is working: every action is unavailable. */
  disabled?: boolean;
  /** The heading level of each item's name (default 3, under the step's h2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function SummaryList({ items, disabled = false, headingLevel = 3, className }: SummaryListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={cx('ui-summary-list', className)}>
      {items.map((item) => (
        <li key={item.key} className="card ui-summary-list__item">
          <Heading className="card__title">{item.title}</Heading>
          {item.note ? <p className="ui-summary-list__note">{item.note}</p> : null}
          <dl className="ui-summary-list__details">
            {item.rows.map((row, i) => (
              <div key={i} className="ui-summary-list__row">
                <dt>{row.label}</dt>
                <dd className={row.className}>{row.value}</dd>
              </div>
            ))}
          </dl>
          {item.actions && item.actions.length > 0 ? (
            <div className="ui-summary-list__actions">
              {item.actions.map((action, i) => (
                <Button key={action.label} variant={action.variant ?? (i === 0 ? 'secondary' : 'link')} disabled={disabled} onClick={action.onClick}>
                  {action.label} <VisuallyHidden>{item.title}</VisuallyHidden>
                </Button>
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
