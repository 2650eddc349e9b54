// The help center's feedback (issue 29; docs/decisions/feedback.md): a member sends a category and a
// text within the word limits; the operator lists it.
import { countFeedbackWords, FEEDBACK_LIMITS } from '@tessera/contract/api';
import { ERROR_CODES } from '@tessera/contract/api';
import { adminHeaders, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const send = (token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/member/feedback', headers: token ? bearer(token) : {}, payload });

describe('feedback', () => {
  it('counts words the same for spaced and unspaced scripts', () => {
    expect(countFeedbackWords("  the player's  well-known  game, 2 times ")).toBe(6);
    expect(countFeedbackWords('游戏很好玩')).toBe(5);
    expect(countFeedbackWords('')).toBe(0);
    // The catalogue's message states the limits it is checked against.
    expect(ERROR_CODES.FEEDBACK_WORDS.message).toBe(`Feedback content is limited to between ${FEEDBACK_LIMITS.minWords} and ${FEEDBACK_LIMITS.maxWords} words`);
  });

  it('a member sends feedback within the word limits; the operator lists it; outside them it is refused and nothing is stored', async () => {
    expect((await send(null, { category: 'problem', content: words(10) })).statusCode).toBe(401);
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const short = await send(token, { category: 'problem', content: words(FEEDBACK_LIMITS.minWords - 1) });
    expect([short.statusCode, short.json()]).toEqual([
      400,
      expect.objectContaining({
        code: 'FEEDBACK_WORDS',
        value: { field: 'content', min: FEEDBACK_LIMITS.minWords, max: FEEDBACK_LIMITS.maxWords, words: FEEDBACK_LIMITS.minWords - 1 },
      }),
    ]);
    expect((await send(token, { category: 'problem', content: words(FEEDBACK_LIMITS.maxWords + 1) })).json()).toMatchObject({ code: 'FEEDBACK_WORDS' });
    expect((await send(token, { category: 'nonsense', content: words(10) })).statusCode).toBe(400);
    expect(await t.app.db.selectFrom('feedback').selectAll().execute()).toEqual([]);

    const ok = await send(token, { category: 'suggestion', content: `  ${words(FEEDBACK_LIMITS.minWords)}  ` });
    expect([ok.statusCode, ok.json().value]).toEqual([200, { id: expect.any(Number), createdAt: expect.any(String) }]);
    const list = await t.app.inject({ url: '/api/admin/feedback?merchant=demo', headers: adminHeaders() });
    expect(list.json().value).toEqual([
      {
        id: ok.json().value.id,
        merchantCode: 'demo',
        userName: 'demo1',
        category: 'suggestion',
        content: words(FEEDBACK_LIMITS.minWords),
        createdAt: expect.any(String),
      },
    ]);
    expect((await t.app.inject({ url: '/api/admin/feedback?merchant=acme', headers: adminHeaders() })).json().value).toEqual([]);
  });

  it(`at most ${FEEDBACK_LIMITS.perMemberPerDay} a day per member`, async () => {
    const token = await loginAs(t.app, 'demo1', 'Demo@1234');
    const member = await t.app.db.selectFrom('members').select('id').where('username', '=', 'demo1').executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('feedback').execute();
    const at = new Date().toISOString();
    await t.app.db
      .insertInto('feedback')
      .values(
        Array.from({ length: FEEDBACK_LIMITS.perMemberPerDay }, () => ({
          merchant_code: 'demo',
          member_id: member.id,
          category: 'other',
          content: 'x',
          created_at: at,
        })),
      )
      .execute();
    const over = await send(token, { category: 'other', content: words(8) });
    expect([over.statusCode, over.json().code]).toEqual([429, 'RATE_LIMITED']);
  });

  it('trial players cannot send feedback', async () => {
    const trial = await t.app.inject({ url: '/api/v1/trial/account' });
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: { userName: trial.json().value.userName } });
    const res = await send((login.json().value as { token: string }).token, { category: 'other', content: words(8) });
    expect(res.statusCode).toBe(403);
  });
});
