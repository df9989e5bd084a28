/**
 * Contact verification, machine alone: the paths of its graph, each replayed on a real actor whose
 * calls the test answers (the agent's answers are rows built for the attempt each code is at), with
 * the input of every call checked at each step: the row read, created and written. Then scenarios
 * with their rows written out: the new row, a round of refusals and its reset, the countdown on the
 * simulated clock, an empty code, the call back, the check before Back or Next.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { createActorController } from '../../src/paths/actors';
import { chartLint } from '../../src/paths/lint';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { flushMicrotasks, provideControlled, runPathOnMachine } from '../../src/paths/play';
import { definePathModel } from '../../src/paths/types';
import type { VerificationRow } from '../../services/binding';
import { verificationMachine, type VerificationContext, type VerificationInput } from './verification.machine';
import { verificationDistinct } from './verification.selectors';
import { answersOf, codeColumns, newRow, type Attempt, type Channel, type ChannelAnswer } from './verification.rules';

const sheet = { region: 'main' as const, url: null };
const input: VerificationInput = {
  transactionId: 'TX-VERIFY-1',
  rateQuoteId: 'RQ-2001',
  phone: '214-555-0142',
  email: 'rosa.martinez@example.com',
  sheet,
  pollIntervalMs: 3000,
  agentWaitMs: 60_000,
  now: () => 0,
};
const route = { description: 'the call answers as the outcome says' };
const fault = { kind: 'http', status: 500, message: 'fault' };
const CODES = { email: '123456', text: '654321' } as const;
const OLD = { email: '111111', text: '222222' } as const;

/** A row as the agent leaves it: per code, its attempt and what the agent did with it. */
type Kind = 'yes' | 'no' | 'pending' | 'open';
function agentRow(attempts: Record<Channel, Attempt>, kinds: Record<Channel, Kind>, extra: Partial<VerificationRow> = {}): VerificationRow {
  const row = { ...newRow({ transactionId: input.transactionId, rateQuoteId: input.rateQuoteId, now: Date.UTC(2026, 10, 29, 7) }) };
  const cells = row as Record<string, string>;
  for (const channel of ['email', 'text'] as const) {
    const n = attempts[channel];
    if (n === 2) {
      cells[codeColumns(channel, 1).code] = OLD[channel];
      cells[codeColumns(channel, 1).status] = 'No';
    }
    const kind = kinds[channel];
    if (kind === 'open') continue;
    cells[codeColumns(channel, n).code] = CODES[channel];
    cells[codeColumns(channel, n).status] = kind === 'yes' ? 'Yes' : kind === 'no' ? 'No' : `Verify-${n}`;
  }
  return { ...row, ...extra };
}

/** What the agent may answer to a code, by how the chart stands on it. */
const KINDS_FOR: Record<ChannelAnswer, Kind[]> = { verified: ['yes'], open: ['open'], pending: ['yes', 'no', 'pending'], refused: ['open'] };
const say: Record<Kind, string> = { yes: 'yes', no: 'no', pending: 'not yet', open: '-' };

/** The agent's answers to a read of the row, one per attempt pair and answer, offered where they fit. */
function agentAnswers() {
  const out = [];
  for (const ea of [1, 2] as const)
    for (const ta of [1, 2] as const)
      for (const ek of ['yes', 'no', 'pending', 'open'] as const)
        for (const tk of ['yes', 'no', 'pending', 'open'] as const) {
          const when = (c: VerificationContext) => {
            const a = answersOf(c.progress, c.row);
            return c.progress.email.attempt === ea && c.progress.text.attempt === ta && KINDS_FOR[a.email].includes(ek) && KINDS_FOR[a.text].includes(tk);
          };
          const offered = (c: VerificationContext) => when(c) && (!quick(c) || (ek === 'pending' && tk === 'pending'));
          out.push({ label: `agent: email ${say[ek]}, text ${say[tk]}`, result: { done: agentRow({ email: ea, text: ta }, { email: ek, text: tk }) }, sandbox: route, when: offered as (c: never) => boolean });
        }
  const notQuick = ((c: VerificationContext) => !quick(c)) as (c: never) => boolean;
  out.push({ label: 'the row is gone', result: { done: null }, sandbox: route, when: notQuick });
  out.push({ label: 'verified by the agent', result: { done: agentRow({ email: 1, text: 1 }, { email: 'yes', text: 'yes' }, { 'Contact Verification Status': 'Yes' }) }, sandbox: route, when: notQuick });
  out.push({ label: 'HTTP 500', result: { error: fault }, sandbox: route, when: notQuick });
  return out;
}

