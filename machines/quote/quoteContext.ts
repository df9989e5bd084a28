/**
 * The quote chart's context and what it is made of: where a visit opens and how far it reached, the
 * context it starts with and a Start over's, the visit saved at each stage, an affiliate's opening,
 * the step's tracking and the lead record written from the answers. Pure; the chart
 * (`quote.machine.ts`) reads them in its actions, guards and params.
 */
import { regionOfState } from '../../services/tokens';
import type { Region } from '../../services/http';
import type { AnalyticsEvent } from '../../src/analytics';
import { DEFAULT_LOOKUP_STRATEGY } from './driverLookup';
import { DEFAULT_AGE_LIMITS } from './driverDates.rules';
import type { AffiliateOpening } from './affiliateOpening';
import { DEFAULT_CARD_SETTINGS, DEFAULT_RATE_TIMING, DEFAULT_RESULT_SETTINGS } from './quoteSettings';
import { leadInputOf, leadWithAnswers, newLead, unquotedLead, type LeadRecord } from './quoteLead';
import { emptyDriver1, emptyDriver2, emptyDriver3 } from './quoteValues';
import { isPreviousQuotesHash, stageOfHash, stageOrder as order } from './stages';
import type { EntryStage, QuoteContext, QuoteFields, QuoteInput, QuoteNavigation, QuoteSaved, QuoteSettings, QuotingVisit, SavedQuotes, VisitAnswers } from './types';

/** Where the chart opens: the hash's stage when the saved visit reached it, else where the visit stopped, else driver1. */
export function openingStage(input: Pick<QuoteInput, 'hash' | 'saved'>): EntryStage {
  const saved = input.saved;
  // The consent section is a stage of an affiliate's visit only (quote-2.12): anyone else's opens at the coverage.
  // The quote stage opens only on the quotes the visit keeps (its transaction); without, the rate request starts from the coverage step.
  const own = (stage: EntryStage): EntryStage =>
    stage === 'quotes' && !saved?.quotes
      ? own(saved?.affiliate?.consentSection === true ? 'consent' : 'coverage')
      : stage === 'consent' && saved?.affiliate?.consentSection !== true
        ? 'coverage'
        : stage;
  const reached = own(saved ? (stageOfHash(saved.reached) ?? 'driver1') : 'driver1');
  const asked = stageOfHash(input.hash);
  if (asked && order(asked) <= order(reached)) return asked;
  return own(saved ? (stageOfHash(saved.stage) ?? 'driver1') : 'driver1');
}

/** quote-4.5: the endpoint the form starts on: California's on the California page or for a California driver. */
export function startRegion(input: Pick<QuoteInput, 'californiaPage' | 'saved' | 'storedAddress'>): Region {
  const state = input.saved?.driver3.state || input.storedAddress?.state || '';
  if (state.trim() !== '') return regionOfState(state);
  return input.californiaPage ? 'ca' : 'main';
}

/** A stage the hash may go to: the visitor's token is there, the stage reached (the consent section only for the affiliate it asks). */
export function canReach(context: QuoteContext, stage: EntryStage | null): boolean {
  return context.navigation.ready && stage !== null && order(stage) <= order(context.navigation.reached) && (stage !== 'consent' || context.affiliate?.consentSection === true);
}

export function furthest(a: EntryStage, b: EntryStage): EntryStage {
  return order(a) >= order(b) ? a : b;
}

/**
 * What a visit keeps: the quote stage only with the quotes its cards showed (their transaction,
 * `savedQuotes`); without them a visit that reached it opens at the coverage again, or at the
 * consent section it needs, and the visitor asks for quotes from there.
 */
export function keptStage(context: QuoteContext, stage: EntryStage, quotesKept: boolean): EntryStage {
  if (stage !== 'quotes' || quotesKept) return stage;
  return context.affiliate?.consentSection === true ? 'consent' : 'coverage';
}

/**
 * The visit saved as it is when `stage` is where it stopped. Saved from any other stage than the
 * quotes, the answers may have changed since the quotes: the visit no longer keeps them.
 */
