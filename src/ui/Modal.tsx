import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusIfConnected, getTabbableElements } from './focus';
import { cx, VisuallyHidden } from './VisuallyHidden';

export type ModalProps = {
  /** The dialog's heading (labels the dialog). */
  title: ReactNode;
  /** The dialog's body (describes the dialog). */
  children: ReactNode;
  /** Called on Escape, on the close button and (if enabled) on a backdrop click. The caller unmounts the modal. */
  onClose: () => void;
  /** Accessible name of the close button, e.g. "Close" / "Cerrar". */
  closeLabel: string;
  /** Buttons shown in the dialog's footer. */
  actions?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Close when the backdrop outside the dialog is clicked (default false: forms are not lost by a stray click). */
  closeOnBackdropClick?: boolean;
  className?: string;
};

/** Open modals, innermost last: only the top one answers Escape and traps focus. */
const openModals: HTMLElement[] = [];

/**
 * Where modals render when the screen they belong to is itself shown inside a page (the
 * studio's path player): inside that frame, as a preview that neither takes focus nor traps it.
 */
export const ModalFrame = createContext<HTMLElement | null>(null);

/**
 * A modal dialog rendered into a portal on `document.body` (or into the `ModalFrame`, if any).
 * Render it to open it and unmount it to close it. On open, focus moves to the element marked
 * `data-autofocus`, else the first focusable element, else the dialog; Tab and Shift+Tab wrap inside;
 * Escape calls `onClose`; on close, focus returns to where it was before the dialog opened.
 */
export function Modal({
  title,
  children,
  onClose,
  closeLabel,
  actions,
  size = 'medium',
  closeOnBackdropClick = false,
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const frame = useContext(ModalFrame);
  const onCloseRef = useRef(onClose);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const bodyId = `${baseId}-body`;

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || frame) return undefined;
    const doc = dialog.ownerDocument;
    const previouslyFocused = doc.activeElement;

    openModals.push(dialog);
    doc.body.classList.add('ui-modal-open');
    moveFocusInto(dialog);

    const isTop = () => openModals[openModals.length - 1] === dialog;

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop() || event.defaultPrevented) return;
      if (event.key === 'Escape' || event.key === 'Esc') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key === 'Tab') trapTab(event, dialog);
    };

    // Focus that lands outside the top dialog (a programmatic focus, a screen reader's virtual cursor)
    // is brought back in.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTop()) return;
      const target = event.target;
      if (target instanceof Node && !dialog.contains(target)) moveFocusInto(dialog);
    };

    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
      const index = openModals.lastIndexOf(dialog);
      if (index >= 0) openModals.splice(index, 1);
      if (openModals.length === 0) doc.body.classList.remove('ui-modal-open');
      if (!focusIfConnected(previouslyFocused)) {
        // The opener is gone: keep focus in the dialog below, if any.
        const below = openModals[openModals.length - 1];
        if (below) moveFocusInto(below);
      }
    };
  }, [frame]);

  const bodyRef = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(bodyRef);

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdropClick && event.target === event.currentTarget) onCloseRef.current();
  };

  return createPortal(
    // A click on the backdrop is a mouse shortcut for the close button and Escape, which keyboard users have.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={cx('modal-backdrop', 'ui-modal-backdrop', frame && 'ui-modal-backdrop--framed')} onMouseDown={onBackdropMouseDown}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal={frame ? undefined : 'true'}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={cx('modal', 'ui-modal', `ui-modal--${size}`, className)}
      >
        <div className="ui-modal__header">
          <h2 className="ui-modal__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="ui-modal__close" onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
            <VisuallyHidden>{closeLabel}</VisuallyHidden>
          </button>
        </div>
        {/* A body longer than the dialog scrolls: keyboard users reach it with Tab to scroll it (WCAG 2.1.1). */}
        <div
          ref={bodyRef}
          className="ui-modal__body"
          id={bodyId}
          {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
        >
          {children}
        </div>
        {actions ? <div className="ui-modal__actions">{actions}</div> : null}
      </div>
    </div>,
    frame ?? document.body,
  );
}

function moveFocusInto(dialog: HTMLElement): void {
  const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
  if (preferred && focusIfConnected(preferred)) return;
  // Otherwise the first focusable element in document order (the header's close button comes first;
  // mark a form's first field or the main action with `data-autofocus` to start there instead).
  const first = getTabbableElements(dialog)[0];
  if (first && focusIfConnected(first)) return;
  dialog.focus();
}

function trapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  const tabbables = getTabbableElements(dialog);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  const active = dialog.ownerDocument.activeElement;
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const inside = active instanceof Node && dialog.contains(active);
  if (event.shiftKey) {
    if (!inside || active === first || active === dialog) {
      event.preventDefault();
      last.focus();
    }
  } else if (!inside || active === last || active === dialog) {
    event.preventDefault();
    first.focus();
  }
}

/** Whether the element's content is taller than the element (it scrolls), kept up to date as either changes size. */
function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => setScrollable(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
