import { isRemoteName } from '@tessera/contract';
import { randomBytes } from 'node:crypto';
import { deriveKey, readSignedFields, signFields } from '../lib/signedToken';

// A page load's token (docs/decisions/releases.md, "Who may vote"). Every shell page the server
// serves carries one in its boot JSON: an HMAC, with a key only the server holds, over the
// merchant, a random load id, the device (tessera_cid), the issue time and the remote versions
// that page was given. The shell sends it back with its telemetry (LOAD_TOKEN_HEADER). Only a
// report that carries a valid, unexpired token naming the reported version may vote in a canary
// watch: a failure report anyone can write with curl counts as telemetry, never as evidence.

/** The request header that carries the page's token on telemetry beacons. */
export const LOAD_TOKEN_HEADER = 'x-tessera-load';
/**
 * How long after the page was served its reports may vote. Remotes load on the page's first
 * routes, within seconds; a page left open longer still reports, as telemetry only. Short, so a
 * stock of harvested tokens goes stale before a new canary starts.
 */
export const LOAD_TOKEN_TTL_MS = 15 * 60_000;
/** API processes' clocks may differ a little: a token issued up to this far "in the future" is accepted. */
const CLOCK_SKEW_MS = 60_000;
/** A boot payload names each enabled remote once; more than this is not a token the server wrote. */
const MAX_REMOTES = 64;
const MAX_TOKEN_CHARS = 4096;
const TOKEN_VERSION = 1;

const MERCHANT = /^[a-z0-9_-]{1,32}$/;
const LOAD_ID = /^[A-Za-z0-9_-]{16,64}$/;
const DEVICE = /^[A-Za-z0-9-]{1,64}$/;
const VERSION = /^[\w.+-]{1,32}$/;

/** What a valid token says about the page load it came from. */
export interface TLoadClaims {
  merchant: string;
  /** Random per page load: one vote per load, whatever number of reports it sends. */
  load: string;
  /** The device's tessera_cid (canary placement), null when the page was served without one. */
  device: string | null;
  /** When the server served the page (ms since the epoch). */
  issuedAt: number;
  /** remote name → the version that page's registry gave it. */
  versions: Record<string, string>;
}

/** The token key: derived from the server's secret (the operator token's hash), never the secret itself. */
export function loadTokenKey(serverSecret: Buffer): Buffer {
  return deriveKey(serverSecret, 'tessera-load-token-v1');
}

/** A new load's token: `<base64url JSON payload>.<base64url HMAC-SHA256>`. */
export function issueLoadToken(key: Buffer, page: Omit<TLoadClaims, 'load' | 'issuedAt'>, now = Date.now()): { token: string; claims: TLoadClaims } {
  const claims: TLoadClaims = { ...page, load: randomBytes(16).toString('base64url'), issuedAt: now };
  return { token: signFields(key, [TOKEN_VERSION, claims.merchant, claims.load, claims.device, claims.issuedAt, claims.versions]), claims };
}

function isVersions(v: unknown): v is Record<string, string> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const entries = Object.entries(v);
  return entries.length <= MAX_REMOTES && entries.every(([name, version]) => isRemoteName(name) && typeof version === 'string' && VERSION.test(version));
}

/** The claims of a token the server signed and that has not expired; null for anything else (absent, malformed, forged, expired). */
export function readLoadToken(key: Buffer, token: unknown, now = Date.now()): TLoadClaims | null {
  const parsed = readSignedFields(key, token, MAX_TOKEN_CHARS);
  if (!parsed || parsed.length !== 6) return null;
  const [version, merchant, load, device, issuedAt, versions] = parsed;
  if (version !== TOKEN_VERSION || typeof merchant !== 'string' || !MERCHANT.test(merchant)) return null;
  if (typeof load !== 'string' || !LOAD_ID.test(load)) return null;
  if (device !== null && (typeof device !== 'string' || !DEVICE.test(device))) return null;
  if (typeof issuedAt !== 'number' || !Number.isSafeInteger(issuedAt)) return null;
  if (issuedAt > now + CLOCK_SKEW_MS || now - issuedAt > LOAD_TOKEN_TTL_MS) return null;
  if (!isVersions(versions)) return null;
  return { merchant, load, device, issuedAt, versions };
}
