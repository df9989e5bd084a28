/**
 * The underwriting questions chart alone: the paths of its graph, each replayed on a real actor
 * whose call the test answers, with the carrier asked, the order kept and the answers it ends with.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { runPathOnMachine } from '../../src/paths/play';
import { definePathModel } from '../../src/paths/types';
import { questionsMachine, type QuestionsInput } from './questions.machine';
import type { UnderwritingQuestion } from './questions.rules';

const question = (questionCd: string, over: Partial<UnderwritingQuestion> = {}): UnderwritingQuestion => ({
  questionCd,
  questionText: `Question ${questionCd}?`,
  questionType: 'yesno',
  answers: [],
  validationrequired: false,
  validanswer: '',
  errormessage: '',
  yesValue: 'Y',
  noValue: 'N',
  ...over,
});
const SUSPENDED = question('SUSP', { validationrequired: true, validanswer: 'N', errormessage: 'We cannot bind a policy for a suspended licence.' });
const asked = [question('PRIOR'), SUSPENDED, question('SR22')];
const input: QuestionsInput = { region: 'main', carrierId: '101', config: { questionorder: ['SUSP'], enableactiontype: null }, answers: { PRIOR: 'Y' } };
const route = { description: 'the call answers as the outcome says' };

const model = definePathModel({
  id: 'questions',
  machine: questionsMachine,
  inputs: [{ label: 'a carrier with three questions, one answered already', input, sandbox: route }],
  userEvents: [
    { label: 'answers the suspended licence question wrongly', event: { type: 'answer.set', questionCd: 'SUSP', answer: 'Y' } },
    { label: 'answers the suspended licence question', event: { type: 'answer.set', questionCd: 'SUSP', answer: 'N' } },
    { label: 'answers the SR-22 question', event: { type: 'answer.set', questionCd: 'SR22', answer: 'N' } },
    { label: 'goes on', event: { type: 'questions.next' } },
    { label: 'tries again', event: { type: 'questions.retry' } },
  ],
  // What the guards read: the answers given.
  distinguish: (context) => [context.answers.SUSP ?? '', context.answers.SR22 ?? ''],
  actors: {
    questions: [
      { label: 'three questions', result: { done: asked }, sandbox: route },
      { label: 'no question', result: { done: [] }, sandbox: route },
      { label: 'HTTP 500', result: { error: { kind: 'http', status: 500, message: 'fault' } }, sandbox: route },
    ],
  },
});

const generated = generatePaths(model);

describe('the questions chart alone: every path of its graph', () => {
  it('covers every state and transition', () => {
    console.log(formatCoverage(generated));
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
  });

  for (const path of generated.paths) {
    it(`[portal-3.19 portal-5.15] ${path.title}`, async () => {
      await runPathOnMachine(model, path, {
        onStep: (step, controller) => {
          if (step.leaves.includes('loading')) expect(controller.lastInput('questions')).toEqual({ region: 'main', carrierId: '101' });
        },
      });
    });
  }
});

describe('what the chart ends with', () => {
  const run = async (questions: UnderwritingQuestion[], events: Array<{ type: 'answer.set'; questionCd: string; answer: string } | { type: 'questions.next' }>) => {
    const actor = createActor(questionsMachine.provide({ actors: { questions: fromPromise(async () => questions) } }), { input });
    actor.start();
    await waitFor(actor, (s) => !s.hasTag('loading'));
    for (const e of events) actor.send(e);
    return actor.getSnapshot();
  };

  it('[portal-5.15 portal-9.18] the carrier\'s order: the listed question first; a wrong answer where validation is required keeps the customer there', async () => {
    const s = await run(asked, [{ type: 'answer.set', questionCd: 'SUSP', answer: 'Y' }, { type: 'answer.set', questionCd: 'SR22', answer: 'N' }, { type: 'questions.next' }]);
    expect(s.context.questions.map((q) => q.questionCd)).toEqual(['SUSP', 'PRIOR', 'SR22']);
    expect(s.value).toBe('asking');
    expect(s.context.checked).toBe(true);
  });

  it('[portal-5.15] every answer valid: done with the answers in the order asked', async () => {
    const s = await run(asked, [{ type: 'answer.set', questionCd: 'SUSP', answer: 'N' }, { type: 'answer.set', questionCd: 'SR22', answer: ' N ' }, { type: 'questions.next' }]);
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ answers: [{ questionCd: 'SUSP', answer: 'N' }, { questionCd: 'PRIOR', answer: 'Y' }, { questionCd: 'SR22', answer: 'N' }] });
  });

  it('[portal-8.9] no question for the carrier: the section is empty and Next goes on', async () => {
    const s = await run([], [{ type: 'questions.next' }]);
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ answers: [] });
  });

  it('[portal-5.15] an answer to a question not asked is ignored', async () => {
    const s = await run(asked, [{ type: 'answer.set', questionCd: 'OTHER', answer: 'Y' }]);
    expect(s.context.answers).toEqual({ PRIOR: 'Y' });
  });
});
