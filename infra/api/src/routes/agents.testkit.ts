// Test helpers for the agent calls (used by agents*.test.ts only).
import type { FastifyInstance } from 'fastify';
import { postMemberMovement } from '../services/wallet/ledger';
import { bearer, loginAs } from './accounts.testkit';

export async function memberId(app: FastifyInstance, username: string, merchant = 'demo'): Promise<number> {
  const row = await app.db.selectFrom('members').select('id').where('merchant_code', '=', merchant).where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

export async function agentHeaders(app: FastifyInstance) {
  return bearer(await loginAs(app, 'agent1', 'Agent@1234'));
}

export async function demoHeaders(app: FastifyInstance) {
  return bearer(await loginAs(app, 'demo1', 'Demo@1234'));
}

/** A trial (type 4) session: not an agent. */
export async function trialHeaders(app: FastifyInstance) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} });
  expect(res.json()).toMatchObject({ success: true });
  return bearer((res.json().value as { token: string }).token);
}

/** Posts a movement for a member; `at` backdates it (the ledger row and its entries). */
export async function move(app: FastifyInstance, id: number, type: 'ADJUSTMENT' | 'BET' | 'PAYOUT', amountMinor: number, at?: string, merchant = 'demo') {
  await app.db.transaction().execute(async (trx) => {
    const posted = await postMemberMovement(trx, {
      merchant,
      memberId: id,
      type,
      amountMinor,
      book: type === 'ADJUSTMENT' ? 'cashier' : 'house',
      reference: `test:${type}:${id}:${Math.random()}`,
      description: 'test',
    });
    if (at) {
      await trx.updateTable('ledger_transactions').set({ created_at: at }).where('id', '=', posted.transactionId).execute();
      await trx.updateTable('ledger_entries').set({ created_at: at }).where('transaction_id', '=', posted.transactionId).execute();
    }
  });
}

export const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
