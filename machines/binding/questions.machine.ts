/**
 * The underwriting questions of online binding (section4) and of the payment and e-sign page
 * (portal-3.19, portal-5.15): a child chart. It asks the carrier's questions
 * (GET /questions/{carrierId}), keeps those the carrier's configuration asks and in its order
 * (./questions.rules.ts `orderedQuestions`), and starts from the answers the transaction already
 * has. Next checks every answer: one unanswered (the message names the primary driver) or, where a
 * question requires it, other than its valid answer (the question's own message) keeps the customer
 * here with the problems shown; all passing, the chart is done with the answers. A carrier with no
 * questions leaves the section empty: Next goes on. A failed read says so with a retry.
 */
import { assign, setup } from 'xstate';
import { fromCall } from '../kit/call';
import type { Region } from '../../services/http';
import { getQuestions } from '../../services/binding';
import type { CarrierConfig } from './carrierConfig.rules';
import { orderedQuestions, questionProblems, questionsPass, type UnderwritingQuestion } from './questions.rules';

export interface QuestionsInput {
  region: Region;
  carrierId: string;
  config: Pick<CarrierConfig, 'questionorder' | 'enableactiontype'>;
  /** The answers the transaction already has, by question code. */
  answers: Readonly<Record<string, string>>;
}

export interface QuestionsContext extends QuestionsInput {
  questions: UnderwritingQuestion[];
  answers: Record<string, string>;
  /** Next was pressed with problems: the view shows each question's message. */
  checked: boolean;
}

export interface QuestionsOutput {
  answers: Array<{ questionCd: string; answer: string }>;
}

export type QuestionsEvent = { type: 'answer.set'; questionCd: string; answer: string } | { type: 'questions.next' } | { type: 'questions.retry' };

/** The answers of the questions asked, in their order (what the transaction and the rating request send). */
export function answersOf(context: Pick<QuestionsContext, 'questions' | 'answers'>): QuestionsOutput['answers'] {
  return context.questions.map((q) => ({ questionCd: q.questionCd, answer: (context.answers[q.questionCd] ?? '').trim() }));
}

export const questionsMachine = setup({
  types: {
    context: {} as QuestionsContext,
    events: {} as QuestionsEvent,
    input: {} as QuestionsInput,
    output: {} as QuestionsOutput,
    tags: {} as 'loading',
  },
  actors: {
    questions: fromCall<UnderwritingQuestion[], { region: Region; carrierId: string }>(({ input, signal }) => getQuestions(input.carrierId, { region: input.region, signal })),
  },
  guards: {
    hasQuestions: (_, p: { questions: UnderwritingQuestion[] }) => p.questions.length > 0,
    /** portal-5.15: every question answered, and validly where required (the messages are the view's). */
    allPass: ({ context }) => questionsPass(questionProblems(context.questions, context.answers, '', '')),
    /** An answer to a question asked here. */
    isAsked: ({ context }, p: { questionCd: string }) => context.questions.some((q) => q.questionCd === p.questionCd),
  },
  actions: {
    assignQuestions: assign(({ context }, p: { questions: UnderwritingQuestion[] }) => ({ questions: orderedQuestions(p.questions, context.config) })),
    setAnswer: assign(({ context }, p: { questionCd: string; answer: string }) => ({ answers: { ...context.answers, [p.questionCd]: p.answer } })),
    markChecked: assign({ checked: true }),
  },
}).createMachine({
  id: 'questions',
  description: "The carrier's underwriting questions: every one answered, and validly where required",
  context: ({ input }) => ({ ...input, answers: { ...input.answers }, questions: [], checked: false }),
  initial: 'loading',
  states: {
    loading: {
      description: "Reading the carrier's questions",
      tags: ['loading'],
      meta: { spec: ['portal-3.19'] },
      invoke: {
        id: 'questions',
        src: 'questions',
        input: ({ context }) => ({ region: context.region, carrierId: context.carrierId }),
        onDone: [
          {
            guard: { type: 'hasQuestions', params: ({ context, event }) => ({ questions: orderedQuestions(event.output, context.config) }) },
            target: 'asking',
            actions: { type: 'assignQuestions', params: ({ event }) => ({ questions: event.output }) },
          },
          { target: 'none' },
        ],
        onError: { target: 'failed' },
      },
    },
    asking: {
      description: 'The questions, in the carrier\'s order; after a Next with problems, each problem under its question',
      meta: { spec: ['portal-5.15', 'portal-9.18'] },
      on: {
        'answer.set': { guard: { type: 'isAsked', params: ({ event }) => ({ questionCd: event.questionCd }) }, actions: { type: 'setAnswer', params: ({ event }) => ({ questionCd: event.questionCd, answer: event.answer }) } },
        'questions.next': [{ guard: 'allPass', target: 'answered' }, { actions: 'markChecked' }],
      },
    },
    none: {
      description: 'No question for this carrier: the section stays empty',
      meta: { spec: ['portal-8.9'] },
      on: { 'questions.next': { target: 'answered' } },
    },
    failed: {
      description: 'The questions could not be read: a retry',
      on: { 'questions.retry': { target: 'loading' } },
    },
    answered: { type: 'final', description: 'Every question answered' },
  },
  output: ({ context }) => ({ answers: answersOf(context) }),
});

export type QuestionsMachine = typeof questionsMachine;
