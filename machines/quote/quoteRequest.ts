/**
 * What the quote form's answers become in the rate request (quote 001 §3): the customer of the
 * quote (quote-3.1) and each vehicle with its garaging address, mileage band and the coverages
 * chosen (quote-3.5). Pure: the rate request itself (prepare, post, poll) is the next part of the
 * form; it sends what these build. Values are trimmed; the phone is sent as its 10 digits, the date
 * of birth as YYYY-MM-DD, codes as numbers (quote-9.7).
 */
import type { CoverageSet, ProductCoverage } from '../../services/rating';
import type { QuoteAnswers, QuoteCustomer, QuoteVehicleRequest, RequestAddress, RequestCoverage, RequestDriver } from '../../services/quotes';
import type { CoverageChoice, Driver1Values, Driver2Values, Driver3Values } from './types';
import type { QuoteDriver } from './driverDialog.machine';
import { dobToIso, joinDob } from './driverDates.rules';
import { annualMileageBand, DEDUCTIBLE_CODES, sortCoverages } from './vehicleCoverage.rules';

export type { QuoteAnswers, QuoteCustomer, QuoteVehicleRequest, RequestAddress, RequestCoverage, RequestDriver } from '../../services/quotes';
import type { QuoteVehicle } from './vehicleDialog.machine';

const text = (v: string) => v.trim();
const code = (answer: string): 0 | 1 => (answer === '1' ? 1 : 0);

/** The garaging address of every vehicle: the primary driver's (driver3). */
export function requestAddress(d3: Driver3Values): RequestAddress {
  const line = [d3.address, d3.address2].map(text).filter(Boolean).join(', ');
  return { address: line, city: text(d3.city), state: text(d3.state).toUpperCase(), zipCode: text(d3.zip) };
}

/** quote-3.1: the customer of the quote from the three driver steps. */
export function quoteCustomer(d1: Driver1Values, d2: Driver2Values, d3: Driver3Values): QuoteCustomer {
  return {
    name: text(d1.firstName),
    surname: text(d1.lastName),
    dob: dobToIso(joinDob(d1.dob) ?? '') ?? '',
    dlNumber: d1.licenseMode === 'dl' ? text(d1.license) : '',
    email: text(d2.email),
    phoneNumber: d2.phone.replace(/\D/g, ''),
    gender: code(d3.gender),
    maritalStatus: code(d3.marital),
    address: requestAddress(d3),
  };
}

/** A custom coverage's option key ("30000/60000", a deductible "500") as the request's limit or deductible. */
function customCoverage(coverageCd: string, key: string): RequestCoverage {
  const amount = (v: string): number | string => (/^\d+(\.\d+)?$/.test(v) ? Number(v) : v);
  if (DEDUCTIBLE_CODES.includes(coverageCd)) return { coverageCd, limit: null, deductible: amount(key) };
  const [val1 = '', val2, val3] = key.split('/');
  return {
    coverageCd,
    limit: { val1: amount(val1), ...(val2 !== undefined ? { val2: amount(val2) } : {}), ...(val3 !== undefined ? { val3: amount(val3) } : {}) },
    deductible: null,
  };
}

function packageCoverage(c: ProductCoverage): RequestCoverage {
  const { val1, val2, val3 } = c.limits;
  return {
    coverageCd: c.code,
    limit: { val1, ...(val2 !== null && val2 !== undefined ? { val2 } : {}), ...(val3 !== null && val3 !== undefined ? { val3 } : {}) },
    deductible: c.deductible ?? null,
  };
}

/**
 * The coverages chosen (quote-2.11): a package's own coverages, or the custom coverages with an
 * option chosen; in the order of quote-9.6. An unknown package chooses nothing.
 */
export function chosenCoverages(choice: CoverageChoice, set: CoverageSet): RequestCoverage[] {
  if (choice.product === 'custom') {
    const picked = Object.entries(choice.custom)
      .filter(([, key]) => key.trim() !== '')
      .map(([coverageCd, key]) => customCoverage(coverageCd.trim().toUpperCase(), key.trim()));
    return sortCoverages(picked);
  }
  const product = set.coverageProducts.find((p) => p.code === choice.product);
  return product ? sortCoverages(product.coverages.map(packageCoverage)) : [];
}

