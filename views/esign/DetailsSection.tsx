/**
 * The driver step of the payment and e-sign page (portal-2.14, portal-2.15; decision 53), drawn from
 * its chart (machines/esign/details.machine.ts): the stage tab of the screen (the rating is the
 * policy stage's), the driver step's own progress while a section shows, and the sections
 * themselves with online binding's views, in binding's words (their catalog is loaded with this
 * page's): the driver section (its form, busy while the driver check runs), the additional drivers
 * with their cars, the questions (Back to the section before); a loading line while the quote's data
 * is read and while the re-rating runs.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { DetailsMachine } from '../../machines/esign/details.machine';
import { DRIVER_STEP_PROGRESS } from '../../machines/esign/esign.rules';
import { detailsScreen, detailsStageOf, driverSectionOf, driverStepOf, stepDriversOf, stepQuestionsOf, type DetailsActor } from '../../machines/esign/selectors';
import { fill } from '../../src/i18n';
import { Spinner } from '../../src/ui';
import { DriversList } from '../binding/AdditionalDriversSection';
import { DriverForm } from '../binding/DriverSection';
import { QuestionsPanel } from '../binding/QuestionsSection';
import { BindingTextsProvider } from '../binding/texts';
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

export function DetailsSection({ actor, now }: { actor: DetailsActor; now: () => Date }) {
  const { t, lang } = useEsignTexts();
  const screen = useSelector(actor, selectScreen);
  const stage = useSelector(actor, selectStage);
  const step = useSelector(actor, selectStep);
  return (
    <>
      <StageTabs stage={stage} />
      <section className="esign__section esign__details" aria-labelledby="esign-driver-heading">
        <h2 id="esign-driver-heading">{t.driver.heading}</h2>
        {step !== null && <p className="esign__step-progress">{fill(t.driver.progress, { percent: DRIVER_STEP_PROGRESS[step] })}</p>}
        {screen === 'loading' && <Spinner label={t.driver.loading} />}
        {screen === 'rating' && <Spinner label={t.driver.rating} />}
        <BindingTextsProvider lang={lang}>
          <Section screen={screen} actor={actor} now={now} />
        </BindingTextsProvider>
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
