/** portal-2.15, portal-9.2: the stage tabs (driverStage, vehicleStage, policyStage, quoteStage), the current one marked, and its progress. */
import { STAGE_PROGRESS, STAGES, type Stage } from '../../machines/esign/esign.rules';
import { fill } from '../../src/i18n';
import { VisuallyHidden } from '../../src/ui';
import { useEsignTexts } from './texts';

export function StageTabs({ stage }: { stage: Stage }) {
  const { t } = useEsignTexts();
  const percent = STAGE_PROGRESS[stage];
  return (
    <nav className="esign__stages" aria-label={t.page.stagesLabel}>
      <ol className="esign__stage-list">
        {STAGES.map((s) => (
          <li key={s} className={s === stage ? 'esign__stage esign__stage--current' : 'esign__stage'} aria-current={s === stage ? 'step' : undefined} data-stage={s}>
            {t.stages[s]}
            {s === stage && <VisuallyHidden> ({t.page.current})</VisuallyHidden>}
          </li>
        ))}
      </ol>
      <progress className="esign__progress" max={100} value={percent} aria-label={fill(t.page.progress, { percent })}>
        {fill(t.page.progress, { percent })}
      </progress>
    </nav>
  );
}
