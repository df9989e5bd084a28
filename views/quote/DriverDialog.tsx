/**
 * The add/edit driver dialog (quote-2.23, quote-4.7, quote-5.5, quote-5.12): a modal drawn from the
 * dialog machine's own actor (machines/quote/driverDialog.machine.ts), which the chart invokes as
 * `driverDialog` while the driver summary is editing. A formik form with the error summary of the
 * other steps: names, date of birth, gender, marital status, licence number and type, the
 * primary-driver flag, and for a driver that is not primary the relation (quote-9.7) and the
 * licence's issue date (quote-4.7: a primary driver hides them); then the address, prefilled with
 * the main driver's. Save sends `driver.save` with the typed driver (the chart judges it again),
 * Cancel, Escape and the close button send `driver.cancel`. Focus goes into the dialog and back to
 * the button that opened it (the kit's Modal).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import * as yup from 'yup';
import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import type { DriverDialogMachine, DriverDialogValues } from '../../machines/quote/driverDialog.machine';
import { driverAgeLimits } from '../../machines/quote/driverDialog.machine';
import { dobError, invalidDobMessage, issueDateError, type AgeRange } from '../../machines/quote/driverDates.rules';
import { RELATION_CHOICES, isValidAddress, isValidName, showsRelationAndIssueDate } from '../../machines/quote/quote.rules';
import type { QuoteText } from '../../src/i18n/quote';
import { stripInvisible } from '../../src/rules/fieldInput';
import type { DobValue } from '../../src/rules/fieldRules';
import { Button, Modal } from '../../src/ui';
import { CheckboxField, DateOfBirthField, FormSubmit, RadioGroupField, SelectField, TextField, ValidatedForm, ZipField } from '../../src/ui/form';
import { LICENSE_TYPES } from './driverSchemas';
import { useQuoteTexts } from './texts';

export type DriverDialogRef = ActorRefFrom<DriverDialogMachine>;
type DialogSnap = SnapshotFrom<DriverDialogMachine>;

/** The chart's child named `driverDialog` (the invoke id is the child's id). */
export function isDriverDialog(ref: AnyActorRef | undefined): ref is DriverDialogRef {
  return ref !== undefined && ref.id === 'driverDialog';
}

/** What the dialog's form holds: the driver, with the relation as the select's text and the address's parts flat. */
export interface DriverForm {
  firstName: string;
  lastName: string;
  dob: DobValue;
  gender: '' | '0' | '1';
  marital: '' | '0' | '1';
  license: string;
  licenseType: string;
  primaryDriver: boolean;
  /** '' until chosen, else a relation code (quote-9.7). */
  relation: string;
  issueDate: DobValue;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

export function toForm(v: DriverDialogValues): DriverForm {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    dob: v.dob,
    gender: v.gender,
    marital: v.marital,
    license: v.license,
    licenseType: v.licenseType,
    primaryDriver: v.primaryDriver,
    relation: v.primaryDriverRelation === 0 ? '' : String(v.primaryDriverRelation),
    issueDate: v.issueDate,
    ...v.address,
  };
}

export function fromForm(f: DriverForm): DriverDialogValues {
  const part = (d: DobValue | undefined): DobValue => ({ month: d?.month ?? '', day: d?.day ?? '', year: d?.year ?? '' });
  return {
    firstName: f.firstName,
    lastName: f.lastName,
    dob: part(f.dob),
    gender: f.gender,
    marital: f.marital,
    license: f.license ?? '',
    licenseType: f.licenseType,
    primaryDriver: f.primaryDriver,
    primaryDriverRelation: f.primaryDriver || !f.relation ? 0 : Number(f.relation),
    issueDate: f.primaryDriver ? part(undefined) : part(f.issueDate),
    address: { address: f.address, address2: f.address2 ?? '', city: f.city, state: f.state, zip: f.zip },
  };
}

export interface DriverFormRules {
  t: QuoteText;
  limits: { primaryAge: AgeRange; additionalAge: AgeRange };
  now: () => Date;
}

