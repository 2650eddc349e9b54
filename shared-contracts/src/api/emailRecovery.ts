import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';

// Password recovery by e-mail (issue 29; docs/decisions/email-recovery.md): for members without a
// mobile number (SMS recovery needs one). The player names the account (username or e-mail); an
// account with an e-mail address gets a single-use link that expires, its token stored hashed.

/** Minutes a recovery link stays valid. */
export const EMAIL_RESET_TTL_MINUTES = 30;
/** Seconds between two links for one account. */
export const EMAIL_RESET_RESEND_SECONDS = 60;
/** Links one account may be sent in an hour. */
export const EMAIL_RESET_PER_ACCOUNT_PER_HOUR = 5;

/**
 * How the named account recovers: 'email' — a link was sent to the account's address (also the
 * answer for a name that matches no account, so the call tells nobody which names exist);
 * 'sms' — the account has a mobile number but no e-mail: recover by SMS; 'none' — neither:
 * customer service only.
 */
export const EMAIL_RESET_CHANNELS = ['email', 'sms', 'none'] as const;
export type TEmailResetChannel = (typeof EMAIL_RESET_CHANNELS)[number];

/** An opaque recovery token as the link carries it (32 random bytes, base64url). */
const ZResetToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

export const requestPasswordResetEmail = defineEndpoint({
  name: 'requestPasswordResetEmail',
  method: 'POST',
  path: '/api/v1/auth/password/email',
  auth: 'none',
  summary:
    "Send a password-recovery link (single use, 30 minutes) to the e-mail address of the account named by username or e-mail. Answers channel 'email' when a link went out or the name matches no account, 'sms' when the account has only a mobile number, 'none' when it has neither (customer service). A minute between links and 5 an hour per account, emailResetPerAddressPerHour per address (429 EMAIL_RESET_TOO_FREQUENT with retryAfterSeconds)",
  tags: ['accounts'],
  body: z.strictObject({ account: z.string().check(z.maxLength(255), z.regex(/^[^\u0000-\u001f\u007f]*$/)) }),
  response: z.object({ channel: z.enum(EMAIL_RESET_CHANNELS), expiredMinutes: z.number() }),
  errors: ['FIELD_REQUIRED', 'EMAIL_FORMAT_INVALID', 'EMAIL_RESET_TOO_FREQUENT'],
  fieldErrors: { FIELD_REQUIRED: 'account', EMAIL_FORMAT_INVALID: 'account' },
});

export const checkPasswordResetLink = defineEndpoint({
  name: 'checkPasswordResetLink',
  method: 'GET',
  path: '/api/v1/auth/password/email/link',
  auth: 'none',
  summary:
    'Whether a recovery link can still be used (the reset screen asks before showing its form): the account it is for and when it expires; 400 RESET_LINK_INVALID when unknown, used or expired',
  tags: ['accounts'],
  query: z.object({ token: ZResetToken }),
  response: z.object({ userName: z.string(), expiresAt: z.string() }),
  errors: ['RESET_LINK_INVALID'],
});

export const resetPasswordByEmail = defineEndpoint({
  name: 'resetPasswordByEmail',
  method: 'POST',
  path: '/api/v1/auth/password/email/reset',
  auth: 'none',
  summary:
    "Set a new password with a recovery link's token: the token is claimed in one statement (a second use, even concurrent, is 400 RESET_LINK_INVALID), every session of the account ends",
  tags: ['accounts'],
  body: z.strictObject({
    token: ZResetToken,
    newPassword: z.string().check(z.maxLength(128)),
    confirmNewPassword: z.string().check(z.maxLength(128)),
  }),
  response: z.object({ reset: z.boolean(), userName: z.string() }),
  errors: ['RESET_LINK_INVALID', 'PASSWORD_FORMAT_INVALID', 'PASSWORD_CONFIRM_MISMATCH', 'FIELD_REQUIRED', 'ACCOUNT_DISABLED'],
  fieldErrors: { PASSWORD_FORMAT_INVALID: 'newPassword', PASSWORD_CONFIRM_MISMATCH: 'confirmNewPassword', FIELD_REQUIRED: 'confirmNewPassword' },
});

export const ZEmailOutboxEntry = z.object({
  id: z.number(),
  merchantCode: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type TEmailOutboxEntry = z.infer<typeof ZEmailOutboxEntry>;

export const listEmailOutbox = defineEndpoint({
  name: 'listEmailOutbox',
  method: 'GET',
  path: '/api/admin/email-outbox',
  auth: 'admin',
  summary: 'Development e-mail outbox: the e-mails the API would have sent (recovery links), newest first',
  tags: ['admin'],
  query: z.object({
    merchant: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/))),
    email: z.optional(z.string().check(z.maxLength(255))),
    limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
  }),
  response: z.array(ZEmailOutboxEntry),
});

export const emailRecoveryEndpoints = [requestPasswordResetEmail, checkPasswordResetLink, resetPasswordByEmail, listEmailOutbox] as const;
