import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

// Lockouts of the wallet's secrets (payment password, security answers): a number of wrong ones
// in a row locks the secret for a while. Each attempt CLAIMS its place in the budget before its
// secret is hashed, in one statement (an upsert that increments in the database and answers the
// new count, as login's claimAttempt in accounts/failures.ts does), so a burst of parallel
// attempts gets the numbers 1, 2, 3, ... and only the first `maxFailures` are ever checked:
// the rest are refused as locked without hashing. Works alike on SQLite (one writer at a time)
// and PostgreSQL (ON CONFLICT DO UPDATE locks the row; its SET sees the row as it was).

/**
 * Per database, per guard and member: the tail of the chain of checks in this process. A member's
 * checks of one secret run one after another (claim, hash, outcome), so a burst of right ones
 * never sees claims of its own in flight and a burst of wrong ones is refused, unhashed, from the
 * lock on. Across processes (PostgreSQL behind a balancer) the claim alone bounds the checks.
 */
const chains = new WeakMap<object, Map<string, Promise<unknown>>>();

/** Runs `work` after the member's earlier guarded checks of the same secret in this process. */
export async function oneAtATime<T>(db: object, key: string, work: () => Promise<T>): Promise<T> {
  let perDb = chains.get(db);
  if (!perDb) chains.set(db, (perDb = new Map()));
  const before = perDb.get(key) ?? Promise.resolve();
  const mine = before.then(work, work);
  const tail = mine.catch(() => undefined);
  perDb.set(key, tail);
  try {
    return await mine;
  } finally {
    // The last in the chain cleans up after itself: idle members leave nothing behind.
    if (perDb.get(key) === tail) perDb.delete(key);
  }
}

/** Both guard tables have the same columns: member_id, failures, locked_until, updated_at. */
export type TGuardTable = 'payment_password_guards' | 'security_question_guards';

export interface TGuardBudget {
  table: TGuardTable;
  /** Wrong attempts in a row that lock the secret. */
  maxFailures: number;
  lockMinutes: number;
}

/** An attempt's claim: its number in the current run of attempts, or the lock that refuses it. */
export type TGuardClaim = { locked: false; attempt: number } | { locked: true; lockedUntil: string };

const lockEnd = (budget: TGuardBudget, now: Date) => new Date(now.getTime() + budget.lockMinutes * 60_000).toISOString();

/**
 * Claims one attempt for `memberId`. While a lock lasts, nothing is counted and the lock answers.
 * A lock that has ended starts a new run at 1. A claim past the budget (the last allowed attempt
 * is still being checked) locks at once: it is never checked.
 */
export async function claimGuardedAttempt(db: Kysely<DB>, budget: TGuardBudget, memberId: number, now = new Date()): Promise<TGuardClaim> {
  // One table's name for the typed builder: the other has the same columns (TGuardTable).
  const t = budget.table as 'payment_password_guards';
  const at = now.toISOString();
  const row = await db
    .insertInto(t)
    .values({ member_id: memberId, failures: 1, locked_until: null, updated_at: at })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet((eb) => {
        const locked = eb(`${t}.locked_until`, '>', at);
        const ended = eb(`${t}.locked_until`, 'is not', null);
        const next = eb(`${t}.failures`, '+', 1);
        return {
          failures: eb
            .case()
            .when(locked)
            .then(eb.ref(`${t}.failures`))
            .when(ended)
            .then(1)
            .else(next)
            .end(),
          locked_until: eb
            .case()
            .when(locked)
            .then(eb.ref(`${t}.locked_until`))
            .when(eb.and([eb(`${t}.locked_until`, 'is', null), eb(next, '>', budget.maxFailures)]))
            .then(lockEnd(budget, now))
            .else(eb.val<string | null>(null))
            .end(),
          updated_at: at,
        };
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
  if (row.locked_until && row.locked_until > at) return { locked: true, lockedUntil: row.locked_until };
  return { locked: false, attempt: Number(row.failures) };
}

/** A right secret: the run of wrong ones ends (the row goes: a member in good standing has none). */
export async function guardSucceeded(db: Kysely<DB>, budget: TGuardBudget, memberId: number): Promise<void> {
  const t = budget.table as 'payment_password_guards';
  await db.deleteFrom(t).where('member_id', '=', memberId).execute();
}

/**
 * A wrong secret keeps its claim. The last attempt the budget allows locks the secret; the answer
 * says how many are left, or until when it is locked.
 */
export async function guardFailed(
  db: Kysely<DB>,
  budget: TGuardBudget,
  memberId: number,
  attempt: number,
): Promise<{ lockedUntil: string } | { remainingAttempts: number }> {
  if (attempt < budget.maxFailures) return { remainingAttempts: budget.maxFailures - attempt };
  const t = budget.table as 'payment_password_guards';
  const lockedUntil = lockEnd(budget, new Date());
  await db.updateTable(t).set({ locked_until: lockedUntil, updated_at: new Date().toISOString() }).where('member_id', '=', memberId).execute();
  return { lockedUntil };
}

/** The lock in force, if any (for screens that show it). */
export async function guardLockedUntil(db: Kysely<DB>, table: TGuardTable, memberId: number, now = new Date().toISOString()): Promise<string | null> {
  const t = table as 'payment_password_guards';
  const row = await db.selectFrom(t).select('locked_until').where('member_id', '=', memberId).executeTakeFirst();
  return row?.locked_until && row.locked_until > now ? row.locked_until : null;
}
