/**
 * Rules of a quote card's buttons (quote 001 §4 "Quote cards", "Buy now", §5, §7, §8): which
 * call-to-action a card shows (quote-4.18, quote-4.19, quote-5.14, quote-5.18), whether it shows
 * at all (quote-4.20), how a buy-now address is opened (§4 "Buy now"), which addresses may be
 * opened, the buy-now error events (quote-8.8) and the contact type (quote-7.28). Pure: the card
 * chart and its view read them; nothing here calls, renders or reads the clock (today and the
 * hour are given, as America/Chicago values the caller computes).
 *
 * Readings where the specification is short:
 * - **The card's button** (quote-4.18, quote-4.19), in the order the clause lists them: buy now
 *   when `showBuyButton` and the carrier's conditional rule hold; otherwise buy from an agent for a
 *   pseudo-carrier; otherwise chat with an agent. A carrier of type 2 (`carrierType === 2`) that
 *   would show buy now shows agent contact instead when at least one agent is idle; an idle count
 *   not known (yet) counts as none, so the card keeps buy now. A pseudo-carrier whose rate has a
 *   buy button (and passes its rule) shows buy now like any other.
 * - **The conditional rule** is the phone-plan condition configured for the carrier (by companyID,
 *   1 to 4, quote-5.18); a carrier without one passes. The condition must hold for buy now:
 *   - type 1, the driver age rule (quote-5.14): the primary driver's date of birth is between 21
 *     years ago and 1 year ago, both days included; that is, the driver has not passed the 21st
 *     birthday (turning 21 today still counts), and the 1-year bound only refuses dates that cannot
 *     be a driver's (today, the future). Someone born on 29 February reaches a year count on
 *     28 February in a common year. No date of birth: the rule does not hold.
 *   - type 2: the pay plan's description contains "1 Mo", in any case ("1 MO", "1 Month").
 *   - type 3: the description names EFT (electronic funds transfer) as a word: "Monthly EFT".
 *   - type 4: the plan has four payments (`payPlanNumOfPayments` 4).
 * - **Calls to action** (quote-4.20) show while the effective date plus the configured days is
 *   today or later; 0 days (or fewer) means always, and a quote without a readable effective date
 *   shows them (the carrier decides when it is bought).
 * - **How buy now opens** (§4 "Buy now"), first match wins:
 *   1. Safari and in-app browsers: the confirmation modal ('confirm'). They block a tab opened
 *      after the buy-now call's await, so the modal's Yes opens it inside its click; and they keep
 *      a carrier's cookies out of an iframe, so no iframe either. Every iOS browser counts as Safari
 *      (all use Safari's engine); Safari means "Safari/" without Chrome, Chromium, Edge, Opera or
 *      Firefox; in-app browsers are Facebook (FBAN, FBAV, FB_IAB), Instagram, Line, Snapchat,
 *      TikTok, Twitter and Android web views ("; wv)").
 *   2. The open-new-window flag, the rate's `openNewWindow` or the page's: a new tab ('newTab').
 *   3. A pseudo-carrier: a new tab. Its purchase continues in the agency's own binding flow, which
 *      has its own payment and e-sign frames and must not be framed.
 *   4. Otherwise the day's buy-online type (`buyOnlineForDay`): 'modal' (the default) the
 *      confirmation modal, 'iframe' the carrier's page in an iframe, 'newTab' a new tab, inside the
 *      timer's hours; outside them, the confirmation modal. The day's `maxCards` (5 by default,
 *      quote-4.21's "maximum buy-online" cards) is how many cards offer Buy now at all
 *      (machines/quote/quoteCards.ts `allCardButtons`), not how they open.
 * - **The day-of-week configuration**: one entry per day name ('monday' to 'sunday'); a day
 *   without one, or a field left out, takes the defaults (type 'modal', 5 cards, no timer). The
 *   timer's start and end are hours of the day (8.5 is 08:30); the hour is inside when start <=
 *   hour < end; a start after the end runs past midnight (20 to 6); equal ones are an empty window;
 *   without a start it is 0, without an end 24, without both the timer never closes.
 * - **Buy-now addresses**: only https, and http on the local machine (the sandbox); a relative
 *   path, another scheme, a user name or password, a backslash, a space or a control character is
 *   refused. '' and null are no address (the "url empty" event). Then the origin: a new tab (and
 *   this page, when the browser blocks the tab) only to the page's own origin or one of
 *   `allowedOrigins.buyNow`, a frame only to an address a tab may open that is also one of
 *   `allowedOrigins.frame` (site config; `buyNowOpenings`): the frame's "Open in a new window" and
 *   its fallback open it in a tab. An address of the page's own origin (the agency's online binding,
 *   `/bind/`, which has payment and e-sign frames of its own) opens in a tab, never in the frame. An address no tab may open is treated as none: the
 *   "url empty" event and the agent contact.
 * - **Error events** (quote-8.8) are plain objects; the carrier is named as the card shows it.
 */
