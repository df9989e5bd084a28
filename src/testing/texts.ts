/**
 * The catalogs a page loads one language at a time (src/i18n/catalog.ts), given in both languages
 * at once, synchronously: for tests that render a flow's views or widget without loading the flow
 * (`loadFlow` loads them itself). Call it before rendering. Test-only (it imports every language).
 */
import { paymentText } from '../i18n/payment';
import { paymentCatalog } from '../i18n/payment.lazy';
import { quoteText } from '../i18n/quote';
import { quoteCatalog } from '../i18n/quote.lazy';
import { quoteLaterText } from '../i18n/quoteLater';
import { quoteLaterCatalog } from '../i18n/quoteLater.lazy';
import { disclosureText } from '../i18n/quoteDisclosures';
import { disclosureCatalog } from '../i18n/quoteDisclosures.lazy';
import { quoteZipText } from '../i18n/quoteZip';
import { quoteZipCatalog } from '../i18n/quoteZip.lazy';

export function provideTexts(): void {
  quoteCatalog.provide(quoteText);
  quoteLaterCatalog.provide(quoteLaterText);
  disclosureCatalog.provide(disclosureText);
  paymentCatalog.provide(paymentText);
  quoteZipCatalog.provide(quoteZipText);
}
