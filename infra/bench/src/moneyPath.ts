// The money path under a crowd (issue 31 item 5): N members, each with a balance, a payout card and a
// payment PIN, send one withdrawal each at the same moment, each from its own address. Measured:
// the wall time until the last answer, every withdrawal's latency, and the latency of logins that
// other members make while it happens; then the same N withdrawals again with their Idempotency-Keys
// (a client retrying after a lost answer), which must answer the first answer without a PIN check.
// Runs on its own server (SQLite, the embedded default) so the other sections' figures are untouched.
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { BENCH_ADMIN_TOKEN, startServer, type TRunningServer } from './server';
import { call, login, playerTarget, prepareMerchant, registerMember, signCallback, SOAK_PIN, type TSoakMember, type TSoakTarget } from './soakPlayers';
import { percentile, SoakRecorder } from './soakStats';
import { sleep } from './util';

/** The bars of issue 31 item 5. */
export const MONEY_PATH_BARS = { wallMs: 10_000, loginP99Ms: 500 } as const;

export interface TMoneyPathPhase {
  label: string;
  calls: number;
  ok: number;
  /** Refusals and errors by code, most frequent first. */
  notOk: Record<string, number>;
  wallMs: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
}

export interface TMoneyPathResult {
  members: number;
  setupMs: number;
  withdrawals: TMoneyPathPhase;
  replays: TMoneyPathPhase & { sameAnswer: number };
  /** Logins by other members while the withdrawals ran (the login call itself, not its key or human check). */
  logins: { calls: number; ok: number; p50Ms: number | null; p99Ms: number | null; maxMs: number | null };
  pass: { wall: boolean; loginP99: boolean; replays: boolean };
  notes: string[];
}

export interface TMoneyPathOptions {
  members: number;
  /** Concurrent registrations while setting up (a setup figure, not measured against a bar). */
  setupConcurrency?: number;
}

const WITHDRAW_AMOUNT = '20.00';
const DEPOSIT_AMOUNT = '100.00';
const LOGIN_PROBES = 2;

async function inPool<T>(items: readonly T[], width: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i] as T, i);
      }
    }),
  );
}

const valueOf = <T>(body: unknown): T | null => ((body as { value?: T } | null)?.value ?? null) as T | null;
const codeOf = (status: number, body: unknown) =>
  typeof (body as { code?: unknown } | null)?.code === 'string' ? String((body as { code: string }).code) : `HTTP ${status}`;

/** A paid gateway deposit: the order, then the gateway's signed callback. */
async function fund(rec: SoakRecorder, target: TSoakTarget, member: TSoakMember, channelId: number): Promise<void> {
  const order = await call(rec, target, 'setup', 'POST', '/api/v1/deposit', {
    token: member.token,
    json: { channelId, amount: DEPOSIT_AMOUNT },
    headers: { 'idempotency-key': randomUUID() },
  });
  const o = valueOf<{ orderNo: string; amount: string }>(order.body);
  if (!o) throw new Error(`deposit order for ${member.username}: HTTP ${order.status} ${order.text.slice(0, 200)}`);
  const payload = {
    orderNo: o.orderNo,
    amount: o.amount,
    status: 'PAID',
    gatewayTxnId: `MP${randomBytes(8).toString('hex')}`,
    timestamp: Math.floor(Date.now() / 1000),
  };
  const paid = await call(rec, target, 'setup', 'POST', '/api/v1/payments/callback', {
    json: payload,
    headers: { 'x-signature': signCallback(target.gatewaySecret, payload) },
  });
  if (paid.status !== 200) throw new Error(`gateway callback for ${member.username}: HTTP ${paid.status} ${paid.text.slice(0, 200)}`);
}

function phase(label: string, durations: number[], answers: { status: number; body: unknown }[], wallMs: number): TMoneyPathPhase {
  const sorted = [...durations].sort((a, b) => a - b);
  const notOk: Record<string, number> = {};
  for (const a of answers) if (a.status !== 200) notOk[codeOf(a.status, a.body)] = (notOk[codeOf(a.status, a.body)] ?? 0) + 1;
  return {
    label,
    calls: answers.length,
    ok: answers.filter((a) => a.status === 200).length,
    notOk,
    wallMs,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? null,
  };
}

