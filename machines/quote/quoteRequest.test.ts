/** The rate request's customer and vehicles from the quote form's answers (quote 001 §3). */
import { describe, expect, it } from 'vitest';
import { driver1Values, driver2Values, driver3Values, savedCamry, texasCoverages } from '../../fixtures/models/quote.model';
import { chosenCoverages, quoteCustomer, quoteVehicles, requestAddress } from './quoteRequest';

describe('[quote-3.1] the customer of the quote', () => {
  it('[quote-3.1] [quote-9.7] is the primary driver with every field of §3: names, ISO date of birth, licence, email, phone digits, codes, address', () => {
    expect(quoteCustomer(driver1Values, driver2Values, { ...driver3Values, address2: ' Apt 4 ' })).toEqual({
      name: 'Rosa',
      surname: 'Delgado',
      dob: '1988-06-14',
      dlNumber: driver1Values.license,
      email: 'rosa.delgado@example.com',
      phoneNumber: '2145550142',
      gender: 1,
      maritalStatus: 0,
      address: { address: '4812 Maple Ridge Dr, Apt 4', city: 'Dallas', state: 'TX', zipCode: '75204' },
    });
  });

  it('[quote-3.1] sends no licence number for a driver entered without one, and trims what was typed', () => {
    const customer = quoteCustomer(
      { ...driver1Values, firstName: '  Rosa ', licenseMode: 'nondl', license: 'LEFT-OVER' },
      { ...driver2Values, email: ' rosa.delgado@example.com ', phone: '(214) 555-0142' },
      { ...driver3Values, gender: '0', marital: '1', state: 'tx' },
    );
    expect(customer).toMatchObject({ name: 'Rosa', dlNumber: '', email: 'rosa.delgado@example.com', phoneNumber: '2145550142', gender: 0, maritalStatus: 1 });
    expect(customer.address.state).toBe('TX');
  });
});

describe('[quote-3.5] the vehicles of the request', () => {
  it('[quote-3.5] [quote-5.17] each vehicle is garaged at the driver\'s address, with its mileage band, the package\'s coverages and liab', () => {
    const coverages = chosenCoverages({ term: 6, product: 'SML', custom: {} }, texasCoverages);
    const [camry] = quoteVehicles([{ ...savedCamry, mileage: 15000 }], driver3Values, coverages);
    expect(camry).toEqual({
      vin: savedCamry.vin,
      year: 2019,
      maker: 'Toyota',
      model: 'Camry',
      garagingAddress: requestAddress(driver3Values),
      liab: true,
      annualMilesAge: 12000,
      coverages: [
        { coverageCd: 'BI', limit: { val1: 30000, val2: 60000 }, deductible: null },
        { coverageCd: 'PD', limit: { val1: 25000 }, deductible: null },
      ],
      isExcluded: false,
      selectedAnnualMileage: 15000,
    });
  });

  it('[quote-3.5] a package with comprehensive and collision is not liability only; its coverages keep their deductibles, in the order of quote-9.6', () => {
    const coverages = chosenCoverages({ term: 6, product: 'LCCUU', custom: {} }, texasCoverages);
    expect(coverages.map((c) => c.coverageCd)).toEqual(['BI', 'PD', 'PIP', 'UM', 'UMPD', 'COMP', 'COLL', 'RREIM']);
    expect(coverages.find((c) => c.coverageCd === 'COLL')).toEqual({ coverageCd: 'COLL', limit: { val1: 'ACV' }, deductible: 500 });
    expect(quoteVehicles([savedCamry], driver3Values, coverages)[0]?.liab).toBe(false);
  });

  it('[quote-3.5] custom coverage sends the options chosen: split limits, single limits and deductibles; blanks are not sent', () => {
    const coverages = chosenCoverages({ term: 12, product: 'custom', custom: { PD: '50000', BI: '50000/100000', COMP: '500', UM: '' } }, texasCoverages);
    expect(coverages).toEqual([
      { coverageCd: 'BI', limit: { val1: 50000, val2: 100000 }, deductible: null },
      { coverageCd: 'PD', limit: { val1: 50000 }, deductible: null },
      { coverageCd: 'COMP', limit: null, deductible: 500 },
    ]);
    expect(quoteVehicles([savedCamry], driver3Values, coverages)[0]?.liab).toBe(false);
  });

  it('an unknown package chooses nothing, and no vehicle gives no vehicle', () => {
    expect(chosenCoverages({ term: 6, product: 'NOPE', custom: {} }, texasCoverages)).toEqual([]);
    expect(quoteVehicles([], driver3Values, [])).toEqual([]);
  });
});
