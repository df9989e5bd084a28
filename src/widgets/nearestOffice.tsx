/** The nearest-office banner (/offices/): the chart, its view, and what the page gives it. */
import { nearestOfficeMachine } from '../../machines/nearestOffice.machine';
import { NearestOfficeFlow } from '../../views/nearestOffice/NearestOfficeFlow';
import { NearestOfficeView } from '../../views/nearestOffice/NearestOfficeView';
import { nearestOfficeConfigSchema, readOffices, reportOfficeProblems } from '../config/offices';
import { createWidget } from './createWidget';

export default createWidget({
  machine: nearestOfficeMachine,
  Flow: NearestOfficeFlow,
  View: NearestOfficeView,
  configSchema: nearestOfficeConfigSchema,
  input: ({ config }) => {
    // site-3.1: the page element's office list, each entry checked; a bad one is left out and reported.
    const { offices, problems } = readOffices(config.offices);
    reportOfficeProblems('nearestOffice', problems);
    return { offices, minDistanceKm: config.mindistance };
  },
});