const slow = ((c: VerificationContext) => !quick(c)) as (c: never) => boolean;
const written = [
  { label: 'written', result: { done: undefined }, sandbox: route },
  { label: 'HTTP 500', result: { error: fault }, sandbox: route, when: slow },
];
/** A dotted state path as a state value ('a.b.c' -> { a: { b: 'c' } }). */
const valueOf = (path: string): unknown => {
  const parts = path.split('.');
  return parts.slice(0, -1).reduceRight<unknown>((v, k) => ({ [k]: v }), parts.at(-1));
};
/** The second input (the agent wait spent at once) walks the countdown's end only: a code submitted, the wait run out, wait again. */
const quick = (c: VerificationContext) => c.agentWaitMs === 0;
const full = (root: AnyMachineSnapshot) => !quick(root.context as VerificationContext);
/** The dialogs are used while no call back is on its way (the call back's paths do not walk every dialog again). */
const inDialog = (root: AnyMachineSnapshot) => full(root) && root.matches({ verifying: { callBack: 'available' } });
/** The call back is asked from the first code dialog, the waiting dialog and the time-up dialog, before any code is refused. */
const callBackOffered = (root: AnyMachineSnapshot) => {
  const c = root.context as VerificationContext;
  const first = c.progress.email.attempt === 1 && c.progress.text.attempt === 1 && c.progress.email.written === null;
  return full(root) && first && root.matches(valueOf('verifying.dialog.open.codeEntry.fresh') as never);
};
const timeUpAround = (root: AnyMachineSnapshot) => quick(root.context as VerificationContext) && root.matches(valueOf('verifying.dialog.open.timeUp') as never);

const model = definePathModel({
  id: 'verification',
  machine: verificationMachine,
  inputs: [
    { label: 'Rosa verifies, the agent has a minute', input, sandbox: route },
    { label: 'Rosa verifies, the agent wait spent at once', input: { ...input, agentWaitMs: 0 }, sandbox: route },
  ],
  userEvents: [
    { label: 'submits both codes', event: { type: 'code.submit', codes: CODES }, when: inDialog },
    { label: 'submits the email code', event: { type: 'code.submit', codes: { email: CODES.email, text: '' } }, when: inDialog },
    { label: 'submits the text code', event: { type: 'code.submit', codes: { email: '', text: CODES.text } }, when: inDialog },
    { label: 'submits no code', event: { type: 'code.submit', codes: { email: '', text: '  ' } }, when: inDialog },
    { label: 'waits again', event: { type: 'wait.again' }, when: timeUpAround },
    { label: 'submits both codes (the wait spent)', event: { type: 'code.submit', codes: CODES }, when: (root) => quick(root.context as VerificationContext) },
    { label: 'closes the dialog', event: { type: 'dialog.close' }, when: inDialog },
    { label: 'tries again', event: { type: 'verification.retry' }, when: inDialog },
    { label: 'presses Back or Next (the check)', event: { type: 'verification.check' }, when: inDialog },
    { label: 'requests a call back', event: { type: 'callBack.request' }, when: callBackOffered },
    { label: 'tries the call back again', event: { type: 'callBack.retry' } },
  ],
  // What the guards read: whether the row is known, each code's attempt and whether one is written, how the row answers them.
  distinguish: verificationDistinct,
  actors: {
    openRow: [
      { label: 'no row yet', result: { done: null }, sandbox: route, when: slow },
      { label: 'a fresh row', result: { done: agentRow({ email: 1, text: 1 }, { email: 'open', text: 'open' }) }, sandbox: route },
      { label: 'a verified row', result: { done: agentRow({ email: 1, text: 1 }, { email: 'yes', text: 'yes' }, { 'Contact Verification Status': 'Yes' }) }, sandbox: route, when: slow },
      { label: 'both codes yes', result: { done: agentRow({ email: 1, text: 1 }, { email: 'yes', text: 'yes' }) }, sandbox: route, when: slow },
      { label: 'the email code pending', result: { done: agentRow({ email: 1, text: 1 }, { email: 'pending', text: 'open' }) }, sandbox: route, when: slow },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route, when: slow },
    ],
    createRow: [
      { label: 'created', result: { done: undefined }, sandbox: route },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route, when: slow },
    ],
    checkRow: agentAnswers(),
    pollRow: agentAnswers(),
    writeCodes: written,
    clearSecond: written,
    confirmRow: written,
    noteCallBack: written,
    noteFailure: written,
    callBack: [
      { label: 'asked', result: { done: 'An agent will call you shortly.' }, sandbox: route, when: slow },
      { label: 'HTTP 500', result: { error: fault }, sandbox: route, when: slow },
    ],
  },
});

