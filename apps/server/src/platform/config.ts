import { isValidTimeZone } from '@rpos/domain';
import { z } from 'zod';
import { parseFrameAncestors } from './frame-ancestors';
import { productionProblems } from './production-rules';

/** The payment provider names of PAYMENT_*_PROVIDER. */
export type PaymentProviderSetting = 'sandbox' | 'stripe' | 'adyen';
const PaymentProviderEnv = z.enum(['sandbox', 'stripe', 'adyen']).default('sandbox');

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
  /** Default true, but false with NODE_ENV=production, where true is refused (production-rules.ts). */
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  SEED_DEMO_HISTORY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Who may show the diner pages in a frame (CSP frame-ancestors; docs/decisions/0081): `*` any
   * website, `none`, or origins separated by spaces or commas. Back-office pages never.
   */
  DINER_FRAME_ANCESTORS: z.string().default('*'),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Restaurant POS <no-reply@localhost>'),
  SMS_TRANSPORT: z.enum(['outbox']).default('outbox'),
  MARKETING_ACCOUNT_EMAIL: z.string().email().optional(),
  // Online payments (issue 4; docs/decisions/0030-payment-providers.md). Sandbox by default: no network, no keys.
  PAYMENT_CARD_PROVIDER: PaymentProviderEnv,
  PAYMENT_TILL_PROVIDER: PaymentProviderEnv,
  PAYMENT_WALLET_PROVIDER: PaymentProviderEnv,
  PAYMENT_PAYPAL_PROVIDER: PaymentProviderEnv,
  /** Signs the sandbox's simulated webhooks (header x-sandbox-signature); a fixed default is fine offline. */
  PAYMENT_SANDBOX_WEBHOOK_SECRET: z.string().min(8).default('sandbox-webhook-secret'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Subscriptions' webhook endpoint (/api/billing/webhooks/stripe) secret; STRIPE_WEBHOOK_SECRET when unset. */
  STRIPE_BILLING_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  ADYEN_API_KEY: z.string().optional(),
  ADYEN_CLIENT_KEY: z.string().optional(),
  ADYEN_MERCHANT_ACCOUNT: z.string().optional(),
  ADYEN_HMAC_KEY: z.string().optional(),
  ADYEN_ENVIRONMENT: z.enum(['test', 'live']).default('test'),
  ADYEN_LIVE_URL_PREFIX: z.string().optional(),
  /**
   * Test/fake endpoints only (docs/decisions/0042): the base URL of a local fake of Stripe's or
   * Adyen's API (e.g. http://127.0.0.1:4010) that the adapters call instead of the real hosts.
   * Refused with NODE_ENV=production.
   */
  STRIPE_API_BASE: z.string().url().optional(),
  ADYEN_API_BASE: z.string().url().optional(),
  DINER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Address autocomplete and place lookup (docs/decisions/0045, 0046): a built-in gazetteer by default.
  MAPS_PROVIDER: z.enum(['offline', 'google']).default('offline'),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  /** Google Places API (New); tests point it at a local fake. */
  GOOGLE_MAPS_BASE_URL: z.string().url().default('https://places.googleapis.com'),
  // reCAPTCHA on the diner's anonymous writes (docs/decisions/0048): accepts everything by default.
  RECAPTCHA_PROVIDER: z.enum(['offline', 'google']).default('offline'),
  RECAPTCHA_SECRET: z.string().optional(),
  /** The public key the web app loads Google's script with (GET /api/recaptchaConfig, decision 0076). */
  RECAPTCHA_SITE_KEY: z.string().trim().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  // Backups of the embedded database (decision 0470): the folder, the daily local hour (unset: no
  // scheduled backup), how many to keep, and whose clock the hour is on.
  BACKUP_DIR: z.string().default('./backups'),
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  BACKUP_TIMEZONE: z
    .string()
    .default('Australia/Sydney')
    .refine(isValidTimeZone, 'must be an IANA time zone such as Australia/Sydney'),
  /** GET /metrics answers only `Authorization: Bearer <this>`; unset: /metrics is off (decision 0471). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  HOUSEKEEPING_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  // How often the birthday vouchers run (decision 0269; idempotent, so hourly is "daily"); 0 = never.
  BIRTHDAY_VOUCHERS_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  // How often the reports' logged days are rebuilt in the background (decision 0190); 0 = never.
  REPORT_REFRESH_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  // How often stale planner statistics are looked for and refreshed (decision 0586); 0 = never.
  STATISTICS_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // How often the print queue sends due jobs, in milliseconds (decision 0289); 0 = only when kicked.
  PRINT_QUEUE_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  // Menu uploads to delivery platforms (docs/decisions/0060): recorded offline by default.
  DELIVERY_PLATFORMS_MODE: z.enum(['offline', 'live']).default('offline'),
  UBER_EATS_BASE_URL: z.string().url().default('https://api.uber.com'),
  UBER_EATS_AUTH_URL: z.string().url().default('https://auth.uber.com/oauth/v2/token'),
  UBER_EATS_CLIENT_ID: z.string().optional(),
  UBER_EATS_CLIENT_SECRET: z.string().optional(),
  FANTUAN_BASE_URL: z.string().url().optional(),
  FANTUAN_API_KEY: z.string().optional(),
  HUNGRY_PANDA_BASE_URL: z.string().url().optional(),
  HUNGRY_PANDA_API_KEY: z.string().optional(),
});

/** Every variable the server reads (the deployment recipe's test checks its files use no other). */
export const ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

/** The environment as parsed (production-rules.ts checks it). */
export type ParsedEnv = z.infer<typeof EnvSchema>;

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
  /** With the demo data, the demo restaurants' 120 days of bills (decision 0152). */
  seedDemoHistory: boolean;
  /** Backups of the embedded database: the folder, the daily local hour (none: no schedule), how many kept. */
  backup: { dir: string; hour?: number; keep: number; timeZone: string };
  /** The bearer token GET /metrics asks for; unset: /metrics answers 404. */
  metricsToken?: string;
  session: { idleMs: number; absoluteMs: number };
  trustProxy: boolean;
  /** CSP frame-ancestors sources of the diner pages (security-headers.ts). */
  dinerFrameAncestors: string[];
  mail: { transport: 'outbox' | 'smtp'; smtpUrl?: string; from: string };
  sms: { transport: 'outbox' };
  marketingAccountEmail?: string;
  /** Online payments: which provider runs each method, and the real providers' keys. */
  payments: {
    providers: {
      card: PaymentProviderSetting;
      till: PaymentProviderSetting;
      wechat: PaymentProviderSetting;
      paypal: PaymentProviderSetting;
    };
    sandboxWebhookSecret: string;
    stripe: {
      secretKey?: string;
      webhookSecret?: string;
      /** Signs the subscriptions' webhooks (decision 0230). */
      billingWebhookSecret?: string;
      publishableKey?: string;
      /** Test/fake endpoint only: a local fake of Stripe's API instead of api.stripe.com. */
      apiBase?: string;
    };
    adyen: {
      apiKey?: string;
      clientKey?: string;
      merchantAccount?: string;
      hmacKey?: string;
      environment: 'test' | 'live';
      liveUrlPrefix?: string;
      /** Test/fake endpoint only: a local fake of Adyen's Checkout API instead of Adyen's hosts. */
      apiBase?: string;
    };
  };
  /** How long a restaurant's diner context (tables, settings, published menus...) is kept; 0 = never. */
  dinerCacheMs: number;
  /** Address autocomplete and place lookup: the built-in gazetteer, or Google Places (New). */
  maps: { provider: 'offline' | 'google'; googleApiKey?: string; googleBaseUrl: string };
  /**
   * reCAPTCHA verification: accept everything offline, or Google's siteverify; siteKey is the public
   * key the web app gets its tokens with.
   */
  recaptcha: {
    provider: 'offline' | 'google';
    secret?: string;
    siteKey?: string;
    verifyUrl: string;
    minScore: number;
  };
  /** How often expired sessions, codes and past sold-out entries are purged; 0 = never. */
  housekeepingMinutes: number;
  /** How often the members' birthday vouchers are issued (each run idempotent); 0 = never. */
  birthdayVouchersMinutes: number;
  /** How often the reports' logged days are rebuilt in the background; 0 = only when a report is read. */
  reportRefreshSeconds: number;
  /** How often tables whose planner statistics went stale are analysed (decision 0586); 0 = never. */
  statisticsSeconds: number;
  /** How often the print queue sends due jobs (ms); 0 = only when a print is queued or retried. */
  printQueueMs: number;
  /** Menu uploads to Uber Eats, Fantuan, Hungry Panda: recorded offline, or sent live over HTTP. */
  deliveryPlatforms: {
    mode: 'offline' | 'live';
    uberEats: { baseUrl: string; authUrl: string; clientId?: string; clientSecret?: string };
    fantuan: { baseUrl?: string; apiKey?: string };
    hungryPanda: { baseUrl?: string; apiKey?: string };
  };
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
  const chosen = [
    e.PAYMENT_CARD_PROVIDER,
    e.PAYMENT_TILL_PROVIDER,
    e.PAYMENT_WALLET_PROVIDER,
    e.PAYMENT_PAYPAL_PROVIDER,
  ];
  if (chosen.includes('stripe') && !e.STRIPE_SECRET_KEY)
    throw new Error('A stripe payment provider needs STRIPE_SECRET_KEY');
  if (chosen.includes('adyen') && !(e.ADYEN_API_KEY && e.ADYEN_CLIENT_KEY && e.ADYEN_MERCHANT_ACCOUNT))
    throw new Error(
      'An adyen payment provider needs ADYEN_API_KEY, ADYEN_CLIENT_KEY and ADYEN_MERCHANT_ACCOUNT',
    );
  if (e.MAPS_PROVIDER === 'google' && !e.GOOGLE_MAPS_API_KEY)
    throw new Error('MAPS_PROVIDER=google needs GOOGLE_MAPS_API_KEY');
  if (e.RECAPTCHA_PROVIDER === 'google' && !e.RECAPTCHA_SECRET)
    throw new Error('RECAPTCHA_PROVIDER=google needs RECAPTCHA_SECRET');
  if (e.RECAPTCHA_PROVIDER === 'google' && !e.RECAPTCHA_SITE_KEY)
    throw new Error(
      'RECAPTCHA_PROVIDER=google needs RECAPTCHA_SITE_KEY (the web app gets its tokens with it)',
    );
  if (e.DELIVERY_PLATFORMS_MODE === 'live') {
    const missing = (
      [
        'UBER_EATS_CLIENT_ID',
        'UBER_EATS_CLIENT_SECRET',
        'FANTUAN_BASE_URL',
        'FANTUAN_API_KEY',
        'HUNGRY_PANDA_BASE_URL',
        'HUNGRY_PANDA_API_KEY',
      ] as const
    ).filter((k) => !e[k]);
    if (missing.length > 0) throw new Error(`DELIVERY_PLATFORMS_MODE=live needs ${missing.join(', ')}`);
  }
  if (e.NODE_ENV === 'production') {
    const problems = productionProblems(e);
    if (problems.length > 0)
      throw new Error(`NODE_ENV=production refuses:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    seedDemoData: (e.SEED_DEMO_DATA ?? (e.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    seedDemoHistory: e.SEED_DEMO_HISTORY,
    backup: { dir: e.BACKUP_DIR, hour: e.BACKUP_HOUR, keep: e.BACKUP_KEEP, timeZone: e.BACKUP_TIMEZONE },
    metricsToken: e.METRICS_TOKEN,
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000 },
    trustProxy: e.TRUST_PROXY,
    dinerFrameAncestors: parseFrameAncestors(e.DINER_FRAME_ANCESTORS),
    mail: { transport: e.MAIL_TRANSPORT, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    sms: { transport: e.SMS_TRANSPORT },
    marketingAccountEmail: e.MARKETING_ACCOUNT_EMAIL,
    payments: {
      providers: {
        card: e.PAYMENT_CARD_PROVIDER,
        till: e.PAYMENT_TILL_PROVIDER,
        wechat: e.PAYMENT_WALLET_PROVIDER,
        paypal: e.PAYMENT_PAYPAL_PROVIDER,
      },
      sandboxWebhookSecret: e.PAYMENT_SANDBOX_WEBHOOK_SECRET,
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        billingWebhookSecret: e.STRIPE_BILLING_WEBHOOK_SECRET ?? e.STRIPE_WEBHOOK_SECRET,
        publishableKey: e.STRIPE_PUBLISHABLE_KEY,
        apiBase: e.STRIPE_API_BASE,
      },
      adyen: {
        apiKey: e.ADYEN_API_KEY,
        clientKey: e.ADYEN_CLIENT_KEY,
        merchantAccount: e.ADYEN_MERCHANT_ACCOUNT,
        hmacKey: e.ADYEN_HMAC_KEY,
        environment: e.ADYEN_ENVIRONMENT,
        liveUrlPrefix: e.ADYEN_LIVE_URL_PREFIX,
        apiBase: e.ADYEN_API_BASE,
      },
    },
    dinerCacheMs: e.DINER_CACHE_MS,
    maps: {
      provider: e.MAPS_PROVIDER,
      googleApiKey: e.GOOGLE_MAPS_API_KEY,
      googleBaseUrl: e.GOOGLE_MAPS_BASE_URL.replace(/\/$/, ''),
    },
    recaptcha: {
      provider: e.RECAPTCHA_PROVIDER,
      secret: e.RECAPTCHA_SECRET,
      siteKey: e.RECAPTCHA_SITE_KEY,
      verifyUrl: e.RECAPTCHA_VERIFY_URL,
      minScore: e.RECAPTCHA_MIN_SCORE,
    },
    housekeepingMinutes: e.HOUSEKEEPING_MINUTES,
    birthdayVouchersMinutes: e.BIRTHDAY_VOUCHERS_MINUTES,
    reportRefreshSeconds: e.REPORT_REFRESH_SECONDS,
    statisticsSeconds: e.STATISTICS_SECONDS,
    printQueueMs: e.PRINT_QUEUE_MS,
    deliveryPlatforms: {
      mode: e.DELIVERY_PLATFORMS_MODE,
      uberEats: {
        baseUrl: e.UBER_EATS_BASE_URL.replace(/\/$/, ''),
        authUrl: e.UBER_EATS_AUTH_URL,
        clientId: e.UBER_EATS_CLIENT_ID,
        clientSecret: e.UBER_EATS_CLIENT_SECRET,
      },
      fantuan: { baseUrl: e.FANTUAN_BASE_URL?.replace(/\/$/, ''), apiKey: e.FANTUAN_API_KEY },
      hungryPanda: { baseUrl: e.HUNGRY_PANDA_BASE_URL?.replace(/\/$/, ''), apiKey: e.HUNGRY_PANDA_API_KEY },
    },
    webDist: paths.webDist,
    migrationsDir: paths.migrationsDir,
  };
}
