/**
 * A text field that suggests (WAI-ARIA's combobox with a listbox popup, list autocomplete without
 * automatic selection): what is typed goes to the caller, which gives back the options to list.
 * The input keeps the focus; the option under the arrow keys is its `aria-activedescendant`.
 *
 * Keys in the field: Down opens the list again (its options kept) or moves to the next option,
 * Up to the previous one (both wrap around); Enter picks the option moved to (and does not send the
 * form); Escape closes what is open under the field (the list, or a message) and, only when nothing
 * is, is left to the dialog around it. A click picks an option (the field keeps the focus). Leaving
 * the field closes the list. The count of options, and any message (none found, a failure with its
 * button), are announced politely. Which options, and when, is the caller's (a chart): this draws
 * and reports, it decides nothing.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from './Button';
import { fieldIds, FieldError } from './Field';
import { LiveRegion } from './LiveRegion';
import { cx } from './VisuallyHidden';

export interface SuggestComboboxProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The field's message (it marks the input invalid and describes it). */
  error?: string | null | undefined;
  errorPrefix: string;
  value: string;
  /** The options listed while `expanded` (same array while unchanged: the option moved to is kept for it). */
  options: readonly string[];
  /** The list shows. */
  expanded: boolean;
  /** Something is open under the field (the list or a message): Escape closes it. */
  open: boolean;
  /** The listbox's accessible name ("Suggested addresses"). */
  listLabel: string;
  /** Announced, not shown: the count of options, a wait. */
  status?: string | undefined;
  /** Shown under the field and announced: none found, a failure. */
  message?: string | undefined;
  /** A button beside the message (Try again). */
  action?: { label: string; onClick: () => void } | null | undefined;
  maxLength?: number;
  className?: string;
  onInput: (text: string) => void;
  onPick: (index: number) => void;
  onOpen: () => void;
  onClose: () => void;
}

export function SuggestCombobox(props: SuggestComboboxProps) {
  const { id, label, hint, error, errorPrefix, value, options, expanded, open, listLabel, status, message, action, maxLength, className } = props;
  const listId = `${useId()}-listbox`;
  const { hintId, errorId } = fieldIds(id);
  // The option moved to, for the options it was moved among (new options start with none).
  const [moved, setMoved] = useState<{ options: readonly string[]; index: number }>({ options, index: -1 });
  const active = expanded && moved.options === options ? moved.index : -1;
  const showList = expanded && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  const move = (step: 1 | -1) => {
    const n = options.length;
    if (n === 0) return;
    const next = active < 0 ? (step === 1 ? 0 : n - 1) : (active + step + n) % n;
    setMoved({ options, index: next });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (showList) move(1);
        else props.onOpen();
        return;
      case 'ArrowUp':
        if (!showList) return;
        event.preventDefault();
        move(-1);
        return;
      case 'Enter':
        if (!showList || active < 0) return;
        event.preventDefault();
        props.onPick(active);
        return;
      case 'Escape':
      case 'Esc':
        if (!open) return;
        // The list closes; the dialog around the field does not.
        event.preventDefault();
        props.onClose();
        return;
      default:
    }
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('ui-field', 'ui-combobox', error && 'ui-field--error', className)}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <div className="ui-field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      <div className="ui-combobox__box">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          className="ui-field__input"
          value={value}
          maxLength={maxLength}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => props.onInput(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (showList) props.onClose();
          }}
        />
        <ul id={listId} role="listbox" aria-label={listLabel} className="ui-combobox__list" hidden={!showList}>
          {showList &&
            options.map((option, i) => (
              // The field keeps the focus (aria-activedescendant): the keys are the field's, a click picks.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={`${i}-${option}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                className={cx('ui-combobox__option', i === active && 'ui-combobox__option--active')}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => props.onPick(i)}
              >
                {option}
              </li>
            ))}
        </ul>
      </div>
      <LiveRegion>{status ?? ''}</LiveRegion>
      <LiveRegion visible className="ui-combobox__message">
        {message ?? ''}
      </LiveRegion>
      {message && action ? (
        <Button variant="secondary" className="ui-combobox__action" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
      {error ? <FieldError id={errorId} prefix={errorPrefix} message={error} /> : null}
    </div>
  );
}
