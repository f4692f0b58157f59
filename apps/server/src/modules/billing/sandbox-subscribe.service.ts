import {
  BILLING_MESSAGES as M,
  PAYMENT_MESSAGES,
  SANDBOX_TEST_CARDS,
  type SandboxSubscribeCardRequest,
  type SandboxSubscribeInfo,
  type SandboxSubscribeResult,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newSecret } from '../../platform/ids';
import { checkSandboxCard } from '../payments/sandbox/sandbox.service';
import { SANDBOX_SIGNATURE_HEADER } from '../payments/sandbox/sandbox-provider';
import { findRestaurantById } from '../restaurants/restaurants.repository';
import { completeCheckout, findCheckout } from './billing.repository';
import type { BillingEvent, BillingProvider } from './billing-provider';
import { handleBillingWebhook } from './billing-webhooks.service';
import { signSandboxBilling } from './sandbox-billing';

const SUCCESS_PATH = '/subscriptions?checkout=success';
const CANCEL_PATH = '/prices?checkout=cancel';

/** The end of a period starting now (a month or a year later, the same day of the month). */
function periodEnd(start: Date, interval: string): Date {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * The sandbox's hosted subscription checkout (decision 0231): it plays Stripe Checkout. A test card
 * pays the first period; the "provider" then signs its events and delivers them to our webhook, which
 * alone records the subscription — the same path as Stripe's.
 */
export function createSandboxSubscribeService(deps: AppDeps, provider: BillingProvider) {
  const db = deps.database.db;

  async function open(sessionId: string) {
    const checkout = provider.name === 'sandbox' ? await findCheckout(db, 'sandbox', sessionId) : undefined;
    if (!checkout) throw new AppError('NOT_FOUND', M.checkoutNotFound);
    return checkout;
  }

  return {
    async info(sessionId: string): Promise<SandboxSubscribeInfo> {
      const c = await open(sessionId);
      const restaurant = await findRestaurantById(db, c.restaurantId);
      return {
        sessionId: c.sessionId,
        status: c.status,
        restaurantName: restaurant?.name ?? '',
        productName: c.productName,
        amount: c.amount,
        currency: c.currency,
        interval: c.interval,
        notice: PAYMENT_MESSAGES.sandboxNotice,
        testCards: { ...SANDBOX_TEST_CARDS },
      };
    },

    /** Pays with a test card: declined stays open; otherwise the subscription starts (by webhook). */
    async pay(sessionId: string, card: SandboxSubscribeCardRequest): Promise<SandboxSubscribeResult> {
      const c = await open(sessionId);
      if (c.status !== 'open') return { status: c.status, declined: false, redirectUrl: SUCCESS_PATH };
      const checked = checkSandboxCard(deps, card);
      if (checked.outcome === 'decline') return { status: 'open', declined: true, redirectUrl: null };
      const now = deps.now();
      // Claim the session first: a second click finds it complete and starts nothing more.
      if (!(await completeCheckout(db, c.id, now)))
        return { status: 'complete', declined: false, redirectUrl: SUCCESS_PATH };
      const subscriptionId = `sbx_sub_${newSecret(12)}`;
      const events: BillingEvent[] = [
        {
          eventId: `sbx_evt_${newSecret(12)}`,
          type: 'checkout.completed',
          occurredAt: now,
          checkoutSessionId: c.sessionId,
          subscriptionId,
          restaurantId: c.restaurantId,
        },
        {
          eventId: `sbx_evt_${newSecret(12)}`,
          type: 'subscription.updated',
          occurredAt: now,
          subscription: {
            id: subscriptionId,
            customerId: `sbx_cus_${c.restaurantId}`,
            status: 'active',
            priceId: c.priceId,
            productName: c.productName,
            amount: c.amount,
            currency: c.currency,
            interval: c.interval,
            currentPeriodStart: now,
            currentPeriodEnd: periodEnd(now, c.interval),
            restaurantId: c.restaurantId,
          },
        },
      ];
      const body = Buffer.from(JSON.stringify({ events }));
      const signature = signSandboxBilling(deps.config.payments.sandboxWebhookSecret, body);
      await handleBillingWebhook(deps, provider, 'sandbox', body, { [SANDBOX_SIGNATURE_HEADER]: signature });
      return { status: 'complete', declined: false, redirectUrl: SUCCESS_PATH };
    },

    /** Leaves the page: back to the plans, the session left open (as Stripe's cancel does). */
    async cancel(sessionId: string): Promise<SandboxSubscribeResult> {
      const c = await open(sessionId);
      return { status: c.status, declined: false, redirectUrl: CANCEL_PATH };
    },
  };
}
