import type { Generated } from 'kysely';

/** Tables of migration 0034_operators (added to DB in schema.ts): named operators (docs/decisions/operators.md). */
export interface OperatorTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_tokens: OperatorTokensTable;
  operator_break_glass_uses: OperatorBreakGlassUsesTable;
}

export interface OperatorsTable {
  id: Generated<number>;
  /** Lower case, unique. */
  username: string;
  /** One of OPERATOR_ROLES. */
  role: string;
  /** lib/password.ts's PHC string (scrypt), as members' passwords. */
  password_hash: string;
  /** Base32 TOTP secret once enrolled (RFC 6238, SHA-1, 6 digits, 30 s). */
  totp_secret: string | null;
  /** The secret shown at enrolment until a first valid code confirms it. */
  totp_pending_secret: string | null;
  /** The last time step whose code was accepted: a code is good once (replay refused). */
  totp_last_step: number | null;
  /** Failed sign-in attempts in the current window, claimed before the password is checked. */
  failed_attempts: number;
  /** Start of the failure window (ISO); null without failures. */
  first_failed_at: string | null;
  disabled: number;
  created_at: string;
  created_by: string;
  last_sign_in_at: string | null;
}

/** A console session of a named operator, or of the break-glass token (operator_id null). */
export interface OperatorSessionsTable {
  /** sha256 (hex) of the cookie's value: the cookie itself is not stored. */
  id_hash: string;
  operator_id: number | null;
  /** Break-glass sessions: a fingerprint of ADMIN_TOKEN, so rotating the token ends them. */
  token_fingerprint: string | null;
  /** The session's CSRF token (the console sends it on every change). */
  csrf: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface OperatorTokensTable {
  id: Generated<number>;
  operator_id: number;
  name: string;
  role: string;
  /** sha256 (hex) of the token; the token is shown once. */
  token_hash: string;
  created_at: string;
  created_by: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** Uses of the break-glass credential per UTC day (the console shows them). */
export interface OperatorBreakGlassUsesTable {
  day: string;
  uses: number;
  last_used_at: string;
}
