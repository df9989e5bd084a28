/**
 * The ZIP lookup the address step (machines/quote/address.machine.ts) and the licence photo's ZIP on
 * driver1 (machines/quote/driver1.machine.ts) share: the call and whether its answer offers a quote.
 * Apart from the address chart, which comes with the later code.
 */
import { fromCall } from '../kit/call';
import { lookupZip, type ZipLookup } from '../../services/address';

/** The ZIP looked up (quote-7.8): its cities and states, and whether a quote is available there. */
export const lookupZipLogic = fromCall<ZipLookup, { zip: string; brand: string }>(({ input, signal }) => lookupZip(input.zip, input.brand, { signal }));

/** A lookup that offers a quote: available, with an address. */
export function isQuoteAvailable(lookup: ZipLookup): boolean {
  return lookup.isQuoteAvaliable && lookup.addresses.length > 0;
}
