/** What the estimate panel shows in each state and what the user does, in the page's language. */
import type { Lang } from '../../src/config/lang';
import { estimatePanelText } from '../../src/i18n/estimatePanel';
import type { Expectation, FlowScreens } from '../../src/paths/screens';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function estimatePanelScreens(lang: Lang): FlowScreens {
  const t = estimatePanelText[lang];
  const heading = { role: 'heading', name: t.configured.title };
  // A figure: the page's estimate or the chosen example (which one, the paths do not tell the screen).
  const amount = { text: new RegExp(`^${esc(t.perMonth).replace(esc('{amount}'), '\\$[\\d,]+\\.\\d{2}')}$`) };
  const choice = (name: string): Expectation => ({ role: 'button', name, within: { role: 'group', name: t.choose.legend } });
  return {
    transient: ['opening'],
    states: {
      opening: [],
      // site-2.17: no estimate from the page: no figure until the visitor chooses an example.
      choosing: [
        heading,
        { text: t.choose.prompt },
        choice(t.choose.liability),
        choice(t.choose.full),
        { ...amount, absent: true },
        { role: 'button', name: t.configured.expandLabel, absent: true },
      ],
      collapsed: [
        heading,
        amount,
        { role: 'button', name: t.configured.expandLabel },
        { role: 'table', absent: true },
        { role: 'heading', name: t.drivers, absent: true },
        { role: 'group', name: t.choose.legend, absent: true },
      ],
      expanded: [
        heading,
        amount,
        { role: 'button', name: t.configured.collapseLabel },
        { role: 'table', name: t.rowsLabel },
        // site-2.17: the sections of the active drivers and vehicles.
        { role: 'heading', name: t.drivers },
        { role: 'heading', name: t.vehicles },
      ],
    },
    actions: {
      'estimate.toggle': () => [{ click: { role: 'button', name: new RegExp(`^(${esc(t.configured.expandLabel)}|${esc(t.configured.collapseLabel)})$`) } }],
      'example.choose': (event) => {
        const coverage = (event as { coverage?: 'liability' | 'full' }).coverage ?? 'liability';
        return [{ click: { role: 'button', name: t.choose[coverage], within: { role: 'group', name: t.choose.legend } } }];
      },
      'example.change': () => [{ click: { role: 'button', name: t.choose.change } }],
    },
  };
}
