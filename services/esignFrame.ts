/**
 * The e-sign frame's messages, a browser read modelled as a call (as services/geolocation.ts):
 * while the e-sign overlay shows (machines/esign/signing.machine.ts), the page waits for the
 * frame to say how the signing went. The signing services' embedding guides send a
 * `postMessage` to the embedding page; this page accepts one only
 *
 * - from the frame's own origin (the e-sign address's, which the chart allowed),
 * - from the frame's own window (the page's `iframe[data-esign-frame]`), and
 * - of the four known kinds: `"signed"`, `"declined"`, `"failed"`, `"closed"` (as a text, or
 *   `{ kind: "signed" }`).
 *
 * Anything else is ignored, and the wait goes on. Leaving the overlay aborts the wait.
 */

/** The kinds of message the e-sign frame may send. */
export const FRAME_MESSAGE_KINDS = ['signed', 'declined', 'failed', 'closed'] as const;
export type FrameMessageKind = (typeof FRAME_MESSAGE_KINDS)[number];

/** The attribute that marks the e-sign frame of the page (views/esign/SigningSection.tsx). */
export const ESIGN_FRAME_ATTRIBUTE = 'data-esign-frame';

const kindOf = (data: unknown): unknown => (typeof data === 'string' ? data : typeof data === 'object' && data !== null && 'kind' in data ? (data as { kind: unknown }).kind : null);

/** A message heard by the page, as a kind: only from the frame's origin and window, and only one of the four kinds; else null. */
export function frameMessageKind(message: { origin: string; data: unknown; fromFrame: boolean }, frameOrigin: string): FrameMessageKind | null {
  if (!message.fromFrame || message.origin !== frameOrigin) return null;
  const kind = kindOf(message.data);
  return typeof kind === 'string' && (FRAME_MESSAGE_KINDS as readonly string[]).includes(kind) ? (kind as FrameMessageKind) : null;
}

/** The window of the page's e-sign frame (null: none shows). */
function frameWindow(): Window | null {
  const frame = document.querySelector<HTMLIFrameElement>(`iframe[${ESIGN_FRAME_ATTRIBUTE}]`);
  return frame?.contentWindow ?? null;
}

/** portal-2.14: the first accepted message of the e-sign frame; never settles when aborted. */
export function waitForFrameMessage(frameOrigin: string, options: { signal?: AbortSignal } = {}): Promise<FrameMessageKind> {
  return new Promise((resolve) => {
    if (typeof window === 'undefined' || options.signal?.aborted) return;
    const onMessage = (event: MessageEvent) => {
      const source = frameWindow();
      const kind = frameMessageKind({ origin: event.origin, data: event.data as unknown, fromFrame: source !== null && event.source === source }, frameOrigin);
      if (kind === null) return;
      window.removeEventListener('message', onMessage);
      resolve(kind);
    };
    window.addEventListener('message', onMessage);
    options.signal?.addEventListener('abort', () => window.removeEventListener('message', onMessage), { once: true });
  });
}
