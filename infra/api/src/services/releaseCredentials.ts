import { randomBytes } from 'node:crypto';
import { RELEASE_CREDENTIAL_DEFAULT_DAYS, RELEASE_CREDENTIAL_PREFIX, type TReleaseCredential } from '@tessera/contract/api';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import { audit } from './admin';
import { hashHex } from './operators/sessions';

// Team release credentials (docs/decisions/release-credentials.md): a bearer secret for ONE remote
// name that uploads and publishes versions of it and makes no other call (routes/adminSession.ts
// admits it to uploadRemoteRelease for its remote only). Stored as sha256 like operator tokens,
// shown once, expiring, revocable; issue and revoke are audited, a use is the publish's audit entry.

const DAY_MS = 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often per credential. */
const TOUCH_EVERY_MS = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

type TRow = Selectable<DB['release_credentials']>;

/** The caller a valid credential stands for. */
export interface TReleaseCaller {
  id: number;
  remote: string;
  name: string;
  /** The audit log's "who": `release:<remote>:<id>`. */
  actor: string;
  lastUsedAt: string | null;
}

export const releaseActor = (remote: string, id: number) => `release:${remote}:${id}`;

function stateOf(row: TRow, now: number): TReleaseCredential['state'] {
  if (row.revoked_at !== null) return 'revoked';
  return Date.parse(row.expires_at) <= now ? 'expired' : 'active';
}

const view = (row: TRow, now = Date.now()): TReleaseCredential => ({
  id: row.id,
  remote: row.remote,
  name: row.name,
  createdAt: row.created_at,
  createdBy: row.created_by,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
  state: stateOf(row, now),
});

export async function listReleaseCredentials(db: Kysely<DB>, now = Date.now()): Promise<TReleaseCredential[]> {
  const rows = await db.selectFrom('release_credentials').selectAll().orderBy('id', 'desc').execute();
  return rows.map((r) => view(r, now));
}

export async function createReleaseCredential(
  db: Kysely<DB>,
  actor: string,
  input: { remote: string; name: string; expiresInDays?: number | undefined },
  now = Date.now(),
): Promise<{ token: string; entry: TReleaseCredential }> {
  const token = `${RELEASE_CREDENTIAL_PREFIX}${randomBytes(32).toString('base64url')}`;
  const days = input.expiresInDays ?? RELEASE_CREDENTIAL_DEFAULT_DAYS;
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('release_credentials')
      .values({
        remote: input.remote,
        name: input.name,
        token_hash: hashHex(token),
        created_at: iso(now),
        created_by: actor,
        expires_at: iso(now + days * DAY_MS),
        last_used_at: null,
        revoked_at: null,
        revoked_by: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, {
      actor,
      action: 'release.credential.create',
      target: `remote:${input.remote}`,
      before: null,
      after: { id: inserted.id, name: input.name, remote: input.remote, expiresAt: inserted.expires_at },
    });
    return inserted;
  });
  return { token, entry: view(row, now) };
}

export async function revokeReleaseCredential(db: Kysely<DB>, actor: string, id: number, now = Date.now()): Promise<TReleaseCredential> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('release_credentials').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError('NOT_FOUND', { reason: `No release credential ${id}` });
    if (row.revoked_at !== null) return view(row, now);
    const at = iso(now);
    await trx.updateTable('release_credentials').set({ revoked_at: at, revoked_by: actor }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    await audit(trx, {
      actor,
      action: 'release.credential.revoke',
      target: `remote:${row.remote}`,
      before: { id, name: row.name },
      after: { revokedAt: at },
    });
    return view({ ...row, revoked_at: at, revoked_by: actor }, now);
  });
}

/** The caller of a `tsrel_` secret: known, not revoked, not expired. Null otherwise (the caller answers 401). */
export async function readReleaseCredential(db: Kysely<DB>, token: string, now = Date.now()): Promise<TReleaseCaller | null> {
  if (!token.startsWith(RELEASE_CREDENTIAL_PREFIX) || token.length > 128) return null;
  const row = await db.selectFrom('release_credentials').selectAll().where('token_hash', '=', hashHex(token)).executeTakeFirst();
  if (!row || stateOf(row, now) !== 'active') return null;
  return { id: row.id, remote: row.remote, name: row.name, actor: releaseActor(row.remote, row.id), lastUsedAt: row.last_used_at };
}

/** Records an admitted use (the console shows it), at most once a minute per credential. */
export async function touchReleaseCredential(db: Kysely<DB>, caller: TReleaseCaller, now = Date.now()): Promise<void> {
  if (caller.lastUsedAt && now - Date.parse(caller.lastUsedAt) <= TOUCH_EVERY_MS) return;
  await db
    .updateTable('release_credentials')
    .set({ last_used_at: iso(now) })
    .where('id', '=', caller.id)
    .execute();
}
