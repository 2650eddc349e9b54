import { CHAT_HISTORY_LIMIT, type TChatConversation, type TChatMessage } from '@tessera/contract/api';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { ChatConversationsTable, ChatMessagesTable } from '../../db/schema.supportChat';
import { ApiError } from '../../errors';
import { audit } from '../admin';
import { imageUrl, type TChatIdentity } from './tickets';

// The support chat's storage (docs/decisions/support-chat.md). A player (member or visitor) has
// at most one OPEN conversation; a message when none is open opens a new one. Message ids are
// global and increasing, so "after id" is the resume point of every client and the read cursors
// are ids. A message is unique per sender and client id: a resend answers the first row.

type TDb = Kysely<DB> | Transaction<DB>;
type TConversationRow = Selectable<ChatConversationsTable>;
type TMessageRow = Selectable<ChatMessagesTable> & { content_type?: string | null; size?: number | null };

/** A conversation with where its messages go (owner_key: the player's sockets). */
export interface TRouted {
  ownerKey: string;
  conversation: TChatConversation;
}

const now = () => new Date().toISOString();
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Plain text as stored: CRLF → LF, control characters other than tab and LF removed, trimmed. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
    .trim();
}

// ---- Visitors ----

export async function startVisitor(db: Kysely<DB>, merchant: string, name: string): Promise<{ visitorKey: string; name: string }> {
  const visitorKey = randomBytes(24).toString('base64url');
  const clean = cleanText(name).replace(/\s+/g, ' ');
  await db
    .insertInto('chat_visitors')
    .values({ merchant_code: merchant, name: clean, key_hash: hashKey(visitorKey), created_at: now() })
    .execute();
  return { visitorKey, name: clean };
}

export async function visitorByKey(db: Kysely<DB>, merchant: string, key: string): Promise<{ id: number; name: string } | null> {
  const row = await db
    .selectFrom('chat_visitors')
    .select(['id', 'name'])
    .where('key_hash', '=', hashKey(key))
    .where('merchant_code', '=', merchant)
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: row.name } : null;
}

// ---- Reading ----

const messageColumns = [
  'm.id',
  'm.conversation_id',
  'm.sender',
  'm.author',
  'm.sender_key',
  'm.client_id',
  'm.text',
  'm.attachment_id',
  'm.created_at',
  'a.content_type',
  'a.size',
] as const;

function messages(db: TDb) {
  return db.selectFrom('chat_messages as m').leftJoin('chat_attachments as a', 'a.id', 'm.attachment_id').select(messageColumns);
}

export function toMessage(r: TMessageRow): TChatMessage {
  return {
    id: Number(r.id),
    conversationId: Number(r.conversation_id),
    sender: r.sender as TChatMessage['sender'],
    author: r.author,
    clientId: r.client_id,
    text: r.text,
    image: r.attachment_id ? { url: imageUrl(Number(r.attachment_id)), contentType: r.content_type ?? 'image/png', size: Number(r.size ?? 0) } : null,
    createdAt: r.created_at,
  };
}

