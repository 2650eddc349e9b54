import { ACCOUNT_LIMITS } from '@tessera/contract';
import type { TSmsPurpose } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import type { TMobile } from './members';
import { DAY_MS, isoIn, MINUTE_MS, nowIso } from './time';

// SMS codes: 6 digits, stored hashed, valid 5 minutes, one use, 5 tries, a 60 s cool-down and a
// daily cap per number. Delivery is the sms_outbox table (the development gateway). A code that
// must not be delivered (a number without a member: smsRequest.ts) is made and stored all the
// same, so the number's limits and the answers are the same; its text is just never written.

function codeHash(merchant: string, m: TMobile, purpose: string, code: string): Buffer {
  return createHash('sha256').update(`${merchant}:${m.countryCode}:${m.mobile}:${purpose}:${code}`, 'utf8').digest();
}

export interface TSmsSent {
  expiredMinutes: number;
  expirationTime: string;
  resendAfterSeconds: number;
}

/**
 * Creates and "delivers" a code; refuses with SMS_TOO_FREQUENT (retryAfterSeconds) inside the
 * cool-down or over the daily cap. `deliver: false` does all of it but the text.
 */
export async function sendSmsCode(db: Kysely<DB>, merchant: string, m: TMobile, purpose: TSmsPurpose, options: { deliver?: boolean } = {}): Promise<TSmsSent> {
  const now = Date.now();
  const recent = await db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('merchant_code', '=', merchant)
    .where('country_code', '=', m.countryCode)
    .where('mobile', '=', m.mobile)
    .where('created_at', '>', new Date(now - DAY_MS).toISOString())
    .orderBy('created_at', 'desc')
    .execute();
  const newest = recent[0];
  if (newest) {
    const wait = Date.parse(newest.created_at) + ACCOUNT_LIMITS.smsResendSeconds * 1000 - now;
    if (wait > 0) throw new ApiError('SMS_TOO_FREQUENT', { retryAfterSeconds: Math.ceil(wait / 1000) });
  }
  if (recent.length >= ACCOUNT_LIMITS.smsPerMobilePerDay) {
    const oldest = recent[ACCOUNT_LIMITS.smsPerMobilePerDay - 1] ?? newest;
    const wait = oldest ? Date.parse(oldest.created_at) + DAY_MS - now : DAY_MS;
    throw new ApiError('SMS_TOO_FREQUENT', { retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) });
  }

  const code = String(randomInt(0, 10 ** ACCOUNT_LIMITS.smsCodeLength)).padStart(ACCOUNT_LIMITS.smsCodeLength, '0');
  const nowText = new Date(now).toISOString();
  const expirationTime = isoIn(ACCOUNT_LIMITS.smsCodeTtlMinutes * MINUTE_MS, now);
  await db.transaction().execute(async (trx) => {
    // Only the newest code of a number and purpose counts.
    await trx
      .updateTable('sms_codes')
      .set({ used_at: nowText })
      .where('merchant_code', '=', merchant)
      .where('country_code', '=', m.countryCode)
      .where('mobile', '=', m.mobile)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('sms_codes')
      .values({
        merchant_code: merchant,
        country_code: m.countryCode,
        mobile: m.mobile,
        purpose,
        code_hash: codeHash(merchant, m, purpose, code).toString('hex'),
        attempts: 0,
        created_at: nowText,
        expires_at: expirationTime,
        used_at: null,
      })
      .execute();
    if (options.deliver === false) return;
    await trx
      .insertInto('sms_outbox')
      .values({
        merchant_code: merchant,
        country_code: m.countryCode,
        mobile: m.mobile,
        purpose,
        message: `Your verification code is ${code}. It expires in ${ACCOUNT_LIMITS.smsCodeTtlMinutes} minutes. Never share it with anyone.`,
        created_at: nowText,
      })
      .execute();
  });
  return { expiredMinutes: ACCOUNT_LIMITS.smsCodeTtlMinutes, expirationTime, resendAfterSeconds: ACCOUNT_LIMITS.smsResendSeconds };
}

/**
 * Checks and spends the newest code for the number and purpose. Every check counts as an attempt
 * (counted in the database, so parallel guesses cannot exceed the limit); the fifth wrong one
 * voids the code. Failure: VERIFICATION_CODE_INVALID with value.reason missing | expired |
 * mismatch (with attemptsLeft) | tooManyAttempts | used. `spend: false` checks without spending.
 */
export async function verifySmsCode(
  db: Kysely<DB>,
  merchant: string,
  m: TMobile,
  purpose: TSmsPurpose,
  code: string,
  options: { spend?: boolean } = {},
): Promise<void> {
  const row = await db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'expires_at'])
    .where('merchant_code', '=', merchant)
    .where('country_code', '=', m.countryCode)
    .where('mobile', '=', m.mobile)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new ApiError('VERIFICATION_CODE_INVALID', { field: 'verificationCode', reason: 'missing' });
  const now = nowIso();
  if (row.expires_at <= now) {
    await db.updateTable('sms_codes').set({ used_at: now }).where('id', '=', row.id).execute();
    throw new ApiError('VERIFICATION_CODE_INVALID', { field: 'verificationCode', reason: 'expired' });
  }
  const counted = await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', ACCOUNT_LIMITS.smsMaxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) throw new ApiError('VERIFICATION_CODE_INVALID', { field: 'verificationCode', reason: 'tooManyAttempts' });

  const expected = Buffer.from(row.code_hash, 'hex');
  if (expected.length !== 32 || !timingSafeEqual(expected, codeHash(merchant, m, purpose, code))) {
    const attemptsLeft = Math.max(0, ACCOUNT_LIMITS.smsMaxAttempts - counted.attempts);
    if (attemptsLeft === 0) await db.updateTable('sms_codes').set({ used_at: now }).where('id', '=', row.id).execute();
    throw new ApiError('VERIFICATION_CODE_INVALID', { field: 'verificationCode', reason: attemptsLeft === 0 ? 'tooManyAttempts' : 'mismatch', attemptsLeft });
  }
  // A check ahead of the form's submit (checkVerificationCode) counts the attempt and keeps the code for the submit.
  if (options.spend === false) return;
  const spent = await db
    .updateTable('sms_codes')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!spent) throw new ApiError('VERIFICATION_CODE_INVALID', { field: 'verificationCode', reason: 'used' });
}

export interface TOutboxQuery {
  merchant?: string | undefined;
  mobile?: string | undefined;
  limit: number;
}

export async function listOutbox(db: Kysely<DB>, q: TOutboxQuery) {
  const rows = await db
    .selectFrom('sms_outbox')
    .selectAll()
    .$if(q.merchant !== undefined, (b) => b.where('merchant_code', '=', q.merchant ?? ''))
    .$if(q.mobile !== undefined, (b) => b.where('mobile', '=', (q.mobile ?? '').replace(/^0+/, '')))
    .orderBy('id', 'desc')
    .limit(q.limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    merchantCode: r.merchant_code,
    mobile: `+${r.country_code} ${r.mobile}`,
    purpose: r.purpose,
    message: r.message,
    createdAt: r.created_at,
  }));
}
