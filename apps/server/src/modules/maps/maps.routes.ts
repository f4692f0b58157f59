import {
  ErrorResponse,
  MAPS_MESSAGES,
  MapsAutocompleteQuery,
  MapsAutocompleteResponse,
  MapsPlaceQuery,
  MapsPlaceResponse,
} from '@rpos/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import { createMapsProvider } from './create-maps-provider';
import { autocompleteAddress, lookUpPlace } from './maps.service';
import { MapsUnavailableError } from './maps-provider';
import { createWindowLimiter, MAPS_REQUESTS_PER_MINUTE } from './maps-rate-limit';

const ERRORS = { 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse, 502: ErrorResponse };
const LIMITS =
  `At most ${MAPS_REQUESTS_PER_MINUTE} maps calls a minute per address (429 with Retry-After); ` +
  '502 when the maps service fails.';

/**
 * The checkout's delivery address search (diner.md §7 "A maps service is used for address
 * autocomplete and to look up an address's place id"): public, Australia only, rate-limited per IP.
 */
export const mapsRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createMapsProvider(app.deps.config.maps);
  const limiter = createWindowLimiter();

  const limit = async (request: FastifyRequest) => {
    const wait = limiter.take(request.ip, app.deps.now());
    if (wait > 0)
      throw new AppError(
        'TOO_MANY_REQUESTS',
        MAPS_MESSAGES.tooManyRequests,
        { retryAfter: wait },
        { 'retry-after': String(wait) },
      );
  };
  /** A provider failure answers 502 with a message to show; what the service said is logged. */
  const orBadGateway = async <T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (err) {
      if (!(err instanceof MapsUnavailableError)) throw err;
      request.log.warn({ provider: provider.provider, detail: err.detail }, 'maps provider failed');
      return reply.status(err.status).send({ code: err.code, message: err.message });
    }
  };

  app.get(
    '/maps/autocomplete',
    {
      preHandler: limit,
      schema: {
        tags: ['maps'],
        summary: 'Address suggestions (at most 5) for what the diner typed, near the restaurant first',
        description: `Provider: MAPS_PROVIDER (offline gazetteer | google). ${LIMITS}`,
        querystring: MapsAutocompleteQuery,
        response: { 200: MapsAutocompleteResponse, ...ERRORS },
      },
    },
    async (request, reply) =>
      orBadGateway(request, reply, () => autocompleteAddress(app.deps.database.db, provider, request.query)),
  );

  app.get(
    '/maps/place',
    {
      preHandler: limit,
      schema: {
        tags: ['maps'],
        summary: "A suggestion's address (diner.md §3 Address) and its one-line form",
        description: `404 for an unknown place id, 400 outside Australia. ${LIMITS}`,
        querystring: MapsPlaceQuery,
        response: { 200: MapsPlaceResponse, ...ERRORS },
      },
    },
    async (request, reply) => orBadGateway(request, reply, () => lookUpPlace(provider, request.query)),
  );
};
