import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * How important a dialog that opens by itself is (docs/decisions/dialogs.md). The turn goes to the
 * highest number; equal numbers go in the order they asked.
 * - `blocking`: a prompt the player must answer before playing on (agent contract, reality check).
 * - `account`: account and security prompts, and the platform's confirm/alert/prompt dialogs.
 * - `marketing`: welcome and announcement popups, offers.
 */
export const DIALOG_PRIORITY = { blocking: 300, account: 200, marketing: 100 } as const;
// (150, between account and marketing, is a tapped dialog's hold: holdDialogQueueIfIdle.)
export type TDialogPriority = keyof typeof DIALOG_PRIORITY | number;

interface TEntry {
  token: number;
  id: string;
  rank: number;
  seq: number;
}

interface TQueue {
  entries: TEntry[];
  listeners: Set<() => void>;
  nextToken: number;
  nextSeq: number;
}

/**
 * One queue per page. ui-kit is a shared singleton (docs/decisions/federation-sharing.md), and the
 * queue also sits on `globalThis`, so a second copy of the kit (a remote that failed to share it)
 * still takes turns with the first.
 */
const KEY = '__tesseraDialogQueue';
function queue(): TQueue {
  const g = globalThis as typeof globalThis & { [KEY]?: TQueue };
  return (g[KEY] ??= { entries: [], listeners: new Set(), nextToken: 1, nextSeq: 1 });
}

function notify(q: TQueue): void {
  for (const listener of [...q.listeners]) listener();
}

function rankOf(priority: TDialogPriority): number {
  return typeof priority === 'number' ? priority : DIALOG_PRIORITY[priority];
}

/** The entry whose turn it is: highest rank, then the first to ask. */
function head(q: TQueue): TEntry | undefined {
  let best: TEntry | undefined;
  for (const e of q.entries) if (!best || e.rank > best.rank || (e.rank === best.rank && e.seq < best.seq)) best = e;
  return best;
}

/** Asks for a turn; returns the release. Exported for non-React callers and tests. */
export function requestDialogTurn(id: string, priority: TDialogPriority, token = queue().nextToken++): () => void {
  const q = queue();
  q.entries.push({ token, id, rank: rankOf(priority), seq: q.nextSeq++ });
  notify(q);
  return () => {
    const before = q.entries.length;
    q.entries = q.entries.filter((e) => e.token !== token);
    if (q.entries.length !== before) notify(q);
  };
}

/**
 * A dialog the player opened by a tap (ui-kit `Dialog` calls this when it opens): it shows at once,
 * and while it is open it holds the queue just above `marketing`, so a welcome or offer popup that
 * becomes due waits until it closes instead of landing on top of it. `account` and `blocking`
 * dialogs (a confirm asked from inside it, a reality check) still show over it. A dialog that opens
 * on its turn finds the queue busy with itself and holds nothing, so it cannot wait on itself.
 * Returns the release, or null when nothing was held.
 */
export const TAPPED_DIALOG_RANK = 150;
export function holdDialogQueueIfIdle(id: string): (() => void) | null {
  return head(queue()) ? null : requestDialogTurn(id, TAPPED_DIALOG_RANK);
}

/** The id of the dialog whose turn it is now, or null (tests, diagnostics). */
export function currentDialogTurn(): string | null {
  return head(queue())?.id ?? null;
}

function subscribe(listener: () => void): () => void {
  const q = queue();
  q.listeners.add(listener);
  return () => q.listeners.delete(listener);
}

/**
 * One dialog at a time, across remotes: a dialog that opens by itself asks for a turn while it
 * `wantsOpen` and shows only while the hook returns true. A more important dialog that asks later
 * takes the turn (the other one is hidden, not closed, and comes back when the turn returns);
 * closing (wantsOpen false) or unmounting gives the turn up.
 *
 *   const mine = useDialogTurn('home.welcome', 'marketing', popupDue);
 *   <Dialog open={mine} … />
 */
export function useDialogTurn(id: string, priority: TDialogPriority, wantsOpen: boolean): boolean {
  const [token] = useState(() => queue().nextToken++);
  const rank = rankOf(priority);
  useEffect(() => {
    if (!wantsOpen) return;
    return requestDialogTurn(id, rank, token);
  }, [id, rank, wantsOpen, token]);
  const turn = useSyncExternalStore(
    subscribe,
    () => head(queue())?.token === token,
    () => false,
  );
  return wantsOpen && turn;
}
