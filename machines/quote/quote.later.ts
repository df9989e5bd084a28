/**
 * The quote form's later code: every stage chart after driver1 (contact and consent, the address,
 * the driver and vehicle lists, the coverage, the quote stage with the rate request, the saved
 * quotes, the quote cards and a card's button), the licence photo's and the dialogs' charts, the
 * previous quotes, and the rules only they use. The page loads it with the first state that needs
 * it (`quoteLaterCode` in machines/quote/laterCode.ts, a state of its own the chart waits in: driver1's
 * Continue, the opening of a visit that may open past driver1, the photo, a dialog, the quote stage,
 * the previous quotes), not with the first step; the view asks for it once the first step is up.
 *
 * Tests, the path engine and the studio import this module and provide it at once
 * (`quoteLaterCode.provide(quoteLater)`), so they read the whole chart.
 */
import { sendParent } from 'xstate';
import type { AnalyticsEvent } from '../../src/analytics';
import { addressStageMachine } from './address.machine';
import { consentStageMachine, contactStageMachine } from './contact.machine';
import { coverageStageMachine } from './coverage.machine';
import { driverDialogMachine } from './driverDialog.machine';
import { driverListMachine } from './driverList.machine';
import { driverFromOcr, licenceImageMachine } from './licenceImage.machine';
import { previousQuotesMachine } from './previousQuotes.machine';
import { shownQuotes } from './quoteCards';
import { isSortOption } from './quoteResults.rules';
import { quoteStageMachine } from './quoteStage.machine';
import { vehicleDialogMachine } from './vehicleDialog.machine';
import { vehicleListMachine } from './vehicleList.machine';

// Its OCR errors go up, through the driver1 stage's chart, to the quote chart's analytics (the child has no effects of its own).
const licenceImageChild = licenceImageMachine.provide({ actions: { track: sendParent((_, event: AnalyticsEvent) => ({ type: 'licenceImage.tracked' as const, event })) } });

/**
 * What the later code holds, written out: the stage charts that open their dialogs through this part
 * (the lists, driver1's photo) name its members' types, so the type is not inferred from the object.
 */
export interface QuoteLater {
  contactStage: typeof contactStageMachine;
  consentStage: typeof consentStageMachine;
  addressStage: typeof addressStageMachine;
  driverList: typeof driverListMachine;
  vehicleList: typeof vehicleListMachine;
  coverageStage: typeof coverageStageMachine;
  licenceImage: typeof licenceImageChild;
  driverFromOcr: typeof driverFromOcr;
  driverDialog: typeof driverDialogMachine;
  vehicleDialog: typeof vehicleDialogMachine;
  quoteStage: typeof quoteStageMachine;
  previousQuotes: typeof previousQuotesMachine;
  shownQuotes: typeof shownQuotes;
  isSortOption: typeof isSortOption;
}

export const quoteLater: QuoteLater = {
  contactStage: contactStageMachine,
  consentStage: consentStageMachine,
  addressStage: addressStageMachine,
  driverList: driverListMachine,
  vehicleList: vehicleListMachine,
  coverageStage: coverageStageMachine,
  licenceImage: licenceImageChild,
  driverFromOcr,
  driverDialog: driverDialogMachine,
  vehicleDialog: vehicleDialogMachine,
  quoteStage: quoteStageMachine,
  previousQuotes: previousQuotesMachine,
  shownQuotes,
  isSortOption,
};
