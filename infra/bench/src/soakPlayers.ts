// The soak's simulated players, over plain HTTP against the real API (and the real pages):
// visitors browse, members log in, spin the demo slot, deposit through the payment gateway and
// withdraw with their payment PIN. Every call is timed and classified (soakStats.ts). Money calls
// that fail on the wire are retried with the same Idempotency-Key, as the platform SDK does.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { encryptLoginBody, loginHeaders, solveHumanCheck } from '@tessera/contract';
import { EXPECTED_REFUSALS, type SoakRecorder, type TOutcome } from './soakStats';
import { sleep } from './util';

export interface TSoakTarget {
  baseUrl: string;
  adminToken: string;
  /** PAYMENT_GATEWAY_SECRET the API processes share: some deposits are confirmed by a signed callback sent as the gateway would. */
  gatewaySecret: string;
  /** This player's own source address and connections (playerTarget). */
  localAddress?: string;
  agent?: Agent;
}

/**
 * The target as player `n` sees it: its own loopback source address (127.0.x.y; all of 127/8 is
 * this machine) and its own keep-alive connections. Real players come from many addresses; with
 * one address for all, per-address limits (login's captcha after failed or in-flight attempts of
 * the address) would treat the whole soak as one crowd behind a single NAT.
 */
export function playerTarget(target: TSoakTarget, n: number): TSoakTarget {
  return { ...target, localAddress: `127.0.${1 + Math.floor(n / 200)}.${10 + (n % 200)}`, agent: new Agent({ keepAlive: true, maxSockets: 4 }) };
}

interface TRawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One HTTP/1.1 request from the player's source address; the body decompressed. */
function send(target: TSoakTarget, method: string, path: string, headers: Record<string, string>, body: string | undefined): Promise<TRawResponse> {
  const url = new URL(path, target.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: target.agent,
        localAddress: target.localAddress,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const enc = res.headers['content-encoding'];
            const decoded = enc === 'gzip' ? gunzipSync(raw) : enc === 'br' ? brotliDecompressSync(raw) : enc === 'deflate' ? inflateSync(raw) : raw;
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: decoded });
          } catch (err) {
            reject(err);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface TAnswer {
  status: number;
  body: unknown;
  text: string;
  outcome: TOutcome;
}

// A mobile app's patience: long enough that a slow password hash is waited for, not abandoned and retried.
const CALL_TIMEOUT_MS = 60_000;
export const SOAK_PASSWORD = 'Soak@12345';
export const SOAK_PIN = '135790';
const GOOD_CARDS = ['4111111111111111', '5555555555554444', '4012888888881881', '6011111111111117'];

/** One HTTP call, timed and classified under `cls`. Never throws: the outcome says what happened. */
export async function call(
  rec: SoakRecorder,
  target: TSoakTarget,
  cls: string,
  method: string,
  path: string,
  init: { token?: string | null; json?: unknown; form?: Record<string, string>; headers?: Record<string, string>; expected?: readonly string[] } = {},
): Promise<TAnswer> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', ...(init.headers ?? {}) };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const started = performance.now();
  let answer: TAnswer;
  try {
    const res = await send(target, method, path, headers, body);
    const text = res.body.toString('utf8');
    let parsed: unknown = null;
    if (String(res.headers['content-type'] ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }
    answer = { status: res.status, body: parsed, text, outcome: classify(res.status, parsed, init.expected) };
  } catch (err) {
    const e = err as { name?: string; code?: string; cause?: { name?: string } };
    const timedOut = e.name === 'TimeoutError' || e.cause?.name === 'TimeoutError' || (e.name === 'AbortError' && e.code === 'ABORT_ERR');
    const what = timedOut ? 'timeout' : `network (${e.code ?? e.name ?? 'error'})`;
    answer = { status: 0, body: null, text: '', outcome: { kind: 'error', what } };
  }
  rec.record(cls, performance.now() - started, answer.outcome);
  return answer;
}

function classify(status: number, body: unknown, expected: readonly string[] = []): TOutcome {
  if (status >= 200 && status < 400) return { kind: 'ok' };
  const code =
    typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : `HTTP ${status}`;
  if (status >= 400 && status < 500 && (status === 429 || EXPECTED_REFUSALS.has(code) || expected.includes(code))) return { kind: 'refused', code };
  return { kind: 'error', what: status >= 500 ? `HTTP ${status} ${code}` : code };
}

const valueOf = <T>(a: TAnswer): T | null => (a.outcome.kind === 'ok' ? ((a.body as { value?: T } | null)?.value ?? null) : null);
const codeOf = (a: TAnswer): string | null => (a.outcome.kind === 'refused' ? a.outcome.code : a.outcome.kind === 'error' ? a.outcome.what : null);
/** The request never reached a live process (refused connection, reset, nginx's 502-504): safe to send again. A timeout is not retried: the server may still be working on it. */
const isWireFailure = (a: TAnswer) =>
  (a.status === 0 && a.outcome.kind === 'error' && a.outcome.what !== 'timeout') || a.status === 502 || a.status === 503 || a.status === 504;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const think = (minMs: number, maxMs: number) => sleep(minMs + Math.random() * (maxMs - minMs));

/** A call that moves money: retried with the same Idempotency-Key while the wire fails (a killed process, nginx's 502). */
async function moneyCall(rec: SoakRecorder, target: TSoakTarget, cls: string, path: string, token: string, json: unknown, expected: readonly string[] = []) {
  const key = randomUUID();
  let a: TAnswer = await call(rec, target, cls, 'POST', path, { token, json, headers: { 'idempotency-key': key }, expected });
  for (let attempt = 1; attempt <= 4 && isWireFailure(a); attempt += 1) {
    await sleep(500 * attempt);
    a = await call(rec, target, `${cls} (retry)`, 'POST', path, { token, json, headers: { 'idempotency-key': key }, expected });
  }
  return a;
}

// ---- Visitors ----

/** Hashed assets named by a page (its scripts, styles and preloads). */
export function assetsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string))];
}

