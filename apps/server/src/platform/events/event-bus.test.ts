import { describe, expect, it } from 'vitest';
import { createLocalEventBus, type EventBus } from './event-bus';
import { createRedisEventBus } from './redis-event-bus';

function nextEvent(bus: EventBus, topic: string): Promise<unknown> {
  return new Promise((resolve) => {
    const off = bus.subscribe(topic, (e) => {
      off();
      resolve(e.payload);
    });
  });
}

describe('in-process event bus', () => {
  it('delivers to subscribers of the topic only, until they unsubscribe', async () => {
    const bus = createLocalEventBus();
    const got: unknown[] = [];
    const off = bus.subscribe('menu:1', (e) => got.push(e.payload));
    bus.subscribe('menu:2', () => got.push('wrong topic'));
    await bus.publish('menu:1', { dish: 'a' });
    off();
    await bus.publish('menu:1', { dish: 'b' });
    expect(got).toEqual([{ dish: 'a' }]);
  });
});

// Two buses on one Redis stand for two server instances.
describe.skipIf(!process.env.REDIS_URL)('Redis event bus', () => {
  it('an event published by one instance reaches a subscriber of another', async () => {
    const a = await createRedisEventBus(process.env.REDIS_URL!);
    const b = await createRedisEventBus(process.env.REDIS_URL!);
    try {
      const topic = `test:${Date.now()}:${Math.random()}`;
      const received = nextEvent(b, topic);
      await b.whenSubscribed(topic);
      await a.publish(topic, { hello: 'world' });
      expect(await received).toEqual({ hello: 'world' });
    } finally {
      await a.close();
      await b.close();
    }
  });
});
