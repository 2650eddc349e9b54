import type { TChatConversation, TChatMessage, TChatServerFrame } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newestMessageId, recentMessages, routedConversation, type TRouted } from './store';

// Who is connected to this process, and what reaches them (docs/decisions/support-chat.md).
// A player's sockets are keyed by their owner key (every tab of the member or visitor); agents
// get every conversation's traffic (the console filters). Messages stored by another API
// process reach this one's sockets through a poll of the messages table while sockets are open:
// a message id already dispatched here is not sent twice, and clients drop ids they already have.

export interface TChatPeer {
  role: 'player' | 'agent';
  /** The player's owner key ('' for agents). */
  ownerKey: string;
  send(frame: TChatServerFrame): void;
}

/** How often the messages table is read for other processes' messages while sockets are open. */
export const CHAT_POLL_MS = 1000;
/** Ids below the newest seen that are read again (PostgreSQL may commit a lower id later). */
const POLL_WINDOW = 50;
const DISPATCHED_KEPT = 5000;

export class ChatHub {
  private readonly players = new Map<string, Set<TChatPeer>>();
  private readonly agents = new Set<TChatPeer>();
  private readonly dispatched = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private polled = -1;
  /** The newest id when this process started polling: older messages were never its to push. */
  private floor = 0;
  private polling = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly pollMs = CHAT_POLL_MS,
  ) {}

  get size(): number {
    return this.agents.size + [...this.players.values()].reduce((n, s) => n + s.size, 0);
  }

  /**
   * Where this process's poll starts: the newest message id when the first socket is ready (a
   * socket is told 'ready' only after this, so every later message is the poll's to push).
   */
  async start(): Promise<void> {
    if (this.polled >= 0 || this.pollMs <= 0) return;
    const newest = await newestMessageId(this.db);
    if (this.polled < 0) {
      this.polled = newest;
      this.floor = newest;
    }
  }

  join(peer: TChatPeer): void {
    if (peer.role === 'agent') this.agents.add(peer);
    else {
      const set = this.players.get(peer.ownerKey) ?? new Set<TChatPeer>();
      set.add(peer);
      this.players.set(peer.ownerKey, set);
    }
    this.startPolling();
  }

  leave(peer: TChatPeer): void {
    if (peer.role === 'agent') this.agents.delete(peer);
    else {
      const set = this.players.get(peer.ownerKey);
      set?.delete(peer);
      if (set && !set.size) this.players.delete(peer.ownerKey);
    }
    if (!this.size) this.stopPolling();
  }

  private each(ownerKey: string, skip: TChatPeer | null, frame: TChatServerFrame, toAgents = true, toPlayer = true): void {
    if (toPlayer) for (const p of this.players.get(ownerKey) ?? []) if (p !== skip) p.send(frame);
    if (toAgents) for (const a of this.agents) if (a !== skip) a.send(frame);
  }

  private remember(id: number): boolean {
    if (this.dispatched.has(id)) return false;
    this.dispatched.add(id);
    if (this.dispatched.size > DISPATCHED_KEPT) {
      const oldest = this.dispatched.values().next().value;
      if (oldest !== undefined) this.dispatched.delete(oldest);
    }
    return true;
  }

  /** A stored message to everyone concerned but `skip` (the sender's socket has its ack). */
  publish(routed: TRouted, message: TChatMessage, skip: TChatPeer | null = null): void {
    if (!this.remember(message.id)) return;
    this.each(routed.ownerKey, skip, { type: 'message', message, conversation: this.playerView(routed.conversation) }, false, true);
    this.each(routed.ownerKey, skip, { type: 'message', message, conversation: routed.conversation }, true, false);
  }

  /** The player sees no agent-side counts. */
  private playerView(c: TChatConversation): TChatConversation {
    return { ...c, agentUnread: 0 };
  }

  /** A conversation's new state (read cursor moved) to the agents and, for its counts, its player. */
  conversationChanged(routed: TRouted, skip: TChatPeer | null = null): void {
    this.each(routed.ownerKey, skip, { type: 'conversation', conversation: routed.conversation }, true, false);
  }

  typing(ownerKey: string, conversationId: number, sender: 'PLAYER' | 'AGENT', typing: boolean, skip: TChatPeer): void {
    const frame: TChatServerFrame = { type: 'typing', conversationId, sender, typing };
    if (sender === 'PLAYER') this.each(ownerKey, skip, frame, true, false);
    else this.each(ownerKey, skip, frame, false, true);
  }

  /** Tells the player's other tabs their unread count. */
  unread(ownerKey: string, unread: number, skip: TChatPeer | null): void {
    this.each(ownerKey, skip, { type: 'unread', unread }, false, true);
  }

  private startPolling(): void {
    if (this.timer || this.pollMs <= 0) return;
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
  }

  private stopPolling(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One read of messages stored since the last one (by any process); dispatches those not sent yet. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      if (this.polled < 0) {
        this.polled = await newestMessageId(this.db);
        this.floor = this.polled;
        return;
      }
      const rows = await recentMessages(this.db, Math.max(0, this.polled - POLL_WINDOW));
      const conversations = new Map<number, TRouted>();
      for (const row of rows) {
        this.polled = Math.max(this.polled, row.id);
        if (row.id <= this.floor || this.dispatched.has(row.id)) continue;
        if (!this.players.has(row.ownerKey) && !this.agents.size) {
          this.remember(row.id);
          continue;
        }
        let routed = conversations.get(row.conversationId);
        if (!routed) {
          routed = await routedConversation(this.db, row.conversationId);
          conversations.set(row.conversationId, routed);
        }
        const { ownerKey: _owner, ...message } = row;
        this.publish(routed, message);
      }
    } catch {
      // A failed read (database restarting) is tried again at the next tick.
    } finally {
      this.polling = false;
    }
  }

  close(): void {
    this.stopPolling();
    this.players.clear();
    this.agents.clear();
  }
}

/** Per-sender sliding-window limits (this process's; see the decision page). */
export class SendLimiter {
  private readonly hits = new Map<string, number[]>();

  /** Whether `key` may do one more within `perMinute`; counts it when it may. */
  take(key: string, perMinute: number, now = Date.now()): boolean {
    const since = now - 60_000;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length >= perMinute) {
      this.hits.set(key, list);
      return false;
    }
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size > 10_000) for (const [k, v] of this.hits) if (!v.some((t) => t > since)) this.hits.delete(k);
    return true;
  }
}
