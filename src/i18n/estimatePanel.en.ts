/**
 * Text of the quote estimate panel (site-2.17, site-3.3, site-4.1).
 *
 * English; its shape is the key type of both languages (estimatePanel.es.ts must match it). A page
 * loads one language through estimatePanel.lazy.ts; estimatePanel.ts holds both. `{amount}` is the
 * monthly amount with $ and 2 decimals.
 */
import type { Estimate } from '../config/estimatePanel';

const row = (label: string, amount: number) => ({ label, amount });
const household = {
  drivers: [
    { name: 'Maria Garcia', detail: 'Primary driver', active: true },
    { name: 'Daniel Garcia', detail: 'Spouse', active: true },
    { name: 'Sofia Garcia', detail: 'Child, learner permit', active: false },
  ],
  vehicles: [
    { name: '2019 Toyota Camry', detail: 'Commute', active: true },
    { name: '2015 Ford F-150', detail: 'Work', active: true },
    { name: '2008 Honda Civic', detail: 'Stored', active: false },
  ],
};

export const en = {
  perMonth: '{amount} per month',
  rowsLabel: 'What the estimate is made of',
  rowHeader: 'Coverage',
  amountHeader: 'Per month',
  drivers: 'Drivers on this estimate',
  vehicles: 'Vehicles on this estimate',
  noDrivers: 'No driver is active on this estimate.',
  noVehicles: 'No vehicle is active on this estimate.',
  /** Defaults of the configured texts (site-3.3: the expand and collapse labels). */
  configured: {
    title: 'What an estimate is made of',
    expandLabel: 'Show the details',
    collapseLabel: 'Hide the details',
  },
  /** Where the page gives no estimate: no figure until the visitor chooses an example's coverage. */
  choose: {
    prompt: 'Choose a coverage to see an example: what it could cost a month for a household with two drivers and two vehicles.',
    legend: 'Show an example for',
    liability: 'Liability only',
    full: 'Full coverage',
    /** Under the example's figure. */
    note: 'An example, not a quote: your price depends on your drivers, your vehicles and where you live.',
    change: 'Choose another coverage',
  },
  /** The examples a visitor may choose (their monthly amount is the sum of their rows). */
  examples: {
    liability: {
      monthly: 87.85,
      rows: [row('Bodily injury liability', 48.2), row('Property damage liability', 31.55), row('Policy fee', 8.1)],
      ...household,
    },
    full: {
      monthly: 142.37,
      rows: [row('Bodily injury liability', 48.2), row('Property damage liability', 31.55), row('Collision', 36.1), row('Comprehensive', 18.42), row('Policy fee', 8.1)],
      ...household,
    },
  } satisfies Record<'liability' | 'full', Estimate> as Record<'liability' | 'full', Estimate>,
};

export type EstimatePanelText = typeof en;
