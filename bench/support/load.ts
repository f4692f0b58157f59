import { Pool } from 'undici';

export interface LoadOptions {
  base: string;
  path: string;
  method?: 'GET' | 'POST';
  /** Requests in flight at once, each on its own keep-alive connection. */
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** A body per request (e.g. a fresh order number each time). */
  body?: () => string;
  /** A path and body per request, instead of `path` and `body` (e.g. each request on another bill). */
  next?: () => { path: string; body?: string };
}

export interface LoadFigures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Bytes of body per answer, as sent on the wire (compressed when the server compressed it). */
  bodyBytes: number;
}

const percentile = (sorted: Float64Array, p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : Number.NaN;

/**
 * Keeps `connections` requests in flight for `seconds` and reports what the server did. The client
 * is undici's (llhttp parser; bodies are counted, never decoded), so that the figures stay the
 * server's: autocannon, used before, turns every answer body into a JS string
 * (pipelinedRequestsQueue.addBody), which for a 10 KB compressed menu cost its process ~250 µs per
 * answer, twice the server's own time, and capped the rate it could measure (decision 0075).
 */
export async function load(options: LoadOptions): Promise<LoadFigures> {
  const pool = new Pool(options.base, { connections: options.connections, pipelining: 1 });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let bodyBytes = 0;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const one = options.next?.() ?? { path: options.path, body: options.body?.() };
        const res = await pool.request({
          path: one.path,
          method: options.method ?? 'GET',
          headers: options.headers,
          body: one.body,
        });
        for await (const chunk of res.body) bodyBytes += (chunk as Buffer).length;
        latencies.push(performance.now() - t0);
        if (res.statusCode < 200 || res.statusCode > 299) non2xx += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    non2xx,
    errors,
    bodyBytes: latencies.length ? bodyBytes / latencies.length : 0,
  };
}
