/** The selected state: its description, clause ids and the transitions leaving it. */
import type { AnyStateMachine } from 'xstate';
import type { StudioText } from '../i18n/studio';
import { allNodes, specOf, transitionKey } from '../paths/model';

export function StatePanel({ machine, stateId, t }: { machine: AnyStateMachine; stateId: string | null; t: StudioText }) {
  const node = stateId ? allNodes(machine).find((n) => n.id === stateId) : undefined;
  if (!node) {
    return (
      <section className="studio-panel" aria-labelledby="studio-state-heading">
        <h2 id="studio-state-heading">{t.state.heading}</h2>
        <p className="ui-muted">{t.state.none}</p>
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
