import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliOf, type CachedJson, keptJson, preferredEncoding } from './raw-json';

const menuLike = JSON.stringify({
  categories: Array.from({ length: 40 }, (_, c) => ({
    id: `category-${c}`,
    items: Array.from({ length: 8 }, (_, i) => ({
      id: `dish-${c}-${i}`,
      name: `Dish ${c}.${i}`,
      price: 1000 + i,
    })),
  })),
});

describe('cached JSON answers', () => {
  it('answers a quick brotli at once and the best one once it is made, both the same JSON', async () => {
    const body: CachedJson = { text: menuLike };
    const quick = brotliOf(body);
    expect(brotliDecompressSync(quick).toString()).toBe(menuLike);
    await body.brBest;
    const best = brotliOf(body);
    expect(best.length).toBeLessThanOrEqual(quick.length);
    expect(brotliDecompressSync(best).toString()).toBe(menuLike);
  });

  it('keeps the answer (and its compressed forms) while the text stays the same', () => {
    const kept = new Map<string, CachedJson>();
    const first = keptJson(kept, 'k', { text: menuLike });
    first.gzip = Buffer.from('made once');
    expect(keptJson(kept, 'k', { text: menuLike })).toBe(first);
    const changed = keptJson(kept, 'k', { text: `${menuLike} ` });
    expect(changed).not.toBe(first);
    expect(changed.gzip).toBeUndefined();
    for (let n = 0; n < 5; n++) keptJson(kept, `other-${n}`, { text: 'x' }, 3);
    expect(kept.size).toBe(3);
  });

  it('picks brotli, else gzip, as the client accepts', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
