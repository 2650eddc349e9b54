import { createHash, randomBytes } from 'node:crypto';
import type { TOperatorRole, TOperatorToken } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { audit } from '../admin';
import { isOperatorRole } from './roles';

// Console sessions (a row per signed-in browser, the cookie holds a random id whose hash is the key)
// and API tokens (the CLI's credential, stored hashed, revocable). Both are checked on every operator
// call (routes/adminSession.ts), so a disabled operator, a revoked token or a changed role takes
// effect on the next call, in every API process.

/** An absolute cap: a session ends this long after sign-in whatever happens. */
export const OPS_SESSION_SECONDS = 8 * 60 * 60;
/** A console session ends after this long without an operator call (docs/decisions/operators.md). */
export const OPS_IDLE_SECONDS = 30 * 60;
/** last_seen_at is written at most this often per session (one write per call would cost every call). */
const TOUCH_EVERY_MS = 15 * 1000;

export const hashHex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const iso = (ms: number) => new Date(ms).toISOString();

export interface TSessionRow {
  idHash: string;
  operatorId: number | null;
  username: string | null;
  role: TOperatorRole;
  csrf: string;
  tokenFingerprint: string | null;
  expiresAt: number;
}

export async function createSession(
  db: Kysely<DB>,
  who: { operatorId: number | null; tokenFingerprint: string | null },
  now = Date.now(),
): Promise<{ cookie: string; csrf: string; expiresAt: number }> {
  const cookie = randomBytes(32).toString('base64url');
  const csrf = randomBytes(24).toString('base64url');
  const expiresAt = now + OPS_SESSION_SECONDS * 1000;
  await db
    .insertInto('operator_sessions')
    .values({
      id_hash: hashHex(cookie),
      operator_id: who.operatorId,
      token_fingerprint: who.tokenFingerprint,
      csrf,
      created_at: iso(now),
      last_seen_at: iso(now),
      expires_at: iso(expiresAt),
    })
    .execute();
  // Old sessions go as new ones come: no sweeper needed.
  await db.deleteFrom('operator_sessions').where('expires_at', '<=', iso(now)).execute();
  return { cookie, csrf, expiresAt };
}

export type TSessionLookup = { kind: 'ok'; session: TSessionRow } | { kind: 'none' } | { kind: 'idle' };

/**
 * The live session of a cookie: not expired, not idle longer than OPS_IDLE_SECONDS, its operator
 * active. An idle one is deleted (the operator signs in again). Touches last_seen_at.
 */
export async function readSession(db: Kysely<DB>, cookie: string, now = Date.now()): Promise<TSessionLookup> {
  if (!/^[\w-]{43}$/.test(cookie)) return { kind: 'none' };
  const idHash = hashHex(cookie);
  const row = await db
    .selectFrom('operator_sessions as s')
    .leftJoin('operators as o', 'o.id', 's.operator_id')
    .select(['s.id_hash', 's.operator_id', 's.csrf', 's.token_fingerprint', 's.last_seen_at', 's.expires_at', 'o.username', 'o.role', 'o.disabled'])
    .where('s.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return { kind: 'none' };
  const expiresAt = Date.parse(row.expires_at);
  if (expiresAt <= now) return { kind: 'none' };
  const lastSeen = Date.parse(row.last_seen_at);
  if (now - lastSeen > OPS_IDLE_SECONDS * 1000) {
    await db.deleteFrom('operator_sessions').where('id_hash', '=', idHash).execute();
    return { kind: 'idle' };
  }
  if (row.operator_id !== null && (row.disabled !== 0 || !row.role || !isOperatorRole(row.role))) return { kind: 'none' };
  if (now - lastSeen > TOUCH_EVERY_MS)
    await db
      .updateTable('operator_sessions')
      .set({ last_seen_at: iso(now) })
      .where('id_hash', '=', idHash)
      .execute();
  return {
    kind: 'ok',
    session: {
      idHash,
      operatorId: row.operator_id,
      username: row.username ?? null,
      role: row.operator_id === null ? 'owner' : (row.role as TOperatorRole),
      csrf: row.csrf,
      tokenFingerprint: row.token_fingerprint,
      expiresAt,
    },
  };
}

export async function deleteSession(db: Kysely<DB>, cookie: string): Promise<void> {
  await db.deleteFrom('operator_sessions').where('id_hash', '=', hashHex(cookie)).execute();
}

// --- API tokens ---------------------------------------------------------------------------------

/** The prefix that tells an operator token from ADMIN_TOKEN in an Authorization header. */
export const OPERATOR_TOKEN_PREFIX = 'tsop_';

export interface TTokenCaller {
  tokenId: number;
  operatorId: number;
  username: string;
  role: TOperatorRole;
}

/**
 * The operator of an API token: not revoked, its operator active, and a role the operator still
 * holds (their own, or auditor; an owner's tokens may carry any role). Touches last_used_at.
 */
export async function readToken(db: Kysely<DB>, token: string, now = Date.now()): Promise<TTokenCaller | null> {
  if (!token.startsWith(OPERATOR_TOKEN_PREFIX) || token.length > 128) return null;
  const row = await db
    .selectFrom('operator_tokens as t')
    .innerJoin('operators as o', 'o.id', 't.operator_id')
    .select(['t.id', 't.operator_id', 't.role', 't.revoked_at', 't.last_used_at', 'o.username', 'o.role as operator_role', 'o.disabled'])
    .where('t.token_hash', '=', hashHex(token))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || row.disabled !== 0) return null;
  if (!isOperatorRole(row.role) || !tokenRoleAllowed(row.operator_role, row.role)) return null;
  if (!row.last_used_at || now - Date.parse(row.last_used_at) > 60_000) {
    await db
      .updateTable('operator_tokens')
      .set({ last_used_at: iso(now) })
      .where('id', '=', row.id)
      .execute();
  }
  return { tokenId: row.id, operatorId: row.operator_id, username: row.username, role: row.role };
}

