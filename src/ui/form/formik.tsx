/**
 * The form kit connected to formik. Inside `<Formik>`, a `ValidatedForm` holds the fields:
 * each field reads its value, its error and whether to show it from formik (after its first
 * blur, or everywhere after a submit), and registers itself so the error summary lists the
 * problems in page order. A failed submit moves focus to the summary; its links move focus to
 * the fields. `FormSubmit` is `aria-disabled` while the form is invalid and busy while the
 * flow works. Field rules are yup schemas from src/rules (fieldRules.ts).
 */
import { getIn, useFormikContext, type FormikContextType, type FormikErrors, type FormikTouched, type FormikValues } from 'formik';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { finishTextInput, normalizeTextInput, type DobPart } from '../../rules/fieldInput';
import type { FormText } from '../../i18n/form';
import { ErrorSummary, type ErrorSummaryItem } from '../ErrorSummary';
import type { FieldProps } from '../Field';
import { Field } from '../Field';
import { LiveRegion } from '../LiveRegion';
import {
  DateOfBirthInput,
  EmailInput,
  PhoneInput,
  SubmitButton,
  ZipInput,
  type DobParts,
  type SubmitButtonProps,
  type ValueInputProps,
} from './inputs';

type Formik = FormikContextType<FormikValues>;

interface Registered {
  id: string;
  /** The field's message as the summary shows it (every error, touched or not). */
  error: (formik: Formik) => string | undefined;
}

interface KitForm {
  texts: FormText;
  busy: boolean;
  /** After a submit every error shows; before it, a field's error shows once the field was left. */
  submitted: boolean;
  register: (name: string, entry: Registered) => () => void;
}

const KitFormContext = createContext<KitForm | null>(null);

function useKitForm(): KitForm {
  const kit = useContext(KitFormContext);
  if (!kit) throw new Error('A form kit field must be inside a ValidatedForm');
  return kit;
}

export interface ValidatedFormProps {
  /** The kit's texts in the page language (`useTexts().form`). */
  texts: FormText;
  /** The flow is working on the submitted values: the submit button is busy and submits are ignored. */
  busy?: boolean;
  /** Announced while busy (e.g. "Looking up your policy…"). */
  busyText?: string;
  id?: string;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** The `<form>` of a formik form: no browser validation, the error summary, the busy announcement. */
export function ValidatedForm({ texts, busy = false, busyText, id, className, children, 'aria-label': ariaLabel }: ValidatedFormProps) {
  const formik = useFormikContext<FormikValues>();
  // The fields register themselves (in layout effects) so the summary lists them in page order.
  const [registry] = useState(() => new Map<string, Registered>());
  const register = useCallback(
    (name: string, entry: Registered) => {
      registry.set(name, entry);
      return () => {
        if (registry.get(name) === entry) registry.delete(name);
      };
    },
    [registry],
  );
  const submitted = formik.submitCount > 0;
  const kit = useMemo<KitForm>(() => ({ texts, busy, submitted, register }), [texts, busy, submitted, register]);
  const summary = submitted ? summaryItems(registry, formik) : [];

  return (
    <KitFormContext.Provider value={kit}>
      {/* POST: a form drawn at build time and sent before any script runs goes to the page's own
          address without the visitor's answers in it (a GET would put them in the address bar and history). */}
      <form
        id={id}
        className={className}
        aria-label={ariaLabel}
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) formik.handleSubmit();
        }}
      >
        <ErrorSummary title={texts.summaryTitle} errors={summary} focusKey={formik.submitCount} />
        {children}
        <LiveRegion>{busy && busyText ? busyText : ''}</LiveRegion>
      </form>
    </KitFormContext.Provider>
  );
}

