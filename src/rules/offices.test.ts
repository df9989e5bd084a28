import { afterEach, describe, expect, it, vi } from 'vitest';
import { officeListSchema, readOffices, reportOfficeProblems } from '../config/offices';
import { OFFICE_SLUGS, officesFor } from './officesContent';
import {
  byDistance,
  distanceKm,
  distanceMiles,
  inBounds,
  KM_PER_MILE,
  milesText,
  nearbyOffices,
  nearestOffice,
  OFFICE_LIMITS,
  phoneHref,
  roundMiles,
  searchQueryKind,
  searchResults,
  viewBounds,
  type Office,
} from './offices';
import { hoursRows, officeWeekday } from './officeHours';

const offices = officesFor('en');
const bySlug = (slug: string): Office => {
  const o = offices[(OFFICE_SLUGS as readonly string[]).indexOf(slug)];
  if (!o) throw new Error(slug);
  return o;
};
const AUSTIN_CAPITOL = { latitude: 30.2747, longitude: -97.7404 };

describe('distances', () => {
  it('[site-3.1] haversine: Austin to Dallas is about 293 km (182 miles); a point to itself is 0', () => {
    const austin = { latitude: 30.2672, longitude: -97.7431 };
    const dallas = { latitude: 32.7767, longitude: -96.797 };
    expect(distanceKm(austin, dallas)).toBeGreaterThan(290);
    expect(distanceKm(austin, dallas)).toBeLessThan(296);
    expect(distanceKm(austin, austin)).toBe(0);
    expect(distanceMiles(austin, dallas)).toBeCloseTo(distanceKm(austin, dallas) / KM_PER_MILE, 1);
  });

  it('[site-2.8 site-9.2] miles have one decimal', () => {
    expect(roundMiles(2.449)).toBe(2.4);
    expect(roundMiles(2.45)).toBe(2.5);
    expect(roundMiles(0.04)).toBe(0);
    expect(String(distanceMiles(AUSTIN_CAPITOL, bySlug('dallas-downtown')))).toMatch(/^\d+(\.\d)?$/);
  });

  it('[site-2.8] "1 mile" for one, "n miles away" otherwise, one decimal in the page language', () => {
    const en = { one: '1 mile', other: '{miles} miles away' };
    const es = { one: '1 milla', other: 'a {miles} millas' };
    expect(milesText(1, en, 'en')).toBe('1 mile');
    expect(milesText(1.04, en, 'en')).toBe('1 mile');
    expect(milesText(1.05, en, 'en')).toBe('1.1 miles away');
    expect(milesText(0.3, en, 'en')).toBe('0.3 miles away');
    expect(milesText(12, en, 'en')).toBe('12.0 miles away');
    expect(milesText(2.46, es, 'es')).toBe('a 2.5 millas');
    expect(milesText(1, es, 'es')).toBe('1 milla');
  });
});

describe('the location search', () => {
  it('[site-5.2] accepts a 5-digit ZIP or "City, ST" (letters and spaces, optional comma, 2+ letters)', () => {
    expect(searchQueryKind('78701')).toBe('zip');
    expect(searchQueryKind(' 78701 ')).toBe('zip');
    for (const q of ['Austin, TX', 'San Antonio TX', 'El Paso,TX', 'Fort Worth, Texas', 'Cañón City, CO']) expect(searchQueryKind(q), q).toBe('place');
    for (const q of ['', '7870', '787011', '78701-1234', 'Austin, T', 'Austin, TX 78701', '12 Main St', 'A', 'Austin; TX', ',TX']) expect(searchQueryKind(q), q).toBeNull();
  });

  it('[site-2.6 site-9.2] at most 6 offices, nearest first, each with its miles', () => {
    const list = searchResults(AUSTIN_CAPITOL, offices);
    expect(list).toHaveLength(OFFICE_LIMITS.searchResults);
    expect(list.map((r) => r.office.title).slice(0, 3)).toEqual(['Austin Downtown', 'Austin South Congress', 'Austin North Lamar']);
    for (let i = 1; i < list.length; i += 1) expect(list[i]!.miles).toBeGreaterThanOrEqual(list[i - 1]!.miles);
    expect(list[0]!.miles).toBe(distanceMiles(AUSTIN_CAPITOL, bySlug('austin-downtown')));
    expect(searchResults(AUSTIN_CAPITOL, offices.slice(0, 2))).toHaveLength(2);
  });

  it('[site-2.6] sorts by distance, whatever the list order', () => {
    const shuffled = [...offices].reverse();
    expect(byDistance(AUSTIN_CAPITOL, shuffled).map((r) => r.office.title)).toEqual(byDistance(AUSTIN_CAPITOL, offices).map((r) => r.office.title));
  });
});

