// Issue 30 item 4: how long another member's login takes while one member bursts withdrawals,
// at the production scrypt cost (N=2^17, 2 hashing slots). A measurement for
// docs/decisions/security-center.md, not a test (the tests assert order and counts, never time).
//
//   npx tsx infra/api/scripts/hash-fairness.ts [rounds]
//
// Prints, for agent1's login: alone; during demo1's burst of 40 withdrawals with wrong payment
// passwords; during a burst of 40 with the right one (40 real hashes: the fairness of the slots
// alone, no lockout involved). SQLite in a temporary directory; nothing else is touched. The seed
// runs at the test cost (seeding dozens of members at OWASP cost outlasts the plugin timeout on a
// busy machine); the two members' login and payment passwords are then stored at OWASP cost, and
// a check runs at the stored hash's cost, so every hash measured here is an OWASP one.
import { encryptLoginBody, solveHumanCheck } from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { createPasswordHasher, OWASP_SCRYPT } from '../src/lib/password';
import { createTestApp } from '../src/testkit';

const HIGH = 1_000_000;
const rounds = Number(process.argv[2] ?? 3);

async function login(app: FastifyInstance, username: string, password: string): Promise<{ ms: number; token: string }> {
  const check = (await app.inject({ url: '/api/v1/human-check?merchant=demo' })).json().value as { challengeId: string; difficulty: number };
  const solution = await solveHumanCheck(check.challengeId, check.difficulty);
  const key = (await app.inject({ url: '/api/v1/auth/key' })).json().value as { keyId: string; publicKey: string };
  const data = await encryptLoginBody(key.publicKey, key.keyId, {
    type: 'username',
    username,
    password,
    humanCheck: { challengeId: check.challengeId, solution },
  });
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { encryption: key.keyId }, payload: { data } });
  const ms = performance.now() - started;
  const body = res.json() as { success: boolean; value?: { token: string }; code?: string };
  if (!body.success || !body.value) throw new Error(`login of ${username} refused: ${body.code ?? res.statusCode}`);
  return { ms, token: body.value.token };
}

const post = (app: FastifyInstance, url: string, token: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, ...headers }, payload });

/** demo1's payment password, payee name and a card (the card call takes the PIN where the API wants it). */
async function ready(app: FastifyInstance, token: string): Promise<number> {
  await post(app, '/api/v1/security/payment-password', token, { password: 'Demo@1234', newPaymentPassword: '135790' });
  await post(app, '/api/v1/security/payee-name', token, { payeeName: 'Demo One' });
  const card = { bankCode: 'ICBC', cardNumber: '4111111111111111' };
  let res = await post(app, '/api/v1/withdraw/bank-cards', token, { ...card, paymentPassword: '135790' });
  if (res.statusCode === 400) res = await post(app, '/api/v1/withdraw/bank-cards', token, card);
  return (res.json().value as { id: number }).id;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  const t = await createTestApp({
    rateLimits: { loginPerMinute: HIGH, smsPerMinute: HIGH, registerPerMinute: HIGH, captchaPerMinute: HIGH, checksPerMinute: HIGH, memberPerMinute: HIGH },
  } as Parameters<typeof createTestApp>[0]);
  const app = t.app;
  const owasp = createPasswordHasher(OWASP_SCRYPT);
  const agentHash = await owasp.hash('Agent@1234');
  const pinHash = await owasp.hash('135790');
  /** agent1's login password at OWASP cost again (a login re-hashes a password stored at another cost). */
  const owaspAgent = () => app.db.updateTable('members').set({ password_hash: agentHash }).where('username', '=', 'agent1').execute();
  try {
    const demo = (await login(app, 'demo1', 'Demo@1234')).token;
    const cardId = await ready(app, demo);
    await app.db.updateTable('members').set({ payment_password_hash: pinHash }).where('username', '=', 'demo1').execute();
    await app.inject({
      method: 'PATCH',
      url: '/api/admin/merchants/demo/withdraw-limits',
      headers: { authorization: `Bearer ${t.options.adminToken}` },
      payload: { minAmount: '0.01', maxAmount: '50000.00', dailyCount: 100_000, dailyAmount: '10000000.00' },
    });
    const alone: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      await owaspAgent();
      alone.push((await login(app, 'agent1', 'Agent@1234')).ms);
    }
    const fmt = (xs: number[]) => `median ${Math.round(median(xs))} ms (${xs.map((x) => Math.round(x)).join(', ')})`;
    console.log(`agent1 login alone:                       ${fmt(alone)}`);

    const during = async (pin: (i: number) => string, tag: string) => {
      const times: number[] = [];
      for (let r = 0; r < rounds; r += 1) {
        // Each round's wrong burst starts unlocked (the lock of the last round is lifted).
        await app.db.deleteFrom('payment_password_guards').execute();
        await owaspAgent();
        const burst = Array.from({ length: 40 }, (_, i) =>
          post(app, '/api/v1/withdraw', demo, { amount: '0.01', bankCardId: cardId, paymentPassword: pin(i) }, { 'idempotency-key': `${tag}-${r}-${i}` }),
        );
        // The other member's login starts while the burst is queued.
        await new Promise((resolve) => setTimeout(resolve, 5));
        times.push((await login(app, 'agent1', 'Agent@1234')).ms);
        await Promise.all(burst);
      }
      return times;
    };
    console.log(`during demo1's 40 wrong-PIN withdrawals:  ${fmt(await during((i) => String(100000 + i), 'wrong'))}`);
    console.log(`during demo1's 40 right-PIN withdrawals:  ${fmt(await during(() => '135790', 'right'))}`);
    const runs = (app.accounts.hasher as { runs?: number }).runs;
    if (runs !== undefined) console.log(`scrypt runs in all: ${runs}`);
  } finally {
    await t.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
