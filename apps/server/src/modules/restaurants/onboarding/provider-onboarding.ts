import adyen, { type Types } from '@adyen/api-library';
import type { AddressObject, TrustIndividual } from '@rpos/domain';
import Stripe from 'stripe';
import type { AppDeps } from '../../../platform/deps';
import { createBaseUrlHttpClient } from '../../payments/adyen/adyen-base-url-client';
import { stripeBaseOptions } from '../../payments/stripe/stripe-provider';

// The card providers' hosted onboarding, through their official SDKs (decision 0102): a Stripe
// Connect Express account and its account link; an Adyen legal entity and its hosted onboarding
// link. Both send the person back to our pages; no secret or personal data is kept beyond ids.

const { Client, EnvironmentEnum, LegalEntityManagementAPI } = adyen;

/** What onboarding needs to know about the restaurant. */
export interface OnboardingRestaurant {
  id: string;
  urlIdentifier: string;
  name: string;
  address: string;
  addressObject: AddressObject | null;
  notificationEmail: string | null;
}

export function createStripeOnboarding(deps: AppDeps) {
  const cfg = deps.config.payments.stripe;
  if (!cfg.secretKey) throw new Error('Stripe onboarding needs STRIPE_SECRET_KEY');
  const stripe = new Stripe(cfg.secretKey, {
    maxNetworkRetries: 1,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: 'rpos' },
    ...stripeBaseOptions(cfg.apiBase),
  });
  return {
    /** A new connected account (Express) for the restaurant; returns its id. */
    async createAccount(r: OnboardingRestaurant): Promise<string> {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: 'AU',
          ...(r.notificationEmail ? { email: r.notificationEmail } : {}),
          business_profile: { name: r.name },
          metadata: { restaurantId: r.id, urlIdentifier: r.urlIdentifier },
        },
        { idempotencyKey: `onboard-account-${r.id}` },
      );
      return account.id;
    },
    /** The one-time URL of Stripe's hosted onboarding for the account. */
    async accountLink(accountId: string, urls: { refresh: string; return: string }): Promise<string> {
      const link = await stripe.accountLinks.create({
        account: accountId,
        refresh_url: urls.refresh,
        return_url: urls.return,
        type: 'account_onboarding',
      });
      return link.url;
    },
    /** Whether the account may take charges yet. */
    async chargesEnabled(accountId: string): Promise<boolean> {
      const account = await stripe.accounts.retrieve(accountId);
      return account.charges_enabled === true;
    },
  };
}

const countryCode = (country: string | undefined): string => {
  const c = (country ?? '').trim();
  return c.length === 2 ? c.toUpperCase() : 'AU';
};

export function createAdyenOnboarding(deps: AppDeps) {
  const cfg = deps.config.payments.adyen;
  if (!cfg.apiKey) throw new Error('Adyen onboarding needs ADYEN_API_KEY');
  const live = cfg.environment === 'live';
  const client = new Client(
    {
      apiKey: cfg.apiKey,
      environment: live ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
      connectionTimeoutMillis: 30_000,
      applicationName: 'rpos',
    },
    cfg.apiBase ? createBaseUrlHttpClient(cfg.apiBase) : undefined,
  );
  const lem = new LegalEntityManagementAPI(client);
  return {
    /**
     * The legal entity to onboard: the restaurant as an organisation, or for a trust the individual
     * of the trust form (Adyen's hosted page then collects the trust's own details).
     */
    async createLegalEntity(r: OnboardingRestaurant, individual?: TrustIndividual): Promise<string> {
      const a = r.addressObject ?? {};
      const request: Types.legalEntityManagement.LegalEntityInfoRequiredType = individual
        ? {
            type: 'individual' as Types.legalEntityManagement.LegalEntityInfoRequiredType.TypeEnum,
            reference: r.id,
            individual: {
              name: individual.name,
              email: individual.email,
              birthData: individual.birthData,
              residentialAddress: {
                ...individual.residentialAddress,
                country: countryCode(individual.residentialAddress.country),
              },
              identificationData: {
                type: individual.identificationData
                  .type as Types.legalEntityManagement.IdentificationData.TypeEnum,
                ...(individual.identificationData.number
                  ? { number: individual.identificationData.number }
                  : {}),
                ...(individual.identificationData.cardNumber
                  ? { cardNumber: individual.identificationData.cardNumber }
                  : {}),
                ...(individual.identificationData.issuerState
                  ? { issuerState: individual.identificationData.issuerState }
                  : {}),
              },
            },
          }
        : {
            type: 'organization' as Types.legalEntityManagement.LegalEntityInfoRequiredType.TypeEnum,
            reference: r.id,
            organization: {
              legalName: r.name,
              registeredAddress: {
                street: a.line1 || r.address,
                city: a.city,
                postalCode: a.postalCode,
                stateOrProvince: a.stateOrProvinceCode || a.stateOrProvince,
                country: countryCode(a.countryCode || a.country),
              },
            },
          };
      const entity = await lem.LegalEntitiesApi.createLegalEntity(request, {
        idempotencyKey: `onboard-le-${r.id}-${individual ? 'trust' : 'org'}`,
      });
      return entity.id;
    },
    async onboardingLink(legalEntityId: string, redirectUrl: string): Promise<string> {
      const link = await lem.HostedOnboardingApi.getLinkToAdyenhostedOnboardingPage(legalEntityId, {
        redirectUrl,
        locale: 'en-US',
      });
      if (!link.url) throw new Error('Adyen answered no onboarding link');
      return link.url;
    },
  };
}
