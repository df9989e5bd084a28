/**
 * The new-password rules (site-5.5, site-9.6): 6 to 12 characters with a lowercase letter, an
 * uppercase letter, a digit and a special character. Pure functions: the set-password form's
 * live checklist reads `passwordChecklist`, its yup schema (passwordForm.ts) `isAcceptablePassword`.
 *
 * Where the specification is silent (decided, docs: notes of the set-password flow):
 * - characters are counted as a person counts them (code points: "ñ" or an emoji is one);
 * - letters are any script's ("ñ", "É" count as lowercase and uppercase), digits any decimal digit;
 * - a special character is anything else that is visible: a space, a tab or an invisible
 *   character (a zero-width space from a paste) is not one, though it counts towards the length;
 * - a password is never trimmed or changed: what is typed is what is judged and sent.
 */

/** site-9.6: the shortest and the longest password. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 12;

export type PasswordRequirement = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';

/** The checklist's order (site-5.5 lists them so). */
export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = ['length', 'lowercase', 'uppercase', 'digit', 'special'];

const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
/** Not a letter, not a number, not a space, not a control or invisible (format) character. */
const SPECIAL = /[^\p{L}\p{N}\p{Z}\s\p{C}]/u;

/** The length of a password as a person counts it (an emoji is one character, not two). */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}

/** Whether one requirement is met. */
export function meetsRequirement(password: string, requirement: PasswordRequirement): boolean {
  switch (requirement) {
    case 'length': {
      const n = passwordLength(password);
      return n >= PASSWORD_MIN_LENGTH && n <= PASSWORD_MAX_LENGTH;
    }
    case 'lowercase':
      return LOWERCASE.test(password);
    case 'uppercase':
      return UPPERCASE.test(password);
    case 'digit':
      return DIGIT.test(password);
    case 'special':
      return SPECIAL.test(password);
  }
}

export interface ChecklistItem {
  requirement: PasswordRequirement;
  met: boolean;
}

/** The live checklist: every requirement in order, met or not. */
export function passwordChecklist(password: string): ChecklistItem[] {
  return PASSWORD_REQUIREMENTS.map((requirement) => ({ requirement, met: meetsRequirement(password, requirement) }));
}

/** site-5.5: a password meeting every requirement. */
export function isAcceptablePassword(password: string): boolean {
  return PASSWORD_REQUIREMENTS.every((r) => meetsRequirement(password, r));
}
