/* eslint-disable tessera/boundaries -- browser code (the operator console): infra/lint/boundaries.cjs has no zone for infra/ops/src/console yet; asked of the lead (docs/decisions/ops-console.md) */
import { useCallback, useEffect, useState } from 'react';

/** One GET and its state; reload() after a change. Stale answers of an earlier load are dropped. */
export function useLoad<V>(load: () => Promise<V>, deps: readonly unknown[]) {
  const [data, setData] = useState<V | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const run = useCallback(load, deps);

  useEffect(() => {
    let live = true;
    setLoading(true);
    run().then(
      (v) => {
        if (!live) return;
        setData(v);
        setError(null);
        setLoading(false);
      },
      (err: unknown) => {
        if (!live) return;
        setError(err instanceof Error ? err.message : String(err));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [run, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data, setData, error, loading, reload };
}
