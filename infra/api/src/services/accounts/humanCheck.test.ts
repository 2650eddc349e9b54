import { hasLeadingZeroBits, solveHumanCheck } from '@tessera/contract';
import { createHash } from 'node:crypto';
import { createAccountsApp, postLogin, solvedCaptcha } from '../../routes/accounts.testkit';
import type { TTestApp } from '../../testkit';

// Issue 30 item 6: the human check's price follows the pressure on the address and the account
// (docs/decisions/accounts-human-check.md).

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.app.db.deleteFrom('auth_failures').execute();
});

/** Sets a failure count as login's budget keeps it (inject's address is 127.0.0.1). */
async function failures(scope: 'ip' | 'account', subject: string, count: number, firstFailedAgoMs = 0): Promise<void> {
  const at = new Date(Date.now() - firstFailedAgoMs).toISOString();
  await t.app.db
    .insertInto('auth_failures')
    .values({ merchant_code: 'demo', scope, subject, failures: count, first_failed_at: at, last_failed_at: at })
    .onConflict((oc) => oc.columns(['merchant_code', 'scope', 'subject']).doUpdateSet({ failures: count, first_failed_at: at, last_failed_at: at }))
    .execute();
}

async function challenge(username?: string): Promise<{ challengeId: string; difficulty: number; expiredSeconds: number }> {
  const res = await t.app.inject({ url: `/api/v1/human-check?merchant=demo${username ? `&username=${username}` : ''}` });
  expect(res.statusCode).toBe(200);
  return res.json().value as { challengeId: string; difficulty: number; expiredSeconds: number };
}

/** A solution with at least `bits` leading zero bits but fewer than `below`. */
function solutionBetween(challengeId: string, bits: number, below: number): string {
  for (let n = 0; ; n++) {
    const digest = createHash('sha256').update(`${challengeId}:${n}`).digest();
    if (hasLeadingZeroBits(digest, bits) && !hasLeadingZeroBits(digest, below)) return String(n);
  }
}

const digest = (id: string, solution: string) => createHash('sha256').update(`${id}:${solution}`).digest();

describe('human check difficulty under pressure', () => {
  it('states 12 bits with no failures, and more with recent failures of the address, bounded at 20', async () => {
    expect(await challenge()).toMatchObject({ difficulty: 12, expiredSeconds: 120 });
    // [failures, bits, seconds to solve it in]: past 16 bits a slow phone gets longer.
    const expected: [number, number, number][] = [
      [3, 12, 120],
      [4, 13, 120],
      [6, 14, 120],
      [10, 16, 120],
      [12, 17, 240],
      [18, 20, 1920],
      [500, 20, 1920],
    ];
    for (const [count, bits, seconds] of expected) {
      await failures('ip', '127.0.0.1', count);
      const c = await challenge();
      expect([count, c.difficulty, c.expiredSeconds]).toEqual([count, bits, seconds]);
    }
  });

  it("counts the account's failures when the challenge names the login (as the login screen does after a failure)", async () => {
    await failures('account', 'u:demo1', 10);
    expect((await challenge('demo1')).difficulty).toBe(16);
    // The same name as login matches it (case-insensitively); another name has its own count.
    expect((await challenge('DEMO1')).difficulty).toBe(16);
    expect((await challenge('demo2')).difficulty).toBe(12);
    expect((await challenge()).difficulty).toBe(12);
  });

  it('forgets failures whose window ended', async () => {
    await failures('ip', '127.0.0.1', 40, 16 * 60_000);
    await failures('account', 'u:demo1', 10, 16 * 60_000);
    expect((await challenge('demo1')).difficulty).toBe(12);
  });

  it('refuses a solution good only for a lower difficulty than the challenge states, before any password is tried', async () => {
    await failures('ip', '127.0.0.1', 10);
    const c = await challenge();
    expect(c.difficulty).toBe(16);
    const verify = jest.spyOn(t.app.accounts.hasher, 'verify');
    try {
      const weak = { challengeId: c.challengeId, solution: solutionBetween(c.challengeId, 12, 16) };
      const res = await postLogin(t.app, 'demo1', 'Demo@1234', { humanCheck: weak });
      expect(res.json()).toMatchObject({ code: 'HUMAN_CHECK_FAILED', value: { humanCheck: true } });
      // The control: a solution at the stated difficulty passes the check (the captcha comes next).
      const again = await challenge();
      const solution = (await solveHumanCheck(again.challengeId, again.difficulty)) ?? '';
      expect(hasLeadingZeroBits(digest(again.challengeId, solution), 16)).toBe(true);
      const next = await postLogin(t.app, 'demo1', 'Demo@1234', { humanCheck: { challengeId: again.challengeId, solution } });
      expect(next.json().code).toBe('CAPTCHA_REQUIRED');
      expect(verify).not.toHaveBeenCalled();
    } finally {
      verify.mockRestore();
    }
  });

  it("refuses a challenge cheaper than the account's pressure asks at login (fetched before, or without the name), and says what it asks", async () => {
    const early = await challenge();
    expect(early.difficulty).toBe(12);
    const solution = (await solveHumanCheck(early.challengeId, early.difficulty)) ?? '';
    // Past the free failures but short of the lock, so the right password gets in at the end.
    await failures('account', 'u:demo1', 8);
    const verify = jest.spyOn(t.app.accounts.hasher, 'verify');
    try {
      const res = await postLogin(t.app, 'demo1', 'Demo@1234', { humanCheck: { challengeId: early.challengeId, solution } });
      expect(res.json()).toMatchObject({ code: 'HUMAN_CHECK_FAILED', value: { humanCheck: true, difficulty: 15 } });
      expect(verify).not.toHaveBeenCalled();
    } finally {
      verify.mockRestore();
    }
    // Asked for this login, the challenge states what it costs, and solving it is enough.
    const named = await challenge('demo1');
    expect(named.difficulty).toBe(15);
    const paid = (await solveHumanCheck(named.challengeId, named.difficulty)) ?? '';
    const ok = await postLogin(t.app, 'demo1', 'Demo@1234', {
      humanCheck: { challengeId: named.challengeId, solution: paid },
      captcha: await solvedCaptcha(t.app),
    });
    expect(ok.json()).toMatchObject({ success: true });
  });
});