const text = () => yup.string().transform((v: unknown) => (typeof v === 'string' ? stripInvisible(v) : v)).trim();
const dateOf = (v: unknown): DobValue => {
  const d = (v ?? {}) as Partial<DobValue>;
  return { month: d.month ?? '', day: d.day ?? '', year: d.year ?? '' };
};
const isPrimary = (ctx: yup.TestContext) => (ctx.parent as { primaryDriver?: boolean }).primaryDriver === true;

/**
 * The dialog's rules, as the chart's guard judges them (isDriverComplete): the date of birth inside
 * the role's age limits (quote-5.5: a primary driver's, or another driver's), the relation and a
 * good or empty issue date for a driver that is not primary (quote-5.12).
 */
export function driverFormSchema({ t, limits, now }: DriverFormRules) {
  const d = t.driverDialog;
  const e = d.errors;
  return yup.object({
    firstName: text().required(e.firstNameRequired).test('name', e.firstNameShort, (v) => isValidName(v ?? '')),
    lastName: text().required(e.lastNameRequired).test('name', e.lastNameShort, (v) => isValidName(v ?? '')),
    dob: yup.mixed().test('dob', e.dobRequired, (value, ctx) => {
      const role = driverAgeLimits(isPrimary(ctx), limits);
      switch (dobError(dateOf(value), role, now())) {
        case null:
          return true;
        case 'required':
          return ctx.createError({ message: e.dobRequired });
        case 'month':
          return ctx.createError({ message: t.errors.monthInvalid });
        case 'day':
          return ctx.createError({ message: t.errors.dayInvalid });
        case 'year':
          return ctx.createError({ message: t.errors.yearInvalid });
        default:
          return ctx.createError({ message: invalidDobMessage(d.invalidDob, role) });
      }
    }),
    gender: yup.string().required(e.genderRequired).oneOf(['0', '1'], e.genderRequired),
    marital: yup.string().required(e.maritalRequired).oneOf(['0', '1'], e.maritalRequired),
    license: text(),
    licenseType: yup.string().oneOf([...LICENSE_TYPES]),
    primaryDriver: yup.boolean(),
    relation: yup.string().test('relation', e.relationRequired, (v, ctx) => isPrimary(ctx) || RELATION_CHOICES.some((r) => String(r.code) === v)),
    issueDate: yup.mixed().test('issueDate', e.issueDateInvalid, (value, ctx) => {
      if (isPrimary(ctx)) return true;
      const dob = dateOf((ctx.parent as { dob?: unknown }).dob);
      switch (issueDateError(dateOf(value), dob, now())) {
        case null:
          return true;
        case 'future':
          return ctx.createError({ message: e.issueDateFuture });
        case 'beforeBirth':
          return ctx.createError({ message: e.issueDateBeforeBirth });
        default:
          return ctx.createError({ message: e.issueDateInvalid });
      }
    }),
    address: text().required(e.addressRequired).test('address', e.addressShort, (v) => isValidAddress(v ?? '')),
    address2: text(),
    city: text().required(e.cityRequired),
    state: text().required(e.stateInvalid).matches(/^[A-Za-z]{2}$/, e.stateInvalid),
    zip: yup.string().required(e.zipInvalid).matches(/^\d{5}$/, e.zipInvalid),
  });
}

const selectDialog = (s: DialogSnap) => ({
  editing: s.context.editing,
  initial: s.context.initial,
  primaryAge: s.context.primaryAge,
  additionalAge: s.context.additionalAge,
  now: s.context.now,
});

