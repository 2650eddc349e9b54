import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '@tessera/platform-sdk';
import {
  accountRecords,
  buyLivePass,
  LIVE_CHAT_PAGE,
  LIVE_CHAT_POLL_MS,
  liveChat,
  liveRoom,
  liveRoomStream,
  postLiveChat,
  walletBalance,
  type TLiveChatLine,
} from '@tessera/contract/api';
import { useApiMutation, useApiQuery, useIdempotentAction } from '@tessera/platform-sdk/data';

// A live room's calls (docs/decisions/live-rooms.md): the room (public), its stream (or the API's
// refusal: LIVE_VIP_REQUIRED, LIVE_PASS_REQUIRED, LIVE_ROOM_OFFLINE), the chat polled every
// LIVE_CHAT_POLL_MS with `after` (only new lines travel), a line posted, a pass bought.

export const useLiveRoomQuery = (id: string | null) => useApiQuery(liveRoom, id ? { params: { id } } : null);

/** The stream for this viewer (the cache is the session's: a login asks again, and may open a VIP room). */
export const useLiveStreamQuery = (id: string | null) => useApiQuery(liveRoomStream, id ? { params: { id } } : null, { staleTime: 0 });

export const useBuyPass = () => useIdempotentAction(buyLivePass, { invalidates: [liveRoomStream, walletBalance, accountRecords] });

const MAX_LINES = LIVE_CHAT_PAGE * 4;

/**
 * The room's chat while `enabled` (the viewer may enter): the newest lines first, then every
 * LIVE_CHAT_POLL_MS only the lines after the last one seen (polling: one small GET that any proxy
 * passes; docs/decisions/live-rooms.md). Polling pauses while the page is hidden.
 */
export function useLiveChat(id: string | null, enabled: boolean) {
  const api = useApi();
  const [lines, setLines] = useState<TLiveChatLine[]>([]);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const last = useRef<number | null>(null);
  const add = useCallback((more: readonly TLiveChatLine[]) => {
    if (more.length === 0) return;
    setLines((now) => {
      const seen = new Set(now.map((l) => l.id));
      const merged = [...now, ...more.filter((l) => !seen.has(l.id))].sort((a, b) => a.id - b.id).slice(-MAX_LINES);
      last.current = merged.at(-1)?.id ?? last.current;
      return merged;
    });
  }, []);

  useEffect(() => {
    if (!id || !enabled) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const poll = async () => {
      if (document.visibilityState !== 'hidden') {
        try {
          const after = last.current;
          const answer = await api.call(liveChat, { params: { id }, query: after === null ? {} : { after: String(after) } }, { signal: controller.signal });
          if (stopped) return;
          add(answer.list);
          setFailed(false);
          setLoaded(true);
        } catch {
          if (stopped) return;
          setFailed(true);
        }
      }
      if (!stopped) timer = setTimeout(() => void poll(), LIVE_CHAT_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [api, id, enabled, add]);

  const post = useApiMutation(postLiveChat);
  const send = useCallback(
    async (text: string) => {
      if (!id) return;
      const line = await post.call({ params: { id }, body: { text } });
      add([line]);
    },
    [id, post, add],
  );
  return { lines, loaded, failed, send, sending: post.isPending };
}
