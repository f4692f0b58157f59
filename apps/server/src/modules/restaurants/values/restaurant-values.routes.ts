import { ErrorResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../platform/errors';
import { createRealtimePublisher } from '../../realtime/realtime.service';
import { publishRestaurantChanged } from '../restaurant-changes';
import { configuredRestaurantId, restaurantConfigGuard } from '../restaurant-config-access';
import { RESTAURANT_VALUE_HANDLERS } from './restaurant-value-handlers';

/** PUT /updateRestaurantValues/: one settings list of the acting restaurant, replaced whole. */
export const restaurantValuesRoutes: FastifyPluginAsyncZod = async (app) => {
  const realtime = createRealtimePublisher(app.deps.events, app.log);
  app.put(
    '/updateRestaurantValues/',
    {
      preHandler: restaurantConfigGuard,
      schema: {
        tags: ['restaurants'],
        summary: `One of ${Object.keys(RESTAURANT_VALUE_HANDLERS).join(', ')}, replaced whole`,
        body: z.record(z.string(), z.unknown()),
        response: {
          200: z.object({ success: z.literal(true) }).catchall(z.unknown()),
          400: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request) => {
      const keys = Object.keys(request.body);
      const known = keys.filter((key) => key in RESTAURANT_VALUE_HANDLERS);
      if (known.length !== 1 || keys.length !== 1) {
        throw new AppError(
          'BAD_REQUEST',
          `The body must carry exactly one of ${Object.keys(RESTAURANT_VALUE_HANDLERS).join(', ')}`,
        );
      }
      const key = known[0]!;
      const handler = RESTAURANT_VALUE_HANDLERS[key]!;
      const parsed = handler.schema.safeParse(request.body[key]);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError('BAD_REQUEST', issue?.message ?? `${key} is not valid`);
      }
      const restaurantId = configuredRestaurantId(request);
      const result = await app.deps.database.db.transaction((tx) =>
        handler.save(tx, restaurantId, parsed.data, app.deps),
      );
      for (const message of handler.published?.(result) ?? []) {
        await realtime.publish(restaurantId, message);
      }
      await publishRestaurantChanged(realtime, restaurantId, [key]);
      const answer = handler.answer ? handler.answer(result) : result;
      return { success: true as const, [key]: answer ?? request.body[key] };
    },
  );
};
