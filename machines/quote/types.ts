/**
 * The quote form's types: the answers of its steps, what a visit keeps, the chart's input, context
 * and events. Only types (and the stages they name, machines/quote/stages.ts): the chart, its
 * rules, the helpers beside it, the views and the path model import them from here, so none of
 * them imports the chart for its types.
 */
import type { AnalyticsEvent } from '../../src/analytics';
import type { Lang } from '../../src/config/lang';
import type { Region } from '../../services/http';
import type { LeadRecord } from '../../services/leadStore';
import type { CoverageSet } from '../../services/rating';
import type { FoundDriver } from '../../services/search';
import type { TokenStore } from '../../services/tokens';
import type { CardActionKind } from './cardAction.machine';
import type { QuoteDriver } from './driverDialog.machine';
import type { OcrDriver } from './licenceImage.machine';
import type { PreviousQuotesConfig } from './previousQuotes.machine';
import type { OwnerAttemptLog } from './previousQuotes.types';
import type { RateQuote } from './rateRequest.machine';
import type { QuoteVehicle } from './vehicleDialog.machine';
import type { LookupStrategy } from './driverLookup';
import type { AgeRange } from './driverDates.rules';
import type { QuoteStage } from './quote.rules';
import type { CardSettings, RateTiming, ResultSettings, SortOption } from './quoteSettings';
import type { EntryStage } from './stages';
import type { VisitorParams } from './visitorParams';

/** The answers' shapes the views read (views import machines, never services). */
export type { CoverageOption, CoverageProduct, CoverageSet, CoverageAmount } from '../../services/rating';
export type { VehicleDetail } from '../../services/vehicle';
export type { QuoteVehicle } from './vehicleDialog.machine';
export type { DriverAddress, DriverDialogValues, QuoteDriver } from './driverDialog.machine';
export type { RateQuote } from './rateRequest.machine';
export type { DriverStage, EntryStage } from './stages';

/** quote-2.6, quote-4.9: how the first driver is entered. */
export type LicenseMode = 'dl' | 'nondl' | 'uploadimage' | 'scanimage';

export interface DobValue { month: string; day: string; year: string }

/** driver1 (quote-2.6). */
export interface Driver1Values {
  firstName: string;
  lastName: string;
  dob: DobValue;
  licenseMode: LicenseMode;
  /** The licence number (mode dl). */
  license: string;
}

/** driver2 (quote-2.7). */
export interface Driver2Values { email: string; phone: string; consent: boolean }

/** quote-9.7 codes as the form keeps them ('' until answered). */
export type CodeAnswer = '' | '0' | '1';

/** driver3 (quote-2.8). */
export interface Driver3Values {
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  gender: CodeAnswer;
  marital: CodeAnswer;
  /** quote-3.2: 0 insured, 1 not. */
  insured: CodeAnswer;
  licenseType: string;
  licenseId: string;
  rentersAndHome: boolean;
}

