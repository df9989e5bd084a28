/**
 * data-config of the out-of-state widget (site-2.26, site-3.10, site-7.8, site-9.8). The states and
 * their links are page configuration: the specification lists no call for them (site §7). Every
 * state link is a same-site path or an https URL (http on the local machine in development only):
 * `safeUrl`.
 */
import * as z from 'zod/mini';
import type { Lang } from './lang';
import { configuredText, safeUrl } from './schema';

/** site-3.10: a State. */
const stateSchema = z.strictObject({
  id: z.string().check(z.regex(/^[A-Za-z]{2}$/)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
});

/** site-3.10: a State link; the link only over https (or a path of this site). */
const stateLinkSchema = z.strictObject({
  stateName: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  stateLink: safeUrl,
});

/** The page's own form action by default: the sandbox's (fixtures/sandbox/routes/outOfState.ts). */
export const DEFAULT_OUT_OF_STATE_ACTION = '/api/outofstate/subscribe';

/** site-9.8: the redirect delay, in seconds, by default. */
export const DEFAULT_REDIRECT_SECONDS = 5;

/** The states the page knows by default (names that read the same in English and Spanish). */
export const DEFAULT_STATES: ReadonlyArray<z.output<typeof stateSchema>> = [
  { id: 'TX', name: 'Texas' },
  { id: 'CA', name: 'California' },
  { id: 'AZ', name: 'Arizona' },
  { id: 'FL', name: 'Florida' },
  { id: 'NV', name: 'Nevada' },
  { id: 'CO', name: 'Colorado' },
  { id: 'OK', name: 'Oklahoma' },
  { id: 'GA', name: 'Georgia' },
  { id: 'IL', name: 'Illinois' },
  { id: 'OH', name: 'Ohio' },
  { id: 'UT', name: 'Utah' },
];

/**
 * The state links by default: California goes to the site's own California quote page (in the
 * page's language) at its first step, as the quote-by-ZIP form does (`#driver1`, site-2.21), so
 * Back from there comes straight back here; Nevada to an example partner site over https. Every
 * other state gets the form.
 */
export function defaultStateLinks(lang: Lang): Array<z.output<typeof stateLinkSchema>> {
  return [
    { stateName: 'California', stateLink: lang === 'es' ? '/es/quote-ca/#driver1' : '/quote-ca/#driver1' },
    { stateName: 'Nevada', stateLink: 'https://www.silverstate-partner.example/' },
  ];
}

export const outOfStateConfigSchema = z.strictObject({
  /** site-3.10: the states (id, name). Default DEFAULT_STATES. */
  states: z._default(z.array(stateSchema).check(z.minLength(1), z.maxLength(80)), () => [...DEFAULT_STATES]),
  /** site-3.10: the state links (stateName, stateLink). Default: defaultStateLinks in the page's language. */
  stateLinks: z.optional(z.array(stateLinkSchema).check(z.maxLength(80))),
  /** site-9.8: the redirect delay, in seconds. */
  redirectSeconds: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(60)), DEFAULT_REDIRECT_SECONDS),
  /** site-7.8: the form's own action (a same-site path or https). */
  formAction: z._default(safeUrl, DEFAULT_OUT_OF_STATE_ACTION),
  /** site-7.8: the form's redirect field: where its handler sends the visitor. Default: this language's home page. */
  redirect: z.optional(safeUrl),
  /** Configured messages; each defaults to the page language's catalog text ({state}: the state's name). */
  messages: z._default(
    z.strictObject({
      redirectMessage: configuredText,
      formMessage: configuredText,
      thankYou: configuredText,
      submitFailed: configuredText,
    }),
    {},
  ),
});

export type OutOfStateConfig = z.output<typeof outOfStateConfigSchema>;
