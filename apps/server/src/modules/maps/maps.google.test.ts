import { MAPS_MESSAGES } from '@rpos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { buildTestApp } from '../../test/test-app';
import { createGoogleMapsProvider, toAddress } from './google-maps-provider';
import { startGooglePlacesFake } from './google-places-fake';
import { MapsUnavailableError } from './maps-provider';

// MAPS_PROVIDER=google against a local fake of Places API (New).
const fake = await startGooglePlacesFake('test-key');
afterAll(() => fake.close());
const t = await buildTestApp({
  maps: { provider: 'google', googleApiKey: 'test-key', googleBaseUrl: fake.url },
});

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: new Date('2025-06-02T02:00:00Z') });
});

const get = (url: string, ip = '10.0.0.1') => t.app.inject({ method: 'GET', url, remoteAddress: ip });

describe('google maps provider', () => {
  it('asks places:autocomplete for Australia, around the restaurant, with the key and session token', async () => {
    const res = await get(
      '/api/maps/autocomplete?input=12%20George%20St&restaurantId=goldendragon&sessionToken=tok-1',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      suggestions: [
        {
          placeId: 'ChIJgeorge12',
          description: '12 George Street, Sydney NSW, Australia',
          mainText: '12 George Street',
          secondaryText: 'Sydney NSW, Australia',
        },
        {
          placeId: 'ChIJgeorge12p',
          description: '12 George Street, Parramatta NSW, Australia',
          mainText: '12 George Street',
          secondaryText: 'Parramatta NSW, Australia',
        },
      ],
    });
    const call = fake.calls.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v1/places:autocomplete');
    expect(call.headers['x-goog-api-key']).toBe('test-key');
    expect(call.headers['x-goog-fieldmask']).toContain('suggestions.placePrediction.placeId');
    expect(call.body).toMatchObject({
      input: '12 George St',
      includedRegionCodes: ['au'],
      sessionToken: 'tok-1',
      locationBias: { circle: { center: { latitude: -33.8766, longitude: 151.2036 }, radius: 20_000 } },
    });
  });

  it('sends no bias for an unknown restaurant', async () => {
    expect((await get('/api/maps/autocomplete?input=12%20George&restaurantId=nowhere')).statusCode).toBe(200);
    expect(fake.calls.at(-1)!.body).not.toHaveProperty('locationBias');
  });

  it('reads the place with a field mask and maps addressComponents to our Address', async () => {
    const res = await get(
      '/api/maps/place?placeId=ChIJgeorge12&restaurantId=goldendragon&sessionToken=tok-1',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      placeId: 'ChIJgeorge12',
      address: {
        country: 'Australia',
        countryCode: 'AU',
        line1: '12 George Street',
        line2: '',
        line3: '',
        city: 'Sydney',
        stateOrProvince: 'New South Wales',
        stateOrProvinceCode: 'NSW',
        postalCode: '2000',
        location: { lat: -33.8611, lng: 151.2083 },
      },
      formatted: '12 George Street, Sydney NSW 2000',
    });
    const call = fake.calls.at(-1)!;
    expect(call.method).toBe('GET');
    expect(call.path).toBe('/v1/places/ChIJgeorge12');
    expect(call.query.get('sessionToken')).toBe('tok-1');
    expect(call.headers['x-goog-fieldmask']).toBe('id,formattedAddress,addressComponents,location');
    expect(call.headers['x-goog-api-key']).toBe('test-key');
  });

  it('writes a unit as unit/number and falls back to postal_town for the city', () => {
    const a = toAddress([
      { longText: '2', types: ['subpremise'] },
      { longText: '140', types: ['street_number'] },
      { longText: 'Campbell Parade', types: ['route'] },
      { longText: 'Bondi Beach', types: ['postal_town'] },
      { longText: 'New South Wales', shortText: 'NSW', types: ['administrative_area_level_1'] },
    ]);
    expect(a).toMatchObject({
      line1: '2/140 Campbell Parade',
      city: 'Bondi Beach',
      stateOrProvinceCode: 'NSW',
    });
    expect(a.location).toBeNull();
  });

  it('answers 404 for an unknown place and 400 for a place outside Australia', async () => {
    const missing = await get('/api/maps/place?placeId=ChIJnothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MAPS_MESSAGES.placeNotFound);
    expect((await get('/api/maps/place?placeId=not%20a%20google%20id')).statusCode).toBe(404);
    const nz = await get('/api/maps/place?placeId=ChIJauckland');
    expect(nz.statusCode).toBe(400);
    expect(nz.json().message).toBe(MAPS_MESSAGES.notInAustralia);
  });

  it('answers 502 with a clear message when Google fails, never 500', async () => {
    for (const url of [
      '/api/maps/autocomplete?input=fail',
      '/api/maps/autocomplete?input=quota',
      '/api/maps/place?placeId=ChIJbroken',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(502);
      expect(res.json()).toEqual({ code: 'MAPS_UNAVAILABLE', message: MAPS_MESSAGES.unavailable });
    }
  });

  it('fails with MapsUnavailableError when the key is refused or Google cannot be reached', async () => {
    const wrongKey = createGoogleMapsProvider({ apiKey: 'wrong', baseUrl: fake.url });
    await expect(wrongKey.autocomplete('12 George', {})).rejects.toMatchObject({
      status: 502,
      message: MAPS_MESSAGES.unavailable,
      detail: 'HTTP 403 PERMISSION_DENIED API key not valid.',
    });
    const down = createGoogleMapsProvider({ apiKey: 'test-key', baseUrl: 'http://127.0.0.1:9' });
    await expect(down.place('ChIJgeorge12', {})).rejects.toBeInstanceOf(MapsUnavailableError);
  });
});
