import {
  type NewMessageRequest,
  offersServiceType,
  RESTAURANT_MESSAGES,
  SERVICE_BELL_ERROR_CODE,
  SERVICE_BELL_MESSAGES,
  SERVICE_BELL_WINDOW_MS,
  type ServiceRequestEvent,
  tableTypeOf,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { findTableByNumber } from '../online/online.repository';
import type { RealtimePublisher } from '../realtime/realtime.service';
import { findRestaurantByUrlIdentifier } from '../restaurants/restaurants.repository';
import {
  findCallSince,
  insertServiceRequest,
  listServiceRequests,
  lockTableService,
  markServiceRequestDone,
  type ServiceRequestRow,
} from './service-bell.repository';

const toEvent = (
  r: ServiceRequestRow,
  table: { tableNumber: string; tableName: string },
): ServiceRequestEvent => ({
  id: r.id,
  tableId: table.tableNumber,
  tableName: table.tableName,
  serviceType: r.serviceType,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

/** A refusal the diner reads as it is (diner.md §8: errorCode 10 shows the server's message). */
const refuse = (message: string, code: 'BAD_REQUEST' | 'TOO_MANY_REQUESTS' = 'BAD_REQUEST', headers = {}) =>
  new AppError(code, message, { errorCode: SERVICE_BELL_ERROR_CODE }, headers);

/** The service bell: a diner at a table calls staff for a service type (POST /newMessage). */
export function createServiceBellService(deps: AppDeps, realtime: RealtimePublisher) {
  const db = deps.database.db;
  return {
    /**
     * Stores the call and pushes `serviceRequest` to staff screens. Refused (errorCode 10) when the bell
     * is off, the type is not offered, the table is unknown, or the table called for the same type
     * within the last 30 seconds.
     */
    async call(urlIdentifier: string, body: NewMessageRequest): Promise<ServiceRequestEvent> {
      const restaurant = await findRestaurantByUrlIdentifier(db, urlIdentifier);
      if (!restaurant) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
      if (!restaurant.serviceBell) throw refuse(SERVICE_BELL_MESSAGES.bellOff);
      const serviceType = offersServiceType(restaurant.serviceTypes, body.serviceType);
      if (!serviceType) throw refuse(SERVICE_BELL_MESSAGES.unknownType);
      const table =
        tableTypeOf(body.tableId) === 'dinein'
          ? await findTableByNumber(db, restaurant.id, body.tableId)
          : undefined;
      if (!table) throw refuse(SERVICE_BELL_MESSAGES.tableNotFound);

      const now = deps.now();
      const created = await db.transaction(async (tx) => {
        await lockTableService(tx, table.id, serviceType);
        const recent = await findCallSince(
          tx,
          table.id,
          serviceType,
          new Date(now.getTime() - SERVICE_BELL_WINDOW_MS),
        );
        if (recent) {
          const waitMs = recent.createdAt.getTime() + SERVICE_BELL_WINDOW_MS - now.getTime();
          throw refuse(SERVICE_BELL_MESSAGES.alreadySent, 'TOO_MANY_REQUESTS', {
            'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
          });
        }
        return insertServiceRequest(tx, {
          id: newId(),
          restaurantId: restaurant.id,
          tableId: table.id,
          serviceType,
          createdAt: now,
        });
      });

      const data = toEvent(created, { tableNumber: table.tableNumber, tableName: table.name });
      await realtime.publish(restaurant.id, { event: 'serviceRequest', data });
      return data;
    },

    /** Staff screens: the acting restaurant's calls of one status, newest first. */
    async list(restaurantId: string, status: 'new' | 'done'): Promise<ServiceRequestEvent[]> {
      const rows = await listServiceRequests(db, restaurantId, status);
      return rows.map((r) => toEvent(r.request, r));
    },

    /** Staff answered a call: marks it done and publishes the new status. */
    async markDone(restaurantId: string, id: string): Promise<ServiceRequestEvent> {
      const done = await db.transaction((tx) => markServiceRequestDone(tx, restaurantId, id, deps.now()));
      if (!done) throw new AppError('NOT_FOUND', SERVICE_BELL_MESSAGES.requestNotFound);
      const data = toEvent(done.request, done);
      await realtime.publish(restaurantId, { event: 'serviceRequest', data });
      return data;
    },
  };
}
