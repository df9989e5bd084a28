/** ZIP lookup (site-7.2): the city and state of a ZIP code, and whether a quote is available there. */
import { z } from 'zod';
import { request } from './http';

export const zipAddressSchema = z.object({
  state: z.string().min(2),
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
  zipLookup: (zip: string) => `/address/zip/${encodeURIComponent(zip)}`,
};

export function lookupZip(zip: string, brand: string, options: { signal?: AbortSignal } = {}): Promise<ZipLookup> {
  return request({
    schema: zipLookupSchema,
    path: addressPaths.zipLookup(zip),
    query: { brand },
    signal: options.signal,
  });
}
