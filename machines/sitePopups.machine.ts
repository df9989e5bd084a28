/**
 * The site's popups (site-2.30, site-4.13, site-4.14, site-9.5): the language popup, then the idle
 * popup, one after the other, never both at once.
 *
 * - First the page reads the visitor (`readVisitor`): whether to offer the other language (no
 *   `visited_site` cookie or storage entry, and the browser's language is the other language of
 *   the site) and whether the view is a desktop one (above 768 px).
 * - The language popup, when offered, opens after its wait (default 5000 ms). Choosing the other
 *   language remembers it (`visited_site`, cookie and storage) and goes to the same page in it;
 *   staying (or closing the popup, Escape) remembers the page's language.
 * - Then, on a desktop view, the idle popup opens once after its wait (default 5000 ms) with no
 *   mouse, key, touch or scroll activity: every activity starts the wait again. Once means once
 *   per visit: opening it remembers so in the tab's session storage (`rememberIdleShown`), and the
 *   next pages of the visit read it (`readVisitor`) and skip it.
 * - Neither opens while a form field has focus or a modal is open: `pageQuiet` waits until the
 *   page is quiet (it looks again every `QUIET_RETRY_MS`, services/sitePopups.ts). A popup that is
 *   due waits for that only: activity while a field has focus does not start the idle wait again
 *   (a path model cannot hold the page busy in the browser, so the chart has no step the browser
 *   walk could not take).
 */
import { assign, setup } from 'xstate';
import { fromCall } from './kit/call';
import type { Lang } from '../src/config/lang';
import { offersIdlePopup, readVisitor, waitForQuietPage, type Visitor } from '../services/sitePopups';

export type { Visitor };

export interface SitePopupsInput {
  /** The page's language. */
  lang: Lang;
  /** The same page in the other language ("/es/" on "/", "/pay/" on "/es/pay/"). */
  otherPage: string;
  /** site-9.5: how long the page waits before the language popup (ms). */
  languageWaitMs: number;
  /** site-9.5: how long the visitor stays idle before the idle popup (ms). */
  idleWaitMs: number;
}

export interface SitePopupsContext extends SitePopupsInput {
  desktop: boolean;
  /** site-4.14: the idle popup opened on a page of this visit already. */
  idleShown: boolean;
}

export type SitePopupsEvent =
  | { type: 'language.switch' }
  | { type: 'language.stay' }
  | { type: 'popup.close' }
  | { type: 'page.activity' };

const otherLang = (lang: Lang): Lang => (lang === 'es' ? 'en' : 'es');

