/**
 * The form kit's plain parts: no formik, no yup. Pages that must stay light (the home page's
 * ZIP form) import from here; formik forms import from `src/ui/form`.
 */
export { Field, FieldError, FieldGroup } from '../Field';
export type { FieldProps, FieldGroupProps } from '../Field';
export { DateOfBirthInput, EmailInput, PhoneInput, SubmitButton, ZipInput } from './inputs';
export { CheckboxInput, RadioGroupInput, SelectInput } from './choiceInputs';
export type { DateOfBirthInputProps, DobParts, SubmitButtonProps, ValueInputProps } from './inputs';
export type { CheckboxInputProps, Choice, PolicyText, RadioGroupInputProps, SelectInputProps } from './choiceInputs';