/** quote-3.5: the vehicles of the rate request, each garaged at the primary driver's address, with the coverages chosen. */
export function quoteVehicles(vehicles: readonly QuoteVehicle[], d3: Driver3Values, coverages: readonly RequestCoverage[]): QuoteVehicleRequest[] {
  const liab = !coverages.some((c) => c.coverageCd === 'COMP' || c.coverageCd === 'COLL');
  return vehicles.map((v) => ({
    vin: v.vin,
    year: v.year,
    maker: v.maker,
    model: v.model,
    garagingAddress: requestAddress(d3),
    liab,
    annualMilesAge: annualMileageBand(v.mileage),
    coverages: coverages.map((c) => ({ ...c })),
    isExcluded: false,
    selectedAnnualMileage: v.mileage,
  }));
}

/** A date's parts as YYYY-MM-DD, or '' when they are not a whole date. */
function isoOf(d: { month: string; day: string; year: string }): string {
  return dobToIso(joinDob(d) ?? '') ?? '';
}

/**
 * quote-3.3: the drivers of the rate request: the primary driver (relation 0, insured as answered
 * on the address step, at the address of driver3, no issue date: quote-5.12), then the others the
 * visitor added or the lookup found, each at its own address.
 */
export function requestDrivers(d1: Driver1Values, d3: Driver3Values, others: readonly QuoteDriver[]): RequestDriver[] {
  const address = requestAddress(d3);
  const primary: RequestDriver = {
    firstName: text(d1.firstName),
    lastName: text(d1.lastName),
    relation: 0,
    dob: isoOf(d1.dob),
    gender: code(d3.gender),
    maritalStatus: code(d3.marital),
    address,
    priorInsurance: d3.insured === '0',
    isDefaultInsured: false,
    driverLicenseNumber: d1.licenseMode === 'dl' ? text(d1.license) : '',
    issueDate: '',
    residenceStatus: d3.rentersAndHome ? 'rent' : 'own',
    driverStatus: 'rated',
    isExcluded: false,
  };
  const rest = others.map((d): RequestDriver => {
    const line = [d.address.address, d.address.address2].map(text).filter(Boolean).join(', ');
    return {
      firstName: text(d.firstName),
      lastName: text(d.lastName),
      relation: d.primaryDriver ? 0 : d.primaryDriverRelation,
      dob: isoOf(d.dob),
      gender: code(d.gender),
      maritalStatus: code(d.marital),
      address: line ? { address: line, city: text(d.address.city), state: text(d.address.state).toUpperCase(), zipCode: text(d.address.zip) } : address,
      priorInsurance: d3.insured === '0',
      isDefaultInsured: true,
      driverLicenseNumber: text(d.license),
      issueDate: d.primaryDriver ? '' : isoOf(d.issueDate),
      residenceStatus: d3.rentersAndHome ? 'rent' : 'own',
      driverStatus: 'rated',
      isExcluded: false,
    };
  });
  return [primary, ...rest];
}

/** What the form holds when it asks for quotes. */
export interface FormAnswers {
  driver1: Driver1Values;
  driver2: Driver2Values;
  driver3: Driver3Values;
  drivers: readonly QuoteDriver[];
  vehicles: readonly QuoteVehicle[];
  coverage: CoverageChoice;
  coverageSet: CoverageSet | null;
  /** Drivers found by the lookup: the entry was not manual. */
  foundByLookup: boolean;
  /** An affiliate's lead id (the quote's customerId), or null. */
  leadId: string | null;
  /** The chart's clock (epoch ms): the policy starts on its day, in Texas time (America/Chicago). */
  now: number;
}

/** YYYY-MM-DD in America/Chicago (en-CA writes dates that way); made once: a format costs a millisecond to make. */
let centralFormat: Intl.DateTimeFormat | null = null;

/** The day of an instant in America/Chicago, as YYYY-MM-DD. */
export function centralDate(epochMs: number): string {
  centralFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' });
  return centralFormat.format(new Date(epochMs));
}

/** quote-3.7, quote-3.8: the answers of the form as the rate request sends them. */
export function quoteAnswers(a: FormAnswers): QuoteAnswers {
  const coverages = a.coverageSet ? chosenCoverages(a.coverage, a.coverageSet) : [];
  return {
    term: a.coverage.term,
    customer: quoteCustomer(a.driver1, a.driver2, a.driver3),
    drivers: requestDrivers(a.driver1, a.driver3, a.drivers),
    cars: quoteVehicles(a.vehicles, a.driver3, coverages),
    coverages,
    effectiveDate: centralDate(a.now),
    customerId: a.leadId,
    isManualEntry: !a.foundByLookup,
    rentersAndHome: a.driver3.rentersAndHome,
  };
}