import type { ContactType } from '../../services/buyNow';
import { BUY_ONLINE_TYPES, DAY_NAMES } from '../../src/config/quote';
import type { RateQuote } from '../../services/quotes';
import { allowedTarget, sameSiteUrl } from '../../src/rules/url';

// ---------------------------------------------------------------------------------------------
// Dates as YYYY-MM-DD, compared as UTC days (no clock, no time zone: the caller gives today).

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as a UTC timestamp, or null when it is not a real YYYY-MM-DD day. */
function dayOf(text: string | null | undefined): number | null {
  const m = ISO_DAY.exec(text?.slice(0, 10) ?? '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? t : null;
}

const DAY_MS = 86_400_000;

/** The same day `years` earlier; 29 February becomes 28 February in a common year. */
function yearsBefore(day: number, years: number): number {
  const d = new Date(day);
  const y = d.getUTCFullYear() - years;
  const m = d.getUTCMonth();
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), last));
}

// ---------------------------------------------------------------------------------------------
// The card's button (quote-4.18, quote-4.19) and its conditional rule (quote-5.14, quote-5.18).

/** quote-5.18: the phone-plan conditions, configured per carrier. */
export type PhonePlanCondition = 1 | 2 | 3 | 4;

/** The fields of a rate quote the button rules read. */
export type CardQuote = Pick<RateQuote, 'companyID' | 'carrierType' | 'showBuyButton' | 'payPlanDescription' | 'payPlanNumOfPayments'>;

export interface CardContext {
  /** quote-4.18: carriers (by companyID) sold through an agent. */
  pseudoCarriers: readonly string[];
  /** quote-5.18: the condition of a carrier (by companyID); a carrier without one passes. */
  conditions?: Readonly<Record<string, PhonePlanCondition>>;
  /** quote-4.19, quote-6.5: the idle agents; null when not known (counts as none). */
  idleAgents: number | null;
  /** quote-5.14: the primary driver's date of birth (YYYY-MM-DD), or null. */
  driverDob: string | null;
  /** Today in America/Chicago (YYYY-MM-DD). */
  today: string;
}

export type CardAction = 'buyNow' | 'agentContact' | 'buyFromAgent' | 'chat';

/** quote-5.14: the date of birth is between 21 years ago and 1 year ago (both days included). */
export function youngDriverRule(dob: string | null, today: string): boolean {
  const born = dayOf(dob);
  const now = dayOf(today);
  if (born === null || now === null) return false;
  return born >= yearsBefore(now, 21) && born <= yearsBefore(now, 1);
}

/** quote-5.18: whether a carrier's phone-plan condition holds for a quote. */
export function phonePlanConditionHolds(
  condition: PhonePlanCondition,
  quote: Pick<CardQuote, 'payPlanDescription' | 'payPlanNumOfPayments'>,
  driverDob: string | null,
  today: string,
): boolean {
  switch (condition) {
    case 1:
      return youngDriverRule(driverDob, today);
    case 2:
      return quote.payPlanDescription.toLowerCase().includes('1 mo');
    case 3:
      return /\bEFT\b/i.test(quote.payPlanDescription);
    case 4:
      return quote.payPlanNumOfPayments === 4;
  }
}

const sameCarrier = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** quote-4.18: the carrier is sold through an agent. */
export function isPseudoCarrier(companyID: string, pseudoCarriers: readonly string[]): boolean {
  return pseudoCarriers.some((p) => sameCarrier(p, companyID));
}

function conditionOf(companyID: string, conditions: CardContext['conditions']): PhonePlanCondition | null {
  if (!conditions) return null;
  const key = Object.keys(conditions).find((k) => sameCarrier(k, companyID));
  return key === undefined ? null : (conditions[key] ?? null);
}

