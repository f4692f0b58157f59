import { ErrorResponse, OpenHoursParams, StaffOpenHoursResponse, UpdateOpenHoursRequest } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRealtimePublisher } from '../realtime/realtime.service';
import { getStaffOpenHours, updateOpenHours } from './open-hours.service';
import { configuredRestaurantId, restaurantConfigGuard } from './restaurant-config-access';

const tags = ['restaurants'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** The /openHours screen's calls (restaurant-config.md §2.1, §7; the GET is ours, decision 105). */
export const openHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const realtime = createRealtimePublisher(app.deps.events, app.log);

  app.get(
    '/restaurantOpenHours',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: "The acting restaurant's open-hour ranges (day names, HH:mm) and closed dates (DD/MM/YYYY)",
        response: { 200: StaffOpenHoursResponse, ...errors },
      },
    },
    async (request) => getStaffOpenHours(app.deps, configuredRestaurantId(request)),
  );

  app.put(
    '/restaurantOpenHours/:urlIdentifier',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags,
        security,
        summary: 'Replaces the ranges and closed dates of the acting restaurant (the path names it)',
        params: OpenHoursParams,
        body: UpdateOpenHoursRequest,
        response: { 200: StaffOpenHoursResponse, ...errors },
      },
    },
    async (request) =>
      updateOpenHours(
        app.deps,
        realtime,
        configuredRestaurantId(request),
        request.params.urlIdentifier,
        request.body,
      ),
  );
};