export interface QuoteInput {
  brand: string;
  /** quote-6.1: the token store the widget gives (the page's storage); the chart's calls carry its anonymous token. */
  tokens: TokenStore;
  /** The page's language: the coverages are asked for in it (quote-7.12). */
  lang: Lang;
  /** The policy terms offered, in months (quote-9.3: the first is the default). */
  terms: readonly number[];
  /** The age limits of the primary driver (quote-5.5). */
  primaryAge: AgeRange;
  /** The age limits of another driver (quote-5.5: 15 to 75 unless configured). */
  additionalAge?: AgeRange;
  /** licenseId is asked for (quote-5.7). */
  licenseIdRequired: boolean;
  /** The address's hash when the page opened ("#driver2"; "" for none). */
  hash: string;
  /** What the visitor entered before (the stored prefill), or nothing. */
  saved: QuoteSaved | null;
  /**
   * The draft of the step the visitor was typing in (machines/quote/quoteRestore.rules.ts): put back into
   * that step when the form opens on it. Absent: none.
   */
  draft?: QuoteDraft | null;
  /** ZIP, city and state stored by the home page's ZIP form (site-4.4). */
  storedAddress: { zip: string; city: string; state: string } | null;
  /** The chart's clock (epoch ms): the age rules read it. */
  now: () => number;
  /** The California page (/quote-ca/): the form starts on the California endpoint (quote-4.5). */
  californiaPage?: boolean;
  /** quote-8.5: where a licence read from a photo, in a ZIP with no quote, sends the visitor (default the coming-soon page). */
  notAvailableUrl?: string;
  /**
   * quote-6.3: the address's parameters when they name an affiliate lead to load (machines/quote/quoteVisitor.ts
   * `readVisitorParams`); null or absent otherwise (a saved visit of the same lead is a revisit).
   */
  affiliateParams?: VisitorParams | null;
  /**
   * quote 001 §2, quote-4.5: the address of the other quote page (the California page, or the
   * main one) when the visit belongs there (src/widgets/quotePage.ts `pageForVisit`): the form
   * leaves for it before anything else, and the visit opens there. Null or absent: this page.
   */
  otherPage?: string | null;
  /**
   * quote 001 §2: a visit was saved whose driver's state belongs to the other quote page; the page
   * discarded it (`saved` is null) and the chart removes it from storage as it starts (`forgetVisit`).
   */
  discardedVisit?: boolean;
  /** quote-4.10: the configured driver lookup strategy ("public" by default), which decides the searches by name. */
  lookupStrategy?: LookupStrategy;
  /** What the page configures about the quote cards (machines/quote/quoteResults.rules.ts; defaults there). */
  results?: ResultSettings;
  /** quote-9.1: the rate request's timing (machines/quote/rateRequest.machine.ts; defaults there). */
  rateTiming?: RateTiming;
  /** A new transaction id for the rate request (a random UUID unless given). */
  newId?: () => string;
  /** What the page configures about the cards' buttons (machines/quote/quoteCards.ts; defaults there). */
  cards?: CardSettings;
  /** The previous quotes' settings (machines/quote/previousQuotes.machine.ts; defaults there). */
  previousQuotes?: Partial<PreviousQuotesConfig>;
  /** quote-4.31: the owner check's attempts kept per rateQuoteId beyond a page load (the page's storage); none: the chart's own count. */
  ownerAttempts?: OwnerAttemptLog;
}

/** An affiliate's visit (quote-6.3): the lead it came from, and whether the consent section is asked before the rate request (quote-2.12). */
export interface AffiliateVisit { leadId: string; consentSection: boolean }

/** What the chart keeps between visits (the stored prefill's part this stage owns). */
export interface QuoteSaved {
  stage: QuoteStage;
  reached: QuoteStage;
  driver1: Driver1Values;
  driver2: Driver2Values;
  driver3: Driver3Values;
  vehicles: QuoteVehicle[];
  coverage: CoverageChoice | null;
  /** The additional drivers (none when the saved visit has none). */
  drivers?: QuoteDriver[];
  /** The affiliate lead the visit came from (absent: not an affiliate's). */
  affiliate?: AffiliateVisit | null;
  /** The quotes of the visit's last rate request (its transaction), kept once they showed; absent: none. */
  quotes?: SavedQuotes | null;
}

/** The policy stage's answers (quote-2.11): the term, and a coverage package or custom coverage. */
export interface CoverageChoice {
  /** Months (quote-9.3: 6 by default). */
  term: number;
  /** A product code (SML, LUU, ...), or 'custom'. */
  product: string;
  /** Custom coverage: per code, the option chosen (the view's option key). */
  custom: Readonly<Record<string, string>>;
}

/** What the page gives the chart (QuoteInput with its defaults): read, never changed during a visit nor by a Start over. */
export interface QuoteSettings {
  brand: string;
  tokens: TokenStore;
  lang: Lang;
  terms: readonly number[];
  primaryAge: AgeRange;
  additionalAge: AgeRange;
  licenseIdRequired: boolean;
  now: () => number;
  /** quote-8.5: where a licence read in a ZIP with no quote sends the visitor. */
  notAvailableUrl: string;
  /** quote-4.10: the driver lookup strategy. */
  lookupStrategy: LookupStrategy;
  results: ResultSettings;
  rateTiming: RateTiming;
  newId: () => string;
  cards: CardSettings;
  previousQuotes: Partial<PreviousQuotesConfig>;
  ownerAttempts: OwnerAttemptLog | null;
}

