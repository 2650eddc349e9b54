import { badgeText, type TInboxMessage, type TUnreadCount } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { audit } from '../admin';

// The member inbox: inbox_messages to one member (member_id) or to every member of the merchant
// (member_id null), and inbox_states, the member's own read / deleted marks (no row = unread).
// A member sees the personal messages addressed to them and the broadcasts of their merchant,
// minus those they deleted. Someone else's message, another merchant's broadcast and a deleted
// message all answer MESSAGE_NOT_FOUND (no way to tell which).

export interface TInboxMember {
  merchant: string;
  memberId: number;
}

/** The messages visible to the member (not deleted by them), with their read time. */
function visible(db: Kysely<DB>, who: TInboxMember) {
  return db
    .selectFrom('inbox_messages as m')
    .leftJoin('inbox_states as s', (join) => join.onRef('s.message_id', '=', 'm.id').on('s.member_id', '=', who.memberId))
    .where('m.merchant_code', '=', who.merchant)
    .where((eb) => eb.or([eb('m.member_id', '=', who.memberId), eb('m.member_id', 'is', null)]))
    .where('s.deleted_at', 'is', null);
}

const COLUMNS = ['m.id', 'm.member_id', 'm.kind', 'm.title', 'm.content', 'm.created_at', 's.read_at'] as const;

type TRow = { id: number; member_id: number | null; kind: string; title: string; content: string; created_at: string; read_at: string | null };

const toMessage = (r: TRow): TInboxMessage => ({
  id: r.id,
  title: r.title,
  content: r.content,
  kind: r.kind,
  broadcast: r.member_id === null,
  read: r.read_at !== null,
  createdAt: r.created_at,
});

export async function inboxUnread(db: Kysely<DB>, who: TInboxMember): Promise<number> {
  const row = await visible(db, who)
    .where('s.read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const unreadCount = (n: number): TUnreadCount => ({ unReadCount: n, badge: badgeText(n) });

export async function inboxPage(db: Kysely<DB>, who: TInboxMember, page: { pageNo: number; pageSize: number }) {
  const [rows, counted, unread] = await Promise.all([
    visible(db, who)
      .select(COLUMNS)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    visible(db, who)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
    inboxUnread(db, who),
  ]);
  const total = Number(counted?.n ?? 0);
  return { list: rows.map(toMessage), pageNum: page.pageNo, totalPages: Math.ceil(total / page.pageSize), total, unReadCount: unread };
}

async function findVisible(db: Kysely<DB>, who: TInboxMember, id: number): Promise<TRow> {
  const row = await visible(db, who).select(COLUMNS).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('MESSAGE_NOT_FOUND', { id });
  return row;
}

/** Marks the message read for the member (the first read time is kept). */
export async function markInboxRead(db: Kysely<DB>, who: TInboxMember, id: number): Promise<TInboxMessage> {
  return db.transaction().execute(async (trx) => {
    const row = await findVisible(trx, who, id);
    if (row.read_at !== null) return toMessage(row);
    const now = new Date().toISOString();
    await trx
      .insertInto('inbox_states')
      .values({ message_id: id, member_id: who.memberId, read_at: now, deleted_at: null })
      .onConflict((oc) => oc.columns(['message_id', 'member_id']).doUpdateSet({ read_at: now }).where('inbox_states.read_at', 'is', null))
      .execute();
    return toMessage({ ...row, read_at: now });
  });
}

/** Removes the message from the member's inbox (a broadcast stays for everyone else). */
export async function deleteInboxMessage(db: Kysely<DB>, who: TInboxMember, id: number): Promise<{ deleted: true }> {
  return db.transaction().execute(async (trx) => {
    await findVisible(trx, who, id);
    const now = new Date().toISOString();
    await trx
      .insertInto('inbox_states')
      .values({ message_id: id, member_id: who.memberId, read_at: null, deleted_at: now })
      .onConflict((oc) => oc.columns(['message_id', 'member_id']).doUpdateSet({ deleted_at: now }))
      .execute();
    return { deleted: true as const };
  });
}

export interface TSendInbox {
  merchant: string;
  actor: string;
  title: string;
  content: string;
  username?: string | undefined;
}

/** Plain text as sent, with control characters other than line breaks and tabs removed. */
export const plainText = (s: string): string => s.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');

/** Operator: one message to a member of the merchant, or a broadcast; audited in the same transaction. */
export async function sendInbox(db: Kysely<DB>, input: TSendInbox) {
  const title = plainText(input.title).trim();
  const content = plainText(input.content).trim();
  if (!title || !content) throw new ApiError('VALIDATION_FAILED', { field: !title ? 'title' : 'content' });
  return db.transaction().execute(async (trx) => {
    const merchant = await trx.selectFrom('merchants').select('code').where('code', '=', input.merchant).executeTakeFirst();
    if (!merchant) throw new ApiError('MERCHANT_NOT_FOUND', { merchant: input.merchant });
    let memberId: number | null = null;
    if (input.username !== undefined) {
      const member = await trx
        .selectFrom('members')
        .select('id')
        .where('merchant_code', '=', input.merchant)
        .where('username', '=', input.username.toLowerCase())
        .executeTakeFirst();
      if (!member) throw new ApiError('USER_NOT_FOUND', { field: 'username' });
      memberId = member.id;
    }
    const createdAt = new Date().toISOString();
    const inserted = await trx
      .insertInto('inbox_messages')
      .values({
        merchant_code: input.merchant,
        member_id: memberId,
        kind: 'NOTICE',
        title,
        content,
        sender: input.actor,
        seed_key: null,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = { id: inserted.id, memberId, username: input.username ?? null, broadcast: memberId === null, title, contentLength: content.length };
    await audit(trx, { actor: input.actor, action: 'inbox.send', target: input.merchant, before: null, after });
    return { id: inserted.id, broadcast: memberId === null, memberId, createdAt };
  });
}
