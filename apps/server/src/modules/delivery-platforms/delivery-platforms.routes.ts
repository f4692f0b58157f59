import {
  DeliveryUploadsQuery,
  DeliveryUploadsResponse,
  ErrorResponse,
  UploadMenuParams,
  UploadMenuResponse,
  UploadUberEatsMenuBody,
  UploadUberEatsMenuParams,
  UploadUberEatsMenuResponse,
} from '@rpos/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingRestaurantId, requireActor } from '../../platform/auth/guards';
import { menuGuard } from '../menus/menu-access';
import { createDeliveryPlatformClients } from './create-delivery-clients';
import { DeliveryPlatformError } from './delivery-platform-client';
import {
  listUploads,
  type UploadContext,
  uploadFantuanMenu,
  uploadHungryPandaMenu,
  uploadUberEatsMenu,
} from './delivery-platforms.service';

const ERRORS = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 502: ErrorResponse };
const MODE_NOTE =
  'DELIVERY_PLATFORMS_MODE=offline (default) records the exact body in GET /deliveryPlatformUploads ' +
  'instead of sending it; live sends it. 502 with a message when the platform fails or refuses.';

/** Who may upload a menu: whoever may manage menus (menus/menu-access.ts, docs/decisions/0051). */
const menuUploaders = menuGuard();

/** Menu uploads to Uber Eats, Fantuan and Hungry Panda (restaurant-config.md §7 "Menus"), and their log. */
export const deliveryPlatformsRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = createDeliveryPlatformClients(app.deps.config.deliveryPlatforms);

  const context = (request: FastifyRequest): UploadContext => {
    const actor = requireActor(request);
    return {
      db: app.deps.database.db,
      clients,
      restaurantId: actingRestaurantId(actor),
      userId: actor.userId,
      username: actor.username,
      publicUrl: app.deps.config.publicUrl,
      now: app.deps.now(),
    };
  };
  /** A platform failure answers 502 with a message to show; what the platform said is logged. */
  const orBadGateway = async <T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (err) {
      if (!(err instanceof DeliveryPlatformError)) throw err;
      request.log.warn({ platform: err.platform, detail: err.detail }, 'delivery platform upload failed');
      return reply.status(err.status).send({ code: err.code, message: err.message });
    }
  };

  app.post(
    '/uploadUberEatsMenu/:menuId/:kind',
    {
      preHandler: menuUploaders,
      schema: {
        tags: ['delivery-platforms'],
        summary: "Uploads a menu to the restaurant's Uber Eats store as its main or weekend menu",
        description:
          'Without storeId, a restaurant with several Uber Eats stores gets {stores}; call again with ' +
          `{storeId}. One store: uploaded at once. ${MODE_NOTE}`,
        params: UploadUberEatsMenuParams,
        body: UploadUberEatsMenuBody,
        response: { 200: UploadUberEatsMenuResponse, ...ERRORS },
      },
    },
    async (request, reply) =>
      orBadGateway(request, reply, () =>
        uploadUberEatsMenu(
          context(request),
          request.params.menuId,
          request.params.kind,
          request.body.storeId,
        ),
      ),
  );

  app.post(
    '/uploadFantuanMenu/:menuId',
    {
      preHandler: menuUploaders,
      schema: {
        tags: ['delivery-platforms'],
        summary: 'Uploads a menu to Fantuan',
        description: MODE_NOTE,
        params: UploadMenuParams,
        response: { 200: UploadMenuResponse, ...ERRORS },
      },
    },
    async (request, reply) =>
      orBadGateway(request, reply, () => uploadFantuanMenu(context(request), request.params.menuId)),
  );

  app.post(
    '/uploadHungryPandaMenu/:menuId',
    {
      preHandler: menuUploaders,
      schema: {
        tags: ['delivery-platforms'],
        summary: 'Uploads a menu to Hungry Panda',
        description: MODE_NOTE,
        params: UploadMenuParams,
        response: { 200: UploadMenuResponse, ...ERRORS },
      },
    },
    async (request, reply) =>
      orBadGateway(request, reply, () => uploadHungryPandaMenu(context(request), request.params.menuId)),
  );

  app.get(
    '/deliveryPlatformUploads',
    {
      preHandler: menuUploaders,
      schema: {
        tags: ['delivery-platforms'],
        summary: "The acting restaurant's menu uploads, newest first, with the exact body sent",
        querystring: DeliveryUploadsQuery,
        response: { 200: DeliveryUploadsResponse, ...ERRORS },
      },
    },
    async (request) => listUploads(app.deps.database.db, context(request).restaurantId, request.query),
  );
};
