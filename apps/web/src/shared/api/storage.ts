/** localStorage / sessionStorage that never throw (private browsing, storage disabled). */
function safe(store: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return store().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        store().setItem(key, value);
      } catch {
        // storage unavailable: nothing to keep
      }
    },
    remove(key: string): void {
      try {
        store().removeItem(key);
      } catch {
        // storage unavailable
      }
    },
  };
}

export const local = safe(() => window.localStorage);
export const session = safe(() => window.sessionStorage);
