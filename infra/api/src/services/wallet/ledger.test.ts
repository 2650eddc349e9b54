import type { FastifyInstance } from 'fastify';
import * as z from 'zod/v4/mini';
import { defineEndpoint } from '@tessera/contract/api';
import { route } from '../../route';
import { bearer, createAccountsApp, loginAs } from '../../routes/accounts.testkit';
import type { TTestApp } from '../../testkit';
import { ApiError } from '../../errors';
import { withIdempotency } from './idempotency';
import { bookAccountId, memberAccountId, memberBalance, postMemberMovement, postTransaction, sumOfEntries } from './ledger';
import { OPENING_REFERENCE } from '../../seeders/wallet';

// The ledger core and the Idempotency-Key wrapper, on the test database (SQLite or PostgreSQL).

const credit = defineEndpoint({
  name: 'testCredit',
  method: 'POST',
  path: '/api/test/credit',
  auth: 'member',
  summary: 'test-only: moves money with an Idempotency-Key',
  tags: ['test'],
  body: z.strictObject({ amountMinor: z.number().check(z.int()) }),
  response: z.object({ transactionId: z.number(), balanceMinor: z.number() }),
  idempotent: true,
});

let t: TTestApp;
let db: FastifyInstance['db'];
let demo1: number;
let agent1: number;
let calls = 0;
beforeAll(async () => {
  t = await createAccountsApp({
    beforeReady: (app) =>
      route(app, credit, async ({ body }, request, reply) =>
        withIdempotency(request, reply, credit, async (trx) => {
          calls += 1;
          const member = request.member;
          if (!member) throw new ApiError('AUTH_REQUIRED');
          return postMemberMovement(trx, {
            merchant: member.merchantCode,
            memberId: member.id,
            type: 'ADJUSTMENT',
            amountMinor: body.amountMinor,
            book: 'cashier',
            reference: 'test:credit',
            description: 'test',
          });
        }),
      ),
  });
  db = t.app.db;
  const ids = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('merchant_code', '=', 'demo')
    .where('username', 'in', ['demo1', 'agent1'])
    .execute();
  demo1 = ids.find((r) => r.username === 'demo1')?.id ?? 0;
  agent1 = ids.find((r) => r.username === 'agent1')?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const consistent = async (merchant: string, memberId: number) => {
  const account = await memberAccountId(db, merchant, memberId);
  expect(await sumOfEntries(db, account)).toBe(await memberBalance(db, merchant, memberId));
};

describe('opening balances (seeders/wallet.ts)', () => {
  it('credits the seed members 1000.00 once, also across restarts', async () => {
    const seeded = async () => db.selectFrom('ledger_transactions').select(['member_id', 'type']).where('reference', '=', OPENING_REFERENCE).execute();
    expect(await seeded()).toHaveLength(4);
    expect((await seeded()).every((r) => r.type === 'ADJUSTMENT')).toBe(true);
    await t.restart();
    db = t.app.db;
    expect(await seeded()).toHaveLength(4);
    expect(await memberBalance(db, 'demo', agent1)).toBe(100_000);
    await consistent('demo', agent1);
  });
});

describe('ledger', () => {
  it('posts balanced transactions: entries sum to zero and balances equal the sum of entries', async () => {
    const before = await memberBalance(db, 'demo', demo1);
    const gateway = await bookAccountId(db, 'demo', 'gateway');
    const gatewayBefore = await sumOfEntries(db, gateway);
    await db.transaction().execute((trx) =>
      postMemberMovement(trx, {
        merchant: 'demo',
        memberId: demo1,
        type: 'DEPOSIT',
        amountMinor: 2_550,
        book: 'gateway',
        reference: 'test:deposit',
        description: 'test deposit',
      }),
    );
    expect(await memberBalance(db, 'demo', demo1)).toBe(before + 2_550);
    await consistent('demo', demo1);
    const sums = await db
      .selectFrom('ledger_entries')
      .select((eb) => ['transaction_id', eb.fn.sum<number | string>('amount_minor').as('s')])
      .groupBy('transaction_id')
      .execute();
    expect(sums.every((s) => Number(s.s) === 0)).toBe(true);
    expect(await sumOfEntries(db, gateway)).toBe(gatewayBefore - 2_550);
  });

  it('refuses an unbalanced transaction before writing anything', async () => {
    const a = await memberAccountId(db, 'demo', demo1);
    const b = await bookAccountId(db, 'demo', 'house');
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('ledger_transactions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const n = await count();
    await expect(
      db.transaction().execute((trx) =>
        postTransaction(trx, {
          merchant: 'demo',
          memberId: demo1,
          type: 'ADJUSTMENT',
          reference: 'x',
          description: 'x',
          legs: [
            { accountId: a, amountMinor: 5 },
            { accountId: b, amountMinor: -4 },
          ],
        }),
      ),
    ).rejects.toThrow(/unbalanced/);
    expect(await count()).toBe(n);
  });

  it('a guarded debit never overdraws: INSUFFICIENT_BALANCE and the whole transaction rolls back', async () => {
    const balance = await memberBalance(db, 'demo', demo1);
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('ledger_entries')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const entries = await count();
    await expect(
      db.transaction().execute(async (trx) => {
        // A first movement in the same transaction is undone with the refused one.
        await postMemberMovement(trx, {
          merchant: 'demo',
          memberId: demo1,
          type: 'BET',
          amountMinor: -1,
          book: 'house',
          reference: 'test:bet',
          description: 'bet',
        });
        await postMemberMovement(trx, {
          merchant: 'demo',
          memberId: demo1,
          type: 'WITHDRAW',
          amountMinor: -balance,
          book: 'cashier',
          reference: 'test:w',
          description: 'too much',
        });
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await memberBalance(db, 'demo', demo1)).toBe(balance);
    expect(await count()).toBe(entries);
    // Exactly the balance is fine; then nothing more.
    await db.transaction().execute((trx) =>
      postMemberMovement(trx, {
        merchant: 'demo',
        memberId: demo1,
        type: 'WITHDRAW',
        amountMinor: -balance,
        book: 'cashier',
        reference: 'test:all',
        description: 'all',
      }),
    );
    expect(await memberBalance(db, 'demo', demo1)).toBe(0);
    await expect(
      db
        .transaction()
        .execute((trx) =>
          postMemberMovement(trx, { merchant: 'demo', memberId: demo1, type: 'BET', amountMinor: -1, book: 'house', reference: 'r', description: 'd' }),
        ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await consistent('demo', demo1);
    await db.transaction().execute((trx) =>
      postMemberMovement(trx, {
        merchant: 'demo',
        memberId: demo1,
        type: 'ADJUSTMENT',
        amountMinor: balance,
        book: 'cashier',
        reference: 'test:back',
        description: 'back',
      }),
    );
  });
});

describe('withIdempotency', () => {
  const post = (token: string, key: string | null, amountMinor: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/credit',
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { amountMinor },
    });

  it('applies a key once and replays the first answer; another body with the key is refused', async () => {
    const token = await loginAs(t.app, 'agent1', 'Agent@1234');
    const before = await memberBalance(db, 'demo', agent1);
    const first = await post(token, 'key-1', 100);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(token, 'key-1', 100);
    expect(again.json().value).toEqual(first.json().value);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await memberBalance(db, 'demo', agent1)).toBe(before + 100);
    expect((await post(token, 'key-1', 200)).json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await post(token, null, 100)).json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(await memberBalance(db, 'demo', agent1)).toBe(before + 100);
  });

  it('a failed call leaves no key: the same key works once the cause is fixed', async () => {
    const token = await loginAs(t.app, 'agent1', 'Agent@1234');
    const balance = await memberBalance(db, 'demo', agent1);
    const runs = calls;
    expect((await post(token, 'key-2', -(balance + 1))).json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await db.selectFrom('idempotency_keys').select('key').where('key', '=', 'key-2').execute()).toHaveLength(0);
    await db.transaction().execute((trx) =>
      postMemberMovement(trx, {
        merchant: 'demo',
        memberId: agent1,
        type: 'ADJUSTMENT',
        amountMinor: 1,
        book: 'cashier',
        reference: 'test:fix',
        description: 'fix',
      }),
    );
    expect((await post(token, 'key-2', -(balance + 1))).statusCode).toBe(200);
    expect(await memberBalance(db, 'demo', agent1)).toBe(0);
    expect(calls).toBe(runs + 2);
    await db.transaction().execute((trx) =>
      postMemberMovement(trx, {
        merchant: 'demo',
        memberId: agent1,
        type: 'ADJUSTMENT',
        amountMinor: balance,
        book: 'cashier',
        reference: 'test:back',
        description: 'back',
      }),
    );
  });

  it('keys belong to the member: the same key of another member is a new call', async () => {
    const a = await loginAs(t.app, 'agent1', 'Agent@1234');
    const b = await loginAs(t.app, 'demo1', 'Demo@1234');
    const first = await post(a, 'shared-key', 7);
    const other = await post(b, 'shared-key', 7);
    expect(other.statusCode).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json().value.transactionId).not.toBe(first.json().value.transactionId);
  });

  it('concurrent repeats of one key apply it once', async () => {
    const token = await loginAs(t.app, 'agent1', 'Agent@1234');
    const before = await memberBalance(db, 'demo', agent1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(token, 'key-race', 3)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().value.transactionId)).size).toBe(1);
    expect(await memberBalance(db, 'demo', agent1)).toBe(before + 3);
    await consistent('demo', agent1);
  });
});
