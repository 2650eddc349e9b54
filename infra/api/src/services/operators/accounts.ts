import type { TOperator, TOperatorRole } from '@tessera/contract/api';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { OperatorsTable } from '../../db/schema.operators';
import { ApiError, validationError } from '../../errors';
import type { TPasswordHasher } from '../../lib/password';
import { audit } from '../admin';
import { isOperatorRole } from './roles';
import { codeStep, enrolment, newTotpSecret } from './totp';

// Operator accounts and their sign-in: password (scrypt, as members'), then a TOTP code. Each
// attempt first claims one failure from the operator's budget in one atomic UPDATE (claimAttempt),
// before any hash or code is checked: a burst of concurrent guesses gets numbers 1, 2, 3… and only
// the first LOCK_AFTER_FAILURES are checked at all; the rest are refused as locked until the window
// that began at the first failure ends. A success forgets the failures.

/** Failed attempts (wrong password or code) allowed per window; the next is refused as locked. */
export const OPERATOR_LOCK_AFTER_FAILURES = 5;
export const OPERATOR_FAILURE_WINDOW_MS = 15 * 60 * 1000;

type TRow = Selectable<OperatorsTable>;

const hashKey = (id: number) => `operator:${id}`;
const nowIso = (now: number) => new Date(now).toISOString();

export function lockedUntil(row: Pick<TRow, 'failed_attempts' | 'first_failed_at'>, now = Date.now()): string | null {
  if (row.failed_attempts < OPERATOR_LOCK_AFTER_FAILURES || !row.first_failed_at) return null;
  const end = Date.parse(row.first_failed_at) + OPERATOR_FAILURE_WINDOW_MS;
  return end > now ? new Date(end).toISOString() : null;
}

export function operatorView(row: TRow, now = Date.now()): TOperator {
  return {
    id: row.id,
    username: row.username,
    role: isOperatorRole(row.role) ? row.role : 'auditor',
    disabled: row.disabled === 1,
    twoFactorEnrolled: row.totp_secret !== null,
    lockedUntil: lockedUntil(row, now),
    createdAt: row.created_at,
    createdBy: row.created_by,
    lastSignInAt: row.last_sign_in_at,
  };
}

export async function listOperators(db: Kysely<DB>): Promise<TOperator[]> {
  const rows = await db.selectFrom('operators').selectAll().orderBy('username').execute();
  return rows.map((r) => operatorView(r));
}

export const findOperator = (db: Kysely<DB>, id: number) => db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();

export interface TOperatorContext {
  db: Kysely<DB>;
  hasher: TPasswordHasher;
  actor: string;
}

export async function createOperator(ctx: TOperatorContext, input: { username: string; role: TOperatorRole; password: string }): Promise<TOperator> {
  const username = input.username.toLowerCase();
  const taken = await ctx.db.selectFrom('operators').select('id').where('username', '=', username).executeTakeFirst();
  if (taken) throw new ApiError('USERNAME_TAKEN', { field: 'username' });
  const passwordHash = await ctx.hasher.hash(input.password);
  const now = nowIso(Date.now());
  const row = await ctx.db.transaction().execute(async (trx) => {
    const again = await trx.selectFrom('operators').select('id').where('username', '=', username).executeTakeFirst();
    if (again) throw new ApiError('USERNAME_TAKEN', { field: 'username' });
    const inserted = await trx
      .insertInto('operators')
      .values({ username, role: input.role, password_hash: passwordHash, failed_attempts: 0, disabled: 0, created_at: now, created_by: ctx.actor })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, { actor: ctx.actor, action: 'operator.create', target: `operator:${username}`, before: null, after: { username, role: input.role } });
    return inserted;
  });
  return operatorView(row);
}

export interface TOperatorChange {
  role?: TOperatorRole | undefined;
  disabled?: boolean | undefined;
  password?: string | undefined;
  resetTwoFactor?: true | undefined;
  unlock?: true | undefined;
}

/** Role, disabled, password, two-factor reset, unlock; ends the operator's sessions when a credential or access changes. */
export async function updateOperator(ctx: TOperatorContext, id: number, change: TOperatorChange): Promise<TOperator> {
  const passwordHash = change.password === undefined ? undefined : await ctx.hasher.hash(change.password, hashKey(id));
  const row = await ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new ApiError('NOT_FOUND', { reason: `No operator ${id}` });
    const losesOwner = before.role === 'owner' && before.disabled === 0 && ((change.role !== undefined && change.role !== 'owner') || change.disabled === true);
    if (losesOwner) {
      const owners = await trx.selectFrom('operators').select('id').where('role', '=', 'owner').where('disabled', '=', 0).where('id', '!=', id).execute();
      if (owners.length === 0) {
        throw validationError([
          { in: 'body', path: change.disabled ? 'disabled' : 'role', message: 'The last active owner cannot be demoted or disabled: make another owner first' },
        ]);
      }
    }
    const after = await trx
      .updateTable('operators')
      .set({
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.disabled !== undefined ? { disabled: change.disabled ? 1 : 0 } : {}),
        ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
        ...(change.resetTwoFactor ? { totp_secret: null, totp_pending_secret: null, totp_last_step: null } : {}),
        ...(change.unlock ? { failed_attempts: 0, first_failed_at: null } : {}),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // A new password, a reset second factor or a disabled account: the operator signs in again.
    if (passwordHash !== undefined || change.resetTwoFactor || change.disabled === true) {
      await trx.deleteFrom('operator_sessions').where('operator_id', '=', id).execute();
    }
    const shown = (r: TRow) => ({ role: r.role, disabled: r.disabled === 1, twoFactorEnrolled: r.totp_secret !== null, lockedUntil: lockedUntil(r) });
    await audit(trx, {
      actor: ctx.actor,
      action: 'operator.update',
      target: `operator:${before.username}`,
      before: shown(before),
      after: { ...shown(after), ...(passwordHash !== undefined ? { passwordChanged: true } : {}) },
    });
    return after;
  });
  return operatorView(row);
}