export function saveParams(stage: EntryStage) {
  return ({ context }: { context: QuoteContext }) => ({
    saved: {
      stage,
      reached: keptStage(context, furthest(context.navigation.reached, stage), stage === 'quotes' && context.quoting.savedQuotes !== null),
      ...(stage === 'quotes' && context.quoting.savedQuotes ? { quotes: context.quoting.savedQuotes } : {}),
      driver1: context.answers.driver1,
      driver2: context.answers.driver2,
      driver3: context.answers.driver3,
      vehicles: context.answers.vehicles,
      coverage: context.answers.coverage,
      drivers: context.answers.drivers.filter((d) => d.isManualDriver),
      affiliate: context.affiliate,
    },
  });
}

/** The context with an affiliate's opening (quote-6.3, quote-4.11): the lead's answers, its ZIP as looked up, the landing reached. */
export function withAffiliate(context: QuoteContext, opening: AffiliateOpening): Partial<QuoteContext> {
  const { values, missing } = opening.prefill;
  const zip = opening.zip;
  return {
    navigation: { ...context.navigation, ready: true, opening: opening.landing, reached: furthest(context.navigation.reached, opening.landing) },
    affiliateParams: null,
    visitor: 'affiliate',
    affiliate: { leadId: opening.leadId, consentSection: opening.consentSection },
    affiliateMissing: missing,
    answers: {
      ...context.answers,
      driver1: values.driver1,
      driver2: values.driver2,
      // The ZIP's lookup gives the city and state, as on the address step.
      driver3: zip?.available ? { ...values.driver3, city: zip.city, state: zip.state } : values.driver3,
      zipChecked: zip ? { zip: zip.zip, available: zip.available } : null,
    },
  };
}

/** quote-9.x tracking: the step reached, never a name, email, phone, date of birth or licence. */
export function stepEvent(stage: EntryStage) {
  return ({ context }: { context: QuoteContext }): AnalyticsEvent => ({ event: 'bol_step', step: stage, usertype: context.visitor, customerState: context.answers.driver3.state || null });
}

/** What the lead record is made of: the answers, the brand, the visitor, the record so far and the clock. */
export type LeadContext = Pick<QuoteFields, 'driver1' | 'driver2' | 'driver3' | 'brand' | 'visitor' | 'lead' | 'now' | 'newId'>;

/** quote-3.12: the lead record with the answers given so far (made when there is none yet; null without contact data). */
export function leadNow(context: LeadContext): LeadRecord | null {
  const input = leadInputOf(context);
  const now = context.now();
  return context.lead ? leadWithAnswers(context.lead, input, now) : newLead(input, now, context.newId());
}

/** quote-4.15, quote-8.3: what the lead store is sent when the rate request ends with no quotes: a Lead (the cards' chart writes Quoted). */
export function leadWrite(context: LeadContext & Pick<QuoteFields, 'leadStored' | 'region' | 'tokens'>) {
  const lead = leadNow(context);
  return {
    lead: lead && unquotedLead(lead),
    create: !context.leadStored,
    region: context.region,
    tokens: context.tokens,
  };
}

/** The step the previous quotes go back to: where they were opened from; from the quote stage, the coverage (as their Close does). */
export function previousQuotesReturn(context: Pick<QuoteNavigation, 'previousFrom'>): EntryStage {
  return context.previousFrom === 'quotes' ? 'coverage' : context.previousFrom;
}

/** How far a saved visit reached: the quote stage only with its quotes kept (see keptStage). */
export function savedReach(saved: QuoteSaved): EntryStage {
  const reached = stageOfHash(saved.reached) ?? 'driver1';
  if (reached !== 'quotes' || saved.quotes) return reached;
  return saved.affiliate?.consentSection === true ? 'consent' : 'coverage';
}

/**
 * Start over: the context of a new visit on this page. The visitor's token, the page's settings
 * (terms, limits, card and result settings, the clock) and the endpoint stay; every answer, what
 * was found and looked up, the lead, the quotes and the draft go.
 */
export function freshVisit(context: QuoteContext): Partial<QuoteContext> {
  return {
    answers: emptyAnswers(),
    // The quotes whose Buy now could not be opened stay without it.
    quoting: { ...newQuoting(context.settings, null), buyUnavailable: context.quoting.buyUnavailable },
    navigation: { ...context.navigation, reached: 'driver1', opening: 'driver1', restingStage: 'driver1', opensPrevious: false, previousFrom: 'driver1', discardedVisit: false },
    visitor: 'new',
    affiliateParams: null,
    affiliate: null,
    affiliateMissing: [],
    draft: null,
    visit: context.visit + 1,
  };
}

