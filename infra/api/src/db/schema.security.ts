import type { Generated } from 'kysely';

/** Tables of migration 0020_security (added to DB in schema.ts). */
export interface SecurityTables {
  server_secrets: ServerSecretsTable;
  member_security_questions: MemberSecurityQuestionsTable;
  security_question_guards: SecurityQuestionGuardsTable;
  security_proofs: SecurityProofsTable;
}

export interface ServerSecretsTable {
  /** e.g. card-fingerprint. */
  name: string;
  /** base64 of the secret's bytes. */
  value: string;
  created_at: string;
}

export interface MemberSecurityQuestionsTable {
  member_id: number;
  /** An id of SECURITY_QUESTIONS (shared-contracts/src/api/wallet.ts). */
  question_id: number;
  /** scrypt (PHC string) of the normalised answer; the answer itself is never stored. */
  answer_hash: string;
  created_at: string;
}

export interface SecurityQuestionGuardsTable {
  member_id: number;
  failures: number;
  locked_until: string | null;
  updated_at: string;
}

export interface SecurityProofsTable {
  id: Generated<number>;
  member_id: number;
  /** sha256 hex of the token. */
  token_hash: string;
  /** What the proof may be used for: paymentPasswordReset. */
  purpose: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}
