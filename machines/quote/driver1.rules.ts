/**
 * The first driver step's rules (quote-7.5, quote-2.26, quote-3.16), pure: what a licence lookup's
 * answer and a licence photo's reading change in the answers, and whether the names found differ
 * from the ones typed. The step's chart (machines/quote/driver1.machine.ts) applies them.
 */
import type { FoundDriver, DriversAnswer } from '../../services/search';
import { stripInvisible } from '../../src/rules/fieldInput';
import type { OcrDriver } from './licenceImage.machine';
import type { CodeAnswer, Driver1Values, Driver3Values, QuoteDriver } from './types';

const clean = (v: string) => stripInvisible(v).trim();

/** The names typed in driver1 when the licence was looked up (quote-2.26: the found ones may differ). */
export type TypedNames = { firstName: string; lastName: string } | null;

/**
 * driver3 with what the licence lookup found (quote-7.5): the address where the visitor has typed
 * none, and the answers the record gives (gender, marital status, insurance); what was typed stays.
 */
export function withFoundDriver(d3: Driver3Values, found: FoundDriver | undefined): Driver3Values {
  if (!found) return d3;
  const code = (n: number): CodeAnswer => (n === 0 ? '0' : n === 1 ? '1' : '');
  const a = found.address;
  const address = a && d3.address.trim() === '' ? { address: a.address, address2: a.address2 ?? '', city: a.city, state: a.state, zip: a.zipCode.slice(0, 5) } : {};
  return {
    ...d3,
    ...address,
    gender: d3.gender || code(found.gender),
    marital: d3.marital || code(found.maritalStatus),
    insured: d3.insured || (found.priorInsurance ? '0' : '1'),
  };
}

/** The typed names are not empty and are not the found driver's (any case, spaces around ignored). */
export function namesDiffer(typed: TypedNames, found: { firstName: string; lastName: string } | undefined): boolean {
  if (!typed || !found) return false;
  const norm = (v: string) => clean(v).toLowerCase();
  if (norm(typed.firstName) === '' && norm(typed.lastName) === '') return false;
  return norm(typed.firstName) !== norm(found.firstName) || norm(typed.lastName) !== norm(found.lastName);
}

/** A driver the lookup found, as a driver of the quote that the visitor cannot edit or remove (quote-4.7). */
export function fromFoundDriver(found: FoundDriver): QuoteDriver {
  const [year = '', month = '', day = ''] = found.dob.split('-');
  const [iy = '', im = '', id = ''] = (found.issueDate ?? '').split('-');
  const code = (n: number): '' | '0' | '1' => (n === 0 ? '0' : n === 1 ? '1' : '');
  const a = found.address;
  return {
    firstName: found.firstName,
    lastName: found.lastName,
    dob: { month, day, year },
    gender: code(found.gender),
    marital: code(found.maritalStatus),
    license: found.driverLicenseNumber ?? '',
    licenseType: '6',
    primaryDriver: found.relation === 0,
    primaryDriverRelation: found.relation,
    issueDate: { month: im, day: id, year: iy },
    address: { address: a?.address ?? '', address2: a?.address2 ?? '', city: a?.city ?? '', state: a?.state ?? '', zip: (a?.zipCode ?? '').slice(0, 5) },
    isManualDriver: false,
  };
}

/** What a licence lookup's answer changes. */
export interface LookupKept {
  found: FoundDriver[];
  commonId: string | null;
  driver3: Driver3Values;
  drivers: QuoteDriver[];
}

/**
 * The answers with a licence lookup's answer (quote-7.5): the drivers found, the household, driver3
 * filled in; the household's other drivers join the visitor's own as drivers the visitor cannot
 * edit or remove (those of an earlier lookup go).
 */
export function withLookupAnswer(kept: Pick<LookupKept, 'driver3' | 'drivers'>, answer: DriversAnswer): LookupKept {
  return {
    found: answer.drivers,
    commonId: answer.commonId ?? null,
    driver3: withFoundDriver(kept.driver3, answer.drivers[0]),
    drivers: [...kept.drivers.filter((d) => d.isManualDriver), ...answer.drivers.slice(1).map(fromFoundDriver)],
  };
}

/**
 * What a licence photo read (quote-3.16) in the form: the names, date of birth and licence number
 * it gave (it was asked for them), the address where none was typed, the gender where none was
 * chosen. What it did not read stays as it was.
 */
export function withOcrReading(
  kept: { driver1: Driver1Values; driver3: Driver3Values },
  ocr: OcrDriver,
): { driver1: Driver1Values; driver3: Driver3Values; ocrRead: OcrDriver } {
  const d1 = kept.driver1;
  const d3 = kept.driver3;
  const or = (read: string, prior: string) => (read.trim() !== '' ? read : prior);
  const hasDob = ocr.dob.year !== '' && ocr.dob.month !== '' && ocr.dob.day !== '';
  const address =
    d3.address.trim() === '' && ocr.address !== '' ? { address: ocr.address, city: or(ocr.city, d3.city), state: or(ocr.state, d3.state), zip: or(ocr.zip, d3.zip) } : {};
  return {
    driver1: { ...d1, firstName: or(ocr.firstName, d1.firstName), lastName: or(ocr.lastName, d1.lastName), dob: hasDob ? ocr.dob : d1.dob, license: or(ocr.license, d1.license) },
    driver3: { ...d3, ...address, gender: d3.gender || ocr.gender },
    ocrRead: ocr,
  };
}
