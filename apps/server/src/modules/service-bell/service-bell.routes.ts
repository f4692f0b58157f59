import {
  ErrorResponse,
  NewMessageHeaders,
  NewMessageRequest,
  NewMessageResponse,
  ROLES,
  SERVICE_BELL_MESSAGES,
  ServiceBellError,
  ServiceRequestEvent,
  ServiceRequestParams,
  ServiceRequestsQuery,
  ServiceRequestsResponse,
  UpdateServiceRequest,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import { createRealtimePublisher } from '../realtime/realtime.service';
import { createServiceBellService } from './service-bell.service';

/** The diner's service bell (diner.md §7): POST /newMessage {tableId, serviceType}, header restaurantId. */
export const serviceBellRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createServiceBellService(app.deps, createRealtimePublisher(app.deps.events, app.log));

  app.post(
    '/newMessage',
    {
      schema: {
        tags: ['service-bell'],
        summary: 'A diner calls staff to the table',
        description:
          'header restaurantId: the restaurant url identifier. Refusals carry errorCode 10 and a message ' +
          'for the diner: 400 when the bell is off, the service type is not offered or the table is ' +
          'unknown; 429 (with Retry-After) when the table called for the same service in the last 30 s.',
        headers: NewMessageHeaders,
        body: NewMessageRequest,
        response: {
          200: NewMessageResponse,
          400: ServiceBellError,
          404: ErrorResponse,
          429: ServiceBellError,
        },
      },
    },
    async (request) => {
      await service.call(request.headers.restaurantid, request.body);
      return { success: true as const, message: SERVICE_BELL_MESSAGES.sent };
    },
  );

  const staff = staffOnly({ needsRestaurant: true });
  // Marking a call done is floor work: the report-only role reads, it does not answer the bell.
  const floorStaff = staffOnly({
    needsRestaurant: true,
    roles: ROLES.filter((role) => role !== 'restaurantReport'),
  });
  const security = [{ session: [] }];

  app.get(
    '/serviceRequests',
    {
      preHandler: staff,
      schema: {
        tags: ['service-bell'],
        summary: "The acting restaurant's service bell calls (default: the new ones), newest first",
        security,
        querystring: ServiceRequestsQuery,
        response: { 200: ServiceRequestsResponse, 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => ({
      serviceRequests: await service.list(actingRestaurantId(requireActor(request)), request.query.status),
    }),
  );

  app.put(
    '/serviceRequests/:id',
    {
      preHandler: floorStaff,
      schema: {
        tags: ['service-bell'],
        summary: 'Mark a call done (pushed to staff screens as serviceRequest)',
        security,
        params: ServiceRequestParams,
        body: UpdateServiceRequest,
        response: { 200: ServiceRequestEvent, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => service.markDone(actingRestaurantId(requireActor(request)), request.params.id),
  );
};
