import { TIMING_MS } from '@tessera/contract';
import { useEffect, useState } from 'react';

/** True while `loading`, but never longer than TIMING_MS.loadingMax (spec §2: up to 9999 ms). */
export function useCappedLoading(loading: boolean): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setExpired(true), TIMING_MS.loadingMax);
    return () => clearTimeout(timer);
  }, [loading]);
  return loading && !expired;
}
