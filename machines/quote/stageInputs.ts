/**
 * What the quote chart (machines/quote/quote.machine.ts) gives each chart and call it invokes: one
 * named function per invoke, from the chart's context, passed as the invoke's `input`. Pure; each
 * child chart's module says what its input means.
 */
import { fieldsOf, leadWrite } from './quoteContext';
import type { QuoteStageInput } from './quoteStage.machine';
import type { QuoteContext } from './types';

type From = { context: QuoteContext };

/**
 * How long Continue on driver2 waits for the lead store (quote-7.31) before the address step
 * shows anyway: the visitor never waits on the agency's record keeping for more than this.
 */
export const LEAD_WRITE_TIMEOUT_MS = 5_000;

/** quote-7.30: the recorder, on the endpoint the form starts on, with the visitor's token store. */
export const recordsInput = ({ context }: From) => ({ region: context.region, tokens: context.settings.tokens });

/** The opening (machines/quote/opening.machine.ts): the token store, the endpoint, the brand, an affiliate's lead to load. */
export const openingInput = ({ context }: From) => ({
  tokens: context.settings.tokens,
  region: context.region,
  brand: context.settings.brand,
  affiliateParams: context.affiliateParams,
  // The stages after driver1 are later code: a visit that may open past driver1 waits for it first.
  needsLaterCode: !context.codeLoaded && (context.affiliateParams?.affiliate != null || context.navigation.reached !== 'driver1'),
});

/** The first driver step (machines/quote/driver1.machine.ts): its answers, what was found and read, the page's settings. */
export const driver1Input = ({ context }: From) => ({
  driver1: context.answers.driver1,
  driver3: context.answers.driver3,
  drivers: context.answers.drivers,
  found: context.answers.found,
  commonId: context.answers.commonId,
  zipChecked: context.answers.zipChecked,
  ocrRead: context.answers.ocrRead,
  licenceFileId: context.answers.licenceFileId,
  codeLoaded: context.codeLoaded,
  brand: context.settings.brand,
  region: context.region,
  tokens: context.settings.tokens,
  lookupStrategy: context.settings.lookupStrategy,
  primaryAge: context.settings.primaryAge,
  now: context.settings.now,
});

/** quote-3.12, quote-7.31: the lead write after the contact step, given up after LEAD_WRITE_TIMEOUT_MS. */
export const contactLeadInput = ({ context }: From) => ({ ...leadWrite(fieldsOf(context)), timeoutMs: LEAD_WRITE_TIMEOUT_MS });

/** The address step (machines/quote/address.machine.ts): its values and ZIP lookup, the endpoint and its token. */
export const addressInput = ({ context }: From) => ({
  values: context.answers.driver3,
  zipChecked: context.answers.zipChecked,
  region: context.region,
  tokens: context.settings.tokens,
  brand: context.settings.brand,
  licenseIdRequired: context.settings.licenseIdRequired,
});

/** The driver list (machines/quote/driverList.machine.ts): the drivers, the main driver's address, the age limits. */
export const driverListInput = ({ context }: From) => ({
  drivers: context.answers.drivers,
  primaryAddress: { address: context.answers.driver3.address, address2: context.answers.driver3.address2, city: context.answers.driver3.city, state: context.answers.driver3.state, zip: context.answers.driver3.zip },
  primaryAge: context.settings.primaryAge,
  additionalAge: context.settings.additionalAge,
  now: context.settings.now,
});

/** The vehicle list (machines/quote/vehicleList.machine.ts): the vehicles, the household, the driver's state. */
export const vehicleListInput = ({ context }: From) => ({
  vehicles: context.answers.vehicles,
  commonId: context.answers.commonId,
  state: context.answers.driver3.state,
  region: context.region,
  tokens: context.settings.tokens,
});

/** The coverage stage (machines/quote/coverage.machine.ts): the driver's state, the language, the terms, the choice saved. */
export const coverageInput = ({ context }: From) => ({
  stateCode: context.answers.driver3.state,
  language: context.settings.lang,
  region: context.region,
  tokens: context.settings.tokens,
  terms: context.settings.terms,
  saved: context.answers.coverage,
});

/** The quote stage (machines/quote/quoteStage.machine.ts): the answers, the visit's quotes and lead, how it starts. */
export const quoteStageInput = ({ context }: From) => quoteStageInputOf(context);

/** The quote chart's context as the quote stage's chart starts on it (machines/quote/quoteStage.machine.ts, later code: its types only here). */
export function quoteStageInputOf(context: QuoteContext): QuoteStageInput {
  const { driver1, driver2, driver3, drivers, vehicles, coverage, coverageSet, found } = context.answers;
  const { affiliate, visitor, region } = context;
  const { brand, lang, tokens, terms, now, newId, rateTiming, results, cards } = context.settings;
  const { sortOption, idleAgents, buyUnavailable, transactionId, savedQuotes, lead, leadStored, quoteStart } = context.quoting;
  return {
    ...{ driver1, driver2, driver3, drivers, vehicles, coverage, coverageSet, found, affiliate, brand, lang, visitor, region, tokens, terms, now, newId },
    ...{ rateTiming, results, cards, sortOption, idleAgents, buyUnavailable, transactionId, savedQuotes, lead, leadStored },
    start: quoteStart,
  };
}

/** The previous quotes (machines/quote/previousQuotes.machine.ts): the clock, the endpoint, their settings, the age limits, the attempts kept. */
export const previousQuotesInput = ({ context }: From) => ({
  now: context.settings.now,
  region: context.region,
  tokens: context.settings.tokens,
  config: context.settings.previousQuotes,
  ageLimits: context.settings.primaryAge,
  ...(context.settings.ownerAttempts ? { attemptLog: context.settings.ownerAttempts } : {}),
});
