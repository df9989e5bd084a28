/** The generated paths of a flow in words, with their coverage and what no path visits. */
import { fill } from '../i18n';
import type { StudioText } from '../i18n/studio';
import type { GeneratedPaths } from '../paths/model';
import { Button } from '../ui';

export function PathsPanel({ generated, t, onPlay }: { generated: GeneratedPaths; t: StudioText; onPlay: (pathId: string) => void }) {
  const { coverage } = generated;
  const missing = [...coverage.states.missing, ...coverage.transitions.missing, ...coverage.clauses.missing];
  const figure = (label: string, f: { covered: number; total: number }) => (
    <div className="studio-figure">
      <dt>{label}</dt>
      <dd>
        {f.covered}/{f.total}
      </dd>
    </div>
  );
  return (
    <section className="studio-panel" aria-labelledby="studio-paths-heading">
      <h2 id="studio-paths-heading">{t.paths.heading}</h2>
      <h3>{t.paths.coverage}</h3>
      <dl className="studio-figures">
        {figure(t.paths.states, coverage.states)}
        {figure(t.paths.transitions, coverage.transitions)}
        {figure(t.paths.clauses, coverage.clauses)}
      </dl>
      <h3>{t.paths.unvisited}</h3>
      {missing.length ? (
        <ul className="studio-list">
          {missing.map((m) => (
            <li key={m}>
              <code>{m}</code>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.paths.allVisited}</p>
      )}
      <ol className="studio-paths">
        {generated.paths.map((p) => {
          const inputs = [p.start.sandbox.description, ...p.steps.flatMap((s) => (s.outcome ? [s.outcome.sandbox.description] : []))];
          return (
            <li key={p.id} className="studio-path">
              <h3 className="studio-path__title">
                {p.id} <span className="ui-muted">({fill(t.paths.steps, { n: p.steps.length - 1 })})</span>
              </h3>
              <ol className="studio-steps">
                {p.steps.map((s, i) => (
                  <li key={i}>{s.text}</li>
                ))}
              </ol>
              <p className="ui-muted">
                {t.paths.sandbox}: {[...new Set(inputs)].join('; ')}
              </p>
              <p className="ui-muted">{p.spec.join(', ')}</p>
              <Button variant="secondary" onClick={() => onPlay(p.id)}>
                {fill(t.paths.play, { path: p.id })}
              </Button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
