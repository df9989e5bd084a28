/**
 * The selected state: its description, clause ids and the transitions leaving it; a compound
 * state can be opened on its own in the chart.
 */
import type { AnyStateMachine } from 'xstate';
import { fill } from '../i18n';
import type { StudioText } from '../i18n/studio';
import { allNodes, specOf, transitionKey } from '../paths/model';

export function StatePanel({
  machine,
  stateId,
  focus,
  onOpen,
  t,
}: {
  machine: AnyStateMachine;
  stateId: string | null;
  /** The state the chart shows on its own, if any. */
  focus: string | null;
  /** Show a compound state on its own, or the whole chart again (null). */
  onOpen: (stateId: string | null) => void;
  t: StudioText;
}) {
  const node = stateId ? allNodes(machine).find((n) => n.id === stateId) : undefined;
  if (!node) {
    return (
      <section className="studio-panel" aria-labelledby="studio-state-heading">
        <h2 id="studio-state-heading">{t.state.heading}</h2>
        <p className="ui-muted">{t.state.none}</p>
        <p className="ui-muted">{t.state.openHint}</p>
      </section>
    );
  }
  const spec = specOf(node);
  const out = [...node.transitions.values()].flat().map(transitionKey);
  return (
    <section className="studio-panel" aria-labelledby="studio-state-heading">
      <h2 id="studio-state-heading">
        {t.state.heading}: <code>{node.path.join('.')}</code>
      </h2>
      {Object.keys(node.states).length > 0 && node.path.length > 0 ? (
        <p>
          {/* One button that stays where it is (and keeps focus): it opens the state, then goes back. */}
          <button type="button" className="ui-button ui-button--secondary" onClick={() => onOpen(focus === node.id ? null : node.id)}>
            {focus === node.id ? t.chart.whole : fill(t.state.open, { state: node.path.join('.') })}
          </button>
        </p>
      ) : null}
      <h3>{t.state.description}</h3>
      <p>{node.description ?? '-'}</p>
      <h3>{t.state.clauses}</h3>
      <p>{spec.length ? spec.join(', ') : t.state.noClauses}</p>
      <h3>{t.state.transitions}</h3>
      {out.length ? (
        <ul className="studio-list">
          {out.map((k) => (
            <li key={k}>
              <code>{k}</code>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.state.noTransitions}</p>
      )}
    </section>
  );
}
