/**
 * What the studio's chart viewer (ChartView.tsx) is given: the machine and its drawing's name, the
 * active states and taken transitions to highlight, the selected and focused states with their
 * callbacks, whether to offer following the active states, and every visible or spoken string
 * (`ChartViewLabels`), so the caller chooses the language.
 */
import type { AnyStateMachine } from 'xstate';

export interface ChartViewLabels {
  zoomIn: string;
  zoomOut: string;
  fit: string;
  expandAll: string;
  collapseAll: string;
  /** Toggle (pressed or not) that keeps the current state expanded and in view. */
  follow: string;
  /** Toggle of a compound state, followed by its name: "Collapse details". */
  collapse: string;
  expand: string;
  exportSvg: string;
  /** Status while the chart is being laid out. */
  loading: string;
  /** Status when the layout failed. */
  failed: string;
  /** Name of the toolbar, if the page has several. */
  toolbar?: string;
  /** Button back from a state shown on its own. */
  whole: string;
  /** Status while a state is shown on its own: "Showing {state} on its own." */
  focused: string;
  /** Headings of the transitions crossing its border ({state}). */
  entering: string;
  leaving: string;
  noBoundary: string;
}

export interface ChartViewProps {
  machine: AnyStateMachine;
  /** The drawing's name (its SVG title, and the name of the drawing area). */
  title: string;
  /** Active state ids (`payment.details.readyToPay`). */
  active?: readonly string[];
  /** Taken transitions, as transition keys (src/paths/model.ts transitionKey). */
  taken?: readonly string[];
  selected?: string | null;
  onSelectState?: (stateId: string) => void;
  labels: ChartViewLabels;
  /** Height of the drawing area (CSS); 70vh by default. */
  height?: string | number;
  /** A compound state shown on its own (its id); the whole chart when null or not a compound state. */
  focus?: string | null;
  /** Asked to show a compound state on its own (O on it), or the whole chart again (null). */
  onFocusChange?: (stateId: string | null) => void;
  /**
   * Offer to follow the active states (a path played, a page inspected): while the toggle is on,
   * which it is at first, the states that hide an active state are expanded and the deepest
   * active state is panned into view each time the active states change.
   */
  followable?: boolean;
}
