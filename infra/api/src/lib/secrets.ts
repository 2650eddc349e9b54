import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { DB } from '../db/schema';

const generated = new Map<string, Buffer>();

/** The HMAC keys read through envOrProcessSecret: every API process must hold the same one. */
export const SHARED_SECRET_NAMES = ['PAYMENT_GATEWAY_SECRET', 'CHAT_CONTEXT_SECRET', 'PAYMENT_PIN_PEPPER'] as const;

/**
 * An HMAC key from the environment variable `name` (checked at start by config.ts), or, when it is
 * unset, 32 random bytes: the ones the database holds (shareGeneratedSecrets, at start), else made
 * once per process. A development setup then works without configuration, and several API
 * processes on one database sign and verify alike. Never logged.
 */
export function envOrProcessSecret(name: string, env: NodeJS.ProcessEnv = process.env): string | Buffer {
  const configured = env[name]?.trim();
  if (configured) return configured;
  let secret = generated.get(name);
  if (!secret) {
    secret = randomBytes(32);
    generated.set(name, secret);
  }
  return secret;
}

/**
 * For each of `names` not set in the environment: the key every process on this database uses,
 * kept in server_secrets as `env:<name>` (insert-if-missing, then read: of two processes starting
 * at once, both end up with the same key). A process that already made one (tests run several
 * apps in one process) offers it, and keeps it if the database holds another. Production sets the
 * variables (a database copy then holds no key); this is the unconfigured setup's fallback.
 */
export async function shareGeneratedSecrets(
  db: Kysely<DB>,
  names: readonly string[] = SHARED_SECRET_NAMES,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  for (const name of names) {
    if (env[name]?.trim()) continue;
    const offered = generated.get(name) ?? randomBytes(32);
    await db
      .insertInto('server_secrets')
      .values({ name: `env:${name}`, value: offered.toString('base64'), created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db.selectFrom('server_secrets').select('value').where('name', '=', `env:${name}`).executeTakeFirstOrThrow();
    if (!generated.has(name)) generated.set(name, Buffer.from(row.value, 'base64'));
  }
}
