/** The polling engine fixture: one status line and a button, per state. */
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { fixturePollerText } from '../../src/i18n/fixturePoller';
import { Button } from '../../src/ui';
import { FixturePollerFlow } from './FixturePollerFlow';

export function FixturePollerView({ lang }: { lang: Lang; config: object }) {
  const t = fixturePollerText[lang];
  const actor = FixturePollerFlow.useActorRef();
  const { polls, screen } = FixturePollerFlow.useSelector(selectScreen, sameScreen);
  const n = { n: screen === 'fetching' ? polls + 1 : polls };
  return (
    <section aria-labelledby="fixture-poller-heading">
      <h2 id="fixture-poller-heading">{t.heading}</h2>
      <p role="status">
        {screen === 'fetching' && fill(t.checking, n)}
        {screen === 'waiting' && fill(t.waiting, n)}
        {screen === 'ready' && fill(t.ready, n)}
        {screen === 'gaveUp' && fill(t.gaveUp, n)}
        {screen === 'failed' && fill(t.failed, n)}
      </p>
      {screen === 'idle' && <Button onClick={() => actor.send({ type: 'poll.start' })}>{t.start}</Button>}
      {(screen === 'ready' || screen === 'gaveUp' || screen === 'failed') && (
        <Button variant="secondary" onClick={() => actor.send({ type: 'poll.restart' })}>
          {t.again}
        </Button>
      )}
    </section>
  );
}

type Screen = 'idle' | 'fetching' | 'waiting' | 'ready' | 'gaveUp' | 'failed';

function selectScreen(s: ReturnType<typeof FixturePollerFlow.useActorRef>['getSnapshot'] extends () => infer S ? S : never) {
  const screen: Screen = s.matches({ polling: 'fetching' })
    ? 'fetching'
    : s.matches({ polling: 'waiting' })
      ? 'waiting'
      : (s.value as Screen);
  return { polls: s.context.polls, screen };
}

function sameScreen(a: { polls: number; screen: Screen }, b: { polls: number; screen: Screen }) {
  return a.polls === b.polls && a.screen === b.screen;
}
