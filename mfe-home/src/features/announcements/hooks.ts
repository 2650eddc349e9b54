import { THROTTLE_MS } from '@tessera/contract';
import { useSession } from '@tessera/platform-sdk';
import type { TAnnouncement } from '@tessera/contract/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMarkAnnouncementRead } from './api';

/** Sends queued ids one at a time, at most one every `gapMs`. */
export function createThrottledQueue(send: (id: number) => void, gapMs: number) {
  const queue: number[] = [];
  let lastSent = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const drain = () => {
    timer = null;
    const id = queue.shift();
    if (id === undefined) return;
    lastSent = Date.now();
    send(id);
    if (queue.length > 0) timer = setTimeout(drain, gapMs);
  };
  return {
    push(id: number) {
      if (!queue.includes(id)) queue.push(id);
      if (timer) return;
      const wait = lastSent + gapMs - Date.now();
      if (wait <= 0) drain();
      else timer = setTimeout(drain, wait);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      queue.length = 0;
    },
  };
}

/**
 * Opening an unread announcement (spec §4): read at once on screen, then marked read on the
 * server — at most one call every THROTTLE_MS.announcementMarkRead (150 ms, spec §7); ids opened
 * in between wait their turn — and the lists reload after each. Visitors have no read state on
 * the server, so only the local one changes.
 */
export function useAnnouncementReads() {
  const { isLoggedIn } = useSession();
  const { call } = useMarkAnnouncementRead();
  const [readLocally, setReadLocally] = useState<ReadonlySet<number>>(() => new Set());
  const queue = useRef<ReturnType<typeof createThrottledQueue> | null>(null);

  useEffect(() => {
    // A failed mark is not worth a message: the item stays read on screen and is sent again next open.
    const q = createThrottledQueue((id) => void call({ body: { announcementId: id, read: true } }).catch(() => undefined), THROTTLE_MS.announcementMarkRead);
    queue.current = q;
    return () => q.cancel();
  }, [call]);

  const open = useCallback(
    (item: TAnnouncement) => {
      if (item.read || readLocally.has(item.id)) return;
      setReadLocally((prev) => new Set(prev).add(item.id));
      if (isLoggedIn) queue.current?.push(item.id);
    },
    [isLoggedIn, readLocally],
  );

  const isRead = useCallback((item: TAnnouncement) => item.read || readLocally.has(item.id), [readLocally]);
  return { open, isRead };
}
