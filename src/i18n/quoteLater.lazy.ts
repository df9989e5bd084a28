/**
 * The quote form's later texts one language at a time (quoteLater.en.ts: the driver summary, the
 * vehicles, the coverage, the quotes): loaded with those steps' chunks (views/quote/laterSteps.tsx),
 * not with the form, and read with the first steps' texts as one catalog (views/quote/texts.ts).
 */
import { lazyCatalog } from './catalog';
import type { QuoteLaterText } from './quoteLater.en';

/** The later part's sections (the type checks that every one is named). */
const SECTIONS: Record<keyof QuoteLaterText, true> = {
  summary: true,
  driverDialog: true,
  vehicles: true,
  mileageBands: true,
  vehicleDialog: true,
  coverage: true,
  savedQuotes: true,
  quotes: true,
};
export const QUOTE_LATER_SECTIONS = Object.keys(SECTIONS) as ReadonlyArray<keyof QuoteLaterText>;

export const quoteLaterCatalog = lazyCatalog<QuoteLaterText>('quoteLater', {
  en: () => import('./quoteLater.en').then((m) => m.enLater),
  es: () => import('./quoteLater.es').then((m) => m.esLater),
});
