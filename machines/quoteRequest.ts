/**
 * What the quote form's answers become in the rate request (quote 001 §3): the customer of the
 * quote (quote-3.1) and each vehicle with its garaging address, mileage band and the coverages
 * chosen (quote-3.5). Pure: the rate request itself (prepare, post, poll) is the next part of the
 * form; it sends what these build. Values are trimmed; the phone is sent as its 10 digits, the date
 * of birth as YYYY-MM-DD, codes as numbers (quote-9.7).
 */
import type { CoverageSet, ProductCoverage } from '../services/rating';
import type { CoverageChoice, Driver1Values, Driver2Values, Driver3Values } from './quote.machine';
import { annualMileageBand, DEDUCTIBLE_CODES, dobToIso, joinDob, sortCoverages, type MileageBand } from './quote.rules';
import type { QuoteVehicle } from './vehicleDialog.machine';

/** An address as the rate request sends it. */
export interface RequestAddress {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** Optional (quote-3.1): the form does not ask for it. */
  county?: string;
}

/** quote-3.1: the customer of the quote (the primary driver). */
export interface QuoteCustomer {
  name: string;
  surname: string;
  /** YYYY-MM-DD */
  dob: string;
  dlNumber: string;
  email: string;
  /** 10 digits. */
  phoneNumber: string;
  /** quote-9.7: female 1, male 0. */
  gender: 0 | 1;
  /** quote-9.7: single 1, married 0. */
  maritalStatus: 0 | 1;
  address: RequestAddress;
}

/** One coverage sent for a vehicle: its code, the limit chosen (val1/val2/val3) and, for COMP and COLL, the deductible. */
export interface RequestCoverage {
  coverageCd: string;
  limit: { val1: number | string; val2?: number | string; val3?: number | string } | null;
  deductible: number | string | null;
}

/** quote-3.5: a vehicle of the rate request. */
export interface QuoteVehicleRequest {
  vin: string;
  year: number;
  maker: string;
  model: string;
  garagingAddress: RequestAddress;
  /** Liability only: neither comprehensive nor collision chosen. */
  liab: boolean;
  /** quote-5.17: the annual mileage's band (10000, 12000 or 20000). */
  annualMilesAge: MileageBand;
  coverages: RequestCoverage[];
  isExcluded: boolean;
  /** The mileage the visitor chose (optional in quote-3.5). */
  selectedAnnualMileage: number;
}

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
