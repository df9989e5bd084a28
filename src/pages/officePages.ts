/**
 * The office pages (site §2 "Office locations map", "Location map page with search"; issue 12):
 * `/offices/` (the nearest-office banner and every office), `/locations/` (the search) and one
 * page per office, `/offices/<slug>/` (its card with the hours dropdown, and the offices nearby).
 * The office list is page content (src/pages/officesContent.ts): each page gives its widgets the
 * list as their host's `data-config` (site-3.1). Every office shown carries schema.org
 * `InsuranceAgency` microdata (microdata, not JSON-LD: the page's markup, with no script element).
 * The nearby list is drawn at build time: it depends on nothing but the list (site-2.4, site-2.5).
 */
import type { Lang } from '../config/lang';
import { fill } from '../i18n';
import { officePagesText, type OfficePagesText } from '../i18n/officePages';
import { OFFICE_LIMITS, milesText, nearbyOffices, phoneHref, type Office } from '../rules/offices';
import { OFFICE_SLUGS, officesFor } from '../rules/officesContent';
import type { PageTemplate } from './template';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "9:00 AM - 7:00 PM" as schema.org's "09:00-19:00"; null when the text is no such range (closed). */
export function openingRange(text: string | undefined): string | null {
  const m = /^\s*(\d{1,2}):(\d{2})\s*(AM|PM)\s*[-–]\s*(\d{1,2}):(\d{2})\s*(AM|PM)\s*$/i.exec(text ?? '');
  if (!m) return null;
  const h24 = (h: string, ap: string) => ((Number(h) % 12) + (ap.toUpperCase() === 'PM' ? 12 : 0)).toString().padStart(2, '0');
  return `${h24(m[1]!, m[3]!)}:${m[2]}-${h24(m[4]!, m[6]!)}:${m[5]}`;
}

/** schema.org openingHours of an office: "Mo-Fr 09:00-19:00", "Sa 10:00-16:00" (closed days left out). */
export function openingHoursOf(office: Office): string[] {
  return [
    ['Mo-Fr', office.hoursMonFri],
    ['Sa', office.hoursSaturday],
    ['Su', office.hoursSunday],
  ].flatMap(([days, text]) => {
    const range = openingRange(text);
    return range ? [`${days} ${range}`] : [];
  });
}

/** An office's links, each named with the office (a list of offices has no two links named alike). */
function officeLinks(office: Office, t: OfficePagesText, withDetails: boolean): string {
  const named = (label: string) => escape(fill(t.ofOffice, { label, office: office.title }));
  const items = [
    office.phone
      ? `<li><a href="${escape(phoneHref(office.phone))}" aria-label="${named(fill(t.phone, { phone: office.phone }))}">${escape(fill(t.phone, { phone: '' }).trim())} <span itemprop="telephone">${escape(office.phone)}</span></a></li>`
      : '',
    office.google ? `<li><a href="${escape(office.google)}" target="_blank" rel="noopener noreferrer" aria-label="${named(t.directions)}" itemprop="hasMap">${escape(t.directions)}</a></li>` : '',
    office.email ? `<li><a href="mailto:${escape(office.email)}" aria-label="${named(t.email)}"><meta itemprop="email" content="${escape(office.email)}" />${escape(t.email)}</a></li>` : '',
    withDetails && office.url ? `<li><a href="${escape(office.url)}" aria-label="${named(t.details)}">${escape(t.details)}</a></li>` : '',
  ];
  return `<ul class="office-links">${items.join('')}</ul>`;
}

function hoursList(office: Office, t: OfficePagesText): string {
  const rows: Array<[string, string | undefined]> = [
    [t.hours.monFri, office.hoursMonFri],
    [t.hours.saturday, office.hoursSaturday],
    [t.hours.sunday, office.hoursSunday],
  ];
  return `<dl class="office-card__hours">${rows
    .filter(([, text]) => text)
    .map(([day, text]) => `<dt>${escape(day)}</dt><dd>${escape(text ?? '')}</dd>`)
    .join('')}</dl>`;
}

/** The schema.org data of an office that its visible text does not carry. */
function officeMeta(office: Office): string {
  return [
    `<span itemprop="geo" itemscope itemtype="https://schema.org/GeoCoordinates"><meta itemprop="latitude" content="${office.latitude}" /><meta itemprop="longitude" content="${office.longitude}" /></span>`,
    ...openingHoursOf(office).map((h) => `<meta itemprop="openingHours" content="${escape(h)}" />`),
  ].join('');
}

