import { ErrorResponse } from '@rpos/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import { createRealtimePublisher } from '../realtime/realtime.service';
import type { PosCall } from './bill-changes';

/** What the POS's route files share: their OpenAPI tag, session, refusals and bill id (issue 13). */
export const POS_TAGS = ['pos'];
export const SESSION_SECURITY = [{ session: [] }];
export const POS_REFUSALS = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
export const posKey = z.string().trim().min(1).max(100);
export const BillParams = z.object({ id: posKey });

/** Every POS call and bill change: the transactions permission (decision 0136), a restaurant to act on. */
export const posGuard = staffOnly({ permission: 'transactions', needsRestaurant: true });

/** A route file's maker of POS calls: the signed-in staff member acting on their restaurant. */
export function posCallMaker(app: FastifyInstance): (request: FastifyRequest) => PosCall {
  const realtime = createRealtimePublisher(app.deps.events, app.log);
  return (request) => {
    const actor = requireActor(request);
    return {
      deps: app.deps,
      realtime,
      contexts: app.dinerContexts,
      actor,
      restaurantId: actingRestaurantId(actor),
    };
  };
}
