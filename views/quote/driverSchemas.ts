/**
 * The yup schemas of the driver steps (quote §5), composed from the form kit's rule builders
 * (src/rules/fieldRules.ts) and the quote form's pure rules (machines/quote/quote.rules.ts), so the
 * form judges a value as the chart's guards do. Messages come from the flow's catalog and the
 * page's configured messages. No React: driverSchemas.test.ts checks them alone.
 */
import * as yup from 'yup';
import type { Driver3Values, LicenseMode, VisitAnswers } from '../../machines/quote/types';
import { dobError, type AgeRange } from '../../machines/quote/driverDates.rules';
import { isValidAddress, isValidName } from '../../machines/quote/quote.rules';
import type { QuoteText } from '../../src/i18n/quote';
import { stripInvisible } from '../../src/rules/fieldInput';
import { choiceRule, dobRule, emailRule, patternRule, phoneRule, requiredCheckboxRule, zipRule } from '../../src/rules/fieldRules';

type Errors = QuoteText['errors'];

/**
 * quote-2.6, quote-4.9: the licence-source modes driver1 offers. Uploading or scanning a licence
 * image (uploadimage, scanimage) is not offered yet: those modes are left out of the radio list
 * rather than shown as choices that lead nowhere; they join it with the OCR step.
 */
export const OFFERED_LICENSE_MODES = ['dl', 'nondl', 'uploadimage', 'scanimage'] as const satisfies readonly LicenseMode[];

/** quote-9.7: gender female 1, male 0; marital single 1, married 0; quote-3.2: insured 0, not insured 1. */
export const CODE_CHOICES = ['0', '1'] as const;

/** quote-3.2: the licence types offered (6, the default, a U.S. licence). */
export const LICENSE_TYPES = ['6'] as const;

/** Free text judged without invisible characters and surrounding spaces, with a rule of its own. */
function textRule(required: string, rule: { message: string; test: (value: string) => boolean }) {
  return yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? stripInvisible(v) : v))
    .trim()
    .required(required)
    .test('quote-rule', rule.message, (value) => rule.test(value ?? ''));
}

export interface Driver1Rules {
  /** The primary driver's age limits (the chart's `primaryAge`). */
  limits: AgeRange;
  now: () => Date;
  errors: Errors;
  /** The configured invalid-DOB template, {0} and {1} the limits (quote-5.5). */
  invalidDob: string;
}

/** driver1 (quote-2.6, quote-5.1, quote-5.4, quote-5.5): the mode, the licence number in mode dl, names, date of birth. */
export function driver1Schema({ limits, now, errors: e, invalidDob }: Driver1Rules) {
  return yup.object({
    licenseMode: choiceRule(OFFERED_LICENSE_MODES, e.licenseModeRequired),
    // formik gives an empty text as undefined: the optional texts are not `defined()`.
    license: yup
      .string()
      .when('licenseMode', {
        is: 'dl',
        then: () => textRule(e.licenseRequired, { message: e.licenseRequired, test: (v) => v !== '' }),
      }),
    dob: dobRule({ minAge: limits.min, maxAge: limits.max, now }, {
      required: e.dobRequired,
      monthInvalid: e.monthInvalid,
      dayInvalid: e.dayInvalid,
      yearInvalid: e.yearInvalid,
      ageLimits: invalidDob,
    })
      // quote-5.4: the year is 1920 to 3999, as the chart's guard (dobError) reads it.
      .test(
        'quote-dob-year',
        e.yearInvalid,
        // formik gives an empty part as undefined.
        (dob) => dobError({ month: dob.month ?? '', day: dob.day ?? '', year: dob.year ?? '' }, limits, now()) !== 'year',
      )
      .required(),
    firstName: textRule(e.firstNameRequired, { message: e.firstNameShort, test: isValidName }),
    lastName: textRule(e.lastNameRequired, { message: e.lastNameShort, test: isValidName }),
  });
}

/** driver2 (quote-2.7, quote-5.2, quote-5.6): email, phone, the consent ticked. */
export function driver2Schema(e: Errors) {
  return yup.object({
    email: emailRule({ required: e.emailRequired, invalid: e.emailInvalid }),
    phone: phoneRule({ required: e.phoneRequired, invalid: e.phoneInvalid }),
    consent: requiredCheckboxRule(e.consentRequired),
  });
}

/** What driver3's form holds: city and state are the ZIP lookup's, shown from the chart's context. */
export type Driver3Form = Omit<Driver3Values, 'city' | 'state'>;

export interface Driver3Rules {
  errors: Errors;
  /** The configured not-available message (quote-5.3). */
  zipNotAvailable: string;
  /** quote-5.7: both licenseId attributes are 'true' (the chart's `licenseIdRequired`). */
  licenseIdRequired: boolean;
  /** The ZIP whose lookup answered (the chart's `zipChecked`). */
  zipChecked: VisitAnswers['zipChecked'];
  /** A ZIP lookup is running: the ZIP is not judged until it answers. */
  checkingZip: boolean;
}

/**
 * driver3 (quote-2.8, quote-5.1, quote-5.3, quote-5.6, quote-5.7): the address of 5 characters
 * or more, a ZIP of 5 digits whose lookup found a quote available (else the not-available
 * message), gender, marital status and insurance answered, the licence type, the licenseId when
 * required.
 */
export function driver3Schema({ errors: e, zipNotAvailable, licenseIdRequired, zipChecked, checkingZip }: Driver3Rules) {
  return yup.object({
    address: textRule(e.addressRequired, { message: e.addressShort, test: isValidAddress }),
    address2: yup.string(),
    zip: zipRule({ required: e.zipRequired, invalid: e.zipInvalid }).test('quote-zip-available', e.zipUnchecked, (zip, ctx) => {
      if (checkingZip) return true;
      if (zipChecked?.zip === zip) return zipChecked.available || ctx.createError({ message: zipNotAvailable });
      return false;
    }),
    gender: choiceRule(CODE_CHOICES, e.genderRequired),
    marital: choiceRule(CODE_CHOICES, e.maritalRequired),
    insured: choiceRule(CODE_CHOICES, e.insuredRequired),
    licenseType: choiceRule(LICENSE_TYPES, e.licenseTypeRequired),
    licenseId: licenseIdRequired ? patternRule(/\S/, { required: e.licenseIdRequired, invalid: e.licenseIdRequired }) : yup.string(),
    rentersAndHome: yup.boolean(),
  });
}
