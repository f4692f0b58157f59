import {
  AdyenOnboardingRequest,
  AdyenOnboardingResponse,
  ErrorResponse,
  OnboardUserResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createRealtimePublisher } from '../../realtime/realtime.service';
import { configuredRestaurantId, restaurantConfigGuard } from '../restaurant-config-access';
import { createOnboardingService, sandboxOnboardingPath } from './onboarding.service';
import { sandboxOnboardingPage } from './sandbox-onboarding-page';

const tags = ['restaurants'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const SandboxParams = z.object({ kind: z.enum(['card', 'adyen']), urlIdentifier: z.string().min(1).max(50) });
const SandboxQuery = z.object({ trust: z.literal('1').optional() });

/** Payment onboarding (restaurant-config.md §7): POST /onboardUser, POST /adyenOnboarding, the sandbox page. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const realtime = createRealtimePublisher(app.deps.events, app.log);
  const service = createOnboardingService(app.deps, realtime, app.log);
  const preHandler = restaurantConfigGuard;

  app.post(
    '/onboardUser',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The card provider's hosted onboarding URL (Stripe Connect, or the sandbox's page)",
        response: { 200: OnboardUserResponse, ...errors },
      },
    },
    async (request) => service.onboardUser(configuredRestaurantId(request)),
  );

  app.post(
    '/adyenOnboarding',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Adyen's hosted onboarding link (or the sandbox's page); optional {individual, isTrust}",
        body: AdyenOnboardingRequest,
        response: { 200: AdyenOnboardingResponse, ...errors },
      },
    },
    async (request) => service.adyenOnboarding(configuredRestaurantId(request), request.body ?? {}),
  );

  app.get(
    '/onboarding/stripe/return',
    { preHandler, schema: { tags, security, summary: 'Back from Stripe onboarding: to /myRestaurant' } },
    async (request, reply) => {
      const state = await service.stripeReturned(configuredRestaurantId(request));
      return reply.redirect(`/myRestaurant?onboarding=${state}`, 303);
    },
  );

  app.get(
    '/sandbox/onboarding/:kind/:urlIdentifier',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The sandbox's onboarding page (HTML): connect the restaurant's test account",
        params: SandboxParams,
        querystring: SandboxQuery,
      },
    },
    async (request, reply) => {
      const r = await service.restaurantOf(configuredRestaurantId(request));
      const { kind, urlIdentifier } = request.params;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          sandboxOnboardingPage({
            restaurantName: r.name,
            kind,
            action: sandboxOnboardingPath(kind, urlIdentifier, request.query.trust === '1'),
          }),
        );
    },
  );

  app.post(
    '/sandbox/onboarding/:kind/:urlIdentifier',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The sandbox page's Connect button: the account is connected, back to /myRestaurant",
        params: SandboxParams,
        querystring: SandboxQuery,
      },
    },
    async (request, reply) => {
      const { kind, urlIdentifier } = request.params;
      await service.completeSandbox(
        configuredRestaurantId(request),
        kind,
        urlIdentifier,
        request.query.trust === '1',
      );
      return reply.redirect('/myRestaurant?onboarding=done', 303);
    },
  );
};
