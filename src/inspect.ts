/**
 * Live inspection for the studio. Loaded only on pages opened with ?inspect (src/mount.ts):
 * each widget's actor reports, over a BroadcastChannel, the events it receives, the
 * transitions it takes (named as in the charts) and the states it reaches.
 */
import type { AnyMachineSnapshot, InspectionEvent, StateValue } from 'xstate';
import { transitionKey, type ChartTransition } from './paths/keys';

export const INSPECT_CHANNEL = 'agency-inspect';

interface Base {
  /** One page visit. */
  session: string;
  /** The chart's id (the registry's flow id). */
  machine: string;
  /** The page the actor runs on. */
  page: string;
  at: number;
}

export type InspectMessage =
  | (Base & { kind: 'started'; value: StateValue })
  | (Base & { kind: 'event'; event: string })
  | (Base & { kind: 'microstep'; event: string; transitions: string[]; value: StateValue })
  | (Base & { kind: 'snapshot'; event: string; value: StateValue; status: string });

function machineSnapshot(s: unknown): AnyMachineSnapshot | null {
  return s && typeof s === 'object' && 'machine' in s && 'value' in s ? (s as AnyMachineSnapshot) : null;
}

/** An actor's snapshot, or null while it is still starting (it cannot be read then). */
function readSnapshot(actor: { getSnapshot: () => unknown }): unknown {
  try {
    return actor.getSnapshot();
  } catch {
    return null;
  }
}

export interface Inspector {
  inspect: (event: InspectionEvent) => void;
  close: () => void;
}

/** An inspect callback for createActor / Provider options that posts InspectMessages. */
export function createInspector(channel: Pick<BroadcastChannel, 'postMessage' | 'close'> = new BroadcastChannel(INSPECT_CHANNEL)): Inspector {
  const session = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const page = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
  const post = (m: InspectMessage) => {
    try {
      channel.postMessage(m);
    } catch {
      // A message that cannot be cloned is dropped; the page goes on.
    }
  };
  return {
    close: () => channel.close(),
    inspect(e) {
      const at = Date.now();
      if (e.type === '@xstate.event') {
        if (e.event.type === 'xstate.init') return;
        const snap = machineSnapshot(readSnapshot(e.actorRef));
        if (snap) post({ kind: 'event', session, machine: snap.machine.id, page, at, event: e.event.type });
        return;
      }
      if (e.type === '@xstate.microstep') {
        const snap = machineSnapshot(e.snapshot);
        if (!snap) return;
        const transitions = (e._transitions as unknown as ChartTransition[]).map(transitionKey);
        if (transitions.length === 0) return; // e.g. the actor stopping: nothing to draw
        post({ kind: 'microstep', session, machine: snap.machine.id, page, at, event: e.event.type, transitions, value: snap.value });
        return;
      }
      if (e.type === '@xstate.snapshot') {
        const snap = machineSnapshot(e.snapshot);
        if (!snap) return;
        if (e.event.type === 'xstate.init') post({ kind: 'started', session, machine: snap.machine.id, page, at, value: snap.value });
        else post({ kind: 'snapshot', session, machine: snap.machine.id, page, at, event: e.event.type, value: snap.value, status: snap.status });
      }
    },
  };
}
