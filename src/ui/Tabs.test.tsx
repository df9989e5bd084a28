/** The tab list: the ARIA tabs pattern's roles, roving tabindex and keys, the selection left to its owner. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList } from './Tabs';

const TABS = ['one', 'two', 'three'] as const;
type Tab = (typeof TABS)[number];

function Owner({ selectOnFocus = false, chosen }: { selectOnFocus?: boolean; chosen: Tab[] }) {
  const [tab, setTab] = useState<Tab>('one');
  return (
    <>
      <TabList
        tabs={TABS}
        selected={tab}
        label="Sections"
        names={{ one: 'One', two: 'Two', three: 'Three' }}
        tabId={(t) => `tab-${t}`}
        panelId={(t) => `panel-${t}`}
        onSelect={(t) => {
          chosen.push(t);
          setTab(t);
        }}
        selectOnFocus={selectOnFocus}
      />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} />
    </>
  );
}

describe('TabList', () => {
  it('draws a named tab list, the selected tab the one in the Tab order, each controlling its panel', () => {
    render(<Owner chosen={[]} />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => [t.getAttribute('aria-selected'), t.tabIndex, t.getAttribute('aria-controls')])).toEqual([
      ['true', 0, 'panel-one'],
      ['false', -1, 'panel-two'],
      ['false', -1, 'panel-three'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'One' })).toBeInTheDocument();
  });

  it('moves with the arrows (wrapping), Home and End, each move selecting and focusing the tab', async () => {
    const chosen: Tab[] = [];
    render(<Owner chosen={chosen} />);
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'One' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{End}');
    await user.keyboard('{Home}');
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(chosen).toEqual(['three', 'one', 'three', 'one', 'two']);
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    // A press on the tab shown asks nothing.
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(chosen).toHaveLength(5);
  });

  it('with selectOnFocus, a tab focused any other way is selected', () => {
    const chosen: Tab[] = [];
    render(<Owner chosen={chosen} selectOnFocus />);
    screen.getByRole('tab', { name: 'Three' }).focus();
    expect(chosen).toEqual(['three']);
  });
});
