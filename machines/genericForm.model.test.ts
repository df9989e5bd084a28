/** The generic form's chart and rules, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { genericFormPageInput, genericFormPathModel, SUBMITS } from '../fixtures/models/genericForm.model';
import type { FormField } from '../src/config/genericForm';
import { genericFormText } from '../src/i18n/genericForm';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import { EMAIL_PATTERN } from '../src/rules/fieldRules';
import { genericFormMachine } from './genericForm.machine';
import { captchaMissing, checkboxValue, fieldProblem, firstFailing, FORM_EMAIL_PATTERN, formProblems, isSpam } from './genericForm.rules';

const generated = generatePaths(genericFormPathModel);
const defaults = genericFormText.en.defaults;

describe('[site-5.7 site-7.14] genericForm chart, machine alone: every path, with where a spam trap goes', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const navigated: string[] = [];
      await runPathOnMachine(genericFormPathModel, path, {
        provide: (machine) => machine.provide({ actions: { navigate: (_, p: { url: string }) => void navigated.push(p.url) } }),
        onStep: (step) => {
          // [site-5.8 site-3.3] the error page, and only for a filled trap.
          expect(navigated).toEqual(step.leaves[0] === 'spam' ? ['/form-error/'] : []);
        },
      });
    });
  }
});

const text = (over: Partial<FormField> = {}): FormField => ({ name: 'f', label: 'Policy number', kind: 'text', required: false, ...over });

describe('the generic form’s rules', () => {
  it('[site-5.7 site-8.8] an empty required field shows its required message; a value off its pattern its constraint message', () => {
    const field = text({ required: true, pattern: '[A-Z]{3}-\\d{3}', requiredMessage: 'Enter the policy number.', constraintMessage: 'Use ABC-123.' });
    expect(fieldProblem(field, '', defaults)).toBe('Enter the policy number.');
    expect(fieldProblem(field, '   ', defaults)).toBe('Enter the policy number.');
    expect(fieldProblem(field, 'abc-123', defaults)).toBe('Use ABC-123.');
    // The pattern is the whole value, as the HTML pattern attribute is.
    expect(fieldProblem(field, 'XABC-123', defaults)).toBe('Use ABC-123.');
    expect(fieldProblem(field, 'ABC-123', defaults)).toBeNull();
  });

  it('[site-5.7 site-8.8] without messages of its own a field gets the catalog’s, with its label', () => {
    const field = text({ required: true, pattern: '\\d+' });
    expect(fieldProblem(field, '', defaults)).toBe('Fill in “Policy number”.');
    expect(fieldProblem(field, 'x', defaults)).toBe('“Policy number” is not in the expected format.');
    expect(fieldProblem(text({ kind: 'checkbox', required: true, label: 'I agree' }), false, defaults)).toBe('Tick “I agree” to go on.');
  });

  it('[site-5.7] an optional field is checked when it has a value, and passes empty', () => {
    const field = text({ pattern: '\\d{10}', constraintMessage: 'Ten digits.' });
    expect(fieldProblem(field, '', defaults)).toBeNull();
    expect(fieldProblem(field, '123', defaults)).toBe('Ten digits.');
    expect(fieldProblem(text({ kind: 'email' }), 'maria@', defaults)).toBe('“Policy number” is not in the expected format.');
  });

  it('[site-5.7] every field is judged, and the first failing one in page order is the one to focus', () => {
    const fields = [text({ name: 'a', required: true }), text({ name: 'b' }), text({ name: 'c', required: true })];
    const problems = formProblems(fields, { a: 'x', b: '', c: '' }, defaults);
    expect(Object.keys(problems)).toEqual(['c']);
    expect(firstFailing(fields, formProblems(fields, {}, defaults))).toBe('a');
    expect(firstFailing(fields, {})).toBeNull();
  });

  it('[site-5.7] checkbox values: checked when ticked; unticked, empty if required, else Unchecked', () => {
    expect(checkboxValue(true, true)).toBe('checked');
    expect(checkboxValue(true, false)).toBe('checked');
    expect(checkboxValue(false, true)).toBe('');
    expect(checkboxValue(false, false)).toBe('Unchecked');
  });

  it('[site-5.8 site-5.9] the spam trap holds anything; a present captcha needs a non-empty response', () => {
    expect(isSpam('')).toBe(false);
    expect(isSpam(' ')).toBe(true);
    expect(captchaMissing(true, null)).toBe(true);
    expect(captchaMissing(true, '  ')).toBe(true);
    expect(captchaMissing(true, 'token')).toBe(false);
    expect(captchaMissing(false, null)).toBe(false);
  });

  it('the email pattern is the form kit’s', () => {
    expect(FORM_EMAIL_PATTERN.source).toBe(EMAIL_PATTERN.source);
  });
});

describe('the generic form chart', () => {
  const start = (over = {}) => createActor(genericFormMachine, { input: genericFormPageInput(over) }).start();

  it('[site-5.8] a filled trap goes to the error page even when every field passes', () => {
    const actor = start();
    actor.send({ type: 'form.submit', ...SUBMITS.correct, trap: 'x' });
    expect(actor.getSnapshot().value).toBe('spam');
  });

  it('[site-5.9 site-8.8] with a captcha, a correct form without a response stays with the captcha error; with one it is sent', () => {
    const actor = start({ captcha: true });
    actor.send({ type: 'form.submit', ...SUBMITS.correct, captcha: '' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context).toMatchObject({ captchaError: true, problems: {} });
    actor.send({ type: 'form.submit', ...SUBMITS.empty, captcha: 'sandbox-captcha-pass' });
    expect(actor.getSnapshot().context.captchaError).toBe(false);
    expect(Object.keys(actor.getSnapshot().context.problems)).toEqual(['fullName', 'email', 'question', 'agree']);
    actor.send({ type: 'form.submit', ...SUBMITS.correct, captcha: 'sandbox-captcha-pass' });
    expect(actor.getSnapshot().value).toBe('sending');
  });

  it('[site-5.7] the wrong formats fail the name, the email and the optional phone, with their constraint messages', () => {
    const actor = start();
    actor.send({ type: 'form.submit', ...SUBMITS.wrongFormat });
    const fields = genericFormText.en.fields;
    const constraint = (name: string) => fields.find((f) => f.name === name)!.constraintMessage;
    expect(actor.getSnapshot().context.problems).toEqual({
      fullName: constraint('fullName'),
      email: constraint('email'),
      phone: constraint('phone'),
      agree: fields.find((f) => f.name === 'agree')!.requiredMessage,
    });
  });
});