const generated = generatePaths(model);
const read = { transactionId: input.transactionId, where: sheet };
const write = (changes: Partial<VerificationRow>) => ({ transactionId: input.transactionId, changes, where: sheet });

describe('contact verification alone: every path of its graph', () => {
  it('names everything the chart lint asks for (the parent flow runs the lint on it too once registered)', () => {
    expect(chartLint(verificationMachine)).toEqual([]);
  });

  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await runPathOnMachine(model, path, {
        onStep: (step, controller) => {
          const at = (leaf: string) => step.leaves.some((l) => l.startsWith(`verifying.dialog.open.${leaf}`) || l === `verifying.callBack.${leaf}`);
          const index = path.steps.indexOf(step);
          const before = path.steps[index - 1]?.state.context as VerificationContext | undefined;
          // [portal-7.21] the row read by TransactionId at the sheet given.
          if (at('opening.reading')) expect(controller.lastInput('openRow')).toEqual(read);
          if (at('checking.reading')) expect(controller.lastInput('checkRow')).toEqual(read);
          if (at('waiting.fetching')) expect(controller.lastInput('pollRow')).toEqual(read);
          // [portal-3.23] [portal-9.17] the new row: who and when, every other column empty.
          if (at('creating.writing')) {
            const row = (controller.lastInput('createRow') as { row: VerificationRow }).row;
            expect(row).toEqual({ ...newRow({ transactionId: 'TX-VERIFY-1', rateQuoteId: 'RQ-2001', now: row ? Date.parse(row.Timestamp) : 0 }) });
            expect(row.VisitDate).toMatch(/^2026-01-05T09:\d\d:\d\d\.000-06:00$/);
          }
          // [portal-4.20] a submit writes each open code typed at its attempt: Code n and Verify-n; an empty one nothing.
          if (step.kind === 'user' && step.event.type === 'code.submit' && at('writingCodes') && before) {
            const codes = (step.event as unknown as { codes: Record<Channel, string> }).codes;
            const expected: Record<string, string> = {};
            for (const channel of ['email', 'text'] as const) {
              if (codes[channel].trim() === '' || answersOf(before.progress, before.row)[channel] !== 'open') continue;
              const n = before.progress[channel].attempt;
              expected[codeColumns(channel, n).code] = codes[channel];
              expected[codeColumns(channel, n).status] = `Verify-${n}`;
            }
            expect(controller.lastInput('writeCodes')).toEqual(write(expected));
          }
          // [portal-4.20] [portal-9.15] a round spent: the second attempt of the spent code cleared.
          if (at('resetting.writing')) {
            const { changes } = controller.lastInput('clearSecond') as { changes: Record<string, string> };
            expect(Object.keys(changes).length).toBeGreaterThan(0);
            for (const [column, value] of Object.entries(changes)) {
              expect(column).toMatch(/^(Email|Text) Code (Status )?2$/);
              expect(value).toBe('');
            }
          }
          if (at('confirming.writing')) expect(controller.lastInput('confirmRow')).toEqual(write({ 'Contact Verification Status': 'Yes' }));
          // [portal-7.19] [portal-4.21] [portal-8.9] the call back, then its note in the row.
          if (at('requesting')) expect(controller.lastInput('callBack')).toEqual({ phone: '2145550142', rateQuoteId: 'RQ-2001', where: sheet });
          if (step.leaves.includes('verifying.callBack.noting.writing')) expect(controller.lastInput('noteCallBack')).toEqual(write({ 'Request Call Back': 'Yes' }));
          if (step.leaves.includes('verifying.callBack.notingFailure.writing')) expect(controller.lastInput('noteFailure')).toEqual(write({ 'Agent Notification': 'Failure' }));
        },
      });
    });
  }
});

