import { idempotencyFingerprint, type TFingerprinted } from '@tessera/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { sha256 } from '../../lib/hash';

// Idempotency-Key (draft-ietf-httpapi-idempotency-key-header) for money-moving calls. route()
// refuses an idempotent call without a well-formed key (400 IDEMPOTENCY_KEY_REQUIRED); the
// handler wraps its work in withIdempotency(). The key row is written in the same database
// transaction as the money movement, so a key is applied exactly once:
// - a repeat with the same request answers the first answer again (header Idempotent-Replayed);
// - the same key with another request (body, query, path or call) is refused: 422
//   IDEMPOTENCY_KEY_REUSED;
// - a concurrent repeat waits for the first (PostgreSQL blocks the second INSERT on the key until
//   the first commits; SQLite runs one writer at a time), then replays it;
// - a call that fails (insufficient balance, a bad card, ...) leaves no key behind: the client may
//   retry with the same key once the cause is fixed.
// Keys belong to the member: two members never see each other's answers.

/** Printable ASCII without spaces, 1-255 characters (the draft leaves the format to the server). */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key header, or null when missing or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' && IDEMPOTENCY_KEY.test(header) ? header : null;
}

/**
 * Hash of what the request asks for: the contract's idempotencyFingerprint of the descriptor (its
 * name, path parameters and `fingerprint` body fields), the same text the client compares.
 */
export function requestFingerprint(endpoint: TFingerprinted, input: unknown): string {
  return sha256(idempotencyFingerprint(endpoint, input as { params?: unknown; body?: unknown })).toString('hex');
}

/**
 * The stored answer of an earlier call with this request's Idempotency-Key, looked up before any
 * costly check: a replay costs one read, never a payment-password hash (issue 30 item 4). Answers
 * `{ value }` (and sets Idempotent-Replayed) for the same request, refuses the key used for
 * another request (IDEMPOTENCY_KEY_REUSED), and answers null for a key not used yet (the call then
 * goes on to its checks and withIdempotency, which settles concurrent first uses).
 */
export async function storedReplay<T>(request: FastifyRequest, reply: FastifyReply, endpoint: TFingerprinted): Promise<{ value: T } | null> {
  const key = idempotencyKeyOf(request);
  const member = request.member;
  if (!key) throw new ApiError('IDEMPOTENCY_KEY_REQUIRED');
  if (!member) throw new ApiError('AUTH_REQUIRED');
  const first = await request.server.db
    .selectFrom('idempotency_keys')
    .select(['operation', 'request_hash', 'response_body'])
    .where('member_id', '=', member.id)
    .where('key', '=', key)
    .executeTakeFirst();
  // An empty body: a first use still in its transaction (PostgreSQL shows none; kept for safety).
  if (!first || first.response_body === '') return null;
  if (first.operation !== endpoint.name || first.request_hash !== requestFingerprint(endpoint, request.apiInput)) throw new ApiError('IDEMPOTENCY_KEY_REUSED');
  reply.header('idempotent-replayed', 'true');
  return { value: JSON.parse(first.response_body) as T };
}

/**
 * Runs `work` in a database transaction under the request's Idempotency-Key: the first time it
 * runs and its answer is stored with the key; afterwards the stored answer is returned.
 * The request's identity is the descriptor's fingerprint (requestFingerprint): a call that
 * carries a secret (a payment password) leaves it out of its `fingerprint` fields, so the stored
 * hash of the request never helps anyone guess the secret.
 */
export async function withIdempotency<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: TFingerprinted,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const operation = endpoint.name;
  const key = idempotencyKeyOf(request);
  const member = request.member;
  if (!key) throw new ApiError('IDEMPOTENCY_KEY_REQUIRED');
  if (!member) throw new ApiError('AUTH_REQUIRED');
  const fingerprint = requestFingerprint(endpoint, request.apiInput);
  const db = request.server.db;

  const outcome = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('idempotency_keys')
      .values({
        member_id: member.id,
        key,
        operation,
        request_hash: fingerprint,
        response_status: 200,
        response_body: '',
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['member_id', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      // Taken, by an earlier call or by one that committed while this one waited.
      const first = await trx
        .selectFrom('idempotency_keys')
        .select(['operation', 'request_hash', 'response_body'])
        .where('member_id', '=', member.id)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (first.operation !== operation || first.request_hash !== fingerprint) throw new ApiError('IDEMPOTENCY_KEY_REUSED');
      return { replayed: true as const, value: JSON.parse(first.response_body) as T };
    }
    const value = await work(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ response_body: JSON.stringify(value ?? null) })
      .where('member_id', '=', member.id)
      .where('key', '=', key)
      .execute();
    return { replayed: false as const, value };
  });
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return outcome.value;
}
