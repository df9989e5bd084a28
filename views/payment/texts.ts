/** The payment views' texts: the catalog in the page language with the page's configured messages. */
import { paymentText } from '../../src/i18n/payment';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: PaymentTextsProvider, useTexts: usePaymentTexts } = createTextsContext(paymentText, 'payment');
