/**
 * The carrier list request starts as the payment widget mounts (prefetchCarriers), and the chart's
 * first getCarriers takes that request instead of asking again. Real client, in-process sandbox.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CARRIERS } from '../fixtures/data/carriers';
import { apiFailure, connectSandbox, type SandboxHarness } from '../fixtures/sandbox/testing';
import { getCarriers, prefetchCarriers } from './payments';

let sandbox: SandboxHarness;
const carrierCalls = () => sandbox.records.filter((r) => r.path.endsWith('/payments/carriers')).length;

beforeEach(() => {
  sandbox = connectSandbox();
});

describe('[site-3.9] the carrier list is asked for once, as the widget mounts', () => {
  it('the request leaves before anyone asks, and the first getCarriers takes its answer', async () => {
    prefetchCarriers();
    await new Promise((r) => setTimeout(r, 0));
    expect(carrierCalls()).toBe(1);
    await expect(getCarriers()).resolves.toEqual([...CARRIERS]);
    expect(carrierCalls()).toBe(1);
    // A retry asks again.
    await getCarriers();
    expect(carrierCalls()).toBe(2);
  });

  it("the prefetched request's failure reaches the first caller; the retry asks again", async () => {
    sandbox.fault = '500';
    prefetchCarriers();
    expect((await apiFailure(getCarriers())).kind).toBe('http');
    sandbox.fault = null;
    await expect(getCarriers()).resolves.toHaveLength(CARRIERS.length);
  });

  it('a caller that leaves (abort) gets an aborted error', async () => {
    sandbox.fault = 'slow';
    prefetchCarriers();
    const controller = new AbortController();
    const call = getCarriers({ signal: controller.signal });
    controller.abort();
    expect((await apiFailure(call)).kind).toBe('aborted');
  });
});
