import { CONTRACT_PERIODS, MAX_CONTRACT_TIERS, type TContractKind, type TContractTerms, type TContractTier } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AgentContractsTable } from '../../db/schema.agents';
import { ApiError } from '../../errors';
import { parseJson } from '../../lib/json';
import { formatMinor, parseAmountToMinor } from '../../lib/money';
import { audit } from '../admin';
import { isAgentType, merchantPlaces, type TDb } from './common';

// Contract offers (spec §3 "contract request response", §4 agent prompts). The operator offers
// terms; the offer is pending until the agent accepts or declines it, once. An agent has at most
// one pending offer and one accepted contract per kind: a new offer withdraws a pending one,
// accepting replaces the accepted one.

/** Stored tier: minimum team turnover (minor units) → salary (minor units) or dividend (hundredths of a percent). */
export interface TStoredTier {
  minTurnoverMinor: number;
  value: number;
}

type TContractRow = Pick<AgentContractsTable, 'label' | 'tiers' | 'kind'> & { id: number };

export const storedTiers = (row: Pick<AgentContractsTable, 'tiers'>) => parseJson<TStoredTier[]>(row.tiers, []);

export function tierView(kind: string, tier: TStoredTier, places: number): TContractTier {
  return { minTurnover: formatMinor(tier.minTurnoverMinor, places), value: kind === 'dividend' ? formatMinor(tier.value, 2) : formatMinor(tier.value, places) };
}

export function termsView(row: TContractRow, places: number): TContractTerms {
  return {
    label: row.label,
    period: CONTRACT_PERIODS[row.kind as TContractKind] ?? 'day',
    tiers: storedTiers(row).map((t) => tierView(row.kind, t, places)),
  };
}

/** The highest tier the turnover reaches (none without turnover). */
export function tierFor(tiers: TStoredTier[], turnoverMinor: number): TStoredTier | null {
  if (turnoverMinor <= 0) return null;
  let found: TStoredTier | null = null;
  for (const t of tiers) if (turnoverMinor >= t.minTurnoverMinor) found = t;
  return found;
}

/** What a tier pays: the salary, or the percentage of the team's loss (nothing when the team won). */
export function amountFor(kind: string, tier: TStoredTier | null, profitMinor: number): number {
  if (!tier) return 0;
  if (kind !== 'dividend') return tier.value;
  return profitMinor < 0 ? Math.floor((-profitMinor * tier.value) / 10_000) : 0;
}

/** Operator input → stored tiers: amounts in the merchant's places, turnover strictly rising. */
export function parseTiers(kind: TContractKind, tiers: { minTurnover: string; value: string }[], places: number): TStoredTier[] {
  if (tiers.length < 1 || tiers.length > MAX_CONTRACT_TIERS) throw new ApiError('AGENT_TERMS_INVALID', { field: 'tiers' });
  const out: TStoredTier[] = [];
  tiers.forEach((t, i) => {
    const min = parseAmountToMinor(t.minTurnover, places);
    if (min === null) throw new ApiError('AGENT_TERMS_INVALID', { field: `tiers.${i}.minTurnover` });
    const prev = out[out.length - 1];
    if (prev && min <= prev.minTurnoverMinor) throw new ApiError('AGENT_TERMS_INVALID', { field: `tiers.${i}.minTurnover`, reason: 'rising' });
    const value = parseAmountToMinor(t.value, kind === 'dividend' ? 2 : places);
    if (value === null || value <= 0 || (kind === 'dividend' && value > 10_000)) throw new ApiError('AGENT_TERMS_INVALID', { field: `tiers.${i}.value` });
    out.push({ minTurnoverMinor: min, value });
  });
  return out;
}

const contractView = (row: TContractRow & { responded_at: string | null }, places: number) => ({
  contractId: row.id,
  terms: termsView(row, places),
  acceptedAt: row.responded_at ?? '',
});

