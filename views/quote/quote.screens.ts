/**
 * What the quote form shows in each state of its chart and of its vehicle dialog (the child
 * machine's states are `vehiclesummary/vehicleDialog:<state>`) and what the user does for each event, in the
 * page's language. Read by the view model tests, the browser tests and the studio's player. The
 * sandbox's data (the driver found, the ZIP's city, the vehicle a VIN decodes to, the coverage
 * packages) comes from the path's answers through `Seen`.
 *
 * `hash.changed` is the address's hash changing: a click on a progress bar link or on Edit, a
 * hash typed, Back or Forward are the same event; the action goes to the hash.
 *
 * The dialog's year, make, model and mileage are native selects: their action is a `fill` of the
 * select with the option's value or words, which the interpreters read as choosing that option.
 * A coverage package is found by its code, which its card shows ("Package SML"); a custom
 * coverage's select by the code in its label ("Bodily Injury Liability (BI)").
 *
 * The quote stage is its own chart (`quoteStage:<state>`), which runs the rate request as its child
 * chart (`quoteStage/rateRequest:<state>`, its parallel polling as `quoteStage/rateRequest:polling.poll.*`
 * and `quoteStage/rateRequest:polling.patience.*`) and the cards as another (`quoteStage/quotes:<state>`). Its poll answers
 * are the done outputs of `pollResults` and `finalResults`; the carriers a screen names come from
 * them. The sorting option is not in the answers, so a card screen names only carriers every
 * option shows, and the Show more button, which depends on the option, is checked by the view's
 * own tests (views/quote/quotes.test.tsx); the screens check that the other button is not there.
 */
import type { CoverageChoice, CoverageSet, Driver1Values, Driver2Values, Driver3Values, DriverDialogValues, QuoteContext, VehicleDetail } from '../../machines/quote/types';
import { RELATION_CHOICES, type QuoteStage } from '../../machines/quote/quote.rules';
import { CUSTOM_COVERAGE_CODES, DEFAULT_CUSTOM_SELECTION, annualMileageBand } from '../../machines/quote/vehicleCoverage.rules';
import { fill } from '../../src/i18n';
import type { Lang } from '../../src/config/lang';
import { formText } from '../../src/i18n/form';
import { quoteText } from '../../src/i18n/quote';
import { disclosureText } from '../../src/i18n/quoteDisclosures';
import { licenceImageText } from '../../src/i18n/quoteLicenceImage';
import type { LicenceImageFile } from '../../machines/quote/licenceImage.machine';
import type { DisclosurePolicy } from '../../machines/quote/disclosures.machine';
import type { Action, Expectation, FlowScreens, Query, Seen } from '../../src/paths/screens';
import { progressText } from './progress';
import { affiliateNoticeText } from './affiliateNotice';
import { answeredText, sitePath, telHref } from './quotesText';
import { previousQuotesScreens } from './previousQuotes.screens';
import { previousQuotesTexts } from './previousQuotesText';

type FoundDriver = QuoteContext['found'][number];

/** The links of a quote page that configures none (src/config/quote.ts defaults): the path model's pages. */
const QUOTE_PAGE_LINKS = { nearestOfficeUrl: '/offices/', chatUrl: '/contact/', agentPhone: '1-800-555-0199' } as const;

/** A poll answer of the rate request as the path's outcomes hold it (services/quotes.ts ResultsAnswer, read loosely). */
interface PollAnswer {
  isDone: boolean;
  completedCount: number;
  totalCount?: number | null;
  results: Array<{ companyID: string; companyName: string; rates: Array<{ term: number; showBuyButton?: boolean }> }>;
}

/**
 * The carriers every card screen of the last rate request shows whatever the sorting option: in
 * both the latest poll answer and the latest final answer received (whichever of them is stale,
 * from an earlier request, the other is this request's: the two together never name a carrier the
 * request did not receive), with a rate for every term any carrier quoted, each with a buy button
 * (option 2 keeps only those). The path model's pages exclude no carrier.
 */
