import type { Generated } from 'kysely';

/** Tables of migrations 0055_email_recovery and 0056_feedback (added to DB in schema.ts). */
export interface EmailRecoveryTables {
  password_reset_tokens: PasswordResetTokensTable;
  email_outbox: EmailOutboxTable;
  feedback: FeedbackTable;
}

/** One recovery link sent: only the token's sha256 (hex) is kept. */
export interface PasswordResetTokensTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  token_hash: string;
  /** The address it went to. */
  email: string;
  created_at: string;
  expires_at: string;
  /** Set once: by the reset that claimed it, or by a newer link that replaced it. */
  used_at: string | null;
}

/** The development mail gateway: what the API would have sent. */
export interface EmailOutboxTable {
  id: Generated<number>;
  merchant_code: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

/** A member's feedback from the help center. */
export interface FeedbackTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  category: string;
  content: string;
  created_at: string;
}
