import { promotionList, type TPromotion } from '@tessera/contract/api';
import { memberStatus } from '../services/content';
import type { TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';

// Promotion statuses per member (spec §3; docs/decisions/home-activity.md).

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
