// The account screens' calls. Login and registration bodies are encrypted to the API's login key
// (docs/login-encryption.md); the key is fetched once and again when the API says it changed.
import { encryptLoginBody, loginHeaders, MODULE, solveHumanCheck, type THumanCheckAnswerValue } from '@tessera/contract';
import {
  getHumanCheck,
  getLoginKey,
  login,
  loginBySms,
  register,
  rememberedLogin,
  type TLoginKey,
  type TLoginPayload,
  type TRegisterData,
  type TSessionGrant,
  type TSmsLoginPayload,
} from '@tessera/contract/api';
import { ApiError, callApi } from '../../platform/api';
import { useSessionStore } from '../../stores/session';

let key: Promise<TLoginKey> | null = null;

async function sealed(payload: unknown): Promise<{ data: string; headers: Record<string, string> }> {
  key ??= callApi(getLoginKey, { query: {} });
  try {
    const k = await key;
    return { data: await encryptLoginBody(k.publicKey, k.keyId, payload), headers: loginHeaders(k.keyId) };
  } catch (e) {
    key = null;
    throw e;
  }
}

/** Sends an encrypted body; a rotated key (ENCRYPTION_KEY_UNKNOWN) is fetched again once. */
async function sendSealed<T>(payload: unknown, send: (data: string, headers: Record<string, string>) => Promise<T>): Promise<T> {
  const first = await sealed(payload);
  try {
    return await send(first.data, first.headers);
  } catch (e) {
    if (!(e instanceof ApiError && e.code === 'ENCRYPTION_KEY_UNKNOWN')) throw e;
    key = null;
    const again = await sealed(payload);
    return send(again.data, again.headers);
  }
}

export const loginWithPassword = (payload: TLoginPayload): Promise<TSessionGrant> =>
  sendSealed(payload, (data, headers) => callApi(login, { body: { data } }, {}, { headers }));

export const loginWithSms = (payload: TSmsLoginPayload): Promise<TSessionGrant> =>
  sendSealed(payload, (data, headers) => callApi(loginBySms, { body: { data } }, {}, { headers }));

export const registerMember = (payload: TRegisterData): Promise<TSessionGrant> =>
  sendSealed(payload, (data, headers) => callApi(register, { body: { data, moduleId: MODULE.registration } }, {}, { headers }));

/** Re-login with the API's httpOnly remember-me cookie (the browser sends it; no secret of ours is stored). */
export const loginWithRememberCookie = (): Promise<TSessionGrant> => callApi(rememberedLogin, {});

/**
 * A human-check challenge from the API, solved (the proof of work runs while the player slides).
 * `username`: the login it is for; the API prices the challenge by that account's recent failures
 * too (12 to 20 bits), and the solver does the work the challenge states.
 */
export async function solvedHumanCheck(signal?: AbortSignal, username?: string): Promise<THumanCheckAnswerValue> {
  const challenge = await callApi(getHumanCheck, { query: username ? { username } : {} }, { signal });
  const solution = await solveHumanCheck(challenge.challengeId, challenge.difficulty);
  if (solution === null) throw new ApiError('HUMAN_CHECK_FAILED', 'Verification failed, please try again');
  return { challengeId: challenge.challengeId, solution };
}

/** Spec §4: a successful login or registration stores the session (member info and wallet follow from session.changed). */
export function storeGrant(grant: TSessionGrant): void {
  useSessionStore
    .getState()
    .setSession(
      { token: grant.token, merchantCode: grant.merchantCode, userName: grant.userName, type: grant.type, firstTimeLogin: grant.firstTimeLogin },
      'login',
    );
}
