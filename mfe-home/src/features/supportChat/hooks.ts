import {
  CHAT_SOCKET_PATH,
  CHAT_TYPING_TTL_MS,
  chatTicket,
  chatUnreadCount,
  chatUpload,
  chatVisitorStart,
  type TChatConversation,
  type TChatMessage,
  type TChatServerFrame,
} from '@tessera/contract/api';
import { useApi, useSession } from '@tessera/platform-sdk';
import { invalidateApi } from '@tessera/platform-sdk/data';
import { useCallback, useEffect, useReducer, useRef } from 'react';

// The player's side of the support chat (docs/decisions/support-chat.md): one socket, authenticated
// by its first frame with a ticket from chatTicket (the session token never goes in a URL). Every
// message has a client id: a send that was not acknowledged is sent again after a reconnect under
// the same id, and the server stores it once. A reconnect resumes from the last message id held;
// a periodic sync over the socket covers anything a process could not push.

/** Where a visitor's key is kept (this browser's chat identity). */
export const VISITOR_KEY_STORAGE = 'chatVisitor';
const RECONNECT_MS = [1000, 2000, 4000, 8000, 15000];
const SYNC_MS = 20_000;
const TYPING_SEND_MS = 2000;

export type TChatState = 'needName' | 'connecting' | 'online' | 'offline' | 'refused';

export interface TOutgoing {
  clientId: string;
  text?: string;
  /** A local preview of an image being sent. */
  preview?: string;
  failed: string | null;
}

interface TState {
  state: TChatState;
  messages: TChatMessage[];
  outbox: TOutgoing[];
  conversation: TChatConversation | null;
  unread: number;
  agentTyping: boolean;
  refusal: string | null;
}

type TAction =
  | { type: 'state'; state: TChatState; refusal?: string | null }
  | { type: 'messages'; messages: TChatMessage[]; conversation?: TChatConversation | null; unread?: number }
  | { type: 'queue'; item: TOutgoing }
  | { type: 'failed'; clientId: string; reason: string }
  | { type: 'retry'; clientId: string }
  | { type: 'typing'; typing: boolean }
  | { type: 'unread'; unread: number };

function merge(list: TChatMessage[], more: TChatMessage[]): TChatMessage[] {
  if (!more.length) return list;
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function reducer(s: TState, a: TAction): TState {
  switch (a.type) {
    case 'state':
      return { ...s, state: a.state, refusal: a.refusal ?? (a.state === 'refused' ? s.refusal : null) };
    case 'messages': {
      const messages = merge(s.messages, a.messages);
      const done = new Set(a.messages.map((m) => m.clientId));
      return {
        ...s,
        messages,
        outbox: s.outbox.filter((o) => !done.has(o.clientId)),
        conversation: a.conversation === undefined ? s.conversation : a.conversation,
        unread: a.unread ?? s.unread,
        agentTyping: a.messages.some((m) => m.sender === 'AGENT') ? false : s.agentTyping,
      };
    }
    case 'queue':
      return { ...s, outbox: [...s.outbox.filter((o) => o.clientId !== a.item.clientId), a.item] };
    case 'failed':
      return { ...s, outbox: s.outbox.map((o) => (o.clientId === a.clientId ? { ...o, failed: a.reason } : o)) };
    case 'retry':
      return { ...s, outbox: s.outbox.map((o) => (o.clientId === a.clientId ? { ...o, failed: null } : o)) };
    case 'typing':
      return { ...s, agentTyping: a.typing };
    case 'unread':
      return { ...s, unread: a.unread };
  }
}

const newClientId = () =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 32)
    .padEnd(12, '0');

function readVisitorKey(): string | null {
  try {
    return window.localStorage.getItem(VISITOR_KEY_STORAGE);
  } catch {
    return null;
  }
}

