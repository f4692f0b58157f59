import { restaurantTopic, type TransactionChangedEvent } from '@rpos/domain';
import type { EventBus } from '../../platform/events/event-bus';
import type { RealtimePublisher } from '../realtime/realtime.service';

/**
 * After a committed change to a bill: `transactionChanged` on the restaurant's topic, so the POS floor
 * and live transactions reload it (staff streams only; diners never get it, and the diner context cache
 * ignores it — decision 0142). The publisher never throws: the change is committed either way.
 */
export function publishBillChanged(
  realtime: RealtimePublisher | undefined,
  restaurantId: string,
  data: TransactionChangedEvent,
): Promise<void> {
  if (!realtime) return Promise.resolve();
  return realtime.publish(restaurantId, { event: 'transactionChanged', data });
}

/**
 * A publisher for code that runs without a request logger (the payment settlement, run by webhooks
 * and return pages alike): a failed publish becomes a process warning.
 */
export function unloggedPublisher(events: EventBus): RealtimePublisher {
  return {
    async publish(restaurantId, message) {
      try {
        await events.publish(restaurantTopic(restaurantId), message);
      } catch (err) {
        process.emitWarning(`realtime publish of ${message.event} failed: ${(err as Error).message}`);
      }
    },
  };
}
