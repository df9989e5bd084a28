/**
 * The sold policy's documents, chart alone (./sold.machine.ts): every path of its graph, then both
 * documents asked for by the policy number, and each download or print told to the parent with
 * the document's PDF.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { definePathModel } from '../../src/paths/types';
import { soldMachine, type PolicyDocuments, type SoldInput, type SoldParentEvent } from './sold.machine';

const input: SoldInput = { carrierId: 'LSM', policyNumber: 'LSM-ES-70001' };
const route = { description: 'the call answers as the outcome says' };
const DOCS: PolicyDocuments = { idcard: btoa('%PDF-1.4 id card'), decpage: btoa('%PDF-1.4 dec page') };

const model = definePathModel({
  id: 'sold',
  // Alone, the chart has no parent to tell (its telling is checked under a parent below).
  machine: soldMachine.provide({ actions: { saveDocument: () => undefined, printDocument: () => undefined } }),
  inputs: [{ label: 'a sold policy', input, sandbox: route }],
  userEvents: [
    { label: 'downloads the ID card', event: { type: 'document.download', document: 'idcard' } },
    { label: 'prints the declarations page', event: { type: 'document.print', document: 'decpage' } },
  ],
  actors: {
    documents: [
      { label: 'both documents', result: { done: DOCS }, sandbox: route },
      { label: 'HTTP 500', result: { error: { kind: 'http', status: 500 } }, sandbox: route },
    ],
  },
});

const generated = generatePaths(model);

describe('the sold chart alone: every path of its graph', () => {
  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[portal-7.28 portal-4.26] ${path.title}`, async () => {
      await runPathOnMachine(model, path, {
        onStep: (step, controller) => {
          if (step.leaves.includes('loading')) expect(controller.lastInput('documents')).toEqual(input);
        },
      });
    });
  }
});

describe('what the chart tells its parent', () => {
  it('[portal-2.14] [portal-4.26] download and print: the document, the policy number and its PDF, for the page to save or print', async () => {
    const heard: SoldParentEvent[] = [];
    const parent = createMachine({
      invoke: { id: 'sold', src: soldMachine.provide({ actors: { documents: fromPromise(async () => DOCS) as never } }), input },
      on: { 'sold.save': { actions: ({ event }) => heard.push(event as SoldParentEvent) }, 'sold.print': { actions: ({ event }) => heard.push(event as SoldParentEvent) } },
    });
    const actor = createActor(parent);
    actor.start();
    const sold = actor.getSnapshot().children.sold as AnyActorRef;
    await waitFor(sold, (s) => s.matches('ready'));
    sold.send({ type: 'document.download', document: 'idcard' });
    sold.send({ type: 'document.print', document: 'decpage' });
    expect(heard).toEqual([
      { type: 'sold.save', document: 'idcard', policyNumber: 'LSM-ES-70001', base64: DOCS.idcard },
      { type: 'sold.print', document: 'decpage', policyNumber: 'LSM-ES-70001', base64: DOCS.decpage },
    ]);
  });

  it('[portal-8.7] a document that cannot be fetched: the chart ends failed (the error view)', async () => {
    const actor = createActor(soldMachine.provide({ actors: { documents: fromPromise(async () => Promise.reject(new Error('HTTP 500'))) as never } }), { input });
    actor.start();
    const s = await waitFor(actor, (snap) => snap.status === 'done');
    expect(s.output).toEqual({ kind: 'failed' });
  });
});
