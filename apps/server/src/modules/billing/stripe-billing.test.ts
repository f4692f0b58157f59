import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { BillingWebhookError } from './billing-provider';
import { createStripeBilling } from './stripe-billing';

const secret = 'whsec_test_billing';
const billing = createStripeBilling({
  secretKey: 'sk_test_123',
  webhookSecret: secret,
  apiBase: 'http://127.0.0.1:9',
});
const stripe = new Stripe('sk_test_123');

const signed = (event: object) => {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { raw: Buffer.from(payload), headers: { 'stripe-signature': header } };
};

const subscriptionEvent = {
  id: 'evt_sub_1',
  object: 'event',
  created: 1_900_000_000,
  type: 'customer.subscription.updated',
  data: {
    object: {
      id: 'sub_1',
      object: 'subscription',
      customer: 'cus_1',
      status: 'active',
      metadata: { restaurantId: 'r1' },
      items: {
        data: [
          {
            current_period_start: 1_900_000_000,
            current_period_end: 1_902_592_000,
            price: {
              id: 'price_1',
              unit_amount: 4995,
              currency: 'aud',
              recurring: { interval: 'month' },
              product: { id: 'prod_1', name: 'POS Standard' },
            },
          },
        ],
      },
    },
  },
};

describe('Stripe Billing webhooks (official SDK verification)', () => {
  it('normalises a signed subscription event, the period read from its item', async () => {
    const { raw, headers } = signed(subscriptionEvent);
    const [ev] = await billing.parseWebhook(raw, headers);
    expect(ev).toMatchObject({
      eventId: 'evt_sub_1',
      type: 'subscription.updated',
      subscription: {
        id: 'sub_1',
        status: 'active',
        priceId: 'price_1',
        productName: 'POS Standard',
        amount: 4995,
        interval: 'month',
        restaurantId: 'r1',
      },
    });
    expect(ev!.subscription!.currentPeriodStart?.toISOString()).toBe(
      new Date(1_900_000_000 * 1000).toISOString(),
    );
  });

  it('normalises a completed subscription checkout', async () => {
    const { raw, headers } = signed({
      id: 'evt_cs_1',
      object: 'event',
      created: 1_900_000_000,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_1',
          object: 'checkout.session',
          mode: 'subscription',
          subscription: 'sub_1',
          client_reference_id: 'r1',
          metadata: {},
        },
      },
    });
    const [ev] = await billing.parseWebhook(raw, headers);
    expect(ev).toMatchObject({
      type: 'checkout.completed',
      checkoutSessionId: 'cs_1',
      subscriptionId: 'sub_1',
      restaurantId: 'r1',
    });
  });

  it('refuses a wrong signature', async () => {
    const { raw } = signed(subscriptionEvent);
    await expect(billing.parseWebhook(raw, { 'stripe-signature': 't=1,v1=bad' })).rejects.toBeInstanceOf(
      BillingWebhookError,
    );
  });
});
