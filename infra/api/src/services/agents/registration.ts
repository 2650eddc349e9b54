import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { audit } from '../admin';
import { formatRate, isAgentType, parseRate, type TDb } from './common';

// Agent registration settings (spec §7 "agent registration: rebate settings, quotas"): the
// default rebate rate of members who register through the agent's links (a direct downline
// without a rate row of its own has its upline's default), and quotas of direct downlines per
// rebate rate (levels without a quota are unlimited).

export async function defaultRateOf(db: TDb, agentId: number): Promise<number> {
  const row = await db.selectFrom('agent_registration_settings').select('default_rate_tenths').where('member_id', '=', agentId).executeTakeFirst();
  return row?.default_rate_tenths ?? 0;
}

/** A member's rate: their own row, else their upline's default for registrations, else 0. */
export async function effectiveRateOf(db: TDb, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('members as m')
    .leftJoin('agent_rebates as r', 'r.member_id', 'm.id')
    .leftJoin('agent_registration_settings as s', 's.member_id', 'm.parent_id')
    .select(['r.rate_tenths', 's.default_rate_tenths'])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
  return row?.rate_tenths ?? row?.default_rate_tenths ?? 0;
}

/** The effective rates of an agent's direct downlines, by member id. */
export async function downlineRates(db: TDb, merchant: string, agentId: number): Promise<Map<number, number>> {
  const fallback = await defaultRateOf(db, agentId);
  const rows = await db
    .selectFrom('members as m')
    .leftJoin('agent_rebates as r', 'r.member_id', 'm.id')
    .select(['m.id', 'r.rate_tenths'])
    .where('m.merchant_code', '=', merchant)
    .where('m.parent_id', '=', agentId)
    .execute();
  return new Map(rows.map((r) => [r.id, r.rate_tenths ?? fallback]));
}

/**
 * The lowest rate a member may be given: the highest rate they already give their own downlines
 * (explicit rates, and their default for registrations, a promise already made through their links).
 */
export async function rateFloorOf(db: TDb, merchant: string, memberId: number): Promise<number> {
  const rates = await downlineRates(db, merchant, memberId);
  return Math.max(0, await defaultRateOf(db, memberId), ...rates.values());
}

export async function rebateSettingsOf(db: TDb, agentId: number) {
  const own = await effectiveRateOf(db, agentId);
  return { ownRate: formatRate(own), maxDownlineRate: formatRate(own), defaultRate: formatRate(await defaultRateOf(db, agentId)) };
}

/**
 * Sets the default for future registrations through the agent's links. Direct downlines that had
 * the old default (no rate of their own) keep it: their rate is written down first, so a change
 * never moves existing members (nor their quota use or the rates below them).
 */
export async function updateDefaultRate(db: Kysely<DB>, merchant: string, agentId: number, rate: string) {
  const tenths = parseRate(rate);
  return db.transaction().execute(async (trx) => {
    const own = await effectiveRateOf(trx, agentId);
    if (tenths > own) throw new ApiError('AGENT_REBATE_TOO_HIGH', { max: formatRate(own) });
    const old = await defaultRateOf(trx, agentId);
    const now = new Date().toISOString();
    if (old !== tenths) {
      const rowless = await trx
        .selectFrom('members as m')
        .leftJoin('agent_rebates as r', 'r.member_id', 'm.id')
        .select('m.id')
        .where('m.merchant_code', '=', merchant)
        .where('m.parent_id', '=', agentId)
        .where('r.member_id', 'is', null)
        .execute();
      for (let i = 0; i < rowless.length; i += 500) {
        await trx
          .insertInto('agent_rebates')
          .values(rowless.slice(i, i + 500).map((m) => ({ member_id: m.id, merchant_code: merchant, rate_tenths: old, updated_at: now })))
          .onConflict((oc) => oc.column('member_id').doNothing())
          .execute();
      }
    }
    await trx
      .insertInto('agent_registration_settings')
      .values({ member_id: agentId, merchant_code: merchant, default_rate_tenths: tenths, updated_at: now })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ default_rate_tenths: tenths, updated_at: now }))
      .execute();
    return rebateSettingsOf(trx, agentId);
  });
}

export async function quotasOf(db: TDb, merchant: string, agentId: number) {
  const quotas = await db.selectFrom('agent_quotas').select(['rate_tenths', 'quota']).where('member_id', '=', agentId).orderBy('rate_tenths', 'desc').execute();
  const rates = [...(await downlineRates(db, merchant, agentId)).values()];
  return {
    list: quotas.map((q) => {
      const used = rates.filter((r) => r === q.rate_tenths).length;
      return { rate: formatRate(q.rate_tenths), quota: q.quota, used, remaining: Math.max(q.quota - used, 0) };
    }),
  };
}

/** Refuses giving `memberId` the rate when the agent's quota at that rate is used up by others. */
export async function checkQuota(db: TDb, merchant: string, agentId: number, memberId: number, tenths: number) {
  const quota = await db.selectFrom('agent_quotas').select('quota').where('member_id', '=', agentId).where('rate_tenths', '=', tenths).executeTakeFirst();
  if (!quota) return;
  const rates = await downlineRates(db, merchant, agentId);
  if (rates.get(memberId) === tenths) return;
  const used = [...rates.values()].filter((r) => r === tenths).length;
  if (used >= quota.quota) throw new ApiError('AGENT_QUOTA_FULL', { rate: formatRate(tenths), quota: quota.quota });
}

/** Operator: replaces an agent's quotas (audited). */
export async function setQuotas(db: Kysely<DB>, actor: string, memberId: number, quotas: { rate: string; quota: number }[]) {
  const member = await db.selectFrom('members').select(['id', 'merchant_code', 'type']).where('id', '=', memberId).executeTakeFirst();
  if (!member) throw new ApiError('USER_NOT_FOUND', { memberId });
  if (!isAgentType(member.type)) throw new ApiError('NOT_AGENT', { memberId });
  const rows = quotas.map((q) => ({ member_id: memberId, merchant_code: member.merchant_code, rate_tenths: parseRate(q.rate), quota: q.quota }));
  if (new Set(rows.map((r) => r.rate_tenths)).size !== rows.length) throw new ApiError('AGENT_QUOTAS_INVALID', { field: 'quotas' });
  return db.transaction().execute(async (trx) => {
    const before = await quotasOf(trx, member.merchant_code, memberId);
    await trx.deleteFrom('agent_quotas').where('member_id', '=', memberId).execute();
    if (rows.length) await trx.insertInto('agent_quotas').values(rows).execute();
    const after = await quotasOf(trx, member.merchant_code, memberId);
    await audit(trx, { actor, action: 'agent.quotas.set', target: `member:${memberId}`, before, after });
    return { memberId, list: after.list };
  });
}
