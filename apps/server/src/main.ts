import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedDemoDataIfEmpty } from './db/seed/seed';
import { loadConfig } from './platform/config';
import type { AppDeps } from './platform/deps';
import { createLocalEventBus } from './platform/events/event-bus';
import { createRedisEventBus } from './platform/events/redis-event-bus';
import { createOutboxMailer, createSmtpMailer } from './platform/messaging/mailer';
import { createOutboxSms } from './platform/messaging/sms';

// Paths are worked out here, once (stack gotcha 4): from src/ in development, from dist/ when bundled.
const here = dirname(fileURLToPath(import.meta.url));
const serverRoot = resolve(here, '..');
const migrationsDir = join(serverRoot, 'drizzle');
const webDist = resolve(serverRoot, '../web/dist');

async function main(): Promise<void> {
  const config = loadConfig(process.env, {
    migrationsDir,
    webDist: existsSync(webDist) ? webDist : undefined,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
  });
  await database.migrate(config.migrationsDir);

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

  const seeded = config.seedDemoData ? await seedDemoDataIfEmpty(database.db, { now: deps.now() }) : null;

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await deps.events.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  printWelcome(config.publicUrl, database.kind, seeded);
}

function printWelcome(
  url: string,
  kind: string,
  seeded: Awaited<ReturnType<typeof seedDemoDataIfEmpty>> | null,
): void {
  const lines = [
    '',
    `  Restaurant POS is running at ${url}  (database: ${kind})`,
    `  API docs: ${url}/api/docs`,
  ];
  if (seeded) {
    lines.push(`  Diner menu of a demo table: ${url}${seeded.dinerPath}`);
    lines.push('  Demo sign-ins (demo only, never use in production):');
    for (const u of seeded.accounts)
      lines.push(`    ${u.role.padEnd(22)} ${u.email.padEnd(36)} ${u.password}`);
  }
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
