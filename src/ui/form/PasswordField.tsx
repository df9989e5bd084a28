/** A password field inside a kit form (`ValidatedForm`): formik's value, the summary's entry (the plain input is ./PasswordInput.tsx). */
import { connectValueInput } from './formik';
import { PasswordInput } from './PasswordInput';

export const PasswordField = connectValueInput(PasswordInput);
