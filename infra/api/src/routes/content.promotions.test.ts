import { promotionList, type TPromotion } from '@tessera/contract/api';
import { memberStatus, offerStatus } from '../services/content';
import type { TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';

// Promotion statuses per member (spec §3; docs/decisions/promotions-as-data.md).

let t: TTestApp;
let demo1: string;
let agent1: string;
beforeAll(async () => {
  t = await createAccountsApp();
  demo1 = await loginAs(t.app, 'demo1', 'Demo@1234');
  agent1 = await loginAs(t.app, 'agent1', 'Agent@1234');
});
afterAll(async () => {
  await t.close();
});

const list = async (token?: string, query = ''): Promise<{ list: TPromotion[]; cache: unknown }> => {
  const res = await t.app.inject({ url: `${promotionList.path}${query}`, headers: token ? bearer(token) : {} });
  expect(res.statusCode).toBe(200);
  return { list: (res.json().value as { list: TPromotion[] }).list, cache: res.headers['cache-control'] };
};
const memberId = async (username: string) =>
  (await t.app.db.selectFrom('members').select('id').where('merchant_code', '=', 'demo').where('username', '=', username).executeTakeFirstOrThrow()).id;
const apply = async (username: string, promotionId: number, status: string, createdAt: string) =>
  t.app.db
    .insertInto('promotion_applications')
    .values({
      merchant_code: 'demo',
      member_id: await memberId(username),
      promotion_id: promotionId,
      status,
      comment: '',
      image_count: 0,
      open_key: status === 'applying' || status === 'processing' ? `${await memberId(username)}:${promotionId}` : null,
      bonus_minor: null,
      transaction_id: null,
      note: null,
      created_at: createdAt,
      reviewed_at: null,
    })
    .execute();

test('the rule: an open application is processing; issued is joined for a joining offer; rejected stays; none keeps the offer', () => {
  expect(memberStatus('applying', undefined)).toBe('applying');
  expect(memberStatus('applying', 'applying')).toBe('processing');
  expect(memberStatus('joining', 'processing')).toBe('processing');
  expect(memberStatus('joining', 'issued')).toBe('joined');
  expect(memberStatus('applying', 'issued')).toBe('issued');
  expect(memberStatus('applying', 'rejected')).toBe('rejected');
});

test("each member sees their own applications' statuses; visitors and other members the offer", async () => {
  const before = await list();
  const applying = before.list.find((p) => p.status === 'applying')!;
  const joining = before.list.find((p) => p.status === 'joining')!;
  await apply('demo1', applying.id, 'processing', '2026-01-01T00:00:00.000Z');
  await apply('demo1', joining.id, 'rejected', '2026-01-01T00:00:00.000Z');
  await apply('demo1', joining.id, 'issued', '2026-01-02T00:00:00.000Z');

  const mine = await list(demo1);
  expect(mine.cache).toBe('private, no-store');
  expect(mine.list.find((p) => p.id === applying.id)?.status).toBe('processing');
  // The latest application decides.
  expect(mine.list.find((p) => p.id === joining.id)?.status).toBe('joined');

  for (const other of [await list(agent1), await list()]) {
    expect(other.list.find((p) => p.id === applying.id)?.status).toBe('applying');
    expect(other.list.find((p) => p.id === joining.id)?.status).toBe('joining');
  }
  expect((await list()).cache).not.toBe('private, no-store');

  // A status filter applies to what the member sees.
  expect((await list(demo1, '?status=processing')).list.map((p) => p.id)).toContain(applying.id);
  expect((await list(demo1, '?status=applying')).list.map((p) => p.id)).not.toContain(applying.id);
  expect((await list(demo1, '?limit=2')).list).toHaveLength(2);
});

const PLAYER_OWN = ['processing', 'issued', 'claimed', 'joined', 'rejected'];

test("a visitor and a member who never applied see how to join, never a player's own outcome (issue 28)", async () => {
  // agent1 never applied to anything (the test above only gave demo1 applications).
  expect(
    await t.app.db
      .selectFrom('promotion_applications')
      .select('id')
      .where('member_id', '=', await memberId('agent1'))
      .execute(),
  ).toEqual([]);
  for (const { list: promos } of [await list(), await list(agent1)]) {
    // The seed stores each of the spec's labels (rejected, claimed, issued, processing, joined) on some promotion.
    expect(promos.length).toBeGreaterThanOrEqual(10);
    expect(promos.map((p) => p.status).filter((s) => PLAYER_OWN.includes(s))).toEqual([]);
  }
  const visitor = (await list()).list;
  // The stored outcome reads as the offer it stands for; an ended promotion is closed.
  expect(visitor.find((p) => p.title === 'Live casino winning streak')?.status).toBe('applying');
  expect(visitor.find((p) => p.title === 'First bet insurance')?.status).toBe('claim');
  expect(visitor.find((p) => p.title === 'VIP birthday gift')?.status).toBe('claim');
  expect(visitor.find((p) => p.title === 'Invite friends')?.status).toBe('joining');
  expect(visitor.find((p) => p.title === 'Fishing tournament')?.status).toBe('closed');
  // The status filter applies to what is seen.
  expect((await list(undefined, '?status=rejected')).list).toEqual([]);
  expect((await list(undefined, '?status=closed')).list.map((p) => p.title)).toContain('Fishing tournament');
});

test('an applicant sees their own outcome, and the rule maps stored outcomes to offers', async () => {
  expect(offerStatus('rejected', null, null, new Date())).toBe('applying');
  expect(offerStatus('joined', null, null, new Date())).toBe('joining');
  expect(offerStatus('applying', null, '2020-01-01T00:00:00.000Z', new Date())).toBe('closed');
  expect(offerStatus('applying', '2999-01-01T00:00:00.000Z', null, new Date())).toBe('coming soon');
  const promo = (await list()).list.find((p) => p.title === 'Live casino winning streak')!;
  await apply('agent1', promo.id, 'rejected', '2026-01-03T00:00:00.000Z');
  expect((await list(agent1)).list.find((p) => p.id === promo.id)?.status).toBe('rejected');
  expect((await list()).list.find((p) => p.id === promo.id)?.status).toBe('applying');
});
