/**
 * The chart as the studio, the path engine and live inspection read it, and the one name of a
 * transition they all share. Small on purpose: pages load it for ?inspect.
 */
/** The parts of xstate's StateNode the harness reads. */
export interface ChartNode {
  id: string;
  key: string;
  path: string[];
  type: string;
  description?: string | undefined;
  meta?: unknown;
  states: Record<string, ChartNode>;
  invoke: ReadonlyArray<{ id: string; src: unknown }>;
  after: ReadonlyArray<{ delay: unknown; eventType: string }>;
  transitions: Map<string, ReadonlyArray<ChartTransition>>;
  always?: ReadonlyArray<ChartTransition> | undefined;
}

export interface ChartTransition {
  eventType: string;
  source: ChartNode;
  target?: ReadonlyArray<ChartNode> | undefined;
  guard?: unknown;
}

export function guardName(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'inline';
}

/** A stable name for a transition: source, event, guard and targets. */
export function transitionKey(t: ChartTransition): string {
  const targets = (t.target ?? []).map((n) => n.id).join(',');
  return `${t.source.id} --${t.eventType}${t.guard ? ` [${guardName(t.guard)}]` : ''}--> ${targets || '(self)'}`;
}

