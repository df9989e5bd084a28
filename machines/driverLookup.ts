/**
 * The first driver's lookup (quote-4.10): which calls the configured strategy makes, in order,
 * and the invoked logic that makes them. The specification names the strategies (fenris, public,
 * both, publicWithoutSearchApi, customerRateQuoteId; "public" by default) but not what each calls.
 * Our reading, from the calls of §7:
 *
 * | strategy               | calls, in order, until one finds a driver                             |
 * | ---------------------- | --------------------------------------------------------------------- |
 * | fenris                 | the licence lookup (`/search/driver/dl`: licence number and dob)       |
 * | public (the default)   | the search API by name (`/search/driver/search`), then the public search |
 * | publicWithoutSearchApi | the public search only (`POST /search/driver/public`: name, surName, dob) |
 * | both                   | the licence lookup, then the two name searches                         |
 * | customerRateQuoteId    | none: the driver comes from the saved quote the address names          |
 *
 * A call is made only with what it needs (a licence number, or both names; a date of birth
 * always). A failed call does not stop the next; the lookup fails only when every call made
 * failed, and finding nobody is an answer, not a failure.
 */
import { fromPromise } from 'xstate';
import type { Region } from '../services/http';
import { searchDriverByLicense, searchDriversByName, searchDriversPublic, type DriversAnswer } from '../services/search';
import { isValidName } from './quote.rules';

export const LOOKUP_STRATEGIES = ['fenris', 'public', 'both', 'publicWithoutSearchApi', 'customerRateQuoteId'] as const;
export type LookupStrategy = (typeof LOOKUP_STRATEGIES)[number];
/** quote-4.10: "API type default is public". */
export const DEFAULT_LOOKUP_STRATEGY: LookupStrategy = 'public';

export type LookupCall = 'licence' | 'searchApi' | 'publicSearch';

/** What the visitor gave on driver1. */
export interface LookupAsk {
  license: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD; blank when the date of birth is not complete. */
  dob: string;
}

const STRATEGY_CALLS: Readonly<Record<LookupStrategy, readonly LookupCall[]>> = {
  fenris: ['licence'],
  public: ['searchApi', 'publicSearch'],
  both: ['licence', 'searchApi', 'publicSearch'],
  publicWithoutSearchApi: ['publicSearch'],
  customerRateQuoteId: [],
};

/** The calls a strategy makes for what was given, in order (none without a date of birth). */
export function lookupPlan(strategy: LookupStrategy, ask: LookupAsk): LookupCall[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ask.dob)) return [];
  const hasLicense = ask.license.trim() !== '';
  const hasNames = isValidName(ask.firstName) && isValidName(ask.lastName);
  return STRATEGY_CALLS[strategy].filter((call) => (call === 'licence' ? hasLicense : hasNames));
}

/** What the lookup found, and which call found it (null: nobody, or no call made). */
export interface LookupResult extends DriversAnswer {
  by: LookupCall | null;
}

type Opts = { signal?: AbortSignal | undefined; region?: Region };

function call(which: LookupCall, ask: LookupAsk, options: Opts): Promise<DriversAnswer> {
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

/** The chart's invoked logic for the lookup. */
export const driverLookupLogic = fromPromise<LookupResult, { strategy: LookupStrategy; ask: LookupAsk; region?: Region }>(({ input, signal }) =>
  lookUpDriver(input.strategy, input.ask, { signal, region: input.region }),
);
