/**
 * The out-of-state page's rules (site-2.26, site-3.10, site-9.8), without the chart: which state
 * the page is for, its state link, and the email the form may send (site-5.4).
 */
import { isPresent } from '../src/rules/empty';
import { EMAIL_PATTERN } from '../src/rules/fieldRules';

/** site-3.10: a State (id, name). */
export interface UsState {
  id: string;
  name: string;
}

/** site-3.10: a State link (stateName, stateLink). */
export interface StateLink {
  stateName: string;
  stateLink: string;
}

/** The state the page is for: its two-letter code (what the form sends) and its name when the list has it. */
export interface VisitorState {
  code: string;
  name: string | null;
}

/** site-2.26: the query parameter state, else the stored customer state; a missing value (portal-5.19) is none. */
export function stateParam(query: string | null | undefined, stored: string | null | undefined): string | null {
  if (isPresent(query)) return query.trim();
  if (isPresent(stored)) return stored.trim();
  return null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The visitor's state from the parameter: a State of the list by id or by name (any case), else a
 * two-letter code the list does not have (no name), else none.
 */
export function resolveState(param: string | null, states: readonly UsState[]): VisitorState | null {
  if (param === null) return null;
  const known = states.find((s) => same(s.id, param) || same(s.name, param));
  if (known) return { code: known.id.trim().toUpperCase(), name: known.name };
  return /^[A-Za-z]{2}$/.test(param) ? { code: param.toUpperCase(), name: null } : null;
}

/** site-2.26, site-3.10: the state link of the visitor's state: by stateName (the state's name, or its code), any case. */
export function findStateLink(state: VisitorState | null, links: readonly StateLink[]): string | null {
  if (state === null) return null;
  const link = links.find((l) => same(l.stateName, state.code) || (state.name !== null && same(l.stateName, state.name)));
  return link ? link.stateLink : null;
}

/** site-5.4: the email pattern of the out-of-state form. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
