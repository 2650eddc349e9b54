import { encryptLoginBody, loginHeaders, solveHumanCheck } from '@tessera/contract';

/** The seeded member the bench visits home as (infra/api's accounts seed). */
export const BENCH_MEMBER = { username: 'demo1', password: 'Demo@1234' } as const;

/** What the shell keeps in sessionStorage MC_SESSION_INFO for a logged-in player. */
export interface TSessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';

async function value<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${what}: HTTP ${res.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { value: T }).value;
}

/**
 * Logs the seeded member in through the real API the way the login screen does: the server's login
 * key, a solved human check and the encrypted body. Returns the session the shell stores.
 */
export async function loginMember(baseUrl: string, account: { username: string; password: string } = BENCH_MEMBER): Promise<TSessionInfo> {
  const key = await value<{ keyId: string; publicKey: { x: string; y: string } }>(await fetch(`${baseUrl}/api/v1/auth/key`), 'GET /api/v1/auth/key');
  const challenge = await value<{ challengeId: string; difficulty: number }>(await fetch(`${baseUrl}/api/v1/human-check`), 'GET /api/v1/human-check');
  const solution = await solveHumanCheck(challenge.challengeId, challenge.difficulty);
  if (solution === null) throw new Error('the human check could not be solved');
  const data = await encryptLoginBody({ kty: 'EC', crv: 'P-256', ...key.publicKey }, key.keyId, {
    type: 'username',
    username: account.username,
    password: account.password,
    humanCheck: { challengeId: challenge.challengeId, solution },
  });
  const grant = await value<TSessionInfo>(
    await fetch(`${baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...loginHeaders(key.keyId) },
      body: JSON.stringify({ data }),
    }),
    'POST /api/v1/auth/login',
  );
  return { token: grant.token, merchantCode: grant.merchantCode, userName: grant.userName, type: grant.type, firstTimeLogin: false };
}

/**
 * A script for a page's every new document (Playwright's addInitScript, CDP's
 * Page.addScriptToEvaluateOnNewDocument): puts the session where the shell looks for it, on the
 * server's origin only (about:blank and other origins are left alone).
 */
export function sessionInitScript(session: TSessionInfo, origin: string): string {
  return `(() => { try { if (location.origin === ${JSON.stringify(origin)}) sessionStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(
    JSON.stringify(session),
  )}); } catch {} })();`;
}
