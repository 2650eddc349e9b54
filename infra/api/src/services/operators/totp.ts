import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

// RFC 6238 time-based codes (otpauth): SHA-1, 6 digits, 30-second steps, the authenticator apps'
// defaults. A code is accepted in its own step or the one before or after (clock drift), and only
// once: the step of the last accepted code is kept on the operator (accounts.ts refuses a replay).

export const TOTP_ISSUER = 'Tessera';
export const TOTP_PERIOD_SECONDS = 30;
const WINDOW = 1;

const totpOf = (secret: string, username: string) =>
  new TOTP({ issuer: TOTP_ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, base32). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What the enrolment screen shows: the otpauth:// URI, the secret to type, and the URI as a QR code (SVG). */
export function enrolment(secret: string, username: string): { secret: string; uri: string; qrSvg: string } {
  const uri = totpOf(secret, username).toString();
  return { secret, uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/** The step (Unix time ÷ 30 s) of the code when it is valid now (±1 step), else null. */
export function codeStep(secret: string, username: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, username).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The current code of a secret (tests, and the e2e journey's authenticator). */
export const currentCode = (secret: string, now = Date.now()): string => totpOf(secret, 'x').generate({ timestamp: now });
