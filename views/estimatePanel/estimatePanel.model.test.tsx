/**
 * The estimate panel's own checks through the rendered view, in both languages: the arrow
 * button's state for assistive technology (aria-expanded, aria-controls), a configured estimate
 * and configured labels (site §3 element attributes), and a config the page gets wrong. The
 * generic suites (src/flows/flows.view.*.test.tsx) walk the paths' screens.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { estimatePanelConfigSchema } from '../../src/config/estimatePanel';
import estimatePanel from '../../src/flows/estimatePanel';
import { loadFlow, pageSetupFor } from '../../src/flows/kit';
import { fill } from '../../src/i18n';
import { estimatePanelText } from '../../src/i18n/estimatePanel';
import { createActorController } from '../../src/paths/actors';
import { formatMoney } from '../../src/rules/money';
import { recordingEffects } from '../../src/testing/flows';

const flow = await loadFlow(estimatePanel);

function openPage(lang: 'en' | 'es', config?: Record<string, unknown>) {
  const controller = createActorController(flow.widget.machine);
  const { App } = flow.widget;
  render(<App page={pageSetupFor(flow.descriptor, lang, config ? { config } : {})} effects={recordingEffects()} actors={controller.actors} />);
}

describe.each(['en', 'es'] as const)('the estimate panel (%s)', (lang) => {
  const t = estimatePanelText[lang];

  it('[site-2.17] a page that gives no estimate shows no figure until the visitor chooses an example; the example says it is not a quote, and another coverage can be chosen', async () => {
    const user = userEvent.setup();
    openPage(lang);
    const panel = screen.getByRole('region', { name: t.configured.title });
    // No figure, no arrow: the coverages of the examples.
    expect(panel.textContent).not.toMatch(/\$\d/);
    expect(within(panel).queryByRole('button', { name: t.configured.expandLabel })).toBeNull();
    const choices = within(panel).getByRole('group', { name: t.choose.legend });
    expect(choices).toHaveAccessibleDescription(t.choose.prompt);
    await user.click(within(choices).getByRole('button', { name: t.choose.liability }));
    const example = t.examples.liability;
    expect(within(panel).getByText(fill(t.perMonth, { amount: formatMoney(example.monthly, lang) }))).toBeVisible();
    expect(within(panel).getByText(t.choose.liability)).toBeVisible();
    expect(within(panel).getByText(t.choose.note)).toBeVisible();
    // The pressed choice is gone: the focus is on the figure it brought.
    expect(document.activeElement).toHaveClass('estimate-panel__figure');
    await user.click(within(panel).getByRole('button', { name: t.configured.expandLabel }));
    expect(within(panel).getAllByRole('rowheader').map((r) => r.textContent)).toEqual(example.rows.map((r) => r.label));
    await user.click(within(panel).getByRole('button', { name: t.choose.change }));
    expect(panel.textContent).not.toMatch(/\$\d/);
    expect(within(panel).getByRole('button', { name: t.choose.liability })).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: t.choose.full }));
    expect(within(panel).getByText(fill(t.perMonth, { amount: formatMoney(t.examples.full.monthly, lang) }))).toBeVisible();
  });

  it('[site-1.2 site-2.17 site-4.1] the arrow is a button that expands the quote summary: it says whether the details are shown and which element it shows', async () => {
    const user = userEvent.setup();
    openPage(lang);
    await user.click(screen.getByRole('button', { name: t.choose.full }));
    const arrow = screen.getByRole('button', { name: t.configured.expandLabel });
    expect(arrow).toHaveAttribute('aria-expanded', 'false');
    const details = document.getElementById(arrow.getAttribute('aria-controls') ?? '');
    expect(details).not.toBeNull();
    expect(details).not.toBeVisible();
    await user.click(arrow);
    expect(arrow).toHaveAttribute('aria-expanded', 'true');
    expect(arrow).toHaveAccessibleName(t.configured.collapseLabel);
    expect(details).toBeVisible();
    expect(within(details!).getByRole('table', { name: t.rowsLabel })).toBeVisible();
    // The keyboard works the same: Enter on the focused arrow collapses it again.
    arrow.focus();
    await user.keyboard('{Enter}');
    expect(arrow).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeVisible();
  });

  it('[site-2.17 site-3.3] a configured estimate and labels: its rows in order with $ and 2 decimals, its active drivers and vehicles only', async () => {
    const user = userEvent.setup();
    openPage(lang, {
      estimate: {
        monthly: 210.5,
        rows: [
          { label: 'Liability', amount: 120 },
          { label: 'Roadside', amount: 90.5 },
        ],
        drivers: [
          { name: 'Ana Lopez', active: true },
          { name: 'Luis Lopez', active: false },
        ],
        vehicles: [{ name: '2020 Kia Soul', active: false }],
      },
      messages: { title: 'Quote #42', expandLabel: 'Open', collapseLabel: 'Close' },
    });
    expect(screen.getByRole('heading', { name: 'Quote #42' })).toBeVisible();
    expect(screen.getByText(fill(t.perMonth, { amount: formatMoney(210.5, lang) }))).toBeVisible();
    expect(formatMoney(210.5, lang)).toBe('$210.50');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Liability$120.00', 'Roadside$90.50']);
    expect(screen.getByText('Ana Lopez')).toBeVisible();
    expect(screen.queryByText('Luis Lopez')).toBeNull();
    expect(screen.queryByText('2020 Kia Soul')).toBeNull();
    // No active vehicle: the section says so rather than showing an empty list.
    expect(within(screen.getByRole('region', { name: t.vehicles })).getByText(t.noVehicles)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    // The page's own estimate is no example: nothing to choose instead, and the focus stays where it was.
    expect(screen.queryByRole('button', { name: t.choose.change })).toBeNull();
    expect(screen.queryByText(t.choose.note)).toBeNull();
  });

  it('[site-3.3] blank configured labels keep the catalog’s', () => {
    openPage(lang, { estimate: { monthly: 1, rows: [{ label: 'L', amount: 1 }] }, messages: { expandLabel: '  ', collapseLabel: '' } });
    expect(screen.getByRole('button', { name: t.configured.expandLabel })).toBeVisible();
  });
});

describe('the estimate panel’s data-config', () => {
  it('[site-2.17] refuses an estimate without rows, a negative amount, or a field it does not know', () => {
    const row = { label: 'Liability', amount: 1 };
    expect(estimatePanelConfigSchema.safeParse({ estimate: { monthly: 1, rows: [] } }).success).toBe(false);
    expect(estimatePanelConfigSchema.safeParse({ estimate: { monthly: -1, rows: [row] } }).success).toBe(false);
    expect(estimatePanelConfigSchema.safeParse({ estimate: { monthly: 1, rows: [row], extra: 1 } }).success).toBe(false);
    expect(estimatePanelConfigSchema.safeParse({ estimate: { monthly: 1, rows: [row] } }).success).toBe(true);
  });

  it('[site-2.17] a driver or vehicle without `active` counts as active', () => {
    const parsed = estimatePanelConfigSchema.parse({ estimate: { monthly: 1, rows: [{ label: 'L', amount: 1 }], drivers: [{ name: 'Ana' }] } });
    expect(parsed.estimate?.drivers).toEqual([{ name: 'Ana', active: true }]);
  });
});
