/**
 * data-config of the office map (site-2.1, site-2.2, site-3.1): the offices (each checked by
 * readOffices), the maps key, the default view and, for tests, a fixed marker delay.
 *
 * The key is the page's: without one the map makes no request at all and says it is unavailable
 * (everything else on the page works without it). A Google Maps key is public by design (it is
 * in the script's address); restrict it to the site's referrers in the Google Cloud console.
 */
import * as z from 'zod/mini';
import { OFFICE_LIMITS } from '../rules/offices';
import { MAP_LIMITS } from '../rules/officeMap';
import { mapIdSchema, mapsKeySchema, officeListSchema } from './offices';
import { configuredText } from './schema';

const latLng = z.strictObject({ latitude: z.number().check(z.gte(-90), z.lte(90)), longitude: z.number().check(z.gte(-180), z.lte(180)) });
const zoomLevel = z.number().check(z.int(), z.gte(1), z.lte(21));

export const officeMapConfigSchema = z.strictObject({
  /** site-3.1: the offices shown as markers. */
  offices: officeListSchema,
  /** The Maps JavaScript API key; none: no script request, the map says it is unavailable. */
  mapsKey: mapsKeySchema,
  /** The map style's id (advanced markers need one); Google's demo id by default. */
  mapId: mapIdSchema,
  /** site-2.1: the map's default centre and zoom (Texas, zoom 5). */
  defaultCenter: z._default(latLng, () => ({ ...OFFICE_LIMITS.defaultCenter })),
  defaultZoom: z._default(zoomLevel, OFFICE_LIMITS.defaultZoom),
  /** site-2.2: a fixed marker delay (2000 to 3000 ms) instead of the random draw: for tests and demos. */
  markerDelayMs: z.optional(z.number().check(z.int(), z.gte(MAP_LIMITS.markerDelayMinMs), z.lte(MAP_LIMITS.markerDelayMaxMs))),
  /** The configured text of the map area when the map is unavailable. */
  messages: z._default(z.strictObject({ unavailable: configuredText }), {}),
});
export type OfficeMapConfig = z.output<typeof officeMapConfigSchema>;
