/**
 * Section 3, the additional drivers (portal-2.11, portal-5.10 to portal-5.14), drawn from the
 * additional drivers' chart: a card per driver with Edit and Remove where drivers.rules allows
 * them (manual drivers; the primary edited in part and never removed; found drivers read-only),
 * "Add a driver", "Remove {first} {last} ?" in the kit's confirm dialog, the driver dialog (its own
 * chart), and after a failed Next what it found: a driver's rules, a licence that names someone
 * else, the marital checks, or a failed lookup. Below the drivers, the policy's cars (./VehiclesList.tsx,
 * their own chart). `DriversList` draws the section from the drivers' chart alone: the payment and
 * e-sign page's driver step draws it too (views/esign/DetailsSection.tsx).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { listDriverProblems, type AdditionalDriversMachine } from '../../machines/binding/additionalDrivers.machine';
import type { BindingMachine } from '../../machines/binding/binding.machine';
import { driverPermissions, isExcludedDriver, type BindingDriver } from '../../machines/binding/drivers.rules';
import { additionalDriversOf, driverDialogOf, driversScreen, vehiclesOf, type AdditionalDriversActor } from '../../machines/binding/selectors';
import { fill } from '../../src/i18n';
import { Button, Spinner, useFocusOnMount } from '../../src/ui';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { BindingFlow } from './BindingFlow';
import { SectionHeading } from './SectionHeading';
import { DriverDialog } from './DriverDialog';
import { useBindingTexts } from './texts';
import { VehiclesList } from './VehiclesList';

type DriversSnap = SnapshotFrom<AdditionalDriversMachine>;

const selectDrivers = (s: SnapshotFrom<BindingMachine>) => additionalDriversOf(s);
const selectList = (s: DriversSnap) => ({
  // portal-2.12: the page's configuration can turn the add button off.
  canAdd: s.context.canAdd,
  screen: driversScreen(s),
  drivers: s.context.drivers,
  check: s.context.check,
  removing: s.context.driverIndex === null ? null : (s.context.drivers[s.context.driverIndex] ?? null),
});
const selectRuleContext = (s: DriversSnap) => ({ config: s.context.config, limits: s.context.limits, now: s.context.now });
const selectDialog = (s: DriversSnap) => driverDialogOf(s);
const selectVehicles = (s: DriversSnap) => vehiclesOf(s);

export function AdditionalDriversSection({ now }: { now: () => Date }) {
  const actor = BindingFlow.useActorRef();
  const drivers = useSelector(actor, selectDrivers);
  if (!drivers) return null;
  return <DriversList actor={drivers} now={now} />;
}

const nameOf = (d: Pick<BindingDriver, 'firstName' | 'lastName'>) => `${d.firstName} ${d.lastName}`.trim();

export function DriversList({ actor, now }: { actor: AdditionalDriversActor; now: () => Date }) {
  const { t, lang, common } = useBindingTexts();
  const a = t.additional;
  const v = useSelector(actor, selectList, shallowEqual);
  const rules = useSelector(actor, selectRuleContext, shallowEqual);
  const dialog = useSelector(actor, selectDialog);
  const vehicles = useSelector(actor, selectVehicles);
  const busy = v.screen === 'lookingUp';
  const date = new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  const problemsOf = (d: BindingDriver) => (v.check?.kind !== 'rules' ? {} : listDriverProblems(d, rules));
  const namesOf = (keys: readonly string[]) =>
    v.drivers
      .filter((d) => keys.includes(d.key))
      .map(nameOf)
      .join(', ');
  return (
    <section className="binding__section">
      <SectionHeading>{a.heading}</SectionHeading>
      <p>{a.lead}</p>
      {v.check && <CheckNotice>{checkMessage(t, v.check, namesOf)}</CheckNotice>}
      <ul className="binding__drivers">
        {v.drivers.map((d, index) => {
          const can = driverPermissions(d);
          const problems = Object.keys(problemsOf(d)).length > 0;
          const flagged = v.check?.kind === 'licence' ? v.check.keys.includes(d.key) : v.check?.kind === 'marital' ? v.check.problems.invalidSpouse.includes(d.key) : problems;
          return (
            <li key={d.key} className={`binding__driver${flagged ? ' binding__driver--problem' : ''}`}>
              <h3 className="binding__driver-name">{nameOf(d)}</h3>
              <p className="binding__driver-facts">
                {[
                  d.primaryDriver ? a.you : (a.relations as Record<number, string>)[d.relation],
                  d.dob ? fill(a.born, { date: date.format(new Date(`${d.dob}T00:00:00Z`)) }) : null,
                  isExcludedDriver(d) ? a.excluded : null,
                  d.primaryDriver ? null : d.isManualDriver ? a.addedHere : a.fromQuote,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {flagged && problems && <p className="binding__driver-problem">{t.configured.additionalDriverRequired}</p>}
              <div className="binding__driver-actions">
                {can.edit !== 'none' && (
                  <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'driver.edit', index })}>
                    {fill(a.edit, { name: nameOf(d) })}
                  </Button>
                )}
                {can.remove && (
                  <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'driver.remove', index })}>
                    {fill(a.remove, { name: nameOf(d) })}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {v.canAdd && (
        <p>
          <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'driver.add' })}>
            {a.add}
          </Button>
        </p>
      )}
      {vehicles && <VehiclesList actor={vehicles} busy={busy} />}
      {busy && <Spinner label={a.lookingUp} />}
      <div className="binding__nav">
        <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'step.back' })}>
          {t.page.back}
        </Button>
        <Button busy={busy} busyLabel={t.page.checking} onClick={() => actor.send({ type: 'drivers.submit' })}>
          {t.page.next}
        </Button>
      </div>
      {v.screen === 'confirmingRemoval' && v.removing && (
        <ConfirmDialog
          title={fill(a.removeTitle, { first: v.removing.firstName, last: v.removing.lastName })}
          confirmLabel={a.yes}
          cancelLabel={a.no}
          closeLabel={common.close}
          onConfirm={() => actor.send({ type: 'remove.confirm' })}
          onCancel={() => actor.send({ type: 'remove.cancel' })}
        >
          {a.removeBody}
        </ConfirmDialog>
      )}
      {v.screen === 'editing' && dialog && <DriverDialog actor={dialog} now={now} />}
    </section>
  );
}

function CheckNotice({ children }: { children: string }) {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={ref} tabIndex={-1} className="ui-notice ui-notice--error" role="alert">
      {children}
    </p>
  );
}

/** portal-8.8: what a failed Next found, in the page's words. */
function checkMessage(t: ReturnType<typeof useBindingTexts>['t'], check: NonNullable<DriversSnap['context']['check']>, namesOf: (keys: readonly string[]) => string): string {
  const m = t.configured;
  switch (check.kind) {
    case 'rules':
      return m.additionalDriverRequired;
    case 'licence':
      return fill(m.invalidLicence, { names: namesOf(check.keys) });
    case 'failed':
      return t.additional.lookupFailed;
    case 'marital': {
      const parts: string[] = [];
      if (check.problems.invalidSpouse.length > 0) parts.push(fill(m.invalidSpouse, { names: namesOf(check.problems.invalidSpouse) }));
      if (check.problems.invalidMarital) parts.push(m.invalidMarital);
      if (check.problems.oddMarital) parts.push(m.oddMarital);
      return parts.join(' ');
    }
  }
}
