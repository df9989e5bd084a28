/**
 * The payment and e-sign chart with its child charts, machine alone (the generic walk is
 * src/flows/flows.model.test.ts): every generated path, checking at each step the input of each
 * call (the page's transaction and carrier, the policy number of the documents; the driver step's
 * quote data and questions, and the rated transaction the policy details read after it), the effects
 * (the reload, the analytics events: codes only, never the server's text; a document saved or
 * printed), and then the status on load of every magic transaction against the step it must open.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { esignPageInput, esignPathModel } from '../../fixtures/models/esign.model';
import { ESIGN_TRANSACTION_DATA, ESIGN_TRANSACTIONS as T, PREPARED_TRANSACTION } from '../../fixtures/data/esign';
import type { AnalyticsEvent } from '../../src/analytics';
import { generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { currentBuyNowStatusSchema, type CurrentBuyNowStatus } from '../../services/esign';
import { esignMachine, requireBuyNowStatus, type EsignInput } from './esign.machine';
import { loadStepOf } from './esign.rules';

const generated = generatePaths(esignPathModel);

interface Recorded {
  tracked: AnalyticsEvent[];
  reloads: number;
  documents: string[];
}

function recording(): { recorded: Recorded; provide: (machine: AnyStateMachine) => AnyStateMachine } {
  const recorded: Recorded = { tracked: [], reloads: 0, documents: [] };
  return {
    recorded,
    provide: (machine) =>
      machine.provide({
        actions: {
          track: (_: unknown, e: AnalyticsEvent) => recorded.tracked.push(e),
          reload: () => {
            recorded.reloads += 1;
          },
          saveDocument: (_: unknown, p: { document: string; policyNumber: string; base64: string }) => recorded.documents.push(`save ${p.document} ${p.policyNumber} ${atob(p.base64).slice(0, 5)}`),
          printDocument: (_: unknown, p: { document: string; policyNumber: string; base64: string }) => recorded.documents.push(`print ${p.document} ${p.policyNumber} ${atob(p.base64).slice(0, 5)}`),
        },
      }),
  };
}

describe('esign chart, machine alone: every path, with the input of each call and the effects', () => {
  it('covers every state and transition of the chart and its children', () => {
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const { recorded, provide } = recording();
      const query = (path.start.input as EsignInput).query;
      const policyNumbers: string[] = [];
      let rated = false;
      await runPathOnMachine(esignPathModel, path, {
        provide,
        onStep: (step, controller) => {
          const leaves = step.leaves;
          if (step.actorId === 'results' && step.outcome?.label === 'a carrier completed') rated = true;
          // [portal-4.23] [portal-2.14] status 0 or -1: the driver step reads the quote's data of the page's transaction.
          if (leaves.includes('details:loading')) expect(controller.lastInput('prior')).toMatchObject({ transactionId: query?.transactionId });
          // [portal-7.24] the questions of the page's carrier (GET /questions/{carrierId}, the page's own call).
          if (leaves.includes('details/questions:loading')) expect(controller.lastInput('questions')).toEqual({ region: 'main', carrierId: query?.carrierId });
          // [portal-7.25] the re-rating sends the page's agency fee, else the quote's.
          if (leaves.includes('details/rating:preparing')) expect((controller.lastInput('prepare') as { request: { afee: number } }).request.afee).toBe(45);
          // [portal-7.22] the status is read by the page's transaction.
          if (leaves.includes('loadingStatus')) expect(controller.lastInput('status')).toEqual({ transactionId: query?.transactionId });
          // [portal-7.23] [portal-7.29] the policy chart's calls: the page's transaction (and carrier).
          // [portal-4.25] after the driver step, the policy details of its rated transaction.
          if (leaves.includes('policy:loadingResult')) expect(controller.lastInput('carrierResult')).toEqual({ transactionId: rated ? PREPARED_TRANSACTION : query?.transactionId, carrierId: query?.carrierId });
          if (leaves.includes('policy:gettingUrl')) expect(controller.lastInput('paymentUrl')).toEqual({ transactionId: query?.transactionId });
          // [portal-7.30] [portal-7.27] [portal-7.31] the payment result, the buy-now status and the e-sign address.
          if (leaves.includes('checkingPayment')) expect(controller.lastInput('paymentDetail')).toEqual({ transactionId: query?.transactionId });
          if (leaves.includes('payment')) expect(controller.lastInput('buyNowStatus')).toEqual({ transactionId: query?.transactionId, carrierId: query?.carrierId });
          if (leaves.includes('signing:gettingUrl')) expect(controller.lastInput('eSignUrl')).toEqual({ transactionId: query?.transactionId, carrierId: query?.carrierId });
          // [portal-7.28] the documents of the status's policy id.
          if (leaves.includes('sold:loading')) policyNumbers.push((controller.lastInput('documents') as { policyNumber: string }).policyNumber);
          // [portal-9.10] [portal-4.25] [portal-4.27] the page reloads only on leaving for `reloading`.
          expect(recorded.reloads).toBe(leaves.includes('reloading') ? 1 : 0);
        },
      });
      const answered = path.steps.filter((s) => s.outcome).map((s) => `${s.actorId}: ${s.outcome!.label}`);
      const last = path.steps.at(-1)!.leaves;
      // [portal-8.7] a failed payment is logged with its result code and status only (its message is the customer's to read).
      if (answered.includes('paymentDetail: a failure code')) expect(recorded.tracked).toContainEqual({ event: 'esign_payment_failed', resultCode: 51, status: 'Declined' });
      for (const e of recorded.tracked) expect(JSON.stringify(e)).not.toContain('declined by the issuer');
      // [portal-8.7] the unexpected error is logged with its reason.
      if (last.includes('unexpectedError') || path.steps.some((s) => s.leaves.includes('unexpectedError'))) expect(recorded.tracked.some((e) => e.event === 'esign_error')).toBe(true);
      // [portal-8.7] the driver step's failures are logged with their reasons: the quote's data not read, the rating failed.
      if (answered.includes('prior: HTTP 500')) expect(recorded.tracked).toContainEqual({ event: 'esign_error', reason: 'prior_request' });
      const outOfPolls = answered.filter((a) => a === 'results: none completed yet').length === (path.start.input as EsignInput).rating.maxPolls;
      if (answered.some((a) => /^(prepare: HTTP 500|results: refused)/.test(a)) || outOfPolls) {
        expect(recorded.tracked).toContainEqual({ event: 'esign_error', reason: 'rating' });
      }
      if (policyNumbers.length > 0) expect(policyNumbers).toEqual(policyNumbers.map(() => 'LSM-ES-70001'));
      // [portal-4.26] the sold documents go to the page's save and print, as PDFs of the policy.
      const acts = path.steps.filter((s) => s.kind === 'user').map((s) => s.event.type);
      const expected = acts.flatMap((type) => (type === 'document.download' ? ['save idcard LSM-ES-70001 %PDF-'] : type === 'document.print' ? ['print decpage LSM-ES-70001 %PDF-'] : []));
      expect(recorded.documents).toEqual(expected);
    });
  }
});

describe('the status on load of every magic transaction', () => {
  const opened = async (transactionId: string, current: CurrentBuyNowStatus | null) => {
    const machine = esignMachine.provide({
      actors: {
        status: fromPromise(async () => current) as never,
        // The steps' own calls never answer here: the test reads the step the status opened.
        policy: fromPromise(() => new Promise(() => undefined)) as never,
        paymentDetail: fromPromise(() => new Promise(() => undefined)) as never,
        buyNowStatus: fromPromise(() => new Promise(() => undefined)) as never,
        signing: fromPromise(() => new Promise(() => undefined)) as never,
        sold: fromPromise(() => new Promise(() => undefined)) as never,
      },
    });
    const actor = createActor(machine, { input: esignPageInput({ transactionId, carrierId: 'LSM' }) });
    actor.start();
    return waitFor(actor, (s) => !s.hasTag('loading') || !s.matches('loadingStatus'));
  };

  it.each(ESIGN_TRANSACTION_DATA.filter((t) => t.current !== null).map((t) => [t.transactionId, t.current!] as const))('[portal-4.23] %s opens the step of its status', async (id, current) => {
    const status = currentBuyNowStatusSchema.parse(current) as CurrentBuyNowStatus;
    const s = await opened(id, status);
    expect(s.value).toBe(loadStepOf(status));
  });

  it('[portal-4.23] [portal-8.7] a missing status response: the unexpected-error message', async () => {
    const s = await opened(T.noStatus, null);
    expect(s.value).toBe('unexpectedError');
  });

  it('[portal-8.7] a payment section whose buy-now status answer is missing: a failed call (schema), the unexpected-error message', async () => {
    expect(() => requireBuyNowStatus(null)).toThrow(expect.objectContaining({ kind: 'schema' }));
    const machine = esignMachine.provide({
      actors: {
        status: fromPromise(async () => currentBuyNowStatusSchema.parse({ status: 2 })) as never,
        buyNowStatus: fromPromise(async () => requireBuyNowStatus(null)) as never,
      },
    });
    const actor = createActor(machine, { input: esignPageInput({ transactionId: T.payment, carrierId: 'LSM' }) });
    actor.start();
    const s = await waitFor(actor, (snap) => snap.matches('unexpectedError'));
    expect(s.context.buyNow).toBeNull();
  });

  it('[portal-2.13] no transaction named: a link to a quote, no call made', () => {
    const actor = createActor(esignMachine, { input: esignPageInput(null) });
    actor.start();
    expect(actor.getSnapshot().value).toBe('noQuery');
  });
});