/** A token carries its operator's role, or auditor (read-only); an owner's may carry any role. */
export const tokenRoleAllowed = (operatorRole: string, tokenRole: string) => operatorRole === 'owner' || tokenRole === operatorRole || tokenRole === 'auditor';

type TTokenRow = {
  id: number;
  name: string;
  role: string;
  created_at: string;
  created_by: string;
  last_used_at: string | null;
  revoked_at: string | null;
  username: string;
};

const tokenView = (r: TTokenRow): TOperatorToken => ({
  id: r.id,
  username: r.username,
  name: r.name,
  role: isOperatorRole(r.role) ? r.role : 'auditor',
  createdAt: r.created_at,
  createdBy: r.created_by,
  lastUsedAt: r.last_used_at,
  revokedAt: r.revoked_at,
});

const tokenQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('operator_tokens as t')
    .innerJoin('operators as o', 'o.id', 't.operator_id')
    .select(['t.id', 't.name', 't.role', 't.created_at', 't.created_by', 't.last_used_at', 't.revoked_at', 'o.username']);

/** Every token (operatorId null: an owner's view), or one operator's. */
export async function listTokens(db: Kysely<DB>, operatorId: number | null): Promise<TOperatorToken[]> {
  const rows = await tokenQuery(db)
    .$if(operatorId !== null, (q) => q.where('t.operator_id', '=', operatorId ?? 0))
    .orderBy('t.id', 'desc')
    .execute();
  return rows.map(tokenView);
}

export async function createToken(
  db: Kysely<DB>,
  actor: string,
  input: { operatorId: number; operatorRole: string; username: string; name: string; role: TOperatorRole },
): Promise<{ token: string; entry: TOperatorToken }> {
  if (!tokenRoleAllowed(input.operatorRole, input.role)) {
    throw new ApiError('VALIDATION_FAILED', {
      issues: [{ in: 'body', path: 'role', message: `A token of ${input.username} (${input.operatorRole}) carries that role or auditor` }],
    });
  }
  const token = `${OPERATOR_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = iso(Date.now());
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('operator_tokens')
      .values({ operator_id: input.operatorId, name: input.name, role: input.role, token_hash: hashHex(token), created_at: now, created_by: actor })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, {
      actor,
      action: 'operator.token.create',
      target: `operator:${input.username}`,
      before: null,
      after: { id: inserted.id, name: input.name, role: input.role },
    });
    return inserted.id;
  });
  const row = await tokenQuery(db).where('t.id', '=', id).executeTakeFirstOrThrow();
  return { token, entry: tokenView(row) };
}

/** Revokes a token (operatorId: only if it is theirs; null: any). Revoking twice answers it as it is. */
export async function revokeToken(db: Kysely<DB>, actor: string, id: number, operatorId: number | null): Promise<TOperatorToken> {
  return db.transaction().execute(async (trx) => {
    const row = await tokenQuery(trx).where('t.id', '=', id).executeTakeFirst();
    const owned =
      row &&
      (operatorId === null ||
        (await trx.selectFrom('operator_tokens').select('operator_id').where('id', '=', id).executeTakeFirstOrThrow()).operator_id === operatorId);
    if (!row || !owned) throw new ApiError('NOT_FOUND', { reason: `No token ${id} of yours` });
    if (row.revoked_at !== null) return tokenView(row);
    const at = iso(Date.now());
    await trx.updateTable('operator_tokens').set({ revoked_at: at }).where('id', '=', id).execute();
    await audit(trx, { actor, action: 'operator.token.revoke', target: `operator:${row.username}`, before: { id, name: row.name }, after: { revokedAt: at } });
    return tokenView({ ...row, revoked_at: at });
  });
}

// --- break-glass --------------------------------------------------------------------------------

/** Counts a use of ADMIN_TOKEN (bearer or console sign-in) on today's row: the console shows them. */
export async function recordBreakGlassUse(db: Kysely<DB>, now = Date.now()): Promise<void> {
  const at = iso(now);
  await db
    .insertInto('operator_break_glass_uses')
    .values({ day: at.slice(0, 10), uses: 1, last_used_at: at })
    .onConflict((oc) => oc.column('day').doUpdateSet((eb) => ({ uses: eb('operator_break_glass_uses.uses', '+', 1), last_used_at: at })))
    .execute();
}

export async function breakGlassUses(db: Kysely<DB>, now = Date.now()) {
  const since = iso(now - 30 * 24 * 60 * 60 * 1000).slice(0, 10);
  const rows = await db.selectFrom('operator_break_glass_uses').selectAll().where('day', '>=', since).orderBy('day', 'desc').execute();
  return rows.map((r) => ({ day: r.day, uses: r.uses, lastUsedAt: r.last_used_at }));
}
