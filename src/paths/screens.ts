/**
 * What the user sees in each state of a flow and what the user does for each event, written
 * once as data. The view model tests (Testing Library), the browser tests (Playwright) and the
 * studio's path player all read the same description.
 */
import type { EventObject } from 'xstate';
import type { ModelPath, PathStep } from './model';

export type { Action, Expectation, PickedFile, Query } from './userActions';
import type { Action, Expectation, PickedFile, Query } from './userActions';

/**
 * Whole 1x1 images (white), so that a browser decodes a picked photo (the licence photo's check,
 * machines/quote/licenceImage.rules.ts): a baseline JPEG and a PNG.
 */
const PICKED_IMAGES: Readonly<Record<'image/jpeg' | 'image/png', string>> = {
  'image/jpeg': '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAFA3PEY8MlBGQUZaVVBfeMiCeG5uePWvuZHI//////////////////////////////////////////////////8BVVpaeGl464KC6//////////////////////////////////////////////////////////////////////////AABEIAAEAAQMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/ALtAH//Z',
  'image/png': 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAsTj2FAAAAABJRU5ErkJggg==',
};

const bytesOfBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

/**
 * The bytes of a picked file: a PDF's signature, or a whole 1x1 PNG or (any other type) JPEG, then
 * zeros to its size (what the sandbox's OCR reads by are the first bytes; a decoder ignores the rest).
 * A size below the image's keeps its first bytes only.
 */
export function pickedFileBytes(file: PickedFile): Uint8Array {
  const bytes = new Uint8Array(file.size);
  const content = file.type === 'application/pdf' ? Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d]) : bytesOfBase64(PICKED_IMAGES[file.type === 'image/png' ? 'image/png' : 'image/jpeg']);
  bytes.set(content.subarray(0, file.size));
  return bytes;
}

/** An action in a few words (the studio and the screen-check lists). */
export function describeAction(a: Action): string {
  if ('fill' in a) return `fill ${describeQuery(a.fill)}`;
  if ('click' in a) return a.newTab ? `open ${describeQuery(a.click)} in a new tab` : `click ${describeQuery(a.click)}`;
  if ('hash' in a) return `go to ${a.hash}`;
  if ('upload' in a) return `pick ${a.file.name} in ${describeQuery(a.upload)}`;
  if ('otherTabRemoves' in a) return `another tab removes ${a.otherTabRemoves} from the storage`;
  if ('frame' in a) return `the frame "${String(a.title)}" loads`;
  if ('opensPopup' in a) {
    const then = a.popup === 'close' ? 'close it' : a.popup === 'blocked' ? 'no popup shows (blocked)' : `press "${String(a.popup.press)}" in it`;
    return `click ${describeQuery(a.opensPopup)}, a popup opens: ${then}`;
  }
  if ('back' in a) return 'go back';
  return `press ${a.press}`;
}

/**
 * What the path has received so far: the latest done output of each invoked actor. Screens read
 * the sandbox's data from here (the path model's outcomes), never from literals of their own.
 */
export interface Seen {
  /** The latest done output of an invoke id up to this step; throws when there is none. */
  done<T = unknown>(actorId: string): T;
  /** The outcome labels of an invoke id's calls answered so far, in order (done and error). */
  answers(actorId: string): string[];
}

/** A state's expectations: fixed, or made from what the path has received so far. */
export type StateScreen = Expectation[] | ((seen: Seen) => Expectation[]);

export interface FlowScreens {
  /** Per leaf state (dotted path), what the screen shows. */
  states: Record<string, StateScreen>;
  /**
   * States the real page passes through without waiting for the user (loading, leaving): the
   * browser tests check only their navigation there; the component tests check everything.
   */
  transient: string[];
  /**
   * Transient states a visitor cannot act in on the real page: the page leaves them before a
   * second action can land (the quote's lead write, answered at once or given up after 5 s of the
   * page's own clock). The browser walk holds the call that leaves one while the path acts there
   * (src/paths/holds.ts), and checks its screen in full then.
   */
  leftAtOnce?: string[];
  /** Per event type, what the user does. `fields` are the sandbox's magic values for this step. */
  actions: Record<string, (event: EventObject, fields: Record<string, string>) => Action[]>;
  /**
   * Per leaving state (tag `leaving`) after which Back from the next page does not bring the flow's
   * first screen again, what the page shows instead (signing out: the page comes back signed out).
   * e2e/bfcache.spec.ts checks these instead of the first screen and the same steps again.
   */
  afterBack?: Record<string, Expectation[]>;
}

/** What a path has received up to (and including) a step. */
export function seenAt(path: ModelPath, index: number): Seen {
  return {
    done<T>(actorId: string): T {
      for (const step of path.steps.slice(0, index + 1).reverse()) {
        if (step.actorId === actorId && step.outcome && 'done' in step.outcome.result) return step.outcome.result.done as T;
      }
      throw new Error(`${path.id}: no answer of "${actorId}" before step ${index}`);
    },
    answers(actorId: string): string[] {
      return path.steps
        .slice(0, index + 1)
        .filter((s) => s.actorId === actorId && s.outcome)
        .map((s) => s.outcome!.label);
    },
  };
}

