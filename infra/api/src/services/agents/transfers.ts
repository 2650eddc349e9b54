import type { Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { formatMinor, parseAmountToMinor } from '../../lib/money';
import { memberAccountId, memberBalance, postTransaction } from '../wallet/ledger';
import { merchantPlaces } from './common';
import { teamOf } from './team';

// Transfers from an agent's wallet to downlines (spec §7 "agent transfer to multiple downlines").
// One ledger transaction per downline (TRANSFER_OUT, from the agent's side: the agent's leg is
// guarded), all inside the caller's database transaction: any refused leg or unknown downline
// rolls every transfer of the call back. The payment password is checked before, outside the
// money transaction (services/wallet/security: the hash is slow and must not hold row locks).

export interface TTransferInput {
  transfers: { memberId: number; amount: string }[];
}

export async function transferToDownlines(trx: Transaction<DB>, merchant: string, agentId: number, input: TTransferInput) {
  const places = await merchantPlaces(trx, merchant);
  const seen = new Set<number>();
  const wanted = input.transfers.map((t, i) => {
    const amount = parseAmountToMinor(t.amount, places);
    if (amount === null || amount <= 0) throw new ApiError('AGENT_TRANSFER_INVALID', { field: `transfers.${i}.amount` });
    if (seen.has(t.memberId)) throw new ApiError('AGENT_TRANSFER_INVALID', { field: `transfers.${i}.memberId`, reason: 'duplicate' });
    seen.add(t.memberId);
    return { memberId: t.memberId, amountMinor: amount };
  });

  const team = new Map((await teamOf(trx, merchant, agentId)).map((m) => [m.id, m]));
  for (const w of wanted) if (!team.has(w.memberId)) throw new ApiError('AGENT_DOWNLINE_NOT_FOUND', { memberId: w.memberId });

  const transferId = randomUUID();
  const agentAccount = await memberAccountId(trx, merchant, agentId);
  const done = [];
  let total = 0;
  for (const w of wanted) {
    const target = await memberAccountId(trx, merchant, w.memberId);
    const posted = await postTransaction(trx, {
      merchant,
      memberId: agentId,
      type: 'TRANSFER_OUT',
      reference: `transfer:${transferId}`,
      description: `Transfer to downline ${team.get(w.memberId)?.username ?? w.memberId}`,
      legs: [
        { accountId: agentAccount, amountMinor: -w.amountMinor, guard: true },
        { accountId: target, amountMinor: w.amountMinor },
      ],
    });
    total += w.amountMinor;
    done.push({ memberId: w.memberId, amount: formatMinor(w.amountMinor, places), transactionId: posted.transactionId });
  }
  return { transferId, transfers: done, total: formatMinor(total, places), balance: formatMinor(await memberBalance(trx, merchant, agentId), places) };
}