/** quote-4.18, quote-4.19: the button a card shows (see the readings above). */
export function cardAction(quote: CardQuote, ctx: CardContext): CardAction {
  const condition = conditionOf(quote.companyID, ctx.conditions);
  const rulePasses = condition === null || phonePlanConditionHolds(condition, quote, ctx.driverDob, ctx.today);
  if (quote.showBuyButton && rulePasses) {
    return quote.carrierType === 2 && (ctx.idleAgents ?? 0) > 0 ? 'agentContact' : 'buyNow';
  }
  if (isPseudoCarrier(quote.companyID, ctx.pseudoCarriers)) return 'buyFromAgent';
  return 'chat';
}

/** quote-4.20: the calls to action show while effectiveDate + days is not past; 0 days means always. */
export function ctaVisible(effectiveDate: string | null, days: number, today: string): boolean {
  if (!(days > 0)) return true;
  const effective = dayOf(effectiveDate);
  const now = dayOf(today);
  if (effective === null || now === null) return true;
  return effective + Math.floor(days) * DAY_MS >= now;
}

// ---------------------------------------------------------------------------------------------
// How buy now opens (§4 "Buy now").

/** Facebook, Instagram, Line, Snapchat, TikTok and Twitter's browsers, and Android web views. */
const IN_APP = /FBAN|FBAV|FB_IAB|Instagram|\bLine\/|Snapchat|TikTok|musical_ly|Twitter|; wv\)/i;
const IOS = /\b(iPhone|iPad|iPod)\b/;
const NOT_SAFARI = /Chrome\/|Chromium\/|Edg(e|A|iOS)?\/|OPR\/|Firefox\/|Android/;

