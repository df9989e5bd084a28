/**
 * Section 4, the underwriting questions (portal-3.19, portal-5.15, portal-9.18), drawn from the
 * questions' chart: each question in the carrier's order, with Yes / No (the question's own values,
 * Y and N by default) or its answers; after a Next with problems, the unanswered message (with the
 * primary driver's first name) and each wrong answer's own message under its question, and a
 * summary that takes focus. No question: the section stays empty and Next goes on. The questions
 * not read: a retry. `QuestionsPanel` draws the section from the questions' chart, Back where its
 * page says: the payment and e-sign page's driver step draws it too (views/esign/DetailsSection.tsx).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { BindingMachine } from '../../machines/binding/binding.machine';
import type { QuestionsMachine } from '../../machines/binding/questions.machine';
import { questionProblems, yesNoValues, type UnderwritingQuestion } from '../../machines/binding/questions.rules';
import { questionsOf, questionsScreen, type QuestionsActor } from '../../machines/binding/selectors';
import { Button, ErrorSummary, Spinner } from '../../src/ui';
import { RadioGroupInput, SelectInput } from '../../src/ui/form';
import { BindingFlow } from './BindingFlow';
import { SectionHeading } from './SectionHeading';
import { useBindingTexts } from './texts';

type Snap = SnapshotFrom<QuestionsMachine>;

const selectQuestions = (s: SnapshotFrom<BindingMachine>) => questionsOf(s);
const selectPrimaryName = (s: SnapshotFrom<BindingMachine>) => s.context.drivers.find((d) => d.primaryDriver)?.firstName ?? '';
const selectAsking = (s: Snap) => ({ screen: questionsScreen(s), questions: s.context.questions, answers: s.context.answers, checked: s.context.checked });

export function QuestionsSection() {
  const actor = BindingFlow.useActorRef();
  const questions = useSelector(actor, selectQuestions);
  const firstName = useSelector(actor, selectPrimaryName);
  return <QuestionsPanel actor={questions} firstName={firstName} onBack={() => actor.send({ type: 'step.back' })} />;
}

/** The section drawn from the questions' chart; `firstName` the primary driver's (the unanswered message), `onBack` the page's Back. */
export function QuestionsPanel({ actor, firstName, onBack }: { actor: QuestionsActor | null; firstName: string; onBack: () => void }) {
  const { t } = useBindingTexts();
  return (
    <section className="binding__section">
      <SectionHeading>{t.questions.heading}</SectionHeading>
      {actor && <Questions actor={actor} firstName={firstName} onBack={onBack} />}
    </section>
  );
}

function Questions({ actor, firstName, onBack }: { actor: QuestionsActor; firstName: string; onBack: () => void }) {
  const { t, common, form } = useBindingTexts();
  const q = t.questions;
  const v = useSelector(actor, selectAsking, shallowEqual);
  const [submits, setSubmits] = useState(0);
  const back = (
    <Button variant="secondary" onClick={onBack}>
      {t.page.back}
    </Button>
  );
  if (v.screen === 'loading') {
    return (
      <>
        <Spinner label={q.loading} />
        <div className="binding__nav">{back}</div>
      </>
    );
  }
  if (v.screen === 'failed') {
    return (
      <>
        <p className="ui-notice ui-notice--error" role="alert">
          {q.failed}
        </p>
        <div className="binding__nav">
          {back}
          <Button onClick={() => actor.send({ type: 'questions.retry' })}>{t.page.retry}</Button>
        </div>
      </>
    );
  }
  const problems = v.checked ? questionProblems(v.questions, v.answers, firstName, t.configured.questionsRequired) : {};
  const summary = v.questions.filter((x) => problems[x.questionCd]).map((x) => ({ fieldId: `binding-q-${x.questionCd}`, message: problems[x.questionCd]!.message }));
  return (
    <form
      noValidate
      className="binding__questions"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmits((n) => n + 1);
        actor.send({ type: 'questions.next' });
      }}
    >
      {v.screen === 'none' ? <p>{q.none}</p> : <p>{q.lead}</p>}
      <ErrorSummary title={form.summaryTitle} errors={summary} focusKey={submits} />
      {v.questions.map((question) => (
        <Question
          key={question.questionCd}
          question={question}
          value={v.answers[question.questionCd] ?? ''}
          error={problems[question.questionCd]?.message}
          errorPrefix={common.errorPrefix}
          onAnswer={(answer) => actor.send({ type: 'answer.set', questionCd: question.questionCd, answer })}
        />
      ))}
      <div className="binding__nav">
        {back}
        <Button type="submit">{t.page.next}</Button>
      </div>
    </form>
  );
}

function Question({ question, value, error, errorPrefix, onAnswer }: { question: UnderwritingQuestion; value: string; error: string | undefined; errorPrefix: string; onAnswer: (answer: string) => void }) {
  const { t } = useBindingTexts();
  const id = `binding-q-${question.questionCd}`;
  if (question.questionType === 'yesno' || question.answers.length === 0) {
    const { yes, no } = yesNoValues(question);
    return (
      <RadioGroupInput
        id={id}
        name={id}
        legend={question.questionText}
        inline
        required
        options={[
          { value: yes, label: t.questions.yes },
          { value: no, label: t.questions.no },
        ]}
        value={value}
        onValueChange={onAnswer}
        error={error}
        errorPrefix={errorPrefix}
      />
    );
  }
  return (
    <SelectInput
      id={id}
      name={id}
      label={question.questionText}
      required
      placeholder={t.questions.choose}
      options={question.answers.map((answer) => ({ value: answer, label: answer }))}
      value={value}
      onValueChange={onAnswer}
      error={error}
      errorPrefix={errorPrefix}
    />
  );
}
