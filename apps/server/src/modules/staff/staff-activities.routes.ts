import { ErrorResponse, orderDateStrAt, StaffActivitiesQuery, StaffActivitiesResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dayRange } from '../orders/back-office-orders.service';
import { restaurantTimezone } from './staff.repository';
import { manageStaff, restaurantOf } from './staff.routes';
import { findActivitiesBetween } from './staff-activities.repository';

/**
 * GET /staffActivities?dateStr=DD-MM-YY (back-office.md §7): the restaurant day's activities, newest
 * first — bill changes (decision 0141), refunds, POS sign-ins and clocks (decision 0243). A day is
 * bounded, so it comes whole: the screen pages, sums and exports it (decision 0244).
 */
export const staffActivitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/staffActivities',
    {
      preHandler: manageStaff,
      schema: {
        tags: ['staff'],
        security: [{ session: [] }],
        summary: "One restaurant day's staff activities (today when dateStr is left out)",
        querystring: StaffActivitiesQuery,
        response: {
          200: StaffActivitiesResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request) => {
      const restaurantId = restaurantOf(request);
      const timezone = await restaurantTimezone(db, restaurantId);
      const dateStr = request.query.dateStr || orderDateStrAt(app.deps.now(), timezone);
      const { from, to } = dayRange(dateStr, timezone);
      return { dateStr, staffActivityList: await findActivitiesBetween(db, restaurantId, from, to) };
    },
  );
};
