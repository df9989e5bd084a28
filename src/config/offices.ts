/**
 * site-3.1: the office list a page element carries as JSON (`data-config`'s `offices`), checked
 * office by office: an entry that is not an office is left out and reported as a configuration
 * problem (the console names it), so one bad entry never takes the list down. `title` or
 * `location` names the office. Links (url, google) are a path of this site or https (`safeUrl`).
 */
import * as z from 'zod/mini';
import { OFFICE_LIMITS, type Office } from '../rules/offices';
import { configuredText, safeUrl, type ConfigProblem } from './schema';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** A time zone the browser knows (Intl), such as America/Chicago. */
const timeZone = z.string().check(
  z.refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, { message: 'must be an IANA time zone such as America/Chicago' }),
);

export const officeEntrySchema = z.pipe(
  z.object({
    title: z.optional(text(120)),
    location: z.optional(text(120)),
    address: text(200),
    city: text(100),
    state: z.string().check(z.regex(/^[A-Za-z]{2}$/)),
    zipcode: z.string().check(z.regex(/^\d{5}(-\d{4})?$/)),
    phone: optionalText(40),
    email: z.optional(z.union([z.literal(''), z.email()])),
    url: z.optional(z.union([z.literal(''), safeUrl])),
    google: z.optional(z.union([z.literal(''), safeUrl])),
    hoursMonFri: optionalText(80),
    hoursSaturday: optionalText(80),
    hoursSunday: optionalText(80),
    latitude: z.number().check(z.gte(-90), z.lte(90)),
    longitude: z.number().check(z.gte(-180), z.lte(180)),
    timeZone: z._default(timeZone, 'America/Chicago'),
  }).check(z.refine((o) => o.title !== undefined || o.location !== undefined, { message: 'needs a title or a location', path: ['title'] })),
  z.transform(({ location, title, ...rest }): Office => ({ ...rest, title: (title ?? location) as string, state: rest.state.toUpperCase() })),
);

/** The list as configured: each entry checked on its own (readOffices). */
export const officeListSchema = z._default(z.array(z.unknown()).check(z.maxLength(500)), () => []);

/** site-3.1: the offices of a configured list, and a problem for each entry left out. */
export function readOffices(list: readonly unknown[]): { offices: Office[]; problems: ConfigProblem[] } {
  const offices: Office[] = [];
  const problems: ConfigProblem[] = [];
  list.forEach((entry, i) => {
    const parsed = officeEntrySchema.safeParse(entry);
    if (parsed.success) offices.push(parsed.data);
    else {
      const first = parsed.error.issues[0];
      problems.push({ field: `offices.${i}${first?.path.length ? `.${first.path.join('.')}` : ''}`, message: `left out: ${first?.message ?? 'not an office'}` });
    }
  });
  return { offices, problems };
}

/** Reports the entries left out, as the widget root reports a configuration problem. */
export function reportOfficeProblems(widget: string, problems: readonly ConfigProblem[]): void {
  for (const p of problems) console.error(`[widget ${widget}] data-config.${p.field}: ${p.message}`);
}

const latLng = z.strictObject({ latitude: z.number().check(z.gte(-90), z.lte(90)), longitude: z.number().check(z.gte(-180), z.lte(180)) });
const zoomLevel = z.number().check(z.int(), z.gte(1), z.lte(21));

/** data-config of the nearest-office banner (site-2.9, site-2.11, site-3.1, site-3.3). */
export const nearestOfficeConfigSchema = z.strictObject({
  /** site-3.1: the offices (each checked by readOffices). */
  offices: officeListSchema,
  /** site-2.11, site-3.3: the nearest office shows when it is at most this many kilometres away. */
  mindistance: z._default(z.number().check(z.gt(0), z.lte(5000)), OFFICE_LIMITS.minDistanceKm),
});
export type NearestOfficeConfig = z.output<typeof nearestOfficeConfigSchema>;

/** The Maps JavaScript API key of a page with a map; none: no script request, the map says it is unavailable. */
export const mapsKeySchema = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{10,100}$/)));
/** The map style's id (advanced markers need one); Google's demo id by default. */
export const mapIdSchema = z._default(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)), 'DEMO_MAP_ID');

/** data-config of the location page's search and its map (site-2.6, site-2.7, site-3.1, site-5.2, site-8.5). */
export const officeSearchConfigSchema = z.strictObject({
  offices: officeListSchema,
  /** site-2.7: the zoom on a searched point. */
  zoom: z._default(zoomLevel, OFFICE_LIMITS.searchZoom),
  /** site-2.7: the map's centre and zoom before a search. */
  defaultCenter: z._default(latLng, () => ({ ...OFFICE_LIMITS.defaultCenter })),
  defaultZoom: z._default(zoomLevel, OFFICE_LIMITS.defaultZoom),
  /** The map: its key (none: the map says it is unavailable, the search works the same) and style id. */
  mapsKey: mapsKeySchema,
  mapId: mapIdSchema,
  /** site-5.2, site-8.5: the configured error texts; the map area's text when there is no map. */
  messages: z._default(z.strictObject({ invalidQuery: configuredText, searchError: configuredText, mapUnavailable: configuredText }), {}),
});
export type OfficeSearchConfig = z.output<typeof officeSearchConfigSchema>;

/** data-config of an office page's location card (site-2.12, site-3.1, site-3.3). */
export const locationCardConfigSchema = z.strictObject({
  /** site-3.1: the card's office. Without one the card says so (a configuration problem). */
  office: officeEntrySchema,
  /** site-2.12, site-3.3: the today label (`todaylabel`); default the catalog's. */
  todaylabel: configuredText,
});
export type LocationCardConfig = z.output<typeof locationCardConfigSchema>;
