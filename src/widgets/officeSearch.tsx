/** The location search (/locations/): the chart, its view, and what the page gives it. */
import '../../views/officeMap/officeMap.css';
import { officeSearchMachine } from '../../machines/officeSearch.machine';
import { OfficeSearchFlow } from '../../views/officeSearch/OfficeSearchFlow';
import { OfficeSearchView } from '../../views/officeSearch/OfficeSearchView';
import { officeSearchConfigSchema, readOffices, reportOfficeProblems } from '../config/offices';
import { createWidget } from './createWidget';

export default createWidget({
  machine: officeSearchMachine,
  Flow: OfficeSearchFlow,
  View: OfficeSearchView,
  configSchema: officeSearchConfigSchema,
  input: ({ config, lang }) => {
    // site-3.1: the page element's office list, each entry checked; a bad one is left out and reported.
    const { offices, problems } = readOffices(config.offices);
    reportOfficeProblems('officeSearch', problems);
    return {
      offices,
      zoom: config.zoom,
      defaultCenter: config.defaultCenter,
      defaultZoom: config.defaultZoom,
      mapsKey: config.mapsKey ?? null,
      mapId: config.mapId,
      lang,
    };
  },
});