export async function currentContract(db: TDb, merchant: string, memberId: number, kind: TContractKind) {
  return db
    .selectFrom('agent_contracts')
    .select(['id', 'kind', 'label', 'tiers', 'responded_at'])
    .where('merchant_code', '=', merchant)
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('status', '=', 'accepted')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function currentContractView(db: TDb, merchant: string, memberId: number, kind: TContractKind, places: number) {
  const row = await currentContract(db, merchant, memberId, kind);
  return row ? contractView(row, places) : null;
}

async function pendingOffers(db: TDb, merchant: string, memberId: number) {
  return db
    .selectFrom('agent_contracts')
    .select(['id', 'kind', 'label', 'tiers', 'offered_at'])
    .where('merchant_code', '=', merchant)
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .orderBy('id', 'desc')
    .execute();
}

/** Spec §3: each field is the pending request's label, '' when nothing is pending. */
export async function contractRequestsOf(db: Kysely<DB>, merchant: string, memberId: number) {
  const pending = await pendingOffers(db, merchant, memberId);
  const label = (kind: TContractKind) => pending.find((p) => p.kind === kind)?.label ?? '';
  return { dailysalreqtype: label('dailySalary'), divtypecompperiodreq: label('dividend'), contracthoursalreq: label('hourlySalary') };
}

export async function contractTermsOf(db: Kysely<DB>, merchant: string, memberId: number, kind: TContractKind) {
  const places = await merchantPlaces(db, merchant);
  const pending = (await pendingOffers(db, merchant, memberId)).find((p) => p.kind === kind);
  return {
    kind,
    pending: pending ? { requestId: pending.id, terms: termsView(pending, places), offeredAt: pending.offered_at } : null,
    current: await currentContractView(db, merchant, memberId, kind, places),
  };
}

export async function respondToContract(
  db: Kysely<DB>,
  merchant: string,
  memberId: number,
  kind: TContractKind,
  requestId: number,
  decision: 'accept' | 'decline',
) {
  const places = await merchantPlaces(db, merchant);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('agent_contracts')
      .select(['id', 'status'])
      .where('id', '=', requestId)
      .where('merchant_code', '=', merchant)
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!row || row.status === 'withdrawn') throw new ApiError('AGENT_CONTRACT_REQUEST_NOT_FOUND', { requestId });
    const now = new Date().toISOString();
    const status = decision === 'accept' ? 'accepted' : 'declined';
    // Conditional on still pending: of two concurrent answers only one changes the row.
    const updated = await trx
      .updateTable('agent_contracts')
      .set({ status, responded_at: now })
      .where('id', '=', requestId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new ApiError('AGENT_CONTRACT_ANSWERED', { requestId });
    if (decision === 'accept') {
      await trx
        .updateTable('agent_contracts')
        .set({ status: 'replaced' })
        .where('merchant_code', '=', merchant)
        .where('member_id', '=', memberId)
        .where('kind', '=', kind)
        .where('status', '=', 'accepted')
        .where('id', '<>', requestId)
        .execute();
    }
    return { requestId, status: status as 'accepted' | 'declined', current: await currentContractView(trx, merchant, memberId, kind, places) };
  });
}

export async function offerContract(
  db: Kysely<DB>,
  actor: string,
  memberId: number,
  kind: TContractKind,
  terms: { label: string; tiers: { minTurnover: string; value: string }[] },
) {
  const member = await db.selectFrom('members').select(['id', 'merchant_code', 'type']).where('id', '=', memberId).executeTakeFirst();
  if (!member) throw new ApiError('USER_NOT_FOUND', { memberId });
  if (!isAgentType(member.type)) throw new ApiError('NOT_AGENT', { memberId });
  const places = await merchantPlaces(db, member.merchant_code);
  const tiers = parseTiers(kind, terms.tiers, places);
  const label = terms.label.trim();
  if (!label) throw new ApiError('AGENT_TERMS_INVALID', { field: 'label' });
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const withdrawn = await trx
      .updateTable('agent_contracts')
      .set({ status: 'withdrawn', responded_at: now })
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .where('status', '=', 'pending')
      .returning('id')
      .execute();
    const row = {
      merchant_code: member.merchant_code,
      member_id: memberId,
      kind,
      label,
      tiers: JSON.stringify(tiers),
      status: 'pending',
      offered_at: now,
      responded_at: null,
    };
    const { id } = await trx.insertInto('agent_contracts').values(row).returning('id').executeTakeFirstOrThrow();
    const view = { requestId: id, memberId, kind, terms: termsView({ ...row, id }, places), offeredAt: now };
    await audit(trx, { actor, action: 'agent.contract.offer', target: `member:${memberId}`, before: { withdrawn: withdrawn.map((w) => w.id) }, after: view });
    return view;
  });
}
