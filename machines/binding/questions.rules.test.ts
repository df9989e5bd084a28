/** The underwriting questions of the binding and payment flows, rule by rule. */
import { describe, expect, it } from 'vitest';
import { carrierConfigSchema } from './carrierConfig.rules';
import { orderedQuestions, questionProblems, questionsPass, yesNoValues, type UnderwritingQuestion } from './questions.rules';

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
const asked = ['A', 'B', 'C', 'D'].map((code) => question(code));
const codes = (qs: readonly { questionCd: string }[]) => qs.map((q) => q.questionCd);
const config = (over: object) => carrierConfigSchema.parse({ carrierid: '1', ...over });

describe('which questions, in what order', () => {
  it('[portal-5.15 portal-9.18] no question order: the API\'s order', () => {
    expect(codes(orderedQuestions(asked, config({})))).toEqual(['A', 'B', 'C', 'D']);
  });
  it('[portal-5.15 portal-9.18] an order alone: the listed first, in its order, then the rest', () => {
    expect(codes(orderedQuestions(asked, config({ questionorder: 'C,A' })))).toEqual(['C', 'A', 'B', 'D']);
  });
  it('[portal-5.15 portal-9.18] include: only the listed, in the list\'s order (a code listed twice or not asked is skipped)', () => {
    expect(codes(orderedQuestions(asked, config({ questionorder: 'D,B,D,Z', enableactiontype: 'include' })))).toEqual(['D', 'B']);
  });
  it('[portal-5.15 portal-9.18] exclude: all but the listed, in the API\'s order', () => {
    expect(codes(orderedQuestions(asked, config({ questionorder: 'B', enableactiontype: 'exclude' })))).toEqual(['A', 'C', 'D']);
  });
});

describe('yes and no values', () => {
  it('[portal-3.19] Y and N unless the question gives its own', () => {
    expect(yesNoValues({})).toEqual({ yes: 'Y', no: 'N' });
    expect(yesNoValues({ yesValue: '', noValue: null })).toEqual({ yes: 'Y', no: 'N' });
    expect(yesNoValues({ yesValue: 'Yes', noValue: ' No ' })).toEqual({ yes: 'Yes', no: 'No' });
  });
});

describe('what stops progress', () => {
  const template = 'Please answer every question for {0}.';
  const qs = [question('A'), question('B', { validationrequired: true, validanswer: 'N', errormessage: 'We cannot bind a policy for a driver with a suspended licence.' }), question('C')];

  it('[portal-5.15] every question needs an answer: the message names the primary driver', () => {
    const problems = questionProblems(qs, { A: 'Y', B: 'N', C: '  ' }, ' Maria ', template);
    expect(problems).toEqual({ C: { kind: 'unanswered', message: 'Please answer every question for Maria.' } });
    expect(questionsPass(problems)).toBe(false);
    expect(questionProblems(qs, { A: 'Y', B: 'N', C: 'undefined' }, 'Maria', template).C?.kind).toBe('unanswered');
  });

  it('[portal-5.15] where validation is required, another answer shows the question\'s message and blocks', () => {
    const problems = questionProblems(qs, { A: 'N', B: 'Y', C: 'N' }, 'Maria', template);
    expect(problems).toEqual({ B: { kind: 'invalid', message: 'We cannot bind a policy for a driver with a suspended licence.' } });
    expect(questionsPass(problems)).toBe(false);
  });

  it('[portal-5.15] the valid answers (case aside) pass', () => {
    const problems = questionProblems(qs, { A: 'N', B: ' n ', C: 'Y' }, 'Maria', template);
    expect(problems).toEqual({});
    expect(questionsPass(problems)).toBe(true);
  });

  it('[portal-5.15] no question (no carrier match): nothing stops progress', () => {
    expect(questionsPass(questionProblems([], {}, 'Maria', template))).toBe(true);
  });
});
