/**
 * The sold policy's documents (portal-2.14, portal-4.26, portal-7.28, portal-8.7), a child chart
 * of the payment and e-sign page (./esign.machine.ts), started when the status is sold with rc3
 * status 3, the policy sent and a policy id, and e-sign available: the ID card and the
 * declarations page are fetched (base64 PDFs); then each can be downloaded and printed. The
 * download and the print are the page's effects (decision 41): the chart tells its parent, which
 * performs them. A document that cannot be fetched ends the chart `failed` (the error view).
 */
import { assign, sendParent, setup } from 'xstate';
import { fromCall } from '../kit/call';
import { DOCUMENT_TYPES, getPolicyDocument, type DocumentType } from '../../services/esign';

/** The documents of a sold policy, in the order the page lists them: the ID card, the declarations page. */
export { DOCUMENT_TYPES };

export interface SoldInput {
  carrierId: string;
  policyNumber: string;
}

/** The two documents, base64 PDFs. */
export type PolicyDocuments = Record<DocumentType, string>;

export interface SoldContext extends SoldInput {
  documents: PolicyDocuments | null;
}

export type SoldEvent = { type: 'document.download'; document: DocumentType } | { type: 'document.print'; document: DocumentType };

export type SoldOutput = { kind: 'failed' };

/** What the parent does for the customer (decision 41): save or print a document. */
export type SoldParentEvent =
  | { type: 'sold.save'; document: DocumentType; policyNumber: string; base64: string }
  | { type: 'sold.print'; document: DocumentType; policyNumber: string; base64: string };

/** Both documents of a policy, fetched side by side. */
export function fetchPolicyDocuments(input: SoldInput, signal: AbortSignal): Promise<PolicyDocuments> {
  const one = (documentType: DocumentType) => getPolicyDocument({ carrierId: input.carrierId, policyNumber: input.policyNumber, documentType }, { signal });
  return Promise.all([one('idcard'), one('decpage')]).then(([idcard, decpage]) => ({ idcard, decpage }));
}

const asked = ({ context, event }: { context: SoldContext; event: SoldEvent }) => ({
  document: event.document,
  policyNumber: context.policyNumber,
  base64: context.documents?.[event.document] ?? '',
});

export const soldMachine = setup({
  types: {
    context: {} as SoldContext,
    events: {} as SoldEvent,
    input: {} as SoldInput,
    output: {} as SoldOutput,
    tags: {} as 'loading',
  },
  actors: {
    documents: fromCall(({ input, signal }: { input: SoldInput; signal: AbortSignal }) => fetchPolicyDocuments(input, signal)),
  },
  actions: {
    assignDocuments: assign((_, p: { documents: PolicyDocuments }) => ({ documents: p.documents })),
    saveDocument: sendParent((_, p: { document: DocumentType; policyNumber: string; base64: string }) => ({ type: 'sold.save' as const, ...p }) satisfies SoldParentEvent),
    printDocument: sendParent((_, p: { document: DocumentType; policyNumber: string; base64: string }) => ({ type: 'sold.print' as const, ...p }) satisfies SoldParentEvent),
  },
}).createMachine({
  id: 'sold',
  description: "The sold policy's ID card and declarations page, to download and print",
  context: ({ input }) => ({ ...input, documents: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Fetching the ID card and the declarations page',
      tags: ['loading'],
      meta: { spec: ['portal-7.28'] },
      invoke: {
        id: 'documents',
        src: 'documents',
        input: ({ context }) => ({ carrierId: context.carrierId, policyNumber: context.policyNumber }),
        onDone: { target: 'ready', actions: { type: 'assignDocuments', params: ({ event }) => ({ documents: event.output }) } },
        onError: { target: 'failed' },
      },
    },
    ready: {
      description: 'Sold: the policy number, and each document to download and print',
      meta: { spec: ['portal-2.14', 'portal-4.26'] },
      on: {
        'document.download': { actions: { type: 'saveDocument', params: asked } },
        'document.print': { actions: { type: 'printDocument', params: asked } },
      },
    },
    failed: {
      type: 'final',
      description: 'A document could not be fetched: the error view (output failed)',
      meta: { spec: ['portal-8.7'] },
      output: { kind: 'failed' as const },
    },
  },
  output: ({ event }) => event.output as SoldOutput,
});

export type SoldMachine = typeof soldMachine;