/** A visitor: opens a page and its assets, then the calls home and the game list make, with reading pauses. */
export async function visitorLoop(rec: SoakRecorder, target: TSoakTarget, until: () => boolean): Promise<void> {
  const seen = new Set<string>();
  while (!until()) {
    const page = await call(rec, target, 'page (HTML)', 'GET', pick(['/m/home', '/m/home', '/m/gameList', '/m/activity']), {
      headers: { accept: 'text/html' },
    });
    // A returning visitor's browser has most assets cached: fetch what this visitor has not seen.
    for (const asset of assetsOf(page.text)
      .filter((a) => !seen.has(a))
      .slice(0, 3)) {
      seen.add(asset);
      await call(rec, target, 'asset', 'GET', asset);
    }
    if (Math.random() < 0.05) seen.clear();
    await call(rec, target, 'status', 'GET', '/api/v1/status');
    await call(rec, target, 'registry', 'GET', '/api/v1/registry');
    await call(rec, target, 'home lists', 'GET', '/api/v1/games/hot');
    await call(rec, target, 'home lists', 'GET', '/api/v1/winners');
    await call(rec, target, 'banners', 'GET', '/api/v1/announcements/banner');
    await think(500, 1500);
    await call(rec, target, 'game list', 'GET', `/api/v1/games?gameType=${pick(['ALL', 'HOT', 'RNG'])}&pageNo=${1 + Math.floor(Math.random() * 3)}`);
    await think(1000, 3000);
  }
}

// ---- Members ----

export interface TSoakMember {
  username: string;
  token: string | null;
  bankCardId: number;
}

/** Counts of what the gateway side saw, for the end-of-run check (soakInvariants.ts). */
export interface TGatewayTally {
  /** orderNo → how many callbacks answered credited:true. */
  creditedByCallback: Map<string, number>;
  ordersCreated: number;
  paidThroughPage: number;
  paidByCallback: number;
  cancelled: number;
  /** Callbacks sent twice at once (a gateway's duplicate delivery). */
  duplicateDeliveries: number;
}

export const newTally = (): TGatewayTally => ({
  creditedByCallback: new Map(),
  ordersCreated: 0,
  paidThroughPage: 0,
  paidByCallback: 0,
  cancelled: 0,
  duplicateDeliveries: 0,
});

