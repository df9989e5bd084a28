/**
 * The quote estimate panel (site-2.17, site-4.1): the heading amount and an arrow button that
 * shows or hides the details (the rows, then the active drivers and vehicles). The button says
 * what it does with the configured expand and collapse labels (site-3.3), and tells assistive
 * technology with `aria-expanded` and `aria-controls`; the details stay in the page while hidden
 * (`hidden`), so the button always controls an element that exists.
 */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { EstimatePanelMachine } from '../../machines/estimatePanel.machine';
import { activeOnly } from '../../machines/estimatePanel.rules';
import { fill, type Lang } from '../../src/i18n';
import type { EstimatePanelText } from '../../src/i18n/estimatePanel';
import { formatMoney } from '../../src/rules/money';
import { EstimatePanelFlow } from './EstimatePanelFlow';
import { EstimatePanelTextsProvider, useEstimatePanelTexts } from './texts';

type Snap = SnapshotFrom<EstimatePanelMachine>;

/** What the page gives the panel's view (the widget root passes its validated data-config). */
export interface EstimatePanelViewProps {
  lang: Lang;
  config: { messages: Partial<EstimatePanelText['configured']> };
}

const selectExpanded = (s: Snap) => s.matches('expanded');
const selectEstimate = (s: Snap) => s.context.estimate;

export function EstimatePanelView({ lang, config }: EstimatePanelViewProps) {
  return (
    <EstimatePanelTextsProvider lang={lang} messages={config.messages}>
      <Panel />
    </EstimatePanelTextsProvider>
  );
}

function Panel() {
  const { t, lang } = useEstimatePanelTexts();
  const actor = EstimatePanelFlow.useActorRef();
  const expanded = useSelector(actor, selectExpanded);
  const estimate = useSelector(actor, selectEstimate);
  const id = useId();
  const titleId = `${id}-title`;
  const detailsId = `${id}-details`;
  const drivers = activeOnly(estimate.drivers);
  const vehicles = activeOnly(estimate.vehicles);
  return (
    <section className="estimate-panel" aria-labelledby={titleId}>
      <div className="estimate-panel__head">
        <div>
          <h2 id={titleId} className="estimate-panel__title">
            {t.configured.title}
          </h2>
          <p className="estimate-panel__amount">{fill(t.perMonth, { amount: formatMoney(estimate.monthly, lang) })}</p>
        </div>
        <button
          type="button"
          className="estimate-panel__toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => actor.send({ type: 'estimate.toggle' })}
        >
          <span className="estimate-panel__arrow" aria-hidden="true" />
          <span>{expanded ? t.configured.collapseLabel : t.configured.expandLabel}</span>
        </button>
      </div>
      <div id={detailsId} className="estimate-panel__details" hidden={!expanded}>
        <table className="estimate-panel__rows">
          <caption>{t.rowsLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{t.rowHeader}</th>
              <th scope="col">{t.amountHeader}</th>
            </tr>
          </thead>
          <tbody>
            {estimate.rows.map((row, i) => (
              <tr key={i}>
                <th scope="row">{row.label}</th>
                <td>{formatMoney(row.amount, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Members heading={t.drivers} empty={t.noDrivers} members={drivers} />
        <Members heading={t.vehicles} empty={t.noVehicles} members={vehicles} />
      </div>
    </section>
  );
}

function Members({ heading, empty, members }: { heading: string; empty: string; members: ReadonlyArray<{ name: string; detail?: string | undefined }> }) {
  const id = useId();
  return (
    <section className="estimate-panel__members" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      {members.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul>
          {members.map((m, i) => (
            <li key={i}>
              <span className="estimate-panel__name">{m.name}</span>
              {m.detail && <span className="estimate-panel__detail">{m.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