function carriersShownAlways(seen: Seen): string[] {
  const poll = latest<PollAnswer>(seen, 'pollResults');
  const final = latest<PollAnswer>(seen, 'finalResults');
  const answers = [poll, final].filter((a): a is PollAnswer => a !== null);
  if (answers.length === 0) return [];
  const terms = new Set(answers.flatMap((a) => a.results.flatMap((r) => r.rates.map((rate) => rate.term))));
  const always = (r: PollAnswer['results'][number]) => [...terms].every((term) => r.rates.some((rate) => rate.term === term)) && r.rates.every((rate) => rate.showBuyButton === true);
  const [first, ...others] = answers;
  return (first?.results ?? [])
    .filter((r) => always(r) && others.every((a) => a.results.some((o) => o.companyID === r.companyID && always(o))))
    .map((r) => r.companyName);
}
interface ZipAnswer {
  addresses: Array<{ city: string; state: string }>;
  isQuoteAvaliable: boolean;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression of a text template: each {placeholder} stands for any text. */
const template = (text: string) => new RegExp(`^${text.split(/\{[a-z]+\}/i).map(esc).join('.+')}$`);

/** Any one of these texts, whole. */
const oneOf = (texts: readonly string[]) => new RegExp(`^(${texts.map(esc).join('|')})$`);
/** One of these messages, after whatever the field's error line puts before it (a hidden "Error:" for screen readers). */
const endsWithOneOf = (texts: readonly string[]) => new RegExp(`(${texts.map(esc).join('|')})$`);

/** The event's payload, checked where it is read (the screens get events untyped). */
function payload<T>(event: { type: string }, key: string): T {
  if (!(key in event)) throw new Error(`quote screens: ${event.type} without ${key}`);
  return (event as Record<string, unknown>)[key] as T;
}

/** The latest done answer of a call, or null when the path has none yet (a saved visit shows what was kept). */
function latest<T>(seen: Seen, actorId: string): T | null {
  try {
    return seen.done<T>(actorId);
  } catch {
    return null;
  }
}

export function quoteScreens(lang: Lang): FlowScreens {
  const t = quoteText[lang];
  const kit = formText[lang];
  const nav = { role: 'navigation', name: t.progress.label };
  const heading = (name: string | RegExp): Expectation => ({ role: 'heading', name });
  const progress = (stage: QuoteStage): Expectation[] => [nav, { role: 'progressbar', name: t.progress.bar }, { text: progressText(stage, t, lang) }];
  const button = (name: string): Query => ({ role: 'button', name });
  const box = (name: string): Query => ({ role: 'textbox', name });
  const dobGroup = { role: 'group', name: t.driver1.dob };
  const dobPart = (name: string): Query => ({ role: 'textbox', name, within: dobGroup });
  const radio = (group: string, name: string): Query => ({ role: 'radio', name, within: { role: 'radiogroup', name: group } });
  const noBack: Expectation = { ...button(t.buttons.back), absent: true };
  const continueButton: Expectation = { ...button(t.buttons.continue), busy: false };

  const driver1Fields: Expectation[] = [
    heading(t.driver1.heading),
    ...progress('driver1'),
    { role: 'radiogroup', name: t.driver1.licenseMode },
    dobPart(kit.month),
    dobPart(kit.day),
    dobPart(kit.year),
    box(t.driver1.firstName),
    box(t.driver1.lastName),
    noBack,
  ];
  const driver1Form: Expectation[] = [...driver1Fields, continueButton];
  // quote-8.9: an affiliate's step names the fields the lead lacked (the path's lead answer says which); no notice otherwise.
  const affiliateNotice = (seen: Seen, step: QuoteStage): Expectation[] => {
    const opening = latest<{ prefill: { missing: string[] } }>(seen, 'loadLead');
    const text = affiliateNoticeText(t, lang, opening?.prefill?.missing ?? [], step);
    return text === null ? [{ text: template(t.affiliate.missing), absent: true }] : [{ text }];
  };
  const driver3Form = (seen: Seen): Expectation[] => {
    const zip = latest<ZipAnswer>(seen, 'lookupZip');
    return [
      heading(t.driver3.heading),
      ...progress('driver3'),
      box(t.driver3.address),
      box(t.driver3.zip),
      // After a lookup, the city and state are the ones it found.
      zip?.isQuoteAvaliable ? { ...box(t.driver3.city), value: zip.addresses[0]?.city ?? '' } : box(t.driver3.city),
      box(t.driver3.state),
      { role: 'radiogroup', name: t.driver3.gender },
      { role: 'radiogroup', name: t.driver3.marital },
      { role: 'radiogroup', name: t.driver3.insured },
      { role: 'combobox', name: t.driver3.licenseType },
      { role: 'checkbox', name: t.driver3.rentersAndHome },
      button(t.buttons.back),
    ];
  };

  const vehicleName = (v: { year: number; maker: string; model: string }) => fill(t.vehicles.name, { year: String(v.year), maker: v.maker, model: v.model });
  const dt = disclosureText[lang];
  const li = licenceImageText[lang];
  // The photo's file input, named by its label in either mode.
  const photoInput: Query = { label: oneOf([li.label.uploadimage, li.label.scanimage]) };
  const policyLink = (policy: DisclosurePolicy): Query => ({ role: 'button', name: dt.policies[policy].title });
  const policyDialog: Query = { role: 'dialog', name: oneOf(Object.values(dt.policies).map((p) => p.title)) };
  const d = t.vehicleDialog;
  const dialog = { role: 'dialog', name: oneOf([d.addTitle, d.editTitle]) };
  const inDialog = (role: string, name: string | RegExp): Query => ({ role, name, within: dialog });
  const vinBox = inDialog('textbox', d.vin);
  const select = (name: string): Query => inDialog('combobox', name);
  const vehiclesList: Expectation[] = [heading(t.vehicles.heading), ...progress('vehiclesummary'), { role: 'dialog', absent: true }];
  const dialogScreen: Expectation[] = [dialog, select(t.vehicles.mileage), inDialog('button', d.save), inDialog('button', d.cancel)];
  const vinPanel: Expectation[] = [...dialogScreen, vinBox, inDialog('button', d.useDropdowns)];
  const listPanel = (open: { year: boolean; make: boolean; model: boolean }): Expectation[] => [
    ...dialogScreen,
    { ...select(d.year), disabled: !open.year },
    { ...select(d.make), disabled: !open.make },
    { ...select(d.model), disabled: !open.model },
    inDialog('button', d.useVin),
  ];
  // The driver summary and its dialogs (quote-2.9, quote-2.23, quote-2.24, quote-2.26).
  const dd = t.driverDialog;
  const driverDialog = { role: 'dialog', name: oneOf([dd.addTitle, dd.editTitle]) };
  const inDriverDialog = (role: string, name: string | RegExp): Query => ({ role, name, within: driverDialog });
  const groupPart = (group: string, part: string): Query => ({ role: 'textbox', name: part, within: { role: 'group', name: group } });
  const summaryList: Expectation[] = [
    heading(t.summary.heading),
    ...progress('driversummary'),
    { text: t.summary.primary },
    { role: 'link', name: new RegExp(`^${esc(t.buttons.edit)} `), href: '#driver1' },
    { ...button(t.summary.add), disabled: false },
    continueButton,
    button(t.buttons.back),
    { role: 'dialog', absent: true },
  ];
  const coverageForm = (seen: Seen): Expectation[] => {
    const set = seen.done<CoverageSet>('loadCoverages');
    return [
      heading(t.coverage.heading),
      ...progress('coverage'),
      { role: 'radiogroup', name: t.coverage.term },
      // By the code the card shows: the names come in the page's language from the API, the path's answers in English.
      ...set.coverageProducts.map(
        // A package by its code, the radio's value: its name and description are the API's, in the page's language.
        (p): Expectation => ({ role: 'radio', valued: p.code, within: { role: 'radiogroup', name: t.coverage.packages } }),
      ),
      { role: 'radio', name: new RegExp(`^${esc(t.coverage.custom)} `) },
      continueButton,
      button(t.buttons.back),
    ];
  };

  // The quote stage (quote-2.13, quote-2.33, quote-2.35).
  const q = t.quotes;
  const sq = t.savedQuotes;
  const so = t.startOver;
  const startOverDialog: Query = { role: 'dialog', name: so.title };
  const loadingPanel: Query = { role: 'status', name: q.loading.panel };
  // A part of the form whose code comes when first needed (views/quote/LaterCode.tsx).
  const codeLoading: Expectation = { text: t.code.loading };
  const codeFailed: Expectation[] = [{ text: t.code.failed }, { ...button(t.buttons.retry), focused: true }];
  const countdown: Expectation = {
    text: new RegExp(`^(${[q.loading.secondsLeft.one, q.loading.secondsLeft.other].map((x) => template(x).source.slice(1, -1)).join('|')}|${esc(q.loading.almostThere)})$`),
    within: loadingPanel,
  };
  const noQuotesGreeting = new RegExp(`^(${template(q.noQuotes.heading).source.slice(1, -1)}|${esc(q.noQuotes.headingNoName)})$`);
  // The configured title is the page's; the path model's pages configure none: the catalog's, or the requote title of a revisit.
  const cardsTitle: Expectation = heading(oneOf([t.configured.quotesTitle, q.requoteTitle]));
  const officeLink: Expectation = { role: 'link', name: q.nearestOffice, href: sitePath(QUOTE_PAGE_LINKS.nearestOfficeUrl, lang) };
  const cardsScreen: Expectation[] = [
    cardsTitle,
    ...progress('quotes'),
    { role: 'combobox', name: q.sortBy },
    { role: 'list', name: q.list },
    { role: 'status', name: q.loading.panel, absent: true },
    officeLink,
    button(t.buttons.back),
  ];
  // quote-2.35, quote-8.10: the greeting, Try again, the agency's phone, chat, the nearest office.
  const noQuotesScreen: Expectation[] = [
    { role: 'heading', name: noQuotesGreeting },
    ...progress('quotes'),
    { text: q.noQuotes.text },
    button(t.buttons.retry),
    { role: 'link', name: fill(q.card.call, { phone: QUOTE_PAGE_LINKS.agentPhone }), href: telHref(QUOTE_PAGE_LINKS.agentPhone) },
    { role: 'link', name: q.chat, href: sitePath(QUOTE_PAGE_LINKS.chatUrl, lang) },
    officeLink,
    button(t.buttons.back),
    { role: 'status', name: q.loading.panel, absent: true },
  ];
  // A card's button and what it opens (machines/quote/cardAction.machine.ts, views/quote/CardActionModal.tsx).
  const a = q.action;
  const confirmDialog: Query = { role: 'dialog', name: template(a.confirmTitle) };
  const contactedDialog: Query = { role: 'dialog', name: a.contactedTitle };
  const feedbackGroup: Query = { role: 'group', name: a.feedbackQuestion, within: contactedDialog };
  const pressedCarrier = (fields: Record<string, string>): string => {
    const carrier = fields.carrier;
    if (!carrier) throw new Error('quote screens: the press names no carrier (its outcome gives fields.carrier)');
    return carrier;
  };
  // Every card shows: those of the carriers every sorting option keeps are certainly there.
  const everyCard = (seen: Seen): Expectation[] =>
    carriersShownAlways(seen).map((name): Expectation => ({ role: 'heading', name, within: { role: 'list', name: q.list } }));

  // quote 001 §2: the previous quotes, a child chart's screens (views/quote/previousQuotes.screens.ts).
  const previous = previousQuotesScreens(lang);
  return {
    transient: [
      ...previous.transient,
      'checkingPage',
      // The opening (its own chart, the child `opening`): the token, an affiliate's lead and its ZIP on their way.
      'opening.waiting',
      'opening.loadingLead',
      'opening:gettingToken',
      'opening:loadingLead',
      'opening:lookingUpZip',
      // The later code (machines/quote/quote.machine.ts `quoteLaterCode`): the page asks for it once the
      // first step is drawn, so the state that waits for it moves on at once.
      'driver1:loadingImage',
      'driversummary:loadingDialog',
      'vehiclesummary:loadingDialog',
      // The quote stage's chart starts on the saved quotes, a requote's cards or a new request.
      'quoteStage:starting',
      'quoteStage:loadingCode',
      // The saved quotes asked for again, the coverages of new quotes (their own chart, the child `savedQuotes`): the page moves on when they answer.
      'quoteStage/savedQuotes:opening',
      'quoteStage/savedQuotes:restoring',
      'quoteStage/savedQuotes:renewing',
      'previousQuotes.loadingCode',
      'driver1:lookingUp',
      // The lead store answers at once: the address step may already show.
      'driver2.savingLead',
      'driver3:checkingZip',
      'driver3:entering',
      'driver1:imageRead',
      'driver1:checkingImageZip',
      'driver1/licenceImage:reading',
      'driver3:checkingEndpoint',
      'driver3:switchingEndpoint',
      'vehiclesummary:opening',
      'vehiclesummary:findingCars',
      'coverage:loading',
      'vehiclesummary/vehicleDialog:choosing',
      'vehiclesummary/vehicleDialog:vin.decoding',
      'vehiclesummary/vehicleDialog:dropdowns.loadingYears',
      'vehiclesummary/vehicleDialog:dropdowns.loadingMakes',
      'vehiclesummary/vehicleDialog:dropdowns.loadingModels',
      'vehiclesummary/vehicleDialog:dropdowns.loadingDetails',
      // The rate request's calls in flight: the page moves on when they answer. (Not the quote
      // stage's `requesting` itself: the visitor waits there, between polls, and the walk must see
      // each poll's answer on the screen before it moves the clock on.)
      'quoteStage/rateRequest:starting',
      'quoteStage/rateRequest:preparing',
      'quoteStage/rateRequest:posting',
      'quoteStage/rateRequest:polling.poll.fetching',
      'quoteStage/rateRequest:finishing',
      // A card's press: its calls in flight, the new tab opening, and its end.
      // The lead store's write (nothing of it on the screen).
      'quoteStage/quotes:shown.agents.savingLead',
      'quoteStage:noQuotes.savingLead',
      'quoteStage/quotes/cardAction:starting',
      'quoteStage/quotes/cardAction:selecting',
      'quoteStage/quotes/cardAction:fetchingUrl',
      'quoteStage/quotes/cardAction:openingTab',
      'quoteStage/quotes/cardAction:contacting',
      'quoteStage/quotes/cardAction:done',
    ],
    // The lead write after driver2's Continue: the sandbox answers at once, and the page gives up after
    // 5 s of its own clock, so the policy links under the busy Continue cannot be opened there in a browser.
    leftAtOnce: ['driver2.savingLead'],
    states: {
      ...previous.states,
      // The previous quotes' panel in place of the form's steps (its chart's states say the rest).
      'previousQuotes.open': [{ role: 'region', name: previousQuotesTexts(lang).title }],
      'previousQuotes.loadingCode': [codeLoading],
      'previousQuotes.codeFailed': [
        ...codeFailed,
        { role: 'link', name: t.code.back, href: /^#(driver1|driver2|driver3|driversummary|vehiclesummary|coverage|consent)$/ },
        { role: 'region', name: previousQuotesTexts(lang).title, absent: true },
      ],
      // Decided before anything is drawn: the page the visit belongs to.
      checkingPage: [],
      // The opening: its screens are its own chart's (the child `opening`).
      'opening.waiting': [],
      'opening.loadingLead': [],
      'opening:gettingToken': [{ text: t.start.loading }],
      'opening:loadingLead': [{ text: t.affiliate.loading }],
      'opening:lookingUpZip': [{ text: t.affiliate.loading }],
      'opening:tokenFailed': [{ text: t.start.failed }, button(t.buttons.retry), nav],
      // The first driver step: its heading and progress; its screens are its own chart's (the child `driver1`).
      driver1: [heading(t.driver1.heading), ...progress('driver1')],
      'driver1:editing': (seen) => [...driver1Form, { text: t.driver1.found, absent: true }, ...affiliateNotice(seen, 'driver1')],
      'driver1:lookingUp': [{ text: t.driver1.lookingUp }, ...progress('driver1')],
      'driver1:found': (seen) => {
        const driver = seen.done<{ drivers: FoundDriver[] }>('lookUpDriver').drivers[0];
        if (!driver) throw new Error('quote screens: the path found no driver');
        return [
          ...driver1Form,
          { text: t.driver1.found },
          { ...box(t.driver1.firstName), value: driver.firstName },
          { ...box(t.driver1.lastName), value: driver.lastName },
        ];
      },
      'driver1:notFound': [...driver1Form, { text: t.driver1.notFound }],
      // quote-2.26: the licence names someone other than the names typed.
      'driver1:confirmingOverride': (seen) => {
        const driver = seen.done<{ drivers: FoundDriver[] }>('lookUpDriver').drivers[0];
        if (!driver) throw new Error('quote screens: the path found no driver');
        const dialogName = { role: 'dialog', name: t.override.title };
        return [
          dialogName,
          { text: fill(t.override.text, { first: driver.firstName, last: driver.lastName }), within: dialogName },
          { role: 'button', name: t.override.yes, within: dialogName },
          { role: 'button', name: t.override.no, within: dialogName },
        ];
      },
      // The names typed stay (the view tests check the boxes hold them).
      // quote-1.1, quote-4.9: the licence from a photo (the licenceImage child), then what it read.
      // Continue is busy while the photo is read (quote-8.4), not once it is read or refused.
      'driver1:loadingImage': [...driver1Fields, codeLoading],
      // The other ways to enter the driver stay offered.
      'driver1:imageFailed': [...driver1Fields, ...codeFailed, { ...button(t.code.cancel), absent: true }],
      'driver1:image': [...driver1Fields, button(t.buttons.continue), { role: 'textbox', name: t.driver1.license, absent: true }],
      'driver1:imageRead': [...driver1Fields, button(t.buttons.continue)],
      'driver1:checkingImageZip': [...driver1Fields, { ...button(t.buttons.continue), busy: true }],
      'driver1/licenceImage:reading': [photoInput, { text: li.reading }],
      'driver1/licenceImage:done': [],
      'driver1/licenceImage:empty': [photoInput],
      'driver1/licenceImage:tooLarge': [photoInput, { text: fill(li.errors.fileSizeExceeding, { size: '5' }) }],
      'driver1/licenceImage:imageNotClear': [photoInput, { text: li.errors.imageNotClear }],
      'driver1/licenceImage:fileTypeError': [photoInput, { text: li.errors.fileTypeError }],
      'driver1/licenceImage:unexpectedError': [photoInput, { text: li.errors.unexpectederroroccured }, button(li.retry)],
      'driver1:imageFilled': [...driver1Form, { text: t.driver1.imageRead }],
      // quote 001 §2, quote-4.5: the visit belongs to the other quote page, which opens it.
      leavingForPage: [{ navigatedTo: /\/quote-ca\/(#[a-z0-9]+)?$/ }],
      leavingNotAvailable: [{ navigatedTo: lang === 'es' ? '/es/coming-soon/' : '/coming-soon/' }],
      'driver1:kept': [...driver1Form, { text: t.driver1.kept }, { role: 'dialog', absent: true }],
      'driver1:lookupFailed': [...driver1Form, { text: t.driver1.lookupFailed }, button(t.buttons.retry)],
      // The contact form is its own chart (the quote chart's child `driver2`; `consent` on the consent section).
      'driver2.asking': [heading(t.driver2.heading), ...progress('driver2')],
      'driver2:editing': (seen) => [
        heading(t.driver2.heading),
        ...progress('driver2'),
        box(t.driver2.email),
        box(t.driver2.phone),
        { role: 'checkbox', name: t.driver2.consent },
        continueButton,
        button(t.buttons.back),
        ...affiliateNotice(seen, 'driver2'),
      ],
      // quote-7.31: the lead created once the contact details are given; Continue is busy until the store answers.
      'driver2.savingLead': [heading(t.driver2.heading), ...progress('driver2'), box(t.driver2.email), { ...button(t.buttons.continue), busy: true }, { text: t.driver2.saving }],
      // quote-2.12, quote-2.21: the affiliate consent section, at 80%.
      consent: [heading(t.consentSection.heading), ...progress('consent')],
      'consent:editing': [
        heading(t.consentSection.heading),
        ...progress('consent'),
        { text: t.consentSection.text },
        box(t.driver2.email),
        box(t.driver2.phone),
        { role: 'checkbox', name: t.driver2.consent },
        continueButton,
        button(t.buttons.back),
      ],
      // Start over asked on a form step: its confirmation over the step (the step stays under it).
      ...Object.fromEntries(
        (['driver1', 'driver2', 'driver3', 'driversummary', 'vehiclesummary', 'coverage', 'consent'] as const).map((stage) => [
          // Each stage's own chart owns its Start over (the children `driver1`, `driver2`, `driver3`, `driversummary`, `vehiclesummary`, `coverage`, `consent`).
          ['driver1', 'driver2', 'driver3', 'driversummary', 'vehiclesummary', 'coverage', 'consent'].includes(stage) ? `${stage}:confirmingRestart` : `${stage}.confirmingRestart`,
          [
            startOverDialog,
            { role: 'button', name: so.yes, within: startOverDialog },
            { role: 'button', name: so.no, within: startOverDialog, focused: true },
            { text: so.text, within: startOverDialog },
          ],
        ]),
      ),
      // quote-2.31: the policies under the consent, each in its modal: the contact form's `disclosures` child (on driver2 and the
      // consent section), and the quote chart's under the busy Continue while the lead is written.
      ...Object.fromEntries(
        ['disclosures', 'driver2/disclosures', 'consent/disclosures'].flatMap((id) => [
          [`${id}:closed`, [policyLink('privacyPolicy'), { ...policyDialog, absent: true }]],
          [`${id}:open`, [policyDialog, { role: 'button', name: dt.close, within: policyDialog }]],
        ]),
      ),
      // The address step is its own chart (the quote chart's child `driver3`).
      driver3: [heading(t.driver3.heading), ...progress('driver3')],
      'driver3:editing': (seen) => [...driver3Form(seen), continueButton, ...affiliateNotice(seen, 'driver3')],
      'driver3:checkingZip': (seen) => [...driver3Form(seen), { ...button(t.buttons.continue), busy: true }],
      'driver3:zipNotAvailable': [
        heading(t.driver3.heading),
        { text: t.configured.zipNotAvailable },
        // quote-5.3: city and state cleared.
        { ...box(t.driver3.city), value: '' },
        { ...box(t.driver3.state), value: '' },
      ],
      'driver3:zipFailed': (seen) => [...driver3Form(seen), { text: t.driver3.zipFailed }, button(t.buttons.retry)],
      'driver3:checkingEndpoint': (seen) => driver3Form(seen),
      'driver3:entering': [heading(t.driver3.heading)],
      'driver3:switchingEndpoint': (seen) => [...driver3Form(seen), { ...button(t.buttons.continue), busy: true }],
      'driver3:endpointFailed': (seen) => [...driver3Form(seen), { text: t.driver3.endpointFailed }, button(t.buttons.retry)],
      // The driver list: its heading and progress; its screens are its own chart's (the child `driversummary`).
      driversummary: [heading(t.summary.heading), ...progress('driversummary')],
      'driversummary:list': summaryList,
      'driversummary:loadingDialog': [heading(t.summary.heading), codeLoading],
      'driversummary:dialogFailed': [heading(t.summary.heading), ...codeFailed, button(t.code.cancel), { role: 'dialog', absent: true }],
      'driversummary:editing': [heading(t.summary.heading), driverDialog],
      'driversummary:confirmingAnother': [
        { role: 'dialog', name: t.summary.anotherTitle },
        { text: t.summary.anotherText },
        button(t.summary.anotherYes),
        button(t.summary.anotherNo),
      ],
      'driversummary:confirmingRemoval': [
        // quote-2.24: "Remove {first} {last} ?" with the driver's names.
        { role: 'dialog', name: template(t.summary.removeTitle) },
        { text: t.summary.removeText },
        button(t.summary.removeYes),
        button(t.summary.removeNo),
      ],
      'driversummary/driverDialog:editing': [
        driverDialog,
        inDriverDialog('textbox', dd.firstName),
        inDriverDialog('textbox', dd.lastName),
        { role: 'group', name: dd.dob, within: driverDialog },
        { role: 'radiogroup', name: dd.gender, within: driverDialog },
        { role: 'radiogroup', name: dd.marital, within: driverDialog },
        inDriverDialog('checkbox', dd.primaryDriver),
        // quote-2.23: the address prefilled from the main driver's.
        inDriverDialog('textbox', dd.street),
        inDriverDialog('button', dd.save),
        inDriverDialog('button', dd.cancel),
      ],
      // The vehicle list: its heading and progress; its screens are its own chart's (the child `vehiclesummary`).
      vehiclesummary: [heading(t.vehicles.heading), ...progress('vehiclesummary')],
      'vehiclesummary:opening': [heading(t.vehicles.heading)],
      'vehiclesummary:findingCars': [heading(t.vehicles.heading), ...progress('vehiclesummary'), { text: t.vehicles.finding }],
      'vehiclesummary:list': (seen) => {
        // quote-7.27: the household's vehicles the lookup found can be ticked (until they are added).
        const household = seen.answers('searchHousehold').length > 0 ? latest<{ cars: VehicleDetail[] }>(seen, 'searchHousehold') : null;
        const found: Expectation[] = household && household.cars.length > 0 ? [{ role: 'button', name: t.vehicles.addFound }] : [];
        return [...vehiclesList, { ...button(t.vehicles.add), disabled: false }, ...found, continueButton, button(t.buttons.back)];
      },
      'vehiclesummary:loadingDialog': [heading(t.vehicles.heading), codeLoading],
      'vehiclesummary:dialogFailed': [heading(t.vehicles.heading), ...codeFailed, button(t.code.cancel), { role: 'dialog', absent: true }],
      'vehiclesummary:editing': [heading(t.vehicles.heading), dialog],
      'vehiclesummary:confirmingRemoval': [
        { role: 'dialog', name: template(t.vehicles.removeTitle) },
        { text: t.vehicles.removeText },
        button(t.vehicles.removeYes),
        button(t.vehicles.removeNo),
      ],
      'vehiclesummary/vehicleDialog:choosing': [dialog],
      'vehiclesummary/vehicleDialog:vin.typing': [...vinPanel, inDialog('button', d.lookUp)],
      'vehiclesummary/vehicleDialog:vin.invalid': [
        ...vinPanel,
        // quote-5.9: the VIN the chart refused, and why (the letter O, its length, its check digit).
        { text: endsWithOneOf([d.errors.vinLetters, d.errors.vinLength, d.errors.vinCheckDigit, d.errors.vinRequired]), within: dialog },
      ],
      'vehiclesummary/vehicleDialog:vin.decoding': [dialog, { ...inDialog('button', d.decoding), busy: true }],
      'vehiclesummary/vehicleDialog:vin.decoded': (seen) => {
        const vehicle = seen.done<VehicleDetail[]>('decodeVin')[0];
        if (!vehicle) throw new Error('quote screens: the path decoded no vehicle');
        return [...vinPanel, { text: fill(d.decoded, { vehicle: vehicleName(vehicle) }), within: dialog }, { ...inDialog('button', d.save), disabled: false }];
      },
      'vehiclesummary/vehicleDialog:vin.unknown': [...vinPanel, { text: d.unknown, within: dialog }],
      'vehiclesummary/vehicleDialog:vin.failed': [...vinPanel, { text: d.failed, within: dialog }, inDialog('button', t.buttons.retry)],
      'vehiclesummary/vehicleDialog:dropdowns.loadingYears': [...listPanel({ year: false, make: false, model: false }), { text: d.loadingYears, within: dialog }],
      'vehiclesummary/vehicleDialog:dropdowns.pickingYear': listPanel({ year: true, make: false, model: false }),
      'vehiclesummary/vehicleDialog:dropdowns.loadingMakes': [...listPanel({ year: false, make: false, model: false }), { text: d.loadingMakes, within: dialog }],
      'vehiclesummary/vehicleDialog:dropdowns.pickingMake': listPanel({ year: true, make: true, model: false }),
      'vehiclesummary/vehicleDialog:dropdowns.loadingModels': [...listPanel({ year: false, make: false, model: false }), { text: d.loadingModels, within: dialog }],
      'vehiclesummary/vehicleDialog:dropdowns.pickingModel': listPanel({ year: true, make: true, model: true }),
      'vehiclesummary/vehicleDialog:dropdowns.loadingDetails': [...listPanel({ year: false, make: false, model: false }), { text: d.loadingDetails, within: dialog }],
      'vehiclesummary/vehicleDialog:dropdowns.chosen': (seen) => {
        const vehicle = seen.done<VehicleDetail[]>('loadDetails')[0];
        const chosen: Expectation[] = vehicle ? [{ text: fill(d.chosen, { vehicle: vehicleName(vehicle) }), within: dialog }] : [];
        return [...listPanel({ year: true, make: true, model: true }), ...chosen, { ...inDialog('button', d.save), disabled: false }];
      },
      'vehiclesummary/vehicleDialog:dropdowns.listFailed': [...dialogScreen, { text: d.listFailed, within: dialog }, inDialog('button', t.buttons.retry)],
      // The coverage stage: its heading and progress; its screens are its own chart's (the child `coverage`).
      coverage: [heading(t.coverage.heading), ...progress('coverage')],
      'coverage:loading': [heading(t.coverage.heading), ...progress('coverage'), { text: t.coverage.loading }],
      'coverage:choosing': coverageForm,
      'coverage:failed': [heading(t.coverage.heading), ...progress('coverage'), { text: t.coverage.failed }, button(t.buttons.retry), button(t.buttons.back)],
      // quote-2.13, quote-4.12: the rate request; its panel is a status, not a dialog: Back stays.
      // The stage's code on its way looks like the request starting; not come, it says so (Back stays).
      // The quote stage: its progress; its screens are its own chart's (the child `quoteStage`).
      quotes: [...progress('quotes')],
      // Left at once: the saved quotes, a requote's cards or the request.
      'quoteStage:starting': [],
      'quoteStage:loadingCode': [heading(q.loading.heading), ...progress('quotes'), loadingPanel],
      'quoteStage:codeFailed': [heading(q.loading.heading), ...codeFailed, button(t.buttons.back), { ...loadingPanel, absent: true }],
      'quoteStage:requesting': [heading(q.loading.heading), ...progress('quotes'), loadingPanel, countdown, { role: 'dialog', absent: true }, button(t.buttons.back)],
      // quote 001 §2, quote-3.17: the page opened again on the quotes the visit keeps (views/quote/SavedQuotes.tsx);
      // its screens are their own chart's (the child `savedQuotes`).
      'quoteStage:saved': [heading(sq.heading), ...progress('quotes')],
      // Left at once: the saved quotes' age picks restoring or stale.
      'quoteStage/savedQuotes:opening': [],
      'quoteStage/savedQuotes:restoring': [heading(sq.heading), ...progress('quotes'), { text: sq.loading }, button(t.buttons.back)],
      'quoteStage/savedQuotes:renewing': [heading(sq.heading), ...progress('quotes'), { text: sq.renewing }],
      'quoteStage/savedQuotes:stale': [heading(sq.heading), ...progress('quotes'), { text: template(sq.stale) }, button(sq.renew), button(t.buttons.back), { ...loadingPanel, absent: true }],
      'quoteStage/savedQuotes:unavailable': [heading(sq.heading), ...progress('quotes'), { text: template(sq.unavailable) }, button(sq.renew), button(t.buttons.back)],
      'quoteStage/savedQuotes:restoreFailed': [heading(sq.heading), ...progress('quotes'), { text: sq.failed }, button(sq.renew), button(t.buttons.retry), button(t.buttons.back)],
      'quoteStage/rateRequest:starting': [],
      'quoteStage/rateRequest:preparing': [loadingPanel],
      'quoteStage/rateRequest:posting': [loadingPanel],
      'quoteStage/rateRequest:polling.poll.fetching': [loadingPanel],
      // Once a carrier has answered: "3 of 7 carriers answered" (the latest poll is this request's: it led here).
      'quoteStage/rateRequest:polling.poll.waiting': (seen) => {
        const poll = latest<PollAnswer>(seen, 'pollResults');
        const text = poll ? answeredText(t, lang, poll.completedCount, poll.totalCount ?? null) : null;
        return [loadingPanel, ...(text === null ? [] : [{ text, within: loadingPanel }])];
      },
      'quoteStage/rateRequest:polling.patience.early': [{ text: q.loading.late, absent: true }],
      'quoteStage/rateRequest:polling.patience.late': [{ text: q.loading.late, within: loadingPanel }],
      'quoteStage/rateRequest:finishing': [loadingPanel],
      // quote-2.32, quote-2.33, quote-4.21: the title, the sorting, the first cards.
      // The cards are their own chart's (the child `quotes`).
      'quoteStage:showing': cardsScreen,
      // Left at once: the first cards (a requote, more than the first) or all.
      'quoteStage/quotes:opening': [],
      'quoteStage/quotes:shown.cards.firstCards': [...cardsScreen, { ...button(q.showFewer), absent: true }],
      'quoteStage/quotes:shown.cards.allCards': (seen) => [...cardsScreen, ...everyCard(seen), { ...button(q.showMore), absent: true }],
      // quote-4.18 to quote-4.20: the buttons of the cards (no modal while none is pressed).
      'quoteStage/quotes:shown.action.idle': [{ role: 'dialog', absent: true }],
      'quoteStage/quotes:shown.action.busy': [],
      'quoteStage/quotes:shown.agents.counting': [],
      'quoteStage/quotes:shown.agents.savingLead': [],
      'quoteStage/quotes:shown.agents.known': [],
      'quoteStage/quotes/cardAction:starting': [],
      'quoteStage/quotes/cardAction:selecting': [],
      'quoteStage/quotes/cardAction:fetchingUrl': [],
      'quoteStage/quotes/cardAction:openingTab': [],
      'quoteStage/quotes/cardAction:contacting': [],
      'quoteStage/quotes/cardAction:done': [],
      // quote-2.29: "Redirecting you to {carrier}", Yes and No.
      'quoteStage/quotes/cardAction:confirming': [confirmDialog, { role: 'button', name: a.yes, within: confirmDialog }, { role: 'button', name: a.no, within: confirmDialog }],
      // quote-2.28, quote-2.34: the contact success modal, its question, then thanks.
      'quoteStage/quotes/cardAction:contacted.asking': [contactedDialog, feedbackGroup, { role: 'button', name: a.feedbackYes, within: feedbackGroup }],
      // quote-2.30: the carrier's page in a frame, Open in a new window and Close.
      'quoteStage/quotes/cardAction:framed': [
        { role: 'dialog', name: template(a.frameTitle) },
        { role: 'button', name: a.openWindow, within: { role: 'dialog', name: template(a.frameTitle) } },
      ],
      // quote-8.8: no carrier page to open; a failed call offers Try again.
      'quoteStage/quotes/cardAction:unavailable': [{ role: 'dialog', name: template(a.unavailableTitle) }, { text: a.unavailableText }],
      'quoteStage/quotes/cardAction:urlFailed': [{ role: 'dialog', name: template(a.unavailableTitle) }, { text: template(a.urlFailed) }, { role: 'button', name: a.retry }],
      'quoteStage/quotes/cardAction:contactFailed': [{ role: 'dialog', name: template(a.unavailableTitle) }, { text: template(a.contactFailed) }, { role: 'button', name: a.retry }],
      'quoteStage/quotes/cardAction:contacted.thanked': [contactedDialog, { text: a.thanks, within: contactedDialog }, { role: 'group', name: a.feedbackQuestion, absent: true }],
      // quote-2.35, quote-8.10: the greeting, Try again, chat, the nearest office.
      // quote-4.15, quote-8.3: the lead is saved behind the view; what the visitor sees is the same whether or not it was.
      'quoteStage:noQuotes.savingLead': noQuotesScreen,
      'quoteStage:noQuotes.leadSaved': noQuotesScreen,
      'quoteStage:noQuotes.leadUnsaved': noQuotesScreen,
    },
    actions: {
      ...previous.actions,
      'token.retry': () => [{ click: button(t.buttons.retry) }],
      'licence.lookup': (event, fields) => {
        const dob = payload<Driver1Values['dob']>(event, 'dob');
        // The names as the event has them (none: the boxes emptied), typed before the licence.
        const names = event as { firstName?: string; lastName?: string };
        return [
          { fill: box(t.driver1.firstName), value: names.firstName ?? '' },
          { fill: box(t.driver1.lastName), value: names.lastName ?? '' },
          { click: radio(t.driver1.licenseMode, t.driver1.modes.dl) },
          { fill: box(t.driver1.license), value: fields.license ?? payload<string>(event, 'license') },
          { fill: dobPart(kit.month), value: dob.month },
          { fill: dobPart(kit.day), value: dob.day },
          { fill: dobPart(kit.year), value: dob.year },
          // Leaving the date of birth asks for the lookup.
          { press: 'Tab' },
        ];
      },
      // quote-4.10: no licence number; leaving the date of birth, with the names typed, asks the search by name.
      'names.lookup': (event, fields) => {
        const dob = payload<Driver1Values['dob']>(event, 'dob');
        return [
          { click: radio(t.driver1.licenseMode, t.driver1.modes.nondl) },
          { fill: box(t.driver1.firstName), value: fields.firstName ?? payload<string>(event, 'firstName') },
          { fill: box(t.driver1.lastName), value: fields.lastName ?? payload<string>(event, 'lastName') },
          { fill: dobPart(kit.month), value: dob.month },
          { fill: dobPart(kit.day), value: dob.day },
          { fill: dobPart(kit.year), value: dob.year },
          { press: 'Tab' },
        ];
      },
      'driver1.submit': (event, fields) => {
        const v = payload<Driver1Values>(event, 'values');
        const mode = v.licenseMode === 'nondl' ? 'nondl' : 'dl';
        // The names first too: leaving the licence and date of birth looks the licence up (quote-5.8),
        // and with another name still in the form (a licence photo's) the page would rightly ask whether
        // to use the name on the licence (quote-2.26), which this step does not say. Typed again after
        // the date of birth, as a person finishing the form does, while that lookup answers.
        const names: Action[] = [
          { fill: box(t.driver1.firstName), value: v.firstName },
          { fill: box(t.driver1.lastName), value: v.lastName },
        ];
        const steps: Action[] = [{ click: radio(t.driver1.licenseMode, t.driver1.modes[mode]) }, ...names];
        if (mode === 'dl') steps.push({ fill: box(t.driver1.license), value: fields.license ?? v.license });
        steps.push(
          { fill: dobPart(kit.month), value: v.dob.month },
          { fill: dobPart(kit.day), value: v.dob.day },
          { fill: dobPart(kit.year), value: v.dob.year },
          ...names,
          { click: button(t.buttons.continue) },
        );
        return steps;
      },
      'consent.submit': (event) => {
        const v = payload<Driver2Values>(event, 'values');
        return [
          { fill: box(t.driver2.email), value: v.email },
          { fill: box(t.driver2.phone), value: v.phone },
          { click: { role: 'checkbox', name: t.driver2.consent } },
          { click: button(t.buttons.continue) },
        ];
      },
      'driver2.submit': (event) => {
        const v = payload<Driver2Values>(event, 'values');
        const steps: Action[] = [
          { fill: box(t.driver2.email), value: v.email },
          { fill: box(t.driver2.phone), value: v.phone },
        ];
        // The consent box starts unticked on every visit to the step.
        if (v.consent) steps.push({ click: { role: 'checkbox', name: t.driver2.consent } });
        steps.push({ click: button(t.buttons.continue) });
        return steps;
      },
      'zip.lookup': (event, fields) => [{ fill: box(t.driver3.zip), value: fields.zip ?? payload<string>(event, 'zip') }],
      'driver3.submit': (event) => {
        const v = payload<Driver3Values>(event, 'values');
        // The ZIP is the zip.lookup step's (typing it looks it up); the city and state are its answer's.
        const steps: Action[] = [
          { fill: box(t.driver3.address), value: v.address },
          { fill: box(t.driver3.address2), value: v.address2 },
        ];
        if (v.gender !== '') steps.push({ click: radio(t.driver3.gender, v.gender === '1' ? t.driver3.female : t.driver3.male) });
        if (v.marital !== '') steps.push({ click: radio(t.driver3.marital, v.marital === '1' ? t.driver3.single : t.driver3.married) });
        if (v.insured !== '') steps.push({ click: radio(t.driver3.insured, v.insured === '0' ? t.driver3.insuredYes : t.driver3.insuredNo) });
        if (v.licenseId !== '') steps.push({ fill: box(t.driver3.licenseId), value: v.licenseId });
        // The box starts as the saved visit left it; the model's values leave it unticked.
        if (v.rentersAndHome) steps.push({ click: { role: 'checkbox', name: t.driver3.rentersAndHome } });
        steps.push({ click: button(t.buttons.continue) });
        return steps;
      },
      'step.back': () => [{ click: button(t.buttons.back) }],
      'drivers.submit': () => [{ click: button(t.buttons.continue) }],
      'hash.changed': (event) => [{ hash: payload<string>(event, 'hash') }],
      'vehicle.add': () => [{ click: button(t.vehicles.add) }],
      // The cards' buttons are named "Edit 2019 Toyota Camry", "Remove 2019 Toyota Camry": the index-th card's.
      'vehicle.edit': (event) => [{ click: { role: 'button', name: new RegExp(`^${esc(t.buttons.edit)} `), nth: payload<number>(event, 'index') } }],
      'vehicle.remove': (event) => [{ click: { role: 'button', name: new RegExp(`^${esc(t.vehicles.remove)} `), nth: payload<number>(event, 'index') } }],
      // The vehicle's or the driver's removal: one confirmation is open at a time.
      'remove.confirm': () => [{ click: { role: 'button', name: oneOf([t.vehicles.removeYes, t.summary.removeYes]), within: { role: 'dialog' } } }],
      'remove.cancel': () => [{ click: { role: 'button', name: oneOf([t.vehicles.removeNo, t.summary.removeNo]), within: { role: 'dialog' } } }],
      'driver.add': () => [{ click: button(t.summary.add) }],
      // The main driver's Edit is a link: the index-th Edit button is the index-th added driver's ("Edit Ana Diaz").
      'driver.edit': (event) => [{ click: { role: 'button', name: new RegExp(`^${esc(t.buttons.edit)} `), nth: payload<number>(event, 'index') } }],
      'driver.remove': (event) => [{ click: { role: 'button', name: new RegExp(`^${esc(t.summary.remove)} `), nth: payload<number>(event, 'index') } }],
      'another.confirm': () => [{ click: button(t.summary.anotherYes) }],
      'another.cancel': () => [{ click: button(t.summary.anotherNo) }],
      'override.confirm': () => [{ click: button(t.override.yes) }],
      'override.cancel': () => [{ click: button(t.override.no) }],
      'driver.save': (event) => {
        const v = payload<DriverDialogValues>(event, 'values');
        if (v.primaryDriver) throw new Error('quote screens: a primary additional driver is not played yet (its box starts as the driver has it)');
        const relation = RELATION_CHOICES.find((r) => r.code === v.primaryDriverRelation);
        if (!relation) throw new Error(`quote screens: relation ${v.primaryDriverRelation} is not offered`);
        const steps: Action[] = [
          { fill: inDriverDialog('textbox', dd.firstName), value: v.firstName },
          { fill: inDriverDialog('textbox', dd.lastName), value: v.lastName },
          { fill: groupPart(dd.dob, kit.month), value: v.dob.month },
          { fill: groupPart(dd.dob, kit.day), value: v.dob.day },
          { fill: groupPart(dd.dob, kit.year), value: v.dob.year },
        ];
        if (v.gender !== '') steps.push({ click: { role: 'radio', name: v.gender === '1' ? t.driver3.female : t.driver3.male, within: { role: 'radiogroup', name: dd.gender } } });
        if (v.marital !== '') steps.push({ click: { role: 'radio', name: v.marital === '1' ? t.driver3.single : t.driver3.married, within: { role: 'radiogroup', name: dd.marital } } });
        steps.push(
          { fill: inDriverDialog('textbox', dd.license), value: v.license },
          { fill: inDriverDialog('combobox', dd.relation), value: dd.relations[relation.name] },
          { fill: groupPart(dd.issueDate, kit.month), value: v.issueDate.month },
          { fill: groupPart(dd.issueDate, kit.day), value: v.issueDate.day },
          { fill: groupPart(dd.issueDate, kit.year), value: v.issueDate.year },
          { fill: inDriverDialog('textbox', dd.street), value: v.address.address },
          { fill: inDriverDialog('textbox', dd.address2), value: v.address.address2 },
          { fill: inDriverDialog('textbox', dd.city), value: v.address.city },
          { fill: inDriverDialog('textbox', dd.state), value: v.address.state },
          { fill: inDriverDialog('textbox', dd.zip), value: v.address.zip },
          { click: inDriverDialog('button', dd.save) },
        );
        return steps;
      },
      // A household vehicle's checkbox ends with its VIN.
      'vehicles.addFound': (event) => [
        ...payload<readonly string[]>(event, 'vins').map((vin): Action => ({ click: { role: 'checkbox', name: new RegExp(`${esc(vin)}$`) } })),
        { click: button(t.vehicles.addFound) },
      ],
      'vehicles.submit': () => [{ click: button(t.buttons.continue) }],
      'coverage.retry': () => [{ click: button(t.buttons.retry) }],
      // quote-4.23 to quote-4.29: the option chosen by its words in the native select.
      'sort.change': (event) => {
        const option = payload<number>(event, 'option');
        const name = q.sortOptions[option];
        if (name === undefined) throw new Error(`quote screens: sorting option ${option} is not offered`);
        return [{ fill: { role: 'combobox', name: q.sortBy }, value: name }];
      },
      'cards.more': () => [{ click: button(q.showMore) }],
      'cards.less': () => [{ click: button(q.showFewer) }],
      'quotes.retry': () => [{ click: button(t.buttons.retry) }],
      'quotes.restore': () => [{ click: button(t.buttons.retry) }],
      'restart.ask': () => [{ click: button(so.button) }],
      'restart.confirm': () => [{ click: { role: 'button', name: so.yes, within: startOverDialog } }],
      'restart.cancel': () => [{ click: { role: 'button', name: so.no, within: startOverDialog } }],
      'quotes.renew': () => [{ click: button(sq.renew) }],
      'code.retry': () => [{ click: button(t.buttons.retry) }],
      'code.cancel': () => [{ click: button(t.code.cancel) }],
      // The carrier pressed is the outcome's (fields.carrier): Buy now names it; Call me is in its card's group.
      'card.act': (event, fields) => {
        const carrier = pressedCarrier(fields);
        const kind = payload<string>(event, 'kind');
        const c = q.card;
        if (kind === 'buyNow') return [{ click: { role: 'button', name: fill(c.buyNowFor, { carrier }) } }];
        const label = kind === 'call' ? c.callMe : kind === 'text' ? c.textMe : c.contactMe;
        return [{ click: { role: 'button', name: label, within: { role: 'group', name: fill(c.actionsFor, { carrier }) } } }];
      },
      // quote-3.11: the first card's chat among the cards (the model presses the first card that offers
      // chat), opened in a new tab so the walk stays on the page; a plain click makes the same press.
      'card.chat': () => [{ click: { role: 'link', name: q.chat, within: { role: 'list', name: q.list } }, newTab: true }],
      'buy.confirm': () => [{ click: { role: 'button', name: a.yes, within: confirmDialog } }],
      'buy.cancel': () => [{ click: { role: 'button', name: a.no, within: confirmDialog } }],
      'feedback.answer': (event) => [{ click: { role: 'button', name: payload<boolean>(event, 'helpful') ? a.feedbackYes : a.feedbackNo, within: feedbackGroup } }],
      'action.close': () => [{ click: { role: 'button', name: new RegExp(`^${esc(a.close)}$`), within: { role: 'dialog' } } }],
      'action.retry': () => [{ click: { role: 'button', name: a.retry, within: { role: 'dialog' } } }],
      'frame.close': () => [{ click: { role: 'button', name: new RegExp(`^${esc(a.close)}$`), within: { role: 'dialog', name: template(a.frameTitle) } } }],
      'frame.openWindow': () => [{ click: { role: 'button', name: a.openWindow, within: { role: 'dialog', name: template(a.frameTitle) } } }],
      'coverage.submit': (event) => {
        const choice = payload<CoverageChoice>(event, 'choice');
        const steps: Action[] = [{ click: radio(t.coverage.term, fill(t.coverage.months, { months: String(choice.term) })) }];
        if (choice.product !== 'custom') {
          steps.push({ click: { role: 'radio', valued: choice.product, within: { role: 'radiogroup', name: t.coverage.packages } } });
        } else {
          steps.push({ click: { role: 'radio', name: new RegExp(`^${esc(t.coverage.custom)} `) } });
          // BI and PD start chosen at their first option; the others start not included. The
          // choice's codes are included (at the option the view offers first: the model's values
          // are not the view's option keys), the rest left out.
          const coverageSelect = (code: string): Query => ({ role: 'combobox', name: new RegExp(`\\(${esc(code)}\\)$`) });
          for (const code of CUSTOM_COVERAGE_CODES) {
            const starts = (DEFAULT_CUSTOM_SELECTION as readonly string[]).includes(code);
            const wanted = code in choice.custom;
            if (starts && !wanted) steps.push({ fill: coverageSelect(code), value: t.coverage.notIncluded });
            if (!starts && wanted) throw new Error(`quote screens: custom coverage ${code} beyond BI and PD is not played yet`);
          }
        }
        steps.push({ click: button(t.buttons.continue) });
        return steps;
      },
      'vin.decode': (event, fields) => [
        { fill: vinBox, value: fields.vin ?? payload<string>(event, 'vin') },
        { click: inDialog('button', d.lookUp) },
      ],
      'mode.dropdowns': () => [{ click: inDialog('button', d.useDropdowns) }],
      'mode.vin': () => [{ click: inDialog('button', d.useVin) }],
      'year.pick': (event, fields) => [{ fill: select(d.year), value: fields.year ?? String(payload<number>(event, 'year')) }],
      'make.pick': (event, fields) => [{ fill: select(d.make), value: fields.make ?? payload<string>(event, 'maker') }],
      'model.pick': (event, fields) => [{ fill: select(d.model), value: fields.model ?? payload<string>(event, 'model') }],
      'list.retry': () => [{ click: inDialog('button', t.buttons.retry) }],
      'vehicle.save': (event) => {
        const mileage = payload<number | null>(event, 'mileage');
        // The choices are the mileages sent (10000, 12000, 20000); any other number is its band's.
        const band = ([10000, 12000, 20000] as const).find((m) => m === mileage) ?? (mileage === null ? null : annualMileageBand(mileage));
        const steps: Action[] = band === null ? [] : [{ fill: select(t.vehicles.mileage), value: t.mileageBands[`${band}`] }];
        return [...steps, { click: inDialog('button', d.save) }];
      },
      'dialog.cancel': () => [{ click: inDialog('button', d.cancel) }],
      'driver.cancel': () => [{ click: inDriverDialog('button', dd.cancel) }],
      'licence.mode': (event) => [{ click: radio(t.driver1.licenseMode, t.driver1.modes[payload<Driver1Values['licenseMode']>(event, 'mode')]) }],
      'image.chosen': (event, fields) => {
        const file = payload<LicenceImageFile>(event, 'file');
        // The file the path's outcomes need (the sandbox reads a licence by its name; a PDF is not a licence).
        const name = fields.fileName ?? file.name;
        const type = name.endsWith('.pdf') ? 'application/pdf' : name.endsWith('.png') ? 'image/png' : file.type;
        return [{ upload: photoInput, file: { name, type, size: file.size } }];
      },
      'image.retry': () => [{ click: button(li.retry) }],
      'image.clear': () => [{ click: button(li.clear) }],
      'disclosure.open': (event) => [{ click: policyLink(payload<DisclosurePolicy>(event, 'policy')) }],
      'disclosure.close': () => [{ click: { role: 'button', name: dt.close, within: policyDialog } }],
    },
  };
}
