#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest, with each step's time printed at the end.
//
// Without DATABASE_URL (a newcomer's machine) the server suite runs on embedded PGlite. With
// DATABASE_URL (CI) it runs once on PostgreSQL, and a PGlite smoke set (migrations, seed, one request
// per module) checks the embedded database path: the full suite twice cost CI a third of its time
// (decision 0095).
import { spawn } from 'node:child_process';

const withPostgres = Boolean(process.env.DATABASE_URL);
const { DATABASE_URL: _pg, REDIS_URL: _redis, ...envWithoutServices } = process.env;

/** @type {{ name: string, run: Array<{ cmd: string, env?: NodeJS.ProcessEnv }> | { cmd: string, env?: NodeJS.ProcessEnv } }[]} */
const steps = [
  // Biome + ESLint and the type check each keep one core busy: run them side by side.
  { name: 'lint and type check', run: [{ cmd: 'npm run lint' }, { cmd: 'npm run typecheck' }] },
  { name: 'unit tests (domain, web)', run: { cmd: 'npm run test:unit' } },
  withPostgres
    ? { name: 'server tests on PostgreSQL', run: { cmd: 'npm run test:server' } }
    : { name: 'server tests on PGlite', run: { cmd: 'npm run test:server' } },
  ...(withPostgres
    ? [
        {
          name: 'server smoke set and backups on PGlite',
          // With the smoke set, the embedded database's backups (through the running server's socket,
          // the daily backup): on PostgreSQL the same files test pg_dump instead (decision 0470).
          run: {
            cmd: 'npm run test:server -- src/test/pglite-smoke.test.ts src/platform/backup',
            env: envWithoutServices,
          },
        },
        {
          // A short dinner rush for its integrity checks (decision 0410; issue 27): its own database,
          // seeded and analysed as a fresh install; fails on a 5xx, an error or a broken bill, not on time.
          name: 'short rush on PostgreSQL (integrity)',
          run: { cmd: 'npx tsx bench/rush.ts --rate 3 --seconds 30' },
        },
      ]
    : []),
  // The build, then the diner menu's first download against its budget (decision 0261) and every other
  // diner route's against its own (decision 0563).
  {
    name: 'build',
    run: { cmd: 'npm run build && node bench/route-bundle-size.mjs --budget-kb 125 --budgets' },
  },
  { name: 'browser journeys', run: { cmd: 'npx vitest run --project e2e' } },
];

function runCommand({ cmd, env }) {
  return new Promise((resolve) => {
    const child = spawn(cmd, { shell: true, stdio: 'inherit', env: env ?? process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const times = [];
const started = Date.now();
let failed;
for (const step of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${step.name}`);
  const commands = Array.isArray(step.run) ? step.run : [step.run];
  const codes = await Promise.all(commands.map(runCommand));
  times.push({ step: step.name, seconds: (Date.now() - t0) / 1000 });
  if (codes.some((c) => c !== 0)) {
    failed = step.name;
    break;
  }
}

console.log('\nStep times:');
for (const { step, seconds } of times) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${step}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s  total`);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
