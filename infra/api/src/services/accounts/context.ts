import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { TPasswordHasher } from '../../lib/password';
import type { LoginKeyRing } from './keys';

/** What the account services work with (app.accounts plus the database). */
export interface TAccountsContext {
  db: Kysely<DB>;
  hasher: TPasswordHasher;
  /** Payment PINs' keyed hash (lib/pin.ts): no hashing slot, so the money path never queues behind logins. */
  pinHasher: TPasswordHasher;
  keys: LoginKeyRing;
}

/** Facts about the client recorded on sessions and counted by failure limits. */
export interface TClientMeta {
  ip: string;
  /** The Device header (spec §7), when it is a plain token. */
  device: string | null;
  userAgent: string | null;
}
