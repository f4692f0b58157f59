import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { detectImage, TOO_MANY_PIXELS } from '../modules/images/image-content';
import { signedInUser } from '../test/factories';
import { buildTestApp } from '../test/test-app';
import { dataExceptionMessage } from './data-exceptions';
import { findUnstorableInput, INPUT_MESSAGES } from './input-guards';

// No 500 for any input (decision 0391): every route of the OpenAPI document, signed in as a
// restaurant admin (whose guard lets every staff route through to its input) and anonymously, gets a
// NUL (\u0000 in JSON, %00 in the path and query), an unpaired surrogate and 1e308 in each of its
// declared fields — and answers 4xx, never 5xx. Runs on PGlite, and on PostgreSQL with DATABASE_URL.

const t = await buildTestApp();

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type Doc = { paths: Record<string, Record<string, Operation>> };

const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([m]) => METHODS.includes(m))
    .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

/** A request of the operation with `value` in every declared field (path, query, JSON body). */
function hostile(o: (typeof operations)[number], value: unknown, inUrl: string) {
  const url = o.path.replace(/\{[^}]+\}/g, inUrl);
  const query = (o.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => `${p.name}=${inUrl}`);
  const props = o.op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
  const body = Object.fromEntries(Object.keys(props).map((k) => [k, value]));
  return {
    method: o.method as 'GET',
    url: `${url}?${[...query, `zz=${inUrl}`].join('&')}`,
    ...(o.method === 'GET' || (o.method === 'DELETE' && Object.keys(props).length === 0)
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
  };
}

async function sweep(value: unknown, inUrl: string, as?: string) {
  const failures: string[] = [];
  const answers: LightMyRequestResponse[] = [];
  // Ten at a time: PGlite is one connection, PostgreSQL gets real concurrency.
  for (let i = 0; i < operations.length; i += 10) {
    const batch = operations.slice(i, i + 10);
    const res = await Promise.all(batch.map((o) => t.request({ ...hostile(o, value, inUrl), as })));
    res.forEach((r, j) => {
      answers.push(r);
      if (r.statusCode >= 500)
        failures.push(`${batch[j]!.method} ${batch[j]!.path} → ${r.statusCode} ${r.body}`);
    });
  }
  return { failures, answers };
}

describe('no 5xx for any input, on every route of the OpenAPI document', () => {
  it('the document lists the API (hundreds of operations)', () => {
    expect(operations.length).toBeGreaterThan(200);
  });

  it('NUL in every path parameter, query value and body field: 4xx everywhere', async () => {
    const admin = await signedInUser(t, { role: 'restaurantAdmin' });
    for (const as of [admin.cookie, undefined]) {
      const { failures, answers } = await sweep('\u0000', '%00', as);
      expect(failures).toEqual([]);
      expect(answers.every((a) => a.statusCode >= 400)).toBe(true);
    }
  });

  it('an unpaired surrogate or 1e308 in every body field: 4xx everywhere', async () => {
    const admin = await signedInUser(t, { role: 'restaurantAdmin' });
    for (const value of ['\ud800', 1e308, -1e308]) {
      const { failures } = await sweep(value, 'x', admin.cookie);
      expect(failures).toEqual([]);
    }
  });

  it('the named cases answer 400 with a message naming the field', async () => {
    const admin = await signedInUser(t, { role: 'restaurantAdmin' });
    const guests = await t.request({
      method: 'POST',
      url: '/api/bookingSession',
      as: admin.cookie,
      payload: { guestNum: 1e308 },
    });
    expect(guests.statusCode).toBe(400);
    expect(guests.json().message).toBe(`guestNum: ${INPUT_MESSAGES.number}`);
    const online = await t.request({ method: 'GET', url: '/api/online?tableId=5&menuId=%00' });
    expect(online.statusCode).toBe(400);
    expect(online.json().message).toBe(`menuId: ${INPUT_MESSAGES.nul}`);
    const log = await t.request({
      method: 'POST',
      url: '/api/utils/logError',
      payload: { title: 'x', message: 'a\u0000b' },
    });
    expect(log.statusCode).toBe(400);
    const order = await t.request({
      method: 'POST',
      url: '/api/placeOrder',
      headers: { 'content-type': 'application/json' },
      payload: '{"user":{"name":"\\ud800"}}',
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe(`user.name: ${INPUT_MESSAGES.surrogate}`);
    const payment = await t.request({ method: 'GET', url: '/api/payments/%00' });
    expect(payment.statusCode).toBeLessThan(500);
  });
});

describe('the input guard and the database safety net', () => {
  it('finds NUL, lone surrogates (high or low) and numbers past 2^53 anywhere; keeps emoji and Chinese', () => {
    expect(findUnstorableInput({ a: [{ b: 'x\u0000' }] }, '')).toEqual({
      path: 'a.0.b',
      message: INPUT_MESSAGES.nul,
    });
    expect(findUnstorableInput({ a: '\udc00' }, '')?.message).toBe(INPUT_MESSAGES.surrogate);
    expect(findUnstorableInput({ a: 'x\ud83d' }, '')?.message).toBe(INPUT_MESSAGES.surrogate);
    expect(findUnstorableInput({ n: 2 ** 60 }, '')?.path).toBe('n');
    expect(findUnstorableInput({ 'k\u0000': 1 }, '')?.message).toBe(INPUT_MESSAGES.nul);
    expect(findUnstorableInput({ a: '宫保鸡丁 🍜', n: 1_800_000_000_000, x: [1.5, -3] }, '')).toBeNull();
  });

  it("maps PostgreSQL's data exceptions (class 22) to a 400 message, nothing else", () => {
    expect(dataExceptionMessage({ code: '22003' })).toBe('A number is out of range.');
    expect(dataExceptionMessage({ message: 'Failed query', cause: { code: '22021' } })).toMatch(/character/);
    expect(dataExceptionMessage({ code: '23505' })).toBeNull();
    expect(dataExceptionMessage(new Error('boom'))).toBeNull();
  });

  it('refuses a picture whose header claims 100000 × 100000 pixels before decoding it', () => {
    const png = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png, 0);
    png.writeUInt32BE(13, 8);
    png.write('IHDR', 12, 'latin1');
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    expect(() => detectImage(png)).toThrow(TOO_MANY_PIXELS);
    png.writeUInt32BE(400, 16);
    png.writeUInt32BE(400, 20);
    expect(detectImage(png)).toEqual({ contentType: 'image/png', width: 400, height: 400 });
  });
});