describe('the nearest office', () => {
  it('[site-2.9 site-2.11] is the closest office when its distance in km is at most mindistance', () => {
    const found = nearestOffice(AUSTIN_CAPITOL, offices, 5);
    expect(found?.office.title).toBe('Austin Downtown');
    expect(found?.km).toBeCloseTo(distanceKm(AUSTIN_CAPITOL, bySlug('austin-downtown')), 6);
  });

  it('[site-2.11] compares kilometres (not miles) with mindistance: none when the nearest is further', () => {
    // Waco's office is about 1.6 km from this point: within 2 km, not within 1 km (1 mile would be 1.6 km).
    const point = { latitude: 31.5564 + 0.0144, longitude: -97.1334 };
    const km = distanceKm(point, bySlug('waco'));
    expect(km).toBeGreaterThan(1.5);
    expect(km).toBeLessThan(1.7);
    expect(nearestOffice(point, offices, 2)?.office.title).toBe('Waco');
    expect(nearestOffice(point, offices, 1)).toBeNull();
    expect(nearestOffice(point, [], 1000)).toBeNull();
  });
});

describe('an office page\'s nearby offices', () => {
  it('[site-2.5] a view covers twice the width and height at each zoom step out, centred on the office', () => {
    const c = bySlug('austin-downtown');
    const b12 = viewBounds(c, 12, { width: 640, height: 400 });
    const b11 = viewBounds(c, 11, { width: 640, height: 400 });
    expect(b11.east - b11.west).toBeCloseTo(2 * (b12.east - b12.west), 9);
    expect(b11.north - b11.south).toBeCloseTo(2 * (b12.north - b12.south), 2);
    // 640 px at zoom 12: 640 / (256 * 4096) of 360 degrees.
    expect(b12.east - b12.west).toBeCloseTo((640 / (256 * 4096)) * 360, 9);
    expect(inBounds(c, b12)).toBe(true);
  });

  it('[site-2.4 site-2.5] starts at zoom 12 and stops at the first zoom that holds another office; never the office itself', () => {
    const downtown = bySlug('austin-downtown');
    const at12 = nearbyOffices(downtown, offices);
    expect(at12.zoom).toBe(12);
    expect(at12.offices.map((r) => r.office.title)).toEqual(['Austin South Congress']);
    expect(at12.offices.some((r) => r.office === downtown)).toBe(false);
    // Corpus Christi has no office within the zoom 12 to 10 views.
    const corpus = nearbyOffices(bySlug('corpus-christi'), offices);
    expect(corpus).toEqual({ zoom: null, offices: [] });
  });

  it('[site-2.5] widens step by step: zoom 11 when 12 holds none, down to 9', () => {
    const found = offices.map((o) => nearbyOffices(o, offices).zoom);
    expect(new Set(found)).toEqual(new Set([12, 11, 10, 9, null]));
    for (const office of offices) {
      const { zoom, offices: near } = nearbyOffices(office, offices);
      if (zoom === null) continue;
      // Nothing in the closer views, something in this one.
      for (let z = zoom + 1; z <= 12; z += 1) expect(offices.filter((o) => o !== office && inBounds(o, viewBounds(office, z)))).toEqual([]);
      expect(near.length).toBeGreaterThan(0);
    }
  });

  it('[site-2.4 site-9.2] lists at most 8, nearest first', () => {
    const crowd: Office[] = Array.from({ length: 12 }, (_, i) => ({ ...bySlug('austin-downtown'), title: `Branch ${i}`, latitude: 30.2691 + 0.001 * (i + 1) }));
    const current = bySlug('austin-downtown');
    const { zoom, offices: near } = nearbyOffices(current, [current, ...crowd]);
    expect(zoom).toBe(12);
    expect(near.map((r) => r.office.title)).toEqual(['Branch 0', 'Branch 1', 'Branch 2', 'Branch 3', 'Branch 4', 'Branch 5', 'Branch 6', 'Branch 7']);
  });
});

