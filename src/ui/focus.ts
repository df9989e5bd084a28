/** Focus helpers shared by Modal (and usable by views that manage focus themselves). */

const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements inside `root` that Tab can reach, in document order. */
export function getTabbableElements(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(isTabbable);
}

function isTabbable(element: HTMLElement): boolean {
  const tabIndexAttr = element.getAttribute('tabindex');
  if (tabIndexAttr !== null && Number.parseInt(tabIndexAttr, 10) < 0) return false;
  if (element.matches(':disabled')) return false;
  if (element.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
  // A fieldset can disable everything inside it.
  const fieldset = element.closest('fieldset');
  if (fieldset?.disabled && !fieldset.querySelector(':scope > legend')?.contains(element)) return false;
  // Invisible elements cannot take focus (jsdom has no layout, so only the computed style is checked).
  const view = element.ownerDocument.defaultView;
  if (view) {
    const style = view.getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
  }
  return true;
}

/** Focus an element if it is still in the document; returns whether it was focused. */
export function focusIfConnected(element: Element | null | undefined): boolean {
  if (element instanceof HTMLElement && element.isConnected) {
    element.focus();
    return element.ownerDocument.activeElement === element;
  }
  return false;
}
