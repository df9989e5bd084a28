import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { invokedLogic } from '../../src/paths/system';
import { lazyChart, lazyPart } from './lazyPart';

/** A small child chart: counts its pings, ends on `stop` with the count. */
const counter = setup({
  types: { context: {} as { pings: number }, events: {} as { type: 'ping' } | { type: 'stop' }, input: {} as { from: number }, output: {} as number },
}).createMachine({
  id: 'counter',
  context: ({ input }) => ({ pings: input.from }),
  initial: 'counting',
  states: {
    counting: { on: { ping: { actions: assign(({ context }) => ({ pings: context.pings + 1 })) }, stop: 'done' } },
    done: { type: 'final' },
  },
  output: ({ context }) => context.pings,
});

describe('lazyPart', () => {
  it('asks for the part once while a request is on its way, and keeps it', async () => {
    let requests = 0;
    const part = lazyPart('the part', async () => {
      requests += 1;
      return { counter };
    });
    expect(part.ready).toBe(false);
    expect(() => part.get()).toThrow('the part is used before it has loaded');
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(b);
    expect(requests).toBe(1);
    await part.load();
    expect(requests).toBe(1);
    expect(part.get().counter).toBe(counter);
  });

  it('asks again after a download that did not come, and only then', async () => {
    let requests = 0;
    const part = lazyPart('the part', async () => {
      requests += 1;
      if (requests === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { counter };
    });
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(part.ready).toBe(false);
    await expect(part.load()).resolves.toEqual({ counter });
    expect(requests).toBe(2);
  });

  it('takes the part given at once, without a request', async () => {
    const part = lazyPart<{ counter: typeof counter }>('the part', () => Promise.reject(new Error('no request expected')));
    part.provide({ counter });
    expect(part.ready).toBe(true);
    await expect(part.load()).resolves.toEqual({ counter });
  });
});

describe('lazyChart', () => {
  const parentOf = (part: ReturnType<typeof lazyPart<{ counter: typeof counter }>>) =>
    setup({ actors: { counter: lazyChart(part, (p) => p.counter) } }).createMachine({
      id: 'parent',
      context: { total: 0 },
      initial: 'running',
      states: {
        running: {
          invoke: { id: 'counter', src: 'counter', input: { from: 10 }, onDone: { target: 'ended', actions: assign(({ event }) => ({ total: event.output })) } },
        },
        ended: {},
      },
    });

  it('runs the real child chart once the part is there: its snapshot, its events, its output', () => {
    const part = lazyPart<{ counter: typeof counter }>('the part', () => Promise.resolve({ counter }));
    part.provide({ counter });
    const actor = createActor(parentOf(part)).start();
    const child = actor.getSnapshot().children.counter;
    expect(child?.getSnapshot().machine).toBe(counter);
    expect(child?.getSnapshot().context).toEqual({ pings: 10 });
    child?.send({ type: 'ping' });
    child?.send({ type: 'stop' });
    expect(actor.getSnapshot().value).toBe('ended');
    expect(actor.getSnapshot().context.total).toBe(11);
  });

  it('is read as the real chart by the path engine and the studio (invokedLogic)', () => {
    const part = lazyPart<{ counter: typeof counter }>('the part', () => Promise.resolve({ counter }));
    part.provide({ counter });
    expect(invokedLogic(parentOf(part), 'counter')).toBe(counter);
  });

  it('refuses to start before the part is there (a chart must wait for it first)', () => {
    const part = lazyPart<{ counter: typeof counter }>('the part', () => new Promise(() => {}));
    const actor = createActor(parentOf(part));
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    expect(String(errors[0])).toContain('the part is used before it has loaded');
  });
});
