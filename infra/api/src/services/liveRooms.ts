import type { TEndpointOutput, TLiveChatLine, TLivePass, TLiveRoom, TLiveRoomType } from '@tessera/contract/api';
import {
  adminLiveChat,
  adminLivePasses,
  LIVE_CHAT_BURST,
  LIVE_CHAT_MAX,
  LIVE_CHAT_PAGE,
  LIVE_CHAT_WINDOW_SECONDS,
  type liveRoomStream,
} from '@tessera/contract/api';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { TDialect } from '../db/dialect';
import type { DB } from '../db/schema';
import type { LiveChatLinesTable, LivePassesTable, LiveRoomsTable } from '../db/schema.live';
import { ApiError } from '../errors';
import { parseJson } from '../lib/json';
import { formatMinor } from '../lib/money';
import { audit } from './admin';
import { liveAvatarUrl } from './live';
import { memberBalance, postMemberMovement, toMinor } from './wallet/ledger';

// Entering a live room (docs/decisions/live-rooms.md): who may watch (free, VIP level, a running
// pay-per-view pass), the stream ("live" = a short clip looped from a fixed epoch, so every viewer
// sees the same moment), the room's chat, and passes bought against the ledger (LIVE_PASS) and
// refunded once by an operator (LIVE_PASS_REFUND).

type TDb = Kysely<DB> | Transaction<DB>;
type TRoomRow = Selectable<LiveRoomsTable>;

export const LIVE_CLIP_PREFIX = '/api/v1/live/clips/';
/** The clips in infra/api/assets/live (named by content: served immutable), and their length in seconds. */
export const LIVE_CLIPS: Readonly<Record<string, { file: string; poster: string; seconds: number }>> = {
  studio: { file: 'studio.64cb110b.webm', poster: 'studio.4e05b85e.jpg', seconds: 12.008 },
  lounge: { file: 'lounge.dbe1c2bc.webm', poster: 'lounge.7488d8bb.jpg', seconds: 12.008 },
  arena: { file: 'arena.563473a9.webm', poster: 'arena.6ad01a2d.jpg', seconds: 12.008 },
};
/** Where every room's loop starts counting: position = (now − epoch) mod the clip's length. */
export const LIVE_EPOCH_MS = Date.UTC(2026, 0, 1);

const clipOf = (row: TRoomRow) => LIVE_CLIPS[row.clip ?? ''] ?? LIVE_CLIPS.studio ?? { file: '', poster: '', seconds: 1 };

export function roomView(row: TRoomRow, places: number): TLiveRoom {
  return {
    id: row.id,
    name: row.name,
    avatarUrl: liveAvatarUrl(row.id, row.name),
    roomType: row.room_type as TLiveRoomType,
    minVipLevel: row.min_vip_level,
    price: row.price_minor === null ? null : formatMinor(toMinor(row.price_minor), places),
    online: row.online === 1,
    viewers: row.viewers,
    show: row.show,
    language: row.language,
    tags: parseJson<string[]>(row.tags, []),
    title: row.title ?? `${row.show} with ${row.name}`,
    schedule: row.schedule ?? '',
    showMinutes: row.room_type === 'PPV' ? (row.show_minutes ?? 90) : null,
    posterUrl: `${LIVE_CLIP_PREFIX}${clipOf(row).poster}`,
  };
}

/** The merchant's room, or 404 LIVE_ROOM_NOT_FOUND (another merchant's room is not found either). */
export async function roomOf(db: TDb, merchant: string, id: number): Promise<TRoomRow> {
  const row = await db.selectFrom('live_rooms').selectAll().where('id', '=', id).where('merchant_code', '=', merchant).executeTakeFirst();
  if (!row) throw new ApiError('LIVE_ROOM_NOT_FOUND', { id });
  return row;
}

/** The viewer of a public live call: null for a visitor. */
export interface TViewer {
  memberId: number;
}

export interface TAccess {
  access: 'FREE' | 'VIP' | 'PASS';
  passExpiresAt: string | null;
}

