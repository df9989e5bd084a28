/**
 * Driver lookups of the quote form's driver step (quote-7.5, quote-7.6, quote-7.7, quote-7.25,
 * quote-7.26, quote-7.27, quote-3.3, quote-3.14): by licence number, by name and address, the
 * public search, the household lookup by state and commonId (drivers and cars), and the
 * repeat-customer lookup.
 *
 * | call                                 | sends                                                         | answer                   |
 * | ------------------------------------ | ------------------------------------------------------------- | ------------------------ |
 * | GET /search/driver/dl                | DLNumer, dob, FetchAddress                                    | drivers, commonId        |
 * | GET /search/driver/search            | firstName, lastName, address, city, state, zipCode, dob, IncludeEnhancedVehicle | drivers, commonId (vehicles) |
 * | POST /search/driver/public           | { header, fetchAddress, name, surName, dob }                  | drivers, commonId        |
 * | GET /search/driverandcar/search      | state, commonId                                               | drivers, cars            |
 * | POST /search/customer/repeat         | { header, name, surname, dob, driverLicenseNumber, zipCode }  | customer (or null)       |
 *
 * Not shown in the specification, and chosen here: the names of driver/search's name and address
 * parameters (quote-7.6 says "names, address fields"); the paths of the public search (quote-7.25)
 * and of the repeat-customer lookup (quote-7.26), `/search/driver/public` and
 * `/search/customer/repeat`; the parameters of driverandcar/search (quote-7.7 says "not shown";
 * quote-7.27 says it looks up by state and commonId, and that the first lookups answer drivers[]
 * and commonId); `vehicles` on driver/search when IncludeEnhancedVehicle is true (the flag's name
 * says so; quote-7.6 shows "drivers"); and the envelope of the repeat-customer answer, whose
 * fields quote-3.14 lists: `{ customer }`, null when no customer matches, so "not a repeat
 * customer" is an answer rather than an error. Dates of birth are sent and answered as YYYY-MM-DD.
 * Every call sends the visitor's token (quote §6: the anonymous visitor's token looks licences
 * up), as `auth: 'bearer'`.
 */
import * as z from 'zod/mini';
import { request, serverText, type Region } from './http';
import { coverageAmountSchema } from './rating';
import { vehicleDetailSchema } from './vehicle';

export const searchPaths = {
  byLicense: '/search/driver/dl',
  byName: '/search/driver/search',
  /** quote-7.25: the path is not shown in the specification; this one is the sandbox's choice. */
  publicSearch: '/search/driver/public',
  household: '/search/driverandcar/search',
  /** quote-7.26: the path is not shown in the specification; this one is the sandbox's choice. */
  repeatCustomer: '/search/customer/repeat',
} as const;

/** A date as YYYY-MM-DD; an answer's date-time ("1988-06-14T00:00:00") is cut to its date. */
export const isoDateSchema = z.pipe(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/)),
  z.transform((text: string) => text.slice(0, 10)),
);

/** quote-9.7: a numeric code (gender, marital status, relation), as a number or as digits. */
export const numericCodeSchema = z.union([z.int(), z.pipe(z.string().check(z.regex(/^\d{1,3}$/)), z.transform(Number))]);

/** quote-3.1: an address as the API gives it (county optional). */
export const driverAddressSchema = z.object({
  address: serverText,
  address2: z.optional(z.nullable(serverText)),
  city: serverText,
  state: z.string().check(z.regex(/^[A-Za-z]{2}$/)),
  zipCode: z.string().check(z.regex(/^\d{5}(-\d{4})?$/)),
  county: z.optional(z.nullable(serverText)),
});
export type DriverAddress = z.infer<typeof driverAddressSchema>;

/**
 * quote-3.3: a driver found by a lookup: the fields of the driver of a quote request, with its
 * address (null when the call did not ask for it), and `isManualDriver` false (the form's own
 * drivers are manual). Codes as quote-9.7 gives them: gender female 1, male 0; marital status
 * single 1, married 0; relation 0 for the primary driver, spouse 1, child 2, parent 3, other 4.
 */
export const foundDriverSchema = z.object({
  firstName: serverText,
  lastName: serverText,
  relation: numericCodeSchema,
  dob: isoDateSchema,
  gender: numericCodeSchema,
  maritalStatus: numericCodeSchema,
  address: z.nullable(driverAddressSchema),
  priorInsurance: z.boolean(),
  isDefaultInsured: z.boolean(),
  driverLicenseNumber: z.nullable(z.string()),
  issueDate: z.nullable(isoDateSchema),
  residenceStatus: z.nullable(serverText),
  driverStatus: z.nullable(serverText),
  isExcluded: z.boolean(),
  isManualDriver: z.boolean(),
});
export type FoundDriver = z.output<typeof foundDriverSchema>;

/** quote-7.5, quote-7.6, quote-7.25, quote-7.27: the drivers found, and the household's commonId. */
export const driversAnswerSchema = z.object({
  drivers: z.array(foundDriverSchema),
  commonId: z.optional(z.nullable(z.string())),
  /** driver/search with IncludeEnhancedVehicle: the household's vehicles. */
  vehicles: z.optional(z.array(vehicleDetailSchema)),
});
export type DriversAnswer = z.output<typeof driversAnswerSchema>;

/** quote-7.7, quote-7.27: the household of a commonId: its drivers and its cars. */
export const householdAnswerSchema = z.object({
  drivers: z.array(foundDriverSchema),
  cars: z.array(vehicleDetailSchema),
});
export type HouseholdAnswer = z.output<typeof householdAnswerSchema>;

