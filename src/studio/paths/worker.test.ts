// @vitest-environment jsdom
/**
 * The studio's paths worker, in the page's scope (jsdom's window stands in for the worker's self):
 * it finds a flow's tools module by the flow's id, a site flow's in src/flows and an engine
 * fixture's in fixtures/engine, and answers with all its paths, then "done"; an unknown flow fails.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PathsMessage, PathsRequest } from './protocol';

type Scope = { onmessage: ((event: MessageEvent<PathsRequest>) => void) | null; postMessage: (message: PathsMessage) => void };
const scope = self as unknown as Scope;

beforeAll(async () => {
  await import('./worker');
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function ask(flow: string): Promise<PathsMessage[]> {
  const told: PathsMessage[] = [];
  const finished = new Promise<void>((resolve) => {
    vi.spyOn(scope, 'postMessage').mockImplementation((message: PathsMessage) => {
      told.push(message);
      if (message.type === 'done' || message.type === 'failed') resolve();
    });
  });
  scope.onmessage?.({ data: { flow } } as MessageEvent<PathsRequest>);
  await finished;
  return told;
}

describe('the paths worker', () => {
  it.each(['quoteZip', 'fixturePoller'])("finds the tools of %s and sends every path, then done", async (flow) => {
    const told = await ask(flow);
    const done = told.find((m): m is Extract<PathsMessage, { type: 'done' }> => m.type === 'done');
    expect(done?.id).toBe(flow);
    const sent = told.flatMap((m) => (m.type === 'paths' ? m.paths : []));
    expect(sent.length).toBe(done?.count);
    expect(sent.length).toBeGreaterThan(0);
  });

  it('fails for a flow with no tools module', async () => {
    const told = await ask('noSuchFlow');
    expect(told).toEqual([{ type: 'failed', message: expect.stringContaining('noSuchFlow') }]);
  });
});