/** The expectations of a leaf state at a step of a path (undefined: no screen declared). */
export function expectationsAt(screens: FlowScreens, leaf: string, path: ModelPath, index: number): Expectation[] | undefined {
  const screen = screens.states[leaf];
  if (screen === undefined) return undefined;
  return typeof screen === 'function' ? screen(seenAt(path, index)) : screen;
}

/**
 * The sandbox values a user step must type so that the real sandbox produces the outcomes that
 * follow it: the fields of every outcome up to the next user step of the same type (the later,
 * more specific outcome wins: "payable" then "transaction approved" means LSM-300-APPROVED).
 */
export function fieldsForStep(path: ModelPath, index: number): Record<string, string> {
  const step = path.steps[index];
  if (!step || step.kind !== 'user') return {};
  const fields: Record<string, string> = {};
  for (const later of path.steps.slice(index + 1)) {
    if (later.kind === 'user' && later.event.type === step.event.type) break;
    if (later.outcome?.sandbox.fields) Object.assign(fields, later.outcome.sandbox.fields);
  }
  return fields;
}

/** Query parameters and per-call request headers the path's outcomes need from the sandbox. */
export function sandboxPlan(path: ModelPath): {
  query: Record<string, string>;
  headers: Array<{ stepIndex: number; actorId: string; headers: Record<string, string> }>;
} {
  const query: Record<string, string> = { ...path.start.sandbox.query };
  const headers: Array<{ stepIndex: number; actorId: string; headers: Record<string, string> }> = [];
  path.steps.forEach((s: PathStep, i) => {
    if (s.outcome?.sandbox.query) Object.assign(query, s.outcome.sandbox.query);
    if (s.outcome?.sandbox.headers && s.actorId) headers.push({ stepIndex: i, actorId: s.actorId, headers: s.outcome.sandbox.headers });
  });
  return { query, headers };
}

export function describeQuery(q: Query): string {
  const what = 'role' in q ? `${q.role}${q.name ? ` "${String(q.name)}"` : ''}${q.valued === undefined ? '' : ` of value ${q.valued}`}` : 'label' in q ? `field labelled "${String(q.label)}"` : `text "${String(q.text)}"`;
  return q.within ? `${what} in ${q.within.role}${q.within.name ? ` "${String(q.within.name)}"` : ''}` : what;
}

/** One line per expectation, for QA (the path player shows them beside the screen). */
export function describeExpectation(e: Expectation): string {
  if ('navigatedTo' in e) return `the page goes to ${String(e.navigatedTo)}`;
  const parts = [describeQuery(e)];
  if (e.absent) return `no ${parts[0]}`;
  if (e.disabled !== undefined) parts.push(e.disabled ? 'disabled' : 'enabled');
  if (e.busy) parts.push('busy');
  if (e.focused) parts.push('has focus');
  if (e.href) parts.push(`links to ${String(e.href)}`);
  if (e.value !== undefined) parts.push(`holds "${e.value}"`);
  return parts.join(', ');
}

/**
 * What a path checks and does on the screen in a language, one line each: every expectation of
 * every leaf it passes through ("leaf: expectation") and every element its user steps act on
 * ("event: query"). Two paths with the same lines show the same texts.
 */
export function screenChecks(screens: FlowScreens, path: ModelPath): Set<string> {
  const lines = new Set<string>();
  path.steps.forEach((step, i) => {
    for (const leaf of step.leaves) {
      for (const e of expectationsAt(screens, leaf, path, i) ?? []) lines.add(`${leaf}: ${describeExpectation(e)}`);
    }
    if (step.kind === 'user') {
      for (const a of screens.actions[step.event.type]?.(step.event, fieldsForStep(path, i)) ?? []) {
        lines.add(`${step.event.type}: ${describeAction(a)}`);
      }
    }
  });
  return lines;
}

/**
 * A smaller selection for a second language: paths of `paths` (in their order) that together
 * show every screen check of `paths` at least once (`screenChecks`: every declared state's
 * expectations, every element acted on) and pass every state they pass, picked greedily, the path adding the most unseen
 * checks first. The first language walks `paths` for the chart's states and transitions; this
 * one checks its texts once per screen rather than once per path.
 */
export function selectScreenPaths(screens: FlowScreens, paths: readonly ModelPath[]): ModelPath[] {
  // Every state the paths pass counts too (a final state of a child chart is passed, never shown).
  const checks = paths.map((p) => {
    const lines = screenChecks(screens, p);
    for (const step of p.steps) for (const state of step.visited ?? step.leaves) lines.add(`passes ${state}`);
    return lines;
  });
  const seen = new Set<string>();
  const picked = new Set<number>();
  for (;;) {
    let best = -1;
    let bestGain = 0;
    checks.forEach((c, i) => {
      if (picked.has(i)) return;
      let gain = 0;
      for (const line of c) if (!seen.has(line)) gain += 1;
      if (gain > bestGain) {
        best = i;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    picked.add(best);
    for (const line of checks[best]!) seen.add(line);
  }
  return paths.filter((_, i) => picked.has(i));
}
