import { formatSseMessage, type RealtimeMessage, SSE_HEARTBEAT_MS, SSE_RETRY_MS } from '@rpos/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { metrics } from '../../platform/metrics/metrics';

export interface SseStreamOptions {
  /** Bus topic to follow. */
  topic: string;
  /** Which bus messages this client gets. */
  accepts(message: RealtimeMessage): boolean;
  /** The current state, sent first; live messages arriving meanwhile are held and sent after it. */
  snapshot(): Promise<RealtimeMessage[]>;
  heartbeatMs?: number;
}

/** Streams that are open on this instance, ended when the server closes. */
const openStreams = new WeakMap<FastifyInstance, Set<(shutdown?: boolean) => void>>();

/** Ends every open stream before the server closes (otherwise close waits for the clients). */
export function registerSseShutdown(app: FastifyInstance): void {
  const set = new Set<(shutdown?: boolean) => void>();
  openStreams.set(app, set);
  app.addHook('preClose', async () => {
    for (const end of [...set]) end(true);
  });
}

/**
 * Answers the request as Server-Sent Events: headers at once (no buffering by proxies), a retry hint,
 * the snapshot, then every accepted bus message of the topic, and a heartbeat comment every 25 s.
 * Unsubscribes when the client goes away or the server closes.
 */
export async function streamEvents(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: SseStreamOptions,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  request.raw.socket?.setNoDelay(true);
  res.write(`retry: ${SSE_RETRY_MS}\n\n`);

  let closed = false;
  let ready = false;
  const held: RealtimeMessage[] = [];
  const send = (m: RealtimeMessage) => {
    if (!closed) res.write(formatSseMessage(m.event, m.data));
  };
  const off = app.deps.events.subscribe(options.topic, (e) => {
    const message = e.payload as RealtimeMessage;
    if (!options.accepts(message)) return;
    if (ready) send(message);
    else held.push(message);
  });
  const heartbeat = setInterval(() => {
    if (!closed) res.write(': heartbeat\n\n');
  }, options.heartbeatMs ?? SSE_HEARTBEAT_MS);
  heartbeat.unref();

  const registry = openStreams.get(app);
  const end = (shutdown = false) => {
    if (closed) return;
    closed = true;
    off();
    clearInterval(heartbeat);
    registry?.delete(end);
    metrics.sseConnections.dec();
    res.end();
    // On shutdown drop the socket too, so close() does not wait for the keep-alive connection; the
    // browser reconnects (to another instance) after the retry delay.
    if (shutdown) res.destroy();
  };
  registry?.add(end);
  metrics.sseConnections.inc();
  res.on('close', () => end());
  res.on('error', () => end());

  try {
    // Only once the bus delivers to us is the snapshot read: a change can no longer fall in between.
    await app.deps.events.whenSubscribed(options.topic);
    for (const m of await options.snapshot()) send(m);
  } catch (err) {
    request.log.error({ err }, 'realtime snapshot failed');
  }
  ready = true;
  for (const m of held.splice(0)) send(m);
}
