/** The out-of-state widget (/out-of-state/): the chart, its view, and what the page gives it. */
import { outOfStateMachine } from '../../machines/outOfState.machine';
import { OutOfStateFlow } from '../../views/outOfState/OutOfStateFlow';
import { OutOfStateView } from '../../views/outOfState/OutOfStateView';
import { defaultStateLinks, outOfStateConfigSchema } from '../config/outOfState';
import { pagePath } from '../flows/kit';
import { isString, storageKeys } from '../storage';
import { createWidget } from './createWidget';

export default createWidget({
  machine: outOfStateMachine,
  Flow: OutOfStateFlow,
  View: OutOfStateView,
  configSchema: outOfStateConfigSchema,
  input: ({ config, lang, site, url, storage }) => ({
    // site-2.26: the query parameter state, else the stored customer state (168 hours, site-9.5).
    queryState: url.searchParams.get('state'),
    storedState: storage.get(storageKeys.customerState(site.brand), isString),
    states: config.states,
    stateLinks: config.stateLinks ?? defaultStateLinks(lang),
    redirectSeconds: config.redirectSeconds,
    formAction: config.formAction,
    redirect: config.redirect ?? pagePath('/', lang),
  }),
  effects: (fx) => ({
    actions: {
      navigate: (_, { url }) => fx.navigate(url),
    },
  }),
});
