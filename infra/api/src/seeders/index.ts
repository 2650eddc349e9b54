import type { Kysely } from 'kysely';
import type { TDialect } from '../db/dialect';
import type { DB } from '../db/schema';
import type { TPasswordHasher } from '../lib/password';
import { seedAccounts } from './accounts';
import { seedAgents } from './agents';
import { seedCatalog } from './catalog';
import { seedDeposits } from './deposits';
import { seedLiveRooms } from './live';
import { seedMerchants } from './merchants';
import { seedInbox } from './messaging';
import { seedRewards } from './rewards';
import { seedVipLevels } from './vip';
import { seedWallet } from './wallet';

// The demo data every database starts with, one seeder per area. Each inserts only what is
// missing, so seedAll runs at every start (the database plugin, after migrations and publishing)
// and never duplicates a row or overwrites an operator's change.

export interface TSeedContext {
  dialect: TDialect;
  /** Seeded members' passwords are hashed at the app's scrypt cost. */
  hasher: TPasswordHasher;
}

export interface TSeeder {
  area: string;
  seed(db: Kysely<DB>, context: TSeedContext): Promise<void>;
}

/**
 * The seeders in the order they run: an area finds the rows of the areas before it (merchants
 * read the published remote versions; members need their merchant; balances, inbox, agent team
 * and rewards need the members).
 */
export const SEEDERS: readonly TSeeder[] = [
  { area: 'merchants', seed: (db) => seedMerchants(db) },
  { area: 'catalog', seed: (db, { dialect }) => seedCatalog(db, dialect) },
  { area: 'accounts', seed: (db, { hasher }) => seedAccounts(db, hasher) },
  { area: 'live', seed: (db) => seedLiveRooms(db) },
  { area: 'wallet', seed: (db) => seedWallet(db) },
  { area: 'deposits', seed: (db) => seedDeposits(db) },
  { area: 'messaging', seed: (db) => seedInbox(db) },
  { area: 'agents', seed: (db, { hasher }) => seedAgents(db, hasher) },
  { area: 'rewards', seed: (db) => seedRewards(db) },
  { area: 'vip', seed: (db) => seedVipLevels(db) },
];

/** Runs every seeder, one after the other, in SEEDERS' order. */
export async function seedAll(db: Kysely<DB>, context: TSeedContext): Promise<void> {
  for (const seeder of SEEDERS) await seeder.seed(db, context);
}
