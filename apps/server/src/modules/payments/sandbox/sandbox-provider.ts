import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_MESSAGES, type SandboxPageKind, sandboxPagePath } from '@rpos/domain';
import { z } from 'zod';
import type { AppDeps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { hashSecret } from '../../../platform/ids';
import {
  type PaymentContext,
  type PaymentProvider,
  WEBHOOK_EVENT_TYPES,
  WebhookVerificationError,
} from '../payment-provider';
import { findSandboxCardToken } from './sandbox.repository';

// The sandbox provider (default): the whole product pays with no network and no keys. Its card
// widget tokenises test cards (POST /sandbox/cards); its hosted pages are web pages of our own that
// call /sandbox/payments/{id}/... Decision 0033.

/** The drop-in's payment methods (shape of Adyen's /paymentMethods answer). */
export const SANDBOX_PAYMENT_METHODS = {
  paymentMethods: [{ type: 'scheme', name: 'Card (test)', brands: ['visa', 'mc', 'amex'] }],
};
export const SANDBOX_CLIENT_KEY = 'sandbox';
export const SANDBOX_ENVIRONMENT = 'sandbox';

/** Header carrying the HMAC-SHA256 (hex) of a sandbox webhook's raw body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** Signs a simulated webhook body (tests and tools post sandbox events with it). */
export const signSandboxWebhook = (secret: string, body: string | Buffer): string =>
  createHmac('sha256', secret).update(body).digest('hex');

const REDIRECT_PREFIX = 'sbx1.';

/** The redirectResult the challenge page hands back: our payment id and a one-time secret. */
export function encodeSandboxRedirectResult(paymentId: string, secret: string): string {
  return REDIRECT_PREFIX + Buffer.from(JSON.stringify({ p: paymentId, s: secret })).toString('base64url');
}

function decodeRedirectResult(value: unknown): { p: string; s: string } | null {
  if (typeof value !== 'string' || !value.startsWith(REDIRECT_PREFIX)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value.slice(REDIRECT_PREFIX.length), 'base64url').toString('utf8'));
    if (typeof parsed?.p === 'string' && typeof parsed?.s === 'string') return parsed;
  } catch {
    // not ours
  }
  return null;
}

/** The sandbox page a payment shows: the card form, a hosted checkout, till, wallet or PayPal page. */
export function sandboxPageKind(ctx: Pick<PaymentContext, 'method' | 'subject'>): SandboxPageKind {
  switch (ctx.method) {
    case 'card':
      return ctx.subject.kind === 'booking' ? 'checkout' : 'card';
    case 'till':
      return 'till';
    case 'wechat':
      return 'wallet';
    case 'paypal':
      return 'paypal';
  }
}

