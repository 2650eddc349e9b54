// Test helpers for ui-kit's own tests; not exported from index.ts.

/** Replaces window.matchMedia so '(prefers-reduced-motion: reduce)' matches as told, and can change live. */
export function mockReducedMotion(initial: boolean) {
  const original = window.matchMedia;
  const listeners = new Set<() => void>();
  let reduce = initial;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query.includes('prefers-reduced-motion: reduce') && reduce;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    set(value: boolean) {
      reduce = value;
      listeners.forEach((listener) => listener());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
