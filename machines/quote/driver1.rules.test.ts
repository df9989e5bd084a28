/**
 * The first driver step's rules (machines/quote/driver1.rules.ts), table by table: when the names
 * found differ from the ones typed (quote-2.26), what a lookup's answer fills in (quote-7.5, quote-4.7)
 * and what a licence photo's reading fills in (quote-3.16).
 */
import { describe, expect, it } from 'vitest';
import { licenceOutcomes, householdOutcome } from '../../fixtures/models/quote.model';
import { fromFoundDriver, namesDiffer, withFoundDriver, withLookupAnswer, withOcrReading } from './driver1.rules';
import type { OcrDriver } from './licenceImage.machine';
import { emptyDriver1, emptyDriver3 } from './quoteValues';
import type { QuoteDriver } from './types';

const rosa = licenceOutcomes.found.drivers[0]!;

describe('[quote-2.26] the names typed differ from the names found', () => {
  const cases: Array<[string, { firstName: string; lastName: string } | null, boolean]> = [
    ['no names typed with the lookup', null, false],
    ['both names empty', { firstName: '', lastName: '' }, false],
    ['the same names, other case and spaces around', { firstName: ' rosa ', lastName: 'DELGADO' }, false],
    ['another first name', { firstName: 'Rosie', lastName: 'Delgado' }, true],
    ['another last name', { firstName: 'Rosa', lastName: 'Delgado-Ruiz' }, true],
  ];
  it.each(cases)('%s', (_label, typed, differs) => {
    expect(namesDiffer(typed, rosa)).toBe(differs);
  });
});

describe('[quote-7.5] what a lookup fills in', () => {
  it('the address where none was typed, and the answers the record gives; what was typed stays', () => {
    const filled = withFoundDriver(emptyDriver3, rosa);
    expect(filled).toMatchObject({ address: rosa.address?.address, city: rosa.address?.city, state: rosa.address?.state, zip: rosa.address?.zipCode.slice(0, 5) });
    expect(filled.insured).toBe(rosa.priorInsurance ? '0' : '1');
    const typed = { ...emptyDriver3, address: '1 Elm St', zip: '75001', gender: '0' as const };
    expect(withFoundDriver(typed, rosa)).toMatchObject({ address: '1 Elm St', zip: '75001', gender: '0' });
    expect(withFoundDriver(typed, undefined)).toBe(typed);
  });

  it('[quote-4.7] the household joins the visitor\'s own drivers, those of an earlier lookup go', () => {
    const own: QuoteDriver = { ...fromFoundDriver(rosa), isManualDriver: true };
    const earlier: QuoteDriver = fromFoundDriver(rosa);
    const answer = { drivers: householdOutcome.drivers, commonId: 'HH-1' };
    const kept = withLookupAnswer({ driver3: emptyDriver3, drivers: [own, earlier] }, answer);
    expect(kept.found).toEqual(householdOutcome.drivers);
    expect(kept.commonId).toBe('HH-1');
    expect(kept.drivers).toEqual([own, ...householdOutcome.drivers.slice(1).map(fromFoundDriver)]);
    expect(kept.drivers.slice(1).every((d) => !d.isManualDriver)).toBe(true);
  });
});

describe('[quote-3.16] what a licence photo fills in', () => {
  const read: OcrDriver = {
    firstName: 'Rosa',
    lastName: 'Delgado',
    dob: { month: '6', day: '14', year: '1988' },
    license: 'TX1234567',
    address: '4812 Maple Ridge Dr',
    city: 'Austin',
    state: 'TX',
    zip: '78745',
    gender: '1',
  };

  it('the names, date of birth and licence read; the address where none was typed; the gender where none was chosen', () => {
    const filled = withOcrReading({ driver1: emptyDriver1, driver3: emptyDriver3 }, read);
    expect(filled.driver1).toEqual({ ...emptyDriver1, firstName: 'Rosa', lastName: 'Delgado', dob: read.dob, license: 'TX1234567' });
    expect(filled.driver3).toMatchObject({ address: read.address, city: 'Austin', state: 'TX', zip: '78745', gender: '1' });
    expect(filled.ocrRead).toBe(read);
  });

  it('what it did not read stays as it was', () => {
    const typed = { driver1: { ...emptyDriver1, firstName: 'Ana', dob: { month: '3', day: '9', year: '1990' } }, driver3: { ...emptyDriver3, address: '1 Elm St', gender: '0' as const } };
    const filled = withOcrReading(typed, { ...read, firstName: ' ', dob: { month: '', day: '', year: '' }, gender: '' });
    expect(filled.driver1).toMatchObject({ firstName: 'Ana', dob: { month: '3', day: '9', year: '1990' }, lastName: 'Delgado' });
    expect(filled.driver3).toMatchObject({ address: '1 Elm St', gender: '0' });
  });
});
