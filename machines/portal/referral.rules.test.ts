/**
 * The refer-a-friend rules against the specification: the age limits (portal-5.1, portal-9.8)
 * and the Referral request (portal-3.7, portal-7.12) with phone dashes removed. The form's field
 * rules are tested beside them in src/rules/referralForm.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ReferralFormValues } from '../../src/rules/referralForm';
import { REFERRAL_AGE_LIMITS, referralInitialValues, toReferralRequest, type ReferralRequest, type ReferringCustomer } from './referral.rules';

const maria: ReferringCustomer = { name: 'Maria', surname: 'Garcia', mail: 'maria.garcia@example.com', phone: '512-555-0100', zipCode: '78701' };
const form: ReferralFormValues = { refName: 'Luis', refEmail: 'luis@example.com', refPhone: '512-555-0199', zipCode: '78701' };

describe('REFERRAL_AGE_LIMITS', () => {
  it('[portal-5.1] [portal-9.8] the portal referral passes the age limits 15 to 75', () => {
    expect(REFERRAL_AGE_LIMITS).toEqual({ min: 15, max: 75 });
  });
});

describe('referralInitialValues', () => {
  const rows: [string, ReferringCustomer, ReferralFormValues][] = [
    ['the profile ZIP prefilled', maria, { refName: '', refEmail: '', refPhone: '', zipCode: '78701' }],
    ['no ZIP in the profile', { ...maria, zipCode: null }, { refName: '', refEmail: '', refPhone: '', zipCode: '' }],
    ['a ZIP with spaces', { ...maria, zipCode: ' 77002 ' }, { refName: '', refEmail: '', refPhone: '', zipCode: '77002' }],
  ];
  it.each(rows)('[portal-3.7] %s', (_label, customer, values) => {
    expect(referralInitialValues(customer)).toEqual(values);
  });
});

describe('toReferralRequest', () => {
  const rows: [string, ReferringCustomer, ReferralFormValues, ReferralRequest][] = [
    [
      'dashed phones lose their dashes',
      maria,
      form,
      {
        customerName: 'Maria Garcia',
        customerEmail: 'maria.garcia@example.com',
        customerPhone: '5125550100',
        zipCode: '78701',
        refName: 'Luis',
        refEmail: 'luis@example.com',
        refPhone: '5125550199',
      },
    ],
    [
      'phones without dashes stay; spaces trimmed; a changed ZIP is sent',
      { ...maria, phone: '5125550100', name: ' Maria ', surname: ' Garcia ' },
      { refName: ' Luis ', refEmail: ' luis@example.com ', refPhone: '5125550199', zipCode: ' 77002 ' },
      {
        customerName: 'Maria Garcia',
        customerEmail: 'maria.garcia@example.com',
        customerPhone: '5125550100',
        zipCode: '77002',
        refName: 'Luis',
        refEmail: 'luis@example.com',
        refPhone: '5125550199',
      },
    ],
    [
      'a profile without surname, phone or email',
      { name: 'Maria', surname: null, mail: null, phone: undefined, zipCode: null },
      { ...form, refPhone: '512555-0199' },
      {
        customerName: 'Maria',
        customerEmail: '',
        customerPhone: '',
        zipCode: '78701',
        refName: 'Luis',
        refEmail: 'luis@example.com',
        refPhone: '5125550199',
      },
    ],
  ];
  it.each(rows)('[portal-3.7] [portal-7.12] %s', (_label, customer, values, request) => {
    expect(toReferralRequest(customer, values)).toEqual(request);
  });

  it('[portal-3.7] the request has exactly the Referral entity fields', () => {
    expect(Object.keys(toReferralRequest(maria, form)).sort()).toEqual(
      ['customerEmail', 'customerName', 'customerPhone', 'refEmail', 'refName', 'refPhone', 'zipCode'].sort(),
    );
  });
});
