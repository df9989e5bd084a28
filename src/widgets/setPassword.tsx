/** The set-new-password widget (/set-password/?token=&state=): the chart, its view, and what the page gives it. */
import { setPasswordMachine, type SetPasswordInput } from '../../machines/setPassword.machine';
import { SetPasswordFlow } from '../../views/setPassword/SetPasswordFlow';
import { SetPasswordView } from '../../views/setPassword/SetPasswordView';
import { setPasswordConfigSchema } from '../config/setPassword';
import { pagePath } from '../flows/kit';
import { createWidget } from './createWidget';

export default createWidget({
  machine: setPasswordMachine,
  Flow: SetPasswordFlow,
  View: SetPasswordView,
  configSchema: setPasswordConfigSchema,
  input: ({ config, lang, url }): SetPasswordInput => {
    // site-2.29: the link's token and state; site-6.2: state=ca (any case) is the California endpoint.
    const token = url.searchParams.get('token')?.trim() ?? '';
    const state = url.searchParams.get('state')?.trim().toLowerCase() ?? '';
    return {
      token: token === '' ? null : token,
      region: state === 'ca' ? 'ca' : 'main',
      signInPage: config.signInPage ?? pagePath('/sign-in/', lang),
      forgotPasswordPage: config.forgotPasswordPage ?? pagePath('/forgot-password/', lang),
    };
  },
  effects: (fx) => ({
    actions: {
      // The token leaves the address bar once read: a bookmark, a shared screenshot or the history keeps none.
      clearResetToken: () => fx.removeQueryParam('token'),
    },
  }),
});
