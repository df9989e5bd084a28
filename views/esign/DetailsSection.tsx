/**
 * The driver step of the payment and e-sign page (portal-2.14, portal-2.15; decision 53), drawn from
 * its chart (machines/esign/details.machine.ts): the stage tab of the screen (the vehicles the
 * vehicle stage's, the rating the policy stage's), the driver step's own progress while a section
 * shows, and the sections themselves with online binding's views, in binding's words (their catalog
 * is loaded with this page's): the driver section (its form, busy while the driver check runs), the
 * additional drivers with their cars, the questions (Back to the section before); a loading line
 * while the quote's data is read and while the re-rating runs.
 *
 * With the carrier's calculated mileage, the vehicle stage (portal-3.17, in this page's words): a
 * list of the cars, each a card headed by its name with its mileage (or "Not entered yet") and an
 * Edit mileage button named with the car, which opens the mileage dialog (./MileageDialog.tsx, the
 * chart's child `mileage`) over the list; the list stays drawn under it, so the kit's Modal gives the
 * focus back to that button when the dialog closes. Next with a car's mileage missing: an alert that
 * takes focus, "Enter the mileage of each vehicle", and the car marked "Mileage needed".
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { DetailsMachine } from '../../machines/esign/details.machine';
import { vehicleMileageList } from '../../machines/esign/details.rules';
import { DRIVER_STEP_PROGRESS } from '../../machines/esign/esign.rules';
import { vehicleTitle, type MileageVehicle } from '../../machines/esign/mileage.rules';
import { detailsScreen, detailsStageOf, driverSectionOf, driverStepOf, stepDriversOf, stepMileageOf, stepQuestionsOf, vehiclesSectionOf, type DetailsActor } from '../../machines/esign/selectors';
import type { Lang } from '../../src/config/lang';
import { countedText, fill } from '../../src/i18n';
import type { EsignText } from '../../src/i18n/esign';
import { Button, Spinner, useFocusOnMount } from '../../src/ui';
import { SummaryList, type SummaryItem, type SummaryRow } from '../../src/ui/SummaryList';
import { DriversList } from '../binding/AdditionalDriversSection';
import { DriverForm } from '../binding/DriverSection';
import { QuestionsPanel } from '../binding/QuestionsSection';
import { BindingTextsProvider } from '../binding/texts';
import { MileageDialog } from './MileageDialog';
import { StageTabs } from './StageTabs';
import { useEsignTexts } from './texts';

type Snap = SnapshotFrom<DetailsMachine>;

const selectScreen = (s: Snap) => detailsScreen(s);
const selectStage = (s: Snap) => detailsStageOf(s);
const selectStep = (s: Snap) => driverStepOf(s);
const selectDriverSection = (s: Snap) => driverSectionOf(s);
const selectDrivers = (s: Snap) => stepDriversOf(s);
const selectQuestions = (s: Snap) => stepQuestionsOf(s);
const selectPrimaryName = (s: Snap) => s.context.drivers.find((d) => d.primaryDriver)?.firstName ?? '';
const selectVehicles = (s: Snap) => vehiclesSectionOf(s);
const selectMileage = (s: Snap) => stepMileageOf(s);

export function DetailsSection({ actor, now }: { actor: DetailsActor; now: () => Date }) {
  const { t, lang } = useEsignTexts();
  const screen = useSelector(actor, selectScreen);
  const stage = useSelector(actor, selectStage);
  const step = useSelector(actor, selectStep);
  const vehicles = screen === 'vehicles' || screen === 'editingMileage';
  return (
    <>
      <StageTabs stage={stage} />
      <section className="esign__section esign__details" aria-labelledby="esign-driver-heading">
        <h2 id="esign-driver-heading">{vehicles ? t.mileage.heading : t.driver.heading}</h2>
        {step !== null && <p className="esign__step-progress">{fill(t.driver.progress, { percent: DRIVER_STEP_PROGRESS[step] })}</p>}
        {screen === 'loading' && <Spinner label={t.driver.loading} />}
        {screen === 'rating' && <Spinner label={t.driver.rating} />}
        {vehicles ? (
          <VehiclesStage actor={actor} />
        ) : (
          <BindingTextsProvider lang={lang}>
            <Section screen={screen} actor={actor} now={now} />
          </BindingTextsProvider>
        )}
      </section>
    </>
  );
}

function Section({ screen, actor, now }: { screen: ReturnType<typeof detailsScreen>; actor: DetailsActor; now: () => Date }) {
  const driverSection = useSelector(actor, selectDriverSection, shallowEqual);
  const drivers = useSelector(actor, selectDrivers);
  const questions = useSelector(actor, selectQuestions);
  const firstName = useSelector(actor, selectPrimaryName);
  switch (screen) {
    case 'driver':
    case 'checkingDriver':
      return <DriverForm step={driverSection} now={now} busy={screen === 'checkingDriver'} onNext={(values) => actor.send({ type: 'driver.next', values })} />;
    case 'additional':
      return drivers ? <DriversList actor={drivers} now={now} /> : null;
    case 'questions':
      return <QuestionsPanel actor={questions} firstName={firstName} onBack={() => actor.send({ type: 'step.back' })} />;
    default:
      return null;
  }
}

/** A car's mileage as label and value, each value or "Not entered yet" (portal-3.17's fields). */
function mileageRows(m: EsignText['mileage'], lang: Lang, v: MileageVehicle): SummaryRow[] {
  const miles = (n: number | null | undefined) => (n == null ? m.notGiven : fill(m.miles, { miles: new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US').format(n) }));
  const commuting = v.commutingVehicle == null ? m.notGiven : v.commutingVehicle ? (v.commutingDays == null ? m.yes : countedText(lang, m.commutes, v.commutingDays)) : m.no;
  const a = v.commutingAddress;
  return [
    { label: m.odometer, value: miles(v.odometerReading) },
    { label: m.annual, value: miles(v.selectedAnnualMileage) },
    { label: m.commutingShown, value: commuting },
    ...(v.commutingVehicle && a ? [{ label: m.address, value: `${a.address}, ${a.city}, ${a.state} ${a.zipCode}` }] : []),
  ];
}

/** The vehicle stage: the cars with their mileage, each with Edit mileage; Back and Next; the dialog of the car being edited. */
function VehiclesStage({ actor }: { actor: DetailsActor }) {
  const { t, lang } = useEsignTexts();
  const m = t.mileage;
  const section = useSelector(actor, selectVehicles, shallowEqual);
  const mileage = useSelector(actor, selectMileage);
  const items = useMemo(
    (): SummaryItem[] =>
      vehicleMileageList(section.cars, section.prior ?? { vehicles: [] }, section.mileage).map((car, index) => ({
        key: car.key,
        title: vehicleTitle(car.vehicle),
        ...(car.complete ? {} : { note: m.missing }),
        rows: mileageRows(m, lang, car.vehicle),
        actions: [{ label: m.edit, onClick: () => actor.send({ type: 'mileage.edit', index }) }],
      })),
    [section.cars, section.prior, section.mileage, m, lang, actor],
  );
  return (
    <>
      <p>{m.listLead}</p>
      {section.incomplete && <Incomplete text={m.incomplete} />}
      <SummaryList items={items} className="esign__vehicles" />
      <div className="binding__nav">
        <Button variant="secondary" onClick={() => actor.send({ type: 'step.back' })}>
          {m.back}
        </Button>
        <Button onClick={() => actor.send({ type: 'vehicles.next' })}>{m.next}</Button>
      </div>
      {mileage && <MileageDialog key={mileage.sessionId} actor={mileage} />}
    </>
  );
}

/** Next found a car's mileage missing: said in an alert that takes focus. */
function Incomplete({ text }: { text: string }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} className="ui-notice ui-notice--error" role="alert">
      {text}
    </div>
  );
}
