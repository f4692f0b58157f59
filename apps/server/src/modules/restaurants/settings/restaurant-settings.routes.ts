import {
  ErrorResponse,
  RestaurantSettingsResponse,
  UpdateRestaurantSettingsRequest,
  UpdateRestaurantSettingsResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRealtimePublisher } from '../../realtime/realtime.service';
import { configuredRestaurantId, restaurantConfigGuard } from '../restaurant-config-access';
import { createRestaurantSettingsService } from './restaurant-settings.service';

const tags = ['restaurants'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** GET and PUT /restaurantSettings: the online and POS settings pages (docs/decisions/0115). */
export const restaurantSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRestaurantSettingsService(
    app.deps,
    createRealtimePublisher(app.deps.events, app.log),
  );

  app.get(
    '/restaurantSettings',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary:
          'posSettings, onlineSettings (with the home dialog), posOrderingSettings of the acting restaurant',
        response: { 200: RestaurantSettingsResponse, ...errors },
      },
    },
    async (request) => service.get(configuredRestaurantId(request)),
  );

  app.put(
    '/restaurantSettings',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: 'The shared settings save: posSettings, onlineSettings, posOrderingSettings, each merged',
        body: UpdateRestaurantSettingsRequest,
        response: { 200: UpdateRestaurantSettingsResponse, ...errors },
      },
    },
    async (request) => service.update(configuredRestaurantId(request), request.body),
  );
};
