/**
 * The studio as QA uses it: pick a flow, read its coverage, play a path to a state and see the
 * real screen, share the step's address, move between views by keyboard.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentText } from '../i18n/payment';
import { studioText } from '../i18n/studio';
import { flowById } from '../registry';
import { generatePaths, type GeneratedPaths } from '../paths/model';
import { PATHS_PAGE, PathsPanel } from './PathsPanel';
import { StudioApp } from './StudioApp';

const t = studioText.en;
/** A flow's chart, view and model load when it is picked (dynamic imports): slower on a busy machine. */
const FLOW_LOAD = { timeout: 8000 };
const payment = flowById('payment')!;
const generated = generatePaths(await payment.model());

function open(search: string) {
  window.history.replaceState(null, '', `/studio/${search}`);
  return render(<StudioApp lang="en" />);
}

describe('the studio', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/studio/');
  });

  it('[site-4.9] plays the path to "already paid" on the real view, from a shared address', async () => {
    const path = generated.paths.find((p) => p.steps.some((s) => s.leaves.includes('alreadyPaid')))!;
    const step = path.steps.findIndex((s) => s.leaves.includes('alreadyPaid'));
    open(`?flow=payment&tab=player&path=${path.id}&step=${step}`);
    const panel = await screen.findByRole('tabpanel', {}, FLOW_LOAD);
    expect(await within(panel).findByText(`Step ${step} of ${path.steps.length - 1}`, {}, FLOW_LOAD)).toBeVisible();
    expect(await within(panel).findByRole('heading', { name: paymentText.en.alreadyPaid.title }, { timeout: 4000 })).toBeVisible();
    expect(within(panel).getByRole('link', { name: /studio\/\?flow=payment&tab=player/ })).toHaveAttribute(
      'href',
      expect.stringContaining(`path=${path.id}&step=${step}`),
    );
  });

  it('[site-8.6] shows an error modal of a step inside the player, leaving the player usable by keyboard', async () => {
    const path = generated.paths.find((p) => p.steps.some((s) => s.leaves.includes('errorModal.tokenFailed')))!;
    const step = path.steps.findIndex((s) => s.leaves.includes('errorModal.tokenFailed'));
    open(`?flow=payment&tab=player&path=${path.id}&step=${step}`);
    const panel = await screen.findByRole('tabpanel', {}, FLOW_LOAD);
    const dialog = await within(panel).findByRole('dialog', { name: paymentText.en.configured.tokenFailedTitle }, { timeout: 4000 });
    expect(dialog).not.toHaveAttribute('aria-modal');
    const previous = within(panel).getByRole('button', { name: t.player.previous });
    previous.focus();
    expect(previous).toHaveFocus();
  });

  it('steps forward and back through a path with the player buttons', async () => {
    // A customer back from the provider: the loading line, then the result loading.
    const path = generated.paths.find((p) => p.steps.some((s) => s.leaves.includes('result.known.paid')))!;
    open(`?flow=payment&tab=player&path=${path.id}&step=0`);
    const user = userEvent.setup();
    const panel = await screen.findByRole('tabpanel', {}, FLOW_LOAD);
    expect(await within(panel).findByText(paymentText.en.loading)).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: t.player.next }));
    expect(await within(panel).findByText(paymentText.en.result.loading)).toBeVisible();
    expect(window.location.search).toContain('step=1');
    await user.click(within(panel).getByRole('button', { name: t.player.previous }));
    expect(await within(panel).findByText(paymentText.en.loading)).toBeVisible();
  });

  it('shows the coverage of the generated paths and lists them in words', async () => {
    open('?flow=payment&tab=paths');
    const panel = await screen.findByRole('tabpanel', {}, FLOW_LOAD);
    const c = generated.coverage;
    expect(within(panel).getByText(`${c.states.covered}/${c.states.total}`)).toBeVisible();
    expect(within(panel).getByText(`${c.transitions.covered}/${c.transitions.total}`)).toBeVisible();
    expect(within(panel).getByText(t.paths.allVisited)).toBeVisible();
    expect(await within(panel).findAllByRole('button', { name: /^Play P\d+$/ })).toHaveLength(generated.paths.length);
  });

  it('loads a flow only when it is picked, saying so while it loads', async () => {
    open('?flow=quoteZip');
    expect(screen.getByText(t.loadingFlow)).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: t.tabs.chart }, FLOW_LOAD)).toBeVisible();
    expect(screen.queryByText(t.loadingFlow)).toBeNull();
  });

  it('moves between its views with the arrow keys', async () => {
    open('?flow=quoteZip');
    const user = userEvent.setup();
    const chartTab = await screen.findByRole('tab', { name: t.tabs.chart }, FLOW_LOAD);
    expect(chartTab).toHaveAttribute('aria-selected', 'true');
    chartTab.focus();
    await user.keyboard('{ArrowRight}');
    const pathsTab = screen.getByRole('tab', { name: t.tabs.paths });
    expect(pathsTab).toHaveFocus();
    expect(pathsTab).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toContain('tab=paths');
  });

  it("lists every path in the player by id and steps once its list is used, and plays the one picked", async () => {
    open('?flow=payment&tab=player&path=P2&step=0');
    const user = userEvent.setup();
    const panel = await screen.findByRole('tabpanel', {}, FLOW_LOAD);
    const list = await within(panel).findByRole('combobox', { name: t.player.choose }, FLOW_LOAD);
    const p2 = generated.paths[1]!;
    expect(list).toHaveAccessibleDescription(p2.title);
    act(() => list.focus());
    const options = within(list).getAllByRole('option');
    const steps = (n: number) => (n === 1 ? '1 step' : `${n} steps`);
    expect(options.map((o) => o.textContent)).toEqual(generated.paths.map((p) => `${p.id} (${steps(p.steps.length - 1)})`));
    await user.selectOptions(list, 'P3');
    expect(window.location.search).toContain('path=P3&step=0');
    expect(list).toHaveAccessibleDescription(generated.paths[2]!.title);
  });

  it('generates the paths only when the Paths view asks, saying so until they are there', async () => {
    open('?flow=fixtureDelay');
    await screen.findByRole('tab', { name: t.tabs.chart }, FLOW_LOAD);
    // The chart alone: no generation.
    expect(screen.queryByText(t.paths.generating)).toBeNull();
    // Without a Worker (jsdom) the paths are generated after a turn of the event loop: hold it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(screen.getByRole('tab', { name: t.tabs.paths }));
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByRole('status')).toHaveTextContent(t.paths.generating);
      expect(within(panel).queryAllByRole('button', { name: /^Play P\d+$/ })).toHaveLength(0);
      act(() => {
        vi.runOnlyPendingTimers();
      });
      expect(within(panel).getAllByRole('button', { name: /^Play P\d+$/ })).not.toHaveLength(0);
      expect(within(panel).queryByText(t.paths.generating)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the paths panel', () => {
  /** The payment paths, repeated under new ids: a list longer than a page. */
  function many(n: number): GeneratedPaths {
    const paths = Array.from({ length: n }, (_, i) => ({ ...generated.paths[i % generated.paths.length]!, id: `P${i + 1}` }));
    return { ...generated, paths };
  }

  it('lists a page of paths at a time and filters them by the words of their steps', async () => {
    const user = userEvent.setup();
    const ready = { state: 'ready' as const, generated: many(PATHS_PAGE * 2 + 7), ms: 1234 };
    render(<PathsPanel flowId="payment" status={ready} lang="en" t={t} onPlay={() => {}} onRetry={() => {}} />);
    expect(screen.getByText('107 paths generated in 1.2 sec.')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Play P\d+$/ })).toHaveLength(PATHS_PAGE);
    expect(screen.getByText(`Showing 50 of 107 paths.`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show 50 more paths' }));
    expect(screen.getAllByRole('button', { name: /^Play P\d+$/ })).toHaveLength(PATHS_PAGE * 2);
    await user.click(screen.getByRole('button', { name: 'Show 7 more paths' }));
    expect(screen.getAllByRole('button', { name: /^Play P\d+$/ })).toHaveLength(107);
    expect(screen.queryByRole('button', { name: /^Show \d+ more paths$/ })).toBeNull();

    // Every word must be in the path: the already-paid view, reached by an answer of the lookup.
    const paid = ready.generated.paths.filter((p) => p.steps.some((s) => s.leaves.includes('alreadyPaid')));
    await user.type(screen.getByRole('searchbox', { name: t.paths.filter }), 'lookup ALREADY-PAID');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Play P\d+$/ })).toHaveLength(paid.length));
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${paid.length} of ${paid.length} paths.`);
    await user.type(screen.getByRole('searchbox', { name: t.paths.filter }), ' nowhere');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.paths.noMatch));
  });

  it('says why the paths could not be generated, and tries again on demand', async () => {
    const user = userEvent.setup();
    let retried = 0;
    render(<PathsPanel flowId="payment" status={{ state: 'failed', message: 'The paths worker stopped.' }} lang="es" t={studioText.es} onPlay={() => {}} onRetry={() => (retried += 1)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron generar los recorridos: The paths worker stopped.');
    await user.click(screen.getByRole('button', { name: studioText.es.paths.retry }));
    expect(retried).toBe(1);
  });
});
