/**
 * The consent checkboxes of a page (site §3 checkboxoptions: a map of id to policy text), made
 * from its configuration and the catalog, shared by the view and its screens description. Pure:
 * nothing here renders.
 */
import { fill } from '../../src/i18n';
import type { ConsentText } from '../../src/i18n/consent';

/** A configured consent: its policy text, or its label, title and policy (src/config/consent.ts). */
export type ConfiguredConsent = string | { label: string; title?: string | undefined; policy: string };

export interface ConsentCheckbox {
  id: string;
  label: string;
  /** The policy modal's title. */
  title: string;
  /** The policy text. */
  policy: string;
  /** The button that opens the policy. */
  readLabel: string;
  /** The message of the box left unticked. */
  required: string;
}

/**
 * The page's checkboxes in page order: the configured ones (a policy text alone takes the
 * catalog's label and title of its id), else the catalog's default consents.
 */
export function consentCheckboxes(t: ConsentText, configured: Readonly<Record<string, ConfiguredConsent>> | undefined): ConsentCheckbox[] {
  const catalog: Readonly<Record<string, { label: string; title: string; policy: string }>> = t.consents;
  const entries: Array<[string, ConfiguredConsent]> = configured ? Object.entries(configured) : Object.entries(t.consents);
  return entries.map(([id, option]) => {
    const known = catalog[id];
    const label = typeof option === 'string' ? (known?.label ?? id) : option.label;
    const title = typeof option === 'string' ? (known?.title ?? t.defaultTitle) : (option.title ?? known?.title ?? t.defaultTitle);
    const policy = typeof option === 'string' ? option : option.policy;
    return { id, label, title, policy, readLabel: fill(t.readPolicy, { title }), required: fill(t.required, { title }) };
  });
}
