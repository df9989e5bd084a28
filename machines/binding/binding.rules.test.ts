/** Online binding's parent rules: the quote of the address, the transaction read into the flow, the endpoint and the log's place. */
import { describe, expect, it } from 'vitest';
import type { BindingTransaction } from '../../services/binding';
import { bindingQueryOf, carsOf, driversOf, identityOf, regionOf, sheetOf } from './binding.rules';

const transaction: BindingTransaction = {
  customer: { email: 'rosa@example.com', phoneNumber: '214-555-0142', address: { address1: '1200 Main St', apt: null, city: 'Dallas', state: 'tx', zipCode: '75201' } },
  drivers: [
    { firstName: 'Luis', lastName: 'Delgado', dob: '1984-01-02', relation: 1, priorInsurance: null, gender: 0, maritalStatus: 0, isExcluded: false, driverLicenseNumber: '13572468', issueDate: null, address: null },
    { firstName: ' Rosa ', lastName: 'Delgado', dob: '1985-04-12', relation: 0, priorInsurance: null, gender: 1, maritalStatus: 0, isExcluded: false, driverLicenseNumber: null, issueDate: null, address: null },
    { firstName: 'LUIS', lastName: 'delgado', dob: '1984-01-02', relation: 1, priorInsurance: null, gender: 0, maritalStatus: 0, isExcluded: false, driverLicenseNumber: null, issueDate: null, address: null },
    { firstName: 'Ana', lastName: 'Delgado', dob: '2001-03-03', relation: 9, priorInsurance: null, gender: 7, maritalStatus: null, isExcluded: true, driverLicenseNumber: 'X1', issueDate: null, address: null },
  ],
  cars: [{ vin: ' 1ftfw1et5dfc10312 ', year: 2013, maker: 'Ford', model: 'F-150', annualMilesAge: null }, { vin: null, year: null, maker: null, model: null, annualMilesAge: null }],
  questionAnswers: [],
};

describe('the quote of the address', () => {
  it('[portal-2.9] transactionId and rateQuoteId, either spelling of each; payplan not read', () => {
    expect(bindingQueryOf(new URLSearchParams('transactionId=TX-1&rateQuoteId=RQ-1&payplan=M'))).toEqual({ transactionId: 'TX-1', rateQuoteId: 'RQ-1' });
    expect(bindingQueryOf(new URLSearchParams('transactionid=TX-1&rateQuoteid=RQ-1'))).toEqual({ transactionId: 'TX-1', rateQuoteId: 'RQ-1' });
  });
  it('[portal-2.9] none without both, or with values that are not ids', () => {
    expect(bindingQueryOf(new URLSearchParams('transactionId=TX-1'))).toBeNull();
    expect(bindingQueryOf(new URLSearchParams('transactionId=TX 1&rateQuoteId=RQ-1'))).toBeNull();
    expect(bindingQueryOf(new URLSearchParams('transactionId=<b>&rateQuoteId=RQ-1'))).toBeNull();
  });
});

describe('the transaction in the flow', () => {
  it('[portal-3.22 portal-5.13] the primary first (relation 0), codes read, duplicates dropped, all found (read-only)', () => {
    const drivers = driversOf(transaction);
    expect(drivers.map((d) => [d.firstName, d.primaryDriver, d.relation, d.gender, d.marital, d.isManualDriver])).toEqual([
      ['Rosa', true, 0, 1, 0, false],
      ['Luis', false, 1, 0, 0, false],
      ['Ana', false, 0, null, null, false],
    ]);
    expect(drivers[2]).toMatchObject({ isExcluded: true, driverstatus: 1 });
  });

  it('[portal-3.22] the cars, their VINs upper case; who the customer is', () => {
    expect(carsOf(transaction)).toEqual([
      { vin: '1FTFW1ET5DFC10312', year: 2013, maker: 'Ford', model: 'F-150' },
      { vin: '', year: null, maker: '', model: '' },
    ]);
    expect(identityOf(transaction)).toEqual({ firstName: 'Rosa', lastName: 'Delgado', address: '1200 Main St', city: 'Dallas', state: 'TX', zipCode: '75201' });
  });

  it('[portal-1.3] a California address is served on the California endpoint', () => {
    expect(regionOf('ca')).toBe('ca');
    expect(regionOf('TX')).toBe('main');
  });

  it("[portal-7.21] the log: the carrier's own sheet over https, else the agency API's on the customer's endpoint", () => {
    expect(sheetOf({ sheetsdburl: 'https://sheets.example/api/v1/abc' }, 'ca')).toEqual({ region: 'ca', url: 'https://sheets.example/api/v1/abc' });
    for (const url of ['', 'http://sheets.example/x', 'javascript:alert(1)', 'https://a b', 'https://\\\\evil']) expect(sheetOf({ sheetsdburl: url }, 'main')).toEqual({ region: 'main', url: null });
  });
});
