/**
 * A car's VIN field as the kit reads it (machines/kit/vin.ts): spaces and dashes dropped, upper case,
 * at most 17 characters. The driver step's VIN per car and the vehicle dialog's VIN use it; what a
 * chart found wrong with the VIN (the driver check's "VIN wrong", the vehicle dialog's refusal) is
 * the caller's `problem`, shown when the form's own rule has nothing to say.
 */
import { getIn } from 'formik';
import { normalizeVinInput } from '../../machines/kit/vin';
import { Field } from '../../src/ui';
import { useSimpleField } from '../../src/ui/form/formik';

export interface VinFieldProps {
  name: string;
  id: string;
  label: string;
  hint: string;
  /** A chart's finding for the VIN as typed now and as the form started with it. */
  problem?: (value: string, initial: string) => string | undefined;
}

export function VinField({ name, id, label, hint, problem }: VinFieldProps) {
  const { kit, formik, error } = useSimpleField(name, id);
  const value = String(getIn(formik.values, name) ?? '');
  const initial = String(getIn(formik.initialValues, name) ?? '');
  const message = error ?? problem?.(value, initial);
  return (
    <Field
      id={id}
      name={name}
      label={label}
      hint={hint}
      value={value}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      inputMode="text"
      className="ui-field--medium binding__vin"
      onChange={(e) => void formik.setFieldValue(name, normalizeVinInput(e.target.value))}
      onBlur={formik.handleBlur}
      error={message}
      errorPrefix={kit.texts.errorPrefix}
    />
  );
}
