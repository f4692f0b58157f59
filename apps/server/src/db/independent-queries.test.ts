import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';
import { independently } from './independent-queries';

const t = await buildTestApp();

/** Queries that note how many of them run at once. */
function tracked() {
  let running = 0;
  let most = 0;
  const query = (value: number) => async () => {
    running++;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running--;
    return value;
  };
  return { query, most: () => most };
}

describe('independently', () => {
  it('runs the queries side by side on the pool, in order of the list', async () => {
    const { query, most } = tracked();
    expect(await independently(t.db, [query(1), query(2), query(3)])).toEqual([1, 2, 3]);
    expect(most()).toBe(3);
  });

  it('runs them one after another on a transaction, which is one connection', async () => {
    const { query, most } = tracked();
    const results = await t.db.transaction((tx) => independently(tx, [query(1), query(2), query(3)]));
    expect(results).toEqual([1, 2, 3]);
    expect(most()).toBe(1);
  });

  it('starts nothing before its turn on a transaction, so a failure stops the rest', async () => {
    const started: number[] = [];
    const attempt = t.db.transaction((tx) =>
      independently(tx, [
        async () => started.push(1),
        async () => {
          started.push(2);
          throw new Error('refused');
        },
        async () => started.push(3),
      ]),
    );
    await expect(attempt).rejects.toThrow('refused');
    expect(started).toEqual([1, 2]);
  });
});
