/**
 * The studio as QA uses it: pick a flow, read its coverage, play a path to a state and see the
 * real screen, share the step's address, move between views by keyboard.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paymentText } from '../i18n/payment';
import { studioText } from '../i18n/studio';
import { flowById } from '../registry';
import { generatePaths } from '../paths/model';
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
    expect(within(panel).getByText(`Step ${step} of ${path.steps.length - 1}`)).toBeVisible();
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
    const path = generated.paths.find((p) => p.steps.some((s) => s.leaves.includes('errorModal.carrierNotAvailable')))!;
    open(`?flow=payment&tab=player&path=${path.id}&step=0`);
    const user = userEvent.setup();
    const panel = await screen.findByRole('tabpanel', {}, FLOW_LOAD);
    expect(await within(panel).findByText(paymentText.en.loading)).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: t.player.next }));
    expect(await within(panel).findByRole('textbox', { name: paymentText.en.form.policyNumber })).toBeVisible();
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
    expect(within(panel).getAllByRole('button', { name: /^Play P\d+$/ })).toHaveLength(generated.paths.length);
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
});