describe('[site-2.12] the hours list', () => {
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const houston = bySlug('houston-bellaire');

  it('[site-2.12] puts today first, marked, then the six other days in rotation', () => {
    // 2026-01-07 15:00 UTC: Wednesday in Houston.
    const rows = hoursRows(houston, new Date('2026-01-07T15:00:00Z'), days, 'Closed');
    expect(rows.map((r) => r.day)).toEqual(['Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Monday', 'Tuesday']);
    expect(rows.map((r) => r.today)).toEqual([true, false, false, false, false, false, false]);
    expect(rows.map((r) => r.hours)).toEqual([
      '9:00 AM - 7:00 PM', '9:00 AM - 7:00 PM', '9:00 AM - 7:00 PM', '10:00 AM - 5:00 PM', '12:00 PM - 4:00 PM', '9:00 AM - 7:00 PM', '9:00 AM - 7:00 PM',
    ]);
  });

  it('[site-2.12] reads today in the office\'s time zone: at 05:30 UTC on a Monday it is still Sunday in Texas', () => {
    const monday0530 = new Date('2026-01-05T05:30:00Z');
    expect(officeWeekday(houston, monday0530)).toBe(7);
    expect(hoursRows(houston, monday0530, days, 'Closed')[0]).toEqual({ weekday: 7, day: 'Sunday', hours: '12:00 PM - 4:00 PM', today: true });
    // 06:30 UTC: Monday in Houston (Central), still Sunday in El Paso (Mountain).
    const monday0630 = new Date('2026-01-05T06:30:00Z');
    expect(officeWeekday(houston, monday0630)).toBe(1);
    expect(officeWeekday(bySlug('el-paso-downtown'), monday0630)).toBe(7);
  });

  it('[site-2.12] a day without hours reads as closed', () => {
    const rows = hoursRows({ ...houston, hoursSunday: undefined }, new Date('2026-01-04T18:00:00Z'), days, 'Closed');
    expect(rows[0]).toEqual({ weekday: 7, day: 'Sunday', hours: 'Closed', today: true });
    expect(rows[1]?.day).toBe('Monday');
  });
});

describe('[site-3.1] the configured office list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('[site-3.1] reads every office of the site\'s list, named by title or location', () => {
    const { offices: read, problems } = readOffices(officesFor('es'));
    expect(problems).toEqual([]);
    expect(read).toHaveLength(OFFICE_SLUGS.length);
    const byLocation = readOffices([{ ...officesFor('en')[0], title: undefined, location: 'Austin Downtown' }]);
    expect(byLocation.offices[0]?.title).toBe('Austin Downtown');
  });

  it('[site-3.1] leaves out an entry that is not an office, reports it, and keeps the others', () => {
    const [a, b] = officesFor('en');
    const bad = [a, { ...b, latitude: 'north' }, { title: 'No place' }, { ...b, google: 'http://maps.example/' }, { ...b, timeZone: 'Mars/Olympus' }, 7, b];
    const { offices: read, problems } = readOffices(officeListSchema.parse(bad));
    expect(read.map((o) => o.title)).toEqual([a!.title, b!.title]);
    expect(problems.map((p) => p.field)).toEqual(['offices.1.latitude', 'offices.2.address', 'offices.3.google', 'offices.4.timeZone', 'offices.5']);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportOfficeProblems('officeSearch', problems);
    expect(log).toHaveBeenCalledTimes(5);
    expect(log.mock.calls[0]?.[0]).toMatch(/^\[widget officeSearch\] data-config\.offices\.1\.latitude: left out/);
  });

  it('[site-3.1] every office has a US call link, an https directions link and its own page', () => {
    for (const o of officesFor('en')) {
      expect(phoneHref(o.phone ?? '')).toMatch(/^tel:\+1\d{10}$/);
      expect(o.google).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
      expect(o.url).toMatch(/^\/offices\/[a-z-]+\/$/);
    }
    expect(officesFor('es')[0]?.url).toBe('/es/offices/austin-downtown/');
  });
});

describe('the office pages', () => {
  it('[site-3.1] name one page per office of the list, in list order', async () => {
    const { OFFICE_SOURCE_SLUGS } = await import('./officesContent');
    expect([...OFFICE_SLUGS]).toEqual(OFFICE_SOURCE_SLUGS);
  });
});
