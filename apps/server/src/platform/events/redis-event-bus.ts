import { Redis } from 'ioredis';
import type { BusListener, EventBus } from './event-bus';

/** Redis pub/sub: every instance connected to the same Redis receives every event. */
export async function createRedisEventBus(url: string): Promise<EventBus> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // eslint-disable-next-line no-restricted-syntax -- Redis connections, no database query
  await Promise.all([pub.connect(), sub.connect()]);
  const listeners = new Map<string, Set<BusListener>>();
  /** The SUBSCRIBE of each topic, resolved when Redis confirmed it. */
  const confirmed = new Map<string, Promise<void>>();
  sub.on('message', (channel: string, message: string) => {
    const payload: unknown = JSON.parse(message);
    for (const l of listeners.get(channel) ?? []) l({ topic: channel, payload });
  });
  return {
    async ping() {
      await pub.ping();
    },
    async publish(topic, payload) {
      await pub.publish(topic, JSON.stringify(payload));
    },
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        confirmed.set(
          topic,
          sub.subscribe(topic).then(
            () => undefined,
            () => undefined,
          ),
        );
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) {
          listeners.delete(topic);
          confirmed.delete(topic);
          void sub.unsubscribe(topic);
        }
      };
    },
    async whenSubscribed(topic) {
      await confirmed.get(topic);
    },
    async close() {
      listeners.clear();
      confirmed.clear();
      // eslint-disable-next-line no-restricted-syntax -- Redis connections, no database query
      await Promise.all([pub.quit(), sub.quit()]);
    },
  };
}
