/**
 * The form kit's plain parts: no formik, no yup. Pages that must stay light (the home page's
 * ZIP form) import from here; formik forms import from `src/ui/form`.
 */
export { Field, FieldError, FieldGroup } from '../Field';
export type { FieldProps, FieldGroupProps } from '../Field';
export {
  CheckboxInput,
  DateOfBirthInput,
  EmailInput,
  PhoneInput,
  RadioGroupInput,
  SelectInput,
  SubmitButton,
  ZipInput,
} from './inputs';
export type {
  CheckboxInputProps,
  Choice,
  DateOfBirthInputProps,
  DobParts,
  PolicyText,
  RadioGroupInputProps,
  SelectInputProps,
  SubmitButtonProps,
  ValueInputProps,
} from './inputs';
