/**
 * A flow survives a mount, an unmount and a mount of its React tree. React runs an effect's
 * cleanup and the effect again on the same component in development (StrictMode, which the
 * widget root uses) and in production (`<Activity>`, Suspense, fast remounts); `@xstate/react`
 * then stops the actor and starts it again from its snapshot. A call in flight must then answer
 * the restarted actor with its new call's answer, never with the first call's abort: on
 * `npm start` the quote form, the consent form, the reviews and the pay page all showed their
 * "could not load" screens on every first load before `fromCall` (machines/kit/call.ts).
 */
import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createActorContext } from '@xstate/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { fromCall } from '../../machines/kit/call';
import { SANDBOX_CONSENT } from '../../fixtures/data/consent';
import { connectSandbox } from '../../fixtures/sandbox/testing';
import { siteConfigSchema } from '../config/site';
import { widgetLoaders } from '../testing/widgetLoaders';

/** A call that answers after a moment, and rejects at once when its signal aborts (as fetch does). */
function answerSoon(signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve('answer'), 5);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
  });
}

function chartWith(load: ReturnType<typeof fromCall<string>>) {
  return setup({ types: { context: {} as { answer: string } }, actors: { load } }).createMachine({
    id: 'remount',
    context: { answer: '' },
    initial: 'loading',
    states: {
      loading: {
        invoke: { id: 'load', src: 'load', onDone: { target: 'ready', actions: ({ event }) => void event }, onError: 'failed' },
      },
      ready: {},
      failed: {},
    },
  });
}

function Shown({ flow }: { flow: ReturnType<typeof createActorContext<ReturnType<typeof chartWith>>> }) {
  const value = flow.useSelector((s) => String(s.value));
  return <p>state: {value}</p>;
}

describe('a chart under StrictMode (mount, unmount, mount)', () => {
  it('answers with the restarted call when its calls go through fromCall', async () => {
    const Flow = createActorContext(chartWith(fromCall(({ signal }) => answerSoon(signal))));
    render(
      <StrictMode>
        <Flow.Provider>
          <Shown flow={Flow} />
        </Flow.Provider>
      </StrictMode>,
    );
    expect(await screen.findByText('state: ready')).toBeInTheDocument();
  });

  it('takes the first call’s abort for a failure with a plain fromPromise (why fromCall exists)', async () => {
    const Flow = createActorContext(chartWith(fromPromise(({ signal }) => answerSoon(signal))));
    render(
      <StrictMode>
        <Flow.Provider>
          <Shown flow={Flow} />
        </Flow.Provider>
      </StrictMode>,
    );
    expect(await screen.findByText('state: failed')).toBeInTheDocument();
  });
});

describe('a real widget mounted as a page mounts it (StrictMode, the in-process sandbox)', () => {
  let host: HTMLElement;
  let unmount: (() => void) | undefined;
  const before = window.location.href;

  beforeEach(() => {
    connectSandbox();
    host = document.createElement('div');
    document.body.append(host);
  });

  afterEach(() => {
    act(() => unmount?.());
    unmount = undefined;
    host.remove();
    window.history.replaceState(null, '', before);
  });

  it('[portal-7.1] the consent form opens on its first load', async () => {
    window.history.replaceState(null, '', `/consent/?id=${SANDBOX_CONSENT.pending}`);
    const widget = await widgetLoaders.consent!('en');
    act(() => {
      const mounted = widget.mount(host, { rawConfig: undefined, lang: 'en', site: siteConfigSchema.parse({}) });
      if (mounted.ok) unmount = mounted.unmount;
    });
    expect(await screen.findByText('Hello, Maria Garcia', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
