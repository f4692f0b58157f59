import {
  ErrorResponse,
  MenuItemParams,
  QrTypeParams,
  SetDishActiveRequest,
  SetDishActiveResponse,
  SetDishUnavailableRequest,
  SetDishUnavailableResponse,
  UpdateAnnouncementRequest,
  UpdateAnnouncementResponse,
  UpdateQrSettingRequest,
  UpdateQrSettingResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import { createRealtimePublisher } from '../realtime/realtime.service';
import { createAvailabilityService } from './availability.service';

const tags = ['availability'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Staff switches of the live menu (permission menuManagement, acting restaurant only); each is pushed to diners. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAvailabilityService(app.deps, createRealtimePublisher(app.deps.events, app.log));
  const guard = staffOnly({ permission: 'menuManagement', needsRestaurant: true });
  const restaurantOf = (request: Parameters<typeof requireActor>[0]) =>
    actingRestaurantId(requireActor(request));

  app.put(
    '/menuItems/:itemId/active',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Switch a dish inactive or active in the live menu (the published version is kept)',
        params: MenuItemParams,
        body: SetDishActiveRequest,
        response: { 200: SetDishActiveResponse, ...errors },
      },
    },
    async (request) => service.setActive(restaurantOf(request), request.params.itemId, request.body.active),
  );

  app.put(
    '/menuItems/:itemId/unavailable',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: "Mark a dish unavailable today (restaurant's date) or always; false lifts it",
        params: MenuItemParams,
        body: SetDishUnavailableRequest,
        response: { 200: SetDishUnavailableResponse, ...errors },
      },
    },
    async (request) => service.setUnavailable(restaurantOf(request), request.params.itemId, request.body),
  );

  app.put(
    '/menuSettings/announcement',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: "The menu screen's announcement dialog; every save raises dialogVersion",
        body: UpdateAnnouncementRequest,
        response: { 200: UpdateAnnouncementResponse, ...errors },
      },
    },
    async (request) => service.updateAnnouncement(restaurantOf(request), request.body),
  );

  app.put(
    '/qrCodeSettings/:qrType',
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: "A QR type's ordering switch and 'disable today' date (DD/MM/YYYY or null)",
        params: QrTypeParams,
        body: UpdateQrSettingRequest,
        response: { 200: UpdateQrSettingResponse, ...errors },
      },
    },
    async (request) => service.updateQrSetting(restaurantOf(request), request.params.qrType, request.body),
  );
};
