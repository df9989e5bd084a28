/**
 * The e-sign chart alone (./signing.machine.ts): every path of its graph replayed on a real actor
 * whose calls the test answers (the frame's word too), then what it shows and ends with: the frame
 * only on an allowed address, its messages awaited from that address's origin, signed ending it.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { definePathModel } from '../../src/paths/types';
import { signingMachine, type SigningInput } from './signing.machine';

const input: SigningInput = { transactionId: 'ES-5', carrierId: 'LSM', esignOrigins: ['https://sign.carrier.example'], pageUrl: 'https://www.bluebonnet.example/buy/?transactionId=ES-5&carrierId=LSM' };
const route = { description: 'the call answers as the outcome says' };
const frame = { description: 'the e-sign frame', browser: true };

const model = definePathModel({
  id: 'signing',
  machine: signingMachine,
  inputs: [{ label: 'an unsigned policy', input, sandbox: route }],
  userEvents: [
    { label: 'closes the overlay', event: { type: 'overlay.close' } },
    { label: 'opens the documents again', event: { type: 'overlay.open' } },
  ],
  actors: {
    eSignUrl: [
      { label: 'an allowed address', result: { done: 'https://sign.carrier.example/s/ES-5' }, sandbox: route },
      { label: 'an address of another origin', result: { done: 'https://evil.example/s' }, sandbox: route },
      { label: 'HTTP 500', result: { error: { kind: 'http', status: 500 } }, sandbox: route },
    ],
    frameMessage: [
      { label: 'signed', result: { done: 'signed' }, sandbox: frame },
      { label: 'declined', result: { done: 'declined' }, sandbox: frame },
      { label: 'failed', result: { done: 'failed' }, sandbox: frame },
      { label: 'closed', result: { done: 'closed' }, sandbox: frame },
    ],
  },
});

const generated = generatePaths(model);

describe('the e-sign chart alone: every path of its graph', () => {
  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[portal-7.31 portal-2.14] ${path.title}`, async () => {
      await runPathOnMachine(model, path, {
        onStep: (step, controller) => {
          if (step.leaves.includes('gettingUrl')) expect(controller.lastInput('eSignUrl')).toEqual({ transactionId: 'ES-5', carrierId: 'LSM' });
          // The frame's word is awaited from the allowed address's origin only.
          if (step.leaves.includes('overlay')) expect(controller.lastInput('frameMessage')).toEqual({ frameOrigin: 'https://sign.carrier.example' });
        },
      });
    });
  }
});

describe('what the chart shows and ends with', () => {
  const run = (url: () => Promise<string | null>, word: () => Promise<string>) => {
    const actor = createActor(signingMachine.provide({ actors: { eSignUrl: fromPromise(url) as never, frameMessage: fromPromise(word) as never } }), { input });
    actor.start();
    return actor;
  };
  const never = () => new Promise<string>(() => undefined);

  it('[portal-2.14] an allowed address: the overlay shows it, with its origin for the messages', async () => {
    const s = await waitFor(run(async () => 'https://sign.carrier.example/s/ES-5', never), (snap) => snap.matches('overlay'));
    expect(s.context).toMatchObject({ target: 'https://sign.carrier.example/s/ES-5', frameOrigin: 'https://sign.carrier.example' });
    expect(s.hasTag('overlay')).toBe(true);
  });

  it('[portal-7.31] [portal-8.7] an address of another origin is never framed: the chart ends failed', async () => {
    const s = await waitFor(run(async () => 'https://evil.example/s', never), (snap) => snap.status === 'done');
    expect(s.output).toEqual({ kind: 'failed' });
    expect(s.context.target).toBeNull();
  });

  it('[portal-2.14] the frame says signed: the chart ends signed', async () => {
    const s = await waitFor(run(async () => 'https://sign.carrier.example/s/ES-5', async () => 'signed'), (snap) => snap.status === 'done');
    expect(s.output).toEqual({ kind: 'signed' });
  });

  it('[portal-2.14] Close: the documents are not signed yet; open again shows the frame', async () => {
    const actor = run(async () => 'https://sign.carrier.example/s/ES-5', never);
    await waitFor(actor, (snap) => snap.matches('overlay'));
    actor.send({ type: 'overlay.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'overlay.open' });
    expect(actor.getSnapshot().value).toBe('overlay');
  });
});