/** quote-3.14: one of a repeat customer's policies. */
export const customerPolicySchema = z.object({
  company: serverText,
  effectiveDate: isoDateSchema,
  expireDate: isoDateSchema,
  policyNumber: z.string(),
});

/** A coverage of a repeat customer's last quote, as a quote request carries it (quote §3). */
export const selectedCoverageSchema = z.object({
  coverageCd: z.string().check(z.minLength(1)),
  val1: z.optional(z.nullable(coverageAmountSchema)),
  val2: z.optional(z.nullable(coverageAmountSchema)),
  val3: z.optional(z.nullable(coverageAmountSchema)),
  deductible: z.optional(z.nullable(coverageAmountSchema)),
});
export type SelectedCoverage = z.output<typeof selectedCoverageSchema>;

/** quote-3.14: what the repeat-customer lookup knows of a customer. */
export const repeatCustomerSchema = z.object({
  name: serverText,
  surname: serverText,
  birthDate: isoDateSchema,
  email: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  address: z.nullable(serverText),
  city: z.nullable(serverText),
  state: z.nullable(z.string()),
  zipCode: z.nullable(z.string()),
  drivers: z.array(foundDriverSchema),
  vehicles: z.array(vehicleDetailSchema),
  /** The policy term in months. */
  term: z.nullable(z.int()),
  coverages: z.array(selectedCoverageSchema),
  foreignLicenseType: z.nullable(z.string()),
  foreignLicenseId: z.nullable(z.string()),
  customerPolicies: z.array(customerPolicySchema),
});
export type RepeatCustomer = z.output<typeof repeatCustomerSchema>;

export const repeatCustomerAnswerSchema = z.object({ customer: z.nullable(repeatCustomerSchema) });

type Opts = { signal?: AbortSignal | undefined; region?: Region };

export interface LicenseSearch {
  licenseNumber: string;
  /** YYYY-MM-DD */
  dob: string;
  /** Ask for the driver's address too. */
  fetchAddress: boolean;
}

/** quote-7.5, quote-5.8: the drivers of a licence number and date of birth (none: an empty list). */
export function searchDriverByLicense(input: LicenseSearch, options: Opts = {}): Promise<DriversAnswer> {
  return request({
    schema: driversAnswerSchema,
    path: searchPaths.byLicense,
    auth: 'bearer',
    region: options.region,
    // "DLNumer" is the API's spelling (quote-7.5).
    query: { DLNumer: input.licenseNumber.trim(), dob: input.dob, FetchAddress: input.fetchAddress },
    signal: options.signal,
  });
}

export interface NameSearch {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dob: string;
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  /** Ask for the household's vehicles too. */
  includeEnhancedVehicle?: boolean;
}

/** quote-7.6: the drivers of a name, date of birth and address. */
export function searchDriversByName(input: NameSearch, options: Opts = {}): Promise<DriversAnswer> {
  return request({
    schema: driversAnswerSchema,
    path: searchPaths.byName,
    auth: 'bearer',
    region: options.region,
    query: {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      dob: input.dob,
      address: input.address?.trim() ?? '',
      city: input.city?.trim() ?? '',
      state: input.state?.trim() ?? '',
      zipCode: input.zipCode?.trim() ?? '',
      IncludeEnhancedVehicle: input.includeEnhancedVehicle ?? false,
    },
    signal: options.signal,
  });
}

export interface PublicSearch {
  name: string;
  surName: string;
  /** YYYY-MM-DD */
  dob: string;
  fetchAddress: boolean;
}

/** quote-7.25, quote-7.27: the public search: the drivers of a name and date of birth, and their commonId. */
export function searchDriversPublic(input: PublicSearch, options: Opts = {}): Promise<DriversAnswer> {
  return request({
    schema: driversAnswerSchema,
    path: searchPaths.publicSearch,
    method: 'POST',
    auth: 'bearer',
    region: options.region,
    body: { fetchAddress: input.fetchAddress, name: input.name.trim(), surName: input.surName.trim(), dob: input.dob },
    signal: options.signal,
  });
}

/** quote-7.7, quote-7.27: the drivers and cars of a household, by its state and the commonId of a first lookup. */
export function searchHousehold(input: { state: string; commonId: string }, options: Opts = {}): Promise<HouseholdAnswer> {
  return request({
    schema: householdAnswerSchema,
    path: searchPaths.household,
    auth: 'bearer',
    region: options.region,
    query: { state: input.state.trim().toUpperCase(), commonId: input.commonId.trim() },
    signal: options.signal,
  });
}

export interface RepeatCustomerLookup {
  name: string;
  surname: string;
  /** YYYY-MM-DD */
  dob: string;
  /** Blank when the visitor gave none. */
  driverLicenseNumber: string;
  /** Blank when not known yet. */
  zipCode: string;
}

/** quote-7.26, quote-3.14: the customer these details belong to, or null (not a repeat customer). */
export async function lookupRepeatCustomer(input: RepeatCustomerLookup, options: Opts = {}): Promise<RepeatCustomer | null> {
  const answer = await request({
    schema: repeatCustomerAnswerSchema,
    path: searchPaths.repeatCustomer,
    method: 'POST',
    auth: 'bearer',
    region: options.region,
    body: {
      name: input.name.trim(),
      surname: input.surname.trim(),
      dob: input.dob,
      driverLicenseNumber: input.driverLicenseNumber.trim(),
      zipCode: input.zipCode.trim(),
    },
    signal: options.signal,
  });
  return answer.customer;
}
