// @vitest-environment jsdom
/**
 * The e-sign frame's messages (./esignFrame.ts; portal-2.14): accepted only from the frame's origin
 * and window, only of the four kinds; the wait ends with the first accepted one, and an aborted wait
 * stops listening.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ESIGN_FRAME_ATTRIBUTE, frameMessageKind, waitForFrameMessage } from './esignFrame';

const ORIGIN = 'https://sign.carrier.example';

describe('which messages the page hears', () => {
  it.each([
    [{ origin: ORIGIN, data: 'signed', fromFrame: true }, 'signed'],
    [{ origin: ORIGIN, data: { kind: 'declined' }, fromFrame: true }, 'declined'],
    [{ origin: ORIGIN, data: 'failed', fromFrame: true }, 'failed'],
    [{ origin: ORIGIN, data: { kind: 'closed', extra: 1 }, fromFrame: true }, 'closed'],
    [{ origin: 'https://evil.example', data: 'signed', fromFrame: true }, null],
    [{ origin: ORIGIN, data: 'signed', fromFrame: false }, null],
    [{ origin: ORIGIN, data: 'SIGNED', fromFrame: true }, null],
    [{ origin: ORIGIN, data: { type: 'signed' }, fromFrame: true }, null],
    [{ origin: ORIGIN, data: null, fromFrame: true }, null],
  ])('[portal-2.14] %o: %s', (message, kind) => {
    expect(frameMessageKind(message, ORIGIN)).toBe(kind);
  });
});

describe('the wait for the frame', () => {
  afterEach(() => document.body.replaceChildren());

  const frame = () => {
    const f = document.createElement('iframe');
    f.setAttribute(ESIGN_FRAME_ATTRIBUTE, '');
    document.body.append(f);
    return f;
  };
  const post = (data: unknown, origin: string, source: Window | null) => window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

  it('[portal-2.14] ends with the first message of the frame\'s window and origin, ignoring the others', async () => {
    const f = frame();
    const heard = waitForFrameMessage(ORIGIN);
    post('signed', 'https://evil.example', f.contentWindow);
    post('signed', ORIGIN, window);
    post('hello', ORIGIN, f.contentWindow);
    post({ kind: 'declined' }, ORIGIN, f.contentWindow);
    await expect(heard).resolves.toBe('declined');
  });

  it('[portal-2.14] an aborted wait hears nothing more', async () => {
    const f = frame();
    const controller = new AbortController();
    let settled = false;
    void waitForFrameMessage(ORIGIN, { signal: controller.signal }).then(() => (settled = true));
    controller.abort();
    post('signed', ORIGIN, f.contentWindow);
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false);
  });
});