/** The chat of this page: connection, messages (with the ones still being sent), and actions. */
export function useSupportChat() {
  const api = useApi();
  const { isLoggedIn, isRealMember } = useSession();
  const member = isLoggedIn && isRealMember;
  const [s, dispatch] = useReducer(reducer, {
    state: member || readVisitorKey() ? 'connecting' : 'needName',
    messages: [],
    outbox: [],
    conversation: null,
    unread: 0,
    agentTyping: false,
    refusal: null,
  });
  const ws = useRef<WebSocket | null>(null);
  const live = useRef(true);
  const attempt = useRef(0);
  const lastId = useRef(0);
  const outbox = useRef<TOutgoing[]>([]);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTypingSent = useRef(0);
  const connectRef = useRef<() => Promise<void>>(async () => undefined);
  useEffect(() => {
    lastId.current = s.messages.at(-1)?.id ?? 0;
    outbox.current = s.outbox;
  });

  const schedule = useCallback(() => {
    const wait = RECONNECT_MS[Math.min(attempt.current, RECONNECT_MS.length - 1)]!;
    attempt.current += 1;
    setTimeout(() => void connectRef.current(), wait);
  }, []);

  const ticket = useCallback(async () => {
    const visitorKey = member ? null : readVisitorKey();
    return api.call(chatTicket, { body: visitorKey ? { visitorKey } : {} });
  }, [api, member]);

  const frameOf = useCallback((frame: TChatServerFrame) => {
    switch (frame.type) {
      case 'ready':
      case 'sync':
        dispatch({ type: 'messages', messages: frame.messages, conversation: frame.conversation, unread: frame.unread });
        if (frame.type === 'ready') {
          attempt.current = 0;
          dispatch({ type: 'state', state: 'online' });
          // What was not acknowledged before the drop goes again, under the same ids.
          for (const o of outbox.current) if (o.text && !o.failed) ws.current?.send(JSON.stringify({ type: 'send', clientId: o.clientId, text: o.text }));
        }
        return;
      case 'ack':
        dispatch({ type: 'messages', messages: [frame.message], conversation: frame.conversation });
        return;
      case 'message':
        dispatch({ type: 'messages', messages: [frame.message], conversation: frame.conversation });
        return;
      case 'typing':
        if (frame.sender === 'AGENT') {
          dispatch({ type: 'typing', typing: frame.typing });
          if (typingTimer.current) clearTimeout(typingTimer.current);
          if (frame.typing) typingTimer.current = setTimeout(() => dispatch({ type: 'typing', typing: false }), CHAT_TYPING_TTL_MS);
        }
        return;
      case 'unread':
        dispatch({ type: 'unread', unread: frame.unread });
        void invalidateApi([chatUnreadCount]);
        return;
      case 'error':
        if (frame.clientId) dispatch({ type: 'failed', clientId: frame.clientId, reason: frame.message });
        return;
      case 'conversation':
        return;
    }
  }, []);

  const connect = useCallback(async () => {
    if (!live.current) return;
    dispatch({ type: 'state', state: 'connecting' });
    let t: { ticket: string };
    try {
      t = await ticket();
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'CHAT_DISABLED' || code === 'FREE_REJECT' || code === 'CHAT_VISITOR_UNKNOWN') {
        if (code === 'CHAT_VISITOR_UNKNOWN') window.localStorage.removeItem(VISITOR_KEY_STORAGE);
        dispatch({ type: 'state', state: code === 'CHAT_VISITOR_UNKNOWN' ? 'needName' : 'refused', refusal: e instanceof Error ? e.message : code });
        return;
      }
      dispatch({ type: 'state', state: 'offline' });
      schedule();
      return;
    }
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${CHAT_SOCKET_PATH}`;
    const socket = new WebSocket(url);
    ws.current = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', ticket: t.ticket, after: lastId.current }));
    socket.onmessage = (e) => {
      try {
        frameOf(JSON.parse(String(e.data)) as TChatServerFrame);
      } catch {
        // A frame that is not JSON is ignored.
      }
    };
    socket.onclose = () => {
      if (ws.current !== socket) return;
      ws.current = null;
      if (!live.current) return;
      dispatch({ type: 'state', state: 'offline' });
      schedule();
    };
  }, [ticket, frameOf, schedule]);
  useEffect(() => {
    connectRef.current = connect;
  }, [connect]);

  useEffect(() => {
    live.current = true;
    if (member || readVisitorKey()) void connect();
    const sync = setInterval(
      () => ws.current?.readyState === WebSocket.OPEN && ws.current.send(JSON.stringify({ type: 'sync', after: lastId.current })),
      SYNC_MS,
    );
    return () => {
      live.current = false;
      clearInterval(sync);
      ws.current?.close();
      ws.current = null;
    };
  }, [member, connect]);

  // Read what the agents wrote while the page is shown.
  const lastAgent = [...s.messages].reverse().find((m) => m.sender !== 'PLAYER')?.id ?? 0;
  useEffect(() => {
    if (s.state !== 'online' || !lastAgent || s.unread === 0 || document.visibilityState === 'hidden') return;
    ws.current?.send(JSON.stringify({ type: 'read', upTo: lastAgent }));
  }, [s.state, lastAgent, s.unread]);

  const send = (text: string) => {
    const clean = text.trim();
    if (!clean) return;
    const item: TOutgoing = { clientId: newClientId(), text: clean, failed: null };
    dispatch({ type: 'queue', item });
    if (ws.current?.readyState === WebSocket.OPEN) ws.current.send(JSON.stringify({ type: 'send', clientId: item.clientId, text: clean }));
    lastTypingSent.current = 0;
  };

  const sendImage = async (file: File, clientId = newClientId()) => {
    const item: TOutgoing = { clientId, preview: URL.createObjectURL(file), failed: null };
    dispatch({ type: 'queue', item });
    try {
      const t = await ticket();
      const message = await api.call(chatUpload, { form: { ticket: t.ticket, clientId, image: file } });
      dispatch({ type: 'messages', messages: [message] });
    } catch (e) {
      dispatch({ type: 'failed', clientId, reason: e instanceof Error ? e.message : String(e) });
    }
  };

  const retry = (item: TOutgoing) => {
    dispatch({ type: 'retry', clientId: item.clientId });
    if (item.text && ws.current?.readyState === WebSocket.OPEN) ws.current.send(JSON.stringify({ type: 'send', clientId: item.clientId, text: item.text }));
  };

  const typing = () => {
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_SEND_MS || ws.current?.readyState !== WebSocket.OPEN) return;
    lastTypingSent.current = now;
    ws.current.send(JSON.stringify({ type: 'typing', typing: true }));
  };

  const startAsVisitor = async (name: string) => {
    const { visitorKey } = await api.call(chatVisitorStart, { body: { name } });
    window.localStorage.setItem(VISITOR_KEY_STORAGE, visitorKey);
    await connect();
  };

  return { ...s, member, send, sendImage, retry, typing, startAsVisitor, reconnect: () => void connect() };
}
