import { FUN_CREDITS, LAUNCH_TICKET_MINUTES } from '@tessera/contract/api';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { DB } from '../../db/schema';
import type { PlayTicketsTable } from '../../db/schema.play';
import { ApiError } from '../../errors';
import { sha256 } from '../../lib/hash';

// Launch tickets: 128 random bits (base64url, 22 characters) handed to the game page in its URL;
// only the sha256 is stored. A ticket is bound to one member, one game, one mode and the session
// it was issued to, and lives LAUNCH_TICKET_MINUTES or until that session ends (logout, password
// change, disabled account), whichever comes first. The session token never appears in a URL.

type TDb = Kysely<DB> | Transaction<DB>;
export type TTicketRow = Selectable<PlayTicketsTable>;

export const ticketHash = (ticket: string) => sha256(ticket).toString('hex');

export interface TNewTicket {
  merchant: string;
  memberId: number;
  gameId: number;
  launcher: 'lottery' | 'generic';
  mode: 'real' | 'free';
  playType: 'trad' | 'ent' | null;
  /** Minor units of the merchant's currency per major unit (10^places). */
  unit: number;
  /** sha256 of the session token that launched the game (TAuthMember.sessionHash). */
  sessionHash: string;
}

export async function issueTicket(db: TDb, t: TNewTicket, now = new Date()): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + LAUNCH_TICKET_MINUTES * 60_000).toISOString();
  await db
    .insertInto('play_tickets')
    .values({
      token_hash: ticketHash(ticket),
      merchant_code: t.merchant,
      member_id: t.memberId,
      game_id: t.gameId,
      launcher: t.launcher,
      mode: t.mode,
      play_type: t.playType,
      fun_balance_minor: t.mode === 'free' ? FUN_CREDITS * t.unit : 0,
      last_spin_id: null,
      last_spin: null,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      session_hash: t.sessionHash,
    })
    .execute();
  // Expired tickets are no use to anyone: drop a few on each launch (cheap, bounded).
  const stale = await db
    .selectFrom('play_tickets')
    .select('id')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 3600_000).toISOString())
    .limit(50)
    .execute();
  if (stale.length) {
    const ids = stale.map((s) => s.id);
    // Fun bets go with their ticket (ON DELETE CASCADE); money bets keep their ticket id as history.
    await db.deleteFrom('play_fun_bets').where('ticket_id', 'in', ids).execute();
    await db.deleteFrom('play_tickets').where('id', 'in', ids).execute();
  }
  return { ticket, expiresAt };
}

/**
 * The live ticket, or PLAY_TICKET_INVALID (unknown) / PLAY_TICKET_EXPIRED (too old, or the session
 * it was issued to has ended: revoked, past its end, account disabled).
 */
export async function resolveTicket(db: TDb, ticket: string, now = new Date()): Promise<TTicketRow> {
  const found = await db
    .selectFrom('play_tickets as t')
    .leftJoin('sessions as s', 's.token_hash', 't.session_hash')
    .leftJoin('members as m', 'm.id', 's.member_id')
    .selectAll('t')
    .select(['s.token_hash as sessionFound', 's.revoked_at as sessionRevokedAt', 's.expires_at as sessionExpiresAt', 'm.disabled as memberDisabled'])
    .where('t.token_hash', '=', ticketHash(ticket))
    .executeTakeFirst();
  if (!found) throw new ApiError('PLAY_TICKET_INVALID');
  const { sessionFound, sessionRevokedAt, sessionExpiresAt, memberDisabled, ...row } = found;
  const nowText = now.toISOString();
  if (row.expires_at <= nowText) throw new ApiError('PLAY_TICKET_EXPIRED');
  // NULL: a ticket issued before tickets named their session (0023), gone within LAUNCH_TICKET_MINUTES.
  if (row.session_hash !== null) {
    const ended = sessionFound === null || sessionRevokedAt !== null || sessionExpiresAt === null || sessionExpiresAt <= nowText || memberDisabled === 1;
    if (ended) throw new ApiError('PLAY_TICKET_EXPIRED', { reason: 'The session that opened the game has ended' });
  }
  return row;
}