/** The chart on a simulated clock, its calls held: a real actor as the parent would run it. */
function open(overrides: Partial<VerificationInput> = {}) {
  const clock = new SimulatedClock();
  clock.set(Date.UTC(2026, 10, 29, 7, 36, 46));
  const controller = createActorController(verificationMachine);
  const actor = createActor(provideControlled(verificationMachine, controller), { input: { ...input, now: () => clock.now(), ...overrides }, clock });
  actor.start();
  const settle = async (id: string, result: { done: unknown } | { error: unknown }) => {
    controller.settle(id, result);
    await flushMicrotasks();
  };
  const writes = () => controller.calls.filter((c) => c.src === 'writeRow' || c.src === 'createRow' || c.src === 'noteRow').map((c) => c.input);
  const leaves = () => JSON.stringify(actor.getSnapshot().value);
  return { actor, controller, clock, settle, writes, leaves };
}
const fresh = agentRow({ email: 1, text: 1 }, { email: 'open', text: 'open' });

describe('contact verification: the rows written, step by step', () => {
  it('[portal-3.23 portal-7.21 portal-9.17] no row: it is created with who and when, the visit date in America/Chicago, every other column empty', async () => {
    const r = open();
    expect(r.controller.lastInput('openRow')).toEqual(read);
    await r.settle('openRow', { done: null });
    expect(r.controller.lastInput('createRow')).toEqual({
      where: sheet,
      row: {
        Timestamp: '2026-11-29T07:36:46.000Z',
        TransactionId: 'TX-VERIFY-1',
        RateQuoteId: 'RQ-2001',
        'Contact Verification Status': '',
        VisitDate: '2026-11-29T01:36:46.000-06:00',
        'Agent Notification': '',
        'Request Call Back': '',
        'Email Code 1': '',
        'Email Code 2': '',
        'Email Code Status 1': '',
        'Email Code Status 2': '',
        'Text Code 1': '',
        'Text Code 2': '',
        'Text Code Status 1': '',
        'Text Code Status 2': '',
      },
    });
    await r.settle('createRow', { done: undefined });
    expect(r.actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(r.actor.getSnapshot().matches({ verifying: { dialog: { open: { codeEntry: 'fresh' } } } })).toBe(true);
  });

  it('[portal-4.20] a row already verified ends the chart at once: output verified, no write', async () => {
    const r = open();
    await r.settle('openRow', { done: { ...fresh, 'Contact Verification Status': 'Yes' } });
    expect(r.actor.getSnapshot().status).toBe('done');
    expect(r.actor.getSnapshot().output).toEqual({ verified: true });
    expect(r.writes()).toEqual([]);
  });

  it('[portal-5.16] an empty code is ignored: no write, the dialog stays', async () => {
    const r = open();
    await r.settle('openRow', { done: fresh });
    r.actor.send({ type: 'code.submit', codes: { email: ' ', text: '' } });
    expect(r.controller.hasPending('writeCodes')).toBe(false);
    expect(r.actor.getSnapshot().matches({ verifying: { dialog: { open: { codeEntry: 'fresh' } } } })).toBe(true);
    // Only the email typed: the text code is not written.
    r.actor.send({ type: 'code.submit', codes: { email: '123 456', text: '' } });
    expect(r.controller.lastInput('writeCodes')).toEqual(write({ 'Email Code 1': '123456', 'Email Code Status 1': 'Verify-1' }));
  });

  it('[portal-4.20 portal-9.15 portal-8.9] the email refused twice: Verify-1, Verify-2, then the counter reaches 3: reset, Code 2 and Status 2 cleared, the text code kept', async () => {
    const r = open();
    await r.settle('openRow', { done: fresh });
    r.actor.send({ type: 'code.submit', codes: { email: '111111', text: '222222' } });
    expect(r.controller.lastInput('writeCodes')).toEqual(write({ 'Email Code 1': '111111', 'Email Code Status 1': 'Verify-1', 'Text Code 1': '222222', 'Text Code Status 1': 'Verify-1' }));
    await r.settle('writeCodes', { done: undefined });
    const pending = { ...fresh, 'Email Code 1': '111111', 'Email Code Status 1': 'Verify-1' as const, 'Text Code 1': '222222', 'Text Code Status 1': 'Verify-1' as const };
    await r.settle('pollRow', { done: { ...pending, 'Email Code Status 1': 'No', 'Text Code Status 1': 'Yes' } });
    expect(r.actor.getSnapshot().matches({ verifying: { dialog: { open: { codeEntry: 'emailRefused' } } } })).toBe(true);
    expect(r.actor.getSnapshot().context.entered).toEqual({ email: '', text: '222222' });
    expect(r.actor.getSnapshot().context.progress.email).toEqual({ attempt: 2, written: null });
    // The text code is verified: a second submit writes the email code only, as attempt 2.
    r.actor.send({ type: 'code.submit', codes: { email: '333333', text: '222222' } });
    expect(r.controller.lastInput('writeCodes')).toEqual(write({ 'Email Code 2': '333333', 'Email Code Status 2': 'Verify-2' }));
    await r.settle('writeCodes', { done: undefined });
    const second = { ...pending, 'Email Code Status 1': 'No' as const, 'Text Code Status 1': 'Yes' as const, 'Email Code 2': '333333', 'Email Code Status 2': 'No' as const };
    await r.settle('pollRow', { done: second });
    expect(r.controller.lastInput('clearSecond')).toEqual(write({ 'Email Code 2': '', 'Email Code Status 2': '' }));
    await r.settle('clearSecond', { done: undefined });
    const s = r.actor.getSnapshot();
    expect(s.matches({ verifying: { dialog: { open: { codeEntry: 'tooManyAttempts' } } } })).toBe(true);
    expect(s.context.progress.email).toEqual({ attempt: 1, written: null });
    // A new round: attempt 1 again, over the refused first code.
    r.actor.send({ type: 'code.submit', codes: { email: '444444', text: '' } });
    expect(r.controller.lastInput('writeCodes')).toEqual(write({ 'Email Code 1': '444444', 'Email Code Status 1': 'Verify-1' }));
    await r.settle('writeCodes', { done: undefined });
    await r.settle('pollRow', { done: { ...second, 'Email Code 2': '', 'Email Code Status 2': '', 'Email Code 1': '444444', 'Email Code Status 1': 'Yes' } });
    expect(r.controller.lastInput('confirmRow')).toEqual(write({ 'Contact Verification Status': 'Yes' }));
    await r.settle('confirmRow', { done: undefined });
    expect(r.actor.getSnapshot().output).toEqual({ verified: true });
  });

  it('[portal-4.30 portal-9.15 portal-8.9] polls every configured interval while pending; the countdown runs on the chart clock and its last wait ends with it; then wait again', async () => {
    const r = open({ pollIntervalMs: 4000, agentWaitMs: 10_000 });
    await r.settle('openRow', { done: fresh });
    r.actor.send({ type: 'code.submit', codes: { email: '111111', text: '222222' } });
    await r.settle('writeCodes', { done: undefined });
    const pending = { ...fresh, 'Email Code 1': '111111', 'Email Code Status 1': 'Verify-1' as const, 'Text Code 1': '222222', 'Text Code Status 1': 'Verify-1' as const };
    const reads = () => r.controller.calls.filter((c) => c.src === 'readRow').length;
    expect(reads()).toBe(2);
    await r.settle('pollRow', { done: pending });
    r.clock.increment(3999);
    expect(reads()).toBe(2);
    r.clock.increment(1);
    expect(reads()).toBe(3);
    await r.settle('pollRow', { done: pending });
    r.clock.increment(4000);
    await r.settle('pollRow', { done: pending });
    // 8 s gone: the last wait is the 2 s left, and its answer still pending ends the wait.
    r.clock.increment(2000);
    expect(reads()).toBe(5);
    await r.settle('pollRow', { done: pending });
    expect(r.actor.getSnapshot().matches({ verifying: { dialog: { open: 'timeUp' } } })).toBe(true);
    r.actor.send({ type: 'wait.again' });
    expect(r.actor.getSnapshot().context.waitStartedAt).toBe(r.clock.now());
    expect(reads()).toBe(6);
  });

  it('[portal-4.21 portal-7.19 portal-8.9] the call back: the phone without dashes, then Request Call Back Yes; a failed request writes Agent Notification Failure', async () => {
    const r = open();
    await r.settle('openRow', { done: fresh });
    r.actor.send({ type: 'callBack.request' });
    expect(r.controller.lastInput('callBack')).toEqual({ phone: '2145550142', rateQuoteId: 'RQ-2001', where: sheet });
    await r.settle('callBack', { error: fault });
    expect(r.controller.lastInput('noteFailure')).toEqual(write({ 'Agent Notification': 'Failure' }));
    await r.settle('noteFailure', { done: undefined });
    r.actor.send({ type: 'callBack.request' });
    await r.settle('callBack', { done: 'An agent will call you.' });
    expect(r.controller.lastInput('noteCallBack')).toEqual(write({ 'Request Call Back': 'Yes' }));
    await r.settle('noteCallBack', { done: undefined });
    expect(r.actor.getSnapshot().matches({ verifying: { callBack: 'requested' } })).toBe(true);
    expect(r.actor.getSnapshot().can({ type: 'callBack.request' })).toBe(false);
  });

  it('[portal-4.19] closed: the check before Back or Next reads the row again; verified ends the chart, else the dialog opens again', async () => {
    const r = open();
    await r.settle('openRow', { done: fresh });
    r.actor.send({ type: 'dialog.close' });
    expect(r.actor.getSnapshot().hasTag('dialog')).toBe(false);
    r.actor.send({ type: 'verification.check' });
    expect(r.controller.lastInput('checkRow')).toEqual(read);
    await r.settle('checkRow', { done: fresh });
    expect(r.leaves()).toContain('codeEntry');
    expect(r.actor.getSnapshot().hasTag('dialog')).toBe(true);
    r.actor.send({ type: 'dialog.close' });
    r.actor.send({ type: 'verification.check' });
    await r.settle('checkRow', { done: { ...fresh, 'Contact Verification Status': 'Yes' } });
    expect(r.actor.getSnapshot().output).toEqual({ verified: true });
  });

  it('a failed write keeps the codes typed and retries with them', async () => {
    const r = open();
    await r.settle('openRow', { done: fresh });
    r.actor.send({ type: 'code.submit', codes: { email: '111111', text: '222222' } });
    await r.settle('writeCodes', { error: fault });
    expect(r.actor.getSnapshot().matches({ verifying: { dialog: { open: { codeEntry: 'writeFailed' } } } })).toBe(true);
    expect(r.actor.getSnapshot().context.entered).toEqual({ email: '111111', text: '222222' });
    r.actor.send({ type: 'verification.retry' });
    expect(r.controller.lastInput('writeCodes')).toEqual(write({ 'Email Code 1': '111111', 'Email Code Status 1': 'Verify-1', 'Text Code 1': '222222', 'Text Code Status 1': 'Verify-1' }));
  });
});
