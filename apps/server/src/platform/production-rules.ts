/** The sandbox webhook secret everyone can read in the source: never a production secret. */
export const DEFAULT_SANDBOX_WEBHOOK_SECRET = 'sandbox-webhook-secret';

/** Endpoints tests point at local fakes: in production they must be the real (https) hosts. */
const HTTPS_ONLY = [
  'GOOGLE_MAPS_BASE_URL',
  'RECAPTCHA_VERIFY_URL',
  'UBER_EATS_BASE_URL',
  'UBER_EATS_AUTH_URL',
  'FANTUAN_BASE_URL',
  'HUNGRY_PANDA_BASE_URL',
] as const;

/** The variables the rules read, as config.ts parses them (named here so the two files do not import each other). */
type ProductionEnv = {
  readonly [K in
    | (typeof HTTPS_ONLY)[number]
    | 'SEED_DEMO_DATA'
    | 'STRIPE_API_BASE'
    | 'ADYEN_API_BASE'
    | 'PAYMENT_CARD_PROVIDER'
    | 'PAYMENT_TILL_PROVIDER'
    | 'PAYMENT_WALLET_PROVIDER'
    | 'PAYMENT_PAYPAL_PROVIDER'
    | 'PAYMENT_SANDBOX_WEBHOOK_SECRET'
    | 'PUBLIC_URL']?: string | undefined;
};

/**
 * What NODE_ENV=production refuses in the environment (decision 0472), one sentence each: demo data,
 * test-only settings and default secrets. main.ts also refuses a database that holds the demo
 * sign-ins (their passwords are public).
 */
export function productionProblems(e: ProductionEnv): string[] {
  const problems: string[] = [];
  if (e.SEED_DEMO_DATA === 'true')
    problems.push('SEED_DEMO_DATA=true: the demo sign-ins have public passwords (leave it unset)');
  if (e.STRIPE_API_BASE || e.ADYEN_API_BASE)
    problems.push('STRIPE_API_BASE and ADYEN_API_BASE: they are for test/fake endpoints only');
  for (const key of HTTPS_ONLY) {
    const value = e[key];
    if (value && !value.startsWith('https://'))
      problems.push(`${key}=${value}: must be an https:// URL (plain http is for local fakes in tests)`);
  }
  const providers = [
    e.PAYMENT_CARD_PROVIDER,
    e.PAYMENT_TILL_PROVIDER,
    e.PAYMENT_WALLET_PROVIDER,
    e.PAYMENT_PAYPAL_PROVIDER,
  ];
  if (providers.includes('sandbox') && e.PAYMENT_SANDBOX_WEBHOOK_SECRET === DEFAULT_SANDBOX_WEBHOOK_SECRET)
    problems.push(
      'PAYMENT_SANDBOX_WEBHOOK_SECRET is the public default: set a secret of your own (a sandbox provider is in use)',
    );
  if (!e.PUBLIC_URL)
    problems.push('PUBLIC_URL unset: e-mailed links (password reset) would point at http://localhost');
  return problems;
}

/** Production refuses a database holding the demo sign-ins (seeded once in development: public passwords). */
export async function refuseDemoSignIns(database: {
  query<T>(text: string, params: readonly unknown[]): Promise<T[]>;
}): Promise<void> {
  const rows = await database.query<{ email: string }>(
    `select email from users where email like '%@rpos.demo' order by email limit 3`,
    [],
  );
  if (rows.length > 0)
    throw new Error(
      `NODE_ENV=production refuses a database with the demo sign-ins (${rows.map((r) => r.email).join(', ')}…): their passwords are public. Start from an empty database, or delete those accounts.`,
    );
}
