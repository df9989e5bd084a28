/**
 * Previous quotes (quote 001 §2 "#previousQuotes", §4 "Previous quotes and requote", §6): a chart
 * of its own that the quote chart invokes for its `#previousQuotes` hash. The visitor looks up
 * their quotes by phone and date of birth (quote-4.30), opens one group of the list (newest first,
 * within the look-back), proves they own it with the quote customer's date of birth (quote-4.31,
 * quote-6.4: at most 3 attempts), sees its quotes, and asks again from one of them: "Get new
 * quote" (quote-4.32), the requote POST then its results, within 300 s overall.
 *
 * The look-up's phone and date of birth may be a household member's; a quote and its requote belong
 * to the quote's customer, whose date of birth verifyquoteowner checks against the group's first
 * quote. So the dialog asks for it, empty (docs/architecture.md "Previous quotes").
 *
 * Outcomes (quote-8.6): a match opens the group; a mismatch (answered as isMatch false, or as a
 * failure with the mismatch message) shows its message in the dialog and uses an attempt; the
 * attempts count for the whole visit to the previous quotes, whatever group is opened (closing the
 * dialog and opening it again gives no new ones); "Quote not found!" or a third mismatch ends with
 * `{ kind: 'restart' }` (the start: the quote form), and so does the API's refusal of a quote past
 * its own limit (HTTP 423: another browser used the attempts, or the page's storage was wiped),
 * which also uses up the attempts kept for the quote; every other failure shows the server's
 * message, as text, and uses no attempt. The requote (its results polled by the kit's poll loop)
 * ends with `{ kind: 'requoted', ... }`; leaving from every screen ends with `{ kind: 'closed' }`.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { fromCall } from '../kit/call';
import { ladder } from '../kit/ladder';
import { pollLoop } from '../kit/poll.machine';
import { fromVisitorCall, type VisitorTokenPort } from '../kit/token';
import type { PreviousQuote, QuoteGroup, QuoteGroupsQuery, RequoteAnswer, StoredTransaction, VerifyOwnerAnswer } from '../../services/previousQuotes';
import type { ResultsAnswer } from '../../services/quotes';
import type { DobValue } from '../../src/rules/fieldRules';
import { mergeQuotes } from './rateRequest.machine';
import { DEFAULT_AGE_LIMITS, joinDob, dobToIso } from './driverDates.rules';
import { DEFAULT_PREVIOUS_QUOTES_CONFIG, isDobMismatch, isOwnerCheckLocked, isQuoteNotFound, lookBackRange, ownerCheckMessage, recentGroups } from './previousQuotes.rules';

export type { PreviousCar, PreviousDriver, PreviousQuote, QuoteGroup, StoredTransaction } from '../../services/previousQuotes';
export type { RateQuote } from '../../services/quotes';
export { DEFAULT_PREVIOUS_QUOTES_CONFIG, type PreviousQuotesConfig } from './previousQuotes.rules';

export type { PreviousQuotesContext, PreviousQuotesEvent, PreviousQuotesInput, PreviousQuotesOutput, PreviousQuotesSearch } from './previousQuotes.types';
import type { PreviousQuotesContext, PreviousQuotesEvent, PreviousQuotesInput, PreviousQuotesOutput, PreviousQuotesSearch } from './previousQuotes.types';

const todayOf = (context: PreviousQuotesContext) => new Date(context.now());
/** The quote the owner check is for: the group's first. */
const ownerQuoteOf = (context: PreviousQuotesContext) => context.quotes[0]?.rateQuoteId ?? '';
/** quote-4.31: the attempts used: this visit's, or the ones kept for the quote (a reload, a reopening), whichever is more. */
const attemptsUsed = (context: PreviousQuotesContext) => Math.max(context.attempts, context.attemptLog?.used(ownerQuoteOf(context)) ?? 0);
const isoDob = (dob: DobValue) => dobToIso(joinDob(dob) ?? '') ?? '';

const groupsAnswer = ({ event }: { event: { output: QuoteGroup[] } }) => ({ groups: event.output });
const groupQuotes = ({ event }: { event: { output: PreviousQuote[] } }) => ({ quotes: event.output });
const verifyAnswer = ({ event }: { event: { output: VerifyOwnerAnswer } }) => ({ answer: event.output });
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const resultsAnswer = ({ event }: { event: { output: ResultsAnswer } }) => ({ answer: event.output });

