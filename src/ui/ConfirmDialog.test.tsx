/**
 * The confirm dialog: a named dialog with the question's text as its description, the confirming
 * answer first; the focus on the answer the caller names, back on the opener when it closes; each
 * answer, Escape and the close button call what they should, once.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

type Answers = Pick<ConfirmDialogProps, 'onConfirm' | 'onCancel' | 'onClose' | 'focus' | 'lang'>;

function Harness(props: Answers) {
  const [open, setOpen] = useState(false);
  const closing = (f?: () => void) => () => {
    f?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove
      </button>
      {open && (
        <ConfirmDialog
          title="Remove Rosa Díaz?"
          confirmLabel="Yes, remove"
          cancelLabel="No, keep"
          closeLabel="Close"
          focus={props.focus}
          lang={props.lang}
          onConfirm={closing(props.onConfirm)}
          onCancel={closing(props.onCancel)}
          onClose={props.onClose ? closing(props.onClose) : undefined}
        >
          <p>Her answers are removed from this quote.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

async function open(props: Partial<Answers> = {}) {
  const answers = { onConfirm: vi.fn(), onCancel: vi.fn(), ...props };
  const user = userEvent.setup();
  render(<Harness {...answers} />);
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  return { ...answers, user, dialog: screen.getByRole('dialog', { name: 'Remove Rosa Díaz?' }) };
}

describe('ConfirmDialog', () => {
  it('asks the question: named by it, described by its text, the confirming answer first and in focus', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAccessibleDescription('Her answers are removed from this quote.');
    expect(within(dialog).getAllByRole('button', { name: /^(Yes|No),/ }).map((b) => b.textContent)).toEqual(['Yes, remove', 'No, keep']);
    expect(screen.getByRole('button', { name: 'Yes, remove' })).toHaveFocus();
  });

  it('can give the focus to the other answer (where confirming loses work)', async () => {
    await open({ focus: 'cancel' });
    expect(screen.getByRole('button', { name: 'No, keep' })).toHaveFocus();
  });

  it('yes confirms once and the focus goes back to the opener', async () => {
    const { user, onConfirm, onCancel } = await open();
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  });

  it.each([
    ['no', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'No, keep' }))],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the close button', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
  ])('%s answers no', async (_how, answer) => {
    const { user, onConfirm, onCancel } = await open();
    await answer(user);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  });

  it('Escape and the close button can be told apart from no, and the answers can speak another language', async () => {
    const onClose = vi.fn();
    const { user, onCancel } = await open({ onClose, lang: 'es' });
    expect(screen.getByRole('button', { name: 'Yes, remove' })).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('button', { name: 'No, keep' })).toHaveAttribute('lang', 'es');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
