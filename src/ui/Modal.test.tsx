import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Modal } from './Modal';

afterEach(cleanup);

function Harness({ onClose, autofocusSecond = false, empty = false }: { onClose?: () => void; autofocusSecond?: boolean; empty?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <button type="button">Outside</button>
      {open ? (
        <Modal
          title="Coverage details"
          closeLabel="Close"
          onClose={close}
          actions={
            empty ? undefined : (
              <>
                <Button variant="secondary" onClick={close}>
                  Cancel
                </Button>
                <Button data-autofocus={autofocusSecond ? true : undefined}>Confirm</Button>
              </>
            )
          }
        >
          <p>Liability pays for damage you cause to others.</p>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('a body taller than the dialog scrolls: a region named by the title that Tab reaches; a short body is no tab stop', () => {
    const { unmount } = render(
      <Modal title="Short" onClose={() => {}} closeLabel="Close">
        <p>One line.</p>
      </Modal>,
    );
    expect(screen.queryByRole('region', { name: 'Short' })).toBeNull();
    unmount();
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    const client = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    try {
      render(
        <Modal title="Long" onClose={() => {}} closeLabel="Close">
          <p>Many lines.</p>
        </Modal>,
      );
      expect(screen.getByRole('region', { name: 'Long' })).toHaveAttribute('tabindex', '0');
    } finally {
      scroll.mockRestore();
      client.mockRestore();
    }
  });

  it('is a labelled, described modal dialog rendered on document.body', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));

    const dialog = screen.getByRole('dialog', { name: 'Coverage details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Liability pays for damage you cause to others.');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('moves focus to the first focusable element when it opens', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));

    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('moves focus to the element marked data-autofocus when there is one', async () => {
    const user = userEvent.setup();
    render(<Harness autofocusSecond />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));

    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('focuses the dialog itself when nothing inside can take focus', () => {
    // Hide the close button (the only focusable element) to model a dialog with nothing to focus.
    const hide = document.createElement('style');
    hide.textContent = '.ui-modal__close { display: none; }';
    document.head.append(hide);
    try {
      render(
        <Modal title="Please wait" closeLabel="Close" onClose={() => {}}>
          <p>Working on it.</p>
        </Modal>,
      );
      const dialog = screen.getByRole('dialog', { name: 'Please wait' });
      expect(dialog).toHaveAttribute('tabindex', '-1');
      expect(dialog).toHaveFocus();
    } finally {
      hide.remove();
    }
  });

  it('wraps Tab from the last element to the first and Shift+Tab from the first to the last', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));

    const close = screen.getByRole('button', { name: 'Close' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('calls onClose when Escape is pressed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal title="Coverage details" closeLabel="Close" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose from the close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal title="Coverage details" closeLabel="Close" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('restores focus to the opener when it closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('brings focus back inside when something outside is focused', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));

    screen.getByRole('button', { name: 'Outside', hidden: true }).focus();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('moves focus in and restores it under StrictMode (effects run twice in development)', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('with a modal opened from a modal, Escape closes only the top one and focus returns into the first', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Modal title="Outer" closeLabel="Close outer" onClose={() => {}}>
          <button type="button" data-autofocus onClick={() => setInner(true)}>
            More info
          </button>
          {inner ? (
            <Modal title="Inner" closeLabel="Close inner" onClose={() => setInner(false)}>
              <p>Inner body</p>
            </Modal>
          ) : null}
        </Modal>
      );
    }
    render(<Nested />);
    const more = screen.getByRole('button', { name: 'More info' });
    expect(more).toHaveFocus();
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Close inner' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(more).toHaveFocus();
  });
});
