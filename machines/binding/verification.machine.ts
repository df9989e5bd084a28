/**
 * Contact verification, the child chart online binding invokes as the driver section starts
 * (portal-2.10, portal-4.19 to portal-4.21, portal-4.30, portal-5.16, portal-7.19, portal-7.21,
 * portal-8.9, portal-9.15, portal-9.17; rules in ./verification.rules.ts).
 *
 * The log row of the transaction is read (none: it is created, portal-3.23); a row already
 * verified ends the chart at once. The code dialog takes the email code and the text code, each on
 * its own (an empty one is ignored); a submitted code is written at its attempt (`Verify-n`), then
 * the waiting dialog polls the row (the kit's `pollLoop`) while a code is pending, with a countdown
 * of `agentWaitMs` on the chart's clock. The agent's Yes locks a code; both Yes: 'Contact
 * Verification Status' Yes is written and the chart ends `{ verified: true }`. A No clears that
 * code and reopens the code dialog with its message; the No that makes a counter reach 3 resets it,
 * clears the second attempt's columns and shows the multiple-attempt message. The countdown run
 * out: the agent-validation message, wait again or request a call back.
 *
 * Request Call Back is a region of its own, offered while a dialog shows: the request (phone
 * without dashes, rateQuoteId), then 'Request Call Back' Yes written and the buttons disabled; a
 * failed request writes 'Agent Notification' Failure. Every failed call: a message and a retry;
 * the codes typed are kept.
 *
 * What the parent reads: `status === 'done'` (output `{ verified: true }`), the tag `dialog` (a
 * verification dialog shows), the state `verifying.dialog.closed` (the customer closed it). What it
 * sends: `verification.check`, before Back or Next while not verified. Taken only while the
 * dialog is closed (an open dialog covers the buttons): the row is read again; verified (or both
 * codes Yes, then written) ends the chart, otherwise the dialog opens again where the row stands
 * (waiting while a code is pending, else the code dialog).
 */
import { assign, or, setup, stateIn } from 'xstate';
import { fromCall } from '../kit/call';
import { ladder } from '../kit/ladder';
import { pollLoop } from '../kit/poll.machine';
import { createVerification, readVerification, requestCallBack, updateVerification, type SheetLocation, type VerificationRow } from '../../services/binding';
import { afterRefusal, answersOf, codeChanges, countdownMs, newRow, phoneWithoutDashes, progressOfRow, resetChanges, spentChannels, writtenChannels, type Channel, type Codes } from './verification.rules';
import type { VerificationContext, VerificationEvent, VerificationInput, VerificationOutput } from './verification.types';

export type { VerificationContext, VerificationEvent, VerificationInput, VerificationOutput } from './verification.types';

type Row = VerificationRow | null;
const updateRow = fromCall<void, { transactionId: string; changes: Partial<VerificationRow>; where: SheetLocation }>(({ input, signal }) =>
  updateVerification(input.transactionId, input.changes, input.where, { signal }),
);
type Ctx = { context: VerificationContext };
const answer = ({ event }: { event: { output: Row } }) => ({ row: event.output });
const sheetOf = ({ context }: Ctx) => ({ transactionId: context.transactionId, where: context.sheet });
const writeOf = (changes: (c: VerificationContext) => Partial<VerificationRow>) => ({ context }: Ctx) => ({ transactionId: context.transactionId, changes: changes(context), where: context.sheet });
const typedCodes = ({ event }: { event: { codes: Codes } }) => ({ codes: event.codes });
const CONFIRMED = { 'Contact Verification Status': 'Yes' } as const;
const CALLED_BACK = { 'Request Call Back': 'Yes' } as const;
const NOTIFY_FAILURE = { 'Agent Notification': 'Failure' } as const;
const createdOf = ({ context }: Ctx) => ({ row: newRow({ transactionId: context.transactionId, rateQuoteId: context.rateQuoteId, now: context.now() }), where: context.sheet });
const callBackOf = ({ context }: Ctx) => ({ phone: phoneWithoutDashes(context.phone), rateQuoteId: context.rateQuoteId, where: context.sheet });
const codesOf = (c: VerificationContext) => codeChanges(c.progress, c.row, c.entered);
const clearedOf = (c: VerificationContext) => resetChanges(c.progress, c.row);

