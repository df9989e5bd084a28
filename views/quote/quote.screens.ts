/**
 * What the quote form shows in each state of its chart (the driver stage) and what the user does
 * for each event, in the page's language. Read by the view model tests, the browser tests and the
 * studio's player. The sandbox's data (the driver found, the ZIP's city) comes from the path's
 * answers through `Seen`.
 *
 * `hash.changed` is the address's hash changing: a click on a progress bar link or on Edit, a
 * hash typed, Back or Forward are the same event; the action goes to the hash.
 *
 * The vehicle and coverage stages' screens and actions come with their views.
 */
import type { Driver1Values, Driver2Values, Driver3Values, QuoteContext } from '../../machines/quote.machine';
import type { QuoteStage } from '../../machines/quote.rules';
import type { Lang } from '../../src/config/lang';
import { formText } from '../../src/i18n/form';
import { quoteText } from '../../src/i18n/quote';
import type { Action, Expectation, FlowScreens, Query, Seen } from '../../src/paths/screens';
import { progressText } from './progress';

type FoundDriver = QuoteContext['found'][number];
interface ZipAnswer {
  addresses: Array<{ city: string; state: string }>;
  isQuoteAvaliable: boolean;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
  const heading = (name: string): Expectation => ({ role: 'heading', name });
  const progress = (stage: QuoteStage): Expectation[] => [nav, { role: 'progressbar', name: t.progress.bar }, { text: progressText(stage, t, lang) }];
  const button = (name: string): Query => ({ role: 'button', name });
  const box = (name: string): Query => ({ role: 'textbox', name });
  const dobGroup = { role: 'group', name: t.driver1.dob };
  const dobPart = (name: string): Query => ({ role: 'textbox', name, within: dobGroup });
  const radio = (group: string, name: string): Query => ({ role: 'radio', name, within: { role: 'radiogroup', name: group } });
  const noBack: Expectation = { ...button(t.buttons.back), absent: true };
  const continueButton: Expectation = { ...button(t.buttons.continue), busy: false };

  const driver1Form: Expectation[] = [
    heading(t.driver1.heading),
    ...progress('driver1'),
    { role: 'radiogroup', name: t.driver1.licenseMode },
    dobPart(kit.month),
    dobPart(kit.day),
    dobPart(kit.year),
    box(t.driver1.firstName),
    box(t.driver1.lastName),
    continueButton,
    noBack,
  ];
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

  return {
    transient: ['opening', 'driver1.lookingUp', 'driver3.checkingZip'],
    states: {
      opening: [{ text: t.start.loading }],
      tokenFailed: [{ text: t.start.failed }, button(t.buttons.retry), nav],
      'driver1.editing': [...driver1Form, { text: t.driver1.found, absent: true }],
      'driver1.lookingUp': [{ text: t.driver1.lookingUp }, ...progress('driver1')],
      'driver1.found': (seen) => {
        const driver = seen.done<{ drivers: FoundDriver[] }>('searchDriverByLicense').drivers[0];
        if (!driver) throw new Error('quote screens: the path found no driver');
        return [
          ...driver1Form,
          { text: t.driver1.found },
          { ...box(t.driver1.firstName), value: driver.firstName },
          { ...box(t.driver1.lastName), value: driver.lastName },
        ];
      },
      'driver1.notFound': [...driver1Form, { text: t.driver1.notFound }],
      'driver1.lookupFailed': [...driver1Form, { text: t.driver1.lookupFailed }, button(t.buttons.retry)],
      driver2: [
        heading(t.driver2.heading),
        ...progress('driver2'),
        box(t.driver2.email),
        box(t.driver2.phone),
        { role: 'checkbox', name: t.driver2.consent },
        continueButton,
        button(t.buttons.back),
      ],
      'driver3.editing': (seen) => [...driver3Form(seen), continueButton],
      'driver3.checkingZip': (seen) => [...driver3Form(seen), { ...button(t.buttons.continue), busy: true }],
      'driver3.zipNotAvailable': [
        heading(t.driver3.heading),
        { text: t.configured.zipNotAvailable },
        // quote-5.3: city and state cleared.
        { ...box(t.driver3.city), value: '' },
        { ...box(t.driver3.state), value: '' },
      ],
      'driver3.zipFailed': (seen) => [...driver3Form(seen), { text: t.driver3.zipFailed }, button(t.buttons.retry)],
      driversummary: [
        heading(t.summary.heading),
        ...progress('driversummary'),
        { text: t.summary.primary },
        { role: 'link', name: new RegExp(`^${esc(t.buttons.edit)} `), href: '#driver1' },
        continueButton,
        button(t.buttons.back),
      ],
    },
    actions: {
      'token.retry': () => [{ click: button(t.buttons.retry) }],
      'licence.lookup': (event, fields) => {
        const dob = payload<Driver1Values['dob']>(event, 'dob');
        return [
          { click: radio(t.driver1.licenseMode, t.driver1.modes.dl) },
          { fill: box(t.driver1.license), value: fields.license ?? payload<string>(event, 'license') },
          { fill: dobPart(kit.month), value: dob.month },
          { fill: dobPart(kit.day), value: dob.day },
          { fill: dobPart(kit.year), value: dob.year },
          // Leaving the date of birth asks for the lookup.
          { press: 'Tab' },
        ];
      },
      'driver1.submit': (event, fields) => {
        const v = payload<Driver1Values>(event, 'values');
        const mode = v.licenseMode === 'nondl' ? 'nondl' : 'dl';
        const steps: Action[] = [{ click: radio(t.driver1.licenseMode, t.driver1.modes[mode]) }];
        if (mode === 'dl') steps.push({ fill: box(t.driver1.license), value: fields.license ?? v.license });
        steps.push(
          { fill: dobPart(kit.month), value: v.dob.month },
          { fill: dobPart(kit.day), value: v.dob.day },
          { fill: dobPart(kit.year), value: v.dob.year },
          { fill: box(t.driver1.firstName), value: v.firstName },
          { fill: box(t.driver1.lastName), value: v.lastName },
          { click: button(t.buttons.continue) },
        );
        return steps;
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
    },
  };
}
