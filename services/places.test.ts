/** The places calls (site-7.11, site-3.2) through the real client against the in-process sandbox. */
import * as z from 'zod/mini';
import { beforeEach, describe, expect, it } from 'vitest';
import { AGENCY_QUERY, PLACES_FAULT_QUERIES, SANDBOX_LOCATIONS } from '../fixtures/data/places';
import { defaultFound, NO_OFFICE_LOCATION } from '../fixtures/models/reviews.model';
import { apiFailure, connectSandbox, FAILING_FAULTS, TEST_NOW, type SandboxHarness } from '../fixtures/sandbox/testing';
import { DEFAULT_REVIEW_LOCATIONS } from '../src/config/reviews';
import { request } from './http';
import { loadLocationPlaces, placeDetails, searchPlaces } from './places';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox();
});

const faultQuery = (fault: string) => Object.keys(PLACES_FAULT_QUERIES).find((q) => PLACES_FAULT_QUERIES[q] === fault) ?? '';

describe('the places search and details', () => {
  it('[site-7.11] searches for the agency near a point (GET, with the header object): name, address, place id, geometry', async () => {
    const answer = await searchPlaces(AGENCY_QUERY, SANDBOX_LOCATIONS.austin);
    expect(answer.status).toBe('OK');
    expect(answer.results).toEqual([
      {
        place_id: 'sbx-place-austin-downtown',
        name: 'Bluebonnet Auto Insurance - Austin Downtown',
        formatted_address: '701 Congress Ave, Austin, TX 78701, USA',
        geometry: { location: { lat: 30.2686, lng: -97.7428 } },
      },
    ]);
    const [record] = sandbox.records;
    expect(record?.method).toBe('GET');
    expect(record?.path).toBe('/api/places/search');
    expect(record?.query).toMatchObject({ query: AGENCY_QUERY, lat: '30.2672', lng: '-97.7431', lang: 'en' });
  });

  it('[site-7.11] finds nothing far from every office, nor for another name', async () => {
    await expect(searchPlaces(AGENCY_QUERY, SANDBOX_LOCATIONS.noOffice)).resolves.toEqual({ status: 'ZERO_RESULTS', results: [] });
    await expect(searchPlaces('Another Agency', SANDBOX_LOCATIONS.austin)).resolves.toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it('[site-3.2] the details of a place carry its rating and its reviews (author_name, author_url, rating, text), in English and Spanish', async () => {
    const answer = await placeDetails('sbx-place-san-antonio');
    expect(answer.status).toBe('OK');
    expect(answer.result?.rating).toBe(4.5);
    const reviews = answer.result?.reviews ?? [];
    expect(reviews.map((r) => r.language)).toEqual(expect.arrayContaining(['en', 'es']));
    for (const r of reviews) {
      expect(typeof r.author_name).toBe('string');
      expect(typeof r.text).toBe('string');
      expect(r.rating).toBeGreaterThanOrEqual(0);
    }
    await expect(placeDetails('sbx-place-unknown')).resolves.toEqual({ status: 'NOT_FOUND' });
  });

  it('[site-7.11] loads each location: the search near it, then the details of each place found', async () => {
    await expect(loadLocationPlaces(AGENCY_QUERY, DEFAULT_REVIEW_LOCATIONS)).resolves.toEqual(defaultFound(TEST_NOW));
    expect(sandbox.records.map((r) => r.path)).toEqual([
      '/api/places/search',
      '/api/places/details',
      '/api/places/search',
      '/api/places/details',
      '/api/places/search',
      '/api/places/details',
    ]);
    await expect(loadLocationPlaces(AGENCY_QUERY, [NO_OFFICE_LOCATION])).resolves.toEqual([{ location: NO_OFFICE_LOCATION, places: [] }]);
  });

  it('[site-7.11] the fault queries fail the load', async () => {
    const tried = FAILING_FAULTS.filter(([fault]) => faultQuery(fault) !== '' && fault !== 'timeout');
    expect(tried.map(([fault]) => fault)).toEqual(expect.arrayContaining(['500', 'malformed', 'schema', 'drop']));
    for (const [fault, kind] of tried) {
      const error = await apiFailure(loadLocationPlaces(faultQuery(fault), DEFAULT_REVIEW_LOCATIONS));
      expect(error.kind, fault).toBe(kind);
    }
  });

  it('[site-7.11] refuses a blank query and coordinates out of range with 400', async () => {
    const blank = await apiFailure(request({ schema: z.unknown(), path: '/places/search', query: { query: ' ', lat: 30, lng: -97 } }));
    expect(blank.status).toBe(400);
    const far = await apiFailure(request({ schema: z.unknown(), path: '/places/search', query: { query: AGENCY_QUERY, lat: 91, lng: -97 } }));
    expect(far.status).toBe(400);
  });
});
