import {
  AdyenOBPaymentsRequest,
  AdyenPaymentDetailsRequest,
  AdyenPaymentsRequest,
  ErrorResponse,
  MakeAdyenAuthorizePaymentRequest,
  PAYMENT_PROVIDERS,
  PaymentCallResponse,
  PaymentIdParams,
  PaymentOrderParams,
  PaymentSummary,
  RefundRequest,
  RefundResponse,
  WALLET_PAYMENT_STATUS_PATH,
  WalletPaymentStatusParams,
  WalletPaymentStatusResponse,
  WechatPaymentStatusQuery,
  WechatPaymentStatusResponse,
} from '@rpos/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor, staffOnly } from '../../platform/auth/guards';
import { makeAuthorizePayment, payOrderByCard } from './card-payments.service';
import type { CallMeta } from './payment-context';
import { paymentDetails } from './payment-details.service';
import { onDuplicateCapture } from './payment-state';
import { getOrderPaymentSummary, getPaymentSummary } from './payment-summaries.service';
import { refundDuplicateCapture, refundPayment } from './refunds.service';
import { sandboxRoutes } from './sandbox/sandbox.routes';
import { walletPaymentStatus, wechatPaymentStatus } from './wallet-payments.service';
import { handleWebhook } from './webhooks.service';

const errors = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

const metaOf = (request: FastifyRequest): CallMeta => ({
  log: request.log,
  ip: request.ip,
  origin: typeof request.headers.origin === 'string' ? request.headers.origin : undefined,
});

/** Online payments (diner.md §7 payment calls, issue 4): card calls, wallet status, refunds, webhooks, sandbox. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];
  // A capture for an order already paid is refunded through its provider (decision 0390).
  onDuplicateCapture(async (deps, paymentId) => {
    await refundDuplicateCapture(deps, paymentId, { log: app.log });
  });

  app.post(
    '/adyenPayments',
    {
      schema: {
        tags,
        summary: 'Pay an order by card with the widget state data (once per idempotencyKey)',
        body: AdyenPaymentsRequest,
        response: { 200: PaymentCallResponse, ...errors },
      },
    },
    async (request) => payOrderByCard(app.deps, 'adyenPayments', request.body, metaOf(request)),
  );

  app.post(
    '/adyenOBPayments',
    {
      schema: {
        tags,
        summary: 'Pay an app order by card on /obPayment (once per idempotencyKey)',
        body: AdyenOBPaymentsRequest,
        response: { 200: PaymentCallResponse, ...errors },
      },
    },
    async (request) => payOrderByCard(app.deps, 'adyenOBPayments', request.body, metaOf(request)),
  );

  app.post(
    '/makeAdyenAuthorizePayment',
    {
      schema: {
        tags,
        summary: 'Pre-authorise (or charge) a reference by card (once per idempotencyKey)',
        body: MakeAdyenAuthorizePaymentRequest,
        response: { 200: PaymentCallResponse, ...errors },
      },
    },
    async (request) => makeAuthorizePayment(app.deps, request.body, metaOf(request)),
  );

  app.post(
    '/adyenPaymentDetails',
    {
      schema: {
        tags,
        summary: "Continue a payment with an action's result (redirectResult after 3-D Secure)",
        body: AdyenPaymentDetailsRequest,
        response: { 200: PaymentCallResponse, ...errors },
      },
    },
    async (request) => paymentDetails(app.deps, request.body, metaOf(request)),
  );

  app.get(
    '/wechatPaymentStatus',
    {
      schema: {
        tags,
        summary: 'Wallet payment status by the payment id of the wallet page (orderNo)',
        querystring: WechatPaymentStatusQuery,
        response: { 200: WechatPaymentStatusResponse, ...errors },
      },
    },
    async (request) => wechatPaymentStatus(app.deps, request.query, metaOf(request)),
  );

  app.get(
    WALLET_PAYMENT_STATUS_PATH,
    {
      schema: {
        tags,
        summary: "Wallet payment status of an order by the restaurant's url identifier and order number",
        params: WalletPaymentStatusParams,
        response: { 200: WalletPaymentStatusResponse, ...errors },
      },
    },
    async (request) => walletPaymentStatus(app.deps, request.params, metaOf(request)),
  );

  app.get(
    '/payments/orders/:orderId',
    {
      schema: {
        tags,
        summary: "An order's latest payment attempt (the till page reads it)",
        params: PaymentOrderParams,
        response: { 200: PaymentSummary, ...errors },
      },
    },
    async (request) => getOrderPaymentSummary(app.deps, request.params.orderId),
  );

  app.get(
    '/payments/:paymentId',
    {
      schema: {
        tags,
        summary: 'A payment attempt (status, amounts, last 4 digits)',
        params: PaymentIdParams,
        response: { 200: PaymentSummary, ...errors },
      },
    },
    async (request) => getPaymentSummary(app.deps, request.params.paymentId),
  );

  app.post(
    '/payments/:paymentId/refunds',
    {
      preHandler: staffOnly({ permission: 'orderRefunds' }),
      schema: {
        tags,
        summary: 'Refund a payment in full (no amount) or in part (amount in cents)',
        description:
          'Never more than captured minus refunded, also under concurrent requests. Once per idempotencyKey.',
        params: PaymentIdParams,
        body: RefundRequest,
        response: { 200: RefundResponse, ...errors, 403: ErrorResponse },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return refundPayment(
        app.deps,
        {
          paymentId: request.params.paymentId,
          restaurantId: actor.role === 'admin' ? null : (actor.restaurantId ?? ''),
          amount: request.body.amount,
          reason: request.body.reason,
          idempotencyKey: request.body.idempotencyKey,
          requestedBy: actor.userId,
        },
        metaOf(request),
      );
    },
  );

  // Webhooks read the exact bytes for their signature: their own JSON parser keeps a Buffer.
  await app.register(async (plugin) => {
    const hooks = plugin.withTypeProvider<ZodTypeProvider>();
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    hooks.post(
      '/payments/webhooks/:provider',
      {
        config: { allowCrossSite: true },
        schema: {
          tags,
          summary:
            "A payment provider's webhook (verified on the raw body, stored, de-duplicated by event id)",
          params: z.object({ provider: z.enum(PAYMENT_PROVIDERS) }),
        },
      },
      async (request, reply) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const ack = await handleWebhook(
          app.deps,
          request.params.provider,
          { rawBody, headers: request.headers },
          metaOf(request),
        );
        return reply.type(ack.contentType).send(ack.body);
      },
    );
  });

  await app.register(sandboxRoutes);
};
