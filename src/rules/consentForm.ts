/**
 * Field rules of the consent form (portal-5.3, portal-4.16): every consent checkbox must be
 * ticked, each with its own message (naming its policy), so the submit is unavailable until all
 * are. Messages come from the page's catalog.
 */
import * as yup from 'yup';
import { requiredCheckboxRule } from './fieldRules';

/** The form's values: per consent id, whether its box is ticked. */
export interface ConsentFormValues {
  consents: Record<string, boolean>;
}

/** Every box unticked, for the consents of the page. */
export function emptyConsentValues(ids: readonly string[]): ConsentFormValues {
  return { consents: Object.fromEntries(ids.map((id) => [id, false])) };
}

/** One required checkbox per consent; `messages` by consent id. */
export function consentFormSchema(messages: Readonly<Record<string, string>>) {
  return yup.object({
    consents: yup.object(Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, requiredCheckboxRule(message)]))),
  });
}
