/** The office map (/offices/): the chart, its view, and what the page gives it. */
import '../../views/officeMap/officeMap.css';
import { officeMapMachine } from '../../machines/officeMap.machine';
import { OfficeMapFlow } from '../../views/officeMap/OfficeMapFlow';
import { OfficeMapView } from '../../views/officeMap/OfficeMapView';
import { officeMapConfigSchema } from '../config/officeMap';
import { readOffices, reportOfficeProblems } from '../config/offices';
import { drawMarkerDelay } from '../rules/officeMap';
import { createWidget } from './createWidget';

export default createWidget({
  machine: officeMapMachine,
  Flow: OfficeMapFlow,
  View: OfficeMapView,
  configSchema: officeMapConfigSchema,
  input: ({ config, lang }) => {
    // site-3.1: the page element's office list, each entry checked; a bad one is left out and reported.
    const { offices, problems } = readOffices(config.offices);
    reportOfficeProblems('officeMap', problems);
    return {
      offices,
      mapsKey: config.mapsKey ?? null,
      mapId: config.mapId,
      lang,
      center: config.defaultCenter,
      zoom: config.defaultZoom,
      // site-2.2: a random 2 to 3 s, unless the page fixes it.
      markerDelayMs: config.markerDelayMs ?? drawMarkerDelay(Math.random),
    };
  },
});
