/**
 * A tab list as the WAI-ARIA tabs pattern has it, with automatic activation: each tab a button
 * (`role="tab"`, `aria-selected`, `aria-controls` its panel), one in the Tab order (roving
 * tabindex); ArrowLeft and ArrowRight move to the tab before and after (wrapping), Home and End to
 * the first and the last, and a move selects the tab it reaches and focuses it. `selectOnFocus`: a
 * tab focused any other way is selected too (a page drawn at build time whose tab was pressed
 * before its widget came). The portal's tabs and contact us draw theirs with it; the chart owns
 * which tab shows (`onSelect` sends its event).
 */
import { useRef, type KeyboardEvent } from 'react';

export interface TabListProps<T extends string> {
  tabs: readonly T[];
  selected: T;
  /** The tab list's accessible name. */
  label: string;
  /** Each tab's visible name. */
  names: Readonly<Record<T, string>>;
  tabId: (tab: T) => string;
  panelId: (tab: T) => string;
  onSelect: (tab: T) => void;
  selectOnFocus?: boolean;
  className?: string;
}

export function TabList<T extends string>({ tabs, selected, label, names, tabId, panelId, onSelect, selectOnFocus = false, className }: TabListProps<T>) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const select = (next: T) => {
    if (next !== selected) onSelect(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.indexOf(selected);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(tabs[(to + tabs.length) % tabs.length]!);
  };
  return (
    <div role="tablist" aria-label={label} className={className ? `ui-tabs ${className}` : 'ui-tabs'}>
      {tabs.map((name) => (
        <button
          key={name}
          ref={(el) => {
            refs.current[name] = el;
          }}
          type="button"
          role="tab"
          id={tabId(name)}
          aria-selected={name === selected}
          aria-controls={panelId(name)}
          tabIndex={name === selected ? 0 : -1}
          className="ui-tabs__tab"
          onClick={() => select(name)}
          onFocus={selectOnFocus ? () => name !== selected && onSelect(name) : undefined}
          onKeyDown={onKeyDown}
        >
          {names[name]}
        </button>
      ))}
    </div>
  );
}
