/**
 * The e-sign step (portal-2.14, portal-4.25, portal-7.31, portal-8.7), a child chart of the
 * payment and e-sign page (./esign.machine.ts): the e-sign address is asked for, and shown in a
 * frame over the page only when the page may show it (its own origin or an allowed e-sign
 * origin, ./signing.rules.ts); no address, another origin or a failed call end the chart `failed`
 * (the page's unexpected-error message).
 *
 * While the frame shows, the page waits for its word (`frameMessage`, services/esignFrame.ts: a
 * message of the frame's origin and window, of the kinds signed, declined, failed or closed;
 * nothing else is heard), a browser read modelled as a call. Signed ends the chart `signed` (the
 * page reads the status again); declined and failed say so and offer to open the documents again;
 * closed (by the frame, or the overlay's Close) says the documents are not signed yet, with the same
 * offer. "Open in a new window" is a link beside the frame, for a browser that refuses the frame.
 */
import { assign, setup } from 'xstate';
import { fromCall } from '../kit/call';
import { ladder } from '../kit/ladder';
import { getESignUrl } from '../../services/esign';
import { waitForFrameMessage, type FrameMessageKind } from '../../services/esignFrame';
import { eSignTargetOf, frameOriginOf } from './signing.rules';

export interface SigningInput {
  transactionId: string;
  carrierId: string;
  /** The e-sign origins the page may frame (site config `allowedOrigins.esign`). */
  esignOrigins: readonly string[];
  pageUrl: string;
}

export interface SigningContext extends SigningInput {
  /** The e-sign address the frame shows (allowed), once given. */
  target: string | null;
  /** The origin the frame's messages must come from. */
  frameOrigin: string | null;
}

export type SigningEvent = { type: 'overlay.close' } | { type: 'overlay.open' };

export type SigningOutput = { kind: 'signed' } | { kind: 'failed' };

const url = ({ event }: { event: { output: string | null } }) => ({ url: event.output });
const word = ({ event }: { event: { output: FrameMessageKind } }) => ({ kind: event.output });

export const signingMachine = setup({
  types: {
    context: {} as SigningContext,
    events: {} as SigningEvent,
    input: {} as SigningInput,
    output: {} as SigningOutput,
    tags: {} as 'loading' | 'overlay',
  },
  actors: {
    eSignUrl: fromCall(({ input, signal }: { input: { transactionId: string; carrierId: string }; signal: AbortSignal }) => getESignUrl(input, { signal })),
    frameMessage: fromCall(({ input, signal }: { input: { frameOrigin: string }; signal: AbortSignal }) => waitForFrameMessage(input.frameOrigin, { signal })),
  },
  guards: {
    canShow: ({ context }, p: { url: string | null }) => eSignTargetOf(p.url, context.pageUrl, context.esignOrigins) !== null,
    said: (_, p: { kind: FrameMessageKind; want: FrameMessageKind }) => p.kind === p.want,
  },
  actions: {
    assignTarget: assign(({ context }, p: { url: string | null }) => {
      const target = eSignTargetOf(p.url, context.pageUrl, context.esignOrigins);
      return { target, frameOrigin: target === null ? null : frameOriginOf(target) };
    }),
  },
}).createMachine({
  id: 'signing',
  description: 'The e-sign address, shown in a frame over the page; the frame says signed, declined, failed or closed',
  context: ({ input }) => ({ ...input, target: null, frameOrigin: null }),
  initial: 'gettingUrl',
  states: {
    gettingUrl: {
      description: 'Asking for the e-sign address',
      tags: ['loading'],
      meta: { spec: ['portal-7.31'] },
      invoke: {
        id: 'eSignUrl',
        src: 'eSignUrl',
        input: ({ context }) => ({ transactionId: context.transactionId, carrierId: context.carrierId }),
        onDone: ladder([['canShow', 'overlay', { type: 'assignTarget', params: url }]], 'failed', { params: url }),
        onError: { target: 'failed' },
      },
    },
    overlay: {
      description: 'The documents to sign in a frame over the page, with Close and Open in a new window; the frame says how it went',
      tags: ['overlay'],
      meta: { spec: ['portal-2.14'] },
      on: { 'overlay.close': { target: 'closed' } },
      invoke: {
        id: 'frameMessage',
        src: 'frameMessage',
        input: ({ context }) => ({ frameOrigin: context.frameOrigin ?? '' }),
        // A message is the browser's answer (never a failed call): no onError, as the social logins' popups.
        onDone: [
          { guard: { type: 'said', params: ({ event }) => ({ ...word({ event }), want: 'signed' as const }) }, target: 'signed' },
          { guard: { type: 'said', params: ({ event }) => ({ ...word({ event }), want: 'declined' as const }) }, target: 'declined' },
          { guard: { type: 'said', params: ({ event }) => ({ ...word({ event }), want: 'failed' as const }) }, target: 'frameFailed' },
          { target: 'closed' },
        ],
      },
    },
    closed: {
      description: 'The frame closed before signing: the documents are not signed yet; open them again',
      on: { 'overlay.open': { target: 'overlay' } },
    },
    declined: {
      description: 'The customer declined to sign: the policy cannot be issued unsigned; open the documents again',
      on: { 'overlay.open': { target: 'overlay' } },
    },
    frameFailed: {
      description: 'The e-sign service reported a problem: a new address is asked for on Open again',
      on: { 'overlay.open': { target: 'gettingUrl' } },
    },
    signed: { type: 'final', description: 'Signed: the page reads its status again (output signed)', output: { kind: 'signed' as const } },
    failed: {
      type: 'final',
      description: "No e-sign address the page may show: the page's unexpected-error message (output failed)",
      meta: { spec: ['portal-8.7'] },
      output: { kind: 'failed' as const },
    },
  },
  output: ({ event }) => event.output as SigningOutput,
});

export type SigningMachine = typeof signingMachine;
