/**
 * The quote form's later code: the child charts of the licence photo, the driver and vehicle
 * dialogs, the quote stage (with the rate request, the saved quotes, the quote cards and a card's
 * button) and the previous quotes, and the rules only they use. The page loads it with the first state that needs it (`quoteLaterCode` in
 * machines/quote/quote.machine.ts, a state of its own the chart waits in), not with the first step:
 * on the quote page that is about 11 kB gzip less before driver1 shows.
 *
 * Tests, the path engine and the studio import this module and provide it at once
 * (`quoteLaterCode.provide(quoteLater)`), so they read the whole chart.
 */
import { sendParent } from 'xstate';
import type { AnalyticsEvent } from '../../src/analytics';
import { driverDialogMachine } from './driverDialog.machine';
import { driverFromOcr, licenceImageMachine } from './licenceImage.machine';
import { previousQuotesMachine } from './previousQuotes.machine';
import { shownQuotes } from './quoteCards';
import { isSortOption } from './quoteResults.rules';
import { quoteStageMachine } from './quoteStage.machine';
import { vehicleDialogMachine } from './vehicleDialog.machine';

// Its OCR errors go up, through the driver1 stage's chart, to the quote chart's analytics (the child has no effects of its own).
const licenceImageChild = licenceImageMachine.provide({ actions: { track: sendParent((_, event: AnalyticsEvent) => ({ type: 'licenceImage.tracked' as const, event })) } });

export const quoteLater = {
  licenceImage: licenceImageChild,
  driverFromOcr,
  driverDialog: driverDialogMachine,
  vehicleDialog: vehicleDialogMachine,
  quoteStage: quoteStageMachine,
  previousQuotes: previousQuotesMachine,
  shownQuotes,
  isSortOption,
};

export type QuoteLater = typeof quoteLater;