/** What the visitor answered, and what was found and read for them: the visit's answers, saved and restored together. */
export interface VisitAnswers {
  driver1: Driver1Values;
  driver2: Driver2Values;
  driver3: Driver3Values;
  /**
   * The additional drivers (quote-2.9): the visitor's own (`isManualDriver`), and the others the
   * licence lookup found (the household), which cannot be edited or removed (quote-4.7).
   */
  drivers: QuoteDriver[];
  /** The vehicles of the quote (quote-2.10). */
  vehicles: QuoteVehicle[];
  coverage: CoverageChoice | null;
  /** The coverages of the driver's state (quote-7.12). */
  coverageSet: CoverageSet | null;
  /** The drivers the licence lookup found (quote-7.5). */
  found: FoundDriver[];
  /** The household of the driver the licence lookup found (quote-7.27). */
  commonId: string | null;
  /** The ZIP whose lookup answered, and whether a quote is available there. */
  zipChecked: ZipChecked | null;
  /** What the licence photo read (quote-3.16), for the form to show; null before any. */
  ocrRead: OcrDriver | null;
  /** The `fileId` of the last licence photo read (quote-3.16): attached to each quote transaction while the licence mode is a photo (quote-7.30). */
  licenceFileId: string | null;
}

/** What the quote stage's visit keeps between its entries (the chart keeps it as the stage's chart tells; a Start over empties it). */
export interface QuotingVisit {
  /** The rate request's transaction: a Try again on the same answers posts on it (quote-7.24); new answers start another. */
  transactionId: string | null;
  /** How the quote stage's chart (machines/quote/quoteStage.machine.ts) starts when the stage is next entered. */
  quoteStart: QuoteStageStart;
  /** The cards' sorting option (quote-4.23 to quote-4.29). */
  sortOption: SortOption;
  /** quote-4.19, quote-6.5: the agents free now; null until known (counts as none). */
  idleAgents: number | null;
  /** The quotes (rateQuoteId) whose buy-now address could not be opened: no Buy now for them any more (machines/quote/quoteCards.ts). */
  buyUnavailable: readonly string[];
  /** The quotes the visit keeps (its last rate request's transaction): a page opened on the quotes asks for them again while fresh. */
  savedQuotes: SavedQuotes | null;
  /** The cards are a requote's (quote-4.32, quote-2.33): the requote title; Back returns to the previous quotes. */
  requoted: boolean;
  /** quote-3.12: the lead record, made once the contact data is given (machines/quote/quoteLead.ts). */
  lead: LeadRecord | null;
  /** quote-7.31: the lead store holds it (later writes update it by its key). */
  leadStored: boolean;
}

/** Where a visit is among the stages, and where the page's address sends it (the chart moves it; views read the stage). */
export interface QuoteNavigation {
  hash: string;
  /** The visitor's token is there: the stages may be moved between. */
  ready: boolean;
  /** The stage the visitor is on. */
  stage: EntryStage;
  /** The stage the chart opens at (openingStage). */
  opening: EntryStage;
  /** The furthest stage reached: the hash may go back to any stage up to it. */
  reached: EntryStage;
  /** Where the page opens when its address names no stage (the saved visit's stage, else driver1). */
  restingStage: EntryStage;
  /** quote 001 §2: the page opens at, or the visitor went to, `#previousQuotes`. */
  opensPrevious: boolean;
  /** The stage the previous quotes were opened from: Close goes back there (a requote's cards keep the stage before them). */
  previousFrom: EntryStage;
  /** The other quote page, when the visit belongs there (QuoteInput.otherPage). */
  otherPage: string | null;
  /** A saved visit of the other page's state was discarded: it is removed from storage at the start (QuoteInput.discardedVisit). */
  discardedVisit: boolean;
}

