import { z } from 'zod';
import { SandboxCardRequest } from '../payments/payments.contract';

/** Texts of the subscriptions and prices screens (restaurant-config.md §8) and ours. */
export const BILLING_MESSAGES = {
  cannotGetProducts: 'Cannot get products',
  cannotCreate: 'Cannot create a subscription',
  webhookInvalid: 'Invalid webhook', // ours
  checkoutNotFound: 'This checkout does not exist', // ours
  checkoutClosed: 'This checkout has already been completed', // ours
  selectPlan: 'Select a plan',
} as const;

export const SUBSCRIPTION_INTERVALS = ['month', 'year'] as const;
export const SubscriptionInterval = z.enum(SUBSCRIPTION_INTERVALS);
export type SubscriptionInterval = z.infer<typeof SubscriptionInterval>;

/** Statuses a subscription takes (Stripe's, which the sandbox follows). */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** Statuses that count as subscribed (the list's active filter). */
export const ACTIVE_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];

/** restaurant-config.md §3 "Price": id, unit_amount (cents), product name, description. */
export const Price = z.object({
  id: z.string(),
  unit_amount: z.number().int(),
  currency: z.string(),
  interval: SubscriptionInterval,
  product: z.object({ name: z.string() }),
  description: z.string().nullable(),
});
export type Price = z.infer<typeof Price>;

/** GET /getProducts */
export const ProductsResponse = z.object({ prices: z.array(Price) });
export type ProductsResponse = z.infer<typeof ProductsResponse>;

/** POST /createSubscribeCheckoutSession */
export const SubscribeCheckoutRequest = z.object({
  priceId: z
    .string({ error: BILLING_MESSAGES.cannotCreate })
    .trim()
    .min(1, BILLING_MESSAGES.cannotCreate)
    .max(200),
});
export type SubscribeCheckoutRequest = z.infer<typeof SubscribeCheckoutRequest>;
/** sessionId, and the checkout page to send the browser to (Stripe Checkout or the sandbox's page). */
export const SubscribeCheckoutResponse = z.object({ sessionId: z.string(), url: z.string() });
export type SubscribeCheckoutResponse = z.infer<typeof SubscribeCheckoutResponse>;

/** back-office.md §3 "Subscription row". Amounts in cents; current_period_start ISO. */
export const SubscriptionRow = z.object({
  id: z.string(),
  status: z.string(),
  current_period_start: z.string().nullable(),
  productName: z.string(),
  plan: z.object({ amount: z.number().int(), interval: z.string(), currency: z.string() }),
});
export type SubscriptionRow = z.infer<typeof SubscriptionRow>;

/** GET /subscriptions?active=true&search=&page=1&pageSize=25 */
export const SubscriptionsQuery = z.object({
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type SubscriptionsQuery = z.input<typeof SubscriptionsQuery>;

/** One merchant of the list: status from its first (newest) subscription, start from the active one. */
export const MerchantSubscriptions = z.object({
  restaurantId: z.string(),
  urlIdentifier: z.string(),
  name: z.string(),
  status: z.string().nullable(),
  startDate: z.string().nullable(),
  subscriptions: z.array(SubscriptionRow),
});
export type MerchantSubscriptions = z.infer<typeof MerchantSubscriptions>;

/** Admin: every merchant (filtered, paged); others: the acting restaurant only. */
export const SubscriptionsResponse = z.object({
  restaurants: z.array(MerchantSubscriptions),
  total: z.number().int(),
});
export type SubscriptionsResponse = z.infer<typeof SubscriptionsResponse>;

/**
 * The status a merchant shows (back-office.md §4): its first subscription's status, and the start
 * date of the active one. Subscriptions come newest first.
 */
export function merchantSubscriptionState(subscriptions: readonly SubscriptionRow[]): {
  status: string | null;
  startDate: string | null;
} {
  const active = subscriptions.find((s) =>
    (ACTIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(s.status),
  );
  return { status: subscriptions[0]?.status ?? null, startDate: active?.current_period_start ?? null };
}

/** The sandbox's hosted subscription checkout page (ours): /sandbox/subscribe/{sessionId}. */
export const sandboxSubscribePath = (sessionId: string): string =>
  `/sandbox/subscribe/${encodeURIComponent(sessionId)}`;

export const SandboxSubscribeParams = z.object({ sessionId: z.string().min(1).max(100) });

/** GET /sandbox/subscriptions/{sessionId}: what the hosted page shows. */
export const SandboxSubscribeInfo = z.object({
  sessionId: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  restaurantName: z.string(),
  productName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  interval: z.string(),
  notice: z.string(),
  testCards: z.object({ authorise: z.string(), decline: z.string(), challenge: z.string() }),
});
export type SandboxSubscribeInfo = z.infer<typeof SandboxSubscribeInfo>;

/** POST /sandbox/subscriptions/{sessionId}/card: pay the first period with a test card. */
export const SandboxSubscribeCardRequest = SandboxCardRequest;
export type SandboxSubscribeCardRequest = z.infer<typeof SandboxSubscribeCardRequest>;
/** declined: stay on the page and say so; otherwise go to redirectUrl. */
export const SandboxSubscribeResult = z.object({
  status: z.enum(['open', 'complete', 'expired']),
  declined: z.boolean(),
  redirectUrl: z.string().nullable(),
});
export type SandboxSubscribeResult = z.infer<typeof SandboxSubscribeResult>;
