/** The delay engine fixture: the session's band and the button for more time. */
import type { Lang } from '../../src/config/lang';
import { fixtureDelayText } from '../../src/i18n/fixtureDelay';
import { Button } from '../../src/ui';
import { FixtureDelayFlow } from './FixtureDelayFlow';

type Snapshot = ReturnType<ReturnType<typeof FixtureDelayFlow.useActorRef>['getSnapshot']>;
const selectBand = (s: Snapshot) => s.value;

export function FixtureDelayView({ lang }: { lang: Lang; config: object }) {
  const t = fixtureDelayText[lang];
  const actor = FixtureDelayFlow.useActorRef();
  const band = FixtureDelayFlow.useSelector(selectBand);
  return (
    <section aria-labelledby="fixture-delay-heading">
      <h2 id="fixture-delay-heading">{t.heading}</h2>
      <p role="status">{t[band]}</p>
      {band === 'warning' && <Button onClick={() => actor.send({ type: 'session.extend' })}>{t.extend}</Button>}
    </section>
  );
}