function postalAddress(office: Office): string {
  return `<p class="office-address" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">${escape(office.address)}</span>, <span itemprop="addressLocality">${escape(office.city)}</span>, <span itemprop="addressRegion">${escape(office.state)}</span> <span itemprop="postalCode">${escape(office.zipcode)}</span></p>`;
}

/** One office of a list (site-2.4: name link, hours and address), as an InsuranceAgency. */
export function officeCard(office: Office, lang: Lang, extra = ''): string {
  const t = officePagesText[lang];
  const name = office.url ? `<a href="${escape(office.url)}" itemprop="url">${escape(office.title)}</a>` : escape(office.title);
  return `<li class="office-card" itemscope itemtype="https://schema.org/InsuranceAgency">
          <h3 class="office-card__name"><span itemprop="name">${name}</span></h3>${extra}
          ${postalAddress(office)}
          ${hoursList(office, t)}
          ${officeLinks(office, t, false)}${officeMeta(office)}
        </li>`;
}

/** site-2.4, site-2.5: an office page's nearby offices, drawn at build time. */
export function nearbySection(office: Office, lang: Lang): string {
  const t = officePagesText[lang];
  const { offices: near } = nearbyOffices(office, officesFor(lang));
  const list = near.length
    ? `<ul class="office-list">${near.map(({ office: o, miles }) => officeCard(o, lang, `\n          <p class="office-card__distance">${escape(milesText(miles, t.miles, lang))}</p>`)).join('\n        ')}</ul>`
    : `<p>${escape(t.noneNearby)}</p>`;
  return `<section class="office-nearby" aria-labelledby="office-nearby-title">
        <h2 id="office-nearby-title">${escape(t.nearbyTitle)}</h2>
        ${list}
      </section>`;
}

const officesConfig = (lang: Lang) => ({ offices: officesFor(lang) });

/** The nearest-office banner's settings (site-3.1, site-3.3): the office list and `mindistance`; the offices and the home page give the same. */
export const nearestOfficeHostConfig = (lang: Lang) => ({ ...officesConfig(lang), mindistance: OFFICE_LIMITS.minDistanceKm });

export const officePageTemplates: readonly PageTemplate[] = [
  {
    id: 'offices',
    path: '/offices/',
    layout: 'page',
    hostConfig: (lang) => ({ nearestOffice: nearestOfficeHostConfig(lang), officeMap: officesConfig(lang) }),
    body: (b) => {
      const t = officePagesText[b.lang];
      return `${b.widget('nearestOffice')}
        <p>${b.link('/locations/', t.searchLink)}</p>
        ${b.widget('officeMap')}
        <section aria-labelledby="offices-all-title">
          <h2 id="offices-all-title">${escape(t.allOffices)}</h2>
          <ul class="office-list">${officesFor(b.lang).map((o) => officeCard(o, b.lang)).join('\n        ')}</ul>
        </section>`;
    },
  },
  {
    id: 'locations',
    path: '/locations/',
    layout: 'page',
    hostConfig: (lang) => ({ officeSearch: officesConfig(lang) }),
    body: (b) => `${b.widget('officeSearch')}
        <p>${b.link('/offices/', officePagesText[b.lang].allOfficesLink)}</p>`,
  },
  ...OFFICE_SLUGS.map((slug, i): PageTemplate => {
    const officeIn = (lang: Lang) => officesFor(lang)[i]!;
    return {
      id: 'office',
      path: `/offices/${slug}/`,
      layout: 'page page--narrow',
      text: (lang) => {
        const t = officePagesText[lang];
        const o = officeIn(lang);
        const values = { office: o.title, address: o.address, city: o.city, state: o.state, zipcode: o.zipcode, phone: o.phone ?? '' };
        return { title: fill(t.officeTitle, values), description: fill(t.officeDescription, values), heading: o.title, lead: fill(t.officeLead, values) };
      },
      hostConfig: (lang) => ({ locationCard: { office: officeIn(lang) } }),
      body: (b) => {
        const t = officePagesText[b.lang];
        const o = officeIn(b.lang);
        return `<article class="office-card office-card--page" itemscope itemtype="https://schema.org/InsuranceAgency">
          <meta itemprop="name" content="${escape(o.title)}" /><link itemprop="url" href="${escape(o.url ?? '')}" />
          ${postalAddress(o)}
          ${officeLinks(o, t, false)}${officeMeta(o)}
          ${b.widget('locationCard')}
        </article>
        ${nearbySection(o, b.lang)}
        <p>${b.link('/offices/', t.allOfficesLink)}</p>`;
      },
    };
  }),
];
