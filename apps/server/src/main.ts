import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { analyzeStaleTables } from './db/analyze';
import { openDatabase } from './db/client';
import { DEMO_MARKETING_EMAIL } from './demo/demo-accounts';
import { type HistoryFigures, seedDemoHistory } from './demo/demo-history';
import { demoDataInfo, seedDemoDataIfEmpty } from './demo/seed';
import {
  opsSocketPath,
  scheduleBackups,
  socketAnswers,
  startOpsSocket,
} from './platform/backup/backup-server';
import { loadConfig } from './platform/config';
import type { AppDeps } from './platform/deps';
import { createLocalEventBus } from './platform/events/event-bus';
import { createRedisEventBus } from './platform/events/redis-event-bus';
import { createOutboxMailer, createSmtpMailer } from './platform/messaging/mailer';
import { createOutboxSms } from './platform/messaging/sms';
import { refuseDemoSignIns } from './platform/production-rules';

// Paths are worked out here, once (stack gotcha 4): from src/ in development, from dist/ when bundled.
const here = dirname(fileURLToPath(import.meta.url));
const serverRoot = resolve(here, '..');
const migrationsDir = join(serverRoot, 'drizzle');
const webDist = resolve(serverRoot, '../web/dist');

async function main(): Promise<void> {
  const loaded = loadConfig(process.env, {
    migrationsDir,
    webDist: existsSync(webDist) ? webDist : undefined,
  });
  // With the demo data and no marketing account configured, the demo's marketing account is the one
  // (decision 0363): a newcomer signing in as it sees Marketing, as the README says.
  const config =
    loaded.seedDemoData && !loaded.marketingAccountEmail
      ? { ...loaded, marketingAccountEmail: DEMO_MARKETING_EMAIL }
      : loaded;
  // Two servers on one embedded database would corrupt it: refuse before opening it (decision 0470).
  if (!config.databaseUrl && (await socketAnswers(opsSocketPath(config.dataDir))))
    throw new Error(`Another server is running on the data folder ${config.dataDir}: stop it first`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
  });
  await database.migrate(config.migrationsDir);
  if (config.env === 'production') await refuseDemoSignIns(database);

  const deps: AppDeps = {
    config,
    database,
    mailer:
      config.mail.transport === 'smtp'
        ? createSmtpMailer(database.db, config.mail.smtpUrl!, config.mail.from)
        : createOutboxMailer(database.db),
    sms: createOutboxSms(database.db),
    events: config.redisUrl ? await createRedisEventBus(config.redisUrl) : createLocalEventBus(),
    now: () => new Date(),
  };
  const app = await buildApp(deps);

  // Seed an empty database; on later starts still show where the demo is and how to sign in.
  const seeded = config.seedDemoData ? await seedDemoDataIfEmpty(database.db, { now: deps.now() }) : null;
  // The demo restaurants' history comes with that first seed only (decision 0152).
  const history =
    seeded && config.seedDemoHistory ? await seedDemoHistory(database, { now: deps.now() }) : [];
  // Statistics for what the seed wrote (decision 0410; the history analyses its own tables).
  if (seeded) await analyzeStaleTables(database);
  const demo = config.seedDemoData ? (seeded ?? (await demoDataInfo(database.db))) : null;

  // The embedded database: the local socket `npm run backup` asks for a copy through (it also refuses a
  // second server on the same data folder), and the daily backup when BACKUP_HOUR is set (decision 0470).
  const stopOpsSocket = database.kind === 'pglite' ? await startOpsSocket(app, config.dataDir) : null;
  const stopBackups =
    database.kind === 'pglite' && config.backup.hour !== undefined
      ? scheduleBackups(app, { ...config.backup, hour: config.backup.hour })
      : null;

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopBackups?.();
    await stopOpsSocket?.();
    await app.close();
    await deps.events.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  printWelcome(config.publicUrl, database.kind, demo, history);
}

function printWelcome(
  url: string,
  kind: string,
  demo: Awaited<ReturnType<typeof seedDemoDataIfEmpty>> | null,
  history: readonly HistoryFigures[],
): void {
  const lines = [
    '',
    `  Restaurant POS is running at ${url}  (database: ${kind})`,
    `  API docs: ${url}/api/docs`,
  ];
  if (demo) {
    lines.push(`  Diner menu of a demo table: ${url}${demo.dinerPath}`);
    lines.push('  Demo sign-ins as seeded (demo only, never use in production):');
    for (const u of demo.accounts) lines.push(`    ${u.role.padEnd(22)} ${u.email.padEnd(36)} ${u.password}`);
    lines.push(
      `  (${DEMO_MARKETING_EMAIL} is the marketing account unless MARKETING_ACCOUNT_EMAIL names another)`,
    );
  }
  if (history.length) {
    const bills = history.reduce((n, h) => n + h.bills, 0);
    const seconds = history.reduce((n, h) => n + h.buildMs + h.writeMs, 0) / 1000;
    lines.push(
      `  Demo history: ${bills} closed bills over ${history[0]!.days} days (seeded in ${seconds.toFixed(1)} s)`,
    );
  }
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
