/**
 * What online binding's views read of its charts' snapshots (./binding.machine.ts and its
 * children): the screen of the page, each child's actor by its invoke id, and the child's screen.
 * The views read these, never the charts' states by name.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AdditionalDriversMachine } from './additionalDrivers.machine';
import type { BindingMachine } from './binding.machine';
import type { DriverDialogMachine } from './driverDialog.machine';
import type { QuestionsMachine } from './questions.machine';
import type { VehicleDialogMachine } from './vehicleDialog.machine';
import type { VehiclesMachine } from './vehicles.machine';
import type { VerificationMachine } from './verification.machine';

type Snap = SnapshotFrom<BindingMachine>;

export type BindingScreen = 'loading' | 'noQuote' | 'failed' | 'driver' | 'contact' | 'checkingDriver' | 'additional' | 'questions' | 'finishing' | 'success';

/** The section order of the progress (section1 to the final success). */
export const BINDING_SECTIONS = ['driver', 'contact', 'additional', 'questions', 'success'] as const;
export type BindingSection = (typeof BINDING_SECTIONS)[number];

export function bindingScreen(s: Snap): BindingScreen {
  if (s.matches('noQuote')) return 'noQuote';
  if (s.matches('failed')) return 'failed';
  if (!s.matches('sections')) return 'loading';
  for (const screen of ['driver', 'contact', 'checkingDriver', 'additional', 'questions', 'finishing', 'success'] as const) {
    if (s.matches({ sections: screen })) return screen;
  }
  return 'loading';
}

/** The section of the progress a screen belongs to. */
export function sectionOf(screen: BindingScreen): BindingSection | null {
  if (screen === 'checkingDriver') return 'contact';
  if (screen === 'finishing') return 'questions';
  return (BINDING_SECTIONS as readonly string[]).includes(screen) ? (screen as BindingSection) : null;
}

export type VerificationActor = ActorRefFrom<VerificationMachine>;
export type AdditionalDriversActor = ActorRefFrom<AdditionalDriversMachine>;
export type DriverDialogActor = ActorRefFrom<DriverDialogMachine>;
export type QuestionsActor = ActorRefFrom<QuestionsMachine>;

export const verificationOf = (s: Snap): VerificationActor | null => (s.children.verification as VerificationActor | undefined) ?? null;
export const additionalDriversOf = (s: Snap): AdditionalDriversActor | null => (s.children.additionalDrivers as AdditionalDriversActor | undefined) ?? null;
export const questionsOf = (s: Snap): QuestionsActor | null => (s.children.questions as QuestionsActor | undefined) ?? null;

type DriversSnap = SnapshotFrom<AdditionalDriversMachine>;
export type DriversScreen = 'list' | 'editing' | 'confirmingRemoval' | 'lookingUp' | 'done';
export function driversScreen(s: DriversSnap): DriversScreen {
  for (const screen of ['list', 'editing', 'confirmingRemoval', 'lookingUp'] as const) if (s.matches(screen)) return screen;
  return 'done';
}
export const driverDialogOf = (s: DriversSnap): DriverDialogActor | null => (s.children.driverDialog as DriverDialogActor | undefined) ?? null;

/** Section 3's cars (the drivers' chart's child, below the drivers' cards) and the vehicle dialog over them. */
export type VehiclesActor = ActorRefFrom<VehiclesMachine>;
export type VehicleDialogActor = ActorRefFrom<VehicleDialogMachine>;
export const vehiclesOf = (s: DriversSnap): VehiclesActor | null => (s.children.vehicles as VehiclesActor | undefined) ?? null;

type VehiclesSnap = SnapshotFrom<VehiclesMachine>;
export type VehiclesScreen = 'list' | 'editing' | 'confirmingRemoval';
export function vehiclesScreen(s: VehiclesSnap): VehiclesScreen {
  for (const screen of ['editing', 'confirmingRemoval'] as const) if (s.matches(screen)) return screen;
  return 'list';
}
export const vehicleDialogOf = (s: VehiclesSnap): VehicleDialogActor | null => (s.children.vehicleDialog as VehicleDialogActor | undefined) ?? null;

type QuestionsSnap = SnapshotFrom<QuestionsMachine>;
export type QuestionsScreen = 'loading' | 'asking' | 'none' | 'failed' | 'done';
export function questionsScreen(s: QuestionsSnap): QuestionsScreen {
  for (const screen of ['loading', 'asking', 'none', 'failed'] as const) if (s.matches(screen)) return screen;
  return 'done';
}
