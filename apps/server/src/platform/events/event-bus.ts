/** Something that happened, published to every server instance (SSE subscribers listen). */
export interface BusEvent {
  topic: string;
  payload: unknown;
}

export type BusListener = (event: BusEvent) => void;

/** Publish/subscribe across server instances: in-process by default, Redis pub/sub when REDIS_URL is set. */
export interface EventBus {
  publish(topic: string, payload: unknown): Promise<void>;
  /** Returns a function that unsubscribes. */
  subscribe(topic: string, listener: BusListener): () => void;
  /**
   * Resolves once events published on the topic from now on will reach this instance's subscribers
   * (Redis confirms a SUBSCRIBE asynchronously). Read state after this, and nothing falls in between.
   */
  whenSubscribed(topic: string): Promise<void>;
  /** Redis only: resolves when Redis answers (readiness, GET /api/health/ready). */
  ping?(): Promise<void>;
  close(): Promise<void>;
}

/** The in-process bus: enough for one server instance. */
export function createLocalEventBus(): EventBus {
  const listeners = new Map<string, Set<BusListener>>();
  return {
    async publish(topic, payload) {
      for (const l of listeners.get(topic) ?? []) l({ topic, payload });
    },
    subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set<BusListener>();
      listeners.set(topic, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    async whenSubscribed() {},
    async close() {
      listeners.clear();
    },
  };
}
