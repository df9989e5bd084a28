/**
 * The form kit: formik-connected fields with yup rules from src/rules/fieldRules.ts, and the
 * plain parts they are built on. See docs/architecture.md, "The form kit".
 */
export * from './plain';
export {
  CheckboxField,
  DateOfBirthField,
  dobMessage,
  EmailField,
  FormSubmit,
  PhoneField,
  RadioGroupField,
  SelectField,
  TextField,
  ValidatedForm,
  ZipField,
} from './formik';
export { FormShell } from './FormShell';
export type { FormFailure, FormShellProps } from './FormShell';
export type {
  CheckboxFieldProps,
  DateOfBirthFieldProps,
  RadioGroupFieldProps,
  SelectFieldProps,
  ValidatedFormProps,
} from './formik';
