/**
 * The chart viewer in jsdom (no Worker: the layout runs elk.bundled on the main thread).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentMachine } from '../../../machines/payment.machine';
import { quotePathModel } from '../../../fixtures/models/quote.model';
import { rootOf, transitionKey } from '../../paths/model';
import { studioText } from '../../i18n/studio';
import { bigChart } from './bigChart';
import { ChartView, type ChartViewLabels } from './ChartView';
import { clearLayoutCache } from './layoutCache';
import { READABLE_SCALE } from './view';

const labels: ChartViewLabels = studioText.en.chart;

const LAYOUT = { timeout: 15_000 };
const submit = transitionKey(rootOf(paymentMachine).states.editing!.transitions.get('form.submit')![0]!);

function withAttr(container: HTMLElement, attr: string, value: string): Element[] {
  return [...container.querySelectorAll(`[${attr}]`)].filter((e) => e.getAttribute(attr) === value);
}

function canvasTransform(container: HTMLElement): string {
  return container.querySelector<HTMLElement>('.chart-view__canvas')?.style.transform ?? '';
}

/** The quote form's chart (its later child charts provided by its path model). */
const quoteMachine = quotePathModel.machine;

beforeEach(() => {
  // Each test lays its charts out itself (a layout made by an earlier test or file is not drawn from the cache).
  clearLayoutCache();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The canvas transform: translate(x, y) scale(k). */
function transformOf(container: HTMLElement): { x: number; y: number; k: number } | null {
  const m = /translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+)\)/.exec(canvasTransform(container));
  return m ? { x: Number(m[1]), y: Number(m[2]), k: Number(m[3]) } : null;
}

/** A drawn state's box on screen (in the drawing area's px), from its SVG box and the canvas transform. */
function screenBox(container: HTMLElement, id: string): { left: number; top: number; right: number; bottom: number } {
  const box = withAttr(container, 'data-state-id', id)[0]?.querySelector('.chart-state__box');
  const v = transformOf(container);
  if (!box || !v) throw new Error(`${id} is not drawn`);
  const n = (a: string) => Number(box.getAttribute(a));
  return { left: v.x + n('x') * v.k, top: v.y + n('y') * v.k, right: v.x + (n('x') + n('width')) * v.k, bottom: v.y + (n('y') + n('height')) * v.k };
}

