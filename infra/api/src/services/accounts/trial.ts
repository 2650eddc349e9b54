import { TRIAL_TYPE } from '@tessera/contract';
import type { Kysely } from 'kysely';
import { randomInt } from 'node:crypto';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import type { TAccountsContext, TClientMeta } from './context';
import { isUniqueViolation, type TMemberRow } from './members';
import { createSession } from './sessions';
import { nowIso } from './time';

// Trial (free-play) accounts: type 4, no password. trialAccount creates one and answers its name;
// testPlayLogin opens a session for it, once (a trial name is not a credential to reuse).

const trialName = () => `guest_${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

export async function createTrialMember(db: Kysely<DB>, merchant: string, meta: TClientMeta): Promise<TMemberRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await db
        .insertInto('members')
        .values({
          merchant_code: merchant,
          username: trialName(),
          password_hash: null,
          payment_password_hash: null,
          type: TRIAL_TYPE,
          disabled: 0,
          nickname: 'Guest',
          email: null,
          country_code: null,
          mobile: null,
          vip_level: 0,
          head_icon: '1',
          parent_id: null,
          profile: '{}',
          register_method: null,
          register_url: null,
          register_ip: meta.ip.slice(0, 64),
          claimed_at: null,
          last_login_at: null,
          password_changed_at: null,
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('no free trial name after 5 attempts');
}

export async function testPlayLogin(ctx: TAccountsContext, merchant: string, userName: string | undefined, meta: TClientMeta) {
  const now = nowIso();
  let member: TMemberRow | undefined;
  if (userName) {
    // Claim the named trial account: only the first test-play login of it succeeds.
    member = await ctx.db
      .updateTable('members')
      .set({ claimed_at: now })
      .where('merchant_code', '=', merchant)
      .where('username', '=', userName)
      .where('type', '=', TRIAL_TYPE)
      .where('claimed_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!member) throw new ApiError('USER_NOT_FOUND');
  } else {
    const created = await createTrialMember(ctx.db, merchant, meta);
    member = (await ctx.db.updateTable('members').set({ claimed_at: now }).where('id', '=', created.id).returningAll().executeTakeFirst()) ?? created;
  }
  const session = await createSession(ctx.db, member, { device: meta.device, ip: meta.ip.slice(0, 64), userAgent: meta.userAgent?.slice(0, 300) ?? null });
  return { token: session.token, userName: member.username, customerType: member.type, expiresAt: session.expiresAt };
}
