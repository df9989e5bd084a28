/** The estimate panel's texts: the catalog in the page language (loaded before the widget draws) with the page's configured texts. */
import { estimatePanelCatalog } from '../../src/i18n/estimatePanel.lazy';
import { createTextsContext } from '../../src/ui/texts';

export const { TextsProvider: EstimatePanelTextsProvider, useTexts: useEstimatePanelTexts } = createTextsContext(estimatePanelCatalog, 'estimatePanel');
