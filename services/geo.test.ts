/**
 * The geocoder (site-7.12) through the real client against the in-process sandbox, and the
 * browser's geolocation call (site-7.13, site-9.3).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { GEO_FAULT_QUERIES, GEO_MESSAGES, SANDBOX_GEO, SANDBOX_POSITIONS } from '../fixtures/data/geo';
import { apiFailure, connectSandbox, FAILING_FAULTS, type SandboxHarness } from '../fixtures/sandbox/testing';
import { geocode, geocodeSearch, postalCodeAt, reverseGeocode } from './geo';
import { GEOLOCATION_OPTIONS, locateVisitor, type GeolocationLike } from './geolocation';
import { request } from './http';
import * as z from 'zod/mini';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox();
});

const faultQuery = (fault: string) => Object.keys(GEO_FAULT_QUERIES).find((q) => GEO_FAULT_QUERIES[q] === fault) ?? '';

describe('geocode', () => {
  it('[site-7.12] geocodes a ZIP to its centre and postal code, with GET and the header object', async () => {
    await expect(geocode(SANDBOX_GEO.zip)).resolves.toEqual({
      status: 'OK',
      results: [{ formattedAddress: 'Austin, TX 78701, USA', postalCode: '78701', location: { lat: 30.2713, lng: -97.7426 } }],
    });
    const [record] = sandbox.records;
    expect(record?.method).toBe('GET');
    expect(record?.path).toBe('/api/geo/geocode');
    expect(record?.query.address).toBe('78701');
    expect(record?.query.lang).toBe('en');
  });

  it('[site-7.12] geocodes "City, ST" and "City, State" to a point of that city', async () => {
    for (const q of [SANDBOX_GEO.place, 'San Antonio Texas', 'el paso, tx']) {
      const found = await geocodeSearch(q);
      expect(found.found, q).toBe(true);
      if (found.found) expect(found.formattedAddress, q).toMatch(/^(San Antonio|El Paso), TX \d{5}, USA$/);
    }
  });

  it('[site-7.12 site-8.2] a place it does not know is ZERO_RESULTS: nothing found', async () => {
    for (const q of [SANDBOX_GEO.zipNotFound, SANDBOX_GEO.placeNotFound]) {
      await expect(geocode(q)).resolves.toEqual({ status: 'ZERO_RESULTS', results: [] });
      await expect(geocodeSearch(q)).resolves.toEqual({ found: false });
    }
  });

  it('[site-8.5] the fault queries fail the call', async () => {
    const tried = FAILING_FAULTS.filter(([fault]) => faultQuery(fault) !== '');
    expect(tried.map(([fault]) => fault)).toEqual(expect.arrayContaining(['500', 'malformed', 'schema', 'drop']));
    for (const [fault, kind] of tried.filter(([fault]) => fault !== 'timeout')) {
      const error = await apiFailure(geocode(faultQuery(fault)));
      expect(error.kind, fault).toBe(kind);
    }
  });

  it('[site-7.12] refuses an empty address with 400', async () => {
    const error = await apiFailure(request({ schema: z.unknown(), path: '/geo/geocode', query: { address: ' ' } }));
    expect(error.status).toBe(400);
    expect(error.message).toBe(GEO_MESSAGES.address);
  });
});

describe('reverse geocode', () => {
  it('[site-7.12] turns the browser\'s location into a postal code', async () => {
    await expect(postalCodeAt(SANDBOX_POSITIONS.austin)).resolves.toBe('78701');
    expect(sandbox.records[0]?.query).toMatchObject({ lat: '30.2747', lng: '-97.7404' });
  });

  it('[site-7.12] turns an office\'s coordinates into its postal code; a point at sea has none', async () => {
    await expect(postalCodeAt({ latitude: 31.5564, longitude: -97.1334 })).resolves.toBe('76701');
    await expect(reverseGeocode({ latitude: 0, longitude: 0 })).resolves.toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it('[site-7.12] refuses coordinates out of range with 400', async () => {
    const error = await apiFailure(request({ schema: z.unknown(), path: '/geo/reverse', query: { lat: 95, lng: 0 } }));
    expect(error.status).toBe(400);
    expect(error.message).toBe(GEO_MESSAGES.latLng);
  });
});

describe('browser geolocation', () => {
  const fake = (answer: { coords?: { latitude: number; longitude: number }; error?: { code: number; message: string } }) => {
    const asked: Array<PositionOptions | undefined> = [];
    const geo: GeolocationLike = {
      getCurrentPosition(ok, fail, options) {
        asked.push(options);
        if (answer.coords) ok({ coords: answer.coords } as GeolocationPosition);
        else fail?.({ ...answer.error, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
      },
    };
    return { geo, asked };
  };

  it('[site-7.13 site-9.3] asks for high accuracy, a 15 000 ms timeout and no cached position', async () => {
    const { geo, asked } = fake({ coords: SANDBOX_POSITIONS.austin });
    await expect(locateVisitor(geo)).resolves.toEqual({ located: true, ...SANDBOX_POSITIONS.austin });
    expect(asked).toEqual([{ enableHighAccuracy: true, timeout: 15000, maximumAge: 0 }]);
    expect(GEOLOCATION_OPTIONS.timeout).toBe(15_000);
  });

  it('[site-8.1] a failure is an answer with its code and message, never an exception', async () => {
    const { geo } = fake({ error: { code: 1, message: 'User denied Geolocation' } });
    await expect(locateVisitor(geo)).resolves.toEqual({ located: false, code: 1, message: 'User denied Geolocation' });
    await expect(locateVisitor(undefined)).resolves.toMatchObject({ located: false, code: 0 });
  });
});
