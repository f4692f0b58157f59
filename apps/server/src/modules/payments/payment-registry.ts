import {
  type OnlineSettings,
  PAYMENT_MESSAGES,
  type PaymentMethod,
  type PaymentProviderName,
  type PaymentType,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { PaymentProvider, ProviderAccount } from './payment-provider';
import { PROVIDER_FACTORIES, type ProviderFactory } from './provider-factories';

export type { ProviderFactory } from './provider-factories';

/** The providers of one app, and the rule that picks one for a restaurant and a method. */
export interface PaymentProviderRegistry {
  /** The provider by name; AppError BAD_REQUEST when it is not configured. */
  get(name: PaymentProviderName): PaymentProvider;
  /** Every configured provider (the sandbox always is). */
  list(): PaymentProvider[];
  /**
   * The provider, account and method that run a diner's payment type for a restaurant: card is the
   * till provider when isTillPaymentEnabled, else Adyen when isAdyenPaymentEnabled and configured,
   * else the card provider; wechat and paypal need their
   * switch on. The provider is PAYMENT_<METHOD>_PROVIDER; its account is the restaurant's
   * payment_provider_accounts row for it (required when the provider says requiresAccount).
   */
  resolve(input: {
    paymentType: PaymentType | PaymentMethod;
    settings: OnlineSettings;
    accounts: ProviderAccount[];
  }): { provider: PaymentProvider; account: ProviderAccount | null; method: PaymentMethod };
}

/** The method a diner's payment type runs as for a restaurant; null for pay at counter. */
export function paymentMethodFor(
  paymentType: PaymentType | PaymentMethod,
  settings: OnlineSettings,
): PaymentMethod | null {
  switch (paymentType) {
    case 'payAtCounter':
      return null;
    case 'card':
      return settings.isTillPaymentEnabled ? 'till' : 'card';
    case 'till':
      if (!settings.isTillPaymentEnabled)
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.methodNotEnabled);
      return 'till';
    case 'wechat':
      if (!settings.isWechatOnlinePaymentEnabled)
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.methodNotEnabled);
      return 'wechat';
    case 'paypal':
      if (!settings.isPaypalEnabled) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.methodNotEnabled);
      return 'paypal';
  }
}

/**
 * The provider of a method: the configured one, except that a restaurant with isAdyenPaymentEnabled
 * takes cards on Adyen when the server has Adyen (otherwise on the configured card provider).
 */
function cardProviderName(
  method: PaymentMethod,
  settings: OnlineSettings,
  chosen: Record<PaymentMethod, PaymentProviderName>,
  providers: ReadonlyMap<PaymentProviderName, PaymentProvider>,
): PaymentProviderName {
  if (method === 'card' && settings.isAdyenPaymentEnabled && providers.has('adyen')) return 'adyen';
  return chosen[method];
}

/** Builds the registry from config: the sandbox plus every provider a PAYMENT_*_PROVIDER names. */
export function createPaymentProviderRegistry(
  deps: AppDeps,
  factories: Partial<Record<PaymentProviderName, ProviderFactory>> = PROVIDER_FACTORIES,
): PaymentProviderRegistry {
  const chosen = deps.config.payments.providers;
  const names = new Set<PaymentProviderName>(['sandbox', ...Object.values(chosen)]);
  // Adyen with its keys is offered to restaurants that switch isAdyenPaymentEnabled on (decision 0117).
  const { adyen } = deps.config.payments;
  if (adyen.apiKey && adyen.clientKey && adyen.merchantAccount && factories.adyen) names.add('adyen');
  const providers = new Map<PaymentProviderName, PaymentProvider>();
  for (const name of names) {
    const factory = factories[name];
    if (!factory) throw new Error(`Payment provider '${name}' is configured but not available in this build`);
    providers.set(name, factory(deps));
  }
  const get = (name: PaymentProviderName): PaymentProvider => {
    const p = providers.get(name);
    if (!p) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.unknownProvider);
    return p;
  };
  return {
    get,
    list: () => [...providers.values()],
    resolve({ paymentType, settings, accounts }) {
      const method = paymentMethodFor(paymentType, settings);
      if (!method) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.orderNotPayable);
      const provider = get(cardProviderName(method, settings, chosen, providers));
      if (!provider.methods.includes(method))
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.methodNotEnabled);
      const account = accounts.find((a) => a.provider === provider.name) ?? null;
      if (!account && provider.requiresAccount)
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.paymentUnavailable);
      return { provider, account, method };
    },
  };
}

const registries = new WeakMap<AppDeps, PaymentProviderRegistry>();

/** The app's registry, built on first use. */
export function paymentProviders(deps: AppDeps): PaymentProviderRegistry {
  let r = registries.get(deps);
  if (!r) {
    r = createPaymentProviderRegistry(deps);
    registries.set(deps, r);
  }
  return r;
}

/** Replaces the app's registry (tests plug in fake providers). */
export function setPaymentProviders(deps: AppDeps, registry: PaymentProviderRegistry): void {
  registries.set(deps, registry);
}
