/** Every widget of the site, for tests that mount any of them (a page's script lists its own only). */
import { loadersOf } from '../mount';
import { fixedWidgets } from '../pages/fixedWidgets';
import { flows } from '../siteFlows';

export const widgetLoaders = loadersOf(flows, fixedWidgets);
