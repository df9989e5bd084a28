/**
 * The driver step's rules (./details.rules.ts; decision 53): the quote's data read into online
 * binding's shapes and the customer's changes sent back in the re-rating's request, each with the
 * clause it serves.
 */
import { describe, expect, it } from 'vitest';
import { F150_COVERAGES, PRIOR_QUOTE, ROSA_PRIOR_REQUEST } from '../../fixtures/data/esignPrior';
import { priorRequestSchema, prepareRequestSchema } from '../../services/esign';
import { newAdditionalDriver } from '../binding/drivers.rules';
import { afeeOf, answersOfPrior, carsOfPrior, driversOfPrior, everyMileageComplete, identityOfPrior, mileageKeyOf, prepareRequestOf, regionOfPrior, vehicleMileageList, type EsignCar, type KeptMileage } from './details.rules';

const prior = priorRequestSchema.parse(ROSA_PRIOR_REQUEST);

describe('the quote\'s data in binding\'s shapes', () => {
  it('[portal-3.16] [portal-5.14] the drivers: the primary first with relation none and read-only but in part; a driver added by hand on the quote stays editable', () => {
    const drivers = driversOfPrior(prior);
    expect(drivers.map((d) => [d.key, d.firstName, d.primaryDriver, d.relation, d.gender, d.marital, d.isManualDriver, d.license, d.residencestatus])).toEqual([
      ['prior-0', 'Rosa', true, 0, 1, 0, false, '', 0],
      ['prior-1', 'Ana', false, 2, 1, 1, true, '', 0],
    ]);
  });

  it('[portal-3.16] [portal-3.13] codes as numeric texts, an excluded driver without a status, a primary given last, duplicates dropped', () => {
    const base = ROSA_PRIOR_REQUEST.drivers[0]!;
    const drivers = driversOfPrior(
      priorRequestSchema.parse({
        ...ROSA_PRIOR_REQUEST,
        drivers: [
          { ...base, firstName: 'Marco', primaryDriver: false, relation: '2', gender: '0', marital: '1', isExcluded: true, driverstatus: null, residencestatus: '' },
          { ...base, firstName: 'Marco', primaryDriver: false, relation: '2', gender: '0', marital: '1', isExcluded: true },
          base,
        ],
      }),
    );
    expect(drivers.map((d) => [d.firstName, d.primaryDriver, d.relation, d.gender, d.marital, d.driverstatus, d.residencestatus])).toEqual([
      ['Rosa', true, 0, 1, 0, 0, 0],
      ['Marco', false, 2, 0, 1, 1, null],
    ]);
  });

  it('[portal-3.17] the cars: a VIN upper case or blank for the customer to type, make or maker, each with its place in the earlier request', () => {
    expect(carsOfPrior(prior)).toEqual([
      { vin: '1FTEW1EG7JF716597', year: 2018, maker: 'Ford', model: 'F-150', prior: 0 },
      { vin: '', year: 2017, maker: 'Honda', model: 'Civic', prior: 1 },
    ]);
    expect(carsOfPrior(priorRequestSchema.parse({ ...ROSA_PRIOR_REQUEST, vehicles: [{ vin: '1ftew1eg7jf716597', year: '2018', make: 'Ford', model: 'F-150' }] }))[0]).toMatchObject({ vin: '1FTEW1EG7JF716597', year: 2018, maker: 'Ford' });
  });

  it('[portal-3.15] [portal-5.9] who the customer is (California\'s lookup), the endpoint, the answers given', () => {
    expect(identityOfPrior(prior)).toEqual({ firstName: 'Rosa', lastName: 'Delgado', address: '4812 Maple Ridge Dr', city: 'Dallas', state: 'TX', zipCode: '75204' });
    expect(regionOfPrior(prior)).toBe('main');
    expect(regionOfPrior({ customer: { ...prior.customer, address: { ...prior.customer.address, state: 'CA' } } })).toBe('ca');
    expect(answersOfPrior(prior)).toEqual({ RIDESHARE: 'No' });
    expect(answersOfPrior({ questionAnswers: null })).toEqual({});
  });

  it('[portal-9.16] [portal-7.25] the afee: the page\'s agency fee, else the earlier request\'s, else none', () => {
    expect([afeeOf(30, prior), afeeOf(null, prior), afeeOf(null, { afee: null })]).toEqual([30, 45, 0]);
  });
});

