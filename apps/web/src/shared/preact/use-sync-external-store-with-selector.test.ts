import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSyncExternalStoreWithSelector } from './use-sync-external-store-with-selector';

/** A tiny store: a snapshot and listeners. */
function store<T>(initial: T) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    set: (next: T) => {
      snapshot = next;
      for (const l of listeners) l();
    },
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

describe('useSyncExternalStoreWithSelector (the Preact build’s ES module port)', () => {
  it('answers the selected part and follows the store', () => {
    const s = store({ a: 1, b: 'x' });
    const { result } = renderHook(() =>
      useSyncExternalStoreWithSelector(s.subscribe, s.get, undefined, (v) => v.a),
    );
    expect(result.current).toBe(1);
    act(() => s.set({ a: 2, b: 'x' }));
    expect(result.current).toBe(2);
  });

  it('keeps the previous selection when isEqual says it did not change', () => {
    const s = store({ list: [1, 2], other: 0 });
    const selector = (v: { list: number[] }) => v.list.map((n) => n * 10);
    const isEqual = (a: number[], b: number[]) => a.join() === b.join();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSyncExternalStoreWithSelector(s.subscribe, s.get, undefined, selector, isEqual);
    });
    const first = result.current;
    const before = renders;
    act(() => s.set({ list: [1, 2], other: 1 }));
    expect(result.current).toBe(first);
    expect(renders).toBe(before);
    act(() => s.set({ list: [3], other: 1 }));
    expect(result.current).toEqual([30]);
  });
});