async function humanCheck(rec: SoakRecorder, target: TSoakTarget, username?: string): Promise<{ challengeId: string; solution: string } | null> {
  // Named for the login it is for, as the login screen does (its price follows that account's failures).
  const path = username ? `/api/v1/human-check?username=${encodeURIComponent(username)}` : '/api/v1/human-check';
  const c = valueOf<{ challengeId: string; difficulty: number }>(await call(rec, target, 'human check', 'GET', path));
  if (!c) return null;
  const solution = await solveHumanCheck(c.challengeId, c.difficulty);
  return solution === null ? null : { challengeId: c.challengeId, solution };
}

/** Logs in the way the login screen does (server key, solved human check, encrypted body). */
export async function login(rec: SoakRecorder, target: TSoakTarget, username: string): Promise<string | null> {
  const key = valueOf<{ keyId: string; publicKey: { x: string; y: string } }>(await call(rec, target, 'login key', 'GET', '/api/v1/auth/key'));
  const check = await humanCheck(rec, target, username);
  if (!key || !check) return null;
  const data = await encryptLoginBody({ kty: 'EC', crv: 'P-256', ...key.publicKey }, key.keyId, {
    type: 'username',
    username,
    password: SOAK_PASSWORD,
    humanCheck: check,
  });
  const grant = await call(rec, target, 'login', 'POST', '/api/v1/auth/login', { json: { data }, headers: loginHeaders(key.keyId) });
  return valueOf<{ token: string }>(grant)?.token ?? null;
}

