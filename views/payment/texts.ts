/** The payment views' texts: the catalog in the page language (loaded before the widget draws) with the page's configured messages. */
import { paymentCatalog } from '../../src/i18n/payment.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: PaymentTextsProvider, useTexts: usePaymentTexts } = createTextsContext(paymentCatalog, 'payment');