export interface QuoteContext {
  readonly settings: Readonly<QuoteSettings>;
  /** What the visitor answered and what was found for them (a Start over empties it). */
  answers: VisitAnswers;
  /** The quote stage's visit: its rate request's transaction, how it starts, the cards' state, the lead record. */
  quoting: QuotingVisit;
  /** Where the visit is: the stage shown, where it opened, how far it reached, the previous quotes' way back. */
  navigation: QuoteNavigation;
  /**
   * The endpoint of the calls (quote-4.5): California's for a California driver (or on the
   * California page until a state is known), the main one otherwise; the token is that endpoint's.
   */
  region: Region;
  /** Where the prefill came from (quote-6.3): "revisit" when a stored one was restored, "affiliate" when a lead's was. */
  visitor: 'new' | 'revisit' | 'affiliate';
  /** The affiliate lead to load when the token is there (quote-6.3); null once loaded, or for any other visitor. */
  affiliateParams: VisitorParams | null;
  /** The affiliate's visit (null: not an affiliate's). */
  affiliate: AffiliateVisit | null;
  /** The fields the affiliate's lead lacked (quote-8.7), for the step to say which (quote-8.9). */
  affiliateMissing: readonly string[];
  /**
   * The later code (`quoteLaterCode`) came to a state that waited for it: once there, asking for it
   * again cannot fail (the path model offers the failed download only before).
   */
  codeLoaded: boolean;
  /** The draft the page opened with, while its step is shown (cleared when another stage is entered). */
  draft: QuoteDraft | null;
  /** How many times the visitor started over on this page (0 before): each is a new visit, whose steps start empty. */
  visit: number;
}

/** The chart's values by name, its groups spread: what the quote stage's chart and the lead record read (quoteContext.ts `fieldsOf`). */
export type QuoteFields = QuoteSettings & VisitAnswers & QuotingVisit & QuoteNavigation & Omit<QuoteContext, 'settings' | 'answers' | 'quoting' | 'navigation'>;

/** The ZIP whose lookup answered, and whether a quote is available there. */
export interface ZipChecked { zip: string; available: boolean }
/**
 * What the first driver step (machines/quote/driver1.machine.ts) changes of the quote's context:
 * its chart holds them while it runs and tells the quote chart as they change and when it ends.
 */
export type Driver1Kept = Pick<VisitAnswers, 'driver1' | 'driver3' | 'drivers' | 'found' | 'commonId' | 'zipChecked' | 'ocrRead' | 'licenceFileId'> & Pick<QuoteContext, 'codeLoaded'>;

export type QuoteEvent =
  | { type: 'hash.changed'; hash: string }
  | { type: 'step.back' }
  /** The licence image's analytics (its OCR errors, quote-8.4), passed up by the first driver step's chart. */
  | { type: 'licenceImage.tracked'; event: AnalyticsEvent }
  /** quote-4.9: a photo of the licence chosen on the first driver step (its chart says so): the step opens afresh. */
  | { type: 'driver1.imageMode' }
  /** What the first driver step changed of the answers, as it changes (a lookup's answer, a photo's reading, the licence mode). */
  | { type: 'driver1.changed'; kept: Driver1Kept }
  /** The address step's chart (machines/quote/address.machine.ts): the ZIP it holds and its lookup, as they change. */
  | { type: 'address.changed'; values: Driver3Values; zipChecked: ZipChecked | null }
  /** The address step's chart moved the calls to the endpoint of the ZIP's state (quote-4.5). */
  | { type: 'address.endpoint'; region: Region }
  | { type: 'token.retry' }
  /** The opening's chart (machines/quote/opening.machine.ts) loads an affiliate's lead: the address waits for its landing. */
  | { type: 'lead.loading' }
  | ListParentEvent
  /** The opening's chart: the later code came (machines/quote/opening.machine.ts). */
  | { type: 'laterCode.loaded' }
  /** The later code did not come: ask for it again. */
  | { type: 'code.retry' }
  /** The quote stage: another sorting option, more or fewer cards, the rate request again. */
  | { type: 'sort.change'; option: number }
  | { type: 'cards.more' }
  | { type: 'cards.less' }
  /** A card's button (buy now, call me, text me, contact me): machines/quote/cardAction.machine.ts does it. */
  | { type: 'card.act'; rateQuoteId: string; kind: CardActionKind }
  /** A card's chat link pressed (it leads where the link goes; the chart tracks the press, quote-3.11). */
  | { type: 'card.chat'; rateQuoteId: string; url: string }
  /** The card action's analytics and new tab, passed up by the child. */
  | { type: 'cardAction.tracked'; event: AnalyticsEvent }
  | { type: 'cardAction.openTab'; url: string }
  /** Start over (a form step's control): asked, then confirmed (the visit forgotten, the form empty) or cancelled. */
  | { type: 'restart.ask' }
  | { type: 'restart.confirm' }
  | { type: 'restart.cancel' }
  /** quote-7.30: the rate request prepared its transaction (passed up by the child): the licence photo's file is attached to it. */
  | { type: 'rateRequest.prepared'; transactionId: string }
  | QuotesParentEvent
  | QuoteStageParentEvent;