describe('ChartView', () => {
  it('lays the payment chart out, selects a state with the keyboard, collapses, and highlights', async () => {
    const user = userEvent.setup();
    const onSelectState = vi.fn();
    const { container, rerender } = render(
      <ChartView
        machine={paymentMachine}
        title="Make a payment"
        labels={labels}
        onSelectState={onSelectState}
        active={['payment', 'payment.lookingUp']}
        taken={[submit]}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Laying out the chart…');

    const editing = await screen.findByRole('button', { name: /^editing: The payment form/ }, LAYOUT);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('group', { name: 'Make a payment' })).toHaveAttribute('tabindex', '0');

    // Select with the keyboard: Tab reaches the state, Enter and Space select it.
    editing.focus();
    expect(editing).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelectState).toHaveBeenLastCalledWith('payment.editing');
    await user.tab();
    const next = document.activeElement;
    expect(next?.getAttribute('role')).toBe('button');
    await user.keyboard(' ');
    expect(onSelectState).toHaveBeenLastCalledWith(next?.getAttribute('data-state-id'));
    expect(onSelectState).toHaveBeenCalledTimes(2);

    // Active states and taken transitions are classes.
    const state = (id: string) => withAttr(container, 'data-state-id', id)[0];
    expect(state('payment.lookingUp')).toHaveClass('chart-state--active');
    expect(state('payment.editing')).not.toHaveClass('chart-state--active');
    expect(withAttr(container, 'data-edge-id', submit)[0]).toHaveClass('chart-edge--taken');

    // New highlights and selection without a new layout: the same elements, new classes.
    rerender(
      <ChartView
        machine={paymentMachine}
        title="Make a payment"
        labels={labels}
        onSelectState={onSelectState}
        active={['payment', 'payment.editing']}
        taken={[]}
        selected="payment.editing"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(editing.isConnected).toBe(true);
    expect(editing).toHaveClass('chart-state--active', 'chart-state--selected');
    expect(editing).toHaveAttribute('aria-pressed', 'true');
    expect(state('payment.lookingUp')).not.toHaveClass('chart-state--active');
    expect(withAttr(container, 'data-edge-id', submit)[0]).not.toHaveClass('chart-edge--taken');

    // Collapse a compound state: its children go, its edges stay, focus stays on its toggle.
    expect(screen.getByRole('button', { name: /^gettingToken:/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand all' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Collapse details' }));
    const expand = await screen.findByRole('button', { name: 'Expand details' }, LAYOUT);
    await waitFor(() => expect(expand).toHaveFocus());
    expect(screen.queryByRole('button', { name: /^gettingToken:/ })).not.toBeInTheDocument();
    expect(state('payment.details')).toHaveClass('chart-state--collapsed');
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    const tokenError = transitionKey(rootOf(paymentMachine).states.details!.states.gettingToken!.transitions.get('xstate.error.actor.getToken')![0]!);
    expect(withAttr(container, 'data-edge-id', tokenError)).not.toHaveLength(0);

    // Expand again with the keyboard.
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: /^gettingToken:/ }, LAYOUT);
    expect(screen.getByRole('button', { name: 'Collapse details' })).toBeInTheDocument();
  });

  it('pans with the arrow keys and zooms with the buttons and keys', async () => {
    const user = userEvent.setup();
    const { container } = render(<ChartView machine={paymentMachine} title="Make a payment" labels={labels} />);
    await screen.findByRole('button', { name: /^editing:/ }, LAYOUT);
    const drawing = screen.getByRole('group', { name: 'Make a payment' });
    const start = canvasTransform(container);
    expect(start).toBe('translate(0px, 0px) scale(1)');

    drawing.focus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(canvasTransform(container)).toBe('translate(48px, 48px) scale(1)');
    await user.click(within(screen.getByRole('toolbar', { name: 'Chart tools' })).getByRole('button', { name: 'Zoom in' }));
    expect(canvasTransform(container)).toContain('scale(1.25)');
    drawing.focus();
    await user.keyboard('-');
    expect(canvasTransform(container)).toContain('scale(1)');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(canvasTransform(container)).toContain('scale(0.8)');
    await user.click(screen.getByRole('button', { name: 'Fit to screen' }));
    expect(canvasTransform(container)).toBe(start);
  });

  it('selects a state with a click and exports the drawing as <machine id>.svg', async () => {
    const user = userEvent.setup();
    const onSelectState = vi.fn();
    render(<ChartView machine={paymentMachine} title="Make a payment" labels={labels} onSelectState={onSelectState} />);
    await user.click(await screen.findByRole('button', { name: /^alreadyPaid:/ }, LAYOUT));
    expect(onSelectState).toHaveBeenCalledWith('payment.alreadyPaid');

    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:chart';
    });
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    await user.click(screen.getByRole('button', { name: 'Export SVG' }));
    expect(downloads).toEqual(['payment.svg blob:chart']);
    expect(blobs[0]?.type).toBe('image/svg+xml');
    const text = await blobs[0]!.text();
    expect(text).toContain('<title id="chart-title-payment">Make a payment</title>');
    expect(text).toContain('data-state-id="payment.details.readyToPay"');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:chart'));
  });

  it('opens the 40-state chart at the readable scale at its initial state, and pans it by keyboard', async () => {
    // jsdom has no layout: give the drawing area the size of the studio's chart column.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(720);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560);
    const user = userEvent.setup();
    const { container } = render(<ChartView machine={bigChart()} title="Big" labels={labels} />);
    await screen.findByRole('button', { name: /^step0: Step 1 of group 1/ }, LAYOUT);
    const parse = () => {
      const m = /translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+)\)/.exec(canvasTransform(container));
      return m ? { x: Number(m[1]), y: Number(m[2]), k: Number(m[3]) } : null;
    };
    await waitFor(() => expect(parse()?.k).toBeCloseTo(READABLE_SCALE, 6));
    const start = parse()!;
    expect(12 * start.k).toBeGreaterThanOrEqual(11);
    screen.getByRole('group', { name: 'Big' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(parse()).toEqual({ ...start, y: start.y - 96 });
    await user.click(screen.getByRole('button', { name: 'Fit to screen' }));
    expect(parse()).toEqual(start);
  });

  it('opens a compound state on its own with O, lists the transitions crossing its border, and goes back', async () => {
    const user = userEvent.setup();
    const onFocusChange = vi.fn();
    const props = { machine: paymentMachine, title: 'Make a payment', labels, onFocusChange };
    const { rerender } = render(<ChartView {...props} />);
    const details = await screen.findByRole('button', { name: /^details:/ }, LAYOUT);
    expect(details).toHaveAttribute('aria-keyshortcuts', 'O');
    expect(screen.getByRole('button', { name: /^editing:/ })).not.toHaveAttribute('aria-keyshortcuts');
    screen.getByRole('button', { name: /^editing:/ }).focus();
    await user.keyboard('o');
    expect(onFocusChange).not.toHaveBeenCalled();
    details.focus();
    await user.keyboard('o');
    expect(onFocusChange).toHaveBeenLastCalledWith('payment.details');

    rerender(<ChartView {...props} focus="payment.details" />);
    await screen.findByRole('button', { name: /^gettingToken:/ }, LAYOUT);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^editing:/ })).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Showing payment.details on its own.');
    expect(screen.getByText('Transitions entering payment.details')).toBeInTheDocument();
    expect(screen.getByText('Transitions leaving payment.details')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Make a payment' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Show the whole chart' }));
    expect(onFocusChange).toHaveBeenLastCalledWith(null);
    rerender(<ChartView {...props} focus={null} />);
    await screen.findByRole('button', { name: /^editing:/ }, LAYOUT);
    expect(screen.queryByRole('button', { name: 'Show the whole chart' })).not.toBeInTheDocument();
  });

  it('opens the quote chart with its compound states collapsed, expands one by keyboard where it is, and draws a layout made before at once', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(720);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560);
    const user = userEvent.setup();
    const { container } = render(<ChartView machine={quoteMachine} title="Quote" labels={labels} />);
    await screen.findByRole('button', { name: /^checkingPage:/ }, LAYOUT);
    // One box per compound state: none of their states is drawn.
    const drawn = () => withAttr(container, 'data-state-id', 'quote.driver2.asking').length;
    expect(drawn()).toBe(0);
    const compound = Object.values(quoteMachine.root.states).filter((n) => n.type === 'compound' || n.type === 'parallel');
    expect(container.querySelectorAll('.chart-toggle[aria-expanded="false"]')).toHaveLength(compound.length);
    expect(screen.getByRole('button', { name: 'Collapse all' })).toBeDisabled();

    // Fitted first (at the readable scale: the chart is bigger than the drawing area).
    await waitFor(() => expect(transformOf(container)?.k).toBeCloseTo(READABLE_SCALE, 6));
    const toggle = screen.getByRole('button', { name: 'Expand driver2' });
    toggle.focus();
    const before = screenBox(container, 'quote.driver2');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: /^asking:/ }, LAYOUT)).toBeInTheDocument();
    expect(drawn()).toBe(1);
    // The expanded state stays where it was on screen (its box grows from there), to the half pixel
    // the view's whole-pixel translation rounds to.
    await waitFor(() => expect(Math.abs(screenBox(container, 'quote.driver2').left - before.left)).toBeLessThanOrEqual(0.5));
    expect(Math.abs(screenBox(container, 'quote.driver2').top - before.top)).toBeLessThanOrEqual(0.5);
    // Focus is back on the toggle, which now collapses.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Collapse driver2' })).toHaveFocus());

    // Collapsed again: the first layout, from the cache, with no wait.
    await user.keyboard('{Enter}');
    expect(drawn()).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('group', { name: 'Quote' })).toHaveAttribute('aria-busy', 'false');

    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    await waitFor(() => expect(drawn()).toBe(1), LAYOUT);
    expect(container.querySelectorAll('.chart-toggle[aria-expanded="false"]')).toHaveLength(0);
    // Fitted again: the initial state in view, not an empty part of the bigger drawing.
    await waitFor(() => {
      const b = screenBox(container, 'quote.checkingPage');
      expect(b.left >= 0 && b.top >= 0 && b.right <= 720 && b.bottom <= 560).toBe(true);
    });
  });

  it('follows the active states: expands what hides them and pans the deepest into view, unless told not to', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(720);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560);
    const user = userEvent.setup();
    const props = { machine: quoteMachine, title: 'Quote', labels, followable: true };
    const { container, rerender } = render(<ChartView {...props} active={['quote', 'quote.checkingPage']} />);
    await screen.findByRole('button', { name: /^checkingPage:/ }, LAYOUT);
    expect(screen.getByRole('button', { name: 'Follow the current state' })).toHaveAttribute('aria-pressed', 'true');

    const inView = (id: string) => {
      const b = screenBox(container, id);
      return b.left >= 0 && b.top >= 0 && b.right <= 720 && b.bottom <= 560;
    };
    const noQuotes = ['quote', 'quote.quotes', 'quote.quotes.noQuotes', 'quote.quotes.noQuotes.leadSaved'];
    rerender(<ChartView {...props} active={noQuotes} />);
    await waitFor(() => expect(withAttr(container, 'data-state-id', 'quote.quotes.noQuotes.leadSaved')[0]).toHaveClass('chart-state--active'), LAYOUT);
    await waitFor(() => expect(inView('quote.quotes.noQuotes.leadSaved')).toBe(true));
    // The other compound states stay collapsed.
    expect(withAttr(container, 'data-state-id', 'quote.driver2.asking')).toHaveLength(0);

    rerender(<ChartView {...props} active={['quote', 'quote.driver2', 'quote.driver2.savingLead']} />);
    await waitFor(() => expect(withAttr(container, 'data-state-id', 'quote.driver2.savingLead')[0]).toHaveClass('chart-state--active'), LAYOUT);
    await waitFor(() => expect(inView('quote.driver2.savingLead')).toBe(true));

    // Not following: a state hidden in a collapsed one stays hidden (its box is marked active).
    await user.click(screen.getByRole('button', { name: 'Follow the current state' }));
    expect(screen.getByRole('button', { name: 'Follow the current state' })).toHaveAttribute('aria-pressed', 'false');
    rerender(<ChartView {...props} active={['quote', 'quote.opening', 'quote.opening.waiting']} />);
    expect(withAttr(container, 'data-state-id', 'quote.opening')[0]).toHaveClass('chart-state--active', 'chart-state--collapsed');
    expect(withAttr(container, 'data-state-id', 'quote.opening.waiting')).toHaveLength(0);
  });
});
