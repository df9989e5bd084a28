/**
 * What the previous quotes show in each state of their chart (machines/quote/previousQuotes.machine.ts,
 * invoked by the quote chart as `previousQuotes`: its states are `previousQuotes:<state>`) and what
 * the user does for each of its events (fixtures/models/previousQuotes.model.ts), in the page's
 * language. The view is views/quote/PreviousQuotes.tsx, its words src/i18n/quotePreviousQuotes.ts.
 * The quote screens spread these into their own.
 *
 * Where things are found: the panel is a region named by its title; its look-up is a form named
 * by the same title (the quote form's own date of birth is also "Date of birth": the look-up's
 * parts are found inside the look-up form); the owner's dialog is the kit's modal, named by its
 * title, rendered outside the region.
 *
 * The group and the quote pressed: the events name them by id (`transactionId`, `rateQuoteId`),
 * which the page does not show; their buttons are named by the day quoted and the day the policy
 * starts, which only the path's answers (`Seen`) hold, and an action is given no `Seen`. So the
 * list's and the detail's screens note the groups and quotes of the answers they show, and the
 * presses that follow find their button there. The id pressed is the outcome's (`fields.group`,
 * `fields.rateQuoteId`: the sandbox answers by it), else the event's.
 */
import type { PreviousQuote, QuoteGroup } from '../../machines/quote/previousQuotes.machine';
import type { DobValue } from '../../src/rules/fieldRules';
import { commonText, fill } from '../../src/i18n';
import type { Lang } from '../../src/config/lang';
import { formText } from '../../src/i18n/form';
import type { Expectation, FlowScreens, Query, Seen } from '../../src/paths/screens';
import { driverNames, previousQuotesTexts } from './previousQuotesText';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The inside of a text template's regular expression: each {placeholder} stands for some text. */
const templateSource = (text: string) => text.split(/\{[a-z]+\}/i).map(esc).join('.+');

/** A regular expression of a text template, whole. */
const template = (text: string) => new RegExp(`^${templateSource(text)}$`);

/** A text with the look-back days ("the last 30 days"), whatever the page configures. */
const withSomeDays = (text: string) => new RegExp(`^${text.split('{count}').map(esc).join('\\d+')}$`);

/** The event's payload, checked where it is read (the screens get events untyped). */
function payload<T>(event: { type: string }, key: string): T {
  if (!(key in event)) throw new Error(`previous quotes screens: ${event.type} without ${key}`);
  return (event as Record<string, unknown>)[key] as T;
}

/** A date of birth as the sandbox's fields give it (YYYY-MM-DD), in the three parts typed. */
function dobOfIso(iso: string): DobValue {
  const [year, month, day] = iso.split('-');
  if (!year || !month || !day) throw new Error(`previous quotes screens: ${iso} is not a YYYY-MM-DD date`);
  return { month, day, year };
}

