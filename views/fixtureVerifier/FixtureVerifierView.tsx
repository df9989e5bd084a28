/** The three-attempt engine fixture: a code field, the attempts left, the result. */
import { useState } from 'react';
import { MAX_ATTEMPTS } from '../../machines/fixtureVerifier.machine';
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { fixtureVerifierText } from '../../src/i18n/fixtureVerifier';
import { Button } from '../../src/ui';
import { FixtureVerifierFlow } from './FixtureVerifierFlow';

type Snapshot = ReturnType<ReturnType<typeof FixtureVerifierFlow.useActorRef>['getSnapshot']>;
const selectWrong = (s: Snapshot) => s.context.wrong;
const selectScreen = (s: Snapshot) =>
  s.matches('checking') ? 'checking' : s.matches('verified') ? 'verified' : s.matches('lockedOut') ? 'lockedOut' : s.matches({ asking: 'wrong' }) ? 'wrong' : s.matches({ asking: 'callFailed' }) ? 'callFailed' : 'first';

export function FixtureVerifierView({ lang }: { lang: Lang; config: object }) {
  const t = fixtureVerifierText[lang];
  const actor = FixtureVerifierFlow.useActorRef();
  const wrong = FixtureVerifierFlow.useSelector(selectWrong);
  const screen = FixtureVerifierFlow.useSelector(selectScreen);
  const [code, setCode] = useState('');
  if (screen === 'verified') return <p role="status">{t.verified}</p>;
  if (screen === 'lockedOut') return <p role="alert">{t.lockedOut}</p>;
  return (
    <form
      aria-labelledby="fixture-verifier-heading"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'code.submit', code });
      }}
    >
      <h2 id="fixture-verifier-heading">{t.heading}</h2>
      <label htmlFor="fixture-verifier-code">{t.codeLabel}</label>
      <input id="fixture-verifier-code" className="ui-input" value={code} onChange={(e) => setCode(e.target.value)} />
      {screen === 'wrong' && <p role="alert">{fill(t.wrong, { n: MAX_ATTEMPTS - wrong })}</p>}
      {screen === 'callFailed' && <p role="alert">{t.callFailed}</p>}
      <Button type="submit" busy={screen === 'checking'} busyLabel={t.checking}>
        {t.submit}
      </Button>
    </form>
  );
}
