/**
 * The add/edit driver dialog (portal-2.11, portal-4.22, portal-5.10, portal-5.12, portal-5.14),
 * drawn from its chart (machines/binding/driverDialog.machine.ts): the fields the carrier shows
 * for the driver as the customer fills it in (drivers.rules `shownFields`: an excluded or
 * non-insured driver hides the licence, and the gender and marital row with "all fields for
 * excluded" off; residence status where driver status is enabled), with the binding codes
 * (relation 1 spouse, 2 child, 5 parent, 3 other related, 4 other non related; gender 0 male,
 * 1 female; marital 1 single, 0 married). The primary driver's dialog changes only gender and
 * marital. Save hands the driver to the chart, which keeps it only when its rules pass.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import * as yup from 'yup';
import type { SnapshotFrom } from 'xstate';
import type { DriverDialogMachine } from '../../machines/binding/driverDialog.machine';
import { additionalDriverProblems, driverPermissions, shownFields, type BindingDriver, type DriverField } from '../../machines/binding/drivers.rules';
import type { DriverDialogActor } from '../../machines/binding/selectors';
import { BINDING_RELATIONS, DRIVER_STATUSES, RESIDENCE_STATUSES } from '../../machines/kit/codeTables';
import { fill } from '../../src/i18n';
import { ageLimitsMessage, dobRule, patternRule } from '../../src/rules/fieldRules';
import { Button, Modal, useFocusOnMount } from '../../src/ui';
import { DateOfBirthField, RadioGroupField, SelectField, TextField } from '../../src/ui/form';
import { FormShell } from '../../src/ui/form/FormShell';
import { dobParts, isoOf } from './driverForm';
import { useBindingTexts } from './texts';

type Snap = SnapshotFrom<DriverDialogMachine>;

const selectDialog = (s: Snap) => ({ driver: s.context.driver, adding: s.context.adding, config: s.context.config, limits: s.context.limits, refused: s.context.refused });

interface DriverValues {
  firstName: string;
  lastName: string;
  dob: { month: string; day: string; year: string };
  relation: string;
  driverstatus: string;
  gender: string;
  marital: string;
  license: string;
  residencestatus: string;
}

const text = (v: number | null) => (v === null ? '' : String(v));
const NAME = /^[A-Za-z][A-Za-z' .-]{0,49}$/;
const RELATIONS = [BINDING_RELATIONS.spouse, BINDING_RELATIONS.child, BINDING_RELATIONS.parent, BINDING_RELATIONS.otherRelated, BINDING_RELATIONS.otherNonRelated];

function valuesOf(d: BindingDriver): DriverValues {
  return {
    firstName: d.firstName,
    lastName: d.lastName,
    dob: dobParts(d.dob),
    relation: d.relation === BINDING_RELATIONS.none ? '' : String(d.relation),
    driverstatus: String(d.driverstatus),
    gender: text(d.gender),
    marital: text(d.marital),
    license: d.license,
    residencestatus: text(d.residencestatus),
  };
}

function driverOf(base: BindingDriver, given: Partial<DriverValues>): BindingDriver {
  const v = { ...valuesOf(base), ...given };
  const code01 = (s: string) => (s === '0' ? 0 : s === '1' ? 1 : null);
  const status = Number(v.driverstatus) as 0 | 1 | 2;
  return {
    ...base,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    dob: isoOf({ month: v.dob?.month ?? '', day: v.dob?.day ?? '', year: v.dob?.year ?? '' }),
    relation: (Number(v.relation) || 0) as BindingDriver['relation'],
    driverstatus: status,
    isExcluded: status !== DRIVER_STATUSES.insured,
    gender: code01(v.gender),
    marital: code01(v.marital),
    license: v.license.trim(),
    residencestatus: v.residencestatus === '' ? null : Number(v.residencestatus),
  };
}

export function DriverDialog({ actor, now }: { actor: DriverDialogActor; now: () => Date }) {
  const { t, form, common } = useBindingTexts();
  const a = t.additional;
  const v = useSelector(actor, selectDialog, shallowEqual);
  const limited = driverPermissions(v.driver).edit === 'limited';
  const m = t.configured;
  const schema = useMemo(() => {
    const required = (message: string) => yup.string().required(message);
    const choose = (field: string) => fill(a.chooseField, { field: field.toLowerCase() });
    const limits = v.config.enablesecondarydriverdob ? v.limits : { minAge: 0, maxAge: 120 };
    const ageMessage = ageLimitsMessage(m.invalidDob, limits.minAge, limits.maxAge);
    /** Required where the carrier shows the field for this driver (a hidden field is cleared, never asked). */
    const when = (field: 'licence' | 'details' | 'residence', message: string) =>
      yup.string().test(field, message, function shownAndGiven(value) {
        const shown = shownFields(driverOf(v.driver, (this.parent ?? {}) as Partial<DriverValues>), v.config)[field];
        return !shown || (value ?? '').trim() !== '';
      });
    if (limited) return yup.object({ gender: required(choose(a.gender)), marital: required(choose(a.marital)) });
    return yup.object({
      firstName: patternRule(NAME, { required: a.firstNameRequired, invalid: a.firstNameRequired }),
      lastName: patternRule(NAME, { required: a.lastNameRequired, invalid: a.lastNameRequired }),
      dob: dobRule({ ...limits, now }, { required: a.dobRequired, monthInvalid: ageMessage, dayInvalid: ageMessage, yearInvalid: ageMessage, ageLimits: m.invalidDob }),
      // The relationship is the chart's to judge (drivers.rules: not 0): a refused save names what is missing.
      gender: when('details', choose(a.gender)),
      marital: when('details', choose(a.marital)),
      license: when('licence', m.additionalDriverRequired),
      residencestatus: when('residence', choose(a.residence)),
    });
  }, [v.config, v.limits, v.driver, limited, m, a, now]);
  const title = v.adding ? a.dialogAdd : fill(a.dialogEdit, { name: `${v.driver.firstName} ${v.driver.lastName}`.trim() });
  const cancel = () => actor.send({ type: 'dialog.cancel' });
  return (
    <Modal title={title} onClose={cancel} closeLabel={common.close} className="binding__dialog">
      <FormShell<DriverValues>
        initialValues={valuesOf(v.driver)}
        schema={schema}
        texts={form}
        busy={false}
        busyText={a.save}
        submitLabel={a.save}
        failure={null}
        onSubmit={(values) => actor.send({ type: 'dialog.save', driver: driverOf(v.driver, values) })}
      >
        {v.refused && <Refused base={v.driver} config={v.config} limits={v.limits} now={now} />}
        <DriverFields limited={limited} base={v.driver} config={v.config} />
      </FormShell>
      <p>
        <Button variant="secondary" onClick={cancel}>
          {a.cancel}
        </Button>
      </p>
    </Modal>
  );
}

