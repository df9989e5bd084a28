/** The studio's side of live inspection: pages opened with ?inspect post here (src/inspect.ts). */
import { useEffect, useReducer } from 'react';
import type { StateValue } from 'xstate';
import { INSPECT_CHANNEL, type InspectMessage } from '../inspect';

export interface LiveSession {
  session: string;
  machine: string;
  page: string;
  value: StateValue | null;
  /** The transitions of the latest macrostep, as chart edge ids. */
  taken: string[];
  lastAt: number;
}

/**
 * One line of the log: an event an actor received, and the state it was in once the event's
 * transitions were taken (null while none has been taken: an event the state ignores).
 */
export interface LogEntry {
  at: number;
  session: string;
  machine: string;
  page: string;
  event: string;
  value: StateValue | null;
}

export interface LiveState {
  supported: boolean;
  sessions: LiveSession[];
  log: LogEntry[];
}

const LOG_LIMIT = 500;

type Action = { type: 'message'; message: InspectMessage } | { type: 'clear' };

export function liveReducer(state: LiveState, action: Action): LiveState {
  if (action.type === 'clear') return { ...state, log: [] };
  const m = action.message;
  const others = state.sessions.filter((s) => !(s.session === m.session && s.machine === m.machine));
  const current = state.sessions.find((s) => s.session === m.session && s.machine === m.machine) ?? {
    session: m.session,
    machine: m.machine,
    page: m.page,
    value: null,
    taken: [],
    lastAt: m.at,
  };
  let next: LiveSession = { ...current, lastAt: m.at };
  if (m.kind === 'started') next = { ...next, value: m.value, taken: [] };
  if (m.kind === 'event') next = { ...next, taken: [] };
  if (m.kind === 'microstep') next = { ...next, value: m.value, taken: [...next.taken, ...m.transitions] };
  if (m.kind === 'snapshot') next = { ...next, value: m.value };
  return { ...state, sessions: [next, ...others].sort((a, b) => b.lastAt - a.lastAt), log: logged(state.log, m) };
}

/**
 * The log with a message in it: an event opens a line; its microsteps (the transitions it takes,
 * eventless ones included) set that line's state after, rather than adding a line each (which
 * showed every event twice). A microstep with no line of its own (the chart starting) adds one.
 */
function logged(log: LogEntry[], m: InspectMessage): LogEntry[] {
  const line = { at: m.at, session: m.session, machine: m.machine, page: m.page };
  if (m.kind === 'event') return [...log, { ...line, event: m.event, value: null }].slice(-LOG_LIMIT);
  if (m.kind !== 'microstep') return log;
  // The actor's latest line, if it is this event's (an actor's messages arrive in order).
  let i = log.length - 1;
  while (i >= 0 && !(log[i]!.session === m.session && log[i]!.machine === m.machine)) i--;
  const last = i >= 0 ? log[i]! : undefined;
  if (last && last.event === m.event) {
    const next = log.slice();
    next[i] = { ...last, value: m.value };
    return next;
  }
  return [...log, { ...line, event: m.event, value: m.value }].slice(-LOG_LIMIT);
}

export function isInspectMessage(data: unknown): data is InspectMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'kind' in data &&
    'session' in data &&
    'machine' in data &&
    typeof (data as { machine: unknown }).machine === 'string'
  );
}

/** Subscribe to the inspection channel while the studio is open. */
export function useInspection(): LiveState & { clear: () => void } {
  const supported = typeof BroadcastChannel !== 'undefined';
  const [state, dispatch] = useReducer(liveReducer, { supported, sessions: [], log: [] });
  useEffect(() => {
    if (!supported) return;
    const channel = new BroadcastChannel(INSPECT_CHANNEL);
    channel.onmessage = (e: MessageEvent<unknown>) => {
      if (isInspectMessage(e.data)) dispatch({ type: 'message', message: e.data });
    };
    return () => channel.close();
  }, [supported]);
  return { ...state, clear: () => dispatch({ type: 'clear' }) };
}
