/**
 * Text of the office widgets: the nearest-office banner (site-2.9, site-2.10), the location
 * search (site-2.6, site-2.8, site-5.2, site-8.5) and the location card's hours (site-2.12).
 * English; its shape is the key type of both languages (offices.es.ts must match it). A page loads
 * one language through offices.lazy.ts; offices.ts holds both.
 */
export const en = {
  /** Monday ... Sunday (ISO order). */
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  closed: 'Closed',
  /** site-2.8: `{miles}` is the distance with one decimal. */
  miles: { one: '1 mile', other: '{miles} miles away' },
  phone: 'Call {phone}',
  directions: 'Get Directions',
  email: 'Send an Email',
  details: 'Location Details',
  /** For links whose words are the same for every office: said with the office's name. */
  ofOffice: '{label}, {office}',
  close: 'Close',
  // The nearest-office banner.
  nearestLead: 'Your nearest office:',
  nearestMore: 'More about this office',
  nearestTitle: 'Your nearest office: {office}',
  // The location search.
  searchLabel: 'ZIP code or city',
  searchHint: 'For example 78701 or Austin, TX',
  searchButton: 'Search',
  searching: 'Searching for offices near {query}…',
  resultsTitle: 'Offices near {query}',
  resultsCount: { one: '1 office near {query}', other: '{count} offices near {query}' },
  searchPrompt: 'Search by ZIP code or city to see the six offices nearest to you.',
  allOffices: 'See all our offices',
  /** The location page's map (a region) and the list's action for each office found. */
  searchMapLabel: 'Map of the offices found',
  // The location card.
  hoursButton: 'Office hours',
  hoursTitle: 'Hours at {office}',
  /** Defaults of the configured messages. */
  configured: {
    /** site-2.12: the configured today label (`todaylabel`). */
    todayLabel: 'Today',
    /** site-5.2: the search text is neither a ZIP nor "City, ST". */
    invalidQuery: 'Enter a 5-digit ZIP code or a city and state, like Austin, TX.',
    /** site-8.5: the search found nothing, or failed. */
    searchError: 'We could not find offices for that search. Check the ZIP code or city and try again.',
    /** The location page's map area with no key, or when the maps script failed: the search works the same. */
    mapUnavailable: 'The map is not available right now. Search by ZIP code or city to list the offices nearest you, with their addresses and directions.',
  },
};

export type OfficesText = typeof en;
