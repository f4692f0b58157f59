import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../demo/seed';
import { buildTestApp } from '../test/test-app';
import { adminUrl, dropDatabase, MIGRATIONS_DIR } from '../test/test-paths';
import { loadConfig } from './config';
import { refuseDemoSignIns } from './production-rules';

// NODE_ENV=production refuses demo data, test-only settings and default secrets (decision 0472), and
// the built server starts as the Docker image runs it: NODE_ENV=production, migrations at start.

const serverRoot = resolve(import.meta.dirname, '../..');
const PROD = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://pos.example.com',
  PAYMENT_SANDBOX_WEBHOOK_SECRET: 'a-secret-of-our-own',
};
const load = (env: Record<string, string>) => loadConfig(env, { migrationsDir: MIGRATIONS_DIR });

describe('NODE_ENV=production refuses', () => {
  it('nothing in a proper environment: no demo data by default', () => {
    const config = load(PROD);
    expect(config.env).toBe('production');
    expect(config.seedDemoData).toBe(false);
    expect(load({}).seedDemoData).toBe(true);
  });

  it.each([
    [{ SEED_DEMO_DATA: 'true' }, /SEED_DEMO_DATA=true: the demo sign-ins have public passwords/],
    [{ STRIPE_API_BASE: 'http://127.0.0.1:4010' }, /STRIPE_API_BASE and ADYEN_API_BASE/],
    [{ ADYEN_API_BASE: 'http://127.0.0.1:4010' }, /STRIPE_API_BASE and ADYEN_API_BASE/],
    [{ RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' }, /RECAPTCHA_VERIFY_URL=.*must be an https/],
    [{ GOOGLE_MAPS_BASE_URL: 'http://127.0.0.1:9' }, /GOOGLE_MAPS_BASE_URL=.*must be an https/],
    [{ UBER_EATS_AUTH_URL: 'http://127.0.0.1:9/token' }, /UBER_EATS_AUTH_URL=.*must be an https/],
    [
      { PAYMENT_SANDBOX_WEBHOOK_SECRET: 'sandbox-webhook-secret' },
      /PAYMENT_SANDBOX_WEBHOOK_SECRET is the public default/,
    ],
    [{ PUBLIC_URL: undefined }, /PUBLIC_URL unset/],
  ] as [Record<string, string | undefined>, RegExp][])('%o', (change, message) => {
    const env = { ...PROD, ...change } as Record<string, string>;
    for (const [k, v] of Object.entries(change)) if (v === undefined) delete env[k];
    expect(() => load(env)).toThrow(message);
    // The same settings are fine outside production.
    expect(() => load({ ...env, NODE_ENV: 'development' })).not.toThrow();
  });

  it('lists every problem at once', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(
      /NODE_ENV=production refuses:\n {2}- PAYMENT_SANDBOX_WEBHOOK_SECRET.*\n {2}- PUBLIC_URL unset/,
    );
  });

  it('a METRICS_TOKEN shorter than 16 characters, anywhere', () => {
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('a database holding the demo sign-ins', async () => {
    const t = await buildTestApp();
    await expect(refuseDemoSignIns(t.deps.database)).resolves.toBeUndefined();
    await seedDemoDataIfEmpty(t.db, { now: new Date() });
    await expect(refuseDemoSignIns(t.deps.database)).rejects.toThrow(
      /refuses a database with the demo sign-ins \(admin@rpos\.demo, .*their passwords are public/,
    );
  }, 120_000);
});

// ---- the built server, as production runs it ----

const pgUrl = process.env.DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), 'rpos-ops-prod-'));
let databaseName: string | undefined;
let server: ChildProcess | undefined;

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });
}

beforeAll(async () => {
  // The same bundle `npm run build` makes (dist/main.js, dist/ops-cli.js): ~1 s.
  await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: serverRoot });
}, 60_000);

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
  if (databaseName) await dropDatabase(pgUrl!, databaseName);
});

/** Runs dist/main.js with `env`; answers the process and its output so far. */
function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const { DATABASE_URL: _a, REDIS_URL: _b, NODE_ENV: _c, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(serverRoot, 'dist/main.js')], {
    cwd: work,
    env: { ...inherited, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (d) => (text += d));
  child.stderr?.on('data', (d) => (text += d));
  return { child, output: () => text };
}

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((ok) => child.once('exit', (code) => ok(code)));

describe('the built server as production runs it', () => {
  it("imports only the server package's dependencies (it runs after npm ci --omit=dev)", () => {
    const pkg = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8'));
    const allowed = new Set([...Object.keys(pkg.dependencies), ...builtinModules]);
    for (const file of ['dist/main.js', 'dist/ops-cli.js']) {
      const code = readFileSync(join(serverRoot, file), 'utf8');
      // esbuild writes one import statement a line; bundled CommonJS may still require() builtins.
      const specifiers = [
        ...code.matchAll(/^import\s(?:[^;]*?\sfrom\s)?"([^"]+)";$/gm),
        ...code.matchAll(/\bimport\("([^"]+)"\)/g),
        ...code.matchAll(/\brequire\("([^"]+)"\)/g),
      ].map((m) => m[1]!);
      expect(specifiers.length).toBeGreaterThan(5);
      for (const s of specifiers) {
        if (s.startsWith('node:')) continue;
        const name = s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!;
        expect(allowed.has(name), `${file} imports ${s}, not a dependency of @rpos/server`).toBe(true);
      }
    }
  });

  it('refuses to start with demo data', async () => {
    const { child, output } = start({ ...PROD, SEED_DEMO_DATA: 'true', DATA_DIR: join(work, 'refused') });
    expect(await exited(child)).toBe(1);
    expect(output()).toMatch(/NODE_ENV=production refuses:\n\s+- SEED_DEMO_DATA=true/);
  }, 120_000);

  it('migrates an empty database at start, seeds nothing, answers ready, metrics with the token, stops on SIGTERM', async () => {
    const env: Record<string, string> = {
      ...PROD,
      PORT: String(await freePort()),
      METRICS_TOKEN: 'production-test-metrics-token',
      DATA_DIR: join(work, 'data'),
    };
    if (pgUrl) {
      databaseName = `rpos_ops_prod_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl(pgUrl) });
      await admin.connect();
      await admin.query(`create database ${databaseName}`);
      await admin.end();
      const u = new URL(pgUrl);
      u.pathname = `/${databaseName}`;
      env.DATABASE_URL = u.toString();
    }
    const { child, output } = start(env);
    server = child;
    const base = `http://127.0.0.1:${env.PORT}`;
    const deadline = Date.now() + 150_000;
    let ready: Response | undefined;
    while (Date.now() < deadline && child.exitCode === null) {
      ready = await fetch(`${base}/api/health/ready`).catch(() => undefined);
      if (ready?.ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(ready?.status, output()).toBe(200);
    expect(await ready!.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', redis: 'not configured' },
    });
    // No demo data: the demo admin cannot sign in, no demo restaurant answers.
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@rpos.demo', password: 'demo-admin' }),
    });
    expect(login.status).toBe(401);
    expect(output()).not.toContain('Demo sign-ins');
    const metrics = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${env.METRICS_TOKEN}` },
    });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(
      /rpos_http_request_duration_seconds_count\{method="POST",route="\/api\/login",status_code="401"\} 1/,
    );
    expect((await fetch(`${base}/metrics`)).status).toBe(401);

    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
  }, 180_000);
});