export const sitePopupsMachine = setup({
  types: {
    context: {} as SitePopupsContext,
    events: {} as SitePopupsEvent,
    input: {} as SitePopupsInput,
  },
  actors: {
    readVisitor: fromCall<Visitor, { lang: Lang }>(async ({ input }) => readVisitor(input.lang)),
    pageQuiet: fromCall<void>(({ signal }) => waitForQuietPage({ signal })),
  },
  actions: {
    /** site-3.20: `visited_site` (cookie and storage), en or es. Provided by the widget root. */
    rememberLanguage: (_, _params: { lang: Lang }) => {},
    /** site-4.14: the idle popup opened in this visit (session storage). Provided by the widget root. */
    rememberIdleShown: () => {},
    navigate: (_, _params: { url: string }) => {},
    takeVisitor: assign((_, p: { visitor: Visitor }) => ({ desktop: p.visitor.desktop, idleShown: p.visitor.idleShown })),
    /** Offered the idle popup: a desktop view (offersIdle). */
    takeDesktop: assign({ desktop: true }),
  },
  guards: {
    offersLanguage: (_, params: { visitor: Visitor }) => params.visitor.offerLanguage,
    /** site-4.14: a desktop view, and the idle popup not shown in this visit yet. */
    offersIdle: (_, params: { visitor: Visitor }) => offersIdlePopup(params.visitor),
    idleDue: ({ context }) => context.desktop && !context.idleShown,
  },
  delays: {
    languageWait: ({ context }) => context.languageWaitMs,
    idleWait: ({ context }) => context.idleWaitMs,
  },
}).createMachine({
  id: 'sitePopups',
  description: 'The language popup after a wait, then the idle popup once on a desktop view; neither over a focused field or an open modal',
  context: ({ input }) => ({ ...input, desktop: false, idleShown: false }),
  initial: 'reading',
  states: {
    reading: {
      description: 'Reads visited_site, the browser language, the view width and whether the idle popup was shown in this visit',
      meta: { spec: ['site-3.20', 'site-4.13', 'site-4.14'] },
      invoke: {
        id: 'readVisitor',
        src: 'readVisitor',
        input: ({ context }) => ({ lang: context.lang }),
        onDone: [
          {
            guard: { type: 'offersLanguage', params: ({ event }) => ({ visitor: event.output }) },
            target: 'language',
            actions: { type: 'takeVisitor', params: ({ event }) => ({ visitor: event.output }) },
          },
          {
            guard: { type: 'offersIdle', params: ({ event }) => ({ visitor: event.output }) },
            target: 'idle',
            actions: 'takeDesktop',
          },
          { target: 'off' },
        ],
      },
    },
    language: {
      description: 'The language popup',
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Waits before offering the other language',
          meta: { spec: ['site-4.13', 'site-9.5'] },
          after: { languageWait: { target: 'due' } },
        },
        due: {
          description: 'Opens once no form field has focus and no modal is open',
          invoke: { id: 'pageQuiet', src: 'pageQuiet', onDone: { target: 'open' } },
        },
        open: {
          description: 'The dialog: the other language, or stay',
          meta: { spec: ['site-4.13'] },
          on: {
            'language.switch': { target: '#sitePopups.switching' },
            'language.stay': [
              { guard: 'idleDue', target: '#sitePopups.idle', actions: { type: 'rememberLanguage', params: ({ context }) => ({ lang: context.lang }) } },
              { target: '#sitePopups.off', actions: { type: 'rememberLanguage', params: ({ context }) => ({ lang: context.lang }) } },
            ],
            'popup.close': [
              { guard: 'idleDue', target: '#sitePopups.idle', actions: { type: 'rememberLanguage', params: ({ context }) => ({ lang: context.lang }) } },
              { target: '#sitePopups.off', actions: { type: 'rememberLanguage', params: ({ context }) => ({ lang: context.lang }) } },
            ],
          },
        },
      },
    },
    switching: {
      description: 'Remembers the other language and goes to the page in it',
      tags: ['leaving'],
      meta: { spec: ['site-3.20', 'site-4.13'] },
      entry: [
        { type: 'rememberLanguage', params: ({ context }) => ({ lang: otherLang(context.lang) }) },
        { type: 'navigate', params: ({ context }) => ({ url: context.otherPage }) },
      ],
    },
    idle: {
      description: 'The idle popup, on a desktop view only',
      initial: 'watching',
      states: {
        watching: {
          description: 'Counts the time with no mouse, key, touch or scroll activity',
          meta: { spec: ['site-4.14', 'site-9.5'] },
          after: { idleWait: { target: 'due' } },
          on: { 'page.activity': { target: 'watching', reenter: true } },
        },
        due: {
          description: 'Opens once no form field has focus and no modal is open',
          invoke: { id: 'pageQuiet', src: 'pageQuiet', onDone: { target: 'open' } },
        },
        open: {
          description: 'The idle dialog; this visit will not show it again',
          meta: { spec: ['site-4.14'] },
          entry: 'rememberIdleShown',
          on: { 'popup.close': { target: '#sitePopups.shown' } },
        },
      },
    },
    shown: { description: 'The idle popup was shown: never again in this visit', type: 'final' },
    off: {
      description: 'No popup on this page (a mobile view, the idle popup shown in this visit already, or the language settled with no idle popup due)',
      meta: { spec: ['site-4.14'] },
      type: 'final',
    },
  },
});

export type SitePopupsMachine = typeof sitePopupsMachine;
