/** An office page's location card (/offices/<office>/): the chart, its view, and what the page gives it. */
import { locationCardMachine } from '../../machines/locationCard.machine';
import { LocationCardFlow } from '../../views/locationCard/LocationCardFlow';
import { LocationCardView } from '../../views/locationCard/LocationCardView';
import { locationCardConfigSchema } from '../config/offices';
import { createWidget } from './createWidget';

export default createWidget({
  machine: locationCardMachine,
  Flow: LocationCardFlow,
  View: LocationCardView,
  configSchema: locationCardConfigSchema,
  input: ({ config }) => ({ office: config.office }),
});