export async function runMoneyPath(opts: TMoneyPathOptions, progress: (text: string) => void = () => undefined): Promise<TMoneyPathResult> {
  const gatewaySecret = randomBytes(32).toString('hex');
  const server: TRunningServer = await startServer(undefined, {
    PAYMENT_SIMULATOR: '1',
    PAYMENT_GATEWAY_SECRET: gatewaySecret,
    // Every member comes from 127.x addresses of this machine: per-address limits raised as for the
    // soak (per-member limits are not), so the figure is the money path's, not the address limiter's.
    RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER ?? '100',
  });
  const notes: string[] = [];
  try {
    const base: TSoakTarget = { baseUrl: server.baseUrl, adminToken: BENCH_ADMIN_TOKEN, gatewaySecret };
    const setupRec = new SoakRecorder();
    const setupStarted = Date.now();
    await prepareMerchant(base);
    const stamp = Date.now().toString(36).slice(-5);
    const names = Array.from({ length: opts.members + LOGIN_PROBES }, (_, i) => `mp${stamp}${String(i).padStart(4, '0')}`);
    const members: TSoakMember[] = new Array<TSoakMember>(names.length);
    progress(`  registering ${names.length} members (payment PIN, payee name, payout card) …`);
    let channelId: number | null = null;
    await inPool(names, opts.setupConcurrency ?? 6, async (username, i) => {
      const target = playerTarget(base, i);
      const member = await registerMember(setupRec, target, username);
      members[i] = member;
      if (i >= opts.members) return;
      if (channelId === null) {
        const channels = await call(setupRec, target, 'setup', 'GET', '/api/v1/deposit/channels', { token: member.token });
        channelId = valueOf<{ gateways: { id: number }[] }>(channels.body)?.gateways[0]?.id ?? null;
        if (channelId === null) throw new Error(`no deposit channel: HTTP ${channels.status} ${channels.text.slice(0, 200)}`);
      }
      await fund(setupRec, target, member, channelId);
    });
    const setupMs = Date.now() - setupStarted;
    progress(`  set up in ${(setupMs / 1000).toFixed(1)} s`);

    const payers = members.slice(0, opts.members);
    const probes = members.slice(opts.members);
    const keys = payers.map(() => randomUUID());
    const targets = payers.map((_, i) => playerTarget(base, i));
    const withdraw = async (i: number, rec: SoakRecorder, durations: number[]) => {
      const m = payers[i] as TSoakMember;
      const started = performance.now();
      const a = await call(rec, targets[i] as TSoakTarget, 'withdraw', 'POST', '/api/v1/withdraw', {
        token: m.token,
        json: { amount: WITHDRAW_AMOUNT, bankCardId: m.bankCardId, paymentPassword: SOAK_PIN },
        headers: { 'idempotency-key': keys[i] as string },
      });
      durations.push(performance.now() - started);
      return a;
    };

    // Logins by other members: LOGIN_PROBES players logging in one after another, from their own
    // addresses. First alone (the baseline), then from just before the burst until it is over and
    // each has logged in at least twice during it.
    const probeLogins = async (rec: SoakRecorder, until: () => boolean) =>
      Promise.all(
        probes.map(async (p, j) => {
          const target = playerTarget(base, opts.members + j);
          for (let n = 0; n < 2 || !until(); n += 1) await login(rec, target, p.username);
        }),
      );
    const baselineRec = new SoakRecorder();
    await probeLogins(baselineRec, () => true);
    const loginRec = new SoakRecorder();
    let burstOver = false;
    const loginLoops = probeLogins(loginRec, () => burstOver);
    await sleep(300);

    progress(`  ${payers.length} withdrawals at once …`);
    const rec = new SoakRecorder();
    const durations: number[] = [];
    const loadBefore = (loadavg()[0] ?? 0).toFixed(1);
    const started = performance.now();
    const first = await Promise.all(payers.map((_, i) => withdraw(i, rec, durations)));
    const wallMs = performance.now() - started;
    burstOver = true;
    await loginLoops;
    notes.push(
      `machine load: ${loadBefore} → ${(loadavg()[0] ?? 0).toFixed(1)} (1-minute load average; ${cpus().length} cores; the load generator shares them)`,
    );
    const withdrawals = phase('withdrawals, one per member, all at once', durations, first, wallMs);
    progress(`  withdrawals: ${withdrawals.ok}/${withdrawals.calls} ok in ${(wallMs / 1000).toFixed(1)} s`);

    progress(`  the same ${payers.length} withdrawals again with their Idempotency-Keys …`);
    const replayDurations: number[] = [];
    const replayStarted = performance.now();
    const again = await Promise.all(payers.map((_, i) => withdraw(i, new SoakRecorder(), replayDurations)));
    const replayWall = performance.now() - replayStarted;
    const sameAnswer = again.filter((a, i) => a.status === first[i]?.status && a.text === first[i]?.text).length;
    const replays = { ...phase('the same withdrawals replayed (same Idempotency-Key)', replayDurations, again, replayWall), sameAnswer };

    const loginStats = loginRec.stats().find((s) => s.name === 'login');
    const baseline = baselineRec.stats().find((s) => s.name === 'login');
    notes.push(
      `logins before the burst, the same ${LOGIN_PROBES} players: p50 ${baseline?.p50Ms?.toFixed(0) ?? '–'} ms, max ${baseline?.maxMs?.toFixed(0) ?? '–'} ms`,
    );
    const logins = {
      calls: loginStats?.calls ?? 0,
      ok: loginStats?.ok ?? 0,
      p50Ms: loginStats?.p50Ms ?? null,
      p99Ms: loginStats?.p99Ms ?? null,
      maxMs: loginStats?.maxMs ?? null,
    };
    const refused = Object.entries(withdrawals.notOk);
    if (refused.length) notes.push(`withdrawals not accepted: ${refused.map(([c, n]) => `${c} × ${n}`).join(', ')}`);
    return {
      members: payers.length,
      setupMs,
      withdrawals,
      replays,
      logins,
      pass: {
        wall: withdrawals.ok === withdrawals.calls && wallMs <= MONEY_PATH_BARS.wallMs,
        loginP99: logins.p99Ms !== null && logins.p99Ms <= MONEY_PATH_BARS.loginP99Ms,
        replays: sameAnswer === payers.length,
      },
      notes,
    };
  } finally {
    await server.stop();
  }
}
