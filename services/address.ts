/**
 * ZIP lookup (site-7.2; quote 001 §7 `GET /api/address/citybyzip` with `zip`): the city and state
 * of a ZIP code, and whether a quote is available there. The home form and the quote form share it.
 */
import * as z from 'zod/mini';
import { request } from './http';

export const zipAddressSchema = z.object({
  zip: z.optional(z.string()),
  state: z.string().check(z.minLength(2)),
  city: z.string(),
});

export const zipLookupSchema = z.object({
  addresses: z.array(zipAddressSchema),
  /** Spelled as the agency API spells it. */
  isQuoteAvaliable: z.boolean(),
});

export type ZipAddress = z.infer<typeof zipAddressSchema>;
export type ZipLookup = z.infer<typeof zipLookupSchema>;

export const addressPaths = {
  cityByZip: '/address/citybyzip',
};

export function lookupZip(zip: string, brand: string, options: { signal?: AbortSignal } = {}): Promise<ZipLookup> {
  return request({
    schema: zipLookupSchema,
    path: addressPaths.cityByZip,
    query: { zip, brand },
    signal: options.signal,
  });
}