describe('the re-rating\'s request', () => {
  const [rosa, ana] = driversOfPrior(prior);
  const [f150, civic] = carsOfPrior(prior);
  const luis = { ...newAdditionalDriver('added-1'), firstName: 'Luis', lastName: 'Delgado', dob: '1986-01-30', gender: 0 as const, marital: 0 as const, relation: 1 as const, license: '13572468', residencestatus: 0 };
  const camry: EsignCar = { vin: '4T1B11HK8KU437897', year: 2019, maker: 'Toyota', model: 'Camry', added: true };

  it('[portal-7.25] [portal-3.15] [portal-3.16] [portal-3.17] the customer and the quote as given; each driver and car as the customer left them, what the page does not edit kept', () => {
    const request = prepareRequestOf({
      prior,
      drivers: [{ ...rosa!, license: '24681357' }, luis],
      cars: [f150!, { ...civic!, vin: '2HGFC2F58HH264186' }, camry],
      answers: [{ questionCd: 'SUSP', answer: 'N' }],
      agencyFee: null,
    });
    expect(prepareRequestSchema.safeParse({ ...request, requestStep: 2 }).success).toBe(true);
    expect(request.customer).toEqual(prior.customer);
    expect(request.quote).toEqual(PRIOR_QUOTE);
    expect(request.afee).toBe(45);
    expect(request.drivers).toEqual([
      { firstName: 'Rosa', lastName: 'Delgado', dob: '1988-06-14', gender: 1, marital: 0, relation: 0, primaryDriver: true, isExcluded: false, driverstatus: 0, residencestatus: 0, license: '24681357', issueDate: null, isManualDriver: false, age: 37, sex: 'F' },
      { firstName: 'Luis', lastName: 'Delgado', dob: '1986-01-30', gender: 0, marital: 0, relation: 1, primaryDriver: false, isExcluded: false, driverstatus: 0, residencestatus: 0, license: '13572468', isManualDriver: true },
    ]);
    expect(request.vehicles).toEqual([
      { vin: '1FTEW1EG7JF716597', year: 2018, maker: 'Ford', model: 'F-150', odometerReading: 48210, selectedAnnualMileage: 12000, coverages: F150_COVERAGES },
      { vin: '2HGFC2F58HH264186', year: 2017, maker: 'Honda', model: 'Civic', selectedAnnualMileage: 8000 },
      { vin: '4T1B11HK8KU437897', year: 2019, maker: 'Toyota', model: 'Camry' },
    ]);
    expect(request.questionAnswers).toEqual([{ questionCd: 'SUSP', answer: 'N' }]);
  });

  it('[portal-3.17] [portal-7.25] with calculated mileage: each car with the mileage its dialog kept, over the quote\'s; a car with none kept as the quote had it', () => {
    const work = { address: '1200 Main St', city: 'Dallas', state: 'TX', zipCode: '75202' };
    const mileage: KeptMileage = {
      'prior-1': { odometerReading: 61_250, selectedAnnualMileage: 9000, commutingVehicle: true, commutingDays: 5, commutingAddress: work },
      'vin-4T1B11HK8KU437897': { odometerReading: 12_000, selectedAnnualMileage: 10_000, commutingVehicle: false, commutingDays: null, commutingAddress: null },
    };
    const request = prepareRequestOf({ prior, drivers: [{ ...rosa!, license: '24681357' }], cars: [f150!, { ...civic!, vin: '2HGFC2F58HH264186' }, camry], answers: [], agencyFee: null, mileage });
    expect(prepareRequestSchema.safeParse({ ...request, requestStep: 2 }).success).toBe(true);
    expect(request.vehicles).toEqual([
      { vin: '1FTEW1EG7JF716597', year: 2018, maker: 'Ford', model: 'F-150', odometerReading: 48210, selectedAnnualMileage: 12000, coverages: F150_COVERAGES },
      { vin: '2HGFC2F58HH264186', year: 2017, maker: 'Honda', model: 'Civic', odometerReading: 61_250, selectedAnnualMileage: 9000, commutingVehicle: true, commutingDays: 5, commutingAddress: work },
      { vin: '4T1B11HK8KU437897', year: 2019, maker: 'Toyota', model: 'Camry', odometerReading: 12_000, selectedAnnualMileage: 10_000, commutingVehicle: false, commutingDays: null, commutingAddress: null },
    ]);
    // The kept values follow the Civic whatever its VIN becomes; the Camry, added here, by its VIN.
    expect([mileageKeyOf(civic!), mileageKeyOf({ ...civic!, vin: '2HGFC2F58HH264186' }), mileageKeyOf(camry)]).toEqual(['prior-1', 'prior-1', 'vin-4T1B11HK8KU437897']);
    // Next needs every car complete: the F-150 still lacks whether it commutes.
    expect(vehicleMileageList([f150!, civic!, camry], prior, mileage).map((c) => [c.key, c.complete])).toEqual([
      ['prior-0', false],
      ['prior-1', true],
      ['vin-4T1B11HK8KU437897', true],
    ]);
    expect(everyMileageComplete([civic!, camry], prior, mileage)).toBe(true);
    expect(everyMileageComplete([f150!, civic!], prior, mileage)).toBe(false);
  });

  it('[portal-3.16] what was worked out of a field the customer changed is left out (Ana born on another day: no age)', () => {
    const [sent] = prepareRequestOf({ prior, drivers: [{ ...ana!, dob: '2008-04-12', license: 'D1234567' }], cars: [f150!], answers: [], agencyFee: 0 }).drivers;
    expect(sent).toMatchObject({ firstName: 'Ana', dob: '2008-04-12', license: 'D1234567', sex: 'F' });
    expect(sent).not.toHaveProperty('age');
  });
});