/** The page's settings as the chart keeps them: what the input gives, with the defaults of what it leaves out. */
export function settingsOf(input: QuoteInput): QuoteSettings {
  return {
    brand: input.brand,
    tokens: input.tokens,
    lang: input.lang,
    terms: input.terms,
    primaryAge: input.primaryAge,
    additionalAge: input.additionalAge ?? DEFAULT_AGE_LIMITS.additional,
    licenseIdRequired: input.licenseIdRequired,
    now: input.now,
    notAvailableUrl: input.notAvailableUrl ?? '/coming-soon/',
    lookupStrategy: input.lookupStrategy ?? DEFAULT_LOOKUP_STRATEGY,
    results: input.results ?? DEFAULT_RESULT_SETTINGS,
    rateTiming: input.rateTiming ?? DEFAULT_RATE_TIMING,
    newId: input.newId ?? (() => crypto.randomUUID()),
    cards: input.cards ?? DEFAULT_CARD_SETTINGS,
    previousQuotes: input.previousQuotes ?? {},
    ownerAttempts: input.ownerAttempts ?? null,
  };
}

/** The quote stage's visit before any rate request: the cards in their configured order, the quotes the visit keeps (if any). */
function newQuoting(settings: Pick<QuoteSettings, 'results'>, savedQuotes: SavedQuotes | null): QuotingVisit {
  return {
    transactionId: null,
    quoteStart: { kind: 'request' },
    sortOption: settings.results.sortOption,
    idleAgents: null,
    buyUnavailable: [],
    savedQuotes,
    requoted: false,
    lead: null,
    leadStored: false,
  };
}

/** The answers of a new visit: every step empty, nothing found or read. */
function emptyAnswers(): VisitAnswers {
  return {
    driver1: emptyDriver1,
    driver2: emptyDriver2,
    driver3: emptyDriver3,
    drivers: [],
    vehicles: [],
    coverage: null,
    coverageSet: null,
    found: [],
    commonId: null,
    zipChecked: null,
    ocrRead: null,
    licenceFileId: null,
  };
}

/** The answers a visit opens with: the saved visit's, else the ZIP the home page stored. */
export function answersOf(input: Pick<QuoteInput, 'saved' | 'storedAddress'>): VisitAnswers {
  const saved = input.saved;
  return {
    ...emptyAnswers(),
    driver1: saved?.driver1 ?? emptyDriver1,
    driver2: saved?.driver2 ?? emptyDriver2,
    driver3: saved?.driver3 ?? { ...emptyDriver3, ...(input.storedAddress ?? {}) },
    drivers: saved?.drivers ?? [],
    vehicles: saved?.vehicles ?? [],
    coverage: saved?.coverage ?? null,
    // A saved visit's ZIP was checked when it was saved; the home page stored its ZIP after a lookup with a quote available.
    zipChecked: saved
      ? { zip: saved.driver3.zip, available: /^\d{5}$/.test(saved.driver3.zip) }
      : input.storedAddress
        ? { zip: input.storedAddress.zip, available: true }
        : null,
  };
}

/** The context a visit starts with: the page's settings, the saved visit's answers, where it opens. */
export function initialContext(input: QuoteInput): QuoteContext {
  const settings = settingsOf(input);
  return {
  settings,
  answers: answersOf(input),
  quoting: newQuoting(settings, input.saved?.quotes ?? null),
  navigation: {
    hash: input.hash,
    ready: false,
    stage: openingStage(input),
    opening: openingStage(input),
    reached: input.saved ? savedReach(input.saved) : 'driver1',
    restingStage: openingStage({ ...input, hash: '' }),
    opensPrevious: isPreviousQuotesHash(input.hash),
    previousFrom: 'driver1',
    otherPage: input.otherPage ?? null,
    discardedVisit: input.discardedVisit ?? false,
  },
  region: startRegion(input),
  visitor: input.saved ? 'revisit' : 'new',
  affiliateParams: input.saved ? null : (input.affiliateParams ?? null),
  affiliate: input.saved?.affiliate ?? null,
  affiliateMissing: [],
  codeLoaded: false,
  draft: input.draft ?? null,
  visit: 0,
  };
}

/** The chart's values by name, its groups spread (the quote stage's chart and the lead record read them so). */
export function fieldsOf(context: QuoteContext): QuoteFields {
  const { settings, answers, quoting, navigation, ...rest } = context;
  return { ...settings, ...answers, ...quoting, ...navigation, ...rest };
}