/** The answer of a read, poll or check: the agent's word per code, in this order (the rest by each ladder). */
const answerRungs = [
  ['noRow', '#open.creating'],
  ['rowConfirmed', '#verification.verified'],
  ['bothVerified', '#open.confirming'],
  ['attemptsSpent', '#open.resetting', { type: 'settleRefusals', params: answer }],
  ['bothRefused', '#codeEntry.bothRefused', { type: 'settleRefusals', params: answer }],
  ['emailRefused', '#codeEntry.emailRefused', { type: 'settleRefusals', params: answer }],
  ['textRefused', '#codeEntry.textRefused', { type: 'settleRefusals', params: answer }],
  ['nonePending', '#codeEntry'],
] as const;

export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    input: {} as VerificationInput,
    output: {} as VerificationOutput,
    tags: {} as 'dialog' | 'busy' | 'callingBack',
  },
  actors: {
    readRow: fromCall<Row, { transactionId: string; where: SheetLocation }>(({ input, signal }) => readVerification(input.transactionId, input.where, { signal })),
    createRow: fromCall<void, { row: VerificationRow; where: SheetLocation }>(({ input, signal }) => createVerification(input.row, input.where, { signal })),
    /** The dialogs' writes (codes, the reset, the status). */
    writeRow: updateRow,
    /** The call back's notes, made while the dialogs may write too. */
    noteRow: updateRow,
    callBack: fromCall<string | null, { phone: string; rateQuoteId: string; where: SheetLocation }>(({ input, signal }) =>
      requestCallBack({ phone: input.phone, rateQuoteId: input.rateQuoteId }, { region: input.where.region, signal }),
    ),
  },
  delays: {
    /** portal-9.15: the configured interval; the last wait ends with the countdown, so its poll is the last one. */
    pollInterval: ({ context }) => Math.min(context.pollIntervalMs, countdownMs(context.agentWaitMs, context.waitStartedAt, context.now())),
  },
  guards: {
    noRow: (_, p: { row: Row }) => p.row === null,
    rowUnknown: ({ context }) => context.row === null,
    rowConfirmed: (_, p: { row: Row }) => p.row?.['Contact Verification Status'] === 'Yes',
    /** A row found at the start: both codes already Yes (the status not written yet). */
    rowBothVerified: (_, p: { row: Row }) => p.row !== null && Object.values(answersOf(progressOfRow(p.row), p.row)).every((a) => a === 'verified'),
    /** A row found at the start: a code waits for the agent. */
    rowPending: (_, p: { row: Row }) => p.row !== null && Object.values(answersOf(progressOfRow(p.row), p.row)).includes('pending'),
    bothVerified: ({ context }, p: { row: Row }) => Object.values(answersOf(context.progress, p.row)).every((a) => a === 'verified'),
    /** portal-4.20, portal-9.15: a No makes an attempt counter reach 3. */
    attemptsSpent: ({ context }, p: { row: Row }) => spentChannels(answersOf(context.progress, p.row), context.progress).length > 0,
    bothRefused: ({ context }, p: { row: Row }) => Object.values(answersOf(context.progress, p.row)).every((a) => a === 'refused'),
    emailRefused: ({ context }, p: { row: Row }) => answersOf(context.progress, p.row).email === 'refused',
    textRefused: ({ context }, p: { row: Row }) => answersOf(context.progress, p.row).text === 'refused',
    nonePending: ({ context }, p: { row: Row }) => !Object.values(answersOf(context.progress, p.row)).includes('pending'),
    /** portal-4.20: the countdown has run out. */
    agentWaitOver: ({ context }) => countdownMs(context.agentWaitMs, context.waitStartedAt, context.now()) === 0,
    /** portal-5.16: something to write (an empty code, or one already sent, is ignored). */
    hasCodes: ({ context }, p: { codes: Codes }) => writtenChannels(context.progress, context.row, p.codes).length > 0,
    /** Request Call Back is offered in the code and waiting dialogs. */
    dialogShown: or([stateIn('#codeEntry'), stateIn('#open.waiting'), stateIn('#open.timeUp')]),
  },
  actions: {
    keepRow: assign((_, p: { row: Row }) => ({ row: p.row })),
    adoptRow: assign((_, p: { row: VerificationRow }) => ({ row: p.row, progress: progressOfRow(p.row) })),
    mergeRow: assign(({ context }, p: { changes: Partial<VerificationRow> }) => ({ row: context.row ? { ...context.row, ...p.changes } : context.row })),
    keepCreated: assign(({ context }) => ({ row: newRow({ transactionId: context.transactionId, rateQuoteId: context.rateQuoteId, now: context.now() }) })),
    enter: assign((_, p: { codes: Codes }) => ({ entered: p.codes })),
    /** The codes written become each channel's pending code. */
    markWritten: assign(({ context }) => {
      const written = writtenChannels(context.progress, context.row, context.entered);
      const progress = { ...context.progress };
      for (const channel of written) progress[channel] = { ...progress[channel], written: context.entered[channel] };
      return { progress };
    }),
    /** portal-4.20: each refused code counted (or its round reset) and its field cleared. */
    settleRefusals: assign(({ context }, p: { row: Row }) => {
      const answers = answersOf(context.progress, p.row);
      const progress = { ...context.progress };
      const entered = { ...context.entered };
      for (const channel of Object.keys(answers) as Channel[]) {
        if (answers[channel] !== 'refused') continue;
        progress[channel] = afterRefusal(progress[channel]);
        entered[channel] = '';
      }
      return { progress, entered };
    }),
    startCountdown: assign(({ context }) => ({ waitStartedAt: context.now() })),
  },
}).createMachine({
  id: 'verification',
  description: 'Contact verification: the email and text codes, answered by an agent out of band, or a call back',
  context: ({ input }) => ({
    ...input,
    row: null,
    progress: { email: { attempt: 1, written: null }, text: { attempt: 1, written: null } },
    entered: { email: '', text: '' },
    waitStartedAt: input.now(),
  }),
  initial: 'verifying',
  states: {
    verifying: {
      description: 'Verifying: the dialogs, and Request Call Back beside them',
      type: 'parallel',
      states: {
        dialog: {
          description: 'The verification dialogs',
          initial: 'open',
          states: {
            open: {
              id: 'open',
              description: 'A verification dialog shows (it can be closed)',
              tags: ['dialog'],
              meta: { spec: ['portal-2.11'] },
              on: { 'dialog.close': { target: 'closed' } },
              initial: 'opening',
              states: {
                opening: {
                  description: 'Reading the log row of the transaction',
                  initial: 'reading',
                  states: {
                    reading: {
                      description: 'Reading the row by TransactionId',
                      tags: ['busy'],
                      meta: { spec: ['portal-7.21', 'portal-4.19'] },
                      invoke: {
                        id: 'openRow',
                        src: 'readRow',
                        input: sheetOf,
                        onDone: [
                          { guard: { type: 'noRow', params: answer }, target: '#open.creating' },
                          ...ladder(
                            [
                              ['rowConfirmed', '#verification.verified'],
                              ['rowBothVerified', '#open.confirming'],
                              ['rowPending', '#open.waiting'],
                            ],
                            '#codeEntry',
                            { params: answer, actions: { type: 'adoptRow', params: ({ event }: { event: { output: Row } }) => ({ row: event.output! }) } },
                          ),
                        ],
                        onError: { target: 'failed' },
                      },
                    },
                    failed: { description: 'The row could not be read: a message and a retry', on: { 'verification.retry': { target: 'reading' } } },
                  },
                },
                creating: {
                  description: 'No row yet: creating it (Timestamp, TransactionId, RateQuoteId, VisitDate in America/Chicago)',
                  initial: 'writing',
                  states: {
                    writing: {
                      description: 'Creating the row',
                      tags: ['busy'],
                      meta: { spec: ['portal-3.23', 'portal-7.21', 'portal-9.17'] },
                      invoke: { id: 'createRow', src: 'createRow', input: createdOf, onDone: { target: '#codeEntry', actions: 'keepCreated' }, onError: { target: 'failed' } },
                    },
                    failed: { description: 'The row could not be created: a message and a retry', on: { 'verification.retry': { target: 'writing' } } },
                  },
                },
                checking: {
                  description: 'Back or Next: the verification checked again',
                  initial: 'reading',
                  states: {
                    reading: {
                      description: 'Reading the row again',
                      tags: ['busy'],
                      meta: { spec: ['portal-4.19', 'portal-7.21'] },
                      invoke: {
                        id: 'checkRow',
                        src: 'readRow',
                        input: sheetOf,
                        onDone: ladder(answerRungs, '#open.waiting', { params: answer, actions: { type: 'keepRow', params: answer } }),
                        onError: { target: 'failed' },
                      },
                    },
                    failed: { description: 'The row could not be read: a message and a retry', on: { 'verification.retry': { target: 'reading' } } },
                  },
                },
                codeEntry: {
                  id: 'codeEntry',
                  description: 'The code dialog: the email code and the text code, each on its own; a verified or pending one locked',
                  meta: { spec: ['portal-4.20', 'portal-5.16'] },
                  on: { 'code.submit': { guard: { type: 'hasCodes', params: typedCodes }, target: 'writingCodes', actions: { type: 'enter', params: typedCodes } } },
                  initial: 'fresh',
                  states: {
                    fresh: { description: 'The codes to type, with the tries left' },
                    emailRefused: { description: 'The agent said no to the email code: the email-validation message, its field cleared', meta: { spec: ['portal-4.20', 'portal-8.9'] } },
                    textRefused: { description: 'The agent said no to the text code: the text-validation message, its field cleared', meta: { spec: ['portal-4.20', 'portal-8.9'] } },
                    bothRefused: { description: 'The agent said no to both codes: the email-and-text message, both fields cleared', meta: { spec: ['portal-4.20', 'portal-8.9'] } },
                    tooManyAttempts: {
                      description: 'A counter reached 3: reset, the second attempt cleared, the multiple-attempt message',
                      meta: { spec: ['portal-4.20', 'portal-8.9', 'portal-9.15'] },
                    },
                    writeFailed: {
                      description: 'The codes could not be written: a message and a retry, the codes kept',
                      on: { 'verification.retry': { target: '#open.writingCodes' } },
                    },
                  },
                },
                writingCodes: {
                  description: 'Writing each code at its attempt (Code n, Status Verify-n)',
                  tags: ['busy'],
                  meta: { spec: ['portal-4.20', 'portal-3.23', 'portal-7.21'] },
                  invoke: {
                    id: 'writeCodes',
                    src: 'writeRow',
                    input: writeOf(codesOf),
                    // The row merged first: the channels written are read from it before (open), then marked pending.
                    onDone: { target: 'waiting', actions: [{ type: 'mergeRow', params: ({ context }) => ({ changes: codesOf(context) }) }, 'markWritten'] },
                    onError: { target: 'codeEntry.writeFailed' },
                  },
                },
                waiting: {
                  description: 'The waiting dialog: polling the row while a code is pending, with the countdown',
                  meta: { spec: ['portal-4.20', 'portal-4.30', 'portal-9.15'] },
                  entry: 'startCountdown',
                  ...pollLoop({
                    call: { id: 'pollRow', src: 'readRow', input: sheetOf },
                    stops: [...answerRungs, ['agentWaitOver', '#open.timeUp']],
                    answer: { params: answer, actions: { type: 'keepRow', params: answer } },
                    onError: { target: '#open.waitFailed' },
                    fetching: 'Reading the row: has the agent answered?',
                    waiting: 'No answer yet: the next read after the interval',
                  }),
                },
                waitFailed: { description: 'The row could not be read while waiting: a message and a retry', on: { 'verification.retry': { target: 'waiting' } } },
                timeUp: {
                  description: 'The countdown ran out: the agent-validation message; wait again or request a call back',
                  meta: { spec: ['portal-4.20', 'portal-8.9'] },
                  on: { 'wait.again': { target: 'waiting' } },
                },
                resetting: {
                  description: 'A counter reached 3: clearing the second attempt in the row',
                  initial: 'writing',
                  states: {
                    writing: {
                      description: 'Clearing Code 2 and Status 2 of the spent code',
                      tags: ['busy'],
                      meta: { spec: ['portal-4.20', 'portal-9.15'] },
                      invoke: {
                        id: 'clearSecond',
                        src: 'writeRow',
                        input: writeOf(clearedOf),
                        onDone: { target: '#codeEntry.tooManyAttempts', actions: { type: 'mergeRow', params: ({ context }) => ({ changes: clearedOf(context) }) } },
                        onError: { target: 'failed' },
                      },
                    },
                    failed: { description: 'The row could not be cleared: a message and a retry', on: { 'verification.retry': { target: 'writing' } } },
                  },
                },
                confirming: {
                  description: 'Both codes verified: writing the verification status Yes',
                  initial: 'writing',
                  states: {
                    writing: {
                      description: "Writing 'Contact Verification Status' Yes",
                      tags: ['busy'],
                      meta: { spec: ['portal-4.20', 'portal-3.23'] },
                      invoke: { id: 'confirmRow', src: 'writeRow', input: writeOf(() => CONFIRMED), onDone: { target: '#verification.verified' }, onError: { target: 'failed' } },
                    },
                    failed: { description: 'The status could not be written: a message and a retry', on: { 'verification.retry': { target: 'writing' } } },
                  },
                },
              },
            },
            closed: {
              description: 'The customer closed the dialog: Back or Next checks again',
              on: { 'verification.check': [{ guard: 'rowUnknown', target: 'open.opening' }, { target: 'open.checking' }] },
            },
          },
        },
        callBack: {
          id: 'callBack',
          description: 'Request Call Back, beside the dialogs',
          initial: 'available',
          states: {
            available: { description: 'Request Call Back offered in the dialogs', on: { 'callBack.request': { guard: 'dialogShown', target: 'requesting' } } },
            requesting: {
              description: 'Asking for a call back (phone without dashes, rateQuoteId)',
              tags: ['callingBack'],
              meta: { spec: ['portal-7.19'] },
              invoke: { id: 'callBack', src: 'callBack', input: callBackOf, onDone: { target: 'noting' }, onError: { target: 'notingFailure' } },
            },
            noting: {
              description: "The call back asked: writing 'Request Call Back' Yes",
              initial: 'writing',
              states: {
                writing: {
                  description: "Writing 'Request Call Back' Yes",
                  tags: ['callingBack'],
                  meta: { spec: ['portal-4.21', 'portal-3.23'] },
                  invoke: { id: 'noteCallBack', src: 'noteRow', input: writeOf(() => CALLED_BACK), onDone: { target: '#callBack.requested' }, onError: { target: 'failed' } },
                },
                failed: { description: 'The call back could not be noted: a message and a retry', on: { 'callBack.retry': { target: 'writing' } } },
              },
            },
            requested: { description: 'A call back is on its way: the buttons disabled', meta: { spec: ['portal-4.21'] } },
            notingFailure: {
              description: "The request failed: writing 'Agent Notification' Failure",
              initial: 'writing',
              states: {
                writing: {
                  description: "Writing 'Agent Notification' Failure",
                  tags: ['callingBack'],
                  meta: { spec: ['portal-8.9', 'portal-3.23'] },
                  invoke: { id: 'noteFailure', src: 'noteRow', input: writeOf(() => NOTIFY_FAILURE), onDone: { target: '#callBack.refused' }, onError: { target: 'failed' } },
                },
                failed: { description: 'The failure could not be noted: a message and a retry', on: { 'callBack.retry': { target: 'writing' } } },
              },
            },
            refused: {
              description: 'The call back could not be asked: a message; it can be asked again',
              meta: { spec: ['portal-8.9'] },
              on: { 'callBack.request': { guard: 'dialogShown', target: 'requesting' } },
            },
          },
        },
      },
    },
    verified: { description: 'Both codes verified: the dialog closes (output verified)', type: 'final', meta: { spec: ['portal-4.20'] } },
  },
  output: () => ({ verified: true as const }),
});

export type VerificationMachine = typeof verificationMachine;
