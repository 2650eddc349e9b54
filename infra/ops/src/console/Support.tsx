import {
  CHAT_IMAGE_MEDIA_TYPES,
  CHAT_SOCKET_PATH,
  CHAT_TEXT_MAX,
  CHAT_TYPING_TTL_MS,
  type TChatConversation,
  type TChatMessage,
  type TChatServerFrame,
} from '@tessera/contract/api';
import { Badge, Button, EmptyState, ErrorState, ListSkeleton, SegmentedControl, StatusPill } from '@tessera/ui-kit';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { call, CSRF_HEADER, csrfToken } from './api';
import './support.css';

// The support queue (docs/decisions/support-chat.md): open conversations with their unread
// counts, a conversation's messages, assign to me, reply, send an image, close. Live over the
// chat socket (a ticket from POST /api/admin/chat/ticket as its first frame); after a drop it
// reconnects and reloads what it shows, so nothing is missed.

type TStatus = 'OPEN' | 'CLOSED';
const STATUSES = [
  { value: 'OPEN' as const, label: 'Open' },
  { value: 'CLOSED' as const, label: 'Closed' },
];
const RECONNECT_MS = [1000, 2000, 5000, 10000];

const newClientId = () =>
  (crypto.randomUUID?.() ?? `${Date.now()}${Math.random()}`)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 32)
    .padEnd(12, '0');
