/** The forgot-password widget (/forgot-password/): the chart, its view, and what the page gives it. */
import { forgotPasswordMachine, type ForgotPasswordInput } from '../../machines/forgotPassword.machine';
import { ForgotPasswordFlow } from '../../views/forgotPassword/ForgotPasswordFlow';
import { ForgotPasswordView } from '../../views/forgotPassword/ForgotPasswordView';
import { forgotPasswordConfigSchema } from '../config/forgotPassword';
import { pagePath } from '../flows/kit';
import { createWidget } from './createWidget';

export default createWidget({
  machine: forgotPasswordMachine,
  Flow: ForgotPasswordFlow,
  View: ForgotPasswordView,
  configSchema: forgotPasswordConfigSchema,
  input: ({ config, lang }): ForgotPasswordInput => ({
    signInPage: config.signInPage ?? pagePath('/sign-in/', lang),
  }),
});
