import type { TContractKind, TTransactionCode } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { DB } from '../db/schema';
import type { TPasswordHasher } from '../lib/password';
import { DAY_MS, merchantPlaces } from '../services/agents/common';
import type { TStoredTier } from '../services/agents/contracts';
import { postMemberMovement, type TBook } from '../services/wallet/ledger';

// Demo team of ARCHITECTURE's agent1 (merchant demo): downlines on two levels with rebate rates
// and some ledger history, and contract offers (pending daily salary, dividend and hourly salary,
// plus an accepted daily salary). Only what is missing is inserted: members by username, rates by
// member, movements by reference, contracts only while agent1 has none (answers survive restarts).

export const AGENT_SEED = { merchant: 'demo', agent: 'agent1', agentRateTenths: 20 } as const;

interface TDownlineSeed {
  username: string;
  parent: string;
  rateTenths: number;
}

export const DOWNLINE_SEEDS: readonly TDownlineSeed[] = [
  { username: 'team_amber', parent: 'agent1', rateTenths: 18 },
  { username: 'team_basil', parent: 'agent1', rateTenths: 15 },
  { username: 'team_cedar', parent: 'agent1', rateTenths: 12 },
  { username: 'team_dune', parent: 'agent1', rateTenths: 10 },
  { username: 'team_ember', parent: 'agent1', rateTenths: 8 },
  { username: 'team_fern', parent: 'agent1', rateTenths: 5 },
  { username: 'team_hazel', parent: 'team_amber', rateTenths: 15 },
  { username: 'team_iris', parent: 'team_amber', rateTenths: 10 },
  { username: 'team_juniper', parent: 'team_cedar', rateTenths: 8 },
];

interface TMovementSeed {
  type: TTransactionCode;
  /** Major units; signed for the member. */
  amount: number;
  book: TBook;
  daysAgo: number;
}

/** Deterministic history for the i-th downline: a deposit, bets and payouts 10 days ago, yesterday and today. */
export function movementSeeds(i: number): TMovementSeed[] {
  const list: TMovementSeed[] = [
    { type: 'DEPOSIT', amount: 500 + 100 * i, book: 'gateway', daysAgo: 20 - i },
    { type: 'BET', amount: -(120 + 15 * i), book: 'house', daysAgo: 10 },
    { type: 'PAYOUT', amount: 90 + 10 * i, book: 'house', daysAgo: 10 },
    { type: 'BET', amount: -(200 + 20 * i), book: 'house', daysAgo: 1 },
    { type: 'PAYOUT', amount: 150 + (i % 3) * 40, book: 'house', daysAgo: 1 },
    { type: 'BET', amount: -(50 + 5 * i), book: 'house', daysAgo: 0 },
  ];
  if (i % 2 === 0) list.push({ type: 'PAYOUT', amount: 30 + 5 * i, book: 'house', daysAgo: 0 });
  return list;
}

interface TContractSeed {
  kind: TContractKind;
  label: string;
  status: 'pending' | 'accepted';
  /** [min turnover, salary] in major units, or [min turnover, dividend percent]. */
  tiers: [number, number][];
}

export const CONTRACT_SEEDS: readonly TContractSeed[] = [
  {
    kind: 'dailySalary',
    label: 'Daily salary A',
    status: 'accepted',
    tiers: [
      [1000, 18],
      [5000, 88],
      [20000, 288],
    ],
  },
  {
    kind: 'dailySalary',
    label: 'Daily salary B',
    status: 'pending',
    tiers: [
      [1000, 28],
      [5000, 128],
      [20000, 388],
    ],
  },
  {
    kind: 'dividend',
    label: 'Monthly dividend',
    status: 'pending',
    tiers: [
      [10000, 10],
      [50000, 15],
      [200000, 20],
    ],
  },
  {
    kind: 'hourlySalary',
    label: 'Hourly salary',
    status: 'pending',
    tiers: [
      [200, 3],
      [1000, 12],
    ],
  },
];

const minorOf = (major: number, places: number) => Math.round(major * 10 ** places);

