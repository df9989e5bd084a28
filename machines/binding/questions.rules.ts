/**
 * The underwriting questions of online binding and the payment and e-sign page, written once for
 * both (portal-3.19, portal-5.15): which questions a carrier asks and in what order, the yes and
 * no values, and what stops progress: a question unanswered (the message names the primary
 * driver), or, where a question requires it, an answer other than its valid one (its own message).
 */
import { fill } from '../../src/i18n';
import type { CarrierConfig } from './carrierConfig.rules';

/** portal-3.19: one question as the flows hold it (services parse the API's answer into this). */
export interface UnderwritingQuestion {
  questionCd: string;
  questionText: string;
  questionType: string;
  /** The answers offered (a choice question); empty for yes/no and free answers. */
  answers: string[];
  validationrequired: boolean;
  validanswer: string;
  errormessage: string;
  /** The values a yes/no question sends: Y and N unless the question says otherwise. */
  yesValue: string;
  noValue: string;
}

/** portal-3.19: the yes and no values of a question that gives none. */
export const DEFAULT_YES = 'Y';
export const DEFAULT_NO = 'N';

/** portal-3.19: a question's yes and no values, Y and N where it gives none (or blanks). */
export function yesNoValues(q: { yesValue?: string | null; noValue?: string | null }): { yes: string; no: string } {
  const value = (v: string | null | undefined, fallback: string) => (v && v.trim() !== '' ? v.trim() : fallback);
  return { yes: value(q.yesValue, DEFAULT_YES), no: value(q.noValue, DEFAULT_NO) };
}

/**
 * portal-5.15 with the carrier's question order (portal-9.18): with action type `include`, only
 * the listed questions, in the list's order; `exclude`, every question but the listed, in the
 * API's order; no action type, the listed first in the list's order, then the rest in the API's.
 * A code listed twice, or listed but not asked, is skipped.
 */
export function orderedQuestions<T extends { questionCd: string }>(questions: readonly T[], config: Pick<CarrierConfig, 'questionorder' | 'enableactiontype'>): T[] {
  const order = config.questionorder;
  const byCode = new Map(questions.map((q) => [q.questionCd, q] as const));
  const listed = [...new Set(order)].flatMap((code) => byCode.get(code) ?? []);
  const rest = questions.filter((q) => !order.includes(q.questionCd));
  if (config.enableactiontype === 'include') return listed;
  if (config.enableactiontype === 'exclude') return rest;
  return [...listed, ...rest];
}

/** What stops a question: unanswered, or an answer other than the valid one where required. */
export type QuestionProblem = { kind: 'unanswered'; message: string } | { kind: 'invalid'; message: string };

/**
 * portal-5.15: the problem of each question, by code: unanswered (a blank answer counts: the
 * template's {0} is the primary driver's first name), or, where validation is required, an
 * answer other than the valid one (compared without case and surrounding spaces), with the
 * question's own message. No problem: the code is absent.
 */
export function questionProblems(
  questions: readonly UnderwritingQuestion[],
  answers: Readonly<Record<string, string | undefined>>,
  primaryFirstName: string,
  unansweredTemplate: string,
): Record<string, QuestionProblem> {
  const problems: Record<string, QuestionProblem> = {};
  for (const q of questions) {
    const answer = (answers[q.questionCd] ?? '').trim();
    if (answer === '' || answer === 'undefined') {
      problems[q.questionCd] = { kind: 'unanswered', message: fill(unansweredTemplate, { 0: primaryFirstName.trim() }) };
    } else if (q.validationrequired && answer.toLowerCase() !== q.validanswer.trim().toLowerCase()) {
      problems[q.questionCd] = { kind: 'invalid', message: q.errormessage };
    }
  }
  return problems;
}

/** portal-5.15: every question answered, and validly where required: progress may go on. */
export function questionsPass(problems: Readonly<Record<string, QuestionProblem>>): boolean {
  return Object.keys(problems).length === 0;
}