const SandboxWebhookBody = z.object({
  events: z
    .array(
      z.object({
        eventId: z.string().min(1).max(200),
        type: z.enum(WEBHOOK_EVENT_TYPES),
        paymentId: z.string().max(100).nullish(),
        providerReference: z.string().max(200).nullish(),
        amount: z.number().int().nonnegative().optional(),
        currency: z.string().max(3).optional(),
        refund: z
          .object({ refundId: z.string().max(100).nullish(), providerRefundId: z.string().min(1).max(200) })
          .optional(),
        reason: z.string().max(300).optional(),
      }),
    )
    .max(100),
});

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export function createSandboxProvider(deps: AppDeps): PaymentProvider {
  const db = deps.database.db;
  const secret = deps.config.payments.sandboxWebhookSecret;
  return {
    name: 'sandbox',
    methods: ['card', 'till', 'wechat', 'paypal'],
    requiresAccount: false,

    async startPayment(ctx) {
      const providerReference = `sbx_${ctx.paymentId}`;
      const kind = sandboxPageKind(ctx);
      const providerData = { sandboxKind: kind };
      if (kind === 'card') {
        return {
          kind: 'dropIn',
          paymentMethodResults: SANDBOX_PAYMENT_METHODS,
          clientKey: SANDBOX_CLIENT_KEY,
          environment: SANDBOX_ENVIRONMENT,
          providerReference,
          providerData,
        };
      }
      const url = sandboxPagePath('pay', ctx.paymentId);
      if (kind === 'wallet') return { kind: 'wallet', payUrl: url, providerReference, providerData };
      return {
        kind: 'redirect',
        url,
        ...(kind === 'checkout' ? { sessionId: `sbx_cs_${ctx.paymentId}` } : {}),
        providerReference,
        providerData,
      };
    },

    async submitPayment(ctx, input) {
      const method = input.stateData.paymentMethod as Record<string, unknown> | undefined;
      const token = typeof method?.sandboxCardToken === 'string' ? method.sandboxCardToken : null;
      const row = token ? await findSandboxCardToken(db, token) : undefined;
      if (!row) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.invalidStateData);
      const card = { last4: row.last4, brand: row.brand };
      const providerReference = `sbx_${ctx.paymentId}`;
      if (row.outcome === 'decline') return { status: 'refused', reason: 'Refused', card, providerReference };
      if (row.outcome === 'challenge') {
        return {
          status: 'requiresAction',
          action: {
            type: 'redirect',
            url: sandboxPagePath('challenge', ctx.paymentId),
            method: 'GET',
            paymentMethodType: 'scheme',
          },
          providerData: { challengePending: true },
          card,
          providerReference,
        };
      }
      return { status: 'authorised', card, providerReference };
    },

    paymentIdFromDetails(details) {
      return decodeRedirectResult(details.redirectResult)?.p ?? null;
    },

    async continuePayment(ctx, input) {
      const r = decodeRedirectResult(input.details.redirectResult);
      const challenge = ctx?.providerData.challenge as { secretHash?: string; outcome?: string } | undefined;
      if (
        !ctx ||
        !r ||
        r.p !== ctx.paymentId ||
        !challenge?.secretHash ||
        challenge.secretHash !== hashSecret(r.s)
      )
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.invalidPaymentDetails);
      if (challenge.outcome === 'pass')
        return { status: 'authorised', paymentId: ctx.paymentId, providerData: { challengePending: false } };
      return {
        status: 'refused',
        reason: '3-D Secure authentication failed',
        paymentId: ctx.paymentId,
      };
    },

    async getStatus(ctx) {
      // The sandbox's truth is the payments row itself: nothing more to learn.
      return { status: 'pending', providerReference: ctx.providerReference ?? undefined };
    },

    async cancelPayment() {
      return { status: 'cancelled', reason: 'Cancelled by the shopper' };
    },

    async refund(_ctx, input) {
      // Test hooks: a reason containing [pending] waits for a webhook; [fail] fails.
      const providerRefundId = `sbx_re_${input.refundId}`;
      if (input.reason?.includes('[fail]')) return { status: 'failed', reason: 'Refund refused (test)' };
      if (input.reason?.includes('[pending]')) return { status: 'pending', providerRefundId };
      return { status: 'succeeded', providerRefundId };
    },

    async parseWebhook({ rawBody, headers }) {
      const sig = header(headers, SANDBOX_SIGNATURE_HEADER) ?? '';
      const expected = signSandboxWebhook(secret, rawBody);
      const a = Buffer.from(sig, 'utf8');
      const b = Buffer.from(expected, 'utf8');
      if (a.length !== b.length || !timingSafeEqual(a, b))
        throw new WebhookVerificationError('bad signature');
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookVerificationError('body is not JSON');
      }
      const parsed = SandboxWebhookBody.safeParse(json);
      if (!parsed.success) throw new WebhookVerificationError('body is not a sandbox webhook');
      return {
        events: parsed.data.events,
        acknowledgement: { contentType: 'application/json', body: '{"received":true}' },
      };
    },
  };
}
