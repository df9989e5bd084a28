/**
 * portal-4.25, portal-4.27, portal-9.10: the countdown to the page's reload, on the chart's clock,
 * redrawn every second (presentation only: the chart's delay reloads the page). Its colour is the
 * binding timer's (portal-4.30: green; orange at 10 s or less; red at 5 s or less), and the time is
 * written out for those who cannot see the colour.
 */
import { CountdownTimer, useSecondTick } from '../../src/ui';
import { timerTone } from '../../machines/esign/esign.rules';
import { remainingMs } from '../../machines/esign/selectors';
import { countedText } from '../../src/i18n';
import { useEsignTexts } from './texts';

export function ReloadCountdown({ wait }: { wait: { startedAt: number; refreshMs: number; now: () => number } }) {
  const { t, lang } = useEsignTexts();
  useSecondTick();
  const ms = remainingMs(wait);
  return <CountdownTimer tone={timerTone(ms)}>{countedText(lang, t.page.reloadIn, Math.ceil(ms / 1000))}</CountdownTimer>;
}
