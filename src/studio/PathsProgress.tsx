/**
 * What the Paths and Player views show until a flow's paths are there: how far the worker has gone
 * (situations explored, time taken), or why it failed with a way to try again.
 */
import { useEffect, useState } from 'react';
import type { Lang } from '../config/lang';
import { fill } from '../i18n';
import type { StudioText } from '../i18n/studio';
import { Button } from '../ui';
import { usePathsProgress, type PathsStatus } from './paths/generated';
import { counted, seconds } from './words';

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
  flowId,
  status,
  lang,
  t,
  onRetry,
}: {
  /** The flow whose paths are generated. */
  flowId: string;
  /** The generation, not ready yet (null: not asked for yet). */
  status: Exclude<PathsStatus, { state: 'ready' }> | null;
  lang: Lang;
  t: StudioText;
  onRetry: () => void;
}) {
  const now = useNow(status?.state !== 'failed');
  const progress = usePathsProgress(flowId);
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
  // The progress may be newer than the last tick: never a negative time.
  const time = seconds(Math.max(0, now - (status?.startedAt ?? now)), lang);
  return (
    <div className="studio-progress">
      {/* Said once; the figures below change every quarter of a second and are not read out. */}
      <p role="status">{t.paths.generating}</p>
      <progress aria-label={t.paths.generating} />
      <p className="ui-muted">
        {progress?.phase === 'ordering'
          ? counted(t.paths.ordering, progress.vertices, lang, { time })
          : counted(t.paths.explored, progress?.vertices ?? 0, lang, { time })}
      </p>
    </div>
  );
}
