/**
 * data-config of the quote estimate panel (site-2.17, site-3.3, site-4.1): the estimate it shows
 * (its monthly amount, its rows, the drivers and vehicles with whether each is active on it) and
 * the configured texts (the expand and collapse labels of site §3's element attributes). Without
 * `estimate` the panel shows the catalog's example estimate in the page's language.
 */
import * as z from 'zod/mini';
import { configuredText } from './schema';

const label = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const amount = z.number().check(z.minimum(0), z.maximum(1_000_000));

/** One row of the estimate: a coverage or a fee and its monthly amount. */
const rowSchema = z.strictObject({ label: label(80), amount });

/** A driver or a vehicle of the estimate; only the active ones are shown (site-2.17). */
const memberSchema = z.strictObject({
  name: label(80),
  /** A second line: the driver's relation, the vehicle's VIN end or use. */
  detail: z.optional(label(120)),
  active: z._default(z.boolean(), true),
});

export const estimateSchema = z.strictObject({
  /** The estimate's heading amount, per month. */
  monthly: amount,
  rows: z.array(rowSchema).check(z.minLength(1), z.maxLength(20)),
  drivers: z._default(z.array(memberSchema).check(z.maxLength(12)), []),
  vehicles: z._default(z.array(memberSchema).check(z.maxLength(12)), []),
});

export type Estimate = z.output<typeof estimateSchema>;
export type EstimateMember = Estimate['drivers'][number];

export const estimatePanelConfigSchema = z.strictObject({
  /** The estimate; default: the catalog's example in the page's language. */
  estimate: z.optional(estimateSchema),
  /** site-3.3: the expand and collapse labels, and the panel's title; each defaults to the catalog's text. */
  messages: z._default(
    z.strictObject({
      title: configuredText,
      expandLabel: configuredText,
      collapseLabel: configuredText,
    }),
    {},
  ),
});

export type EstimatePanelConfig = z.output<typeof estimatePanelConfigSchema>;