async function admin(target: TSoakTarget, method: string, path: string, json: unknown): Promise<void> {
  const res = await fetch(new URL(path, target.baseUrl), {
    method,
    headers: { authorization: `Bearer ${target.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  if (res.status !== 200) throw new Error(`${method} ${path}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
}

/**
 * The operator's setup for a soak of the demo merchant: registration without the image captcha
 * (players cannot read it; the human check stays) and withdrawal limits a soak does not exhaust.
 */
export async function prepareMerchant(target: TSoakTarget): Promise<void> {
  await admin(target, 'PATCH', '/api/admin/merchants/demo/registration', { captcha: { enabled: false, required: false } });
  await admin(target, 'PATCH', '/api/admin/merchants/demo/withdraw-limits', {
    minAmount: '10.00',
    maxAmount: '50000.00',
    dailyCount: 100_000,
    dailyAmount: '100000000.00',
  });
}

/** Registers a member through the API and readies them to withdraw: payment PIN, payee name, one bank card. */
export async function registerMember(rec: SoakRecorder, target: TSoakTarget, username: string): Promise<TSoakMember> {
  const check = await humanCheck(rec, target);
  if (!check) throw new Error('the human check could not be solved');
  const reg = await call(rec, target, 'setup', 'PUT', '/api/v1/register', {
    json: { data: { username, password: SOAK_PASSWORD, confirmPassword: SOAK_PASSWORD, humanCheck: check } },
  });
  const token = valueOf<{ token: string }>(reg)?.token;
  if (!token) throw new Error(`register ${username}: HTTP ${reg.status} ${reg.text.slice(0, 300)}`);
  // Setup on a loaded machine: a step nginx gave up on (504) or that never arrived is tried again.
  const must = async (send: () => Promise<TAnswer>, what: string, done?: () => Promise<boolean>) => {
    for (let attempt = 1; ; attempt += 1) {
      const r = await send();
      if (r.outcome.kind === 'ok' || (attempt > 1 && done && (await done()))) return r;
      if (attempt >= 4 || !(isWireFailure(r) || r.status === 0)) throw new Error(`${what} for ${username}: HTTP ${r.status} ${r.text.slice(0, 300)}`);
      await sleep(2000 * attempt);
    }
  };
  const pinSet = async () =>
    valueOf<{ paymentPasswordSet?: boolean }>(await call(rec, target, 'setup', 'GET', '/api/v1/security/config', { token }))?.paymentPasswordSet === true;
  await must(
    () => call(rec, target, 'setup', 'POST', '/api/v1/security/payment-password', { token, json: { password: SOAK_PASSWORD, newPaymentPassword: SOAK_PIN } }),
    'payment PIN',
    pinSet,
  );
  await must(
    () => call(rec, target, 'setup', 'POST', '/api/v1/security/payee-name', { token, json: { payeeName: 'Soak Player' } }),
    'payee name',
    async () => true,
  );
  // Binding a payout card asks for the payment PIN (issue 30 item 9); a server from before that refuses the field.
  const cardNumber = pick(GOOD_CARDS);
  let card = await call(rec, target, 'setup', 'POST', '/api/v1/withdraw/bank-cards', {
    token,
    json: { bankCode: 'ICBC', cardNumber, paymentPassword: SOAK_PIN },
  });
  if (card.status === 400) card = await call(rec, target, 'setup', 'POST', '/api/v1/withdraw/bank-cards', { token, json: { bankCode: 'ICBC', cardNumber } });
  const bankCardId = valueOf<{ id: number }>(card)?.id;
  if (!bankCardId) throw new Error(`bank card for ${username}: HTTP ${card.status} ${card.text.slice(0, 300)}`);
  return { username, token, bankCardId };
}

export interface TGameRef {
  vendor: string;
  gameId: string;
}

/** A real-money demo slot the members play: the first RNG game without free play in the demo catalogue. */
export async function findSlot(rec: SoakRecorder, target: TSoakTarget, token: string): Promise<TGameRef> {
  for (let pageNo = 1; pageNo <= 5; pageNo += 1) {
    const list = valueOf<{ games: { vassalage?: string; vendorCode?: string; gameId?: string; gameCode?: string }[] }>(
      await call(rec, target, 'setup', 'GET', `/api/v1/games?gameType=RNG&pageNo=${pageNo}`),
    );
    for (const g of list?.games ?? []) {
      const vendor = g.vassalage ?? g.vendorCode;
      const gameId = g.gameId ?? g.gameCode;
      if (!vendor || !gameId) continue;
      const launch = valueOf<{ url: string; mode: string }>(
        await call(rec, target, 'setup', 'GET', `/api/v1/games/launch?vendor=${encodeURIComponent(vendor)}&gameId=${encodeURIComponent(gameId)}`, { token }),
      );
      if (launch?.mode === 'real' && launch.url.includes('/play/slot')) return { vendor, gameId };
    }
  }
  throw new Error('no real-money demo slot found in the catalogue');
}

export const signCallback = (secret: string, p: { orderNo: string; amount: string; status: string; gatewayTxnId: string; timestamp: number }) =>
  createHmac('sha256', secret)
    .update(['v1', p.orderNo, p.amount, p.status, p.gatewayTxnId, String(p.timestamp)].join('|'), 'utf8')
    .digest('hex');

/** One member's session of play: log in, spin, deposit when short, now and then withdraw. */
export async function memberLoop(
  rec: SoakRecorder,
  target: TSoakTarget,
  member: TSoakMember,
  slot: TGameRef,
  tally: TGatewayTally,
  until: () => boolean,
): Promise<void> {
  let ticket: string | null = null;
  let channelId: number | null = null;
  let actions = 0;
  while (!until()) {
    actions += 1;
    // A new session now and then (a player coming back), and whenever the old one is gone.
    if (!member.token || actions % 60 === 0) {
      member.token = await login(rec, target, member.username);
      ticket = null;
      if (!member.token) {
        await think(2000, 4000);
        continue;
      }
    }
    const token = member.token;
    if (!ticket) {
      const launch = await call(
        rec,
        target,
        'game launch',
        'GET',
        `/api/v1/games/launch?vendor=${encodeURIComponent(slot.vendor)}&gameId=${encodeURIComponent(slot.gameId)}`,
        { token },
      );
      const url = valueOf<{ url: string }>(launch)?.url;
      ticket = url ? new URL(url, target.baseUrl).searchParams.get('ticket') : null;
      if (launch.status === 401) member.token = null;
      if (!ticket) {
        await think(1000, 2000);
        continue;
      }
    }

    const roll = Math.random();
    let limited = false;
    if (roll < 0.62) {
      const spin = await call(rec, target, 'bet (slot spin)', 'POST', '/api/v1/play/slot/spin', {
        json: { ticket, spinId: `soak-${randomBytes(9).toString('base64url')}`, bet: pick(['1.00', '2.00', '5.00']) },
        expected: ['INSUFFICIENT_BALANCE'],
      });
      if (codeOf(spin) === 'INSUFFICIENT_BALANCE')
        limited = await deposit(rec, target, member, tally, (channelId ??= await depositChannel(rec, target, token)));
      else if (spin.status === 401 || spin.status === 403) ticket = null;
      limited ||= spin.status === 429;
    } else if (roll < 0.7) {
      limited = await deposit(rec, target, member, tally, (channelId ??= await depositChannel(rec, target, token)));
    } else if (roll < 0.74) {
      const w = await moneyCall(rec, target, 'withdraw', '/api/v1/withdraw', token, {
        amount: pick(['10.00', '20.00']),
        bankCardId: member.bankCardId,
        paymentPassword: SOAK_PIN,
      });
      limited = w.status === 429;
    } else if (roll < 0.92) {
      const balance = await call(rec, target, 'balance', 'GET', '/api/v1/wallet/balance', { token });
      if (balance.status === 401) member.token = null;
    } else {
      await call(rec, target, 'records', 'GET', '/api/v1/wallet/records?pageNo=1&pageSize=20', { token });
    }
    // A rate-limited player waits longer before the next try, as the app's message asks.
    await (limited ? think(5000, 10_000) : think(800, 2400));
  }
}

async function depositChannel(rec: SoakRecorder, target: TSoakTarget, token: string): Promise<number | null> {
  const channels = valueOf<{ gateways: { id: number }[] }>(await call(rec, target, 'deposit channels', 'GET', '/api/v1/deposit/channels', { token }));
  return channels?.gateways[0]?.id ?? null;
}

/**
 * A gateway deposit: the order, then its payment (answers whether the order was rate-limited). Most are paid on the gateway's page as the
 * payer (their own session and the payUrl they were handed); some are confirmed by the gateway's
 * signed callback sent twice at once (a duplicate delivery); a few are cancelled.
 */
async function deposit(rec: SoakRecorder, target: TSoakTarget, member: TSoakMember, tally: TGatewayTally, channelId: number | null): Promise<boolean> {
  if (!member.token || channelId === null) return false;
  const amount = pick(['50.00', '100.00', '200.00']);
  const created = await moneyCall(rec, target, 'deposit (order)', '/api/v1/deposit', member.token, { channelId, amount });
  const order = valueOf<{ orderNo: string; payUrl: string; amount: string }>(created);
  if (!order) return created.status === 429;
  tally.ordersCreated += 1;
  const how = Math.random();
  if (how < 0.2) {
    const payload = {
      orderNo: order.orderNo,
      amount: order.amount,
      status: 'PAID',
      gatewayTxnId: `SOAK${randomBytes(8).toString('hex')}`,
      timestamp: Math.floor(Date.now() / 1000),
    };
    const headers = { 'x-signature': signCallback(target.gatewaySecret, payload) };
    tally.duplicateDeliveries += 1;
    // A gateway that delivers twice, and keeps delivering until it hears 200.
    const deliver = async () => {
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const a = await call(rec, target, 'gateway callback', 'POST', '/api/v1/payments/callback', { json: payload, headers });
        if (a.status === 200) {
          if (valueOf<{ credited: boolean }>(a)?.credited) tally.creditedByCallback.set(order.orderNo, (tally.creditedByCallback.get(order.orderNo) ?? 0) + 1);
          return;
        }
        if (!isWireFailure(a)) return;
        await sleep(1000 * (attempt + 1));
      }
    };
    await Promise.all([deliver(), deliver()]);
    tally.paidByCallback += 1;
    return false;
  }
  const action = how < 0.95 ? 'pay' : 'cancel';
  await call(rec, target, 'gateway page', 'GET', order.payUrl, { token: member.token, headers: { accept: 'text/html' } });
  await think(300, 900);
  // The payer presses Pay; the page answers once the gateway's callback was applied. Re-pressed while the wire fails.
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const a = await call(rec, target, 'gateway pay', 'POST', order.payUrl, { token: member.token, form: { action }, headers: { accept: 'text/html' } });
    if (!isWireFailure(a)) break;
    await sleep(1000 * (attempt + 1));
  }
  if (action === 'pay') tally.paidThroughPage += 1;
  else tally.cancelled += 1;
  return false;
}
