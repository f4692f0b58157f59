import type { PaymentProviderName } from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { createAdyenProvider } from './adyen/adyen-provider';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import { createStripeProvider } from './stripe/stripe-provider';

/** Builds a provider from the app's dependencies (config keys, database for the sandbox). */
export type ProviderFactory = (deps: AppDeps) => PaymentProvider;

/**
 * The providers this build can run, by name. The Stripe and Adyen adapters add one line each here
 * (stripe: createStripeProvider, adyen: createAdyenProvider); the registry builds those named by
 * PAYMENT_*_PROVIDER.
 */
export const PROVIDER_FACTORIES: Partial<Record<PaymentProviderName, ProviderFactory>> = {
  sandbox: createSandboxProvider,
  stripe: createStripeProvider,
  adyen: createAdyenProvider,
};
