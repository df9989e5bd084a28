// @vitest-environment jsdom
/**
 * The office pages as built (src/pages/officePages.ts): the office list with its schema.org
 * InsuranceAgency microdata, the widgets' office lists on their hosts, an office page's texts and
 * its nearby offices drawn at build time (site-2.4, site-2.5), in both languages.
 */
import { describe, expect, it } from 'vitest';
import { readOffices } from '../config/offices';
import { officePagesText } from '../i18n/officePages';
import { pagesText } from '../i18n/pages';
import { nearbyOffices, OFFICE_LIMITS } from '../rules/offices';
import { openingHoursOf, openingRange } from './officePages';
import { OFFICE_SLUGS, officesFor } from '../rules/officesContent';
import { renderPage, sitePages } from './render';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const page = (path: string) => {
  const p = sitePages().find((s) => s.path === path);
  if (!p) throw new Error(path);
  return parse(renderPage(p));
};
const agencies = (doc: Document) => [...doc.querySelectorAll<HTMLElement>('[itemtype="https://schema.org/InsuranceAgency"]')];
const prop = (el: Element, name: string) => el.querySelector(`[itemprop="${name}"]`);

describe.each(['en', 'es'] as const)('the office pages (%s)', (lang) => {
  const prefix = lang === 'es' ? '/es' : '';
  const t = officePagesText[lang];

  it('[site-1.1 site-3.1] /offices/ lists every office as an InsuranceAgency with name link, address, phone, hours and coordinates', () => {
    const doc = page(`${prefix}/offices/`);
    const list = agencies(doc);
    expect(list).toHaveLength(OFFICE_SLUGS.length);
    const first = list[0]!;
    expect(prop(first, 'name')?.textContent).toBe('Austin Downtown');
    expect(prop(first, 'url')?.getAttribute('href')).toBe(`${prefix}/offices/austin-downtown/`);
    expect(prop(first, 'streetAddress')?.textContent).toBe('701 Congress Ave');
    expect(prop(first, 'postalCode')?.textContent).toBe('78701');
    expect(prop(first, 'telephone')?.textContent).toBe('(512) 555-0101');
    expect(prop(first, 'latitude')?.getAttribute('content')).toBe('30.2691');
    expect([...first.querySelectorAll('[itemprop="openingHours"]')].map((m) => m.getAttribute('content'))).toEqual(['Mo-Fr 09:00-19:00', 'Sa 10:00-16:00']);
    expect(first.textContent).toContain(t.hours.monFri);
    // The page's markup carries no script but the page's own.
    expect([...doc.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual([expect.stringMatching(/^\/page-script\/[\w-]+\.ts$/)]);
  });

  it('[site-3.1 site-3.3] the banner\'s host carries the office list and mindistance as its page element\'s JSON; every entry reads as an office', () => {
    const host = page(`${prefix}/offices/`).querySelector<HTMLElement>('[data-widget="nearestOffice"]')!;
    const config = JSON.parse(host.dataset.config ?? '') as { offices: unknown[]; mindistance: number };
    expect(config.mindistance).toBe(OFFICE_LIMITS.minDistanceKm);
    const read = readOffices(config.offices);
    expect(read.problems).toEqual([]);
    expect(read.offices.map((o) => o.url)).toEqual(OFFICE_SLUGS.map((s) => `${prefix}/offices/${s}/`));
    const search = page(`${prefix}/locations/`).querySelector<HTMLElement>('[data-widget="officeSearch"]')!;
    expect(readOffices((JSON.parse(search.dataset.config ?? '') as { offices: unknown[] }).offices).offices).toHaveLength(OFFICE_SLUGS.length);
  });

  it('[site-3.1] an office page is about its office: title, heading, lead, its card\'s office and its schema.org data', () => {
    const doc = page(`${prefix}/offices/el-paso-downtown/`);
    expect(doc.title).toContain('El Paso Downtown');
    expect(doc.querySelector('h1')?.textContent).toBe('El Paso Downtown');
    expect(doc.querySelector('.page-lead')?.textContent).toContain('201 E Main Dr');
    const card = doc.querySelector<HTMLElement>('[data-widget="locationCard"]')!;
    const office = (JSON.parse(card.dataset.config ?? '') as { office: { title: string; timeZone: string } }).office;
    expect(office).toMatchObject({ title: 'El Paso Downtown', timeZone: 'America/Denver' });
    const own = agencies(doc)[0]!;
    expect(own.contains(card)).toBe(true);
    expect(prop(own, 'name')?.getAttribute('content')).toBe('El Paso Downtown');
    expect(pagesText[lang].page.office.heading).not.toBe('El Paso Downtown');
  });

  it('[site-2.4 site-2.5 site-9.2] an office page lists the offices nearby: at most 8, never itself, each with name link, hours and address', () => {
    for (const [i, slug] of OFFICE_SLUGS.entries()) {
      const doc = page(`${prefix}/offices/${slug}/`);
      const section = doc.querySelector('.office-nearby')!;
      expect(section.querySelector('h2')?.textContent).toBe(t.nearbyTitle);
      const listed = agencies(section as unknown as Document);
      const self = officesFor(lang)[i]!;
      const expected = nearbyOffices(self, officesFor(lang)).offices.map((r) => r.office.title);
      expect(listed.map((el) => prop(el, 'name')?.textContent)).toEqual(expected);
      expect(listed.length).toBeLessThanOrEqual(8);
      expect(expected).not.toContain(self.title);
      for (const el of listed) {
        expect(prop(el, 'url')?.getAttribute('href')).toMatch(new RegExp(`^${prefix}/offices/[a-z-]+/$`));
        expect(prop(el, 'streetAddress')?.textContent).not.toBe('');
        expect(el.querySelector('.office-card__hours')?.textContent).toContain(t.hours.monFri);
      }
      if (expected.length === 0) expect(section.textContent).toContain(t.noneNearby);
    }
  });

  it('[site-2.4 site-2.8] Austin Downtown: Austin South Congress nearby, with its miles', () => {
    const section = page(`${prefix}/offices/austin-downtown/`).querySelector('.office-nearby')!;
    // By hand: 0.0384 degrees of latitude (4.27 km) and 0.0493 of longitude at 30.25 N (4.74 km): 6.38 km, 3.96 miles.
    expect(section.querySelector('.office-card__distance')?.textContent).toBe(lang === 'en' ? '4.0 miles away' : 'a 4.0 millas');
  });
});

describe('schema.org opening hours', () => {
  it('[site-3.1] turn the page\'s hours into 24-hour ranges, leaving closed days out', () => {
    expect(openingRange('9:00 AM - 7:00 PM')).toBe('09:00-19:00');
    expect(openingRange('12:00 PM - 4:00 PM')).toBe('12:00-16:00');
    expect(openingRange('12:30 AM – 1:00 AM')).toBe('00:30-01:00');
    expect(openingRange('Closed')).toBeNull();
    expect(openingHoursOf(officesFor('es')[9]!)).toEqual(['Mo-Fr 09:00-19:00', 'Sa 10:00-17:00', 'Su 12:00-16:00']);
  });
});
