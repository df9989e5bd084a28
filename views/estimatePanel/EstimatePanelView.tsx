/**
 * The quote estimate panel (site-2.17, site-4.1): the heading amount and an arrow button that
 * shows or hides the details (the rows, then the active drivers and vehicles). The button says
 * what it does with the configured expand and collapse labels (site-3.3), and tells assistive
 * technology with `aria-expanded` and `aria-controls`; the details stay in the page while hidden
 * (`hidden`), so the button always controls an element that exists.
 *
 * A page that gives no estimate shows no figure until the visitor chooses the coverage of an
 * example (`choosing`); the example's figure then says it is an example, not a quote, with a button
 * to choose another coverage (which takes the focus back to the choices).
 */
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { EstimatePanelMachine } from '../../machines/estimatePanel.machine';
import { activeOnly, EXAMPLE_COVERAGES } from '../../machines/estimatePanel.rules';
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
const selectChoosing = (s: Snap) => s.matches('choosing');
const selectEstimate = (s: Snap) => s.context.estimate;
const selectExample = (s: Snap) => s.context.example;

export function EstimatePanelView({ lang, config }: EstimatePanelViewProps) {
  return (
    <EstimatePanelTextsProvider lang={lang} messages={config.messages}>
      <Panel />
    </EstimatePanelTextsProvider>
  );
}

function Panel() {
  const { t } = useEstimatePanelTexts();
  const actor = EstimatePanelFlow.useActorRef();
  const choosing = useSelector(actor, selectChoosing);
  // Back from an example, the focus goes to the first choice (the button pressed is gone).
  const [cameBack, setCameBack] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <section className="estimate-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="estimate-panel__title">
        {t.configured.title}
      </h2>
      {choosing ? <Choices focusFirst={cameBack} /> : <Shown onChange={() => setCameBack(true)} />}
    </section>
  );
}

/** No estimate from the page: the coverages of the examples, and no figure. */
function Choices({ focusFirst }: { focusFirst: boolean }) {
  const { t } = useEstimatePanelTexts();
  const actor = EstimatePanelFlow.useActorRef();
  const promptId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusFirst) first.current?.focus();
  }, [focusFirst]);
  return (
    <div className="estimate-panel__choose" role="group" aria-label={t.choose.legend} aria-describedby={promptId}>
      <p id={promptId} className="estimate-panel__prompt">
        {t.choose.prompt}
      </p>
      <div className="estimate-panel__choices">
        {EXAMPLE_COVERAGES.map((coverage, i) => (
          <button
            key={coverage}
            ref={i === 0 ? first : undefined}
            type="button"
            className="estimate-panel__choice"
            onClick={() => actor.send({ type: 'example.choose', coverage })}
          >
            {t.choose[coverage]}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The page's estimate, or the example the visitor chose: the figure, the arrow and the details. */
function Shown({ onChange }: { onChange: () => void }) {
  const { t, lang } = useEstimatePanelTexts();
  const actor = EstimatePanelFlow.useActorRef();
  const expanded = useSelector(actor, selectExpanded);
  const estimate = useSelector(actor, selectEstimate);
  const example = useSelector(actor, selectExample);
  const id = useId();
  const detailsId = `${id}-details`;
  // A chosen example takes the focus to its figure (the choice pressed is gone); the page's own estimate takes nothing.
  const figure = useRef<HTMLDivElement>(null);
  const chosen = example !== null;
  useEffect(() => {
    if (chosen) figure.current?.focus();
  }, [chosen]);
  if (!estimate) return null;
  const drivers = activeOnly(estimate.drivers);
  const vehicles = activeOnly(estimate.vehicles);
  return (
    <>
      <div className="estimate-panel__head">
        <div ref={figure} tabIndex={chosen ? -1 : undefined} className="estimate-panel__figure">
          {example && <p className="estimate-panel__coverage">{t.choose[example]}</p>}
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
      {example && (
        <div className="estimate-panel__example">
          <p>{t.choose.note}</p>
          <button
            type="button"
            className="estimate-panel__change"
            onClick={() => {
              onChange();
              actor.send({ type: 'example.change' });
            }}
          >
            {t.choose.change}
          </button>
        </div>
      )}
    </>
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
