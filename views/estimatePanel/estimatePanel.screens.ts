/** What the estimate panel shows in each state and what the user does, in the page's language. */
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { estimatePanelText } from '../../src/i18n/estimatePanel';
import type { Expectation, FlowScreens } from '../../src/paths/screens';
import { formatMoney } from '../../src/rules/money';

export function estimatePanelScreens(lang: Lang): FlowScreens {
  const t = estimatePanelText[lang];
  // The model's page shows the catalog's example (the default estimate).
  const { example } = t;
  const heading = { role: 'heading', name: t.configured.title };
  const amount = { text: fill(t.perMonth, { amount: formatMoney(example.monthly, lang) }) };
  const rowsTable = { role: 'table', name: t.rowsLabel };
  const shownRows: Expectation[] = example.rows.map((row) => ({ role: 'rowheader', name: row.label }));
  const member = (name: string, active: boolean): Expectation => (active ? { text: name } : { text: name, absent: true });
  return {
    transient: [],
    states: {
      collapsed: [
        heading,
        amount,
        { role: 'button', name: t.configured.expandLabel },
        { role: 'table', absent: true },
        { role: 'heading', name: t.drivers, absent: true },
      ],
      expanded: [
        heading,
        amount,
        { role: 'button', name: t.configured.collapseLabel },
        rowsTable,
        ...shownRows,
        { role: 'heading', name: t.drivers },
        { role: 'heading', name: t.vehicles },
        // site-2.17: only the active drivers and vehicles.
        ...example.drivers.map((d) => member(d.name, d.active)),
        ...example.vehicles.map((v) => member(v.name, v.active)),
      ],
    },
    actions: {
      'estimate.toggle': () => [{ click: { role: 'button', name: new RegExp(`^(${t.configured.expandLabel}|${t.configured.collapseLabel})$`) } }],
    },
  };
}
