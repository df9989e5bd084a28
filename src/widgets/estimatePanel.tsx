/** The quote estimate panel widget: the chart, its view, and the estimate the page gives it. */
import '../../views/estimatePanel/estimatePanel.css';
import { estimatePanelMachine } from '../../machines/estimatePanel.machine';
import { EstimatePanelFlow } from '../../views/estimatePanel/EstimatePanelFlow';
import { EstimatePanelView } from '../../views/estimatePanel/EstimatePanelView';
import { estimatePanelConfigSchema } from '../config/estimatePanel';
import { estimatePanelCatalog } from '../i18n/estimatePanel.lazy';
import { createWidget } from './createWidget';

export default createWidget({
  machine: estimatePanelMachine,
  Flow: EstimatePanelFlow,
  View: EstimatePanelView,
  configSchema: estimatePanelConfigSchema,
  // site-2.17: the page's estimate (validated data-config); without one, no figure until the visitor chooses one of the catalog's examples.
  input: ({ config, lang }) => ({ estimate: config.estimate ?? null, examples: estimatePanelCatalog.get(lang).examples }),
});
