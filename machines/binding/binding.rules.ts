/**
 * Pure rules of online binding's parent chart (./binding.machine.ts): the quote the address names
 * (portal-2.9), the transaction read into the flow's drivers, cars and customer (portal-3.22), the
 * endpoint (California's for a CA address, spec 002 §1), and where the verification log is
 * (portal-7.21).
 */
import type { Region } from '../../services/http';
import type { BindingTransaction, BindingTransactionDriver, SheetLocation } from '../../services/binding';
import { BINDING_RELATIONS, bindingRelationOf, DRIVER_STATUSES, type BindingRelationCode } from '../kit/codeTables';
import type { CarrierConfig } from './carrierConfig.rules';
import type { BindingCar, DriverIdentity } from './driverCheck.machine';
import { withoutDuplicateDrivers, type BindingDriver } from './drivers.rules';

/** The quote of the address: transactionId and rateQuoteId, either spelling of each (payplan is read and not used). */
export interface BindingQuery {
  transactionId: string;
  rateQuoteId: string;
}

/** portal-2.9: `transactionId` or `transactionid`, `rateQuoteId` or `rateQuoteid`; null without both. */
export function bindingQueryOf(params: URLSearchParams): BindingQuery | null {
  const read = (...names: string[]) => names.map((n) => params.get(n)?.trim() ?? '').find((v) => v !== '') ?? '';
  const transactionId = read('transactionId', 'transactionid');
  const rateQuoteId = read('rateQuoteId', 'rateQuoteid');
  const safe = /^[A-Za-z0-9_-]{1,64}$/;
  return safe.test(transactionId) && safe.test(rateQuoteId) ? { transactionId, rateQuoteId } : null;
}

/** Spec 002 §1: a California address is served by California's endpoint. */
export function regionOf(state: string): Region {
  return state.trim().toUpperCase() === 'CA' ? 'ca' : 'main';
}

/** portal-7.21: the carrier's own sheet (https only), else the agency API's, on the customer's endpoint. */
export function sheetOf(config: Pick<CarrierConfig, 'sheetsdburl'>, region: Region): SheetLocation {
  const url = config.sheetsdburl.trim();
  return { region, url: /^https:\/\/[^\s/\\]+(\/[^\s\\]*)?$/i.test(url) ? url : null };
}

const code01 = (v: number | null): 0 | 1 | null => (v === 0 || v === 1 ? v : null);

/** One driver of the transaction as the flow holds it: the primary is the driver of relation 0 (or the first). */
function driverOf(d: BindingTransactionDriver, index: number, primaryIndex: number): BindingDriver {
  const primary = index === primaryIndex;
  const relation: BindingRelationCode = primary ? BINDING_RELATIONS.none : BINDING_RELATIONS[bindingRelationOf(d.relation)];
  return {
    key: `driver-${index}`,
    firstName: d.firstName.trim(),
    lastName: d.lastName.trim(),
    dob: d.dob ?? '',
    gender: code01(d.gender),
    marital: code01(d.maritalStatus),
    relation,
    primaryDriver: primary,
    isExcluded: d.isExcluded,
    driverstatus: d.isExcluded ? DRIVER_STATUSES.excludedAllOther : DRIVER_STATUSES.insured,
    residencestatus: null,
    license: d.driverLicenseNumber?.trim() ?? '',
    // The transaction's drivers came with the quote: found, so read-only but for the primary's limited fields.
    isManualDriver: false,
  };
}

/** portal-3.22, portal-5.13: the transaction's drivers, the primary first, duplicates dropped. */
export function driversOf(transaction: BindingTransaction): BindingDriver[] {
  const primaryIndex = Math.max(0, transaction.drivers.findIndex((d) => d.relation === 0));
  const drivers = transaction.drivers.map((d, i) => driverOf(d, i, primaryIndex));
  const primary = drivers[primaryIndex]!;
  return withoutDuplicateDrivers([primary, ...drivers.filter((_, i) => i !== primaryIndex)]);
}

/** portal-3.22: the transaction's cars, as the driver check reads them. */
export function carsOf(transaction: BindingTransaction): BindingCar[] {
  return transaction.cars.map((c) => ({ vin: c.vin?.trim().toUpperCase() ?? '', year: c.year, maker: c.maker ?? '', model: c.model ?? '' }));
}

/** Who the customer is (the primary driver at the customer's address), for California's lookup by name and address. */
export function identityOf(transaction: BindingTransaction): DriverIdentity {
  const primary = driversOf(transaction)[0]!;
  const a = transaction.customer.address;
  return { firstName: primary.firstName, lastName: primary.lastName, address: a.address1 ?? '', city: a.city ?? '', state: a.state.toUpperCase(), zipCode: a.zipCode };
}

/** The answers the transaction already has, by question code. */
export function answersByCode(transaction: BindingTransaction): Record<string, string> {
  return Object.fromEntries(transaction.questionAnswers.map((a) => [a.questionCd, a.answer]));
}

/** The contact preferences of section2: how the agency reaches the customer about the policy. */
export const CONTACT_PREFERENCES = ['email', 'text', 'phone'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];
