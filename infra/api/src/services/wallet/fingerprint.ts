import type { Kysely } from 'kysely';
import { createHmac, randomBytes } from 'node:crypto';
import type { DB } from '../../db/schema';

// The key of bank-card fingerprints (the duplicate check of cards.ts). A fingerprint is
// HMAC-SHA256(key, "bank-card:<member id>:<digits>"): without the key, a copy of the database does
// not let anyone confirm a guessed card number (12-19 digits with a known bank prefix and the last
// 4 stored beside it are few enough to guess). The key is CARD_FINGERPRINT_SECRET (production sets
// it, kept apart from the database), or else 32 random bytes generated once and kept in
// server_secrets (development: fingerprints then survive restarts, but a database copy holds the key).
// Changing the key makes existing fingerprints unmatchable: a card bound before could be bound again.

export const CARD_FINGERPRINT_SECRET_NAME = 'card-fingerprint';
export const MIN_CONFIGURED_SECRET_LENGTH = 32;

export type TCardKey = Buffer;

/** The fingerprint key: the configured one, or the stored one (created once when missing). */
export async function cardFingerprintKey(db: Kysely<DB>, env: NodeJS.ProcessEnv = process.env): Promise<TCardKey> {
  const configured = env.CARD_FINGERPRINT_SECRET;
  if (configured !== undefined && configured.trim() !== '') {
    if (configured.length < MIN_CONFIGURED_SECRET_LENGTH)
      throw new Error(`CARD_FINGERPRINT_SECRET must be at least ${MIN_CONFIGURED_SECRET_LENGTH} characters`);
    return Buffer.from(configured, 'utf8');
  }
  // Insert-if-missing, then read: of two instances starting at once, both end up with the same key.
  await db
    .insertInto('server_secrets')
    .values({ name: CARD_FINGERPRINT_SECRET_NAME, value: randomBytes(32).toString('base64'), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', CARD_FINGERPRINT_SECRET_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}

/** Hex HMAC-SHA256 of a member's card number: equal for the same number on one member only. */
export const cardFingerprint = (key: TCardKey, memberId: number, digits: string): string =>
  createHmac('sha256', key).update(`bank-card:${memberId}:${digits}`, 'utf8').digest('hex');
