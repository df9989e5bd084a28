/**
 * What the payment and e-sign page's views read of its charts' snapshots (./esign.machine.ts and
 * its children): the page's screen, the stage tab (by tags), each child's actor by its invoke id
 * and the child's screen. The views read these, never the charts' states by name.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AdditionalDriversMachine } from '../binding/additionalDrivers.machine';
import type { QuestionsMachine } from '../binding/questions.machine';
import type { DetailsMachine } from './details.machine';
import type { MileageActor } from './mileage.selectors';
import type { EsignMachine } from './esign.machine';
import { DRIVER_STEP_PROGRESS, STAGES, type Stage } from './esign.rules';
import type { PolicyMachine } from './policy.machine';
import type { SigningMachine } from './signing.machine';
import type { SoldMachine } from './sold.machine';

type Snap = SnapshotFrom<EsignMachine>;

const PAGE_SCREENS = [
  'noQuery',
  'driverInfo',
  'policy',
  'checkingPayment',
  'paymentFailed',
  'payment',
  'carrierMessages',
  'paymentReceived',
  'esign',
  'signed',
  'sold',
  'soldNoESign',
  'soldError',
  'unexpectedError',
  'reloading',
] as const;
export type EsignScreen = 'loading' | (typeof PAGE_SCREENS)[number];

export function esignScreen(s: Snap): EsignScreen {
  for (const screen of PAGE_SCREENS) if (s.matches(screen)) return screen;
  return 'loading';
}

/** portal-2.15: the stage tab the page is on (null: none yet). */
export function stageOf(s: Snap): Stage | null {
  return STAGES.find((stage) => s.hasTag(stage)) ?? null;
}

/** When the in-process view's reload countdown started, and how long it runs. */
export const waitOf = (s: Snap) => ({ startedAt: s.context.waitStartedAt, refreshMs: s.context.refreshMs, now: s.context.now });

export type DetailsActor = ActorRefFrom<DetailsMachine>;
export type PolicyActor = ActorRefFrom<PolicyMachine>;
export type SigningActor = ActorRefFrom<SigningMachine>;
export type SoldActor = ActorRefFrom<SoldMachine>;

export const detailsOf = (s: Snap): DetailsActor | null => (s.children.details as DetailsActor | undefined) ?? null;
export const policyOf = (s: Snap): PolicyActor | null => (s.children.policy as PolicyActor | undefined) ?? null;
export const signingOf = (s: Snap): SigningActor | null => (s.children.signing as SigningActor | undefined) ?? null;
export const soldOf = (s: Snap): SoldActor | null => (s.children.sold as SoldActor | undefined) ?? null;

type DetailsSnap = SnapshotFrom<DetailsMachine>;
const DETAILS_SCREENS = ['loading', 'driver', 'checkingDriver', 'additional', 'questions', 'vehicles', 'editingMileage', 'rating'] as const;
export type DetailsScreen = (typeof DETAILS_SCREENS)[number] | 'done';
export function detailsScreen(s: DetailsSnap): DetailsScreen {
  return DETAILS_SCREENS.find((screen) => s.matches(screen)) ?? 'done';
}
/** The stage tabs the driver step's states carry (the vehicle stage: the cars' mileage, with the carrier's calculated mileage). */
const DETAILS_STAGES = ['driverStage', 'vehicleStage', 'policyStage'] as const satisfies readonly Stage[];
/** portal-2.15: the stage tab of the driver step's screen (the vehicles' mileage the vehicle stage's, the rating the policy stage's). */
export function detailsStageOf(s: DetailsSnap): Stage {
  return DETAILS_STAGES.find((stage) => s.hasTag(stage)) ?? 'driverStage';
}
/** The driver step's children that have views of their own (online binding's section views draw them). */
export type StepDriversActor = ActorRefFrom<AdditionalDriversMachine>;
export type StepQuestionsActor = ActorRefFrom<QuestionsMachine>;
export const stepDriversOf = (s: DetailsSnap): StepDriversActor | null => (s.children.additionalDrivers as StepDriversActor | undefined) ?? null;
export const stepQuestionsOf = (s: DetailsSnap): StepQuestionsActor | null => (s.children.questions as StepQuestionsActor | undefined) ?? null;
/** The vehicle stage's mileage dialog (./mileage.machine.ts, invoked as `mileage`), while it is open. */
export const stepMileageOf = (s: DetailsSnap): MileageActor | null => (s.children.mileage as MileageActor | undefined) ?? null;
/** What the vehicle stage lists (./details.rules.ts `vehicleMileageList` draws each car from these), and whether Next found a car's mileage missing. */
export const vehiclesSectionOf = (s: DetailsSnap) => ({ cars: s.context.cars, prior: s.context.prior, mileage: s.context.mileage, incomplete: s.matches({ vehicles: 'incomplete' }) });
/** What the driver section shows (views/binding/DriverSection.tsx `DriverStep`). */
export const driverSectionOf = (s: DetailsSnap) => ({
  kept: s.context.driverValues,
  problem: s.context.driverProblem,
  cars: s.context.cars,
  limits: s.context.limits,
  consent: s.context.config.enablepaperlessconsent,
  consentMessage: s.context.config.consentmessage,
  primary: s.context.drivers.find((d) => d.primaryDriver) ?? null,
});

/** portal-2.15, portal-9.2: the driver step's own section (its progress), while one shows. */
export function driverStepOf(s: DetailsSnap): keyof typeof DRIVER_STEP_PROGRESS | null {
  return (Object.keys(DRIVER_STEP_PROGRESS) as Array<keyof typeof DRIVER_STEP_PROGRESS>).find((step) => s.hasTag(step)) ?? null;
}

type PolicySnap = SnapshotFrom<PolicyMachine>;
const POLICY_SCREENS = ['loadingResult', 'carrierError', 'details', 'reviewing', 'gettingUrl', 'urlFailed', 'payLink'] as const;
export type PolicyScreen = (typeof POLICY_SCREENS)[number] | 'done';
export function policyScreen(s: PolicySnap): PolicyScreen {
  return POLICY_SCREENS.find((screen) => s.matches(screen)) ?? 'done';
}
/** The pay link's countdown: when it showed and how long it runs, on the chart's clock. */
export const payLinkWaitOf = (s: PolicySnap) => ({ startedAt: s.context.linkShownAt, refreshMs: s.context.refreshMs, now: s.context.now });

type SigningSnap = SnapshotFrom<SigningMachine>;
const SIGNING_SCREENS = ['gettingUrl', 'overlay', 'closed', 'declined', 'frameFailed'] as const;
export type SigningScreen = (typeof SIGNING_SCREENS)[number] | 'done';
export function signingScreen(s: SigningSnap): SigningScreen {
  return SIGNING_SCREENS.find((screen) => s.matches(screen)) ?? 'done';
}

type SoldSnap = SnapshotFrom<SoldMachine>;
export type SoldScreen = 'loading' | 'ready' | 'done';
export function soldScreen(s: SoldSnap): SoldScreen {
  if (s.matches('loading')) return 'loading';
  return s.matches('ready') ? 'ready' : 'done';
}

/** What is left of a wait (ms) on the chart's clock. */
export function remainingMs(wait: { startedAt: number; refreshMs: number; now: () => number }): number {
  return Math.max(0, wait.refreshMs - (wait.now() - wait.startedAt));
}
