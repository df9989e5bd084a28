/** The per-carrier configuration and the age limits of the binding and payment flows. */
import { describe, expect, it } from 'vitest';
import { BINDING_AGE_LIMITS, bindingAgeLimits, carrierConfigOf, carrierConfigSchema, defaultCarrierConfig } from './carrierConfig.rules';

describe('the per-carrier configuration', () => {
  it('[portal-3.21 portal-9.18] reads every flag of an entry, as booleans or as a sheet writes them', () => {
    const entry = carrierConfigSchema.parse({
      carrierid: 101,
      enabledriverstatus: 'TRUE',
      enableallfieldsforexclude: '1',
      enableesign: true,
      enablemaritalvalidation: 'yes',
      questionorder: 'Q3, Q1,,Q2 ',
      enableactiontype: 'include',
      enablepaperlessconsent: 'false',
      consentmessage: 'I agree to paperless documents.',
      enablesecondarydriverdob: 0,
      hideadditionaldriversection: 'no',
      enablecalculatedmileage: 'y',
      carrierstate: 'TX',
      enablecounty: false,
      sheetsdburl: 'https://sheets.example/db',
      someOtherColumn: 'ignored',
    });
    expect(entry).toEqual({
      carrierid: '101',
      enabledriverstatus: true,
      enableallfieldsforexclude: true,
      enableesign: true,
      enablemaritalvalidation: true,
      questionorder: ['Q3', 'Q1', 'Q2'],
      enableactiontype: 'include',
      enablepaperlessconsent: false,
      consentmessage: 'I agree to paperless documents.',
      enablesecondarydriverdob: false,
      hideadditionaldriversection: false,
      enablecalculatedmileage: true,
      carrierstate: 'TX',
      enablecounty: false,
      sheetsdburl: 'https://sheets.example/db',
    });
  });

  it('[portal-6.4] the entry of the quote\'s carrier, else every optional part off', () => {
    const configs = [carrierConfigSchema.parse({ carrierid: '7', enableesign: true }), carrierConfigSchema.parse({ carrierid: '8', enablemaritalvalidation: true })];
    expect(carrierConfigOf(configs, 8).enablemaritalvalidation).toBe(true);
    expect(carrierConfigOf(configs, ' 7 ').enableesign).toBe(true);
    const none = carrierConfigOf(configs, '9');
    expect(none).toEqual(defaultCarrierConfig('9'));
    expect(Object.entries(none).filter(([, v]) => v === true)).toEqual([]);
    expect(none.questionorder).toEqual([]);
    expect(none.enableactiontype).toBeNull();
  });

  it('[portal-3.21] refuses an action type it does not know', () => {
    expect(carrierConfigSchema.safeParse({ carrierid: '1', enableactiontype: 'sometimes' }).success).toBe(false);
  });
});

describe('the driver step\'s age limits', () => {
  it('[portal-9.8 portal-5.7] 16 to 75 unless the page overrides them', () => {
    expect(BINDING_AGE_LIMITS).toEqual({ minAge: 16, maxAge: 75 });
    expect(bindingAgeLimits()).toEqual({ minAge: 16, maxAge: 75 });
    expect(bindingAgeLimits({ minagelimit: 18, maxagelimit: 80 })).toEqual({ minAge: 18, maxAge: 80 });
    expect(bindingAgeLimits({ minagelimit: 21 })).toEqual({ minAge: 21, maxAge: 75 });
    expect(bindingAgeLimits({ minagelimit: null, maxagelimit: 70 })).toEqual({ minAge: 16, maxAge: 70 });
  });

  it('[portal-5.7] ignores limits that are not ages, or a minimum over the maximum', () => {
    expect(bindingAgeLimits({ minagelimit: 16.5, maxagelimit: -1 })).toEqual({ minAge: 16, maxAge: 75 });
    expect(bindingAgeLimits({ minagelimit: 80, maxagelimit: 70 })).toEqual({ minAge: 16, maxAge: 75 });
  });
});
