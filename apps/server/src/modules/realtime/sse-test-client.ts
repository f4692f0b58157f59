import { parseSseChunk } from '@rpos/domain';

/** A received SSE message with its JSON data and the moment it arrived. */
export interface ReceivedEvent {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: test reader of arbitrary payloads
  data: any;
  at: number;
}

/** A test client of an SSE endpoint: reads the stream with fetch and waits for matching messages. */
export interface SseTestClient {
  status: number;
  headers: Headers;
  /** Every message received so far, in order. */
  received: ReceivedEvent[];
  /** Raw text received so far (heartbeats and the retry hint included). */
  raw(): string;
  /** The first message received after index `from` matching the predicate; rejects after timeoutMs. */
  next(
    predicate: (e: ReceivedEvent) => boolean,
    options?: { timeoutMs?: number; from?: number },
  ): Promise<ReceivedEvent>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseTestClient> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const received: ReceivedEvent[] = [];
  let text = '';
  let buffer = '';
  const waiters = new Set<() => void>();
  if (res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
          const { messages, rest } = parseSseChunk(buffer + value);
          buffer = rest;
          const at = performance.now();
          for (const m of messages) received.push({ event: m.event, data: JSON.parse(m.data), at });
          for (const w of waiters) w();
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    status: res.status,
    headers: res.headers,
    received,
    raw: () => text,
    next(predicate, { timeoutMs = 2000, from = 0 } = {}) {
      return new Promise((resolve, reject) => {
        const check = (): boolean => {
          const hit = received.slice(from).find(predicate);
          if (hit) {
            waiters.delete(onData);
            clearTimeout(timer);
            resolve(hit);
          }
          return Boolean(hit);
        };
        const onData = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(onData);
          reject(
            new Error(`no matching SSE message within ${timeoutMs} ms; got ${JSON.stringify(received)}`),
          );
        }, timeoutMs);
        waiters.add(onData);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
