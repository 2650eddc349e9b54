// Account limits and helpers shared by the API (which enforces them) and the screens. The field
// formats are rules.ts's FIELD_RULES. Zod-free on purpose: the browser entry exports this file.

/** Mobile number as the API stores it: digits only, leading zeros stripped (spec §5). */
export function normalizeMobile(mobile: string): string {
  return mobile.replace(/^0+/, '');
}

/** Dialling code as the API stores it: digits only, no '+'. */
export function normalizeDialingCode(code: string): string {
  return code.replace(/^\+/, '');
}

export const ACCOUNT_LIMITS = {
  /** Failed logins (per account or per client address) after which the captcha is required. */
  captchaAfterFailures: 3,
  /** Failed logins per account after which login is refused for the rest of the window. */
  lockAfterFailures: 10,
  /** How long failed logins are remembered. */
  failureWindowMinutes: 15,
  captchaLength: 6,
  captchaTtlSeconds: 300,
  smsCodeLength: 6,
  smsCodeTtlMinutes: 5,
  smsMaxAttempts: 5,
  /** Resend cool-down per mobile number (the spec's 60 s countdown). */
  smsResendSeconds: 60,
  /** Codes sent to one mobile number in 24 hours. */
  smsPerMobilePerDay: 10,
  /** Sessions end after this long without use ... */
  sessionIdleDays: 7,
  /** ... and at the latest this long after login. */
  sessionMaxDays: 30,
} as const;

/**
 * The human check (docs/decisions/accounts-human-check.md): the API hands out a challenge (a
 * random id and a difficulty); the browser finds a `solution` — a decimal counter — such that
 * SHA-256 of `${challengeId}:${solution}` starts with `difficulty` zero bits, while the player
 * drags the slider. The API checks it once, bound to the challenge, and spends the challenge.
 */
export const HUMAN_CHECK = {
  /** Leading zero bits of the digest without pressure: about 2^12 hashes, a blink in a phone's browser. */
  difficulty: 12,
  /**
   * Under pressure (recent failed logins of the address or of the account past the free ones) a
   * challenge costs one bit more per `failuresPerBit` failures, up to `maxDifficulty`: each bit
   * doubles the work (2^20 hashes take seconds, docs/decisions/accounts-human-check.md).
   */
  failuresPerBit: 2,
  maxDifficulty: 20,
  /** Seconds a challenge stays valid; doubled per bit past 16 (a slow phone still finishes 2^20 hashes). */
  ttlSeconds: 120,
  /** A solver gives up after 2^(difficulty + this) tries (the expected number is 2^difficulty; e^-16 to miss). */
  maxTriesExtraBits: 4,
} as const;

/** A solved human check as login and registration send it (the zod schema is ZHumanCheckAnswer). */
export interface THumanCheckAnswerValue {
  challengeId: string;
  solution: string;
}

/**
 * localStorage key of the remembered login (docs/decisions/accounts-remember-me.md): the method,
 * username and dialling code only — never a password. Re-login uses the API's httpOnly cookie.
 */
export const REMEMBERED_LOGIN_KEY = 'rememberedLogin';

export interface TRememberedLogin {
  method: 'username' | 'sms';
  username?: string;
  countryDialingCode?: string;
  mobileNum?: string;
}

/** True when `digest` begins with `bits` zero bits. */
export function hasLeadingZeroBits(digest: Uint8Array, bits: number): boolean {
  let left = bits;
  for (const byte of digest) {
    if (left <= 0) return true;
    if (left >= 8) {
      if (byte !== 0) return false;
      left -= 8;
    } else return byte >> (8 - left) === 0;
  }
  return left <= 0;
}

/** Digests asked of WebCrypto at once: one at a time leaves it idle between awaits (about 4× slower). */
const SOLVE_BATCH = 64;

/**
 * Finds the solution of a challenge with WebCrypto (browser and Node): the smallest counter that
 * works; null when none is found within `maxTries`.
 */
export async function solveHumanCheck(
  challengeId: string,
  difficulty: number,
  maxTries: number = 2 ** (Math.min(difficulty, HUMAN_CHECK.maxDifficulty) + HUMAN_CHECK.maxTriesExtraBits),
): Promise<string | null> {
  const encoder = new TextEncoder();
  for (let start = 0; start < maxTries; start += SOLVE_BATCH) {
    const count = Math.min(SOLVE_BATCH, maxTries - start);
    const digests = await Promise.all(
      Array.from({ length: count }, (_, i) => globalThis.crypto.subtle.digest('SHA-256', encoder.encode(`${challengeId}:${start + i}`))),
    );
    const found = digests.findIndex((d) => hasLeadingZeroBits(new Uint8Array(d), difficulty));
    if (found >= 0) return String(start + found);
  }
  return null;
}
