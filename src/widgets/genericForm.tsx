/** The generic form widget: the chart, its view, and the form the page authored (or the catalog's). */
import '../../views/genericForm/genericForm.css';
import { genericFormMachine } from '../../machines/genericForm.machine';
import { GenericFormFlow } from '../../views/genericForm/GenericFormFlow';
import { GenericFormView } from '../../views/genericForm/GenericFormView';
import { DEFAULT_ERROR_PAGE, genericFormConfigSchema } from '../config/genericForm';
import { pagePath } from '../flows/kit';
import { genericFormCatalog } from '../i18n/genericForm.lazy';
import { createWidget } from './createWidget';

export default createWidget({
  machine: genericFormMachine,
  Flow: GenericFormFlow,
  View: GenericFormView,
  configSchema: genericFormConfigSchema,
  input: ({ config, lang, url }) => {
    const t = genericFormCatalog.get(lang);
    return {
      fields: config.fields ?? t.fields,
      captcha: config.captcha,
      // site-3.3: the configured error page, else the site's in the page's language.
      errorpage: config.errorpage ?? pagePath(DEFAULT_ERROR_PAGE, lang),
      // site-7.14: the action's handler sends the visitor back here with ?sent=1.
      sent: url.searchParams.get('sent') === '1',
      defaults: t.defaults,
      redirect: config.redirect ?? `${url.pathname}?sent=1`,
      page: url.pathname,
    };
  },
  effects: (fx) => ({
    actions: {
      navigate: (_, { url }) => fx.navigate(url),
    },
  }),
});
