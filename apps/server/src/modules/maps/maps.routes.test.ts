import { MAPS_MESSAGES } from '@rpos/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { buildTestApp } from '../../test/test-app';
import { MAPS_REQUESTS_PER_MINUTE } from './maps-rate-limit';
import { encodeOfflinePlaceId } from './offline-maps-provider';

// The offline default (MAPS_PROVIDER unset): the built-in gazetteer.
const t = await buildTestApp();
const NOW = new Date('2025-06-02T02:00:00Z');

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  t.setNow(NOW);
});

let ipCounter = 0;
/** A new client address per call unless given: the rate limit is tested on its own. */
const get = (url: string, ip = `10.1.0.${++ipCounter % 250}`) =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip });
const suggest = async (input: string, restaurantId?: string) => {
  const q = new URLSearchParams({ input, ...(restaurantId ? { restaurantId } : {}) });
  const res = await get(`/api/maps/autocomplete?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().suggestions as {
    placeId: string;
    description: string;
    mainText: string;
    secondaryText: string;
  }[];
};

describe('GET /api/maps/autocomplete (offline)', () => {
  it('completes "12 George St Syd" to Sydney NSW 2000', async () => {
    const [first, ...rest] = await suggest('12 George St Syd', 'goldendragon');
    expect(first).toMatchObject({
      description: '12 George St, Sydney NSW 2000',
      mainText: '12 George St',
      secondaryText: 'Sydney NSW 2000',
    });
    expect(first!.placeId).toMatch(/^offline:[\w-]+$/);
    expect(rest.map((s) => s.description)).toContain('12 George St, Sydney Olympic Park NSW 2127');
  });

  it('finds a postcode, alone or after a street', async () => {
    const bondi = await suggest('2026', 'bondibites');
    expect(bondi.map((s) => s.description)).toEqual([
      'Bondi Beach NSW 2026',
      'North Bondi NSW 2026',
      'Tamarama NSW 2026',
      'Bondi NSW 2026',
    ]);
    const george = await suggest('12 george street, 2000');
    expect(george[0]!.description).toBe('12 George Street, Sydney NSW 2000');
    expect(george.every((s) => s.description.endsWith('NSW 2000'))).toBe(true);
  });

  it('keeps at most 5 suggestions, nearest the restaurant first', async () => {
    const near = await suggest('2/140 Campbell Pde', 'bondibites');
    expect(near).toHaveLength(5);
    expect(near[0]!.description).toBe('2/140 Campbell Pde, Bondi Beach NSW 2026');
  });

  it('biases a suburb name to the restaurant state', async () => {
    const [first] = await suggest('Paddington', 'goldendragon');
    expect(first!.description).toBe('Paddington NSW 2021');
    const qld = await suggest('Paddington QLD');
    expect(qld.map((s) => s.description)).toEqual(['Paddington QLD 4064']);
  });

  it('reads a locality after a street type that is also part of the name', async () => {
    const [first] = await suggest('5 Acland St St Kilda');
    expect(first!.description).toBe('5 Acland St, St Kilda VIC 3182');
  });

  it('completes a street alone with the suburbs nearest the restaurant', async () => {
    const near = await suggest('12 George St', 'goldendragon');
    const lines = near.map((s) => s.description);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe('12 George St, Haymarket NSW 2000');
    expect(lines).toContain('12 George St, Sydney NSW 2000');
    expect(lines.every((l) => l.startsWith('12 George St, ') && l.includes(' NSW '))).toBe(true);
  });

  it('suggests nothing for words that are neither a street nor a place', async () => {
    expect(await suggest('xyzzy')).toEqual([]);
  });

  it('refuses input shorter than 3 or longer than 200 characters, and no input, with 400', async () => {
    for (const url of [
      '/api/maps/autocomplete?input=ab',
      `/api/maps/autocomplete?input=${'x'.repeat(201)}`,
      '/api/maps/autocomplete',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await get('/api/maps/autocomplete?input=%20%20ab%20')).json().message).toContain(
      MAPS_MESSAGES.inputTooShort,
    );
  });
});

describe('GET /api/maps/place (offline)', () => {
  it('round-trips a suggestion placeId to the §3 address', async () => {
    const [first] = await suggest('12 George St Syd', 'goldendragon');
    const res = await get(
      `/api/maps/place?placeId=${encodeURIComponent(first!.placeId)}&restaurantId=goldendragon`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      placeId: first!.placeId,
      address: {
        country: 'Australia',
        countryCode: 'AU',
        line1: '12 George St',
        line2: '',
        line3: '',
        city: 'Sydney',
        stateOrProvince: 'New South Wales',
        stateOrProvinceCode: 'NSW',
        postalCode: '2000',
        location: { lat: -33.8688, lng: 151.2093 },
      },
      formatted: '12 George St, Sydney NSW 2000',
    });
  });

  it('answers 404 for a place id it cannot read or a locality it does not know; 400 for none', async () => {
    const unknown = encodeOfflinePlaceId({ s: '1 Main St', c: 'Atlantis', st: 'NSW', p: '2999' });
    for (const id of ['offline:not-base64-json', 'ChIJsomethingFromGoogle', unknown]) {
      const res = await get(`/api/maps/place?placeId=${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: MAPS_MESSAGES.placeNotFound });
    }
    expect((await get('/api/maps/place?placeId=')).statusCode).toBe(400);
    expect((await get('/api/maps/place')).statusCode).toBe(400);
  });
});

describe('maps rate limit', () => {
  it(`allows ${MAPS_REQUESTS_PER_MINUTE} calls a minute per address, then 429 with Retry-After`, async () => {
    const ip = '10.200.0.1';
    t.setNow(NOW);
    for (let i = 0; i < MAPS_REQUESTS_PER_MINUTE; i++)
      expect((await get('/api/maps/autocomplete?input=Bondi', ip)).statusCode).toBe(200);
    const over = await get('/api/maps/place?placeId=x', ip);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('60');
    expect(over.json().message).toBe(MAPS_MESSAGES.tooManyRequests);
    expect((await get('/api/maps/autocomplete?input=Bondi', '10.200.0.2')).statusCode).toBe(200);
    t.setNow(new Date(NOW.getTime() + 60_000));
    expect((await get('/api/maps/autocomplete?input=Bondi', ip)).statusCode).toBe(200);
    t.setNow(NOW);
  });
});
