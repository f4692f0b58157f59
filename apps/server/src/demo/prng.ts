// A small seeded random source for the demo history: the same seed gives the same history, so two
// seeds of the same day give the same figures (decision 0151). Not for anything secret.

/** A 32-bit hash of a string (FNV-1a): turns a name such as 'goldendragon:2025-06-02' into a seed. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** murmur3's finaliser: a bijection on 32-bit integers, so distinct inputs give distinct outputs. */
function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item chosen with the given weights (same length, not all 0). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** Roughly normal (mean 0, sd 1): the sum of three uniforms, cheap and bounded. */
  normal(): number;
}

/** mulberry32: 32 bits of state, fast, good enough for demo data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(items, weights) {
      let total = 0;
      for (const w of weights) total += w;
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i]!;
        if (r < 0) return items[i]!;
      }
      return items[items.length - 1]!;
    },
    normal: () => (next() + next() + next() - 1.5) * 2,
  };
}

const BYTE_HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
/** The low `bytes` bytes of a 32-bit value as hex, high byte first. */
function hex(value: number, bytes: number): string {
  let out = '';
  for (let shift = (bytes - 1) * 8; shift >= 0; shift -= 8) out += BYTE_HEX[(value >>> shift) & 0xff];
  return out;
}

/**
 * Ids in the UUID v4 layout, made from a name and a counter: the name's hash, then the counter (so
 * each restaurant's ids rise in order, which keeps the bulk load's index inserts at the right edge
 * of each b-tree), then a bijection of the counter, so ids never repeat within or across names and
 * their last characters (what the screens show) do not read as a sequence.
 */
export function createIdSource(name: string): () => string {
  const tag = hex(hashSeed(name), 4);
  let counter = 0;
  return () => {
    counter += 1;
    const low = hex(counter, 3);
    const mixed = mix32(counter);
    return `${tag}-${hex(Math.floor(counter / 0x1000000), 2)}-4${low.slice(0, 3)}-8${low.slice(3)}-${hex(mix32(mixed), 2)}${hex(mixed, 4)}`;
  };
}
