/**
 * The first driver's lookup (quote-4.10, quote-5.8): which calls are made, in order, and the
 * invoked logic that makes them. A licence number with a complete date of birth always asks the
 * licence lookup (`/search/driver/dl`, quote-5.8). The configured strategy (fenris, public, both,
 * publicWithoutSearchApi, customerRateQuoteId; "public" by default) decides the searches by name,
 * which the specification names but does not describe. Our reading, from the calls of §7:
 *
 * | strategy               | a licence number typed            | names and date of birth only (no licence number) |
 * | ---------------------- | --------------------------------- | ------------------------------------------------ |
 * | fenris                 | the licence lookup                | none (fenris reads licences)                     |
 * | public (the default)   | the licence lookup                | the search API by name (`/search/driver/search`), then the public search (`POST /search/driver/public`) |
 * | publicWithoutSearchApi | the licence lookup                | the public search only                           |
 * | both                   | the licence lookup, then the two name searches | the two name searches               |
 * | customerRateQuoteId    | the licence lookup                | none: the driver comes from the saved quote the address names |
 *
 * A call is made only with what it needs (a licence number, or both names; a date of birth
 * always). The calls stop at the first that finds a driver; a failed call does not stop the next;
 * the lookup fails only when every call made failed, and finding nobody is an answer, not a failure.
 */
import { fromVisitorCall } from '../kit/token';
import type { Region } from '../../services/http';
import type { DriversAnswer } from '../../services/search';
import type { TokenStore } from '../../services/tokens';
import { isValidName } from './quote.rules';

// The strategies are configuration (the page's data-config names one): src/config/quote.ts.
import { DEFAULT_LOOKUP_STRATEGY, LOOKUP_STRATEGIES, type LookupStrategy } from '../../src/config/quote';
export { DEFAULT_LOOKUP_STRATEGY, LOOKUP_STRATEGIES, type LookupStrategy };

export type LookupCall = 'licence' | 'searchApi' | 'publicSearch';

/** What the visitor gave on driver1. */
export interface LookupAsk {
  license: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD; blank when the date of birth is not complete. */
  dob: string;
}

/** The searches by name of each strategy (the licence lookup is not the strategy's: a licence number asks it). */
const NAME_SEARCHES: Readonly<Record<LookupStrategy, readonly LookupCall[]>> = {
  fenris: [],
  public: ['searchApi', 'publicSearch'],
  both: ['searchApi', 'publicSearch'],
  publicWithoutSearchApi: ['publicSearch'],
  customerRateQuoteId: [],
};

/** The calls made for what was given, in order (see the table above; none without a date of birth). */
export function lookupPlan(strategy: LookupStrategy, ask: LookupAsk): LookupCall[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ask.dob)) return [];
  const hasLicense = ask.license.trim() !== '';
  const hasNames = isValidName(ask.firstName) && isValidName(ask.lastName);
  const licence: LookupCall[] = hasLicense ? ['licence'] : [];
  const byName = hasNames && (!hasLicense || strategy === 'both') ? NAME_SEARCHES[strategy] : [];
  return [...licence, ...byName];
}

/** What the lookup found, and which call found it (null: nobody, or no call made). */
export interface LookupResult extends DriversAnswer {
  by: LookupCall | null;
}

type Opts = { signal?: AbortSignal | undefined; region?: Region };

/** The search calls (and their schemas) load with the first lookup, not with the first step. */
async function call(which: LookupCall, ask: LookupAsk, options: Opts): Promise<DriversAnswer> {
  const { searchDriverByLicense, searchDriversByName, searchDriversPublic } = await import('../../services/search');
  switch (which) {
    case 'licence':
      return searchDriverByLicense({ licenseNumber: ask.license, dob: ask.dob, fetchAddress: true }, options);
    case 'searchApi':
      return searchDriversByName({ firstName: ask.firstName, lastName: ask.lastName, dob: ask.dob }, options);
    case 'publicSearch':
      return searchDriversPublic({ name: ask.firstName, surName: ask.lastName, dob: ask.dob, fetchAddress: true }, options);
  }
}

/** Make the strategy's calls in order until one finds a driver (see the table above). */
export async function lookUpDriver(strategy: LookupStrategy, ask: LookupAsk, options: Opts = {}): Promise<LookupResult> {
  const plan = lookupPlan(strategy, ask);
  let failure: unknown = null;
  let answered = false;
  for (const which of plan) {
    try {
      const answer = await call(which, ask, options);
      answered = true;
      if (answer.drivers.length > 0) return { ...answer, by: which };
    } catch (error) {
      if (options.signal?.aborted) throw error;
      failure = error;
    }
  }
  if (!answered && failure !== null) throw failure;
  return { drivers: [], by: null };
}

/** The chart's invoked logic for the lookup: its calls carry the visitor's token, and a refused token is renewed once for the whole lookup. */
export const driverLookupLogic = fromVisitorCall<LookupResult, { strategy: LookupStrategy; ask: LookupAsk; region: Region; tokens: TokenStore }>(({ input, signal }) =>
  lookUpDriver(input.strategy, input.ask, { signal, region: input.region }),
);
