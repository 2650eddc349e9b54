// Test helpers for the wallet calls (used by wallet*.test.ts only).
import type { FastifyInstance } from 'fastify';
import { postMemberMovement, memberBalance } from '../services/wallet/ledger';
import { adminHeaders } from '../testkit';
import { bearer } from './accounts.testkit';

/** A card number that passes the Luhn check (Visa test number). */
export const GOOD_CARD = '4111 1111 1111 1111';
export const OTHER_CARDS = ['5555555555554444', '4012888888881881', '378282246310005', '6011111111111117', '3530111333300000', '5105105105105100'];

export async function memberId(app: FastifyInstance, merchant: string, username: string): Promise<number> {
  const row = await app.db.selectFrom('members').select('id').where('merchant_code', '=', merchant).where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

/** Sets a member's balance to exactly `minor` with one ADJUSTMENT (cashier book). */
export async function setBalance(app: FastifyInstance, merchant: string, id: number, minor: number): Promise<void> {
  const current = await memberBalance(app.db, merchant, id);
  if (current === minor) return;
  await app.db.transaction().execute((trx) =>
    postMemberMovement(trx, {
      merchant,
      memberId: id,
      type: 'ADJUSTMENT',
      amountMinor: minor - current,
      book: 'cashier',
      reference: 'test:balance',
      description: 'test balance',
    }),
  );
}

export const post = (app: FastifyInstance, url: string, token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { ...(token ? bearer(token) : {}), ...headers }, payload: payload as Record<string, unknown> });

/** Payment password (first time: with the login password), payee name and one bank card; answers the card id. */
export async function readyToWithdraw(
  app: FastifyInstance,
  token: string,
  loginPassword: string,
  paymentPassword = '135790',
  payee = 'Test Payee',
): Promise<number> {
  expect((await post(app, '/api/v1/security/payment-password', token, { password: loginPassword, newPaymentPassword: paymentPassword })).statusCode).toBe(200);
  expect((await post(app, '/api/v1/security/payee-name', token, { payeeName: payee })).statusCode).toBe(200);
  const card = await post(app, '/api/v1/withdraw/bank-cards', token, { bankCode: 'ICBC', cardNumber: GOOD_CARD, paymentPassword });
  expect(card.statusCode).toBe(200);
  return (card.json().value as { id: number }).id;
}

export async function setLimits(app: FastifyInstance, merchant: string, limits: Record<string, unknown>): Promise<void> {
  const res = await app.inject({ method: 'PATCH', url: `/api/admin/merchants/${merchant}/withdraw-limits`, headers: adminHeaders(), payload: limits });
  expect(res.json()).toMatchObject({ success: true });
}

export const trialToken = async (app: FastifyInstance): Promise<string> => {
  const trial = await app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} });
  return (trial.json().value as { token: string }).token;
};

/** Counts the candidates a hasher checks from now on: the login passwords' (default) or the payment PINs' ('pinHasher'). */
export function countChecks(app: FastifyInstance, which: 'hasher' | 'pinHasher' = 'hasher'): { readonly n: number; stop(): void } {
  const hasher = app.accounts[which];
  const verify = hasher.verify;
  let n = 0;
  hasher.verify = (...args: Parameters<typeof verify>) => {
    n += 1;
    return verify.apply(hasher, args);
  };
  return {
    get n() {
      return n;
    },
    stop() {
      hasher.verify = verify;
    },
  };
}

/** Three security questions and their answers, as the lockout tests set them. */
export const ANSWERS = [
  { questionId: 1, answer: 'Fluffy Zebracorn' },
  { questionId: 4, answer: 'Quixotic Marmalade Town' },
  { questionId: 7, answer: 'Obsidian Lighthouse' },
];
