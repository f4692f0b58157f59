import {
  type AdyenOnboardingResponse,
  ONBOARDING_MESSAGES as M,
  type OnboardUserResponse,
  RESTAURANT_MESSAGES,
  type TrustIndividual,
} from '@rpos/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import type { RealtimePublisher } from '../../realtime/realtime.service';
import { findProviderAccount, upsertProviderAccount } from '../my-restaurant.repository';
import { publishRestaurantChanged } from '../restaurant-changes';
import { findRestaurantById } from '../restaurants.repository';
import {
  createAdyenOnboarding,
  createStripeOnboarding,
  type OnboardingRestaurant,
} from './provider-onboarding';

export type SandboxOnboardingKind = 'card' | 'adyen';

/** Where the sandbox's own onboarding page is (served by onboarding.routes.ts). */
export const sandboxOnboardingPath = (kind: SandboxOnboardingKind, urlIdentifier: string, isTrust = false) =>
  `/api/sandbox/onboarding/${kind}/${encodeURIComponent(urlIdentifier)}${isTrust ? '?trust=1' : ''}`;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/**
 * Payment onboarding (restaurant-config.md §7 POST /onboardUser, POST /adyenOnboarding; decision
 * 0102): the configured provider's hosted onboarding, or the sandbox's own page, which marks the
 * restaurant's sandbox account connected.
 */
export function createOnboardingService(deps: AppDeps, realtime: RealtimePublisher, log: FastifyBaseLogger) {
  const db = deps.database.db;
  const providers = Object.values(deps.config.payments.providers);
  const publicUrl = deps.config.publicUrl;
  let stripe: ReturnType<typeof createStripeOnboarding> | null = null;
  let adyen: ReturnType<typeof createAdyenOnboarding> | null = null;
  const stripeOnboarding = () => (stripe ??= createStripeOnboarding(deps));
  const adyenOnboarding = () => (adyen ??= createAdyenOnboarding(deps));

  async function restaurantOf(restaurantId: string): Promise<OnboardingRestaurant> {
    const row = await findRestaurantById(db, restaurantId);
    if (row?.type !== 'restaurant') throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
    return {
      id: row.id,
      urlIdentifier: row.urlIdentifier,
      name: row.name,
      address: row.address?.trim() ?? '',
      addressObject: row.addressObject ?? null,
      notificationEmail: row.notificationEmail,
    };
  }

  /** A provider call that failed: logged, and a plain message to the screen. */
  async function viaProvider<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof AppError) throw err;
      log.error({ err }, `${what} failed`);
      throw new AppError('BAD_REQUEST', M.onboardingFailed);
    }
  }

  return {
    /** POST /onboardUser: Stripe Connect onboarding when Stripe takes cards, else the sandbox page. */
    async onboardUser(restaurantId: string): Promise<OnboardUserResponse> {
      const r = await restaurantOf(restaurantId);
      if (!providers.includes('stripe')) return { url: sandboxOnboardingPath('card', r.urlIdentifier) };
      const s = stripeOnboarding();
      const existing = await findProviderAccount(db, r.id, 'stripe');
      const accountId =
        existing?.accountId ?? (await viaProvider('Stripe account creation', () => s.createAccount(r)));
      if (!existing)
        await upsertProviderAccount(
          db,
          { restaurantId: r.id, provider: 'stripe', accountId, settings: {}, isActive: false },
          deps.now(),
        );
      const url = await viaProvider('Stripe account link', () =>
        s.accountLink(accountId, {
          refresh: `${publicUrl}/myRestaurant?onboarding=refresh`,
          return: `${publicUrl}/api/onboarding/stripe/return`,
        }),
      );
      return { url };
    },

    /** Back from Stripe: card payments switch on once the account may take charges. */
    async stripeReturned(restaurantId: string): Promise<'done' | 'pending' | 'refresh'> {
      const existing = await findProviderAccount(db, restaurantId, 'stripe');
      if (!existing || !providers.includes('stripe')) return 'refresh';
      const enabled = await viaProvider('Stripe account read', () =>
        stripeOnboarding().chargesEnabled(existing.accountId),
      );
      await upsertProviderAccount(
        db,
        { restaurantId, provider: 'stripe', accountId: existing.accountId, settings: {}, isActive: enabled },
        deps.now(),
      );
      await publishRestaurantChanged(realtime, restaurantId, ['paymentAccount']);
      return enabled ? 'done' : 'pending';
    },

    /** POST /adyenOnboarding: needs the address; a trust onboards with its individual. */
    async adyenOnboarding(
      restaurantId: string,
      body: { individual?: TrustIndividual; isTrust?: boolean },
    ): Promise<AdyenOnboardingResponse> {
      const r = await restaurantOf(restaurantId);
      if (!r.address) throw new AppError('BAD_REQUEST', M.updateAddress);
      const isTrust = !!(body.isTrust || body.individual);
      if (!providers.includes('adyen'))
        return { bordingLink: sandboxOnboardingPath('adyen', r.urlIdentifier, isTrust) };
      const a = adyenOnboarding();
      const existing = await findProviderAccount(db, r.id, 'adyen');
      const known =
        existing && existing.settings.isTrust === isTrust ? str(existing.settings.legalEntityId) : undefined;
      const legalEntityId =
        known ?? (await viaProvider('Adyen legal entity', () => a.createLegalEntity(r, body.individual)));
      await upsertProviderAccount(
        db,
        {
          restaurantId: r.id,
          provider: 'adyen',
          accountId: existing?.accountId ?? deps.config.payments.adyen.merchantAccount ?? legalEntityId,
          settings: { legalEntityId, isTrust },
          isActive: existing?.isActive ?? false,
        },
        deps.now(),
      );
      const bordingLink = await viaProvider('Adyen onboarding link', () =>
        a.onboardingLink(legalEntityId, `${publicUrl}/myRestaurant?onboarding=done`),
      );
      return { bordingLink };
    },

    /** The sandbox page's button: the restaurant's sandbox account is connected. */
    async completeSandbox(
      restaurantId: string,
      kind: SandboxOnboardingKind,
      urlIdentifier: string,
      isTrust: boolean,
    ): Promise<void> {
      const r = await restaurantOf(restaurantId);
      if (r.urlIdentifier.toLowerCase() !== urlIdentifier.toLowerCase())
        throw new AppError('FORBIDDEN', 'This is not the restaurant you are working on');
      const settings =
        kind === 'card'
          ? { card: true }
          : { adyen: { legalEntityId: `LE-sandbox-${r.urlIdentifier}`, isTrust } };
      await upsertProviderAccount(
        db,
        {
          restaurantId: r.id,
          provider: 'sandbox',
          accountId: `sandbox_${r.urlIdentifier}`,
          settings,
          isActive: true,
        },
        deps.now(),
      );
      await publishRestaurantChanged(realtime, r.id, ['paymentAccount']);
    },

    restaurantOf,
  };
}
