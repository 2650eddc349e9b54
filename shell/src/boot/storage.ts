/** Storage that never throws: private mode, quota and disabled storage must not break the shell. */
function safe(storage: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        storage().setItem(key, value);
      } catch {
        // Storage full or disabled: the value simply is not remembered.
      }
    },
    remove(key: string): void {
      try {
        storage().removeItem(key);
      } catch {
        // Nothing to remove when storage is unavailable.
      }
    },
    readJson<T>(key: string, parse: (v: unknown) => T | null): T | null {
      const raw = this.get(key);
      if (raw === null) return null;
      try {
        return parse(JSON.parse(raw));
      } catch {
        return null;
      }
    },
  };
}

export const local = safe(() => window.localStorage);
export const session = safe(() => window.sessionStorage);
