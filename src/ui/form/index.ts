/**
 * The form kit: formik-connected fields with yup rules from src/rules/fieldRules.ts, and the
 * plain parts they are built on. See docs/architecture.md, "The form kit".
 */
export * from './plain';
export {
  DateOfBirthField,
  dobMessage,
  EmailField,
  FormSubmit,
  PhoneField,
  TextField,
  ValidatedForm,
  ZipField,
} from './formik';
export { CheckboxField, RadioGroupField, SelectField } from './choiceFields';
export type { DateOfBirthFieldProps, ValidatedFormProps } from './formik';
export type { CheckboxFieldProps, RadioGroupFieldProps, SelectFieldProps } from './choiceFields';