/** Safari (any iOS browser, or "Safari/" without Chrome, Chromium, Edge, Opera, Firefox) or an in-app browser. */
export function isSafariOrInApp(userAgent: string): boolean {
  if (IN_APP.test(userAgent)) return true;
  if (IOS.test(userAgent) && /AppleWebKit\//.test(userAgent)) return true;
  return /Safari\//.test(userAgent) && !NOT_SAFARI.test(userAgent);
}

export { BUY_ONLINE_TYPES, DAY_NAMES };
export type BuyOnlineType = (typeof BUY_ONLINE_TYPES)[number];

/** The buy-online type without a configuration. */
export const DEFAULT_BUY_ONLINE_TYPE: BuyOnlineType = 'modal';
/** quote-4.21: the maximum buy-online cards without a configuration. */
export const DEFAULT_BUY_ONLINE_CARDS = 5;

export type DayName = (typeof DAY_NAMES)[number];

/** One day's buy-online settings; each field is optional. */
export interface BuyOnlineDayConfig {
  type?: BuyOnlineType;
  maxCards?: number;
  /** Hours of the day (8.5 is 08:30). */
  timerStartHour?: number;
  timerEndHour?: number;
}

export type BuyOnlineConfig = Partial<Record<DayName, BuyOnlineDayConfig>>;

/** The buy-online settings of one moment. */
export interface BuyOnlineDay {
  type: BuyOnlineType;
  maxCards: number;
  /** The hour is inside the day's timer (always, without a timer). */
  inTimer: boolean;
}

/** Whether `hour` is inside [start, end), running past midnight when start > end. */
function insideHours(start: number | undefined, end: number | undefined, hour: number): boolean {
  if (start === undefined && end === undefined) return true;
  const from = start ?? 0;
  const to = end ?? 24;
  if (from === to) return false;
  return from < to ? hour >= from && hour < to : hour >= from || hour < to;
}

/**
 * The day-of-week configuration for a moment: `weekday` 1 (Monday) to 7 (Sunday), as luxon's
 * `weekday` in America/Chicago, and the hour of that day (fractions for minutes).
 */
export function buyOnlineForDay(config: BuyOnlineConfig | null | undefined, weekday: number, hour: number): BuyOnlineDay {
  const name = DAY_NAMES[weekday - 1];
  const day = (name && config?.[name]) || {};
  return {
    type: day.type ?? DEFAULT_BUY_ONLINE_TYPE,
    maxCards: day.maxCards ?? DEFAULT_BUY_ONLINE_CARDS,
    inTimer: insideHours(day.timerStartHour, day.timerEndHour, hour),
  };
}

export type BuyNowPresentation = 'newTab' | 'confirm' | 'iframe';

export interface PresentationInput {
  /** The rate's `openNewWindow`. */
  openNewWindow: boolean;
  /** The page's open-new-window flag. */
  pageOpensNewWindow?: boolean;
  userAgent: string;
  companyID: string;
  pseudoCarriers: readonly string[];
  /** The moment's buy-online settings (`buyOnlineForDay`); the defaults without. */
  day?: BuyOnlineDay;
}

/** §4 "Buy now": how the carrier's page opens (see the readings above). */
export function buyNowPresentation(input: PresentationInput): BuyNowPresentation {
  if (isSafariOrInApp(input.userAgent)) return 'confirm';
  if (input.openNewWindow || input.pageOpensNewWindow) return 'newTab';
  if (isPseudoCarrier(input.companyID, input.pseudoCarriers)) return 'newTab';
  const day = input.day ?? { type: DEFAULT_BUY_ONLINE_TYPE, maxCards: DEFAULT_BUY_ONLINE_CARDS, inTimer: true };
  if (!day.inTimer) return 'confirm';
  switch (day.type) {
    case 'modal':
      return 'confirm';
    case 'iframe':
      return 'iframe';
    case 'newTab':
      return 'newTab';
  }
}

// ---------------------------------------------------------------------------------------------
// Addresses, error events, the contact type.

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Backslashes, control characters and whitespace: text a browser may read as another host. */
const TRICKY = /[\\\u0000-\u0020\u007f]/;

/** A buy-now address the page may open: https, or http on the local machine; else null ('' and null too). */
export function safeBuyUrl(url: string | null | undefined): string | null {
  if (!url || TRICKY.test(url) || !/^https?:\/\//i.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username || parsed.password || !parsed.hostname) return null;
  if (parsed.protocol === 'https:') return parsed.href;
  if (parsed.protocol === 'http:' && LOCAL_HOSTS.has(parsed.hostname)) return parsed.href;
  return null;
}

/** Where buy now may go besides the page's own origin (site config `allowedOrigins`), and the page's address. */
export interface BuyNowTargets {
  /** The page's origin: always allowed. */
  pageOrigin: string;
  /** Origins a new tab (or this page, when the tab is blocked) may open. */
  buyNow: readonly string[];
  /** Origins the buy-now frame may show. */
  frame: readonly string[];
}

/** What a buy-now address may be used for: a new tab (or this page), a frame; null where refused. */
export interface BuyNowOpenings {
  tab: string | null;
  frame: string | null;
}

/**
 * A buy-now address judged for each purpose: `safeBuyUrl` first (https, or http on the local
 * machine), then its origin against the purpose's allowed list (src/rules/url.ts `allowedTarget`).
 */
export function buyNowOpenings(url: string | null | undefined, targets: BuyNowTargets): BuyNowOpenings {
  const safe = safeBuyUrl(url);
  if (safe === null) return { tab: null, frame: null };
  const tab = allowedTarget(safe, targets.pageOrigin, targets.buyNow);
  // A frame's address must be one a tab may open too: its "Open in a new window" and its fallback open it.
  // The site's own pages (its online binding, with payment and e-sign frames of its own) are never framed.
  const ownSite = tab !== null && sameSiteUrl(tab, targets.pageOrigin) !== null;
  return { tab, frame: tab === null || ownSite ? null : allowedTarget(safe, targets.pageOrigin, targets.frame) };
}

/** quote-8.8: a buy-now error, sent as a tracking event. */
export interface BuyNowErrorEvent {
  type: 'API Error';
  code: 200;
  message: string;
  rateQuoteId?: string;
}

export type BuyNowErrorKind = 'emptyUrl' | 'selectQuote';

/** quote-8.8: "Buy Now url empty for carrier:{carrier}" (with the rateQuoteId), or "Error sending FW event to selectQuote". */
export function buyNowErrorEvent(kind: BuyNowErrorKind, carrier: string, rateQuoteId: string): BuyNowErrorEvent {
  if (kind === 'emptyUrl') return { type: 'API Error', code: 200, message: `Buy Now url empty for carrier:${carrier}`, rateQuoteId };
  return { type: 'API Error', code: 200, message: 'Error sending FW event to selectQuote' };
}

/** quote-7.28: the contact type of a text (0) or call (1) request. */
export function contactType(kind: 'text' | 'call'): ContactType {
  return kind === 'text' ? 0 : 1;
}
