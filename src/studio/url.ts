/** The studio's address: which flow, view, path, step, selected state and state shown on its own, so any of them can be shared. */
export const STUDIO_TABS = ['chart', 'paths', 'player', 'live'] as const;
export type StudioTab = (typeof STUDIO_TABS)[number];

export interface StudioLocation {
  flow: string | null;
  tab: StudioTab;
  path: string | null;
  step: number;
  state: string | null;
  /** A compound state shown on its own in the chart (`&focus=payment.details`). */
  focus: string | null;
}

export function readLocation(search: string): StudioLocation {
  const q = new URLSearchParams(search);
  const tab = q.get('tab');
  const step = Number(q.get('step'));
  return {
    flow: q.get('flow'),
    tab: (STUDIO_TABS as readonly string[]).includes(tab ?? '') ? (tab as StudioTab) : 'chart',
    path: q.get('path'),
    step: Number.isInteger(step) && step >= 0 ? step : 0,
    state: q.get('state'),
    focus: q.get('focus'),
  };
}

export function locationUrl(loc: StudioLocation, base: string): string {
  const u = new URL(base);
  u.search = '';
  if (loc.flow) u.searchParams.set('flow', loc.flow);
  u.searchParams.set('tab', loc.tab);
  if (loc.path) u.searchParams.set('path', loc.path);
  if (loc.tab === 'player') u.searchParams.set('step', String(loc.step));
  if (loc.state) u.searchParams.set('state', loc.state);
  if (loc.focus) u.searchParams.set('focus', loc.focus);
  u.hash = '';
  return u.toString();
}
