import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { OnlineResponse } from '@rpos/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../demo/seed';
import { openSse } from '../modules/realtime/sse-test-client';
import { buildTestApp } from '../test/test-app';
import { COMPRESSIBLE_TYPES } from './compression';

const t = await buildTestApp();
const NOW = new Date('2025-06-02T02:00:00Z');
let base = '';

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  t.setNow(NOW);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('API answers are compressed on the fly', () => {
  it('compresses a JSON answer of more than a packet, brotli first, else gzip', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.body;
    expect(json.length).toBeGreaterThan(1024);

    const br = await get('/api/docs/json', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);
    expect(br.rawPayload.length).toBeLessThan(json.length / 3);

    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(json);
  });

  it('compresses a large answer of an API route', async () => {
    const plain = await get('/api/restaurantInfo?restaurantId=goldendragon');
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get('/api/restaurantInfo?restaurantId=goldendragon', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves an answer smaller than a packet as it is', async () => {
    const res = await get('/api/health/live', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTruthy();
  });

  it('leaves GET /api/online in its own pre-made encoding: compressed once, valid JSON', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await get('/api/online?menuId=goldendragon&tableId=5', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      const text = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(res.rawPayload).toString();
      expect(OnlineResponse.parse(JSON.parse(text)).menu).toBeTruthy();
    }
  });

  it('compresses text and JSON only: never images, PDFs, octet streams or event streams', async () => {
    for (const type of [
      'application/json; charset=utf-8',
      'text/csv',
      'text/html; charset=utf-8',
      'image/svg+xml',
    ]) {
      expect(COMPRESSIBLE_TYPES.test(type), type).toBe(true);
    }
    for (const type of [
      'image/png',
      'image/jpeg',
      'image/webp',
      'application/pdf',
      'application/octet-stream',
      'text/event-stream; charset=utf-8',
    ]) {
      expect(COMPRESSIBLE_TYPES.test(type), type).toBe(false);
    }
    const menu = OnlineResponse.parse((await get('/api/online?menuId=goldendragon&tableId=5')).json());
    const image = menu.menu!.categories.flatMap((c) => c.items).find((d) => d.image)!.image!;
    const res = await get(image, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    expect(res.rawPayload.length).toBeGreaterThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a Server-Sent Events stream', async () => {
    const sse = await openSse(`${base}/api/online/events?menuId=goldendragon&tableId=5`, {
      'accept-encoding': 'br, gzip',
    });
    try {
      expect(sse.status).toBe(200);
      expect(sse.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(sse.headers.get('content-encoding')).toBeNull();
      // The hijacked stream still carries the API's security headers.
      expect(sse.headers.get('x-content-type-options')).toBe('nosniff');
      await sse.next((e) => e.event === 'qrSettings');
      expect(sse.raw()).toMatch(/^retry: \d+/);
    } finally {
      sse.close();
    }
  });
});
