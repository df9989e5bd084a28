/**
 * The location card (site §2 "Location card", site-2.12, site-4.1): an office's card whose button
 * shows and hides its hours. Which day is today is the view's to read (the office's time zone,
 * src/rules/officeHours.ts) from the page's clock; the chart holds only shown or hidden.
 */
import { setup } from 'xstate';
import type { Office } from '../src/rules/offices';

export interface LocationCardInput {
  /** site-3.1: the card's office, from the page element. */
  office: Office;
}

export interface LocationCardContext {
  office: Office;
}

export type LocationCardEvent = { type: 'hours.toggle' };

export const locationCardMachine = setup({
  types: {
    context: {} as LocationCardContext,
    events: {} as LocationCardEvent,
    input: {} as LocationCardInput,
  },
}).createMachine({
  id: 'locationCard',
  description: 'An office\'s card: its hours dropdown, shown or hidden',
  context: ({ input }) => ({ office: input.office }),
  initial: 'hoursHidden',
  states: {
    hoursHidden: {
      description: 'The card with its hours button; the hours are hidden',
      meta: { spec: ['site-2.12', 'site-4.1'] },
      on: { 'hours.toggle': { target: 'hoursShown' } },
    },
    hoursShown: {
      description: 'The hours: today first with the today label, then the six other days in rotation',
      meta: { spec: ['site-2.12', 'site-4.1'] },
      on: { 'hours.toggle': { target: 'hoursHidden' } },
    },
  },
});

export type LocationCardMachine = typeof locationCardMachine;
