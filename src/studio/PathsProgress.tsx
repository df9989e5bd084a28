/**
 * What the Paths and Player views show until a flow's paths are there: how far the worker has gone
 * (situations explored, time taken), or why it failed with a way to try again.
 */
import { useEffect, useState } from 'react';
import type { Lang } from '../config/lang';
import { fill } from '../i18n';
import type { StudioText } from '../i18n/studio';
import { Button } from '../ui';
import type { PathsStatus } from './paths/generated';

/** A count in the page's language. */
export function count(n: number, lang: Lang): string {
  return new Intl.NumberFormat(lang).format(n);
}

/** A duration in seconds in the page's language ("42 sec", "42 s"), to a tenth under 10 s. */
export function seconds(ms: number, lang: Lang): string {
  const s = ms / 1000;
  return new Intl.NumberFormat(lang, { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: s < 10 ? 1 : 0 }).format(s);
}

/** The time now (epoch ms), again every second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

export function PathsProgress({
  status,
  lang,
  t,
  onRetry,
}: {
  /** The generation, not ready yet (null: not asked for yet). */
  status: Exclude<PathsStatus, { state: 'ready' }> | null;
  lang: Lang;
  t: StudioText;
  onRetry: () => void;
}) {
  const now = useNow(status?.state !== 'failed');
  if (status?.state === 'failed') {
    return (
      <div className="ui-notice ui-notice--error studio-progress" role="alert">
        <p>{fill(t.paths.failed, { message: status.message })}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t.paths.retry}
        </Button>
      </div>
    );
  }
  const progress = status?.progress ?? null;
  // The progress may be newer than the last tick: never a negative time.
  const time = seconds(Math.max(0, now - (status?.startedAt ?? now)), lang);
  return (
    <div className="studio-progress">
      {/* Said once; the figures below change every quarter of a second and are not read out. */}
      <p role="status">{t.paths.generating}</p>
      <progress aria-label={t.paths.generating} />
      <p className="ui-muted">
        {progress?.phase === 'ordering'
          ? fill(t.paths.ordering, { n: count(progress.vertices, lang), time })
          : fill(t.paths.explored, { n: count(progress?.vertices ?? 0, lang), time })}
      </p>
    </div>
  );
}
