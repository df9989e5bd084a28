/** The child-machine engine fixture: the drivers list, and the dialog drawn from the child machine's own actor. */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { driverDialogMachine } from '../../machines/fixtureModal.machine';
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { fixtureModalText, type FixtureModalText } from '../../src/i18n/fixtureModal';
import { Button } from '../../src/ui';
import { FixtureModalFlow } from './FixtureModalFlow';

type Snapshot = ReturnType<ReturnType<typeof FixtureModalFlow.useActorRef>['getSnapshot']>;
type DialogRef = ActorRefFrom<typeof driverDialogMachine>;
const selectDrivers = (s: Snapshot) => s.context.drivers;
const selectNotice = (s: Snapshot) => (s.matches({ list: 'added' }) ? 'added' : s.matches({ list: 'unchanged' }) ? 'unchanged' : null);
const selectDialog = (s: Snapshot) => s.children.driverDialog as DialogRef | undefined;

export function FixtureModalView({ lang }: { lang: Lang; config: object }) {
  const t = fixtureModalText[lang];
  const actor = FixtureModalFlow.useActorRef();
  const drivers = FixtureModalFlow.useSelector(selectDrivers);
  const notice = FixtureModalFlow.useSelector(selectNotice);
  const dialog = FixtureModalFlow.useSelector(selectDialog);
  return (
    <section aria-labelledby="fixture-modal-heading">
      <h2 id="fixture-modal-heading">{t.heading}</h2>
      {drivers.length === 0 ? <p>{t.none}</p> : <ul>{drivers.map((d, i) => <li key={i}>{d}</li>)}</ul>}
      <p role="status">
        {notice === 'added' && fill(t.added, { name: drivers.at(-1) ?? '' })}
        {notice === 'unchanged' && t.unchanged}
      </p>
      {dialog ? <DriverDialog dialog={dialog} t={t} /> : <Button onClick={() => actor.send({ type: 'driver.add' })}>{t.add}</Button>}
    </section>
  );
}

type DialogSnapshot = ReturnType<DialogRef['getSnapshot']>;
const selectDialogScreen = (s: DialogSnapshot) =>
  s.matches('saving') ? 'saving' : s.matches({ editing: 'invalid' }) ? 'invalid' : s.matches({ editing: 'failed' }) ? 'failed' : 'fresh';

function DriverDialog({ dialog, t }: { dialog: DialogRef; t: FixtureModalText }) {
  const screen = useSelector(dialog, selectDialogScreen);
  const [name, setName] = useState('');
  return (
    <div role="dialog" aria-labelledby="fixture-modal-dialog-title" className="ui-panel">
      <h3 id="fixture-modal-dialog-title">{t.dialogTitle}</h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          dialog.send({ type: 'driver.save', name });
        }}
      >
        <label htmlFor="fixture-modal-name">{t.nameLabel}</label>
        <input
          id="fixture-modal-name"
          className="ui-input"
          value={name}
          aria-invalid={screen === 'invalid'}
          aria-describedby={screen === 'invalid' ? 'fixture-modal-name-error' : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {screen === 'invalid' && <p id="fixture-modal-name-error">{t.nameMissing}</p>}
        {screen === 'failed' && <p role="alert">{t.saveFailed}</p>}
        <Button type="submit" busy={screen === 'saving'} busyLabel={t.saving}>
          {t.save}
        </Button>
        <Button variant="secondary" onClick={() => dialog.send({ type: 'dialog.cancel' })}>
          {t.cancel}
        </Button>
      </form>
    </div>
  );
}
