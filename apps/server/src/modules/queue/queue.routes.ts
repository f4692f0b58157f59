import {
  ErrorResponse,
  JoinQueueRequest,
  JoinQueueResponse,
  QueueActionParams,
  QueueActionResponse,
  QueueBoardResponse,
  QueuePositionView,
  QueueSettings,
  QueueTokenParams,
  queueTopic,
  type RealtimeMessage,
  UpdateQueueSettingsRequest,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import { RecaptchaUnavailableError } from '../../platform/recaptcha/recaptcha';
import { registerSseShutdown, streamEvents } from '../realtime/sse';
import {
  joinQueue,
  queueAction,
  queueBoard,
  queueEntryTopic,
  queuePosition,
  queueSettingsOf,
  updateQueueSettings,
} from './queue.service';

const tags = ['queue'];
// The queue's stream messages are not menu events; the SSE helper only writes {event, data}.
const asMessage = (event: string, data: unknown) => ({ event, data }) as unknown as RealtimeMessage;

/** The walk-in queue: the diner joins and follows their place live; staff work the board. */
export const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  registerSseShutdown(app);

  app.post(
    '/queuePosition',
    {
      schema: {
        tags,
        summary: 'A party joins today’s queue',
        description:
          '`recaptcha` must pass (400; 502 when siteverify is unreachable). Answers the reference (the ' +
          'day’s number), the approximate waiting minutes (parties ahead × the restaurant’s minutes per ' +
          'party), the place, and a token for the live view (GET /queuePosition/{token} and /events).',
        body: JoinQueueRequest,
        response: { 200: JoinQueueResponse, 400: ErrorResponse, 404: ErrorResponse, 502: ErrorResponse },
      },
    },
    async (request, reply) => {
      try {
        return await joinQueue(deps, request.body, request.ip, app.recaptcha);
      } catch (err) {
        if (err instanceof RecaptchaUnavailableError)
          return reply.status(err.status).send({ code: err.code, message: err.message });
        throw err;
      }
    },
  );

  app.get(
    '/queuePosition/:token',
    {
      schema: {
        tags,
        summary: 'A party’s place in the queue',
        params: QueueTokenParams,
        response: { 200: QueuePositionView, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { entryId: _entryId, ...view } = await queuePosition(deps, request.params.token);
      return view;
    },
  );

  app.get(
    '/queuePosition/:token/events',
    {
      schema: {
        tags,
        summary: 'A party’s place, live (Server-Sent Events)',
        description:
          'text/event-stream: `queuePosition` with the view of GET /queuePosition/{token} at once and ' +
          'again whenever the queue moves (a party joins, is called, seated or removed).',
        params: QueueTokenParams,
        response: { 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const first = await queuePosition(deps, request.params.token);
      await streamEvents(app, request, reply, {
        topic: queueEntryTopic(first.entryId),
        accepts: () => true,
        snapshot: async () => {
          const { entryId: _entryId, ...view } = await queuePosition(deps, request.params.token);
          return [asMessage('queuePosition', view)];
        },
      });
    },
  );

  const staff = staffOnly({ permission: 'bookingManagement', needsRestaurant: true });
  const security = [{ session: [] }];
  const denied = { 400: ErrorResponse, 403: ErrorResponse };
  const rid = (request: Parameters<typeof requireActor>[0]) => actingRestaurantId(requireActor(request));

  app.get(
    '/queue',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Today’s queue in order, with waiting minutes',
        response: { 200: QueueBoardResponse, ...denied },
      },
    },
    async (request) => queueBoard(deps, rid(request)),
  );

  app.get(
    '/queue/events',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Queue changes of the acting restaurant (SSE `queueChanged`; refetch GET /queue)',
        response: denied,
      },
    },
    async (request, reply) => {
      await streamEvents(app, request, reply, {
        topic: queueTopic(rid(request)),
        accepts: () => true,
        snapshot: async () => [],
      });
    },
  );

  app.post(
    '/queue/:id/:action',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Calls (SMS), seats or removes a party',
        params: QueueActionParams,
        response: { 200: QueueActionResponse, 404: ErrorResponse, ...denied },
      },
    },
    async (request) => ({
      entry: await queueAction(deps, rid(request), request.params.id, request.params.action),
    }),
  );

  app.get(
    '/queueSettings',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Average minutes per party',
        response: { 200: QueueSettings, ...denied },
      },
    },
    async (request) => queueSettingsOf(deps, rid(request)),
  );

  app.put(
    '/queueSettings',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'Sets the average minutes per party (1 to 240)',
        body: UpdateQueueSettingsRequest,
        response: { 200: QueueSettings, ...denied },
      },
    },
    async (request) => updateQueueSettings(deps, rid(request), request.body.averageMinutesPerParty),
  );
};
