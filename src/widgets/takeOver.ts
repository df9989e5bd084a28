/**
 * A widget taking over the first screen drawn at build time (src/pages/firstScreen.ts): the
 * visitor may have typed, ticked, chosen, focused a field or submitted before the widget's
 * JavaScript ran. The widget reads that from the drawn controls, draws its own screen in their
 * place (the same markup: React drew both), then gives its controls the same values the way a
 * visitor would (an input event each, so the view's own filters and rules apply), leaves each
 * changed field that no longer holds the focus as the visitor left it (a focusout: what the view
 * does when a field is left, such as looking a ZIP up, runs), puts the focus and the caret back
 * and sends a held submit. Nothing typed is lost and nothing is sent twice.
 *
 * Controls are matched by their place among the host's controls and their name: the screen is the
 * same one, and React's generated ids differ between the two drawings.
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface ControlState {
  index: number;
  name: string;
  value: string;
  checked: boolean;
}

export interface EarlyInput {
  /** The controls whose value differs from the drawn one. */
  changed: ControlState[];
  /** The focused element (its place among the host's focusable elements) and its selection. */
  focus: { index: number; start: number | null; end: number | null } | null;
}

const controlsOf = (host: HTMLElement): Control[] => [...host.querySelectorAll<Control>('input, select, textarea')];

/**
 * What may hold the focus in a drawn screen: its controls, and its buttons and links (Tab from the
 * ZIP field onto the drawn button just before the widget draws its own: the focus must follow).
 */
const focusablesOf = (host: HTMLElement): HTMLElement[] => [...host.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href]')];

const isControl = (el: Element): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

const isCheckable = (c: Control): c is HTMLInputElement => c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio');

function isChanged(c: Control): boolean {
  if (isCheckable(c)) return c.checked !== c.defaultChecked;
  if (c instanceof HTMLSelectElement) return [...c.options].some((o) => o.selected !== o.defaultSelected);
  return c.value !== c.defaultValue;
}

function selectionOf(c: Control): { start: number | null; end: number | null } {
  try {
    return c instanceof HTMLSelectElement ? { start: null, end: null } : { start: c.selectionStart, end: c.selectionEnd };
  } catch {
    // Some input types (email, number) have no selection.
    return { start: null, end: null };
  }
}

/** What the visitor did in the drawn screen before the widget ran. */
export function captureEarlyInput(host: HTMLElement): EarlyInput {
  const controls = controlsOf(host);
  const changed = controls.flatMap((c, index) =>
    isChanged(c) ? [{ index, name: c.name, value: c.value, checked: isCheckable(c) ? c.checked : false }] : [],
  );
  const focusables = focusablesOf(host);
  const active = host.ownerDocument.activeElement;
  const index = focusables.findIndex((el) => el === active);
  const focused = focusables[index];
  if (!focused) return { changed, focus: null };
  return { changed, focus: { index, ...(isControl(focused) ? selectionOf(focused) : { start: null, end: null }) } };
}

/** Set a control's value as typing does: through the element's own setter, then an input event. */
function setAsTyped(c: Control, value: string): void {
  const proto = Object.getPrototypeOf(c) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(c, value);
  else c.value = value;
  c.dispatchEvent(new Event(c instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Give the widget's controls what the visitor did, after the widget has drawn its screen, then
 * send the held submit of that form (its index among the host's forms). `flush` runs each change
 * and draws what it changed before the next (React's `flushSync`): a field is left with the value
 * the view has drawn, as when the visitor left it.
 */
export function replayEarlyInput(host: HTMLElement, early: EarlyInput, submitted?: number, flush: (change: () => void) => void = (change) => change()): void {
  const controls = controlsOf(host);
  const focused = early.focus ? focusablesOf(host)[early.focus.index] : undefined;
  for (const state of early.changed) {
    const c = controls[state.index];
    if (!c || c.name !== state.name) continue;
    if (isCheckable(c)) {
      if (c.checked !== state.checked) flush(() => c.click());
    } else {
      flush(() => setAsTyped(c, state.value));
      // Typed, then left before the widget ran: the view hears it left (React's onBlur is a focusout).
      if (c !== focused) flush(() => c.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    }
  }
  if (early.focus) {
    const c = focused;
    if (c) {
      c.focus();
      const { start, end } = early.focus;
      if (start !== null && end !== null && isControl(c) && !(c instanceof HTMLSelectElement)) {
        try {
          c.setSelectionRange(Math.min(start, c.value.length), Math.min(end, c.value.length));
        } catch {
          // No selection for this input type.
        }
      }
    }
  }
  if (submitted !== undefined) host.querySelectorAll('form')[submitted]?.requestSubmit();
}
