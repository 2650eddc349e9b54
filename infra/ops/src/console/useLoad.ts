import { useCallback, useEffect, useRef, useState } from 'react';

interface TLoaded<V> {
  /** Which request this answer belongs to (key and reload round). */
  at: string;
  data: V | null;
  error: string | null;
}

/**
 * One GET and its state; `key` names what is loaded (a new key loads again), reload() after a
 * change. Answers of an earlier request are dropped; `loading` is derived, so nothing is set
 * synchronously inside the effect.
 */
export function useLoad<V>(load: () => Promise<V>, key: string) {
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const [round, setRound] = useState(0);
  const want = `${key}#${round}`;
  const [result, setResult] = useState<TLoaded<V>>({ at: '', data: null, error: null });

  useEffect(() => {
    let live = true;
    latest.current().then(
      (data) => {
        if (live) setResult({ at: want, data, error: null });
      },
      (err: unknown) => {
        if (live) setResult((r) => ({ at: want, data: r.data, error: err instanceof Error ? err.message : String(err) }));
      },
    );
    return () => {
      live = false;
    };
  }, [want]);

  const setData = useCallback((data: V | null) => setResult((r) => ({ ...r, data })), []);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data: result.data, setData, error: result.error, loading: result.at !== want, reload };
}
