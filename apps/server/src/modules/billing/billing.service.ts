import {
  BILLING_MESSAGES as M,
  merchantSubscriptionState,
  type Price,
  type ProductsResponse,
  type SubscribeCheckoutResponse,
  type SubscriptionRow,
  type SubscriptionsResponse,
} from '@rpos/domain';
import type { StaffActor } from '../../platform/auth/actor';
import { actingRestaurantId } from '../../platform/auth/guards';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { findRestaurantById } from '../restaurants/restaurants.repository';
import {
  insertCheckout,
  listSubscriptionMerchants,
  type SubscriptionDbRow,
  subscriptionsOf,
} from './billing.repository';
import type { BillingProvider } from './billing-provider';
import { createSandboxBilling } from './sandbox-billing';
import { createStripeBilling } from './stripe-billing';

/** A provider failure the routes answer 502 with the spec's text. */
export class BillingUnavailableError extends Error {
  readonly status = 502;
  readonly code = 'BILLING_UNAVAILABLE';
}

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the sandbox (decision 0229). */
export function createBillingProvider(deps: AppDeps): BillingProvider {
  const stripe = deps.config.payments.stripe;
  if (stripe.secretKey)
    return createStripeBilling({
      secretKey: stripe.secretKey,
      webhookSecret: stripe.billingWebhookSecret,
      apiBase: stripe.apiBase,
    });
  return createSandboxBilling(deps.config.payments.sandboxWebhookSecret);
}

export function toSubscriptionRow(s: SubscriptionDbRow): SubscriptionRow {
  return {
    id: s.id,
    status: s.status,
    current_period_start: s.currentPeriodStart?.toISOString() ?? null,
    productName: s.productName,
    plan: { amount: s.amount, interval: s.interval, currency: s.currency },
  };
}

/** GET /getProducts, POST /createSubscribeCheckoutSession, GET /subscriptions. */
export function createBillingService(deps: AppDeps, provider: BillingProvider) {
  const db = deps.database.db;
  const base = deps.config.publicUrl.replace(/\/$/, '');

  async function prices(message: string): Promise<Price[]> {
    try {
      return await provider.listPrices();
    } catch (err) {
      throw new BillingUnavailableError(message, { cause: err });
    }
  }

  return {
    async products(): Promise<ProductsResponse> {
      return { prices: await prices(M.cannotGetProducts) };
    },

    /** A subscription checkout for the acting restaurant; the subscription itself comes by webhook. */
    async checkout(actor: StaffActor, priceId: string): Promise<SubscribeCheckoutResponse> {
      const restaurant = await findRestaurantById(db, actingRestaurantId(actor));
      if (restaurant?.type !== 'restaurant') throw new AppError('BAD_REQUEST', M.cannotCreate);
      const price = (await prices(M.cannotCreate)).find((p) => p.id === priceId);
      if (!price) throw new AppError('BAD_REQUEST', M.cannotCreate);
      const checkoutId = newId();
      let session: { sessionId: string; url: string };
      try {
        session = await provider.createCheckout({
          price,
          checkoutId,
          restaurant,
          email: actor.email,
          successUrl: `${base}/subscriptions?checkout=success`,
          cancelUrl: `${base}/prices?checkout=cancel`,
        });
      } catch (err) {
        throw new BillingUnavailableError(M.cannotCreate, { cause: err });
      }
      await insertCheckout(db, {
        id: checkoutId,
        restaurantId: restaurant.id,
        provider: provider.name,
        sessionId: session.sessionId,
        priceId: price.id,
        productName: price.product.name,
        amount: price.unit_amount,
        currency: price.currency,
        interval: price.interval,
        createdByUserId: actor.userId,
        createdAt: deps.now(),
      });
      return session;
    },

    /**
     * GET /subscriptions: admin, every restaurant (active filter, search, paged); anyone else, the
     * restaurant they act on. Status from the first (newest) subscription, start from the active one.
     */
    async list(
      actor: StaffActor,
      q: { active: boolean; search?: string; page: number; pageSize: number },
    ): Promise<SubscriptionsResponse> {
      const ids = actor.role === 'admin' ? ('all' as const) : [actingRestaurantId(actor)];
      const { rows, total } = await listSubscriptionMerchants(db, {
        ids,
        search: q.search || undefined,
        active: q.active,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      const subs = await subscriptionsOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        restaurants: rows.map((r) => {
          const mine = subs.filter((s) => s.restaurantId === r.id).map(toSubscriptionRow);
          return {
            restaurantId: r.id,
            urlIdentifier: r.urlIdentifier,
            name: r.name,
            ...merchantSubscriptionState(mine),
            subscriptions: mine,
          };
        }),
        total,
      };
    },
  };
}
