/** The consent widget (/consent/?id=): the chart, its view, and what the page gives it. */
import { consentIdOf } from '../../machines/consent.rules';
import { consentMachine } from '../../machines/consent.machine';
import { ConsentFlow } from '../../views/consent/ConsentFlow';
import { ConsentView } from '../../views/consent/ConsentView';
import { consentConfigSchema, consentIdsOf } from '../config/consent';
import { createWidget } from './createWidget';

export default createWidget({
  machine: consentMachine,
  Flow: ConsentFlow,
  View: ConsentView,
  configSchema: consentConfigSchema,
  input: ({ config, url }) => ({
    // portal-2.6: the query parameter id.
    id: consentIdOf(url.searchParams.get('id')),
    consentIds: consentIdsOf(config.checkboxoptions),
  }),
});
