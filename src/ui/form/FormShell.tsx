/**
 * The one shell of a flow's form: formik holding the fields (judged on mount, on leaving a field
 * and on every change, by the flow's yup schema), the kit's `<form>` (error summary that takes focus
 * on a failed submit, the busy announcement), the chart's failure above the fields (an alert that
 * takes focus when it appears, the fields left as they were), the fields, and the submit button
 * (busy while the chart works, aria-disabled with its note while the form is invalid). The view
 * gives what its chart decided; the valid values go to `onSubmit`, typed, for the chart.
 */
import { Formik, type FormikConfig, type FormikValues } from 'formik';
import { useId, type ReactNode } from 'react';
import type { FormText } from '../../i18n/form';
import { useFocusOnMount } from '../useFocusOnMount';
import { FormSubmit, ValidatedForm } from './formik';

/** What the chart says went wrong with the last submit, in the page's language. */
export interface FormFailure {
  title: string;
  message: string;
}

export interface FormShellProps<V extends FormikValues> {
  /** The values the form starts from (the chart's saved values, else the empty ones). */
  initialValues: V;
  /** The field rules (a yup object schema, from src/rules). */
  schema: FormikConfig<V>['validationSchema'];
  /** The valid values, once submitted (the view sends them to its chart). */
  onSubmit: (values: V) => void;
  /** The kit's texts in the page language, with the summary's title and the invalid submit's note. */
  texts: FormText;
  /** The chart works on the submitted values: the submit button is busy, submits are ignored. */
  busy: boolean;
  /** Said while busy, and the busy button's label. */
  busyText: string;
  /** The submit button's label. */
  submitLabel: ReactNode;
  /** The chart's failure of the last submit, if any (shown above the fields). */
  failure?: FormFailure | null;
  className?: string;
  /** The fields, and any part of the form between them (a status line, a field's effect). */
  children: ReactNode;
}

export function FormShell<V extends FormikValues>({
  initialValues,
  schema,
  onSubmit,
  texts,
  busy,
  busyText,
  submitLabel,
  failure,
  className,
  children,
}: FormShellProps<V>) {
  return (
    <Formik<V> initialValues={initialValues} validationSchema={schema} validateOnMount validateOnBlur validateOnChange onSubmit={(values) => onSubmit(values)}>
      <ValidatedForm texts={texts} busy={busy} busyText={busyText} className={className}>
        {failure && <FailureNotice title={failure.title} message={failure.message} />}
        {children}
        <FormSubmit busyLabel={busyText}>{submitLabel}</FormSubmit>
      </ValidatedForm>
    </Formik>
  );
}

/** Why the chart could not go on with the submitted values, as text; it takes focus when it appears. */
function FailureNotice({ title, message }: FormFailure) {
  const ref = useFocusOnMount<HTMLDivElement>();
  const titleId = `${useId()}-failure`;
  return (
    <div ref={ref} className="ui-notice ui-notice--error ui-form-failure" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <p id={titleId} className="ui-form-failure__title">
        <strong>{title}</strong>
      </p>
      <p>{message}</p>
    </div>
  );
}
