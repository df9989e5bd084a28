/**
 * Transition labels written for people: `xstate.done.actor.lookup` -> "lookup done",
 * `xstate.after.pollInterval.payment.waiting` -> "after 3 s", guards in brackets.
 */
import type { AnyStateMachine } from 'xstate';
import type { ChartNode, ChartTransition } from '../../paths/model';

/** A delay for people: 3000 -> "3 s", 1500 -> "1.5 s", 250 -> "250 ms". */
export function formatDelayText(ms: number): string {
  if (ms >= 1000) return `${Number((ms / 1000).toFixed(3))} s`;
  return `${ms} ms`;
}

/** The delay of an `after` transition: its number, a named delay's number, else its name. */
export function delayText(machine: AnyStateMachine, delay: unknown): string {
  if (typeof delay === 'number') return formatDelayText(delay);
  if (typeof delay === 'string') {
    const delays = machine.implementations.delays as Record<string, unknown>;
    const impl = delays[delay];
    if (typeof impl === 'number') return formatDelayText(impl);
    if (impl === undefined && /^\d+$/.test(delay)) return formatDelayText(Number(delay));
    return delay;
  }
  return 'a delay';
}

/** The name of a guard: a named guard, a parameterized one's type, an inline function's name. */
export function guardText(guard: unknown): string | null {
  if (guard === undefined || guard === null || guard === false) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name && guard.name !== 'guard' ? guard.name : 'inline guard';
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'guard';
}

function afterDelay(source: ChartNode, eventType: string): unknown {
  return source.after.find((a) => a.eventType === eventType)?.delay;
}

/** The event of a transition, for people. */
export function eventText(machine: AnyStateMachine, t: ChartTransition): string {
  const type = t.eventType;
  if (type === '') return 'always';
  if (type === '*') return 'any event';
  let m = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (m) return `${m[1]} done`;
  m = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (m) return `${m[1]} failed`;
  if (type.startsWith('xstate.after.')) {
    const delay = afterDelay(t.source, type);
    if (delay !== undefined) return `after ${delayText(machine, delay)}`;
    // xstate.after.<delay>.<state id>: the delay is the part before the source's id.
    const rest = type.slice('xstate.after.'.length);
    const suffix = `.${t.source.id}`;
    return `after ${delayText(machine, rest.endsWith(suffix) ? rest.slice(0, -suffix.length) : rest)}`;
  }
  m = /^xstate\.done\.state\.(.+)$/.exec(type);
  if (m) {
    const id = m[1] ?? '';
    return `${id.slice(id.lastIndexOf('.') + 1)} done`;
  }
  return type;
}

/** The label lines of a transition: the event, then the guard in brackets. */
export function transitionLabel(machine: AnyStateMachine, t: ChartTransition): string[] {
  const guard = guardText(t.guard);
  return guard ? [eventText(machine, t), `[${guard}]`] : [eventText(machine, t)];
}
