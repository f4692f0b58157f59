import { createHmac, timingSafeEqual } from 'node:crypto';
import { sandboxSubscribePath } from '@rpos/domain';
import { z } from 'zod';
import { newSecret } from '../../platform/ids';
import { SANDBOX_SIGNATURE_HEADER } from '../payments/sandbox/sandbox-provider';
import { type BillingEvent, type BillingProvider, BillingWebhookError } from './billing-provider';
import { SANDBOX_PRICES } from './sandbox-plans';

/** Signs a sandbox billing webhook body (HMAC-SHA256 hex, header x-sandbox-signature). */
export const signSandboxBilling = (secret: string, body: string | Buffer): string =>
  createHmac('sha256', secret).update(body).digest('hex');

const iso = z.iso.datetime().transform((v) => new Date(v));
const SandboxBillingBody = z.object({
  events: z
    .array(
      z.object({
        eventId: z.string().min(1).max(200),
        type: z.enum(['checkout.completed', 'subscription.updated', 'ignored']),
        occurredAt: iso,
        checkoutSessionId: z.string().max(200).optional(),
        subscriptionId: z.string().max(200).optional(),
        restaurantId: z.string().max(100).nullish(),
        subscription: z
          .object({
            id: z.string().min(1).max(200),
            customerId: z.string().max(200).nullable(),
            status: z.string().min(1).max(40),
            priceId: z.string().min(1).max(200),
            productName: z.string().max(200).nullable(),
            amount: z.number().int().nonnegative().nullable(),
            currency: z.string().max(3).nullable(),
            interval: z.string().max(10).nullable(),
            currentPeriodStart: iso.nullable(),
            currentPeriodEnd: iso.nullable(),
            restaurantId: z.string().max(100).nullable(),
          })
          .optional(),
      }),
    )
    .max(20),
});

/** The sandbox: its plans, its hosted page (/sandbox/subscribe/{sessionId}), HMAC-signed webhooks. */
export function createSandboxBilling(secret: string): BillingProvider {
  return {
    name: 'sandbox',
    async listPrices() {
      return [...SANDBOX_PRICES];
    },
    async createCheckout() {
      const sessionId = `sbx_cs_sub_${newSecret(12)}`;
      return { sessionId, url: sandboxSubscribePath(sessionId) };
    },
    async parseWebhook(rawBody, headers) {
      const raw = headers[SANDBOX_SIGNATURE_HEADER];
      const sig = Buffer.from((Array.isArray(raw) ? raw[0] : raw) ?? '', 'utf8');
      const expected = Buffer.from(signSandboxBilling(secret, rawBody), 'utf8');
      if (sig.length !== expected.length || !timingSafeEqual(sig, expected))
        throw new BillingWebhookError('bad signature');
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new BillingWebhookError('body is not JSON');
      }
      const parsed = SandboxBillingBody.safeParse(json);
      if (!parsed.success) throw new BillingWebhookError('body is not a sandbox billing webhook');
      return parsed.data.events as BillingEvent[];
    },
  };
}
