/**
 * Text of the quote estimate panel (site-2.17, site-3.3, site-4.1).
 *
 * English; its shape is the key type of both languages (estimatePanel.es.ts must match it). A page
 * loads one language through estimatePanel.lazy.ts; estimatePanel.ts holds both. `{amount}` is the
 * monthly amount with $ and 2 decimals.
 */
import type { Estimate } from '../config/estimatePanel';

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
    title: 'Your estimate',
    expandLabel: 'Show the details',
    collapseLabel: 'Hide the details',
  },
  /** The example estimate a page shows when it configures none. */
  example: {
    monthly: 142.37,
    rows: [
      { label: 'Bodily injury liability', amount: 48.2 },
      { label: 'Property damage liability', amount: 31.55 },
      { label: 'Collision', amount: 36.1 },
      { label: 'Comprehensive', amount: 18.42 },
      { label: 'Policy fee', amount: 8.1 },
    ],
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
  } satisfies Estimate as Estimate,
};

export type EstimatePanelText = typeof en;
