import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEMO_MARKETING_EMAIL } from './demo-accounts';

const root = resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where signedInPage keeps each account's signed-in state for the run. */
    authStateDir: string;
  }
}

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

/**
 * Starts the built server on a fresh embedded database with the demo data and history, as a newcomer would,
 * with the demo's marketing account configured (MARKETING_ACCOUNT_EMAIL).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // E2E_BASE_URL: journeys against a server already running (started as below), while writing one.
  const given = process.env.E2E_BASE_URL;
  if (given) {
    project.provide('baseURL', given);
    const dir = mkdtempSync(join(tmpdir(), 'rpos-e2e-auth-'));
    project.provide('authStateDir', dir);
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const main = join(root, 'apps/server/dist/main.js');
  if (!existsSync(main) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The app is not built: run `npm run build` (npm run test:e2e does it).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'rpos-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, REDIS_URL: _ignored2, ...env } = process.env;
  const server: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // Not production: NODE_ENV=production refuses the demo data these journeys sign in with (decision 0472).
      NODE_ENV: 'development',
      // The demo's marketing account (not an admin) sees the Marketing menu, as a restaurant would set it.
      MARKETING_ACCOUNT_EMAIL: DEMO_MARKETING_EMAIL,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));

  // The server seeds the demo data and the demo restaurants' 120-day history before it listens
  // (decision 0152): ~15 s on a quiet machine, more on a busy one.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  const authStateDir = mkdtempSync(join(tmpdir(), 'rpos-e2e-auth-'));
  project.provide('authStateDir', authStateDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(authStateDir, { recursive: true, force: true });
  };
}
