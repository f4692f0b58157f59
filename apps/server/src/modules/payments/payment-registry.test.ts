import { DEFAULT_ONLINE_SETTINGS, type PaymentProviderName } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import type { AppDeps } from '../../platform/deps';
import { MIGRATIONS_DIR } from '../../test/test-paths';
import type { PaymentProvider } from './payment-provider';
import { createPaymentProviderRegistry } from './payment-registry';

// Which card provider a restaurant's isAdyenPaymentEnabled and isTillPaymentEnabled choose.

const fake = (name: PaymentProviderName) => () =>
  ({
    name,
    methods: ['card', 'till', 'wechat', 'paypal'],
    requiresAccount: false,
  }) as unknown as PaymentProvider;
const factories = { sandbox: fake('sandbox'), adyen: fake('adyen'), stripe: fake('stripe') };
const depsWith = (env: Record<string, string>) =>
  ({ config: loadConfig({ NODE_ENV: 'test', ...env }, { migrationsDir: MIGRATIONS_DIR }) }) as AppDeps;
const ADYEN_KEYS = { ADYEN_API_KEY: 'k', ADYEN_CLIENT_KEY: 'c', ADYEN_MERCHANT_ACCOUNT: 'm' };
const cardOf = (deps: AppDeps, settings: Partial<typeof DEFAULT_ONLINE_SETTINGS>) => {
  const { provider, method } = createPaymentProviderRegistry(deps, factories).resolve({
    paymentType: 'card',
    settings: { ...DEFAULT_ONLINE_SETTINGS, ...settings },
    accounts: [],
  });
  return [provider.name, method];
};

describe('the card provider of a restaurant', () => {
  it('is Adyen when the restaurant switched isAdyenPaymentEnabled on and the server has Adyen', () => {
    const deps = depsWith(ADYEN_KEYS);
    expect(cardOf(deps, {})).toEqual(['sandbox', 'card']);
    expect(cardOf(deps, { isAdyenPaymentEnabled: true })).toEqual(['adyen', 'card']);
    expect(cardOf(deps, { isTillPaymentEnabled: true })).toEqual(['sandbox', 'till']);
  });

  it('stays the configured card provider when the server has no Adyen', () => {
    expect(cardOf(depsWith({}), { isAdyenPaymentEnabled: true })).toEqual(['sandbox', 'card']);
  });
});