export function DriverDialog({ dialog }: { dialog: DriverDialogRef }) {
  const { t, form } = useQuoteTexts();
  const v = useSelector(dialog, selectDialog, shallowEqual);
  const d = t.driverDialog;
  const { primaryAge, additionalAge, now } = v;
  const schema = useMemo(() => driverFormSchema({ t, limits: { primaryAge, additionalAge }, now: () => new Date(now()) }), [t, primaryAge, additionalAge, now]);
  const initialValues = useMemo(() => toForm(v.initial), [v.initial]);
  const cancel = () => dialog.send({ type: 'driver.cancel' });

  return (
    <Modal title={v.editing ? d.editTitle : d.addTitle} onClose={cancel} closeLabel={form.close} size="medium" className="quote-driver-dialog">
      <Formik<DriverForm>
        initialValues={initialValues}
        validationSchema={schema}
        validateOnMount
        onSubmit={(values) => {
          dialog.send({ type: 'driver.save', values: fromForm(values) });
        }}
      >
        <DriverFields onCancel={cancel} />
      </Formik>
    </Modal>
  );
}

function DriverFields({ onCancel }: { onCancel: () => void }) {
  const { t, form } = useQuoteTexts();
  const d = t.driverDialog;
  const { values } = useFormikContext<DriverForm>();
  const codes = [
    { value: '1', label: t.driver3.female },
    { value: '0', label: t.driver3.male },
  ];
  return (
    <ValidatedForm texts={form} className="quote-driver-dialog__form form-grid">
      <TextField name="firstName" id="quote-dd-first-name" label={d.firstName} autoComplete="off" maxLength={50} required data-autofocus />
      <TextField name="lastName" id="quote-dd-last-name" label={d.lastName} autoComplete="off" maxLength={50} required />
      <DateOfBirthField name="dob" id="quote-dd-dob" legend={d.dob} hint={d.dobHint} />
      <RadioGroupField name="gender" id="quote-dd-gender" legend={d.gender} options={codes} inline required />
      <RadioGroupField
        name="marital"
        id="quote-dd-marital"
        legend={d.marital}
        options={[
          { value: '1', label: t.driver3.single },
          { value: '0', label: t.driver3.married },
        ]}
        inline
        required
      />
      <TextField name="license" id="quote-dd-license" label={d.license} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={25} />
      <SelectField
        name="licenseType"
        id="quote-dd-license-type"
        label={d.licenseType}
        options={LICENSE_TYPES.map((code) => ({ value: code, label: t.driver3.licenseTypes.us }))}
        placeholder={false}
        required
      />
      <CheckboxField name="primaryDriver" id="quote-dd-primary" label={d.primaryDriver} hint={d.primaryHint} />
      {/* quote-4.7, quote-5.12: the relation and the issue date only for a driver that is not primary. */}
      {showsRelationAndIssueDate({ primaryDriver: values.primaryDriver }) && (
        <>
          <SelectField
            name="relation"
            id="quote-dd-relation"
            label={d.relation}
            options={RELATION_CHOICES.map((r) => ({ value: String(r.code), label: d.relations[r.name] }))}
            required
          />
          <DateOfBirthField name="issueDate" id="quote-dd-issue-date" legend={d.issueDate} hint={d.issueDateHint} />
        </>
      )}
      <fieldset className="ui-field-group quote-driver-dialog__address" aria-describedby="quote-dd-address-hint">
        <legend className="ui-field-group__legend">{d.address}</legend>
        <p className="ui-field__hint" id="quote-dd-address-hint">
          {d.addressHint}
        </p>
        <TextField name="address" id="quote-dd-address" label={d.street} autoComplete="off" maxLength={100} required />
        <TextField name="address2" id="quote-dd-address2" label={d.address2} autoComplete="off" maxLength={50} />
        <TextField name="city" id="quote-dd-city" label={d.city} autoComplete="off" maxLength={50} required />
        <TextField name="state" id="quote-dd-state" label={d.state} hint={d.stateHint} autoComplete="off" maxLength={2} required />
        <ZipField name="zip" id="quote-dd-zip" label={d.zip} required />
      </fieldset>
      <div className="form-actions">
        <FormSubmit>{d.save}</FormSubmit>
        <Button variant="secondary" onClick={onCancel}>
          {d.cancel}
        </Button>
      </div>
    </ValidatedForm>
  );
}