export async function seedAgentTeam(db: Kysely<DB>, hasher: TPasswordHasher, now = new Date()): Promise<void> {
  const { merchant } = AGENT_SEED;
  const agent = await db.selectFrom('members').select('id').where('merchant_code', '=', merchant).where('username', '=', AGENT_SEED.agent).executeTakeFirst();
  if (!agent) return;
  const places = await merchantPlaces(db, merchant);
  const at = (daysAgo: number, minutes = 0) => new Date(now.getTime() - daysAgo * DAY_MS - minutes * 60_000).toISOString();

  const ids = new Map<string, number>([[AGENT_SEED.agent, agent.id]]);
  for (const [i, s] of DOWNLINE_SEEDS.entries()) {
    let row = await db.selectFrom('members').select('id').where('merchant_code', '=', merchant).where('username', '=', s.username).executeTakeFirst();
    const parentId = ids.get(s.parent);
    if (!row && parentId !== undefined) {
      await db
        .insertInto('members')
        .values({
          merchant_code: merchant,
          username: s.username,
          // Demo members nobody logs in as: a random password nobody knows.
          password_hash: await hasher.hash(randomBytes(24).toString('base64url')),
          payment_password_hash: null,
          type: 0,
          disabled: 0,
          nickname: s.username.replace('team_', 'Team ').replace(/\b\w/g, (c) => c.toUpperCase()),
          email: null,
          country_code: null,
          mobile: null,
          vip_level: i % 4,
          head_icon: '1',
          parent_id: parentId,
          profile: '{}',
          register_method: 'affiliate',
          register_url: null,
          register_ip: null,
          claimed_at: null,
          last_login_at: i % 2 === 0 ? at(0, 60 * (i + 1)) : null,
          password_changed_at: at(40 - 3 * i),
          created_at: at(40 - 3 * i),
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'username']).doNothing())
        .execute();
      row = await db.selectFrom('members').select('id').where('merchant_code', '=', merchant).where('username', '=', s.username).executeTakeFirst();
    }
    if (row) ids.set(s.username, row.id);
  }

  const rates: [number, number][] = [[agent.id, AGENT_SEED.agentRateTenths]];
  for (const s of DOWNLINE_SEEDS) {
    const id = ids.get(s.username);
    if (id !== undefined) rates.push([id, s.rateTenths]);
  }
  await db
    .insertInto('agent_rebates')
    .values(rates.map(([member_id, rate_tenths]) => ({ member_id, merchant_code: merchant, rate_tenths, updated_at: now.toISOString() })))
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();

  for (const [i, s] of DOWNLINE_SEEDS.entries()) {
    const memberId = ids.get(s.username);
    if (memberId === undefined) continue;
    const prefix = `seed:agent:${s.username}:`;
    const have = new Set(
      (
        await db.selectFrom('ledger_transactions').select('reference').where('merchant_code', '=', merchant).where('reference', 'like', `${prefix}%`).execute()
      ).map((r) => r.reference),
    );
    const moves = movementSeeds(i).map((m, n) => ({ ...m, reference: `${prefix}${n}` }));
    if (moves.every((m) => have.has(m.reference))) continue;
    await db.transaction().execute(async (trx) => {
      for (const [n, m] of moves.entries()) {
        if (have.has(m.reference)) continue;
        const posted = await postMemberMovement(trx, {
          merchant,
          memberId,
          type: m.type,
          amountMinor: minorOf(m.amount, places),
          book: m.book,
          reference: m.reference,
          description: `Demo ${m.type.toLowerCase()}`,
        });
        // Demo history is dated in the past so reports over days have something to show.
        const when = at(m.daysAgo, 5 * (moves.length - n) + i);
        await trx.updateTable('ledger_transactions').set({ created_at: when }).where('id', '=', posted.transactionId).execute();
        await trx.updateTable('ledger_entries').set({ created_at: when }).where('transaction_id', '=', posted.transactionId).execute();
      }
    });
  }

  const { n } = await db
    .selectFrom('agent_contracts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', agent.id)
    .executeTakeFirstOrThrow();
  if (Number(n) === 0) {
    await db
      .insertInto('agent_contracts')
      .values(
        CONTRACT_SEEDS.map((c) => ({
          merchant_code: merchant,
          member_id: agent.id,
          kind: c.kind,
          label: c.label,
          tiers: JSON.stringify(
            c.tiers.map(([min, value]): TStoredTier => ({
              minTurnoverMinor: minorOf(min, places),
              value: c.kind === 'dividend' ? value * 100 : minorOf(value, places),
            })),
          ),
          status: c.status,
          offered_at: c.status === 'accepted' ? at(35) : at(1),
          responded_at: c.status === 'accepted' ? at(34) : null,
        })),
      )
      .execute();
  }
}

/** Demo quotas of agent1 (rate in tenths → direct downlines allowed at it). */
export const QUOTA_SEED: [number, number][] = [
  [20, 1],
  [18, 2],
  [15, 5],
];

/** agent1's downline quotas per rebate rate; only missing rows are inserted (operator changes survive restarts). */
export async function seedAgentExtras(db: Kysely<DB>): Promise<void> {
  const { merchant } = AGENT_SEED;
  const agent = await db.selectFrom('members').select('id').where('merchant_code', '=', merchant).where('username', '=', AGENT_SEED.agent).executeTakeFirst();
  if (!agent) return;
  await db
    .insertInto('agent_quotas')
    .values(QUOTA_SEED.map(([rate_tenths, quota]) => ({ member_id: agent.id, merchant_code: merchant, rate_tenths, quota })))
    .onConflict((oc) => oc.columns(['member_id', 'rate_tenths']).doNothing())
    .execute();
}

/** The agent area's seed: agent1's team (members, rates, history, contract offers), then its quotas. */
export async function seedAgents(db: Kysely<DB>, hasher: TPasswordHasher): Promise<void> {
  await seedAgentTeam(db, hasher);
  await seedAgentExtras(db);
}
