import type { AddressInfo } from 'node:net';
import type { RealtimeMessage } from '@rpos/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../platform/deps';
import { createLocalEventBus, type EventBus } from '../../platform/events/event-bus';
import { registerSseShutdown, streamEvents } from './sse';
import { openSse } from './sse-test-client';

/** A local bus that counts its subscribers. */
function countingBus(): EventBus & { subscribers(): number } {
  const bus = createLocalEventBus();
  let count = 0;
  return {
    ...bus,
    subscribe(topic, listener) {
      count++;
      const off = bus.subscribe(topic, listener);
      return () => {
        count--;
        off();
      };
    },
    subscribers: () => count,
  };
}

const announcement = (dialogVersion: number): RealtimeMessage => ({
  event: 'announcement',
  data: { showDialog: true, dialogTitle: 't', dialogText: 'x', dialogVersion },
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  // An aborted fetch leaves undici's socket for its keep-alive timeout (4 s); the server is not waiting on us.
  app?.server.closeAllConnections();
  await app?.close();
  app = undefined;
});

async function serve(bus: EventBus, snapshot: () => Promise<RealtimeMessage[]>): Promise<string> {
  app = Fastify();
  app.decorate('deps', { events: bus } as unknown as AppDeps);
  registerSseShutdown(app);
  const server = app;
  app.get('/events', (request, reply) =>
    streamEvents(server, request, reply, {
      topic: 'restaurant:r1',
      accepts: (m) => m.event !== 'serviceRequest',
      snapshot,
      heartbeatMs: 50,
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/events`;
}

describe('streamEvents', () => {
  it('sends the snapshot first, then what arrived meanwhile, then live events; filters; heartbeats', async () => {
    const bus = countingBus();
    const url = await serve(bus, async () => {
      // A change lands while the snapshot is read: it must come after the snapshot, not be lost.
      await bus.publish('restaurant:r1', announcement(2));
      return [announcement(1)];
    });
    const c = await openSse(url);
    await c.next((e) => e.data.dialogVersion === 2);
    await bus.publish('restaurant:r1', {
      event: 'serviceRequest',
      data: { id: 's', tableId: '1', tableName: 'T1', serviceType: 'Water', status: 'new', createdAt: '' },
    });
    await bus.publish('restaurant:r1', announcement(3));
    await c.next((e) => e.data.dialogVersion === 3);
    expect(c.received.map((e) => [e.event, e.data.dialogVersion])).toEqual([
      ['announcement', 1],
      ['announcement', 2],
      ['announcement', 3],
    ]);
    await new Promise((r) => setTimeout(r, 120));
    expect(c.raw()).toContain(': heartbeat\n\n');
    c.close();
  });

  it('unsubscribes when the client goes away', async () => {
    const bus = countingBus();
    const url = await serve(bus, async () => [announcement(1)]);
    const c = await openSse(url);
    await c.next(() => true);
    expect(bus.subscribers()).toBe(1);
    c.close();
    for (let i = 0; i < 50 && bus.subscribers() > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(bus.subscribers()).toBe(0);
  });

  it('ends open streams when the server closes', async () => {
    const bus = countingBus();
    const url = await serve(bus, async () => [announcement(1)]);
    const c = await openSse(url);
    await c.next(() => true);
    const started = performance.now();
    await app!.close();
    app = undefined;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(bus.subscribers()).toBe(0);
    c.close();
  });
});