/**
 * How the quote stage's chart starts: a new rate request (from the coverage, the consent section,
 * a hash), the quotes the visit keeps (a page opened on them), or a requote's quotes (the previous quotes).
 */
export type QuoteStageStart = { kind: 'request' } | { kind: 'saved' } | { kind: 'requote'; quotes: RateQuote[] };

/**
 * What the quote stage's chart (machines/quote/quoteStage.machine.ts) tells the quote chart, which
 * keeps it and does the effects: a rate request started, the quotes it gave (shown, or none with the
 * event to track), the saved quotes asked for again, the coverages renewed for new quotes.
 */
export type QuoteStageParentEvent =
  | { type: 'quoteStage.requested' }
  | { type: 'quoteStage.quoted'; transactionId: string | null }
  | { type: 'quoteStage.noQuotes'; transactionId: string | null; event: AnalyticsEvent }
  | { type: 'quoteStage.restored' }
  | { type: 'quoteStage.renewed'; set: CoverageSet | null };

/** What the quote cards' chart (machines/quote/quotes.machine.ts) tells the quote chart, which does it (analytics, its context, the lead kept). */
export type QuotesParentEvent =
  | { type: 'quotes.tracked'; events: readonly AnalyticsEvent[] }
  | { type: 'quotes.sorted'; option: number }
  | { type: 'quotes.agents'; count: number | null }
  | { type: 'quotes.buyUnavailable'; rateQuoteId: string }
  | { type: 'quotes.leadWritten'; key: string | null };

/**
 * What the driver and vehicle lists' charts (machines/quote/driverList.machine.ts,
 * vehicleList.machine.ts) tell the quote chart while they run: a list changed (the quote chart
 * keeps it and saves the visit).
 */
export type ListParentEvent = { type: 'drivers.changed'; drivers: QuoteDriver[] } | { type: 'vehicles.changed'; vehicles: QuoteVehicle[] };

/** The quotes a visit keeps (quote-3.17, ours): the rate request's transaction and when its cards showed (epoch ms). */
export interface SavedQuotes { transactionId: string; quotedAt: number }

/** The values a step's draft keeps, by stage. */
export interface DraftValues {
  driver1: Driver1Values;
  driver2: Pick<Driver2Values, 'email' | 'phone'>;
  consent: Pick<Driver2Values, 'email' | 'phone'>;
  driver3: Driver3Values;
  coverage: CoverageChoice;
}

export type DraftStage = keyof DraftValues;

/**
 * The draft of a step (what the visitor typed and has not continued with), kept as it is typed and
 * put back into the step when the page opens on it again. Never a password (the form has none) nor
 * a licence photo (only the way the licence is entered); the consent is not kept (the box is never
 * ticked for the visitor, views/quote/Driver2Step.tsx).
 */
export type QuoteDraft = { [S in DraftStage]: { stage: S; values: DraftValues[S] } }[DraftStage];

/** The event the steps send the drafts keeper (the chart's `drafts` child) as the visitor types. */
export interface DraftEvent { type: 'draft.changed'; draft: QuoteDraft }
