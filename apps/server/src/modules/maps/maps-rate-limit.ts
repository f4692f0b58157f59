/** Address searches allowed per client address and minute, on each server instance. */
export const MAPS_REQUESTS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;
/** Past this many tracked addresses, finished windows are dropped. */
const PRUNE_AT = 10_000;

/**
 * A fixed-window counter per key, in memory (docs/decisions/0047): it damps a runaway client or a
 * scraper of the paid maps service; it is not a security boundary, so per-instance counts will do.
 */
export function createWindowLimiter(limit = MAPS_REQUESTS_PER_MINUTE, windowMs = WINDOW_MS) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one request; answers 0 when allowed, else the seconds until the window ends. */
    take(key: string, now: Date): number {
      const t = now.getTime();
      if (windows.size >= PRUNE_AT)
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
      const w = windows.get(key);
      if (!w || t - w.start >= windowMs || t < w.start) {
        windows.set(key, { start: t, count: 1 });
        return 0;
      }
      if (w.count >= limit) return Math.max(1, Math.ceil((w.start + windowMs - t) / 1000));
      w.count += 1;
      return 0;
    },
  };
}
