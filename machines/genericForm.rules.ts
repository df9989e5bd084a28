/**
 * The generic form's rules (site-5.7 to site-5.9), without the chart: every field judged on
 * submit, the checkbox values a native submit sends, the spam trap, the captcha. The messages are
 * the field's own (its attributes), else the catalog's defaults with the field's label.
 */
import type { FormField } from '../src/config/genericForm';

/** The standard email pattern (the form kit's, src/rules/fieldRules.ts; a test keeps them equal without loading yup here). */
export const FORM_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** What a submit carries: each field's value (text as typed, a checkbox ticked or not). */
export type FormValues = Record<string, string | boolean>;

/** The default messages (the catalog's), `{label}` the field's label. */
export interface DefaultMessages {
  required: string;
  constraint: string;
  checkboxRequired: string;
}

/** A field's constraint: its pattern, else the email pattern for an email field, else none. */
export function constraintOf(field: FormField): RegExp | null {
  if (field.pattern) return new RegExp(`^(?:${field.pattern})$`, 'u');
  return field.kind === 'email' ? FORM_EMAIL_PATTERN : null;
}

const fillLabel = (template: string, label: string) => template.replace('{label}', label);

/**
 * site-5.7: the field's problem, or null. An empty required field: its required message; a value
 * (required or optional) not matching its constraint: its constraint message. A checkbox is judged
 * only by `required`.
 */
export function fieldProblem(field: FormField, value: string | boolean | undefined, defaults: DefaultMessages): string | null {
  if (field.kind === 'checkbox') {
    return field.required && value !== true ? (field.requiredMessage ?? fillLabel(defaults.checkboxRequired, field.label)) : null;
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return field.required ? (field.requiredMessage ?? fillLabel(defaults.required, field.label)) : null;
  const constraint = constraintOf(field);
  if (constraint && !constraint.test(text)) return field.constraintMessage ?? fillLabel(defaults.constraint, field.label);
  return null;
}

/** site-5.7: every field judged, in page order: the failing ones with their messages. */
export function formProblems(fields: readonly FormField[], values: FormValues, defaults: DefaultMessages): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values[field.name], defaults);
    if (problem !== null) problems[field.name] = problem;
  }
  return problems;
}

/** site-5.7: the first failing field in page order (it takes focus), or null. */
export function firstFailing(fields: readonly FormField[], problems: Record<string, string>): string | null {
  return fields.find((f) => f.name in problems)?.name ?? null;
}

/** site-5.7: what a checkbox submits: "checked" ticked; unticked, empty when required, else "Unchecked". */
export function checkboxValue(checked: boolean, required: boolean): string {
  if (checked) return 'checked';
  return required ? '' : 'Unchecked';
}

/** site-5.8: the spam trap holds anything at all. */
export function isSpam(trap: string): boolean {
  return trap.length > 0;
}

/** site-5.9: with a captcha present, a submit needs a non-empty response. */
export function captchaMissing(present: boolean, response: string | null): boolean {
  return present && (response === null || response.trim() === '');
}
