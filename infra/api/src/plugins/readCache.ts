import { sharedPlugin } from '../lib/plugin';
import { ReadCache } from '../services/readCache';

/** app.readCache: per-merchant snapshots of operator data for the read path (see services/readCache). */
export const readCachePlugin = sharedPlugin<{ ttlMs: number }>('tessera-read-cache', async (app, opts) => {
  app.decorate('readCache', new ReadCache(app.db, opts.ttlMs));
});