/** The previous quotes' calls (services/previousQuotes.ts), loaded on first use. */
const previousCalls = () => import('../../services/previousQuotes');

export const previousQuotesMachine = setup({
  types: {
    context: {} as PreviousQuotesContext,
    events: {} as PreviousQuotesEvent,
    input: {} as PreviousQuotesInput,
    output: {} as PreviousQuotesOutput,
    tags: {} as 'loading' | 'dialog' | 'checkingOwner' | 'ownerMismatch' | 'ownerCheckFailed',
  },
  // The calls (and their schemas) load with the look-up, not with the quote form's first step. All but the owner
  // check (the page's Basic credential) carry the visitor's token, renewed once when refused.
  actors: {
    findGroups: fromVisitorCall<QuoteGroup[], QuoteGroupsQuery & VisitorTokenPort>(async ({ input, signal }) =>
      (await previousCalls()).getQuoteGroups(input, { signal, region: input.region }),
    ),
    loadGroup: fromVisitorCall<PreviousQuote[], VisitorTokenPort & { transactionId: string }>(async ({ input, signal }) =>
      (await previousCalls()).getQuoteGroupDetail(input.transactionId, { signal, region: input.region }),
    ),
    verifyOwner: fromCall<VerifyOwnerAnswer, { rateQuoteId: string; dob: string }>(async ({ input, signal }) =>
      (await previousCalls()).verifyQuoteOwner(input.rateQuoteId, input.dob, { signal }),
    ),
    requote: fromVisitorCall<RequoteAnswer, VisitorTokenPort & { rateQuoteId: string }>(async ({ input, signal }) =>
      (await previousCalls()).postRequote(input.rateQuoteId, { signal, region: input.region }),
    ),
    requoteResults: fromVisitorCall<ResultsAnswer, VisitorTokenPort & { rateQuoteId: string }>(async ({ input, signal }) =>
      (await previousCalls()).getRequoteResults(input.rateQuoteId, { signal, region: input.region }),
    ),
    loadQuote: fromVisitorCall<StoredTransaction, VisitorTokenPort & { rateQuoteId: string }>(async ({ input, signal }) =>
      (await previousCalls()).loadByRateQuoteId(input.rateQuoteId, { signal, region: input.region }),
    ),
  },
  delays: {
    requoteLimit: ({ context }) => context.config.requoteLimitMs,
    pollInterval: ({ context }) => context.config.pollIntervalMs,
  },
  guards: {
    hasRecentGroups: ({ context }, p: { groups: QuoteGroup[] }) => recentGroups(p.groups, todayOf(context), context.config.lookBackDays).length > 0,
    isListed: ({ context }, p: { transactionId: string }) => context.groups.some((g) => g.transactionId === p.transactionId),
    hasQuotes: (_, p: { quotes: PreviousQuote[] }) => p.quotes.length > 0,
    /** A match opens the quotes while attempts are left (none left: the kept ones were used up before). */
    isMatch: ({ context }, p: { answer: VerifyOwnerAnswer }) => p.answer.isMatch && attemptsUsed(context) < context.config.maxVerifyAttempts,
    lastAttempt: ({ context }) => attemptsUsed(context) + 1 >= context.config.maxVerifyAttempts,
    quoteNotFound: (_, p: { error: unknown }) => isQuoteNotFound(p.error),
    ownerCheckLocked: (_, p: { error: unknown }) => isOwnerCheckLocked(p.error),
    dobMismatch: (_, p: { error: unknown }) => isDobMismatch(p.error),
    lastDobMismatch: ({ context }, p: { error: unknown }) => isDobMismatch(p.error) && attemptsUsed(context) + 1 >= context.config.maxVerifyAttempts,
    isQuoteOfGroup: ({ context }, p: { rateQuoteId: string }) => context.quotes.some((q) => q.rateQuoteId === p.rateQuoteId),
    isDone: (_, p: { answer: ResultsAnswer }) => p.answer.isDone,
  },
  actions: {
    keepGroups: assign(({ context }, p: { groups: QuoteGroup[] }) => ({ groups: recentGroups(p.groups, todayOf(context), context.config.lookBackDays) })),
    clearGroups: assign({ groups: [] }),
    /** One more attempt: the visit's count goes on from the attempts used (the kept ones included). */
    countAttempt: assign(({ context }) => ({ attempts: attemptsUsed(context) + 1, ownerMessage: null })),
    /** The attempt kept for the quote beyond the chart (the log given where the chart is created: the page's storage). */
    rememberAttempt: ({ context }) => context.attemptLog?.add(ownerQuoteOf(context)),
    /** The API refused the quote past its limit: no attempt left in this visit... */
    useUpAttempts: assign(({ context }) => ({ attempts: context.config.maxVerifyAttempts, ownerMessage: null })),
    /** ...nor in the log, so that a reload stays locked. */
    rememberUsedUp: ({ context }) => context.attemptLog?.useUp(ownerQuoteOf(context), context.config.maxVerifyAttempts),
    /** The dialog starts empty (never the look-up's date of birth); the attempts go on counting. */
    openGroup: assign((_, p: { quotes: PreviousQuote[] }) => ({ quotes: p.quotes, ownerMessage: null, ownerDob: null })),
    keepOwnerMessage: assign((_, p: { error: unknown }) => ({ ownerMessage: ownerCheckMessage(p.error) })),
    keepResults: assign(({ context }, p: { answer: ResultsAnswer }) => ({ results: mergeQuotes(context.results, p.answer) })),
    endAs: assign((_, p: { end: PreviousQuotesOutput['kind'] }) => ({ end: p.end })),
    keepSearch: assign((_, p: { search: PreviousQuotesSearch }) => ({ search: p.search })),
    chooseGroup: assign(({ context }, p: { transactionId: string }) => ({ group: context.groups.find((g) => g.transactionId === p.transactionId) ?? null, quotes: [] })),
    keepOwnerDob: assign((_, p: { dob: DobValue }) => ({ ownerDob: p.dob })),
    keepRequoteFrom: assign((_, p: { rateQuoteId: string }) => ({ requoteFrom: p.rateQuoteId })),
    startRequote: assign({ transactionId: null, results: [], transaction: null }),
    keepTransactionId: assign((_, p: { transactionId: string }) => ({ transactionId: p.transactionId })),
    keepTransaction: assign((_, p: { transaction: StoredTransaction | null }) => ({ transaction: p.transaction })),
  },
}).createMachine({
  id: 'previousQuotes',
  description: 'Previous quotes: look up by phone and date of birth, prove the owner by date of birth, ask again from a stored quote',
  context: ({ input }) => ({
    config: { ...DEFAULT_PREVIOUS_QUOTES_CONFIG, ...input.config },
    region: input.region ?? 'main',
    tokens: input.tokens,
    now: input.now,
    ageLimits: input.ageLimits ?? DEFAULT_AGE_LIMITS.primary,
    search: null,
    groups: [],
    group: null,
    quotes: [],
    attempts: 0,
    attemptLog: input.attemptLog ?? null,
    ownerDob: null,
    ownerMessage: null,
    requoteFrom: null,
    transactionId: null,
    results: [],
    transaction: null,
    end: 'closed',
  }),
  initial: 'lookup',
  output: ({ context }): PreviousQuotesOutput =>
    context.end === 'requoted'
      ? { kind: 'requoted', transactionId: context.transactionId ?? '', quotes: context.results, transaction: context.transaction }
      : { kind: context.end },
  // The visitor may leave the previous quotes from every screen (back to the quote form).
  on: { 'previous.close': { target: '.closed' } },
  states: {
    lookup: {
      description: 'The look-up form: phone (999-999-9999) and date of birth',
      meta: { spec: ['quote-4.30'] },
      on: { 'lookup.submit': { target: 'searching', actions: { type: 'keepSearch', params: ({ event }) => ({ search: event.search }) } } },
    },
    searching: {
      description: 'Looking up the quote groups of the phone and date of birth over the look-back days',
      meta: { spec: ['quote-4.30', 'quote-7.19'] },
      tags: ['loading'],
      invoke: {
        id: 'findGroups',
        src: 'findGroups',
        input: ({ context }) => ({
          phone: context.search?.phone ?? '',
          dob: isoDob(context.search?.dob ?? { month: '', day: '', year: '' }),
          ...lookBackRange(todayOf(context), context.config.lookBackDays),
          region: context.region,
          tokens: context.tokens,
        }),
        onDone: ladder([['hasRecentGroups', 'list', { type: 'keepGroups', params: groupsAnswer }]], ['none', 'clearGroups'], { params: groupsAnswer }),
        onError: { target: 'lookupFailed' },
      },
    },
    lookupFailed: {
      description: 'The look-up failed: try again, or change the phone or date of birth',
      meta: { spec: ['quote-7.19'] },
      on: { 'lookup.retry': { target: 'searching' }, 'lookup.edit': { target: 'lookup' } },
    },
    none: {
      description: 'No quotes in the look-back days: change the look-up, or start a new quote',
      meta: { spec: ['quote-4.30'] },
      on: { 'lookup.edit': { target: 'lookup' } },
    },
    list: {
      description: 'The quote groups found, newest first, each with the day it was quoted',
      meta: { spec: ['quote-3.15', 'quote-4.30'] },
      on: {
        'group.open': {
          guard: { type: 'isListed', params: ({ event }) => ({ transactionId: event.transactionId }) },
          target: 'openingGroup',
          actions: { type: 'chooseGroup', params: ({ event }) => ({ transactionId: event.transactionId }) },
        },
        'lookup.edit': { target: 'lookup' },
      },
    },
    openingGroup: {
      description: "Loading the group's quotes",
      meta: { spec: ['quote-3.15', 'quote-7.19'] },
      tags: ['loading'],
      invoke: {
        id: 'loadGroup',
        src: 'loadGroup',
        input: ({ context }) => ({ transactionId: context.group?.transactionId ?? '', region: context.region, tokens: context.tokens }),
        onDone: ladder([['hasQuotes', 'verifying', { type: 'openGroup', params: groupQuotes }]], 'groupFailed', { params: groupQuotes }),
        onError: { target: 'groupFailed' },
      },
    },
    groupFailed: {
      description: "The group's quotes could not be loaded: try again, or back to the list",
      meta: { spec: ['quote-7.19'] },
      on: { 'group.retry': { target: 'openingGroup' }, 'group.back': { target: 'list' } },
    },
    verifying: {
      description: "The owner's dialog: the quote customer's date of birth (at most 3 attempts)",
      meta: { spec: ['quote-2.27', 'quote-4.31', 'quote-6.4'] },
      tags: ['dialog'],
      initial: 'asking',
      on: { 'owner.cancel': { target: 'list' } },
      states: {
        asking: {
          description: 'The dialog asks for the date of birth (empty: the visitor types it)',
          on: { 'owner.submit': { target: 'checking', actions: { type: 'keepOwnerDob', params: ({ event }) => ({ dob: event.dob }) } } },
        },
        checking: {
          description: 'Checking the date of birth against the quote customer (verifyquoteowner)',
          meta: { spec: ['quote-7.22'] },
          tags: ['loading', 'checkingOwner'],
          invoke: {
            id: 'verifyOwner',
            src: 'verifyOwner',
            input: ({ context }) => ({ rateQuoteId: context.quotes[0]?.rateQuoteId ?? '', dob: isoDob(context.ownerDob ?? { month: '', day: '', year: '' }) }),
            onDone: ladder(
              [
                ['isMatch', '#previousQuotes.detail'],
                ['lastAttempt', '#previousQuotes.restart', ['countAttempt', 'rememberAttempt', { type: 'endAs', params: { end: 'restart' } }]],
              ],
              ['mismatch', ['countAttempt', 'rememberAttempt']],
              { params: verifyAnswer },
            ),
            // A mismatch answered as a failure with its message is a mismatch all the same.
            onError: ladder(
              [
                // quote-4.31: the API's own limit on the quote: where the page's own limit goes.
                ['ownerCheckLocked', '#previousQuotes.restart', ['useUpAttempts', 'rememberUsedUp', { type: 'endAs', params: { end: 'restart' } }]],
                ['lastDobMismatch', '#previousQuotes.restart', ['countAttempt', 'rememberAttempt', { type: 'endAs', params: { end: 'restart' } }]],
                ['dobMismatch', 'mismatch', ['countAttempt', 'rememberAttempt']],
                ['quoteNotFound', '#previousQuotes.restart', { type: 'endAs', params: { end: 'restart' } }],
              ],
              ['failed', { type: 'keepOwnerMessage', params: failure }],
              { params: failure },
            ),
          },
        },
        mismatch: {
          description: "Not the quote customer's date of birth: the message in the dialog, the attempts left",
          meta: { spec: ['quote-4.31', 'quote-8.6'] },
          tags: ['ownerMismatch'],
          on: { 'owner.submit': { target: 'checking', actions: { type: 'keepOwnerDob', params: ({ event }) => ({ dob: event.dob }) } } },
        },
        failed: {
          description: "The check failed otherwise: the server's message in the dialog, as text; send again",
          meta: { spec: ['quote-8.6'] },
          tags: ['ownerCheckFailed'],
          on: { 'owner.submit': { target: 'checking', actions: { type: 'keepOwnerDob', params: ({ event }) => ({ dob: event.dob }) } } },
        },
      },
    },
    detail: {
      description: "The group's quotes: effective date and drivers, each with Get new quote",
      meta: { spec: ['quote-3.15', 'quote-4.32'] },
      on: {
        'requote.start': {
          guard: { type: 'isQuoteOfGroup', params: ({ event }) => ({ rateQuoteId: event.rateQuoteId }) },
          target: 'requoting',
          actions: { type: 'keepRequoteFrom', params: ({ event }) => ({ rateQuoteId: event.rateQuoteId }) },
        },
        'group.back': { target: 'list' },
      },
    },
    requoting: {
      description: 'Asking again from the stored quote: the requote, then its results, within 300 s',
      meta: { spec: ['quote-4.32', 'quote-7.23', 'quote-9.1'] },
      tags: ['loading'],
      entry: 'startRequote',
      after: { requoteLimit: { target: 'timedOut' } },
      initial: 'posting',
      states: {
        posting: {
          description: 'The requote POST {header, rateQuoteId} with the reCAPTCHA token',
          invoke: {
            id: 'requote',
            src: 'requote',
            input: ({ context }) => ({ rateQuoteId: context.requoteFrom ?? '', region: context.region, tokens: context.tokens }),
            onDone: { target: 'fetching', actions: { type: 'keepTransactionId', params: ({ event }) => ({ transactionId: event.output.transactionId }) } },
            onError: { target: '#previousQuotes.requoteFailed' },
          },
        },
        ...pollLoop({
          call: {
            id: 'requoteResults',
            src: 'requoteResults',
            input: ({ context }: { context: PreviousQuotesContext }) => ({ rateQuoteId: context.requoteFrom ?? '', region: context.region, tokens: context.tokens }),
          },
          stops: [['isDone', 'loadingQuote']],
          answer: { params: resultsAnswer, actions: { type: 'keepResults', params: resultsAnswer } },
          onError: { target: '#previousQuotes.requoteFailed' },
          fetching: "The requote's results (GET with RateQuoteId)",
          waiting: 'The next look at the results in 3 s',
        }).states,
        loadingQuote: {
          description: 'The stored transaction of the quote (loadByRateQuoteId), for the form',
          meta: { spec: ['quote-7.18'] },
          invoke: {
            id: 'loadQuote',
            src: 'loadQuote',
            input: ({ context }) => ({ rateQuoteId: context.requoteFrom ?? '', region: context.region, tokens: context.tokens }),
            onDone: {
              target: '#previousQuotes.requoted',
              actions: [{ type: 'keepTransaction', params: ({ event }) => ({ transaction: event.output }) }, { type: 'endAs', params: { end: 'requoted' } }],
            },
            // The new quotes are shown all the same: the form then asks again from its own answers.
            onError: { target: '#previousQuotes.requoted', actions: { type: 'endAs', params: { end: 'requoted' } } },
          },
        },
      },
    },
    requoteFailed: {
      description: 'The requote failed: try again, or back to the quotes of the group',
      meta: { spec: ['quote-4.32'] },
      on: { 'requote.retry': { target: 'requoting' }, 'requote.back': { target: 'detail' } },
    },
    timedOut: {
      description: 'No answer within 300 s: try again, or back to the quotes of the group',
      meta: { spec: ['quote-4.32', 'quote-9.1'] },
      on: { 'requote.retry': { target: 'requoting' }, 'requote.back': { target: 'detail' } },
    },
    requoted: {
      description: 'The new quotes: the quote form shows them (output requoted)',
      meta: { spec: ['quote-4.32'] },
      type: 'final',
    },
    restart: {
      description: "Quote not found, the third wrong date of birth, or the API's refusal past its limit: back to the start (output restart)",
      meta: { spec: ['quote-4.31', 'quote-8.6'] },
      type: 'final',
    },
    closed: {
      description: 'The visitor left the previous quotes (output closed)',
      type: 'final',
    },
  },
});

export type PreviousQuotesMachine = typeof previousQuotesMachine;
export type PreviousQuotesSnapshot = SnapshotFrom<PreviousQuotesMachine>;

/** Attempts left in the owner's dialog (quote-4.31). */
export function attemptsLeft(snapshot: PreviousQuotesSnapshot): number {
  return Math.max(0, snapshot.context.config.maxVerifyAttempts - attemptsUsed(snapshot.context));
}
