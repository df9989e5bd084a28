/**
 * The form kit's choice fields connected to formik (see formik.tsx): a checkbox with its policy
 * modal, radio buttons for one answer and a native select, each registered with its form's error
 * summary like every field.
 */
import { getIn } from 'formik';
import type { FocusEvent, ReactNode } from 'react';
import { CheckboxInput, RadioGroupInput, SelectInput, type Choice } from './choiceInputs';
import { useSimpleField } from './formik';

export interface CheckboxFieldProps {
  name: string;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** The checkbox's policy (site-2.19), opened in a modal from a button beside the label. */
  policy?: { title: string; body: string; linkLabel?: string };
  className?: string;
}

/** A checkbox (a boolean value), with its policy modal when it has one. */
export function CheckboxField({ name, id, label, hint, required, policy, className }: CheckboxFieldProps) {
  const { kit, formik, error } = useSimpleField(name, id);
  return (
    <CheckboxInput
      id={id}
      name={name}
      label={label}
      hint={hint}
      required={required}
      checked={Boolean(getIn(formik.values, name))}
      onCheckedChange={(checked) => {
        void formik.setFieldValue(name, checked);
        void formik.setFieldTouched(name, true, false);
      }}
      onBlur={formik.handleBlur}
      error={error}
      errorPrefix={kit.texts.errorPrefix}
      policy={
        policy && {
          title: policy.title,
          body: policy.body,
          linkLabel: policy.linkLabel ?? kit.texts.readPolicy,
          closeLabel: kit.texts.close,
        }
      }
      className={className}
    />
  );
}

export interface RadioGroupFieldProps {
  name: string;
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly Choice[];
  required?: boolean;
  inline?: boolean;
  className?: string;
}

/** Radio buttons for one answer. */
export function RadioGroupField({ name, id, legend, hint, options, required, inline, className }: RadioGroupFieldProps) {
  const { kit, formik, error } = useSimpleField(name, id);
  return (
    <RadioGroupInput
      id={id}
      name={name}
      legend={legend}
      hint={hint}
      options={options}
      required={required}
      inline={inline}
      value={String(getIn(formik.values, name) ?? '')}
      onValueChange={(value) => {
        void formik.setFieldValue(name, value);
        void formik.setFieldTouched(name, true, false);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        // Moving between the radios of the group is not leaving the field.
        const next = event.relatedTarget;
        if (!(next instanceof HTMLInputElement && next.name === name)) formik.handleBlur(event);
      }}
      error={error}
      errorPrefix={kit.texts.errorPrefix}
      className={className}
    />
  );
}

export interface SelectFieldProps {
  name: string;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first, empty choice: the kit's "Choose one" by default, `false` for none. */
  placeholder?: string | false;
  required?: boolean;
  autoComplete?: string;
  className?: string;
}

/** A native select. */
export function SelectField({ name, id, label, hint, options, placeholder, required, autoComplete, className }: SelectFieldProps) {
  const { kit, formik, error } = useSimpleField(name, id);
  return (
    <SelectInput
      id={id}
      name={name}
      label={label}
      hint={hint}
      options={options}
      placeholder={placeholder === false ? undefined : (placeholder ?? kit.texts.choose)}
      required={required}
      autoComplete={autoComplete}
      value={String(getIn(formik.values, name) ?? '')}
      onValueChange={(value) => void formik.setFieldValue(name, value)}
      onBlur={formik.handleBlur}
      error={error}
      errorPrefix={kit.texts.errorPrefix}
      className={className}
    />
  );
}