/**
 * One attempt's claim on the operator's failure budget, atomically (an UPDATE that increments in
 * the database and answers the new count; SQLite serialises writers, PostgreSQL locks the row). A
 * window that ended starts again at this attempt.
 */
async function claimAttempt(db: Kysely<DB>, id: number, now: number): Promise<{ failures: number; windowEnd: number }> {
  const at = nowIso(now);
  const ended = nowIso(now - OPERATOR_FAILURE_WINDOW_MS);
  const row = await db
    .updateTable('operators')
    .set((eb) => {
      const fresh = eb.or([eb('first_failed_at', 'is', null), eb('first_failed_at', '<=', ended)]);
      return {
        failed_attempts: eb
          .case()
          .when(fresh)
          .then(1)
          .else(eb('failed_attempts', '+', 1))
          .end(),
        first_failed_at: eb.case().when(fresh).then(at).else(eb.ref('first_failed_at')).end(),
      };
    })
    .where('id', '=', id)
    .returning(['failed_attempts', 'first_failed_at'])
    .executeTakeFirstOrThrow();
  return { failures: row.failed_attempts, windowEnd: Date.parse(row.first_failed_at ?? at) + OPERATOR_FAILURE_WINDOW_MS };
}

/** Gives a claim back: the attempt's password was right and it only asks for the enrolment. */
async function releaseAttempt(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('operators')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '-', 1) }))
    .where('id', '=', id)
    .where('failed_attempts', '>', 0)
    .execute();
}

const WRONG = 'Wrong username, password or two-factor code';
const wrong = (reason = WRONG) => new ApiError('ADMIN_AUTH_REQUIRED', { reason });

export type TSignInResult = { kind: 'signedIn'; operator: TRow } | { kind: 'enrol'; enrolment: { secret: string; uri: string; qrSvg: string } };

/**
 * Username + password + TOTP code. An operator without a confirmed authenticator gets, for the right
 * password and no code, the enrolment (a pending secret as otpauth:// URI and QR code); the first
 * valid code for it confirms the enrolment and signs in. A code is accepted once (its time step must
 * be later than the last accepted one). Unknown and disabled operators cost a dummy hash and the
 * same answer as a wrong password.
 */
export async function signIn(
  db: Kysely<DB>,
  hasher: TPasswordHasher,
  input: { username: string; password: string; code: string },
  now = Date.now(),
): Promise<TSignInResult> {
  const username = input.username.trim().toLowerCase();
  const found = username ? await db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst() : undefined;
  if (!found || found.disabled === 1) {
    await hasher.verify(input.password, null);
    throw wrong();
  }
  const claim = await claimAttempt(db, found.id, now);
  if (claim.failures > OPERATOR_LOCK_AFTER_FAILURES) {
    throw new ApiError('LOGIN_LOCKED', { retryAfterSeconds: Math.max(1, Math.ceil((claim.windowEnd - now) / 1000)) });
  }
  const { ok, needsRehash } = await hasher.verify(input.password, found.password_hash, hashKey(found.id));
  if (!ok) throw wrong();
  const code = input.code.replace(/\s+/g, '');

  if (found.totp_secret === null) {
    let pending = found.totp_pending_secret;
    if (pending === null) {
      await db
        .updateTable('operators')
        .set({ totp_pending_secret: newTotpSecret() })
        .where('id', '=', found.id)
        .where('totp_pending_secret', 'is', null)
        .execute();
      pending = (await db.selectFrom('operators').select('totp_pending_secret').where('id', '=', found.id).executeTakeFirstOrThrow()).totp_pending_secret;
    }
    if (pending === null) throw wrong();
    if (!code) {
      await releaseAttempt(db, found.id);
      return { kind: 'enrol', enrolment: enrolment(pending, found.username) };
    }
    const step = codeStep(pending, found.username, code, now);
    if (step === null) throw wrong('That code does not match the authenticator app: check its clock and try the next code');
    const enrolled = await db
      .updateTable('operators')
      .set({ totp_secret: pending, totp_pending_secret: null, totp_last_step: step })
      .where('id', '=', found.id)
      .where('totp_secret', 'is', null)
      .where('totp_pending_secret', '=', pending)
      .executeTakeFirst();
    if (Number(enrolled.numUpdatedRows) !== 1) throw wrong();
  } else {
    const step = codeStep(found.totp_secret, found.username, code, now);
    if (step === null) throw wrong();
    // Single use: only a code of a later step than the last accepted one moves the mark.
    const used = await db
      .updateTable('operators')
      .set({ totp_last_step: step })
      .where('id', '=', found.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw wrong('That code was used already: wait for the next one');
  }

  const rehash = needsRehash ? await hasher.hash(input.password, hashKey(found.id)) : undefined;
  const operator = await db
    .updateTable('operators')
    .set({ failed_attempts: 0, first_failed_at: null, last_sign_in_at: nowIso(now), ...(rehash ? { password_hash: rehash } : {}) })
    .where('id', '=', found.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { kind: 'signedIn', operator };
}
