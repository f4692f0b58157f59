// useSyncExternalStoreWithSelector as an ES module for the Preact build (vite.config.ts aliases
// 'use-sync-external-store/shim/with-selector' here). The package ships it as CommonJS that
// require()s 'react'; one such require anywhere in the build turns preact/compat into a lazily
// initialised module, and every chunk that imports React then pays for the wrapper — the diner
// menu's first download included (decision 0165). A port of React's own implementation
// (use-sync-external-store 1.x, MIT, Meta Platforms, Inc. and affiliates), same behaviour.
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

interface Instance<Selection> {
  hasValue: boolean;
  value: Selection | null;
}

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const instRef = useRef<Instance<Selection> | null>(null);
  if (instRef.current === null) instRef.current = { hasValue: false, value: null };
  const inst = instRef.current;

  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selection;
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && inst.hasValue) {
          const current = inst.value as Selection;
          if (isEqual(current, nextSelection)) {
            memoizedSelection = current;
            return current;
          }
        }
        memoizedSelection = nextSelection;
        return nextSelection;
      }
      const current = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return current;
      const nextSelection = selector(nextSnapshot);
      if (isEqual?.(current, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return current;
      }
      memoizedSnapshot = nextSnapshot;
      memoizedSelection = nextSelection;
      return nextSelection;
    };
    const serverSnapshot = getServerSnapshot ?? null;
    return [
      () => memoizedSelector(getSnapshot()),
      serverSnapshot === null ? undefined : () => memoizedSelector(serverSnapshot()),
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual, inst]);

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
  }, [inst, value]);
  useDebugValue(value);
  return value;
}
