/**
 * The summary list: one list item per thing added, its name a heading, its details as terms and
 * definitions, its change actions named with the item's name; an item without actions has none;
 * while the flow works every action is unavailable.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SummaryList, type SummaryItem } from './SummaryList';

function drivers(edit = vi.fn(), remove = vi.fn()): { items: SummaryItem[]; edit: typeof edit; remove: typeof remove } {
  return {
    edit,
    remove,
    items: [
      {
        key: '0',
        title: 'Rosa Díaz',
        note: 'Primary driver (found by licence)',
        rows: [
          { label: 'Date of birth', value: '04/21/1985' },
          { label: 'Address', value: '100 Congress Ave, Austin, TX 78701' },
        ],
      },
      {
        key: '1',
        title: 'Luis Díaz',
        rows: [{ label: 'Relation', value: 'Spouse' }],
        actions: [
          { label: 'Edit', onClick: () => edit(1) },
          { label: 'Remove', onClick: () => remove(1) },
        ],
      },
    ],
  };
}

describe('SummaryList', () => {
  it('lists each item as a card: its name, its note and its details', () => {
    render(<SummaryList items={drivers().items} />);
    const [rosa, luis] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(rosa!).getByRole('heading', { level: 3, name: 'Rosa Díaz' })).toBeVisible();
    expect(rosa).toHaveTextContent('Primary driver (found by licence)');
    expect(within(rosa!).getAllByRole('term').map((e) => e.textContent)).toEqual(['Date of birth', 'Address']);
    expect(within(rosa!).getAllByRole('definition').map((e) => e.textContent)).toEqual(['04/21/1985', '100 Congress Ave, Austin, TX 78701']);
    expect(within(luis!).getByRole('heading', { name: 'Luis Díaz' })).toBeVisible();
  });

  it("names each action with its item's name, and an item without actions has none", async () => {
    const { items, edit, remove } = drivers();
    const user = userEvent.setup();
    render(<SummaryList items={items} />);
    const [rosa, luis] = screen.getAllByRole('listitem');
    expect(within(rosa!).queryAllByRole('button')).toEqual([]);
    expect(within(luis!).getAllByRole('button').map((b) => b.textContent)).toEqual(['Edit Luis Díaz', 'Remove Luis Díaz']);
    await user.click(screen.getByRole('button', { name: 'Edit Luis Díaz' }));
    expect(edit).toHaveBeenCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Remove Luis Díaz' }));
    expect(remove).toHaveBeenCalledWith(1);
    expect(edit).toHaveBeenCalledTimes(1);
  });

  it('while the flow works every action is unavailable', async () => {
    const { items, edit } = drivers();
    render(<SummaryList items={items} disabled headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Luis Díaz' })).toBeVisible();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit Luis Díaz' }));
    expect(edit).not.toHaveBeenCalled();
  });
});