/** The summary's entries in page order. */
function summaryItems(registry: Map<string, Registered>, formik: Formik): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  for (const entry of registry.values()) {
    const message = entry.error(formik);
    if (message) items.push({ fieldId: entry.id, message });
  }
  const at = (item: ErrorSummaryItem) => (typeof document === 'undefined' ? null : document.getElementById(item.fieldId));
  return items.sort((a, b) => {
    const ea = at(a);
    const eb = at(b);
    if (!ea || !eb || ea === eb) return 0;
    return ea.compareDocumentPosition(eb) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

const stringError = (formik: Formik, name: string): string | undefined => {
  const e: unknown = getIn(formik.errors, name);
  return typeof e === 'string' ? e : undefined;
};

/** Register a field with its form's summary; returns what the field shows now. */
function useRegistered(name: string, id: string, error: (formik: Formik) => string | undefined, shown: (formik: Formik) => boolean) {
  const kit = useKitForm();
  const formik = useFormikContext<FormikValues>();
  const errorRef = useRef(error);
  useLayoutEffect(() => {
    errorRef.current = error;
  });
  const { register } = kit;
  useLayoutEffect(() => register(name, { id, error: (f) => errorRef.current(f) }), [register, name, id]);
  return { kit, formik, error: kit.submitted || shown(formik) ? error(formik) : undefined };
}

/** The usual field: its own string error, shown once the field was left or after a submit. */
export function useSimpleField(name: string, id: string) {
  return useRegistered(
    name,
    id,
    (f) => stringError(f, name),
    (f) => Boolean(getIn(f.touched, name)),
  );
}

type ConnectedTextProps = Omit<FieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'errorPrefix' | 'name'> & {
  name: string;
  /**
   * Left empty as it came (nothing typed), the field is not reported until a submit: for a field
   * focused when its form opens (a dialog's first), which the customer may leave with a click on
   * another; its message shown then would move the form under the pointer, and the click miss.
   */
  quietWhileEmpty?: boolean;
};
type ConnectedValueProps = Omit<ValueInputProps, 'value' | 'onValueChange' | 'onBlur' | 'error' | 'errorPrefix' | 'name'> & { name: string };

/**
 * A plain text field (policy number, name...). What is typed or pasted loses its invisible
 * characters and leading spaces and is cut to `maxLength` after that (no maxLength attribute: it
 * would cut a paste before it is cleaned); leaving the field trims it.
 */
export function TextField({ name, id, maxLength, quietWhileEmpty, ...rest }: ConnectedTextProps) {
  const { kit, formik, error } = useSimpleField(name, id);
  const value = String(getIn(formik.values, name) ?? '');
  return (
    <Field
      {...rest}
      id={id}
      name={name}
      value={value}
      onChange={(e) => void formik.setFieldValue(name, normalizeTextInput(e.target.value, maxLength))}
      onBlur={(e) => {
        const finished = finishTextInput(value);
        if (finished !== value) void formik.setFieldValue(name, finished);
        if (quietWhileEmpty && finished === '' && String(getIn(formik.initialValues, name) ?? '') === '') return;
        formik.handleBlur(e);
      }}
      error={error}
      errorPrefix={kit.texts.errorPrefix}
    />
  );
}

/**
 * A plain value input (`ValueInputProps`, and any props of its own) connected to formik and to the
 * form's error summary, like the kit's own fields.
 */
export function connectValueInput<P extends ValueInputProps = ValueInputProps>(Input: (props: P) => ReactNode) {
  return function ConnectedValueInput({ name, id, ...rest }: ConnectedValueProps & Omit<P, keyof ValueInputProps>) {
    const { kit, formik, error } = useSimpleField(name, id);
    const props = {
      ...rest,
      id,
      name,
      value: String(getIn(formik.values, name) ?? ''),
      onValueChange: (value: string) => void formik.setFieldValue(name, value),
      onBlur: formik.handleBlur,
      error,
      errorPrefix: kit.texts.errorPrefix,
    } as ValueInputProps as P;
    return <Input {...props} />;
  };
}

/** An email address field (trimmed, at most 254 characters). */
export const EmailField = connectValueInput(EmailInput);
/** A phone field: 999-999-9999 as typed, pastes with +1, spaces or brackets read. */
export const PhoneField = connectValueInput(PhoneInput);
/** A ZIP code field: 5 digits. */
export const ZipField = connectValueInput(ZipInput);

type DobErrors = string | FormikErrors<DobParts> | undefined;

/** The one message of a date-of-birth group: a part's error, else the whole date's (the age limits). */
export function dobMessage(errors: DobErrors, touched: FormikTouched<DobParts> | undefined, all: boolean): string | undefined {
  if (!errors) return undefined;
  if (typeof errors === 'string') return all || (touched?.month && touched.day && touched.year) ? errors : undefined;
  for (const part of ['month', 'day', 'year'] as const) {
    const e = errors[part];
    if (e && (all || touched?.[part])) return e;
  }
  return undefined;
}

export interface DateOfBirthFieldProps {
  /** The formik name of the `{ month, day, year }` value. */
  name: string;
  /** The fieldset's id; the parts are `${id}-month`, `${id}-day`, `${id}-year`. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  /** The part labels; the kit's "Month", "Day", "Year" by default. */
  labels?: Record<DobPart, string>;
  className?: string;
}

/**
 * A date of birth in three parts. Its rule is `dobRule` (src/rules/fieldRules.ts): the part
 * patterns, then a real date inside the age limits with the {0}/{1} message.
 */
export function DateOfBirthField({ name, id, legend, hint, labels, className }: DateOfBirthFieldProps) {
  const { kit, formik, error } = useRegistered(
    name,
    id,
    (f) => dobMessage(getIn(f.errors, name) as DobErrors, getIn(f.touched, name) as FormikTouched<DobParts>, true),
    (f) => Boolean(dobMessage(getIn(f.errors, name) as DobErrors, getIn(f.touched, name) as FormikTouched<DobParts>, false)),
  );
  const value = (getIn(formik.values, name) ?? { month: '', day: '', year: '' }) as DobParts;
  return (
    <DateOfBirthInput
      id={id}
      name={name}
      legend={legend}
      hint={hint}
      labels={labels ?? { month: kit.texts.month, day: kit.texts.day, year: kit.texts.year }}
      value={value}
      onPartChange={(part, v) => void formik.setFieldValue(`${name}.${part}`, v)}
      onPartBlur={(_part, event) => formik.handleBlur(event)}
      error={error}
      errorPrefix={kit.texts.errorPrefix}
      className={className}
    />
  );
}

/**
 * The form's submit button: `aria-disabled` with the kit's "complete every field" note while
 * the form is invalid (pressing it shows the error summary), busy while the flow works.
 */
export function FormSubmit({
  className,
  waitNote,
  ...rest
}: Omit<SubmitButtonProps, 'unavailable' | 'unavailableNote' | 'busy'> & {
  /** The form may not be sent yet for a wait (the seconds left, beside the button); the chart decides it. */
  waitNote?: string | undefined;
}) {
  const kit = useKitForm();
  const { isValid } = useFormikContext<FormikValues>();
  return (
    <SubmitButton
      {...rest}
      busy={kit.busy}
      unavailable={!isValid || waitNote !== undefined}
      unavailableNote={waitNote ?? kit.texts.fixErrors}
      className={className}
    />
  );
}
