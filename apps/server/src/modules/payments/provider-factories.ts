import type { PaymentProviderName } from '@rpos/domain';
import { createAdyenProvider } from './adyen/adyen-provider';
import type { ProviderFactory } from './payment-registry';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import { createStripeProvider } from './stripe/stripe-provider';

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
