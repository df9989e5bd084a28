/**
 * A question with two answers in a small modal dialog (the kit's Modal: focus moves in and stays
 * in, Escape and the close button close it, focus goes back where it was): "Remove this driver?",
 * "Start over?", "Switch to Spanish?". The confirming answer comes first, as the primary button;
 * the other is secondary. Which of them has the focus when it opens is the caller's choice: the
 * confirming one by default, the other where confirming loses what the visitor did (start over).
 * Escape and the close button answer no, unless the caller tells them apart (`onClose`).
 */
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  /** The question (the dialog's heading and name). */
  title: ReactNode;
  /** What it means, under the question (the dialog's description). */
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** The close button's accessible name ("Close", "Cerrar"). */
  closeLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Escape and the close button; default `onCancel`. */
  onClose?: () => void;
  /** The answer that has the focus when the dialog opens (default `confirm`). */
  focus?: 'confirm' | 'cancel';
  /** The language of the answers when it is not the page's (a dialog that offers the other language). */
  lang?: string;
  className?: string;
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
  onClose,
  focus = 'confirm',
  lang,
  className,
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onClose ?? onCancel}
      closeLabel={closeLabel}
      size="small"
      className={className}
      actions={
        <>
          <Button type="button" variant="primary" lang={lang} data-autofocus={focus === 'confirm' ? true : undefined} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button type="button" variant="secondary" lang={lang} data-autofocus={focus === 'cancel' ? true : undefined} onClick={onCancel}>
            {cancelLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
