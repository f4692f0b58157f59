import {
  ErrorResponse,
  UberAuthUrlQuery,
  UberAuthUrlResponse,
  UberCallbackQuery,
  UberConfigQuery,
  UberDisconnectResponse,
  UberIntegrationConfig,
} from '@rpos/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor, staffOnly } from '../../../platform/auth/guards';
import { RESTAURANT_CONFIG_ROLES } from '../../restaurants/restaurant-config-access';
import { DeliveryPlatformError } from '../delivery-platform-client';
import { uberConsentPage, uberResultPage } from './uber-consent-page';
import { createUberAuthClient, createUberIntegrationService } from './uber-integration.service';

const tags = ['delivery-platforms'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 502: ErrorResponse };

/** Who connects a restaurant to Uber Eats: its configuring roles, within their tenancy (decision 0226). */
const guard = staffOnly({ roles: RESTAURANT_CONFIG_ROLES });

/** The Uber Eats store integration (back-office.md §2.11, §7): OAuth consent, config, disconnect. */
export const uberIntegrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const client = createUberAuthClient(app.deps);
  const service = createUberIntegrationService(app.deps, client);

  const orBadGateway = async <T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (err) {
      if (!(err instanceof DeliveryPlatformError)) throw err;
      request.log.warn({ platform: err.platform, detail: err.detail }, 'uber integration failed');
      return reply.status(err.status).send({ code: err.code, message: err.message });
    }
  };

  app.get(
    '/uber/auth-url',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary:
          'The Uber Eats authorisation page for the restaurant (a popup); its callback stores the store id',
        querystring: UberAuthUrlQuery,
        response: { 200: UberAuthUrlResponse, ...errors },
      },
    },
    async (request) => service.authUrl(requireActor(request), request.query.restaurantId),
  );

  app.get(
    '/uber/integration-config',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: "The restaurant's Uber Eats integration (restaurantId optional: the acting restaurant)",
        querystring: UberConfigQuery,
        response: { 200: UberIntegrationConfig, ...errors },
      },
    },
    async (request, reply) =>
      orBadGateway(request, reply, () => service.config(requireActor(request), request.query.restaurantId)),
  );

  app.delete(
    '/uber/integration-config',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Disconnects the restaurant from its Uber Eats store (clears the store id)',
        querystring: UberConfigQuery,
        response: { 200: UberDisconnectResponse, ...errors },
      },
    },
    async (request, reply) =>
      orBadGateway(request, reply, () =>
        service.disconnect(requireActor(request), request.query.restaurantId),
      ),
  );

  app.get(
    '/uber/consent',
    {
      schema: {
        tags,
        summary: "Offline mode only: the local stand-in for Uber's authorisation page",
        querystring: UberCallbackQuery.pick({ state: true }),
      },
    },
    async (request, reply) => {
      const restaurant =
        client.mode === 'offline' ? await service.consentRestaurant(request.query.state) : undefined;
      if (!restaurant)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(uberResultPage({ ok: false, message: 'This authorisation link has expired.' }));
      const back = (q: Record<string, string>) => `${service.redirectUri}?${new URLSearchParams(q)}`;
      return reply.type('text/html; charset=utf-8').send(
        uberConsentPage({
          restaurantName: restaurant.name,
          allowUrl: back({ state: request.query.state, code: `offline-${request.query.state.slice(0, 8)}` }),
          denyUrl: back({ state: request.query.state, error: 'access_denied' }),
        }),
      );
    },
  );

  app.get(
    '/uber/callback',
    {
      schema: {
        tags,
        summary: "The OAuth redirect: stores the authorised store id for the state's restaurant",
        querystring: UberCallbackQuery,
      },
    },
    async (request, reply) => {
      let result: { ok: boolean; message: string };
      try {
        result = await service.callback(request.query.state, request.query.code);
      } catch (err) {
        if (!(err instanceof DeliveryPlatformError)) throw err;
        request.log.warn({ detail: err.detail }, 'uber authorisation failed');
        result = { ok: false, message: err.message };
      }
      return reply
        .status(result.ok ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(uberResultPage(result));
    },
  );
};