export function previousQuotesScreens(lang: Lang): { transient: string[]; states: FlowScreens['states']; actions: FlowScreens['actions'] } {
  const t = previousQuotesTexts(lang);
  const kit = formText[lang];

  // The panel, its look-up form, the owner's dialog.
  const region = { role: 'region', name: t.title };
  const lookupForm = { role: 'form', name: t.title };
  const dialog = { role: 'dialog', name: t.owner.title };
  const inRegion = (role: string, name: string | RegExp): Query => ({ role, name, within: region });
  const inDialog = (role: string, name: string | RegExp): Query => ({ role, name, within: dialog });
  const button = (name: string | RegExp): Query => inRegion('button', name);

  const title: Expectation = { role: 'heading', name: t.title };
  const close: Expectation = button(t.close);
  const noDialog: Expectation = { role: 'dialog', absent: true };

  // The look-up: the phone and the date of birth's parts, inside the look-up form.
  const phoneBox: Query = { role: 'textbox', name: t.lookup.phone, within: lookupForm };
  const lookupPart = (part: string): Query => ({ role: 'textbox', name: part, within: lookupForm });
  const lookupSubmit: Query = { role: 'button', name: t.lookup.submit, within: lookupForm };
  // Gone: the form itself (a query inside a container that is gone cannot say so).
  const noLookup: Expectation = { ...lookupForm, absent: true };
  const lookupScreen: Expectation[] = [
    title,
    { text: t.lookup.intro },
    phoneBox,
    { role: 'group', name: t.lookup.dob, within: lookupForm },
    lookupPart(kit.month),
    lookupPart(kit.day),
    lookupPart(kit.year),
    close,
  ];

  // The list: its heading, Search again; each group's button by the day it was quoted.
  const listHeading: Expectation = { role: 'heading', name: withSomeDays(t.list.heading) };
  // A group's button names its day. The days are the answer's: the model's are counted from
  // MODEL_EPOCH, the sandbox's from the browser's today, so a button is found by its place in the
  // list (newest first, as the page lists them) and the shape of its name.
  const openButtonName = template(t.list.open);
  const groupButton = (index: number): Query => ({ ...button(openButtonName), nth: index });
  const listScreen: Expectation[] = [title, listHeading, button(t.edit), close];

  // The owner's dialog (quote-2.27): the customer's date of birth, Confirm, Cancel, the modal's Close.
  const ownerPart = (part: string): Query => inDialog('textbox', part);
  const confirm: Query = inDialog('button', t.owner.submit);
  const dialogScreen: Expectation[] = [
    dialog,
    { text: t.owner.intro, within: dialog },
    { role: 'group', name: t.owner.dob, within: dialog },
    ownerPart(kit.month),
    ownerPart(kit.day),
    ownerPart(kit.year),
    inDialog('button', t.owner.cancel),
    inDialog('button', commonText[lang].close),
  ];
  // quote-4.31: "This date of birth does not match… You have 2 attempts left." (one or other form, the count left).
  const mismatch = new RegExp(`^${esc(t.owner.mismatch)} (${templateSource(t.owner.attemptsLeft.one)}|${templateSource(t.owner.attemptsLeft.other)})$`);

  // The group's quotes: the heading names the day quoted; each quote's Get new quote names the day its policy starts.
  const detailHeading: Expectation = { role: 'heading', name: template(t.detail.heading) };
  // Each quote's Get new quote names the day its policy starts (or none): found by its place too.
  const requoteName = new RegExp(`^(${templateSource(t.detail.requoteFor)}|${esc(t.detail.requote)})$`);
  const requoteButton = (index: number): Query => ({ ...button(requoteName), nth: index });
  const detailScreen: Expectation[] = [title, detailHeading, noDialog, close];

  // What the list and the detail last showed (see the file's comment): the presses find their buttons there.
  let groupsShown: readonly QuoteGroup[] = [];
  let quotesShown: readonly PreviousQuote[] = [];
  const showGroups = (seen: Seen): readonly QuoteGroup[] => {
    groupsShown = seen.done<QuoteGroup[]>('findGroups');
    return groupsShown;
  };
  const showQuotes = (seen: Seen): readonly PreviousQuote[] => {
    quotesShown = seen.done<PreviousQuote[]>('loadGroup');
    return quotesShown;
  };
  // The newest group is listed first (the look-back keeps it whenever it keeps one).
  const newestGroup = (groups: readonly QuoteGroup[]): QuoteGroup | undefined =>
    [...groups].sort((a, b) => (a.quoteDate === b.quoteDate ? 0 : a.quoteDate < b.quoteDate ? 1 : -1))[0];
  const newestButton = (seen: Seen): Query[] => (newestGroup(showGroups(seen)) ? [groupButton(0)] : []);
  // Not busy: no group is opening.
  const listedGroups = (seen: Seen): Expectation[] => newestButton(seen).map((q) => ({ ...q, busy: false }));

  const retry = button(t.retry);
  const finished: Expectation[] = [{ role: 'heading', name: t.title, absent: true }];

  return {
    transient: [
      // Calls in flight: the page moves on when they answer.
      'previousQuotes:searching',
      'previousQuotes:openingGroup',
      'previousQuotes:verifying.checking',
      'previousQuotes:requoting.posting',
      'previousQuotes:requoting.fetching',
      'previousQuotes:requoting.loadingQuote',
    ],
    states: {
      // quote-4.30: the look-up form (after Search again, it holds the look-up as typed).
      'previousQuotes:lookup': [...lookupScreen, { ...lookupSubmit, busy: false }, { role: 'list', within: region, absent: true }],
      'previousQuotes:searching': [...lookupScreen, { ...lookupSubmit, busy: true }],
      // quote-7.19: the look-up failed: Try again or Search again.
      'previousQuotes:lookupFailed': [title, { text: t.failed }, retry, button(t.edit), noLookup, close],
      'previousQuotes:none': [title, { text: withSomeDays(t.none) }, button(t.edit), button(t.newQuote), noLookup, close],
      // quote-3.15, quote-4.30: the groups, newest first, each opened by its day.
      'previousQuotes:list': (seen) => [...listScreen, ...listedGroups(seen), noDialog, { text: t.groupFailed, absent: true }],
      'previousQuotes:openingGroup': (seen) => [...listScreen, ...newestButton(seen), { text: t.opening }],
      'previousQuotes:groupFailed': (seen) => [...listScreen, ...listedGroups(seen), { text: t.groupFailed }, retry, button(t.backToList), noDialog],
      // quote-2.27, quote-4.31: the owner's dialog over the list, its date of birth empty (never the look-up's).
      'previousQuotes:verifying.asking': [
        ...dialogScreen,
        { ...ownerPart(kit.month), value: '' },
        { ...ownerPart(kit.day), value: '' },
        { ...ownerPart(kit.year), value: '' },
        { ...confirm, busy: false },
        { text: mismatch, absent: true },
      ],
      'previousQuotes:verifying.checking': [...dialogScreen, { ...confirm, busy: true }],
      // quote-4.31, quote-8.6: the mismatch and the attempts left, in the dialog.
      'previousQuotes:verifying.mismatch': [...dialogScreen, { text: mismatch, within: dialog }, { ...confirm, busy: false }],
      // quote-8.6: the server's message, as text, in the dialog's alert (shown: not empty), not the mismatch.
      'previousQuotes:verifying.failed': [...dialogScreen, { role: 'alert', within: dialog }, { text: mismatch, absent: true }, { ...confirm, busy: false }],
      // quote-3.15, quote-4.32: the group's quotes, each with its drivers and Get new quote.
      'previousQuotes:detail': (seen) => {
        const quotes = showQuotes(seen);
        return [
          ...detailScreen,
          ...quotes.map((_, i): Expectation => requoteButton(i)),
          ...quotes.map((q): Expectation => ({ text: fill(t.detail.drivers, { names: driverNames(q.drivers) }), within: region })),
          button(t.backToList),
          { ...retry, absent: true },
          { text: t.requoting, absent: true },
        ];
      },
      // quote-4.32, quote-9.1: asking again; the quotes stay, Back to the list goes until it ends.
      'previousQuotes:requoting.posting': [...detailScreen, { text: t.requoting }],
      'previousQuotes:requoting.fetching': [...detailScreen, { text: t.requoting }],
      'previousQuotes:requoting.waiting': [...detailScreen, { text: t.requoting }, { ...button(t.backToList), absent: true }],
      'previousQuotes:requoting.loadingQuote': [...detailScreen, { text: t.requoting }],
      'previousQuotes:requoteFailed': [...detailScreen, { text: t.requoteFailed }, retry, button(t.backToQuotes), { ...button(t.backToList), absent: true }],
      'previousQuotes:timedOut': [...detailScreen, { text: t.timedOut }, retry, button(t.backToQuotes), { ...button(t.backToList), absent: true }],
      // Ended: the quote form takes over (the new quotes, the start, or the stage the visitor came from).
      'previousQuotes:requoted': finished,
      // Back to the start: the whole panel is gone (its own check, so every walk selection passes here).
      'previousQuotes:restart': [...finished, { ...region, absent: true }],
      'previousQuotes:closed': finished,
    },
    actions: {
      // The phone and date of birth the outcome needs (the sandbox answers by them), else the event's.
      'lookup.submit': (event, fields) => {
        const search = payload<{ phone: string; dob: DobValue }>(event, 'search');
        return [
          { fill: phoneBox, value: fields.phone ?? search.phone },
          { fill: lookupPart(kit.month), value: fields.dobMonth ?? search.dob.month },
          { fill: lookupPart(kit.day), value: fields.dobDay ?? search.dob.day },
          { fill: lookupPart(kit.year), value: fields.dobYear ?? search.dob.year },
          { click: lookupSubmit },
        ];
      },
      'lookup.retry': () => [{ click: retry }],
      'lookup.edit': () => [{ click: button(t.edit) }],
      // The group's button, named by the day it was quoted (the list's answer holds it).
      'group.open': (event, fields) => {
        const id = fields.group ?? payload<string>(event, 'transactionId');
        const listed = [...groupsShown].sort((a, b) => (a.quoteDate === b.quoteDate ? 0 : a.quoteDate < b.quoteDate ? 1 : -1));
        const index = listed.findIndex((g) => g.transactionId === id);
        if (index < 0) throw new Error(`previous quotes screens: group ${id} is not in the list shown (${groupsShown.map((g) => g.transactionId).join(', ') || 'none'})`);
        return [{ click: groupButton(index) }];
      },
      'group.retry': () => [{ click: retry }],
      'group.back': () => [{ click: button(t.backToList) }],
      // The date of birth the outcome needs (fields.dobIso), else the event's; the dialog's parts start empty.
      'owner.submit': (event, fields) => {
        const dob = fields.dobIso ? dobOfIso(fields.dobIso) : payload<DobValue>(event, 'dob');
        return [
          { fill: ownerPart(kit.month), value: dob.month },
          { fill: ownerPart(kit.day), value: dob.day },
          { fill: ownerPart(kit.year), value: dob.year },
          { click: confirm },
        ];
      },
      'owner.cancel': () => [{ click: inDialog('button', t.owner.cancel) }],
      // The quote's Get new quote, named by the day its policy starts (the detail's answer holds it); two of the same name: the quote's among them.
      'requote.start': (event, fields) => {
        const wanted = [fields.rateQuoteId, payload<string>(event, 'rateQuoteId')];
        const quote = wanted.map((id) => quotesShown.find((q) => q.rateQuoteId === id)).find((q) => q !== undefined);
        if (!quote) throw new Error(`previous quotes screens: quote ${wanted.filter(Boolean).join(' or ')} is not among the quotes shown (${quotesShown.map((q) => q.rateQuoteId).join(', ') || 'none'})`);
        return [{ click: requoteButton(quotesShown.indexOf(quote)) }];
      },
      'requote.retry': () => [{ click: retry }],
      'requote.back': () => [{ click: button(t.backToQuotes) }],
      'previous.close': () => [{ click: close }],
    },
  };
}
