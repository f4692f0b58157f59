import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';
import { MIGRATIONS_DIR } from '../test/test-paths';
import { ENV_VARIABLES, loadConfig } from './config';
import { registry } from './metrics/metrics';

// Docker cannot run on the machines that test this project: what can be checked without it is checked
// here (decision 0473). The image's entry point itself runs in production.test.ts.

const root = resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(resolve(root, file), 'utf8');
const example = Object.fromEntries(
  read('deploy/rpos.env.example')
    .split('\n')
    .filter((l) => /^[A-Z_]+=/.test(l))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
);

/** ${VAR:?msg}, ${VAR:-default} and ${VAR} as compose fills them from .env. */
const substitute = (value: string, env: Record<string, string>) =>
  value.replace(
    /\$\{([A-Z_]+)(?::([?-])([^}]*))?\}/g,
    (_, name: string, kind?: string, rest?: string) => env[name] ?? (kind === '-' ? (rest ?? '') : ''),
  );

/** The x-app block's environment of compose.yaml, filled from the example .env. */
function composeAppEnv(): Record<string, string> {
  const lines = read('compose.yaml').split('\n');
  const start = lines.findIndex((l) => l.startsWith('x-app:'));
  const envAt = lines.findIndex((l, i) => i > start && l.trim() === 'environment:');
  const env: Record<string, string> = {};
  for (const line of lines.slice(envAt + 1)) {
    const m = line.match(/^ {4}([A-Z_]+): (.*)$/);
    if (!m) break;
    env[m[1]!] = substitute(m[2]!.replace(/^"|"$/g, ''), example);
  }
  return env;
}

describe('the deployment recipe', () => {
  it('compose.yaml: two app instances on PostgreSQL and Redis behind Caddy, a production config that passes', () => {
    const compose = read('compose.yaml');
    expect(compose).toMatch(/^ {2}app1: \*app$/m);
    expect(compose).toMatch(/^ {2}app2: \*app$/m);
    for (const service of ['postgres', 'redis', 'caddy'])
      expect(compose).toMatch(new RegExp(`^ {2}${service}:$`, 'm'));
    const env = composeAppEnv();
    for (const key of Object.keys(env)) expect(ENV_VARIABLES, `compose.yaml sets ${key}`).toContain(key);
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      REDIS_URL: 'redis://redis:6379',
    });
    const config = loadConfig(env, { migrationsDir: MIGRATIONS_DIR });
    expect(config.databaseUrl).toBe(`postgres://rpos:${example.POSTGRES_PASSWORD}@postgres:5432/rpos`);
    expect(config.publicUrl).toBe(`https://${example.SITE_ADDRESS}`);
    expect(config.trustProxy).toBe(true);
    expect(config.seedDemoData).toBe(false);
    expect(compose).toContain('/api/health/ready');
  });

  it('the systemd unit: the embedded database and a daily backup, a production config that passes', () => {
    const unit = read('deploy/rpos.service');
    const env: Record<string, string> = { ...example };
    for (const m of unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)) env[m[1]!] = m[2]!;
    for (const key of Object.keys(env).filter((k) => k !== 'SITE_ADDRESS' && k !== 'POSTGRES_PASSWORD'))
      expect(ENV_VARIABLES, `the unit or the example sets ${key}`).toContain(key);
    env.PUBLIC_URL = `https://${example.SITE_ADDRESS}`;
    const config = loadConfig(env, { migrationsDir: MIGRATIONS_DIR });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.backup).toEqual({
      dir: '/media/backup/rpos',
      hour: 3,
      keep: 14,
      timeZone: 'Australia/Sydney',
    });
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node apps\/server\/dist\/main\.js$/m);
    expect(unit).toMatch(/^User=rpos$/m);
  });

  it('the Dockerfile: multi-stage, npm ci --omit=dev, the built server and web app, non-root, health-checked', () => {
    const docker = read('Dockerfile');
    expect(docker.match(/^FROM /gm)?.length).toBe(3);
    expect(docker).toMatch(/npm ci --omit=dev/);
    for (const path of ['apps/server/dist', 'apps/server/drizzle', 'apps/web/dist'])
      expect(docker).toContain(`COPY --from=build /app/${path} ${path}`);
    expect(docker).toMatch(/ENV NODE_ENV=production/);
    const user = docker.lastIndexOf('\nUSER node');
    expect(user).toBeGreaterThan(docker.lastIndexOf('\nFROM '));
    expect(docker.indexOf('\nCMD ["node", "apps/server/dist/main.js"]')).toBeGreaterThan(user);
    expect(read('apps/server/build.mjs')).toContain("entryPoints: ['src/main.ts', 'src/ops-cli.ts']");
    expect(docker).toContain('/api/health/ready');
  });

  it('the Caddyfile: TLS by site address, both instances, ready checks, SSE unbuffered, no /metrics', () => {
    const caddy = read('deploy/Caddyfile');
    expect(caddy).toMatch(/^\{\$SITE_ADDRESS\} \{$/m);
    expect(caddy).toMatch(/reverse_proxy app1:3000 app2:3000/);
    expect(caddy).toMatch(/health_uri \/api\/health\/ready/);
    expect(caddy).toMatch(/flush_interval -1/);
    expect(caddy).toMatch(/@metrics path \/metrics\s+respond @metrics 404/);
  });

  it('the alert rules name only series the server exports; the health checks answer', async () => {
    const t = await buildTestApp();
    expect((await t.request({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    const exported = new Set((await registry.getMetricsAsJSON()).map((m) => m.name));
    const used = new Set(
      [...read('deploy/alerts.yml').matchAll(/\b((?:rpos|nodejs)_[a-z0-9_]+)/g)].map((m) => m[1]!),
    );
    expect(used.size).toBeGreaterThan(6);
    for (const name of used) {
      const base = name.replace(/_(count|sum|bucket)$/, '');
      expect(exported.has(name) || exported.has(base), `${name} is exported`).toBe(true);
    }
  });
});
