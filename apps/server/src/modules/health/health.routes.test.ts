import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();

describe('platform', () => {
  it('GET /api/health answers ok when the database answers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', websiteVersion: 106 });
  });

  it('GET /api/health/live answers ok without asking the database', async () => {
    const ping = vi.spyOn(t.deps.database, 'ping');
    const res = await t.request({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(ping).not.toHaveBeenCalled();
    ping.mockRestore();
  });

  it('unknown API routes answer 404 with a code and message', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'No route GET /api/nope' });
  });

  it('a malformed websiteVersion header answers 400 with a message', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health', headers: { websiteVersion: 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('websiteVersion header must be a number');
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
    expect(Object.keys(doc.paths)).toContain('/api/utils/logError');
  });

  it('POST /api/utils/logError stores the report and refuses a body without a title', async () => {
    const ok = await t.request({
      method: 'POST',
      url: '/api/utils/logError',
      payload: { title: 'UI crash', message: 'boom', details: { stack: 'x' } },
    });
    expect(ok.statusCode).toBe(200);
    const bad = await t.request({ method: 'POST', url: '/api/utils/logError', payload: { message: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION' });
    expect(bad.json().message).toMatch(/title/);
  });

  it('malformed JSON answers 400, never 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/utils/logError',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('refuses a state-changing request from another site', async () => {
    const cross = await t.request({
      method: 'POST',
      url: '/api/utils/logError',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { title: 't', message: 'm' },
    });
    expect(cross.statusCode).toBe(403);
    const foreignOrigin = await t.request({
      method: 'POST',
      url: '/api/utils/logError',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { title: 't', message: 'm' },
    });
    expect(foreignOrigin.statusCode).toBe(403);
    const sameOrigin = await t.request({
      method: 'POST',
      url: '/api/utils/logError',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { title: 't', message: 'm' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe('readiness', () => {
  it('GET /api/health/ready: 200 when the database answers and every migration is applied (no Redis here)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', redis: 'not configured' },
    });
  });

  it('503 naming the check when a migration is missing, the database fails or Redis does not answer', async () => {
    const query = vi.spyOn(t.deps.database, 'query').mockResolvedValueOnce([{ n: 1 }]);
    const missing = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(missing.statusCode).toBe(503);
    expect(missing.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', migrations: 'failed', redis: 'not configured' },
    });
    query.mockRestore();

    const ping = vi.spyOn(t.deps.database, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    const down = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json().checks).toMatchObject({ database: 'failed' });
    ping.mockRestore();

    t.deps.events.ping = () => Promise.reject(new Error('redis down'));
    const redis = await t.request({ method: 'GET', url: '/api/health/ready' });
    delete t.deps.events.ping;
    expect(redis.statusCode).toBe(503);
    expect(redis.json().checks).toEqual({ database: 'ok', migrations: 'ok', redis: 'failed' });
  });
});
