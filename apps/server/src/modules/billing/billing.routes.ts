import {
  BILLING_MESSAGES,
  ErrorResponse,
  ProductsResponse,
  SandboxSubscribeCardRequest,
  SandboxSubscribeInfo,
  SandboxSubscribeParams,
  SandboxSubscribeResult,
  SubscribeCheckoutRequest,
  SubscribeCheckoutResponse,
  SubscriptionsQuery,
  SubscriptionsResponse,
} from '@rpos/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor, staffOnly } from '../../platform/auth/guards';
import { RESTAURANT_CONFIG_ROLES } from '../restaurants/restaurant-config-access';
import { BillingUnavailableError, createBillingProvider, createBillingService } from './billing.service';
import { handleBillingWebhook } from './billing-webhooks.service';
import { createSandboxSubscribeService } from './sandbox-subscribe.service';

const tags = ['subscriptions'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 502: ErrorResponse };

/** Who subscribes a restaurant and sees its subscriptions: its configuring roles (decision 0232). */
const restaurantRoles = staffOnly({ roles: RESTAURANT_CONFIG_ROLES, needsRestaurant: true });
/** GET /subscriptions: admin (the whole list, no restaurant needed) or a restaurant's configuring roles. */
const listRoles = staffOnly({ roles: RESTAURANT_CONFIG_ROLES });

/** Subscriptions (restaurant-config.md §2.7, §7; back-office.md §2.11): plans, checkout, webhooks, list. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createBillingProvider(app.deps);
  const service = createBillingService(app.deps, provider);
  const sandbox = createSandboxSubscribeService(app.deps, provider);

  const or502 = async <T>(reply: FastifyReply, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (err) {
      if (!(err instanceof BillingUnavailableError)) throw err;
      app.log.warn({ err: err.cause }, 'billing provider failed');
      return reply.status(502).send({ code: err.code, message: err.message });
    }
  };

  app.get(
    '/getProducts',
    {
      preHandler: restaurantRoles,
      schema: {
        tags,
        security,
        summary: 'The plans offered',
        response: { 200: ProductsResponse, ...errors },
      },
    },
    async (_request, reply) => or502(reply, () => service.products()),
  );

  app.post(
    '/createSubscribeCheckoutSession',
    {
      preHandler: restaurantRoles,
      schema: {
        tags,
        security,
        summary:
          'A subscription checkout for the acting restaurant: Stripe Checkout (subscription mode) or the sandbox page',
        body: SubscribeCheckoutRequest,
        response: { 200: SubscribeCheckoutResponse, ...errors },
      },
    },
    async (request, reply) =>
      or502(reply, () => service.checkout(requireActor(request), request.body.priceId)),
  );

  app.get(
    '/subscriptions',
    {
      preHandler: listRoles,
      schema: {
        tags,
        security,
        summary:
          "Admin: every restaurant's subscriptions (active filter, search, paged); others: their restaurant's",
        querystring: SubscriptionsQuery,
        response: { 200: SubscriptionsResponse, ...errors },
      },
    },
    async (request) => service.list(requireActor(request), request.query),
  );

  app.get(
    '/sandbox/subscriptions/:sessionId',
    {
      schema: {
        tags: ['payments sandbox'],
        summary: 'What the sandbox subscription checkout shows',
        params: SandboxSubscribeParams,
        response: { 200: SandboxSubscribeInfo, ...errors },
      },
    },
    async (request) => sandbox.info(request.params.sessionId),
  );

  app.post(
    '/sandbox/subscriptions/:sessionId/card',
    {
      schema: {
        tags: ['payments sandbox'],
        summary: 'Sandbox subscription checkout: pay the first period with a test card',
        description: `4000 0000 0000 0002 is declined; another valid test card starts the subscription. ${BILLING_MESSAGES.selectPlan} page is /prices.`,
        params: SandboxSubscribeParams,
        body: SandboxSubscribeCardRequest,
        response: { 200: SandboxSubscribeResult, ...errors },
      },
    },
    async (request) => sandbox.pay(request.params.sessionId, request.body),
  );

  app.post(
    '/sandbox/subscriptions/:sessionId/cancel',
    {
      schema: {
        tags: ['payments sandbox'],
        summary: 'Sandbox subscription checkout: back to the plans',
        params: SandboxSubscribeParams,
        response: { 200: SandboxSubscribeResult, ...errors },
      },
    },
    async (request) => sandbox.cancel(request.params.sessionId),
  );

  // The webhook reads the exact bytes for its signature.
  await app.register(async (plugin) => {
    const hooks = plugin.withTypeProvider<ZodTypeProvider>();
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    hooks.post(
      '/billing/webhooks/:provider',
      {
        config: { allowCrossSite: true },
        schema: {
          tags,
          summary: "The subscription provider's signed webhook (stored once per event id)",
          params: z.object({ provider: z.enum(['sandbox', 'stripe']) }),
        },
      },
      async (request, reply) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        await handleBillingWebhook(app.deps, provider, request.params.provider, rawBody, request.headers);
        return reply.type('application/json').send('{"received":true}');
      },
    );
  });
};