async function countAfter(db: TDb, conversationId: number, sender: 'PLAYER' | 'AGENT', afterId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('conversation_id', '=', conversationId)
    .where('sender', '=', sender)
    .where('id', '>', afterId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function previewOf(db: TDb, lastMessageId: number): Promise<string> {
  if (!lastMessageId) return '';
  const m = await db.selectFrom('chat_messages').select(['sender', 'text', 'attachment_id']).where('id', '=', lastMessageId).executeTakeFirst();
  if (!m) return '';
  if (m.attachment_id) return '[image]';
  if (m.sender === 'SYSTEM') return m.text === 'CLOSED' ? '[closed]' : '[assigned]';
  return (m.text ?? '').slice(0, 80);
}

async function toConversation(db: TDb, r: TConversationRow): Promise<TChatConversation> {
  const id = Number(r.id);
  const [agentUnread, playerUnread, preview] = await Promise.all([
    countAfter(db, id, 'PLAYER', Number(r.agent_read_id)),
    countAfter(db, id, 'AGENT', Number(r.player_read_id)),
    previewOf(db, Number(r.last_message_id)),
  ]);
  return {
    id,
    merchantCode: r.merchant_code,
    kind: r.member_id !== null ? 'MEMBER' : 'VISITOR',
    name: r.name,
    status: r.status as TChatConversation['status'],
    assignedTo: r.assigned_to,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    closedAt: r.closed_at,
    lastMessageId: Number(r.last_message_id),
    agentUnread,
    playerUnread,
    preview,
  };
}

async function conversationRow(db: TDb, id: number): Promise<TConversationRow> {
  const row = await db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('CHAT_CONVERSATION_NOT_FOUND');
  return row;
}

export async function routedConversation(db: TDb, id: number): Promise<TRouted> {
  const row = await conversationRow(db, id);
  return { ownerKey: row.owner_key, conversation: await toConversation(db, row) };
}

/** The player's current conversation: the open one, else the latest; null before the first message. */
export async function playerConversation(db: TDb, ownerKey: string): Promise<TChatConversation | null> {
  const row = await db.selectFrom('chat_conversations').selectAll().where('owner_key', '=', ownerKey).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? toConversation(db, row) : null;
}

/**
 * Messages after `after` (oldest first, at most CHAT_HISTORY_LIMIT): a player's across their
 * conversations, or one conversation's. after = 0: the newest CHAT_HISTORY_LIMIT.
 */
export async function messagesAfter(db: TDb, where: { ownerKey: string } | { conversationId: number }, after: number): Promise<TChatMessage[]> {
  let q = messages(db);
  q =
    'ownerKey' in where
      ? q.innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id').where('c.owner_key', '=', where.ownerKey)
      : q.where('m.conversation_id', '=', where.conversationId);
  const rows =
    after > 0
      ? await q.where('m.id', '>', after).orderBy('m.id', 'asc').limit(CHAT_HISTORY_LIMIT).execute()
      : (await q.orderBy('m.id', 'desc').limit(CHAT_HISTORY_LIMIT).execute()).reverse();
  return rows.map(toMessage);
}

/** Agent messages the player has not read, over all their conversations (the CBS3 unread badge). */
export async function playerUnread(db: TDb, ownerKey: string): Promise<number> {
  const row = await db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('c.owner_key', '=', ownerKey)
    .where('m.sender', '=', 'AGENT')
    .whereRef('m.id', '>', 'c.player_read_id')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The console's queue: conversations by status (newest activity first), with unread counts. */
export async function queue(db: Kysely<DB>, q: { status?: 'OPEN' | 'CLOSED'; merchant?: string }): Promise<TChatConversation[]> {
  let query = db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('status', '=', q.status ?? 'OPEN');
  if (q.merchant) query = query.where('merchant_code', '=', q.merchant);
  const rows = await query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(200).execute();
  return Promise.all(rows.map((r) => toConversation(db, r)));
}

// ---- Writing ----

export interface TPost {
  clientId: string;
  text?: string;
  image?: { contentType: string; bytes: Buffer };
  /** An agent's: the conversation (a player's is their open one, or a new one). */
  conversationId?: number;
}

export interface TPosted extends TRouted {
  message: TChatMessage;
  /** The client id was sent before: this is the first message, nothing new was stored. */
  duplicate: boolean;
}

const senderKeyOf = (who: TChatIdentity) => (who.role === 'agent' ? `a:${who.name}` : who.ownerKey);

async function existing(db: TDb, senderKey: string, clientId: string): Promise<TMessageRow | undefined> {
  return messages(db).where('m.sender_key', '=', senderKey).where('m.client_id', '=', clientId).executeTakeFirst();
}

async function openConversationOf(trx: Transaction<DB>, who: Extract<TChatIdentity, { role: 'player' }>): Promise<TConversationRow> {
  const open = await trx.selectFrom('chat_conversations').selectAll().where('owner_key', '=', who.ownerKey).where('status', '=', 'OPEN').executeTakeFirst();
  if (open) return open;
  const at = now();
  const { id } = await trx
    .insertInto('chat_conversations')
    .values({
      merchant_code: who.merchant,
      member_id: who.memberId,
      visitor_id: who.visitorId,
      owner_key: who.ownerKey,
      name: who.name,
      status: 'OPEN',
      assigned_to: null,
      created_at: at,
      updated_at: at,
      closed_at: null,
      closed_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return conversationRow(trx, Number(id));
}

/**
 * Stores a message (text or image) once per sender and client id. A player's goes to their open
 * conversation (a new one when none is open); an agent's to an open conversation, which it takes
 * when nobody has (replying assigns it). A message someone sent is read by them.
 */
export async function postMessage(db: Kysely<DB>, who: TChatIdentity, post: TPost): Promise<TPosted> {
  const senderKey = senderKeyOf(who);
  const found = await existing(db, senderKey, post.clientId);
  if (found) return { ...(await routedConversation(db, Number(found.conversation_id))), message: toMessage(found), duplicate: true };
  const text = post.text === undefined ? null : cleanText(post.text);
  if (!post.image && !text) throw new ApiError('CHAT_MESSAGE_INVALID');
  try {
    const id = await db.transaction().execute(async (trx) => {
      let conversation: TConversationRow;
      if (who.role === 'agent') {
        conversation = await conversationRow(trx, post.conversationId ?? 0);
        if (conversation.status !== 'OPEN') throw new ApiError('CHAT_CONVERSATION_CLOSED');
      } else {
        conversation = await openConversationOf(trx, who);
      }
      const at = now();
      let attachmentId: number | null = null;
      if (post.image) {
        const row = await trx
          .insertInto('chat_attachments')
          .values({
            conversation_id: conversation.id,
            content_type: post.image.contentType,
            size: post.image.bytes.length,
            data: post.image.bytes.toString('base64'),
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        attachmentId = Number(row.id);
      }
      const inserted = await trx
        .insertInto('chat_messages')
        .values({
          conversation_id: conversation.id,
          sender: who.role === 'agent' ? 'AGENT' : 'PLAYER',
          author: who.name,
          sender_key: senderKey,
          client_id: post.clientId,
          text: post.image ? null : text,
          attachment_id: attachmentId,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const messageId = Number(inserted.id);
      await trx
        .updateTable('chat_conversations')
        .set({
          last_message_id: messageId,
          updated_at: at,
          ...(who.role === 'agent'
            ? { agent_read_id: messageId, ...(conversation.assigned_to ? {} : { assigned_to: who.name }) }
            : { player_read_id: messageId }),
        })
        .where('id', '=', conversation.id)
        .execute();
      return messageId;
    });
    const row = await messages(db).where('m.id', '=', id).executeTakeFirstOrThrow();
    return { ...(await routedConversation(db, Number(row.conversation_id))), message: toMessage(row), duplicate: false };
  } catch (err) {
    // Two sends of one client id at once: the unique (sender_key, client_id) let one in.
    const raced = await existing(db, senderKey, post.clientId);
    if (raced) return { ...(await routedConversation(db, Number(raced.conversation_id))), message: toMessage(raced), duplicate: true };
    throw err;
  }
}

/** A player's read cursor: everything up to `upTo` (never past a conversation's last message). */
export async function markPlayerRead(db: Kysely<DB>, ownerKey: string, upTo: number): Promise<number> {
  const rows = await db
    .selectFrom('chat_conversations')
    .select(['id', 'last_message_id'])
    .where('owner_key', '=', ownerKey)
    .where('player_read_id', '<', upTo)
    .execute();
  for (const r of rows) {
    await db
      .updateTable('chat_conversations')
      .set({ player_read_id: Math.min(upTo, Number(r.last_message_id)) })
      .where('id', '=', r.id)
      .where('player_read_id', '<', upTo)
      .execute();
  }
  return playerUnread(db, ownerKey);
}

/** The agents' read cursor of one conversation. */
export async function markAgentRead(db: Kysely<DB>, conversationId: number, upTo: number): Promise<TRouted> {
  const row = await conversationRow(db, conversationId);
  const to = Math.min(upTo, Number(row.last_message_id));
  if (to > Number(row.agent_read_id)) await db.updateTable('chat_conversations').set({ agent_read_id: to }).where('id', '=', conversationId).execute();
  return routedConversation(db, conversationId);
}

async function systemMessage(trx: Transaction<DB>, conversationId: number, text: 'ASSIGNED' | 'CLOSED', author: string, at: string): Promise<number> {
  const row = await trx
    .insertInto('chat_messages')
    .values({ conversation_id: conversationId, sender: 'SYSTEM', author, sender_key: 's', client_id: null, text, attachment_id: null, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Assign to an agent or close: one transaction with its system message and its audit entry. */
export async function changeConversation(db: Kysely<DB>, actor: string, id: number, action: 'assign' | 'close'): Promise<TPosted> {
  const messageId = await db.transaction().execute(async (trx) => {
    const before = await conversationRow(trx, id);
    if (before.status !== 'OPEN') throw new ApiError('CHAT_CONVERSATION_CLOSED');
    const at = now();
    const systemId = await systemMessage(trx, id, action === 'assign' ? 'ASSIGNED' : 'CLOSED', actor, at);
    const changed = await trx
      .updateTable('chat_conversations')
      .set({
        last_message_id: systemId,
        updated_at: at,
        ...(action === 'assign' ? { assigned_to: actor } : { status: 'CLOSED', closed_at: at, closed_by: actor }),
      })
      .where('id', '=', id)
      .where('status', '=', 'OPEN')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new ApiError('CHAT_CONVERSATION_CLOSED');
    await audit(trx, {
      actor,
      action: action === 'assign' ? 'chat.assign' : 'chat.close',
      target: `chat:${id}`,
      before: { status: before.status, assignedTo: before.assigned_to },
      after: action === 'assign' ? { status: 'OPEN', assignedTo: actor } : { status: 'CLOSED', assignedTo: before.assigned_to },
    });
    return systemId;
  });
  const row = await messages(db).where('m.id', '=', messageId).executeTakeFirstOrThrow();
  return { ...(await routedConversation(db, id)), message: toMessage(row), duplicate: false };
}

/** An image's bytes (for a signed link). */
export async function attachment(db: Kysely<DB>, id: number): Promise<{ contentType: string; bytes: Buffer } | null> {
  const row = await db.selectFrom('chat_attachments').select(['content_type', 'data']).where('id', '=', id).executeTakeFirst();
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.data, 'base64') } : null;
}

/** Messages after `after` of any conversation (the cross-process poll), with their owner. */
export async function recentMessages(db: Kysely<DB>, after: number, limit = 500): Promise<(TChatMessage & { ownerKey: string })[]> {
  const rows = await messages(db)
    .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
    .select('c.owner_key')
    .where('m.id', '>', after)
    .orderBy('m.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...toMessage(r), ownerKey: r.owner_key }));
}

export async function newestMessageId(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