const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
const merge = (list: TChatMessage[], more: TChatMessage[]) => {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

export function Support() {
  const [status, setStatus] = useState<TStatus>('OPEN');
  const [queue, setQueue] = useState<TChatConversation[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [online, setOnline] = useState(false);
  const [typing, setTyping] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const ws = useRef<WebSocket | null>(null);
  const selectedRef = useRef<number | null>(null);
  const statusRef = useRef<TStatus>('OPEN');
  const file = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    selectedRef.current = selected;
    statusRef.current = status;
  });

  const loadQueue = useCallback(async () => {
    try {
      const { list } = await call<{ list: TChatConversation[] }>('GET', `/api/admin/chat/conversations?status=${statusRef.current}`);
      setQueue(list);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, []);

  const loadMessages = useCallback(async (id: number) => {
    const { conversation, messages: list } = await call<{ conversation: TChatConversation; messages: TChatMessage[] }>(
      'GET',
      `/api/admin/chat/conversations/${id}/messages`,
    );
    setMessages(list);
    setQueue((q) => q?.map((c) => (c.id === id ? conversation : c)) ?? q);
  }, []);

  const upsert = useCallback((c: TChatConversation) => {
    setQueue((q) => {
      if (!q) return q;
      const others = q.filter((x) => x.id !== c.id);
      if (c.status !== statusRef.current) return others;
      return [c, ...others].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
    });
  }, []);

  // The socket: queue and thread updates as they happen.
  useEffect(() => {
    let live = true;
    let attempt = 0;
    let typingTimer: ReturnType<typeof setTimeout> | null = null;
    const connect = async () => {
      if (!live) return;
      let ticket: string;
      try {
        ticket = (await call<{ ticket: string }>('POST', '/api/admin/chat/ticket')).ticket;
      } catch {
        retry();
        return;
      }
      const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${CHAT_SOCKET_PATH}`);
      ws.current = socket;
      socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', ticket }));
      socket.onmessage = (e) => {
        const frame = JSON.parse(String(e.data)) as TChatServerFrame;
        if (frame.type === 'ready') {
          attempt = 0;
          setOnline(true);
          void loadQueue();
          if (selectedRef.current) void loadMessages(selectedRef.current);
        } else if (frame.type === 'message' || frame.type === 'ack') {
          upsert(frame.conversation);
          if (frame.message.conversationId === selectedRef.current) {
            setMessages((m) => merge(m, [frame.message]));
            if (frame.message.sender === 'PLAYER') setTyping(null);
          }
        } else if (frame.type === 'conversation') upsert(frame.conversation);
        else if (frame.type === 'typing' && frame.sender === 'PLAYER') {
          setTyping(frame.typing ? frame.conversationId : null);
          if (typingTimer) clearTimeout(typingTimer);
          typingTimer = setTimeout(() => setTyping(null), CHAT_TYPING_TTL_MS);
        } else if (frame.type === 'error') setActionError(frame.message);
      };
      socket.onclose = () => {
        if (ws.current === socket) ws.current = null;
        setOnline(false);
        retry();
      };
    };
    const retry = () => {
      if (!live) return;
      setTimeout(() => void connect(), RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]);
    };
    void connect();
    return () => {
      live = false;
      ws.current?.close();
      ws.current = null;
      if (typingTimer) clearTimeout(typingTimer);
    };
  }, [loadQueue, loadMessages, upsert]);

  useEffect(() => {
    void loadQueue();
  }, [status, loadQueue]);

  const open = (id: number) => {
    setSelected(id);
    setMessages([]);
    setActionError(null);
    void loadMessages(id).catch((e: unknown) => setActionError(e instanceof Error ? e.message : String(e)));
  };

  // What is shown is read: the queue's badge for it goes to zero.
  const conversation = queue?.find((c) => c.id === selected) ?? null;
  const lastPlayer = [...messages].reverse().find((m) => m.sender === 'PLAYER')?.id ?? 0;
  useEffect(() => {
    if (selected && lastPlayer && conversation?.agentUnread && online)
      ws.current?.send(JSON.stringify({ type: 'read', conversationId: selected, upTo: lastPlayer }));
  }, [selected, lastPlayer, conversation?.agentUnread, online]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const act = async (action: 'assign' | 'close') => {
    if (!selected) return;
    setBusy(true);
    setActionError(null);
    try {
      upsert(await call<TChatConversation>('POST', `/api/admin/chat/conversations/${selected}/${action}`));
      await loadMessages(selected);
    } catch (e) {
      setActionError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const send = (e: FormEvent) => {
    e.preventDefault();
    const clean = text.trim();
    if (!clean || !selected || !ws.current) return;
    ws.current.send(JSON.stringify({ type: 'send', conversationId: selected, clientId: newClientId(), text: clean }));
    setText('');
  };

  const sendImage = async (f: File) => {
    if (!selected) return;
    setActionError(null);
    const form = new FormData();
    form.append('clientId', newClientId());
    form.append('image', f);
    const res = await fetch(`/api/admin/chat/conversations/${selected}/images`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json', [CSRF_HEADER]: csrfToken() ?? '' },
    });
    const envelope = (await res.json().catch(() => null)) as { success?: boolean; message?: string; value?: TChatMessage } | null;
    if (!envelope?.success || !envelope.value) setActionError(envelope?.message ?? `HTTP ${res.status}`);
    else setMessages((m) => merge(m, [envelope.value!]));
  };

  if (error && !queue) return <ErrorState message={error} retryLabel="Retry" onRetry={() => void loadQueue()} />;

  return (
    <div className={`ops-support${selected ? ' ops-support--open' : ''}`} data-testid="ops-support">
      <section className="ops-support__queue" aria-label="Support queue">
        <div className="ops-row">
          <SegmentedControl label="Conversations" options={STATUSES} value={status} onChange={(v) => setStatus(v)} />
          <StatusPill tone={online ? 'success' : 'warning'}>{online ? 'Live' : 'Reconnecting…'}</StatusPill>
        </div>
        {!queue ? (
          <ListSkeleton />
        ) : queue.length === 0 ? (
          <EmptyState text={status === 'OPEN' ? 'No open conversations.' : 'No closed conversations.'} />
        ) : (
          <ul className="ops-support__list" data-testid="support-queue">
            {queue.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className="ops-support__item"
                  aria-current={c.id === selected ? 'true' : undefined}
                  onClick={() => open(c.id)}
                  data-id={c.id}
                >
                  <span className="ops-support__who">
                    <strong>{c.name}</strong>{' '}
                    <span className="ops-muted">
                      {c.kind === 'VISITOR' ? 'visitor' : 'member'} · {c.merchantCode}
                    </span>
                  </span>
                  <span className="ops-support__preview">{c.preview || '—'}</span>
                  <span className="ops-support__meta">
                    <span className="ops-muted">{c.assignedTo ? `Assigned: ${c.assignedTo}` : 'Unassigned'}</span>
                    {c.agentUnread > 0 && <Badge count={c.agentUnread} label={`${c.agentUnread} unread`} />}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="ops-support__thread" aria-label="Conversation">
        {!conversation ? (
          <EmptyState text="Pick a conversation from the queue." />
        ) : (
          <>
            <div className="ops-support__head">
              <Button variant="ghost" size="sm" className="ops-support__back" onClick={() => setSelected(null)}>
                Back to queue
              </Button>
              <h2 className="ops-section-title">
                {conversation.name} <span className="ops-muted">#{conversation.id}</span>
              </h2>
              <div className="ops-row">
                {conversation.status === 'OPEN' && conversation.assignedTo === null && (
                  <Button size="sm" loading={busy} onClick={() => void act('assign')}>
                    Assign to me
                  </Button>
                )}
                {conversation.status === 'OPEN' && (
                  <Button size="sm" variant="secondary" loading={busy} onClick={() => void act('close')}>
                    Close
                  </Button>
                )}
                {conversation.status === 'CLOSED' && <StatusPill tone="neutral">Closed</StatusPill>}
              </div>
            </div>
            <div className="ops-support__messages" role="log" aria-label={`Messages with ${conversation.name}`} data-testid="support-messages">
              {messages.map((m) =>
                m.sender === 'SYSTEM' ? (
                  <p key={m.id} className="ops-support__system">
                    {m.text === 'CLOSED' ? `Closed by ${m.author}` : `Assigned to ${m.author}`} · {time(m.createdAt)}
                  </p>
                ) : (
                  <div key={m.id} className={`ops-support__bubble ops-support__bubble--${m.sender === 'AGENT' ? 'mine' : 'theirs'}`} data-sender={m.sender}>
                    <span className="ops-support__author">{m.author}</span>
                    {m.image ? (
                      <a href={m.image.url} target="_blank" rel="noopener noreferrer">
                        <img src={m.image.url} alt={`Sent by ${m.author}`} className="ops-support__image" />
                      </a>
                    ) : (
                      <span>{m.text}</span>
                    )}
                    <time dateTime={m.createdAt} className="ops-support__time">
                      {time(m.createdAt)}
                    </time>
                  </div>
                ),
              )}
              {typing === conversation.id && <p className="ops-support__system">{conversation.name} is typing…</p>}
              <div ref={end} />
            </div>
            {actionError && (
              <p className="ops-support__error" role="alert">
                {actionError}
              </p>
            )}
            {conversation.status === 'OPEN' && (
              <form className="ops-support__composer" onSubmit={send}>
                <input
                  ref={file}
                  type="file"
                  hidden
                  accept={CHAT_IMAGE_MEDIA_TYPES.join(',')}
                  aria-label="Send an image"
                  data-testid="support-file"
                  onChange={(e) => {
                    const f = e.target.files?.[0];
                    if (f) void sendImage(f);
                    e.target.value = '';
                  }}
                />
                <Button type="button" variant="secondary" size="sm" onClick={() => file.current?.click()}>
                  Image
                </Button>
                <label className="ops-support__field">
                  <span className="tk-visually-hidden">Reply</span>
                  <input
                    name="reply"
                    value={text}
                    maxLength={CHAT_TEXT_MAX}
                    placeholder="Reply"
                    onChange={(e) => {
                      setText(e.target.value);
                      ws.current?.send(JSON.stringify({ type: 'typing', conversationId: conversation.id, typing: true }));
                    }}
                  />
                </label>
                <Button type="submit" size="sm" disabled={!text.trim() || !online}>
                  Send
                </Button>
              </form>
            )}
          </>
        )}
      </section>
    </div>
  );
}