function DriverFields({ limited, base, config }: { limited: boolean; base: BindingDriver; config: Snap['context']['config'] }) {
  const { t } = useBindingTexts();
  const a = t.additional;
  const { values } = useFormikContext<DriverValues>();
  const shown = shownFields(driverOf(base, values), config);
  const options = (table: Record<number, string>, codes: readonly number[]) => codes.map((code) => ({ value: String(code), label: table[code]! }));
  const details = (
    <>
      <RadioGroupField name="gender" id="binding-driver-gender" legend={a.gender} inline required options={options(a.genders, [0, 1])} />
      <RadioGroupField name="marital" id="binding-driver-marital" legend={a.marital} inline required options={options(a.maritals, [1, 0])} />
    </>
  );
  if (limited) return details;
  return (
    <>
      <TextField name="firstName" id="binding-driver-first" label={a.firstName} autoComplete="off" maxLength={50} />
      <TextField name="lastName" id="binding-driver-last" label={a.lastName} autoComplete="off" maxLength={50} />
      <DateOfBirthField name="dob" id="binding-driver-dob" legend={a.dob} />
      <SelectField name="relation" id="binding-driver-relation" label={a.relation} required options={options(a.relations, RELATIONS)} />
      {config.enabledriverstatus && (
        <SelectField name="driverstatus" id="binding-driver-status" label={a.status} placeholder={false} options={options(a.statuses, Object.values(DRIVER_STATUSES))} />
      )}
      {shown.details && details}
      {shown.licence && <TextField name="license" id="binding-driver-licence" label={a.licence} autoComplete="off" maxLength={25} />}
      {shown.residence && <SelectField name="residencestatus" id="binding-driver-residence" label={a.residence} required options={options(a.residences, Object.values(RESIDENCE_STATUSES))} />}
    </>
  );
}

/** The chart refused the save (portal-5.10, portal-5.12): what the carrier's rules miss, by field, as an alert that takes focus. */
function Refused({ base, config, limits, now }: { base: BindingDriver; config: Snap['context']['config']; limits: Snap['context']['limits']; now: () => Date }) {
  const { t } = useBindingTexts();
  const a = t.additional;
  const { values } = useFormikContext<DriverValues>();
  const ref = useFocusOnMount<HTMLDivElement>();
  const labels: Record<DriverField, string> = { relation: a.relation, gender: a.gender, marital: a.marital, license: a.licence, residencestatus: a.residence, dob: a.dob };
  const missing = Object.keys(additionalDriverProblems(driverOf(base, values), { config, limits, now: () => now().getTime() })) as DriverField[];
  return (
    <div ref={ref} tabIndex={-1} className="ui-notice ui-notice--error" role="alert">
      <p>
        <strong>{a.problemsTitle}</strong>
      </p>
      <p>{missing.length > 0 ? `${t.configured.allFieldsRequired} ${missing.map((f) => labels[f]).join(', ')}.` : t.configured.allFieldsRequired}</p>
    </div>
  );
}
