/** The glossary widget: the chart, its view, and the terms the page gives it. */
import '../../views/glossary/glossary.css';
import { glossaryMachine } from '../../machines/glossary.machine';
import { GlossaryFlow } from '../../views/glossary/GlossaryFlow';
import { GlossaryView } from '../../views/glossary/GlossaryView';
import { glossaryConfigSchema } from '../config/glossary';
import { glossaryCatalog } from '../i18n/glossary.lazy';
import { createWidget } from './createWidget';

export default createWidget({
  machine: glossaryMachine,
  Flow: GlossaryFlow,
  View: GlossaryView,
  configSchema: glossaryConfigSchema,
  // site-2.18: the page's terms (validated data-config), else the catalog's in the page's language.
  input: ({ config, lang }) => ({
    terms: config.terms ?? glossaryCatalog.get(lang).terms,
    linksShown: config.linksShown,
    textShown: config.textShown,
  }),
});
