import type { Generated } from 'kysely';
import type { TBit } from './columns';

// Tables of migration 0003_accounts. Same conventions as schema.ts: 0/1 integers, ISO-8601 text
// timestamps (they compare as text), JSON text. No secret is stored in the clear: passwords are
// scrypt strings, tokens / captcha answers / SMS codes are SHA-256 digests.

export interface MembersTable {
  id: Generated<number>;
  merchant_code: string;
  /** Lower case; unique per merchant. */
  username: string;
  /** PHC-style scrypt string; null for trial accounts and mobile registrations without a password. */
  password_hash: string | null;
  payment_password_hash: string | null;
  /** 0, 1, 2 real members (1 = agent); 4 trial; 40-42 other non-member types. */
  type: number;
  disabled: TBit;
  nickname: string;
  /** Lower case; unique per merchant when set. */
  email: string | null;
  /** Digits, no '+'. */
  country_code: string | null;
  /** Digits, leading zeros stripped; unique per merchant and country code when set. */
  mobile: string | null;
  vip_level: number;
  head_icon: string;
  /** The member whose affiliate code (or recommender id) brought this one. */
  parent_id: number | null;
  /** JSON object of the optional registration fields (idNumber, qqNum, facebook, ...). */
  profile: string;
  register_method: string | null;
  register_url: string | null;
  register_ip: string | null;
  /** Trial accounts: set when testPlayLogin first opened a session for it (a trial name is claimed once). */
  claimed_at: string | null;
  last_login_at: string | null;
  password_changed_at: string | null;
  created_at: string;
  /** 1 while the password was chosen for the member (agent, operator) and they must set their own (0052). */
  must_set_password: Generated<TBit>;
}

export interface SessionsTable {
  /** sha256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  member_id: number;
  merchant_code: string;
  /** The Device header at login (e.g. OTHERS), if any. */
  device: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
  /** Absolute end (created + 30 days); idle end is last_seen_at + 7 days. */
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export interface LoginKeysTable {
  id: string;
  algorithm: string;
  /** JSON of the public JWK (kty, crv, x, y). */
  public_jwk: string;
  /** PKCS#8 DER, base64. Read only by the login-key ring; never sent or logged. */
  private_pkcs8: string;
  created_at: string;
  /** Retired keys still decrypt (grace), but are no longer handed out. */
  retired_at: string | null;
}

export interface CaptchasTable {
  /** 128-bit random, hex. */
  id: string;
  merchant_code: string;
  /** sha256 hex of `${id}:${answer}`. */
  answer_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface SmsCodesTable {
  id: Generated<number>;
  merchant_code: string;
  country_code: string;
  mobile: string;
  purpose: string;
  /** sha256 hex of `${merchant}:${country}:${mobile}:${purpose}:${code}`. */
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  /** Set when used, or when replaced by a newer code or out of attempts. */
  used_at: string | null;
}

/** Development delivery channel: what would have gone to an SMS gateway. */
export interface SmsOutboxTable {
  id: Generated<number>;
  merchant_code: string;
  country_code: string;
  mobile: string;
  purpose: string;
  message: string;
  created_at: string;
}

/** Failed logins per account ('account', subject = member id) and per client address ('ip'). */
export interface AuthFailuresTable {
  merchant_code: string;
  scope: string;
  subject: string;
  failures: number;
  first_failed_at: string;
  last_failed_at: string;
}

export interface AffiliateCodesTable {
  merchant_code: string;
  /** Stored in upper case; matched case-insensitively. */
  code: string;
  member_id: number;
  enabled: TBit;
  created_at: string;
}