/** A running pass of the member for the room (not refunded, not expired), the latest ending first. */
export async function runningPass(db: TDb, memberId: number, roomId: number, now: Date) {
  return db
    .selectFrom('live_passes')
    .select(['id', 'expires_at'])
    .where('member_id', '=', memberId)
    .where('room_id', '=', roomId)
    .where('refunded_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
}

/**
 * May the viewer watch (and read the chat of) the room? Offline rooms stream nothing (409); a VIP
 * room needs a member of its level (403 LIVE_VIP_REQUIRED { level, yourLevel }); a pay-per-view
 * room a running pass (402 LIVE_PASS_REQUIRED { price, showMinutes }).
 */
export async function checkAccess(db: TDb, row: TRoomRow, viewer: TViewer | null, places: number, now = new Date()): Promise<TAccess> {
  if (row.online !== 1) throw new ApiError('LIVE_ROOM_OFFLINE', { id: row.id });
  if (row.room_type === 'VIP') {
    const level = row.min_vip_level ?? 0;
    const member = viewer ? await db.selectFrom('members').select('vip_level').where('id', '=', viewer.memberId).executeTakeFirst() : undefined;
    const yourLevel = member ? member.vip_level : null;
    if (yourLevel === null || yourLevel < level) throw new ApiError('LIVE_VIP_REQUIRED', { level, yourLevel });
    return { access: 'VIP', passExpiresAt: null };
  }
  if (row.room_type === 'PPV') {
    const pass = viewer ? await runningPass(db, viewer.memberId, row.id, now) : undefined;
    if (!pass) {
      throw new ApiError('LIVE_PASS_REQUIRED', {
        price: formatMinor(toMinor(row.price_minor), places),
        showMinutes: row.show_minutes ?? 90,
      });
    }
    return { access: 'PASS', passExpiresAt: pass.expires_at };
  }
  return { access: 'FREE', passExpiresAt: null };
}

export function streamOf(row: TRoomRow, now = Date.now()): TEndpointOutput<typeof liveRoomStream>['stream'] {
  const clip = clipOf(row);
  const position = ((((now - LIVE_EPOCH_MS) / 1000) % clip.seconds) + clip.seconds) % clip.seconds;
  return {
    src: `${LIVE_CLIP_PREFIX}${clip.file}`,
    type: 'video/webm',
    posterUrl: `${LIVE_CLIP_PREFIX}${clip.poster}`,
    durationSeconds: clip.seconds,
    positionSeconds: Math.round(position * 1000) / 1000,
  };
}

// ---- chat ----

function lineView(row: Pick<Selectable<LiveChatLinesTable>, 'id' | 'author' | 'text' | 'created_at' | 'member_id'>, viewer: TViewer | null): TLiveChatLine {
  return { id: row.id, author: row.author, text: row.text, at: row.created_at, mine: viewer !== null && row.member_id === viewer.memberId };
}

/** Lines after `after` (oldest first, at most LIVE_CHAT_PAGE), or the newest LIVE_CHAT_PAGE; hidden lines left out. */
export async function chatLines(db: TDb, roomId: number, after: number | null, viewer: TViewer | null): Promise<TLiveChatLine[]> {
  const base = db
    .selectFrom('live_chat_lines')
    .select(['id', 'author', 'text', 'created_at', 'member_id'])
    .where('room_id', '=', roomId)
    .where('hidden_at', 'is', null);
  const rows =
    after === null
      ? (await base.orderBy('id', 'desc').limit(LIVE_CHAT_PAGE).execute()).reverse()
      : await base.where('id', '>', after).orderBy('id', 'asc').limit(LIVE_CHAT_PAGE).execute();
  return rows.map((r) => lineView(r, viewer));
}

/** Control characters (and the line/paragraph separators) out; spaces collapsed; trimmed. */
export function cleanChatText(text: string): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

export async function postChatLine(
  db: Kysely<DB>,
  dialect: TDialect,
  row: TRoomRow,
  memberId: number,
  rawText: string,
  now = new Date(),
): Promise<TLiveChatLine> {
  const text = cleanChatText(rawText);
  const length = [...text].length;
  if (length === 0 || length > LIVE_CHAT_MAX) throw new ApiError('LIVE_CHAT_TEXT_INVALID', { field: 'text', max: LIVE_CHAT_MAX, length });
  const windowStart = new Date(now.getTime() - LIVE_CHAT_WINDOW_SECONDS * 1000).toISOString();
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select(['username', 'nickname'])
      .where('id', '=', memberId)
      // One member's posts one at a time (the rate count is then exact); SQLite has one writer anyway.
      .$if(dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirstOrThrow();
    const recent = await trx
      .selectFrom('live_chat_lines')
      .select('created_at')
      .where('member_id', '=', memberId)
      .where('room_id', '=', row.id)
      .where('created_at', '>', windowStart)
      .orderBy('created_at', 'asc')
      .execute();
    if (recent.length >= LIVE_CHAT_BURST) {
      const oldest = Date.parse(recent[recent.length - LIVE_CHAT_BURST]?.created_at ?? now.toISOString());
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + LIVE_CHAT_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
      throw new ApiError('LIVE_CHAT_TOO_FAST', { retryAfterSeconds });
    }
    const author = (member.nickname.trim() || member.username).slice(0, 64);
    const created_at = now.toISOString();
    const { id } = await trx
      .insertInto('live_chat_lines')
      .values({ merchant_code: row.merchant_code, room_id: row.id, member_id: memberId, author, text, created_at, hidden_at: null, hidden_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return lineView({ id, author, text, created_at, member_id: memberId }, { memberId });
  });
}

// ---- pay per view ----

type TPassRow = Selectable<LivePassesTable>;

function passView(p: TPassRow, roomName: string, places: number): TLivePass {
  return {
    id: p.id,
    roomId: p.room_id,
    roomName,
    price: formatMinor(toMinor(p.price_minor), places),
    transactionId: p.transaction_id,
    createdAt: p.created_at,
    expiresAt: p.refunded_at !== null && p.refunded_at < p.expires_at ? p.refunded_at : p.expires_at,
    refundedAt: p.refunded_at,
  };
}

/**
 * Buys the room's pass inside the caller's transaction (withIdempotency's): the LIVE_PASS debit
 * (guarded: never below zero, INSUFFICIENT_BALANCE rolls everything back), then the pass row.
 * The running-pass check is made again after the debit: the debit's UPDATE holds the member's
 * wallet row, so a concurrent purchase (another key, a double tap) waits for this one to commit
 * and then sees its pass (PostgreSQL reads committed rows per statement; SQLite has one writer).
 */
export async function buyPass(trx: Transaction<DB>, merchant: string, memberId: number, row: TRoomRow, places: number, now = new Date()) {
  if (row.room_type !== 'PPV' || row.price_minor === null) throw new ApiError('LIVE_PASS_NOT_SOLD', { id: row.id });
  if (row.online !== 1) throw new ApiError('LIVE_ROOM_OFFLINE', { id: row.id });
  const running = await runningPass(trx, memberId, row.id, now);
  if (running) throw new ApiError('LIVE_PASS_ACTIVE', { expiresAt: running.expires_at });
  const price = toMinor(row.price_minor);
  const created_at = now.toISOString();
  const expires_at = new Date(now.getTime() + (row.show_minutes ?? 90) * 60_000).toISOString();
  const posted = await postMemberMovement(trx, {
    merchant,
    memberId,
    type: 'LIVE_PASS',
    amountMinor: -price,
    book: 'house',
    reference: `live-pass:${row.id}:${memberId}:${now.getTime()}`,
    description: `Pay-per-view: ${row.title ?? row.name}`,
  });
  const raced = await runningPass(trx, memberId, row.id, now);
  if (raced) throw new ApiError('LIVE_PASS_ACTIVE', { expiresAt: raced.expires_at });
  const pass = {
    merchant_code: merchant,
    member_id: memberId,
    room_id: row.id,
    price_minor: price,
    transaction_id: posted.transactionId,
    created_at,
    expires_at,
    refunded_at: null,
    refunded_by: null,
    refund_transaction_id: null,
  };
  const { id } = await trx.insertInto('live_passes').values(pass).returning('id').executeTakeFirstOrThrow();
  return { pass: passView({ ...pass, id }, row.name, places), balance: formatMinor(posted.balanceMinor, places) };
}

// ---- operator ----

/** A chat line as the operator's list shows it: the line, its room and who hid it. */
const ADMIN_LINE_COLUMNS = [
  'live_chat_lines.id',
  'live_chat_lines.author',
  'live_chat_lines.text',
  'live_chat_lines.created_at',
  'live_chat_lines.member_id',
  'live_chat_lines.room_id',
  'live_chat_lines.hidden_at',
  'live_chat_lines.hidden_by',
  'live_rooms.name as room_name',
] as const;

export async function adminChatList(db: Kysely<DB>, merchant: string): Promise<TEndpointOutput<typeof adminLiveChat>> {
  const rows = await db
    .selectFrom('live_chat_lines')
    .innerJoin('live_rooms', 'live_rooms.id', 'live_chat_lines.room_id')
    .select(ADMIN_LINE_COLUMNS)
    .where('live_chat_lines.merchant_code', '=', merchant)
    .orderBy('live_chat_lines.id', 'desc')
    .limit(LIVE_CHAT_PAGE * 2)
    .execute();
  return rows.map(adminLine);
}

function adminLine(r: {
  id: number;
  author: string;
  text: string;
  created_at: string;
  member_id: number;
  room_id: number;
  hidden_at: string | null;
  hidden_by: string | null;
  room_name: string;
}) {
  return {
    ...lineView(r, null),
    roomId: r.room_id,
    roomName: r.room_name,
    memberId: r.member_id,
    hiddenAt: r.hidden_at,
    hiddenBy: r.hidden_by,
  };
}

/** Hides a line from every viewer; audited once (hiding a hidden line answers it as it is). */
export async function hideChatLine(db: Kysely<DB>, actor: string, id: number) {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const changed = await trx
      .updateTable('live_chat_lines')
      .set({ hidden_at: now, hidden_by: actor })
      .where('id', '=', id)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
    const row = await trx
      .selectFrom('live_chat_lines')
      .innerJoin('live_rooms', 'live_rooms.id', 'live_chat_lines.room_id')
      .select(ADMIN_LINE_COLUMNS)
      .where('live_chat_lines.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new ApiError('LIVE_CHAT_LINE_NOT_FOUND', { id });
    if (Number(changed.numUpdatedRows) > 0)
      await audit(trx, {
        actor,
        action: 'live.chatHide',
        target: `liveChat:${id}`,
        before: { hidden: false },
        after: { hidden: true, roomId: row.room_id, memberId: row.member_id },
      });
    return adminLine(row);
  });
}

type TAdminPassRow = TPassRow & { username: string; room_name: string };

function adminPass(p: TAdminPassRow, places: number) {
  return {
    ...passView(p, p.room_name, places),
    memberId: p.member_id,
    username: p.username,
    refundedBy: p.refunded_by,
    refundTransactionId: p.refund_transaction_id,
  };
}

const adminPassQuery = (db: TDb) =>
  db
    .selectFrom('live_passes')
    .innerJoin('members', 'members.id', 'live_passes.member_id')
    .innerJoin('live_rooms', 'live_rooms.id', 'live_passes.room_id')
    .selectAll('live_passes')
    .select(['members.username', 'live_rooms.name as room_name']);

export async function adminPassList(db: Kysely<DB>, merchant: string, places: number): Promise<TEndpointOutput<typeof adminLivePasses>> {
  const rows = await adminPassQuery(db).where('live_passes.merchant_code', '=', merchant).orderBy('live_passes.id', 'desc').limit(100).execute();
  return rows.map((r) => adminPass(r, places));
}

/**
 * Refunds a pass once: the UPDATE that sets refunded_at only matches an unrefunded pass, so two
 * concurrent refunds post one LIVE_PASS_REFUND (the loser waits on the row, then matches nothing:
 * 409 LIVE_PASS_REFUNDED, its transaction rolled back). The pass ends at once. Audited.
 */
export async function refundPass(db: Kysely<DB>, actor: string, id: number, reason: string, placesOf: (merchant: string) => Promise<number>) {
  const found = await db.selectFrom('live_passes').select('merchant_code').where('id', '=', id).executeTakeFirst();
  if (!found) throw new ApiError('LIVE_PASS_NOT_FOUND', { id });
  const places = await placesOf(found.merchant_code);
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const claimed = await trx
      .updateTable('live_passes')
      .set({ refunded_at: now, refunded_by: actor })
      .where('id', '=', id)
      .where('refunded_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw new ApiError('LIVE_PASS_REFUNDED', { id });
    const pass = await trx.selectFrom('live_passes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const before = await memberBalance(trx, pass.merchant_code, pass.member_id);
    const posted = await postMemberMovement(trx, {
      merchant: pass.merchant_code,
      memberId: pass.member_id,
      type: 'LIVE_PASS_REFUND',
      amountMinor: toMinor(pass.price_minor),
      book: 'house',
      reference: `live-pass-refund:${id}`,
      description: `Refund of pay-per-view pass ${id}: ${reason}`,
    });
    await trx.updateTable('live_passes').set({ refund_transaction_id: posted.transactionId }).where('id', '=', id).execute();
    await audit(trx, {
      actor,
      action: 'live.passRefund',
      target: `member:${pass.member_id}`,
      before: { balanceMinor: before, passId: id },
      after: { balanceMinor: posted.balanceMinor, amountMinor: toMinor(pass.price_minor), reason, transactionId: posted.transactionId },
    });
    const row = await adminPassQuery(trx).where('live_passes.id', '=', id).executeTakeFirstOrThrow();
    return adminPass(row, places);
  });
}
