import { createDatabase, migrate, type TDatabaseOptions } from '../db/database';
import { publishRemoteVersions } from '../db/publish';
import { PLUGIN, sharedPlugin } from '../lib/plugin';
import type { TPasswordHasher } from '../lib/password';
import { shareGeneratedSecrets } from '../lib/secrets';
import { seedAll } from '../seeders';

export interface TDatabasePluginOptions extends TDatabaseOptions {
  distDir: string;
  /** Hashes the seeded members' passwords (the app's scrypt cost). */
  hasher: TPasswordHasher;
}

/** Opens the database, migrates it, publishes the built remote versions and seeds every area (seeders/): the app's data is ready after this. */
export const databasePlugin = sharedPlugin<TDatabasePluginOptions>(PLUGIN.database, { dependencies: [] }, async (app, opts) => {
  const database = await createDatabase(opts);
  app.addHook('onClose', async () => {
    await database.db.destroy();
  });
  const applied = await migrate(database, opts.databaseSchema);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  const published = await publishRemoteVersions(database.db, opts.distDir);
  if (published.published.length) app.log.info({ versions: published.published.map((p) => `${p.remote}@${p.version}`) }, 'remote versions published');
  for (const s of published.skipped) app.log.warn(s, 'remote version folder skipped');
  // Unconfigured HMAC keys: one per database, so every API process signs and verifies alike.
  await shareGeneratedSecrets(database.db);
  await seedAll(database.db, { dialect: database.dialect, hasher: opts.hasher });
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
});
