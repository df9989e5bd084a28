/**
 * The quote form's empty answers (nothing typed yet), shared by the chart and the visitor's
 * prefill (machines/quote/quoteVisitor.ts). Types only come from the chart's module, so importing
 * these makes no cycle.
 */
import type { Driver1Values, Driver2Values, Driver3Values } from './quote.machine';
import { DEFAULT_LICENSE_TYPE } from './quote.rules';

export const emptyDriver1: Driver1Values = { firstName: '', lastName: '', dob: { month: '', day: '', year: '' }, licenseMode: 'dl', license: '' };
export const emptyDriver2: Driver2Values = { email: '', phone: '', consent: false };
export const emptyDriver3: Driver3Values = {
  address: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  gender: '',
  marital: '',
  insured: '',
  licenseType: String(DEFAULT_LICENSE_TYPE),
  licenseId: '',
  rentersAndHome: false,
};
