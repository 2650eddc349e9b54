import type { THelpEntry } from '@tessera/contract/api';

/** A query index (p, c of spec §2): a whole number ≥ 0, else null. */
export function indexParam(value: string | null): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  return Number(value);
}

/** The entry /m/helpDetail?p=&c= points at: the main entry p, or its child c; null when either is missing. */
export function selectEntry(tree: readonly THelpEntry[], p: number | null, c: number | null): { main: THelpEntry; child: THelpEntry | null } | null {
  if (p === null) return null;
  const main = tree[p];
  if (!main) return null;
  if (c === null) return { main, child: null };
  const child = main.children[c];
  return child ? { main, child } : null;
}
