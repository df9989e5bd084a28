/**
 * The agency's offices: page content (site-3.1), written into the office pages' widget hosts as
 * their JSON list (`data-config`) by the page templates (src/pages/officePages.ts), in the page's
 * language. Coordinates are the offices' own (real streets of real Texas ZIP codes); phones are
 * 555 numbers; El Paso keeps Mountain time (America/Denver), every other office Central time.
 * Data, not a rule: it sits here because the screens descriptions (views/) read it too, and views
 * may import src/rules but not src/pages.
 */
import type { Lang } from '../config/lang';
import { OFFICE_SLUGS, officePagePath } from './officePages';
import type { Office } from './offices';

interface OfficeSource {
  slug: string;
  title: string;
  address: string;
  city: string;
  zipcode: string;
  phone: string;
  latitude: number;
  longitude: number;
  /** Weekday hours, Saturday hours; null: closed. */
  week: string;
  saturday: string | null;
  sunday?: string | null;
  timeZone?: string;
}

const SOURCES: readonly OfficeSource[] = [
  { slug: 'austin-downtown', title: 'Austin Downtown', address: '701 Congress Ave', city: 'Austin', zipcode: '78701', phone: '(512) 555-0101', latitude: 30.2691, longitude: -97.7428, week: '9:00 AM - 7:00 PM', saturday: '10:00 AM - 4:00 PM' },
  { slug: 'austin-north', title: 'Austin North Lamar', address: '10901 N Lamar Blvd', city: 'Austin', zipcode: '78758', phone: '(512) 555-0102', latitude: 30.3787, longitude: -97.6932, week: '9:00 AM - 7:00 PM', saturday: '10:00 AM - 4:00 PM' },
  { slug: 'austin-south', title: 'Austin South Congress', address: '4477 S Lamar Blvd', city: 'Austin', zipcode: '78745', phone: '(512) 555-0103', latitude: 30.2307, longitude: -97.7921, week: '9:00 AM - 6:00 PM', saturday: '10:00 AM - 2:00 PM' },
  { slug: 'dallas-downtown', title: 'Dallas Downtown', address: '1900 Pacific Ave', city: 'Dallas', zipcode: '75201', phone: '(214) 555-0111', latitude: 32.7841, longitude: -96.7978, week: '9:00 AM - 7:00 PM', saturday: '10:00 AM - 4:00 PM' },
  { slug: 'dallas-northeast', title: 'Dallas Northeast', address: '9100 N Central Expy', city: 'Dallas', zipcode: '75231', phone: '(214) 555-0112', latitude: 32.8722, longitude: -96.7701, week: '9:00 AM - 7:00 PM', saturday: '10:00 AM - 4:00 PM' },
  { slug: 'irving', title: 'Irving', address: '2100 W Irving Blvd', city: 'Irving', zipcode: '75061', phone: '(972) 555-0113', latitude: 32.8262, longitude: -96.9709, week: '9:00 AM - 6:00 PM', saturday: '10:00 AM - 2:00 PM' },
  { slug: 'fort-worth-downtown', title: 'Fort Worth Downtown', address: '500 W 7th St', city: 'Fort Worth', zipcode: '76102', phone: '(817) 555-0121', latitude: 32.7522, longitude: -97.3341, week: '9:00 AM - 7:00 PM', saturday: '10:00 AM - 4:00 PM' },
  { slug: 'fort-worth-west', title: 'Fort Worth West', address: '6370 Camp Bowie Blvd', city: 'Fort Worth', zipcode: '76116', phone: '(817) 555-0122', latitude: 32.7279, longitude: -97.4263, week: '9:00 AM - 6:00 PM', saturday: '10:00 AM - 2:00 PM' },
  { slug: 'houston-downtown', title: 'Houston Downtown', address: '1001 Main St', city: 'Houston', zipcode: '77002', phone: '(713) 555-0131', latitude: 29.7569, longitude: -95.3628, week: '9:00 AM - 7:00 PM', saturday: '10:00 AM - 4:00 PM' },
  { slug: 'houston-bellaire', title: 'Houston Bellaire', address: '9600 Bellaire Blvd', city: 'Houston', zipcode: '77036', phone: '(713) 555-0132', latitude: 29.7052, longitude: -95.5461, week: '9:00 AM - 7:00 PM', saturday: '10:00 AM - 5:00 PM', sunday: '12:00 PM - 4:00 PM' },
  { slug: 'pasadena', title: 'Pasadena', address: '3000 Spencer Hwy', city: 'Pasadena', zipcode: '77504', phone: '(713) 555-0133', latitude: 29.6594, longitude: -95.1841, week: '9:00 AM - 6:00 PM', saturday: '10:00 AM - 2:00 PM' },
  { slug: 'league-city', title: 'League City', address: '2800 Gulf Fwy S', city: 'League City', zipcode: '77573', phone: '(281) 555-0134', latitude: 29.4871, longitude: -95.1098, week: '9:00 AM - 6:00 PM', saturday: '10:00 AM - 2:00 PM' },
  { slug: 'san-antonio-downtown', title: 'San Antonio Downtown', address: '300 E Commerce St', city: 'San Antonio', zipcode: '78205', phone: '(210) 555-0141', latitude: 29.4238, longitude: -98.4897, week: '9:00 AM - 7:00 PM', saturday: '10:00 AM - 4:00 PM' },
  { slug: 'san-antonio-west', title: 'San Antonio West', address: '2525 Culebra Rd', city: 'San Antonio', zipcode: '78228', phone: '(210) 555-0142', latitude: 29.4597, longitude: -98.5621, week: '9:00 AM - 7:00 PM', saturday: '10:00 AM - 5:00 PM', sunday: '12:00 PM - 4:00 PM' },
  { slug: 'new-braunfels', title: 'New Braunfels', address: '651 N Business IH-35', city: 'New Braunfels', zipcode: '78130', phone: '(830) 555-0143', latitude: 29.7118, longitude: -98.1079, week: '9:00 AM - 6:00 PM', saturday: null },
  { slug: 'mcallen', title: 'McAllen', address: '1200 N 10th St', city: 'McAllen', zipcode: '78501', phone: '(956) 555-0151', latitude: 26.2158, longitude: -98.2336, week: '9:00 AM - 7:00 PM', saturday: '10:00 AM - 4:00 PM' },
  { slug: 'brownsville', title: 'Brownsville', address: '955 E Price Rd', city: 'Brownsville', zipcode: '78520', phone: '(956) 555-0152', latitude: 25.9391, longitude: -97.4957, week: '9:00 AM - 6:00 PM', saturday: '10:00 AM - 2:00 PM' },
  { slug: 'laredo', title: 'Laredo', address: '1820 San Bernardo Ave', city: 'Laredo', zipcode: '78040', phone: '(956) 555-0153', latitude: 27.5217, longitude: -99.5072, week: '9:00 AM - 6:00 PM', saturday: '10:00 AM - 2:00 PM' },
  { slug: 'corpus-christi', title: 'Corpus Christi', address: '615 N Upper Broadway', city: 'Corpus Christi', zipcode: '78401', phone: '(361) 555-0161', latitude: 27.7982, longitude: -97.3989, week: '9:00 AM - 6:00 PM', saturday: '10:00 AM - 2:00 PM' },
  { slug: 'lubbock', title: 'Lubbock', address: '1500 Broadway', city: 'Lubbock', zipcode: '79401', phone: '(806) 555-0171', latitude: 33.5843, longitude: -101.8521, week: '9:00 AM - 6:00 PM', saturday: null },
  { slug: 'amarillo', title: 'Amarillo', address: '600 S Tyler St', city: 'Amarillo', zipcode: '79101', phone: '(806) 555-0172', latitude: 35.2061, longitude: -101.8393, week: '9:00 AM - 6:00 PM', saturday: null },
  { slug: 'midland', title: 'Midland', address: '200 N Loraine St', city: 'Midland', zipcode: '79701', phone: '(432) 555-0173', latitude: 31.9986, longitude: -102.0779, week: '9:00 AM - 6:00 PM', saturday: '10:00 AM - 2:00 PM' },
  { slug: 'waco', title: 'Waco', address: '510 Austin Ave', city: 'Waco', zipcode: '76701', phone: '(254) 555-0181', latitude: 31.5564, longitude: -97.1334, week: '9:00 AM - 6:00 PM', saturday: '10:00 AM - 2:00 PM' },
  { slug: 'tyler', title: 'Tyler', address: '100 E Ferguson St', city: 'Tyler', zipcode: '75702', phone: '(903) 555-0182', latitude: 32.3513, longitude: -95.3005, week: '9:00 AM - 6:00 PM', saturday: null },
  { slug: 'el-paso-downtown', title: 'El Paso Downtown', address: '201 E Main Dr', city: 'El Paso', zipcode: '79901', phone: '(915) 555-0191', latitude: 31.7601, longitude: -106.4869, week: '9:00 AM - 6:00 PM', saturday: '10:00 AM - 2:00 PM', timeZone: 'America/Denver' },
  { slug: 'el-paso-east', title: 'El Paso East', address: '7944 Gateway Blvd E', city: 'El Paso', zipcode: '79915', phone: '(915) 555-0192', latitude: 31.7632, longitude: -106.3611, week: '9:00 AM - 6:00 PM', saturday: '10:00 AM - 4:00 PM', timeZone: 'America/Denver' },
];

const CLOSED: Record<Lang, string> = { en: 'Closed', es: 'Cerrado' };

export { OFFICE_SLUGS, officePagePath };

/** The slugs of the list, in list order: the office pages (src/rules/officePages.ts names the same). */
export const OFFICE_SOURCE_SLUGS: readonly string[] = SOURCES.map((s) => s.slug);

/** site-3.1: the offices as the page element lists them, in the page's language. */
export function officesFor(lang: Lang): Office[] {
  return SOURCES.map((s) => {
    return {
      title: s.title,
      address: s.address,
      city: s.city,
      state: 'TX',
      zipcode: s.zipcode,
      phone: s.phone,
      email: `${s.slug}@bluebonnet-insurance.example`,
      url: officePagePath(s.slug, lang),
      google: `https://www.google.com/maps/dir/?api=1&destination=${s.latitude},${s.longitude}`,
      hoursMonFri: s.week,
      hoursSaturday: s.saturday ?? CLOSED[lang],
      hoursSunday: s.sunday ?? CLOSED[lang],
      latitude: s.latitude,
      longitude: s.longitude,
      timeZone: s.timeZone ?? 'America/Chicago',
    };
  });
}
