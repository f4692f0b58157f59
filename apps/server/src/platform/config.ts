import { z } from 'zod';

/** Every environment variable the server reads, with its default. The README's table mirrors this. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Restaurant POS <no-reply@localhost>'),
  SMS_TRANSPORT: z.enum(['outbox']).default('outbox'),
  MARKETING_ACCOUNT_EMAIL: z.string().email().optional(),
  DINER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  HOUSEKEEPING_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  /** Base URL used in links sent by e-mail; defaults to http://localhost:PORT. */
  publicUrl: string;
  logLevel: string;
  seedDemoData: boolean;
  session: { idleMs: number; absoluteMs: number };
  trustProxy: boolean;
  mail: { transport: 'outbox' | 'smtp'; smtpUrl?: string; from: string };
  sms: { transport: 'outbox' };
  marketingAccountEmail?: string;
  /** How long a restaurant's diner context (tables, settings, published menus...) is kept; 0 = never. */
  dinerCacheMs: number;
  /** How often expired sessions, codes and past sold-out entries are purged; 0 = never. */
  housekeepingMinutes: number;
  /** Folder of the built web app served with SPA fallback; absent in API-only tests. */
  webDist?: string;
  /** Folder of the SQL migrations (worked out by main.ts, see stack gotcha 4). */
  migrationsDir: string;
};

export function loadConfig(
  env: NodeJS.ProcessEnv,
  paths: { migrationsDir: string; webDist?: string },
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000 },
    trustProxy: e.TRUST_PROXY,
    mail: { transport: e.MAIL_TRANSPORT, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    sms: { transport: e.SMS_TRANSPORT },
    marketingAccountEmail: e.MARKETING_ACCOUNT_EMAIL,
    dinerCacheMs: e.DINER_CACHE_MS,
    housekeepingMinutes: e.HOUSEKEEPING_MINUTES,
    webDist: paths.webDist,
    migrationsDir: paths.migrationsDir,
  };
}
