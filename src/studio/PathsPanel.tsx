/**
 * The generated paths of a flow in words, with their coverage and what no path visits. The paths
 * come from the worker (paths/generated.ts): until then, how far it has gone. A flow may have
 * thousands (the quote form about 2,100): they are listed a page at a time, and a filter finds
 * those through a state, an event or a clause.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import type { Lang } from '../config/lang';
import { fill } from '../i18n';
import type { StudioText } from '../i18n/studio';
import type { ModelPath } from '../paths/model';
import { Button } from '../ui';
import type { PathsStatus } from './paths/generated';
import { PathsProgress } from './PathsProgress';
import { count, counted, seconds } from './words';

/** Paths listed at first, and added by each "Show more". */
export const PATHS_PAGE = 50;

/** The words a filter looks in: the title (start and steps in a few words), each step in words, the clauses. */
function searchText(p: ModelPath): string {
  return [p.title, ...p.steps.map((s) => s.text), p.spec.join(' ')].join('\n').toLowerCase();
}

/** Each path's words, made on the first filter only (a path is kept for the page's life). */
const texts = new WeakMap<ModelPath, string>();
function indexed(p: ModelPath): string {
  let text = texts.get(p);
  if (text === undefined) {
    text = searchText(p);
    texts.set(p, text);
  }
  return text;
}

/** The paths whose words hold every word of the query (all of them for an empty query). */
export function filterPaths(paths: readonly ModelPath[], query: string, index: (p: ModelPath) => string = searchText): readonly ModelPath[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return paths;
  return paths.filter((p) => {
    const text = index(p);
    return words.every((w) => text.includes(w));
  });
}

function PathItem({ p, lang, t, onPlay }: { p: ModelPath; lang: Lang; t: StudioText; onPlay: (pathId: string) => void }) {
  const inputs = [p.start.sandbox.description, ...p.steps.flatMap((s) => (s.outcome ? [s.outcome.sandbox.description] : []))];
  return (
    <li className="studio-path">
      <h3 className="studio-path__title">
        {p.id} <span className="ui-muted">({counted(t.paths.steps, p.steps.length - 1, lang)})</span>
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
}

export function PathsPanel({
  flowId,
  status,
  lang,
  t,
  onPlay,
  onRetry,
}: {
  flowId: string;
  status: PathsStatus | null;
  lang: Lang;
  t: StudioText;
  onPlay: (pathId: string) => void;
  onRetry: () => void;
}) {
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PATHS_PAGE);
  const generated = status?.state === 'ready' ? status.generated : null;
  // The list (a page is a thousand elements or more) follows the paths, the query and "Show more"
  // in the background, a slice at a time, so that typing and the page stay quick.
  const listed = useDeferredValue(generated, null);
  const deferred = useDeferredValue(query);
  const deferredLimit = useDeferredValue(limit);
  const matching = useMemo(() => (listed ? filterPaths(listed.paths, deferred, indexed) : []), [listed, deferred]);

  if (!status || status.state !== 'ready' || !generated) {
    return (
      <section className="studio-panel" aria-labelledby="studio-paths-heading">
        <h2 id="studio-paths-heading">{t.paths.heading}</h2>
        <PathsProgress flowId={flowId} status={status?.state === 'ready' ? null : status} lang={lang} t={t} onRetry={onRetry} />
      </section>
    );
  }
  const { coverage } = generated;
  const missing = [...coverage.states.missing, ...coverage.transitions.missing, ...coverage.clauses.missing];
  const figure = (label: string, f: { covered: number; total: number }) => (
    <div className="studio-figure">
      <dt>{label}</dt>
      <dd>
        {count(f.covered, lang)}/{count(f.total, lang)}
      </dd>
    </div>
  );
  const shown = matching.slice(0, deferredLimit);
  const rest = Math.min(PATHS_PAGE, matching.length - shown.length);
  return (
    <section className="studio-panel" aria-labelledby="studio-paths-heading">
      <h2 id="studio-paths-heading">{t.paths.heading}</h2>
      <p className="ui-muted">{counted(t.paths.generated, generated.paths.length, lang, { time: seconds(status.ms, lang) })}</p>
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
      <label className="studio-filter">
        <span>{t.paths.filter}</span>
        <input
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setLimit(PATHS_PAGE);
          }}
        />
      </label>
      <p className="ui-muted" role="status">
        {!listed ? '' : matching.length ? counted(t.paths.shown, matching.length, lang, { shown: count(shown.length, lang) }) : t.paths.noMatch}
      </p>
      <ol className="studio-paths">
        {shown.map((p) => (
          <PathItem key={p.id} p={p} lang={lang} t={t} onPlay={onPlay} />
        ))}
      </ol>
      {rest > 0 && (
        <Button variant="secondary" onClick={() => setLimit(limit + PATHS_PAGE)}>
          {counted(t.paths.more, rest, lang)}
        </Button>
      )}
    </section>
  );
}
