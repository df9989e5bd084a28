/**
 * Every flow of the site: its id, title, chart, path model, screens and the real view that
 * renders it. The studio, the chart script, the model tests and the browser tests read only
 * this, so a new flow appears everywhere by adding one entry.
 */
import { createElement, type ReactNode } from 'react';
import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';
import { paymentPathModel } from '../fixtures/models/payment.model';
import { quoteZipPathModel } from '../fixtures/models/quoteZip.model';
import type { PathModel } from './paths/types';
import { paymentMachine, type PaymentInput, type PaymentMachine } from '../machines/payment.machine';
import { quoteZipMachine, type QuoteZipInput, type QuoteZipMachine } from '../machines/quoteZip.machine';
import { paymentScreens } from '../views/payment/payment.screens';
import { quoteZipScreens } from '../views/quoteZip/quoteZip.screens';
import type { Lang } from './config/lang';
import { paymentConfigSchema } from './config/payment';
import { quoteZipConfigSchema } from './config/quoteZip';
import type { BrowserEffects } from './effects';
import type { FlowScreens } from './paths/screens';
import { PaymentApp, paymentLogic } from './widgets/payment';
import { QuoteZipApp, quoteZipInput, quoteZipLogic } from './widgets/quoteZip';
import { createStorage } from './storage';

export interface FlowRenderProps {
  lang: Lang;
  /** The chart to run, already provided with the actors to use (real, or the player's). */
  machine: AnyStateMachine;
  input: unknown;
  /** Browser effects: the studio records them instead of leaving the page. */
  effects: BrowserEffects;
  inspect?: (event: InspectionEvent) => void;
  onActor?: (actor: AnyActorRef) => void;
}

export interface FlowEntry {
  id: string;
  title: Record<Lang, string>;
  /** In words, for designers and QA. */
  summary: string;
  machine: AnyStateMachine;
  model: PathModel;
  /** The page that hosts the flow, per language. */
  page: Record<Lang, string>;
  /** The widget name on that page (data-widget). */
  widget: string;
  screens: (lang: Lang) => FlowScreens;
  /** The flow's real view, with its browser effects provided, for the player. */
  render: (props: FlowRenderProps) => ReactNode;
  /** The input the view needs for a path's start (the model's, adjusted to the page as the widget does). */
  viewInput: (modelInput: unknown, lang: Lang) => unknown;
}

export const flows: FlowEntry[] = [
  {
    id: 'payment',
    title: { en: 'Make a payment', es: 'Hacer un pago' },
    summary: 'Bill payment without signing in: lookup, carrier details and pay button, errors, and the result after the provider.',
    machine: paymentMachine,
    model: paymentPathModel,
    page: { en: '/pay/', es: '/es/pay/' },
    widget: 'payment',
    screens: paymentScreens,
    render: ({ lang, machine, input, effects, inspect, onActor }) =>
      createElement(PaymentApp, {
        config: paymentConfigSchema.parse({}),
        lang,
        logic: paymentLogic(machine as PaymentMachine, effects),
        input: input as PaymentInput,
        inspect,
        onActor,
      }),
    viewInput: (modelInput) => modelInput,
  },
  {
    id: 'quoteZip',
    title: { en: 'Quote by ZIP', es: 'Cotizar por código postal' },
    summary: 'The home page ZIP form: validation, lookup, and the quote page, coming-soon page or out-of-area modal.',
    machine: quoteZipMachine,
    model: quoteZipPathModel,
    page: { en: '/', es: '/es/' },
    widget: 'quoteZip',
    screens: quoteZipScreens,
    render: ({ lang, machine, input, effects, inspect, onActor }) =>
      createElement(QuoteZipApp, {
        config: quoteZipConfigSchema.parse({}),
        lang,
        logic: quoteZipLogic(machine as QuoteZipMachine, effects, createStorage(null)),
        input: input as QuoteZipInput,
        inspect,
        onActor,
      }),
    viewInput: (modelInput, lang) => ({
      ...quoteZipInput(quoteZipConfigSchema.parse({}), lang, (modelInput as QuoteZipInput).brand, createStorage(null)),
      storedZip: (modelInput as QuoteZipInput).storedZip,
    }),
  },
];

export function flowById(id: string): FlowEntry | undefined {
  return flows.find((f) => f.id === id);
}
